import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../domain/errors.ts';

/** Documents one customer may have rendered at once in this process; more answer 429. */
export const DOCUMENTS_PER_CUSTOMER = 2;

class DocumentsBusyError extends DomainError {
  readonly status = 429;
  constructor() {
    super('documents.busy');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `render` in one of the caller's customer's document slots, or refuses with 429. */
    documentSlot<T>(request: FastifyRequest, reply: FastifyReply, render: () => Promise<T>): Promise<T>;
  }
}

/**
 * Rendering PDFs and spreadsheets is the most expensive thing a request can ask for. Each customer
 * (each user without one) gets a few at a time, so one customer printing thousands of labels cannot
 * keep the others waiting; the rendering itself runs in worker threads.
 */
export const documentSlotsPlugin = fp(
  async (app) => {
    const busy = new Map<string, number>();
    app.decorate(
      'documentSlot',
      async <T>(request: FastifyRequest, reply: FastifyReply, render: () => Promise<T>) => {
        const key = request.principal.customerIds[0] ?? `user:${request.principal.username}`;
        const running = busy.get(key) ?? 0;
        if (running >= DOCUMENTS_PER_CUSTOMER) {
          reply.header('retry-after', '2');
          throw new DocumentsBusyError();
        }
        busy.set(key, running + 1);
        try {
          return await render();
        } finally {
          const left = (busy.get(key) ?? 1) - 1;
          if (left > 0) busy.set(key, left);
          else busy.delete(key);
        }
      },
    );
  },
  { name: 'document-slots' },
);
