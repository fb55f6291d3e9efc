import type { AuditLogTables } from '../../projections/audit-log/tables.ts';
import type { MailLogTables } from '../../projections/mail-log/tables.ts';
import type { ProjectionRunnerTables } from '../../projections/runner/tables.ts';
import type { ShipmentListTables } from '../../projections/shipment-list/tables.ts';
import type { EventStoreTables } from '../eventstore/postgres/tables.ts';
import type { IdentityTables } from '../identity/tables.ts';
import type { IntegrationsTables } from '../integrations/tables.ts';
import type { MailTables } from '../mail/tables.ts';
import type { MasterdataTables } from '../masterdata/tables.ts';
import type { ShipmentsTables } from '../shipments/tables.ts';

/**
 * The tables of the portal, one interface per module, joined here so that one `Kysely<Database>`
 * serves every query. Each module owns its tables and their migrations; read models' tables are
 * the views the projection runner points at their live build.
 */
export interface Database
  extends MasterdataTables,
    IdentityTables,
    MailTables,
    EventStoreTables,
    ProjectionRunnerTables,
    ShipmentListTables,
    AuditLogTables,
    ShipmentsTables,
    MailLogTables,
    IntegrationsTables {}
