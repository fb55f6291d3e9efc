import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';
import { plainTextOf } from './plain-text.ts';

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Message-ID header, stable per mail so that a receiving server can drop a duplicate. */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  close(): void;
}

/** SMTP connections a process keeps open: as many as the mail worker runs jobs at once. */
export const MAIL_CONNECTIONS = 16;

/**
 * nodemailer's own encoding of a header's value (addresses, encoded words), as its composer writes
 * it; one node does it for every mail (a node of its own per mail draws a random boundary first).
 */
let headerNode: { encodeHeaderValue(key: string, value: string): string } | undefined;
const encodeHeaderValue = (key: string, value: string): string => {
  headerNode ??= new MimeNode() as unknown as { encodeHeaderValue(key: string, value: string): string };
  return headerNode.encodeHeaderValue(key, value);
};

/** Address headers and envelopes of the few senders and recipient lists a portal has, encoded once. */
const ADDRESS_CACHE = 1000;
const addressCache = new Map<string, { header: string; addresses: string[] }>();
function addressesOf(key: 'From' | 'To', value: string) {
  const name = `${key}\u0000${value}`;
  let found = addressCache.get(name);
  if (!found) {
    found = {
      header: foldLines(`${key}: ${encodeHeaderValue(key, value)}`, 76),
      addresses: addressparser(value, { flatten: true }).map((address) => address.address),
    };
    if (addressCache.size >= ADDRESS_CACHE) addressCache.clear();
    addressCache.set(name, found);
  }
  return found;
}

/** A body part in quoted-printable with CRLF line ends, as nodemailer writes a text part. */
const quoted = (text: string) => wrapQuotedPrintable(quotedPrintable(text.replace(/\r?\n/g, '\r\n')), 76);

/**
 * The whole message of a mail without attachments, written at once (decision 0160): the headers
 * nodemailer's composer writes (From, To, Subject, Message-ID, Date, MIME-Version) and a
 * multipart/alternative body with a plain-text and an HTML part, both quoted-printable. The SMTP
 * connection gets it as one buffer instead of a stream of MIME nodes and encoders.
 */
export function composeMessage(
  mail: OutgoingMail,
  date = new Date(),
): { raw: Buffer; from: string; to: string[] } {
  const from = addressesOf('From', mail.from);
  const to = addressesOf('To', mail.to.join(', '));
  const boundary = `--_portal-${randomBytes(12).toString('hex')}-alt`;
  const raw = [
    from.header,
    to.header,
    foldLines(`Subject: ${encodeHeaderValue('Subject', mail.subject)}`, 76),
    `Message-ID: ${mail.messageId}`,
    `Date: ${date.toUTCString().replace(/GMT/, '+0000')}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;\r\n boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quoted(plainTextOf(mail.html)),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quoted(mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { raw: Buffer.from(raw, 'utf8'), from: from.addresses[0] ?? '', to: to.addresses };
}

/**
 * Sends over SMTP with nodemailer; one pooled connection set per process, pipelining the envelope
 * when the server offers it. Every mail is multipart/alternative: a plain-text part made from the
 * HTML beside the HTML itself. A mail without attachments goes as a message composed at once;
 * one with attachments through nodemailer's composer.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  // One connection per concurrent delivery job, each reused for many messages (docs/decisions/0134);
  // the SMTP URL may set other limits.
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(MAIL_CONNECTIONS));
  if (!url.searchParams.has('maxMessages')) url.searchParams.set('maxMessages', '500');
  const transporter = nodemailer.createTransport(url.toString());
  return {
    async send(mail) {
      if (mail.attachments.length === 0) {
        const { raw, from, to } = composeMessage(mail);
        await transporter.sendMail({ envelope: { from, to }, raw, messageId: mail.messageId });
        return { messageId: mail.messageId };
      }
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: plainTextOf(mail.html),
        html: mail.html,
        messageId: mail.messageId,
        attachments: mail.attachments,
      });
      return { messageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}
