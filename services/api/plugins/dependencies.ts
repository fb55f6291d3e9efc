import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../contracts/config.ts';
import type { Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { EventStore } from '../../eventstore/index.ts';
import type { Runtime } from '../../runtime/index.ts';
import type { ShipmentDeps } from '../../shipments/commands.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the process started with. */
    config: Config;
    db: Db;
    eventStore: EventStore;
    /** What the shipment use cases run on: the database, the event store and the read-model wait. */
    shipmentDeps: ShipmentDeps;
    /** A new Redis connection; the queue producers each take one. */
    redisConnection: Runtime['redis'];
  }
  interface FastifyRequest {
    /** Who asks, with the request id as correlation and one clock for the whole request. */
    actor(): Actor;
  }
}

/**
 * The route modules' dependencies as fastify decorators: each route takes what it uses from `app`
 * instead of a bag passed around, and a use case gets the request's actor.
 */
export const dependenciesPlugin = fp<{ runtime: Runtime }>(
  async (app, { runtime }) => {
    app.decorate('config', runtime.config);
    app.decorate('db', runtime.db);
    app.decorate('eventStore', runtime.eventStore);
    app.decorate('shipmentDeps', {
      db: runtime.db,
      eventStore: runtime.eventStore,
      readModelWaitMs: runtime.config.READ_MODEL_WAIT_MS,
    });
    app.decorate('redisConnection', runtime.redis);
    const actors = new WeakMap<FastifyRequest, Actor>();
    app.decorateRequest('actor', function actor(this: FastifyRequest): Actor {
      let known = actors.get(this);
      if (!known) {
        known = {
          principal: this.principal,
          correlationId: this.id,
          now: new Date(),
          traceparent: this.traceparent(),
        };
        actors.set(this, known);
      }
      return known;
    });
  },
  { name: 'dependencies' },
);
