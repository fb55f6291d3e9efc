import type { FastifyRequest } from 'fastify';
import type { ChangeAuthor } from '../../../masterdata/changes.ts';

/** The signed-in user as the author of a master data change. */
export function author(request: FastifyRequest): ChangeAuthor {
  return { username: request.principal.username, fullName: request.principal.fullName };
}
