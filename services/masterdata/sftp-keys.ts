import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Principal } from '../../contracts/access.ts';
import type { FieldError } from '../../contracts/problem.ts';
import {
  SFTP_KEY_LABEL_MAX_LENGTH,
  SFTP_KEYS_PER_ACCOUNT,
  SFTP_PUBLIC_KEY_MAX_LENGTH,
  type SftpKeyType,
} from '../../contracts/sftp-account.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';
import { assertOwnSftpAccount } from './customer-settings.ts';
import { visibleCustomer } from './customers.ts';
import { customerSettings } from './queries/customers.ts';
import { readPublicKey } from './sftp-key-format.ts';
import type { SftpPublicKeysTable } from './tables.ts';

/**
 * The SSH public keys of customers' SFTP accounts (docs/decisions/0223): listed, added and removed
 * by the customer's own users (the account of one of their customers with SFTP_ENABLED, as for the
 * password) and by the administrators of the customer's branch. Every addition and removal is a
 * row of the change log; the SFTP server asks for the keys at each sign-in.
 */

export interface SftpKeyRecord {
  id: string;
  customerId: string;
  type: SftpKeyType;
  bits: number;
  fingerprint: string;
  label: string;
  createdAt: string;
  createdBy: string;
}

/** A key to add, as the contract's schema took it (trimmed). */
export interface SftpKeyAddition {
  publicKey: string;
  label?: string | undefined;
}

function keyFromRow(row: Selectable<SftpPublicKeysTable>): SftpKeyRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    type: row.key_type as SftpKeyType,
    bits: row.bits,
    fingerprint: row.fingerprint,
    label: row.label,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}

async function keysOf(db: Db, customerId: string): Promise<SftpKeyRecord[]> {
  const rows = await db
    .selectFrom('sftp_public_keys')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(keyFromRow);
}

/**
 * The field error of a pasted key in a body the contract's schema refused for another field, so that
 * one answer names every problem (docs/decisions/0115); none when the key itself is not a text of
 * the allowed length (the schema names that).
 */
export function sftpKeyFieldErrors(body: unknown): FieldError[] {
  const publicKey = (body as { publicKey?: unknown } | null)?.publicKey;
  if (typeof publicKey !== 'string') return [];
  const text = publicKey.trim();
  if (text.length === 0 || text.length > SFTP_PUBLIC_KEY_MAX_LENGTH) return [];
  const reading = readPublicKey(text);
  return 'problem' in reading ? [{ field: 'publicKey', defaultMessage: reading.problem }] : [];
}

/**
 * Adds a key to the account: refused with every field error at once when it is no public key the
 * portal takes, is there already, or the account holds SFTP_KEYS_PER_ACCOUNT keys. The customer's row
 * is locked meanwhile, so that two additions at once cannot pass the count together.
 */
async function addKey(
  db: Db,
  actor: Actor,
  customerId: string,
  input: SftpKeyAddition,
): Promise<SftpKeyRecord> {
  const reading = readPublicKey(input.publicKey);
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('customers')
      .select('customer_id')
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
    const held = await trx
      .selectFrom('sftp_public_keys')
      .select('fingerprint')
      .where('customer_id', '=', customerId)
      .execute();
    const errors: FieldError[] = [];
    if ('problem' in reading) errors.push({ field: 'publicKey', defaultMessage: reading.problem });
    else if (held.some((row) => row.fingerprint === reading.key.fingerprint))
      errors.push({ field: 'publicKey', defaultMessage: 'sftp-key.duplicate' });
    if (held.length >= SFTP_KEYS_PER_ACCOUNT)
      errors.push({ field: 'publicKey', defaultMessage: 'sftp-key.too-many' });
    if ('problem' in reading || errors.length > 0) throw new ValidationError(errors);
    const { key } = reading;
    const label = (input.label?.trim() || key.comment).slice(0, SFTP_KEY_LABEL_MAX_LENGTH);
    const row = await trx
      .insertInto('sftp_public_keys')
      .values({
        id: randomUUID(),
        customer_id: customerId,
        key_type: key.type,
        key_blob: key.blob,
        bits: key.bits,
        fingerprint: key.fingerprint,
        label,
        created_at: actor.now,
        created_by: actor.principal.username,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, {
      entity: 'sftpPublicKey',
      entityId: `${customerId}/${row.id}`,
      action: 'ADD',
      author: authorOf(actor.principal),
      modifications: { type: key.type, bits: key.bits, fingerprint: key.fingerprint, label },
    });
    return keyFromRow(row);
  });
}

/** Removes a key of the account; the next sign-in with it is refused. */
async function removeKey(db: Db, actor: Actor, customerId: string, keyId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('sftp_public_keys')
      .where('id', '=', keyId)
      .where('customer_id', '=', customerId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new NotFoundError('sftp-key.not-found');
    await recordChange(trx, {
      entity: 'sftpPublicKey',
      entityId: `${customerId}/${row.id}`,
      action: 'DEL',
      author: authorOf(actor.principal),
      modifications: {
        type: row.key_type,
        bits: row.bits,
        fingerprint: row.fingerprint,
        label: row.label,
      },
    });
  });
}

/** The keys of an account of the user's own customers (SFTP_ENABLED); others answer 404. */
export async function ownSftpKeys(db: Db, principal: Principal, customerId: string) {
  await assertOwnSftpAccount(db, principal, customerId);
  return { keys: await keysOf(db, customerId) };
}

export async function addOwnSftpKey(db: Db, actor: Actor, customerId: string, input: SftpKeyAddition) {
  await assertOwnSftpAccount(db, actor.principal, customerId);
  return addKey(db, actor, customerId, input);
}

export async function removeOwnSftpKey(db: Db, actor: Actor, customerId: string, keyId: string) {
  await assertOwnSftpAccount(db, actor.principal, customerId);
  await removeKey(db, actor, customerId, keyId);
}

/** The keys of a customer the administrator administers (its branch); others answer 404. */
export async function administeredSftpKeys(db: Db, principal: Principal, customerId: string) {
  const customer = await visibleCustomer(db, principal, customerId);
  return keysOf(db, customer.customerId);
}

export async function addAdministeredSftpKey(
  db: Db,
  actor: Actor,
  customerId: string,
  input: SftpKeyAddition,
) {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  return addKey(db, actor, customer.customerId, input);
}

export async function removeAdministeredSftpKey(db: Db, actor: Actor, customerId: string, keyId: string) {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  await removeKey(db, actor, customer.customerId, keyId);
}

/** A key an SFTP sign-in may use: its type and base64 wire form. */
export interface SftpSignInKey {
  type: string;
  blob: string;
  fingerprint: string;
}

/** The keys an SFTP sign-in of `customerId` may use: none unless the customer has SFTP_ENABLED. */
export async function sftpSignInKeys(db: Db, customerId: string): Promise<SftpSignInKey[]> {
  if ((await customerSettings(db, customerId)).SFTP_ENABLED !== true) return [];
  const rows = await db
    .selectFrom('sftp_public_keys')
    .select(['key_type', 'key_blob', 'fingerprint'])
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((row) => ({ type: row.key_type, blob: row.key_blob, fingerprint: row.fingerprint }));
}
