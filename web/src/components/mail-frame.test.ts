import { describe, expect, it } from 'vitest';
import { mailFrameDocument } from './mail-frame.ts';

const font = 'system-ui, sans-serif';

describe('the document of a mail frame', () => {
  it('wraps a body fragment in a document whose body takes the font', () => {
    const framed = mailFrameDocument('<p>Guten Tag,</p>', font);
    expect(framed).toMatch(/^<!doctype html><html><head>/);
    expect(framed).toContain('body { font-family: system-ui, sans-serif;');
    expect(framed).toContain('<body><p>Guten Tag,</p></body>');
  });

  it("puts the font first into a whole document's head, so the mail's own styles still win", () => {
    const framed = mailFrameDocument(
      '<!DOCTYPE html><html lang="de"><head><title>x</title></head><body>y</body></html>',
      font,
    );
    expect(framed).toBe(
      `<!DOCTYPE html><html lang="de"><head><style>body { font-family: ${font}; margin: 8px; }</style><title>x</title></head><body>y</body></html>`,
    );
  });

  it('gives a document without a head one', () => {
    expect(mailFrameDocument('<html><body>y</body></html>', font)).toBe(
      `<html><head><style>body { font-family: ${font}; margin: 8px; }</style></head><body>y</body></html>`,
    );
  });

  it('cannot close the style element from the font name', () => {
    expect(mailFrameDocument('x', 'a</style><script>')).not.toContain('</style><script>');
  });
});
