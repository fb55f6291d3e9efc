import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, configSchema } from '../../../contracts/config.ts';
import { type LegalInformation, legalInformationSchema, type Operator } from '../../../contracts/legal.ts';

type LegalConfig = Pick<
  Config,
  | 'OPERATOR_NAME'
  | 'OPERATOR_ADDRESS'
  | 'OPERATOR_EMAIL'
  | 'OPERATOR_PHONE'
  | 'OPERATOR_REGISTER'
  | 'OPERATOR_VAT_ID'
  | 'OPERATOR_REPRESENTATIVES'
  | 'OPERATOR_PRIVACY_EMAIL'
  | 'ADSP_URL'
>;

/** `|`, a line break or the two characters `\n` (as an environment file writes one) end an address line. */
const ADDRESS_LINE_BREAK = /\||\r?\n|\\n/;

/** The operator's details as the imprint and the privacy statement show them; empty values are left out. */
export function legalInformation(config: LegalConfig): LegalInformation {
  const operator: Operator = {
    name: config.OPERATOR_NAME,
    addressLines: config.OPERATOR_ADDRESS.split(ADDRESS_LINE_BREAK)
      .map((line) => line.trim())
      .filter(Boolean),
    email: config.OPERATOR_EMAIL,
    privacyEmail: config.OPERATOR_PRIVACY_EMAIL ?? config.OPERATOR_EMAIL,
  };
  if (config.OPERATOR_PHONE) operator.phone = config.OPERATOR_PHONE;
  if (config.OPERATOR_REGISTER) operator.register = config.OPERATOR_REGISTER;
  if (config.OPERATOR_VAT_ID) operator.vatId = config.OPERATOR_VAT_ID;
  if (config.OPERATOR_REPRESENTATIVES) operator.representatives = config.OPERATOR_REPRESENTATIVES;
  return { operator, adspUrl: config.ADSP_URL };
}

/** Imprint, privacy contact and the ADSp link, for everyone: the help pages need no sign-in. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const body = legalInformation(config);
  if (
    config.NODE_ENV === 'production' &&
    config.OPERATOR_NAME === configSchema.shape.OPERATOR_NAME.parse(undefined)
  ) {
    app.log.warn('OPERATOR_NAME and the other OPERATOR_* settings still describe the demo operator');
  }
  app.get(
    '/api/legal',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get the operator details for the imprint, the privacy statement and the terms',
        tags: ['legal'],
        response: { 200: legalInformationSchema },
      },
    },
    async (_request, reply) => {
      // Configuration changes only with a restart; a few minutes of caching spare the repeated calls.
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
