import nodemailer from 'nodemailer';
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
 * Sends over SMTP with nodemailer; one pooled connection set per process. Every mail is
 * multipart/alternative: a plain-text part made from the HTML beside the HTML itself.
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
