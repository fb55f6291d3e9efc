import type { Principal } from '../../contracts/access.ts';
import {
  CODE_MAPPING_COLUMNS,
  type CodeMapping,
  type CodeMappingInput,
  type CodeMappingKind,
  codeMappingInputSchema,
  MAX_CODE_MAPPINGS,
} from '../../contracts/masterdata/code-mappings.ts';
import type { FieldError } from '../../contracts/problem.ts';
import { PORTAL_UNITS } from '../../contracts/rules/partner-codes.ts';
import { controlCharacterFields } from '../../contracts/rules/text.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { splitCsv } from '../files/csv.ts';
import { decodeText } from '../files/text.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';
import { visibleCustomer } from './customers.ts';

/**
 * A customer's code mappings (docs/decisions/0229): kept by the administrators of the customer's
 * branch, one at a time or as a whole CSV file, every change in the change log. The order-file
 * intake reads them with `customerCodeMappings`.
 */

type Row = { kind: string; partner_value: string; portal_value: string; note: string | null };

const fromRow = (row: Row): CodeMapping => ({
  kind: row.kind as CodeMappingKind,
  partnerValue: row.partner_value,
  portalValue: row.portal_value,
  note: row.note,
});

/** The mappings of a customer, for the intake (no access check: the customer's own files). */
export async function customerCodeMappings(db: Db, customerId: string): Promise<CodeMapping[]> {
  const rows = await db
    .selectFrom('code_mappings')
    .select(['kind', 'partner_value', 'portal_value', 'note'])
    .where('customer_id', '=', customerId)
    .orderBy('kind')
    .orderBy('partner_value')
    .execute();
  return rows.map(fromRow);
}

/** The mappings of a customer the admin administers; parties named by their address book entry. */
export async function administeredCodeMappings(db: Db, principal: Principal, customerId: string) {
  const customer = await visibleCustomer(db, principal, customerId);
  const mappings = await customerCodeMappings(db, customer.customerId);
  const parties = mappings
    .filter((mapping) => mapping.kind === 'party')
    .map((mapping) => mapping.portalValue);
  const names = await addressNames(db, customer.customerId, parties);
  return {
    customerId: customer.customerId,
    mappings: mappings.map((mapping) => {
      const name = mapping.kind === 'party' ? names.get(mapping.portalValue) : undefined;
      return name ? { ...mapping, portalName: name } : mapping;
    }),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `name, zip city (country)` of the customer's address book entries among `ids`. */
async function addressNames(db: Db, customerId: string, ids: readonly string[]) {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('addresses')
    .select(['id', 'name', 'zip_code', 'city', 'country'])
    .where('owner_customer_id', '=', customerId)
    .where('id', 'in', valid)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.name}, ${row.zip_code} ${row.city} (${row.country})`]));
}

/** The portal's values of each kind, to check a mapping's target against. */
async function portalValues(
  db: Db,
  customerId: string,
  kinds: ReadonlySet<CodeMappingKind>,
  parties: string[],
) {
  const values = new Map<CodeMappingKind, Set<string>>();
  const identifiers = async (
    table: 'products' | 'incoterm_codes' | 'packaging_codes' | 'notification_codes',
  ) => new Set((await db.selectFrom(table).select('identifier').execute()).map((row) => row.identifier));
  if (kinds.has('product')) values.set('product', await identifiers('products'));
  if (kinds.has('shippingTerms')) values.set('shippingTerms', await identifiers('incoterm_codes'));
  if (kinds.has('packingCode')) values.set('packingCode', await identifiers('packaging_codes'));
  if (kinds.has('deliveryNote')) values.set('deliveryNote', await identifiers('notification_codes'));
  values.set('unit', new Set(PORTAL_UNITS));
  if (kinds.has('party')) values.set('party', new Set((await addressNames(db, customerId, parties)).keys()));
  return values;
}

/**
 * Checks mappings against the schema and the portal's values; every problem of every entry at once,
 * the fields named `${prefix}field` (a file's rows as `rows[3].portalValue`).
 */
async function checkMappings(
  db: Db,
  customerId: string,
  entries: { input: unknown; prefix: string }[],
): Promise<{ checked: CodeMappingInput[]; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const checked: (CodeMappingInput & { prefix: string })[] = [];
  for (const { input, prefix } of entries) {
    // A control character in a cell is refused as the API refuses it in any text.
    const controls = controlCharacterFields(input);
    for (const at of controls)
      errors.push({ field: `${prefix}${at.join('.')}`, defaultMessage: 'field.control-characters' });
    if (controls.length > 0) continue;
    const parsed = codeMappingInputSchema.safeParse(input);
    if (parsed.success) checked.push({ ...parsed.data, prefix });
    else
      for (const issue of parsed.error.issues)
        errors.push({ field: `${prefix}${issue.path.join('.')}`, defaultMessage: issue.message });
  }
  const kinds = new Set(checked.map((entry) => entry.kind));
  const parties = checked.filter((entry) => entry.kind === 'party').map((entry) => entry.portalValue);
  const values = await portalValues(db, customerId, kinds, parties);
  const seen = new Set<string>();
  for (const entry of checked) {
    if (!values.get(entry.kind)?.has(entry.portalValue))
      errors.push({
        field: `${entry.prefix}portalValue`,
        defaultMessage:
          entry.kind === 'party' ? 'codeMapping.address-unknown' : 'codeMapping.portal-value-unknown',
      });
    const key = `${entry.kind}\u0000${entry.partnerValue}`;
    if (seen.has(key))
      errors.push({ field: `${entry.prefix}partnerValue`, defaultMessage: 'codeMapping.twice' });
    seen.add(key);
  }
  return { checked: checked.map(({ prefix: _prefix, ...entry }) => entry), errors };
}

/** Adds or replaces one mapping of a customer the admin administers. */
export async function putCodeMapping(
  db: Db,
  actor: Actor,
  customerId: string,
  input: unknown,
): Promise<CodeMapping> {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  const { checked, errors } = await checkMappings(db, customer.customerId, [{ input, prefix: '' }]);
  const [mapping] = checked;
  if (errors.length > 0 || !mapping) throw new ValidationError(errors);
  await db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('code_mappings')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('customer_id', '=', customer.customerId)
      .where((eb) => eb.or([eb('kind', '!=', mapping.kind), eb('partner_value', '!=', mapping.partnerValue)]))
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_CODE_MAPPINGS)
      throw new ValidationError([{ field: 'partnerValue', defaultMessage: 'codeMapping.too-many' }]);
    const row = toRow(customer.customerId, mapping);
    await trx
      .insertInto('code_mappings')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .columns(['customer_id', 'kind', 'partner_value'])
          .doUpdateSet({ portal_value: row.portal_value, note: row.note, changed_at: new Date() }),
      )
      .execute();
    await recordChange(trx, {
      entity: 'codeMapping',
      entityId: `${customer.customerId}/${mapping.kind}/${mapping.partnerValue}`,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { portalValue: mapping.portalValue, note: mapping.note },
    });
  });
  return { ...mapping };
}

const toRow = (customerId: string, mapping: CodeMappingInput) => ({
  customer_id: customerId,
  kind: mapping.kind,
  partner_value: mapping.partnerValue,
  portal_value: mapping.portalValue,
  note: mapping.note,
});

/** Removes one mapping; 404 when the customer has no such mapping. */
export async function removeCodeMapping(
  db: Db,
  actor: Actor,
  customerId: string,
  kind: CodeMappingKind,
  partnerValue: string,
): Promise<void> {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  const value = partnerValue.trim().toUpperCase();
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('code_mappings')
      .where('customer_id', '=', customer.customerId)
      .where('kind', '=', kind)
      .where('partner_value', '=', value)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new NotFoundError();
    await recordChange(trx, {
      entity: 'codeMapping',
      entityId: `${customer.customerId}/${kind}/${value}`,
      action: 'DEL',
      author: authorOf(actor.principal),
      modifications: {},
    });
  });
}

const csvField = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The mappings as a CSV file (UTF-8 with BOM, semicolons), as the import reads it. */
export async function exportCodeMappings(db: Db, principal: Principal, customerId: string) {
  const { customerId: id, mappings } = await administeredCodeMappings(db, principal, customerId);
  const lines = [
    CODE_MAPPING_COLUMNS.join(';'),
    ...mappings.map((mapping) =>
      [mapping.kind, mapping.partnerValue, mapping.portalValue, mapping.note ?? ''].map(csvField).join(';'),
    ),
  ];
  return { customerId: id, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}

/**
 * Replaces a customer's mappings with those of a CSV file (the export's columns): all or nothing,
 * every problem of every row at once (`rows[N].field`, N the file's row with the header as 1).
 */
export async function importCodeMappings(
  db: Db,
  actor: Actor,
  customerId: string,
  data: Buffer,
): Promise<{ imported: number }> {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  let records: string[][];
  try {
    records = splitCsv(decodeText(data).text, {
      maxRows: MAX_CODE_MAPPINGS,
      maxColumns: 10,
      maxCells: (MAX_CODE_MAPPINGS + 1) * 10,
      maxCellChars: 200,
      maxTextChars: 2 * 1024 * 1024,
      maxUnpackedBytes: 2 * 1024 * 1024,
    });
  } catch {
    throw new ValidationError([{ field: 'file', defaultMessage: 'codeMapping.file-unreadable' }]);
  }
  const [header = [], ...rows] = records;
  const columns = header.map((name) => name.trim());
  const missing = CODE_MAPPING_COLUMNS.filter((name) => name !== 'note' && !columns.includes(name));
  if (missing.length > 0)
    throw new ValidationError(
      missing.map((name) => ({ field: `columns.${name}`, defaultMessage: 'field.required' })),
    );
  const entries = rows
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, row }) => ({
      input: Object.fromEntries(
        CODE_MAPPING_COLUMNS.map((name) => [name, cells[columns.indexOf(name)] ?? '']),
      ),
      prefix: `rows[${row}].`,
    }));
  const { checked, errors } = await checkMappings(db, customer.customerId, entries);
  if (errors.length > 0) throw new ValidationError(errors);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('code_mappings').where('customer_id', '=', customer.customerId).execute();
    if (checked.length > 0)
      await trx
        .insertInto('code_mappings')
        .values(checked.map((mapping) => toRow(customer.customerId, mapping)))
        .execute();
    await recordChange(trx, {
      entity: 'codeMapping',
      entityId: `${customer.customerId}/*`,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { imported: checked.length },
    });
  });
  return { imported: checked.length };
}

/** The fields of a party an address book entry fills. */
export interface MappedParty {
  name: string;
  additionalName?: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  customerId?: string;
  emonsCustomerId?: string;
  contactName?: string;
  phone?: string;
  mobile?: string;
  email?: string;
}

/** A customer's mappings and the address book entries its party mappings name, for the intake. */
export async function partnerCodeBook(db: Db, customerId: string) {
  const mappings = await customerCodeMappings(db, customerId);
  const ids = mappings.filter((mapping) => mapping.kind === 'party').map((mapping) => mapping.portalValue);
  const valid = ids.filter((id) => UUID.test(id));
  const rows =
    valid.length === 0
      ? []
      : await db
          .selectFrom('addresses')
          .selectAll()
          .where('owner_customer_id', '=', customerId)
          .where('id', 'in', valid)
          .execute();
  const addresses = new Map<string, MappedParty>();
  for (const row of rows) {
    const optional = {
      additionalName: row.additional_name,
      customerId: row.customer_id,
      emonsCustomerId: row.emons_customer_id,
      contactName: row.contact_name,
      phone: row.phone,
      mobile: row.mobile,
      email: row.email,
    };
    addresses.set(row.id, {
      name: row.name,
      street: row.street,
      zipCode: row.zip_code,
      city: row.city,
      country: row.country,
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
    });
  }
  return { mappings, addresses };
}
