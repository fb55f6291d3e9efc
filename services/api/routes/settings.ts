import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DeliveryNotePreference,
  type PersonalSettingName,
  personalSettingNameSchema,
  personalSettingSchema,
  personalSettingValueSchemas,
  takesAttachmentText,
} from '../../../contracts/masterdata/settings.ts';
import { fieldName } from '../../../contracts/problem.ts';
import type { Db } from '../../db/index.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { hasMessage } from '../../i18n/index.ts';
import {
  personalSetting,
  personalSettings,
  savePersonalSetting,
} from '../../masterdata/queries/personal-settings.ts';
import {
  currencyConfig,
  findIncotermCode,
  listNotificationCodes,
} from '../../masterdata/queries/reference.ts';

const USER = { access: ['User'] as const };
const tags = ['settings'];
const nameParams = z.object({ name: z.string().min(1).max(60) });

/** Checks a value against its setting's schema and the reference data it names. */
async function validValue(db: Db, name: PersonalSettingName, value: unknown): Promise<unknown> {
  const parsed = personalSettingValueSchemas[name].safeParse(value);
  const invalid = () => new ValidationError([{ field: 'value', defaultMessage: 'field.invalid' }]);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        field: fieldName(['value', ...issue.path]),
        defaultMessage: hasMessage(issue.message) ? issue.message : 'field.invalid',
      })),
    );
  }
  const result = parsed.data;
  if ((name === 'INCOTERMS_NATIONAL' || name === 'INCOTERMS_INTERNATIONAL') && result !== '') {
    const code = await findIncotermCode(db, String(result));
    if (!code || code.international !== (name === 'INCOTERMS_INTERNATIONAL')) throw invalid();
  }
  if (name === 'CURRENCY_DEFAULT' && result !== '' && !(await currencyConfig(db, String(result))))
    throw invalid();
  if (name === 'NOTIFICATION_CODES') await checkDeliveryNotes(db, result as DeliveryNotePreference[]);
  return result;
}

/** Each row names a known delivery-note code; only codes that take a text may carry one. */
async function checkDeliveryNotes(db: Db, rows: DeliveryNotePreference[]): Promise<void> {
  const { content } = await listNotificationCodes(db, { page: 0, size: 1000 });
  const codes = new Map(content.map((code) => [code.identifier, code]));
  const errors: { field: string; defaultMessage: string }[] = [];
  for (const [index, row] of rows.entries()) {
    const code = codes.get(row.identifier);
    if (!code) errors.push({ field: `value[${index}].identifier`, defaultMessage: 'field.invalid' });
    else if (row.attachmentValue && !takesAttachmentText(code)) {
      errors.push({ field: `value[${index}].attachmentValue`, defaultMessage: 'field.invalid' });
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/** The signed-in user's own settings: printer, shipment defaults, notifications. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/settings',
    { config: USER, schema: { tags, response: { 200: z.array(personalSettingSchema) } } },
    async (request) => personalSettings(db, request.principal.username),
  );

  app.get(
    '/api/settings/:name',
    { config: USER, schema: { tags, params: nameParams, response: { 200: personalSettingSchema } } },
    async (request) => {
      const setting = await personalSetting(db, request.principal.username, request.params.name);
      if (!setting) throw new NotFoundError();
      return setting;
    },
  );

  app.put(
    '/api/settings/:name',
    {
      config: USER,
      schema: {
        tags,
        params: z.object({ name: personalSettingNameSchema }),
        body: z.object({ name: z.string().optional(), value: z.unknown().optional() }),
        response: { 200: personalSettingSchema },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (request.body.name !== undefined && request.body.name !== name) {
        throw new ValidationError([{ field: 'name', defaultMessage: 'field.invalid' }]);
      }
      const value = await validValue(db, name, request.body.value);
      await savePersonalSetting(db, request.principal.username, name, value);
      return { name, value };
    },
  );
};
