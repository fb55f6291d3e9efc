/**
 * The document a mail's HTML body is shown in: a frame does not inherit the page's styles, so
 * without a font of its own the browser's default (a serif) would show. The app's font family is
 * set on the frame's body; a font the mail sets itself still wins.
 */
export function mailFrameDocument(content: string, fontFamily: string): string {
  const style = `<style>body { font-family: ${fontFamily.replaceAll('<', '')}; margin: 8px; }</style>`;
  const head = /<head(\s[^>]*)?>/i.exec(content);
  if (head)
    return `${content.slice(0, head.index + head[0].length)}${style}${content.slice(head.index + head[0].length)}`;
  if (/<html[\s>]/i.test(content))
    return content.replace(/<html(\s[^>]*)?>/i, (tag) => `${tag}<head>${style}</head>`);
  return `<!doctype html><html><head><meta charset="utf-8">${style}</head><body>${content}</body></html>`;
}
