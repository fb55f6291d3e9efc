/**
 * The tables of the portal, one interface per module, joined here so that one `Kysely<Database>`
 * serves every query. Each module owns its tables and their migrations.
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules extend this as they add tables
export interface Database {}
