import { randomInt } from 'node:crypto';
import type { Principal } from '../../contracts/access.ts';
import {
  type CustomerSettingName,
  customerSettingValueSchemas,
} from '../../contracts/masterdata/customers.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { hashPassword, verifyPassword } from '../identity/password.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';
import { visibleCustomer } from './customers.ts';
import { customerSettings } from './queries/customers.ts';

/** Spec 001 section 9: lowercase letters, uppercase letters without I and O, digits 1 to 9. */
const SFTP_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ123456789';
const SFTP_PASSWORD_LENGTH = 12;

export function generateSftpPassword(): string {
  return Array.from(
    { length: SFTP_PASSWORD_LENGTH },
    () => SFTP_ALPHABET[randomInt(SFTP_ALPHABET.length)],
  ).join('');
}

export interface CustomerSetting {
  customerId: string;
  name: string;
  value: unknown;
}

/** The SFTP password is stored as a hash; only the answer that generated it shows it. */
function shown(customerId: string, name: string, value: unknown): CustomerSetting {
  return { customerId, name, value: name === 'SFTP_PASSWORD' && typeof value === 'object' ? null : value };
}

/** The settings of a customer the admin administers. */
export async function administeredCustomerSettings(
  db: Db,
  principal: Principal,
  customerId: string,
): Promise<CustomerSetting[]> {
  const customer = await visibleCustomer(db, principal, customerId);
  const settings = await customerSettings(db, customer.customerId);
  return Object.entries(settings).map(([name, value]) => shown(customer.customerId, name, value));
}

export async function administeredCustomerSetting(
  db: Db,
  principal: Principal,
  customerId: string,
  name: string,
): Promise<CustomerSetting> {
  const customer = await visibleCustomer(db, principal, customerId);
  const settings = await customerSettings(db, customer.customerId);
  if (!(name in settings)) throw new NotFoundError();
  return shown(customer.customerId, name, settings[name]);
}

/**
 * Saves a setting of a customer the admin administers, its value checked against the setting's
 * schema; SFTP_PASSWORD takes no value: it is generated here, stored as a hash and answered once.
 */
export async function changeCustomerSetting(
  db: Db,
  actor: Actor,
  customerId: string,
  name: CustomerSettingName,
  value: unknown,
): Promise<CustomerSetting> {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  let checked: unknown = null;
  if (name !== 'SFTP_PASSWORD') {
    const parsed = customerSettingValueSchemas[name].safeParse(value);
    if (!parsed.success) throw new ValidationError([{ field: 'value', defaultMessage: 'field.invalid' }]);
    checked = parsed.data;
  }
  const password = name === 'SFTP_PASSWORD' ? generateSftpPassword() : undefined;
  const stored = password ? { hash: await hashPassword(password) } : checked;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customer_settings')
      .values({ customer_id: customer.customerId, name, value: JSON.stringify(stored) })
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'name']).doUpdateSet({ value: JSON.stringify(stored) }),
      )
      .execute();
    await recordChange(trx, {
      entity: 'customerSetting',
      entityId: `${customer.customerId}/${name}`,
      action: 'MOD',
      author: authorOf(actor.principal),
      // The password itself never reaches the change log.
      modifications: { [name]: password ? '(generated)' : checked },
    });
  });
  return { customerId: customer.customerId, name, value: password ?? checked };
}

/** Checks an SFTP sign-in against the customer's generated password. */
export async function verifySftpPassword(db: Db, customerId: string, password: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_settings')
    .select('value')
    .where('customer_id', '=', customerId)
    .where('name', '=', 'SFTP_PASSWORD')
    .executeTakeFirst();
  const hash = (row?.value as { hash?: string } | undefined)?.hash;
  return hash ? verifyPassword(password, hash) : false;
}
