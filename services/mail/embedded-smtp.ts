import type { Db } from '../db/index.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

/**
 * The SMTP server of an installation without SMTP_URL: it accepts every mail the portal sends and
 * keeps it in `mailbox_messages`, where admins read it, so a fresh install shows real mails.
 */
export function startEmbeddedSmtp(db: Db, port: number): Promise<MailCatcher> {
  return startMailCatcher({
    port,
    onMail: async (mail) => {
      await db
        .insertInto('mailbox_messages')
        .values({ mail_from: mail.from, recipients: mail.to, subject: mail.subject, raw: mail.raw })
        .execute();
    },
  });
}
