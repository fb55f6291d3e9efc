import { sql } from 'kysely';
import type { Db } from '../../services/db/index.ts';
import type { Checkpoint } from '../../services/eventstore/port.ts';

/**
 * Waits until the live builds of `projections` have passed `checkpoint` (the one an append
 * returned), at most `timeoutMs`. True when they have; false on time-out, and the caller answers
 * anyway: the read model is late, not wrong. Names without a live build are not waited for.
 * Checkpoints of one adapter sort as strings, so no decoding is needed.
 */
export async function waitForProjections(
  db: Db,
  checkpoint: Checkpoint,
  projections: readonly string[],
  timeoutMs: number,
): Promise<boolean> {
  if (projections.length === 0) return true;
  const deadline = Date.now() + timeoutMs;
  let delay = 2;
  for (;;) {
    const behind = await db
      .selectFrom('projection_builds')
      .select('projection')
      .where('status', '=', 'live')
      .where('projection', 'in', [...projections])
      .where(sql<boolean>`coalesce(checkpoint, '') collate "C" < ${checkpoint}`)
      .execute();
    if (behind.length === 0) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)));
    delay = Math.min(delay * 2, 50);
  }
}
