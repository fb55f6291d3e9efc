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
