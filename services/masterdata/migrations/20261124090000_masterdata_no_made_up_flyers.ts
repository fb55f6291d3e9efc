import type { Kysely } from 'kysely';

/**
 * Product flyers come from the reference data or PRODUCT_FLYER_URL (docs/decisions/0122); the
 * addresses earlier seeds made up on a host that does not exist are removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('products')
    .set({ flyer_url: null })
    .where('flyer_url', 'like', 'https://www.freight-portal.example/%')
    .execute();
}

export async function down(): Promise<void> {}
