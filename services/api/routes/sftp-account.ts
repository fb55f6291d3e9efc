import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sftpAccountParamsSchema,
  sftpAccountsSchema,
  sftpKeyInputSchema,
  sftpKeyParamsSchema,
  sftpKeySchema,
  sftpKeysSchema,
  sftpNewPasswordSchema,
} from '../../../contracts/sftp-account.ts';
import {
  addOwnSftpKey,
  ownSftpAccounts,
  ownSftpKeys,
  removeOwnSftpKey,
  renewOwnSftpPassword,
  sftpKeyFieldErrors,
} from '../../masterdata/index.ts';
import { perUserRateLimit } from '../plugins/hardening.ts';
import type { RouteApp } from '../route-app.ts';

const USER = { access: ['User'] as const };
const tags = ['account'];

/**
 * A key the contract's schema refused: its field errors, and the pasted key's problem beside them,
 * so that one answer names every field (docs/decisions/0115). Other refusals stay as they are.
 */
export function refusedSftpKey(request: FastifyRequest, error: Error): Error {
  if ((error as { validationContext?: string }).validationContext !== 'body') return error;
  return Object.assign(error, { moreFieldErrors: sftpKeyFieldErrors(request.body) });
}

/** The accounts and a new password (docs/decisions/0124). */
function registerAccountRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/sftp-accounts',
    {
      config: USER,
      schema: {
        summary: "List the SFTP accounts of the signed-in user's customers",
        tags,
        response: { 200: sftpAccountsSchema },
      },
    },
    async (request) => ownSftpAccounts(db, request.principal),
  );

  app.post(
    '/api/sftp-accounts/:customerId/password',
    {
      config: { ...USER, rateLimit: perUserRateLimit(5) },
      schema: {
        summary:
          "Generate a new SFTP password of one of the signed-in user's customers; the old one stops working",
        tags,
        params: sftpAccountParamsSchema,
        response: { 200: sftpNewPasswordSchema },
        problems: [404],
      },
    },
    async (request) => renewOwnSftpPassword(db, request.actor(), request.params.customerId),
  );
}

/** The SSH public keys of an account: list, add, remove (docs/decisions/0223). */
function registerKeyRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/sftp-accounts/:customerId/keys',
    {
      config: USER,
      schema: {
        summary: "List the SSH public keys of an SFTP account of the signed-in user's customers",
        tags,
        params: sftpAccountParamsSchema,
        response: { 200: sftpKeysSchema },
        problems: [404],
      },
    },
    async (request) => ownSftpKeys(db, request.principal, request.params.customerId),
  );

  app.post(
    '/api/sftp-accounts/:customerId/keys',
    {
      config: { ...USER, rateLimit: perUserRateLimit(20) },
      attachValidation: true,
      schema: {
        summary: 'Add an SSH public key to an SFTP account; programs sign in with its private key',
        tags,
        params: sftpAccountParamsSchema,
        body: sftpKeyInputSchema,
        response: { 201: sftpKeySchema },
        problems: [404],
      },
    },
    async (request, reply) => {
      if (request.validationError) throw refusedSftpKey(request, request.validationError);
      const key = await addOwnSftpKey(db, request.actor(), request.params.customerId, request.body);
      return reply.status(201).send(key);
    },
  );

  app.delete(
    '/api/sftp-accounts/:customerId/keys/:keyId',
    {
      config: USER,
      schema: {
        summary: 'Remove an SSH public key of an SFTP account; it no longer signs in',
        tags,
        params: sftpKeyParamsSchema,
        problems: [404],
      },
    },
    async (request, reply) => {
      await removeOwnSftpKey(db, request.actor(), request.params.customerId, request.params.keyId);
      return reply.status(204).send();
    },
  );
}

/** The SFTP accounts of the signed-in user's customers: a new password, and their SSH keys. */
export const sftpAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAccountRoutes(app);
  registerKeyRoutes(app);
};
