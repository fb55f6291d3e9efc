import type { Db } from '../db/index.ts';

export interface ChangeAuthor {
  username: string;
  fullName: string;
}

/**
 * Master data is kept in plain tables; every change writes one row of who, when and what
 * (docs/decisions: master data change log). `modifications` maps a field to its new value.
 */
export async function recordChange(
  db: Db,
  change: {
    entity: string;
    entityId: string;
    action: 'ADD' | 'MOD' | 'DEL';
    author: ChangeAuthor;
    modifications: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('masterdata_changes')
    .values({
      entity: change.entity,
      entity_id: change.entityId,
      action: change.action,
      user_login: change.author.username,
      user_full_name: change.author.fullName,
      modifications: JSON.stringify(change.modifications),
    })
    .execute();
}

/** The changes of one entity, oldest first. */
export async function changesOf(db: Db, entity: string, entityId: string) {
  const rows = await db
    .selectFrom('masterdata_changes')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    revision: Number(row.id),
    type: row.action,
    userLogin: row.user_login,
    userFullname: row.user_full_name,
    date: row.changed_at.toISOString(),
    modifications: row.modifications,
  }));
}

/** The fields whose values differ between two records, with their new values. */
export function modifiedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value)) changed[field] = value;
  }
  return changed;
}
