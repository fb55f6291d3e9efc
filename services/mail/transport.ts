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

/**
 * Sends over SMTP with nodemailer; one pooled connection set per process. Every mail is
 * multipart/alternative: a plain-text part made from the HTML beside the HTML itself.
 */
export function createMailTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
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
