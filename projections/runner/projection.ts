import type { Transaction } from 'kysely';
import type { CopyData } from '../../services/db/copy.ts';
import type { Database } from '../../services/db/database.ts';
import type { AnyEvent, Recorded } from './recorded.ts';

/** Where one build of a projection keeps its tables. */
export interface BuildContext {
  /** The build's PostgreSQL schema, e.g. `projection_shipment_list_v2`. */
  schema: string;
  /** The qualified name of one of the build's tables for raw SQL: `"projection_shipment_list_v2"."shipment_list"`. */
  table(name: string): string;
  /**
   * Only while a build beside the live one loads in bulk (a rebuild, a new version): `COPY ... FROM
   * STDIN` into one of the build's tables (`table` is the plain name), in the batch's transaction.
   * `data` holds the rows, each from `copyLine` (services/db) with `columns`' values in order, as one
   * string or added to a `CopyRows`. Rows that may exist already still need an upsert.
   */
  copy?(table: string, columns: readonly string[], data: CopyData): Promise<void>;
}

/**
 * A read model fed by the events of the union `E` (for example `ShipmentEvent`). Each build (a
 * version, or a rebuild of it) owns a schema of its own: `setup` creates the tables there and `apply`
 * writes them; the `trx` both receive is bound to that schema, so `trx.insertInto('shipment_list')`
 * reaches the build's table. Readers query the table's plain name in `public`, a view the runner
 * points at the live build (blue/green).
 */
export interface Projection<E extends AnyEvent = AnyEvent> {
  /** Stable name: the key of checkpoints and locks, and the schema prefix. Lower case, digits, `_`. */
  name: string;
  /** Raise it when the tables or `apply` change: the new version builds beside the old one. */
  version: number;
  /** The event types `apply` receives; others only move the checkpoint. */
  handles: readonly E['type'][];
  /** Creates the build's tables (called once per build, in a transaction). */
  setup(trx: Transaction<Database>, build: BuildContext): Promise<void>;
  /**
   * Statements that create the build's secondary indexes, each able to run again (`if not exists`).
   * A first build creates them with its tables; a rebuild loads its tables without them and creates
   * them, side by side, once it has caught up and before it goes live: bulk loading is much faster
   * without indexes to keep.
   */
  indexes?(build: BuildContext): string[];
  /** Events per batch; a projection that writes a batch in a few statements can take more. */
  batchSize?: number;
  /**
   * Events per batch while a build beside the live one replays the log (a rebuild, a new version);
   * `batchSize` when not given.
   */
  bulkBatchSize?: number;
  /**
   * Writes the read tables for a batch of events, in global order. Runs in the transaction that also
   * moves the checkpoint, so it must not have effects outside the database.
   */
  apply(trx: Transaction<Database>, events: Recorded<E>[], build: BuildContext): Promise<void>;
}

/**
 * A side effect driven by the events of the union `E` (enqueue a job, send a mail). Delivery is at least once: after a
 * crash the events since the last checkpoint come again, so `react` must make its effect idempotent,
 * for example with the event id as the BullMQ job id.
 */
export interface Reactor<E extends AnyEvent = AnyEvent> {
  name: string;
  handles: readonly E['type'][];
  react(event: Recorded<E>, effectId: string): Promise<void>;
  /**
   * Reacts to a whole batch at once (its effect id is each event's id), e.g. to queue all its jobs
   * in one round trip; the checkpoint moves only after it resolved. Without it, `react` runs per
   * event in order.
   */
  reactMany?(events: Recorded<E>[]): Promise<void>;
}

const NAME = /^[a-z][a-z0-9_]{0,40}$/;

/**
 * Checks the name and version. `E` is the event union `apply` receives, e.g.
 * `defineProjection<ShipmentEvent>({ handles: shipmentEventTypes, ... })`.
 */
export function defineProjection<E extends AnyEvent = AnyEvent>(projection: Projection<E>): Projection<E> {
  if (!NAME.test(projection.name)) throw new Error(`projection name ${projection.name} must match ${NAME}`);
  if (!Number.isInteger(projection.version) || projection.version < 1) {
    throw new Error(`projection ${projection.name}: version must be a positive integer`);
  }
  return projection;
}

export function defineReactor<E extends AnyEvent = AnyEvent>(reactor: Reactor<E>): Reactor<E> {
  if (!NAME.test(reactor.name)) throw new Error(`reactor name ${reactor.name} must match ${NAME}`);
  return reactor;
}

export function buildContext(projection: string, build: string): BuildContext {
  const schema = `projection_${projection}_${build}`;
  return { schema, table: (name) => `"${schema}"."${name.replaceAll('"', '""')}"` };
}
