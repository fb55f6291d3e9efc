import { type Kysely, sql } from 'kysely';

/**
 * Which parties of an order rule a product out (docs/decisions/0049): a list of the
 * byOriginAndDestination flags (originIsCustomer, originIsNeutral, destinationIsCustomer) under which
 * the product is not offered. Rows seeded before this column existed get the values of the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('excluded_when', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  const seeded: Record<string, string[]> = {
    '601': ['originIsCustomer'],
    '150': ['destinationIsCustomer'],
    '166': ['destinationIsCustomer'],
    '230': ['destinationIsCustomer', 'originIsNeutral'],
    '352': ['destinationIsCustomer'],
    '400': ['destinationIsCustomer', 'originIsNeutral'],
  };
  for (const [identifier, flags] of Object.entries(seeded)) {
    await db
      .updateTable('products')
      .set({ excluded_when: JSON.stringify(flags) })
      .where('identifier', '=', identifier)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('excluded_when').execute();
}
