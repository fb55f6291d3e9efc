import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/** The next shipment number: unique across processes and never handed out twice (a sequence). */
export async function nextShipmentNumber(db: Db): Promise<string> {
  const { rows } = await sql<{ number: string }>`select nextval('shipment_numbers')::text as number`.execute(
    db,
  );
  const number = rows[0]?.number;
  if (!number) throw new Error('the shipment number sequence answered nothing');
  return number;
}
