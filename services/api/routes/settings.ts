import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personalSettingNameSchema, personalSettingSchema } from '../../../contracts/masterdata/settings.ts';
import { changeOwnSetting, ownSetting, ownSettings } from '../../masterdata/personal-settings.ts';

const USER = { access: ['User'] as const };
const tags = ['settings'];
const nameParams = z.object({ name: z.string().min(1).max(60) });

/** The signed-in user's own settings: printer, shipment defaults, notifications. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/settings',
    {
      config: USER,
      schema: {
        summary: "List the signed-in user's settings",
        tags,
        response: { 200: z.array(personalSettingSchema) },
      },
    },
    async (request) => ownSettings(db, request.principal),
  );

  app.get(
    '/api/settings/:name',
    {
      config: USER,
      schema: {
        summary: "Get one of the signed-in user's settings",
        tags,
        params: nameParams,
        response: { 200: personalSettingSchema },
      },
    },
    async (request) => ownSetting(db, request.principal, request.params.name),
  );

  app.put(
    '/api/settings/:name',
    {
      config: USER,
      schema: {
        summary: "Change one of the signed-in user's settings",
        tags,
        params: z.object({ name: personalSettingNameSchema }),
        body: z.object({ name: z.string().optional(), value: z.unknown().optional() }),
        response: { 200: personalSettingSchema },
      },
    },
    async (request) => changeOwnSetting(db, request.principal, request.params.name, request.body),
  );
};
