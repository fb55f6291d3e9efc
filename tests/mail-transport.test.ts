import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { createMailTransport, type MailTransport } from '../services/mail/transport.ts';

let catcher: MailCatcher;
let transport: MailTransport;
beforeAll(async () => {
  catcher = await startMailCatcher();
  transport = createMailTransport(catcher.url);
});
afterAll(async () => {
  transport.close();
  await catcher.stop();
});

const mail = (subject: string) => ({
  from: 'portal@freight-portal.local',
  to: ['avis@ham.example'],
  subject,
  html: '<p>Avis</p>',
  attachments: [
    { filename: 'note.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') },
  ],
  messageId: `<${crypto.randomUUID()}@freight-portal.local>`,
});

describe('SMTP delivery', () => {
  it('delivers a mail with its attachment over real SMTP', async () => {
    await transport.send(mail('Versandavis Sendung 4711 – Müller'));
    const caught = catcher.received.at(-1);
    expect(caught?.to).toEqual(['avis@ham.example']);
    expect(caught?.subject).toBe('Versandavis Sendung 4711 – Müller');
    expect(caught?.raw).toContain('filename=note.pdf');
  });

  it("delivers a mail without attachments as one composed message with the composer's headers", async () => {
    const plain = {
      ...mail('Avízo zásilky 4715 – Müller & Söhne'),
      to: ['avis@ham.example', 'copy@ham.example'],
    };
    const sent = await transport.send({
      ...plain,
      html: `<p>Grüße</p>\n<p>${'Rampe 1 '.repeat(20)}</p>\n.\nEnde`,
      attachments: [],
    });
    expect(sent.messageId).toBe(plain.messageId);
    const caught = catcher.received.at(-1);
    expect(caught?.to).toEqual(['avis@ham.example', 'copy@ham.example']);
    expect(caught?.subject).toBe('Avízo zásilky 4715 – Müller & Söhne');
    expect(caught?.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(caught?.raw).toContain(`Message-ID: ${plain.messageId}`);
    const html = (caught?.raw ?? '').split(/content-type: text\/html; charset=utf-8\r?\n/i)[1] ?? '';
    const decoded = html
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(Buffer.from(decoded, 'latin1').toString('utf8')).toContain(
      `<p>Grüße</p>\r\n<p>${'Rampe 1 '.repeat(20)}</p>\r\n.\r\nEnde`,
    );
  });

  it('refuses the next deliveries when told to, with the reason, then accepts again', async () => {
    catcher.failNext(2, 'greylisted, try again later');
    await expect(transport.send(mail('first'))).rejects.toThrow(/451.*greylisted/);
    await expect(transport.send(mail('second'))).rejects.toThrow(/greylisted/);
    const before = catcher.received.length;
    await transport.send(mail('third'));
    expect(catcher.received.length).toBe(before + 1);
    expect(catcher.received.at(-1)?.subject).toBe('third');
  });

  it('keeps a repeated transmission of one Message-ID once in its mailboxes', async () => {
    const repeated = mail('Versandavis 4712');
    const before = { received: catcher.received.length, delivered: catcher.delivered.length };
    await transport.send(repeated);
    await transport.send(repeated);
    await transport.send(mail('Versandavis 4713'));
    expect(catcher.received.length - before.received).toBe(3);
    expect(catcher.delivered.slice(before.delivered).map((caught) => caught.subject)).toEqual([
      'Versandavis 4712',
      'Versandavis 4713',
    ]);
  });

  it('delivers a message whose earlier transmission it refused', async () => {
    const refusedFirst = mail('Versandavis 4714');
    catcher.failNext(1);
    await expect(transport.send(refusedFirst)).rejects.toThrow(/451/);
    await transport.send(refusedFirst);
    expect(catcher.delivered.filter((caught) => caught.subject === 'Versandavis 4714')).toHaveLength(1);
  });
});
