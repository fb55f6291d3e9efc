import type { Db } from '../db/index.ts';
import type { StatusMailSubscriber } from './shipment-mails.ts';

/** The personal settings that switch the status mails on (contracts/masterdata/settings.ts). */
export const STATUS_MAIL_SETTINGS = {
  delivered: 'STATUS_DELIVERED_SEND_MAIL',
  exceptions: 'STATUS_EXCEPTION_SEND_MAIL',
} as const;

const isOn = (value: unknown) => value === 'ON' || value === '"ON"';

/**
 * The enabled users of a customer who switched a status mail on, with their own address: the
 * shipment's users, who may read its journey.
 */
export async function statusMailSubscribers(db: Db, customerId: string): Promise<StatusMailSubscriber[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_customers', 'user_customers.user_id', 'users.id')
    .innerJoin('personal_settings', 'personal_settings.username', 'users.username')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'personal_settings.name',
      'personal_settings.value',
    ])
    .where('user_customers.customer_id', '=', customerId)
    .where('users.enabled', '=', true)
    .where('personal_settings.name', 'in', Object.values(STATUS_MAIL_SETTINGS))
    .orderBy('users.username')
    .execute();
  const byUser = new Map<string, StatusMailSubscriber>();
  for (const row of rows) {
    if (!isOn(row.value)) continue;
    const user = byUser.get(row.id) ?? {
      userId: row.id,
      login: row.username,
      email: row.email,
      delivered: false,
      exceptions: false,
    };
    if (row.name === STATUS_MAIL_SETTINGS.delivered) user.delivered = true;
    if (row.name === STATUS_MAIL_SETTINGS.exceptions) user.exceptions = true;
    byUser.set(row.id, user);
  }
  return [...byUser.values()];
}
