import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../services/db/index.ts';
import type { Checkpoint, EventStore } from '../../services/eventstore/port.ts';
import type { ReadinessCheck } from '../../services/runtime/readiness.ts';

export interface Lag {
  name: string;
  kind: 'projection' | 'reactor';
  /** Events not yet handled, counted up to LAG_COUNT_CAP. */
  events: number;
  /** Age of the oldest event not yet handled; 0 when caught up. */
  seconds: number;
}

const LAG_COUNT_CAP = 100_000;

/** Lag of every live projection build and every reactor, as any instance sees it in the database. */
export async function measureLag(db: Db, store: EventStore, now = Date.now()): Promise<Lag[]> {
  const [projections, reactors] = await Promise.all([
    db
      .selectFrom('projection_builds')
      .select(['projection as name', 'checkpoint'])
      .where('status', '=', 'live')
      .execute(),
    db.selectFrom('reactor_checkpoints').select(['reactor as name', 'checkpoint']).execute(),
  ]);
  const rows = [
    ...projections.map((row) => ({ ...row, kind: 'projection' as const })),
    ...reactors.map((row) => ({ ...row, kind: 'reactor' as const })),
  ];
  return Promise.all(
    rows.map(async (row) => {
      const backlog = await store.backlog(row.checkpoint as Checkpoint | null, LAG_COUNT_CAP);
      const oldest = backlog.oldestRecordedAt ? Date.parse(backlog.oldestRecordedAt) : now;
      return {
        name: row.name,
        kind: row.kind,
        events: backlog.events,
        seconds: Math.max(0, (now - oldest) / 1000),
      };
    }),
  );
}

/** `projection_lag_events` and `projection_lag_seconds`, measured when /metrics is scraped. */
export function registerLagMetrics(registry: Registry, db: Db, store: EventStore): void {
  let pending: Promise<Lag[]> | null = null;
  // Both gauges are collected in one scrape: measure once for the two of them.
  const measure = () => {
    pending ??= measureLag(db, store).finally(() => setTimeout(() => (pending = null), 100));
    return pending;
  };
  const gauge = (name: string, help: string, value: (lag: Lag) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['name', 'kind'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const lag of await measure().catch(() => []))
          this.set({ name: lag.name, kind: lag.kind }, value(lag));
      },
    });
  gauge('projection_lag_events', 'Events a projection or reactor has not handled yet', (lag) => lag.events);
  gauge(
    'projection_lag_seconds',
    'Age of the oldest event a projection or reactor has not handled yet',
    (lag) => lag.seconds,
  );
}

/** Not ready while any read model or reactor is more than `maxSeconds` behind. */
export function lagReadinessCheck(db: Db, store: EventStore, maxSeconds = 30): ReadinessCheck {
  return {
    name: 'projections',
    async check() {
      const late = (await measureLag(db, store)).filter((lag) => lag.seconds > maxSeconds);
      if (late.length === 0) return { ok: true };
      return {
        ok: false,
        detail: late
          .map((lag) => `${lag.kind} ${lag.name}: ${lag.events} events, ${lag.seconds.toFixed(1)} s behind`)
          .join('; '),
      };
    },
  };
}
