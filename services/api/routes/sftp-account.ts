import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sftpAccountParamsSchema,
  sftpAccountsSchema,
  sftpNewPasswordSchema,
} from '../../../contracts/sftp-account.ts';
import { ownSftpAccounts, renewOwnSftpPassword } from '../../masterdata/index.ts';
import { perUserRateLimit } from '../plugins/hardening.ts';

const USER = { access: ['User'] as const };
const tags = ['account'];

/** The SFTP accounts of the signed-in user's customers, and a new password for one of them. */
export const sftpAccountRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
