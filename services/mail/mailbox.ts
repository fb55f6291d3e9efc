import type { Db } from '../db/index.ts';

/** The mailbox of the embedded SMTP server (`mailbox_messages`), as administrators read it. */

/** A page of the received mails, newest first, and how many there are. */
export async function listMailbox(db: Db, page: number, size: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mailbox_messages')
      .select(['id', 'received_at', 'mail_from', 'recipients', 'subject'])
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    db
      .selectFrom('mailbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** One received mail as the server received it (RFC 822), if there is one with the id. */
export async function mailboxMessageSource(db: Db, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('mailbox_messages').select('raw').where('id', '=', id).executeTakeFirst();
  return row?.raw;
}
