import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_STREAM_PATH, liveStreamHeadersSchema, liveStreamQuerySchema } from '../../../contracts/live.ts';
import { customerScope } from '../../access/index.ts';
import type { Checkpoint } from '../../eventstore/index.ts';
import { acceptsEventStream, createLiveHub, type LiveHubOptions } from '../../live/index.ts';
import type { Runtime } from '../../runtime/index.ts';
import { problemFor, sendProblem } from '../plugins/problems.ts';

const EVENT_STREAM = 'text/event-stream';

const DESCRIPTION = `Server-sent events of the signed-in user's shipments, changed as the read models show them:
\`shipment\` (created, changed, deleted), \`mail\` (a mail about a shipment queued, sent, failed or given up) and
\`batch\` (the whole state of one of the user's batches), plus \`ready\` at the start, \`heartbeat\` every 15 s and
\`reset\` when more changed than a replay sends. \`data\` is one line of JSON (contracts/live.ts). The \`id\` of each
event is a position in the event log: sent back as \`Last-Event-ID\` (or \`lastEventId\`) after a drop, the stream
first replays every change after it. A customer's user sees its customers' shipments only; staff as the
access rules say. At most LIVE_STREAMS_PER_USER (5) streams per user and API process (429 beyond); a stream ends after 10 minutes and
on shutdown, and the client reconnects with its current token. Ask with \`Accept: text/event-stream\` (else 406).`;

/** GET /api/events/stream: the live updates of the signed-in user (services/live). */
export const liveRoutes: FastifyPluginAsyncZod<{
  runtime: Runtime;
  live?: Partial<Omit<LiveHubOptions, 'db' | 'store' | 'connectionString' | 'log'>>;
}> = async (app, { runtime, live }) => {
  const hub = createLiveHub({
    db: app.db,
    store: app.eventStore,
    connectionString: runtime.databaseUrl,
    log: runtime.log.child({ component: 'live' }),
    maxStreamsPerUser: runtime.config.LIVE_STREAMS_PER_USER,
    ...live,
  });
  // Open streams end before the server waits for its requests to finish: the drain never hangs on them.
  app.addHook('preClose', () => hub.close());

  app.get(
    LIVE_STREAM_PATH,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Follow the changes of the shipments the user sees (server-sent events)',
        description: DESCRIPTION,
        tags: ['events'],
        querystring: liveStreamQuerySchema,
        headers: liveStreamHeadersSchema,
        produces: [EVENT_STREAM],
        problems: [406, 429],
      },
    },
    async (request, reply) => {
      if (!acceptsEventStream(request.headers.accept)) {
        return sendProblem(reply, problemFor(request, 406, { code: 'live.not-event-stream' }));
      }
      const lastEventId = (request.headers['last-event-id'] ?? request.query.lastEventId) as
        | Checkpoint
        | undefined;
      const scope = await customerScope(app.db, request.principal);
      const body = new PassThrough();
      // A client gone while the replay was read must not leave its stream behind.
      let forget = () => void body.end();
      reply.raw.once('close', () => forget());
      const opened = await hub.open(
        { username: request.principal.username, scope, ...(lastEventId ? { lastEventId } : {}) },
        {
          // The client may have gone (and the body ended) while the hub read its position or replay.
          write: (frame) => {
            if (!body.writableEnded && !body.destroyed) body.write(frame);
          },
          buffered: () => body.writableLength + body.readableLength + (reply.raw.writableLength ?? 0),
          end: () => body.end(),
        },
      );
      if (opened === 'too-many') {
        body.destroy();
        reply.header('retry-after', '30');
        return sendProblem(reply, problemFor(request, 429, { code: 'live.too-many-streams' }));
      }
      forget = () => {
        opened.close();
        body.end();
      };
      if (request.raw.socket?.destroyed) forget();
      return (
        reply
          .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The connection ends with the stream: one that went back to idle after the server began
          // closing would keep a shutdown waiting for its keep-alive timeout.
          .header('connection', 'close')
          .send(body)
      );
    },
  );
};
