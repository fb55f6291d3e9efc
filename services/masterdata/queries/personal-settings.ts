import type { Db } from '../../db/index.ts';

export async function personalSettings(db: Db, username: string) {
  const rows = await db
    .selectFrom('personal_settings')
    .select(['name', 'value'])
    .where('username', '=', username)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ name: row.name, value: row.value }));
}

export async function personalSetting(db: Db, username: string, name: string) {
  const row = await db
    .selectFrom('personal_settings')
    .select(['name', 'value'])
    .where('username', '=', username)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { name: row.name, value: row.value } : undefined;
}

export async function savePersonalSetting(db: Db, username: string, name: string, value: unknown) {
  await db
    .insertInto('personal_settings')
    .values({ username, name, value: JSON.stringify(value) })
    .onConflict((conflict) =>
      conflict.columns(['username', 'name']).doUpdateSet({ value: JSON.stringify(value) }),
    )
    .execute();
}
