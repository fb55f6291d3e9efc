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
  if (name === 'SFTP_PASSWORD') {
    const password = await storeSftpPassword(db, actor, customer.customerId);
    return { customerId: customer.customerId, name, value: password };
  }
  const parsed = customerSettingValueSchemas[name].safeParse(value);
  if (!parsed.success) throw new ValidationError([{ field: 'value', defaultMessage: 'field.invalid' }]);
  const checked: unknown = parsed.data;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customer_settings')
      .values({ customer_id: customer.customerId, name, value: JSON.stringify(checked) })
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'name']).doUpdateSet({ value: JSON.stringify(checked) }),
      )
      .execute();
    await recordChange(trx, {
      entity: 'customerSetting',
      entityId: `${customer.customerId}/${name}`,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { [name]: checked },
    });
  });
  return { customerId: customer.customerId, name, value: checked };
}

/**
 * The SFTP accounts of the signed-in user's own customers: those with SFTP_ENABLED, signed in to
 * with the customer number.
 */
export async function ownSftpAccounts(db: Db, principal: Principal) {
  const accounts = [];
  for (const customerId of principal.customerIds) {
    const settings = await customerSettings(db, customerId);
    if (settings.SFTP_ENABLED !== true) continue;
    const password = settings.SFTP_PASSWORD as { hash?: string } | null | undefined;
    accounts.push({ customerId, username: customerId, passwordSet: Boolean(password?.hash) });
  }
  return { accounts };
}

/**
 * The SFTP account of one of the user's own customers with SFTP_ENABLED; any other answers 404, as
 * if it did not exist (another customer's account, one without SFTP).
 */
export async function assertOwnSftpAccount(db: Db, principal: Principal, customerId: string): Promise<void> {
  const own = principal.customerIds.includes(customerId);
  if (!own || (await customerSettings(db, customerId)).SFTP_ENABLED !== true) throw new NotFoundError();
}

/**
 * A customer's user renews the SFTP password of one of its own customers with SFTP_ENABLED: a new
 * one is generated, replaces the old one at once and is answered once, as when an administrator
 * generates it; the change log records who did it (docs/decisions/0124).
 */
export async function renewOwnSftpPassword(db: Db, actor: Actor, customerId: string) {
  await assertOwnSftpAccount(db, actor.principal, customerId);
  const password = await storeSftpPassword(db, actor, customerId);
  return { customerId, username: customerId, password };
}

/** Generates an SFTP password, keeps its hash and records the change (never the password). */
async function storeSftpPassword(db: Db, actor: Actor, customerId: string): Promise<string> {
  const password = generateSftpPassword();
  const stored = JSON.stringify({ hash: await hashPassword(password) });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customer_settings')
      .values({ customer_id: customerId, name: 'SFTP_PASSWORD', value: stored })
      .onConflict((conflict) => conflict.columns(['customer_id', 'name']).doUpdateSet({ value: stored }))
      .execute();
    await recordChange(trx, {
      entity: 'customerSetting',
      entityId: `${customerId}/SFTP_PASSWORD`,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { SFTP_PASSWORD: '(generated)' },
    });
  });
  return password;
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
