import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type SftpStatus, sftpStatusInputSchema, sftpStatusSchema } from '../../../../contracts/sftp.ts';
import { readSftpSwitch, type SftpSwitchState, switchSftp } from '../../../sftp/switch.ts';
import { link } from '../../hal.ts';

const PATH = '/api/admin/services/sftp/status';

/**
 * The SFTP processing switch (spec 001 sections 2 and 3). Its state is the last event of the
 * `service-sftp` stream; the `sftp-ingest` scheduler of the workers follows it.
 */
export const adminServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = (request: Parameters<typeof link>[0], state: SftpSwitchState): SftpStatus => ({
    enabled: state.enabled,
    changedAt: state.changedAt,
    changedBy: state.changedBy,
    _links: { self: link(request, PATH), modify: link(request, PATH) },
  });

  app.get(
    PATH,
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Get the SFTP processing switch',
        tags: ['administration'],
        response: { 200: sftpStatusSchema },
      },
    },
    async (request) => view(request, await readSftpSwitch(app.eventStore)),
  );

  app.put(
    PATH,
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Start or stop the SFTP processing',
        tags: ['administration'],
        body: sftpStatusInputSchema,
        response: { 200: sftpStatusSchema },
        problems: [409],
      },
    },
    async (request) => {
      const state = await switchSftp(app.eventStore, request.actor(), request.body.enabled);
      request.log.info(
        { enabled: state.enabled, by: request.principal.username },
        'sftp processing switched',
      );
      return view(request, state);
    },
  );
};
