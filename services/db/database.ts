import type { IdentityTables } from '../identity/tables.ts';
import type { MailTables } from '../mail/tables.ts';

/**
 * The tables of the portal, one interface per module, joined here so that one `Kysely<Database>`
 * serves every query. Each module owns its tables and their migrations.
 */
import type { MasterdataTables } from '../masterdata/tables.ts';
import type { ProjectionRunnerTables } from '../../projections/runner/tables.ts';
import type { EventStoreTables } from '../eventstore/postgres/tables.ts';

// biome-ignore lint/suspicious/noEmptyInterface: modules extend this as they add tables
export interface Database
  extends MasterdataTables,
    IdentityTables,
    MailTables,
    EventStoreTables,
    ProjectionRunnerTables {}
