import {
  type ForwarderJourneyCode,
  journeyCodeInputSchema,
  journeyCodeTargetSchema,
  MAX_JOURNEY_CODES,
} from '../../contracts/masterdata/journey-codes.ts';
import type { FieldError } from '../../contracts/problem.ts';
import { controlCharacterFields } from '../../contracts/rules/text.ts';
import type {
  JourneyCodeMapping,
  JourneyReasonCode,
  JourneyStatusCode,
} from '../../contracts/shipment/journey-values.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';

/**
 * The forwarder's own status codes (docs/decisions/0236), kept by the portal's administrators, every
 * change in the change log. The status use case reads them with `journeyCodeMappings`.
 */

type Row = { code: string; status: string; reason: string | null; note: string | null; changed_at: Date };

const fromRow = (row: Row): ForwarderJourneyCode => ({
  code: row.code,
  status: row.status as JourneyStatusCode,
  reason: row.reason as JourneyReasonCode | null,
  note: row.note,
  changedAt: new Date(row.changed_at).toISOString(),
});

/** Every code, by code. */
export async function listJourneyCodes(db: Db): Promise<ForwarderJourneyCode[]> {
  const rows = await db.selectFrom('journey_codes').selectAll().orderBy('code').execute();
  return rows.map(fromRow);
}

/** The codes as `resolveJourneyCode` reads them. */
export async function journeyCodeMappings(db: Db): Promise<JourneyCodeMapping[]> {
  const rows = await db.selectFrom('journey_codes').select(['code', 'status', 'reason']).execute();
  return rows.map((row) => ({
    externalCode: row.code,
    status: row.status as JourneyStatusCode,
    ...(row.reason ? { reason: row.reason as JourneyReasonCode } : {}),
  }));
}

/** Every problem of the input at once, as RFC 9457 field errors; the parsed value when there is none. */
function parseOrThrow<T>(schema: { safeParse: (input: unknown) => { success: boolean } }, input: unknown): T {
  const controls = controlCharacterFields(input);
  if (controls.length > 0)
    throw new ValidationError(
      controls.map((at) => ({ field: at.join('.'), defaultMessage: 'field.control-characters' })),
    );
  const parsed = schema.safeParse(input) as
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    defaultMessage: issue.message,
  }));
  throw new ValidationError(errors);
}

/** Adds a code; one the table has already is refused at its field. */
export async function addJourneyCode(db: Db, actor: Actor, input: unknown): Promise<ForwarderJourneyCode> {
  const entry = parseOrThrow<{
    code: string;
    status: JourneyStatusCode;
    reason: JourneyReasonCode | null;
    note: string | null;
  }>(journeyCodeInputSchema, input);
  return db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('journey_codes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_JOURNEY_CODES)
      throw new ValidationError([{ field: 'code', defaultMessage: 'journeyCode.too-many' }]);
    const inserted = await trx
      .insertInto('journey_codes')
      .values({ code: entry.code, status: entry.status, reason: entry.reason, note: entry.note })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new ValidationError([{ field: 'code', defaultMessage: 'journeyCode.exists' }]);
    await recordChange(trx, {
      entity: 'journeyCode',
      entityId: entry.code,
      action: 'ADD',
      author: authorOf(actor.principal),
      modifications: { status: entry.status, reason: entry.reason, note: entry.note },
    });
    return fromRow(inserted);
  });
}

/** Changes what a code maps to; 404 for a code the table does not have. */
export async function changeJourneyCode(
  db: Db,
  actor: Actor,
  code: string,
  input: unknown,
): Promise<ForwarderJourneyCode> {
  const target = parseOrThrow<{
    status: JourneyStatusCode;
    reason: JourneyReasonCode | null;
    note: string | null;
  }>(journeyCodeTargetSchema, input);
  const key = code.trim().toUpperCase();
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('journey_codes')
      .set({ status: target.status, reason: target.reason, note: target.note, changed_at: new Date() })
      .where('code', '=', key)
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw new NotFoundError();
    await recordChange(trx, {
      entity: 'journeyCode',
      entityId: key,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { status: target.status, reason: target.reason, note: target.note },
    });
    return fromRow(changed);
  });
}

/** Removes a code; 404 for one the table does not have. Reports recorded with it keep it. */
export async function removeJourneyCode(db: Db, actor: Actor, code: string): Promise<void> {
  const key = code.trim().toUpperCase();
  await db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('journey_codes').where('code', '=', key).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new NotFoundError();
    await recordChange(trx, {
      entity: 'journeyCode',
      entityId: key,
      action: 'DEL',
      author: authorOf(actor.principal),
      modifications: {},
    });
  });
}
