import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { buildSscc } from '../documents/index.ts';
import { ConflictError } from '../domain/errors.ts';

interface BranchNumbering {
  prefix: string;
  min: number;
  max: number;
}

async function numbering(db: Db, branch: string): Promise<BranchNumbering> {
  const row = await db
    .selectFrom('locations')
    .select(['sscc_prefix', 'sscc_counter_min', 'sscc_counter_max'])
    .where('abbreviation', '=', branch)
    .executeTakeFirst();
  if (!row?.sscc_prefix)
    throw new ConflictError('sscc.branch-not-configured', `branch ${branch} has no SSCC prefix`);
  return {
    prefix: row.sscc_prefix,
    min: Number(row.sscc_counter_min ?? 0),
    max: Number(row.sscc_counter_max ?? Number.MAX_SAFE_INTEGER),
  };
}

/**
 * Draws `count` serials from the branch's counter. The upsert locks the counter's row, so
 * concurrent prints get disjoint serials; a serial once drawn is never drawn again.
 */
async function drawSerials(db: Db, branch: string, range: BranchNumbering, count: number): Promise<number[]> {
  const { rows } = await sql<{ last_serial: string }>`
    insert into sscc_counters (branch, last_serial) values (${branch}, ${range.min - 1 + count})
    on conflict (branch) do update
      set last_serial = greatest(sscc_counters.last_serial, ${range.min - 1}) + ${count}
    returning last_serial::text
  `.execute(db);
  const last = Number(rows[0]?.last_serial);
  if (!Number.isSafeInteger(last) || last > range.max) {
    throw new ConflictError('sscc.range-exhausted', `the SSCC number range of branch ${branch} is used up`);
  }
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

/**
 * The SSCC of every package of a shipment, drawn on the first print and kept, so that a reprint
 * shows the same codes; packages added later get new ones.
 */
export async function packageSsccs(
  db: Db,
  shipmentNumber: string,
  branch: string,
  packages: number,
): Promise<string[]> {
  const existing = async () =>
    db
      .selectFrom('shipment_package_ssccs')
      .select(['package_index', 'sscc'])
      .where('shipment_number', '=', shipmentNumber)
      .orderBy('package_index')
      .execute();
  const known = await existing();
  const missing = Array.from({ length: packages }, (_, index) => index).filter(
    (index) => !known.some((row) => row.package_index === index),
  );
  if (missing.length > 0) {
    const range = await numbering(db, branch);
    const serials = await drawSerials(db, branch, range, missing.length);
    await db
      .insertInto('shipment_package_ssccs')
      .values(
        missing.map((index, n) => ({
          shipment_number: shipmentNumber,
          package_index: index,
          sscc: buildSscc(range.prefix, serials[n] as number),
        })),
      )
      // A concurrent print of the same shipment may have won; its codes stand, ours stay unused.
      .onConflict((conflict) => conflict.columns(['shipment_number', 'package_index']).doNothing())
      .execute();
  }
  const bySlot = new Map(
    (missing.length > 0 ? await existing() : known).map((row) => [row.package_index, row.sscc]),
  );
  return Array.from({ length: packages }, (_, index) => bySlot.get(index) as string);
}
