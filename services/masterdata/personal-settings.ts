import type { Principal } from '../../contracts/access.ts';
import {
  type DeliveryNotePreference,
  type PersonalSettingName,
  personalSettingValueSchemas,
  takesAttachmentText,
} from '../../contracts/masterdata/settings.ts';
import { fieldName } from '../../contracts/problem.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { hasMessage } from '../i18n/index.ts';
import { personalSetting, personalSettings, savePersonalSetting } from './queries/personal-settings.ts';
import { currencyConfig, findIncotermCode, listNotificationCodes } from './queries/reference.ts';

/** The signed-in user's own settings: printer, shipment defaults, notifications. */

export function ownSettings(db: Db, principal: Principal) {
  return personalSettings(db, principal.username);
}

export async function ownSetting(db: Db, principal: Principal, name: string) {
  const setting = await personalSetting(db, principal.username, name);
  if (!setting) throw new NotFoundError();
  return setting;
}

/** Saves one of the user's settings; a `name` in the body must be the setting's own. */
export async function changeOwnSetting(
  db: Db,
  principal: Principal,
  name: PersonalSettingName,
  setting: { name?: string | undefined; value?: unknown },
): Promise<{ name: PersonalSettingName; value: unknown }> {
  if (setting.name !== undefined && setting.name !== name) {
    throw new ValidationError([{ field: 'name', defaultMessage: 'field.invalid' }]);
  }
  const value = await validValue(db, principal, name, setting.value);
  await savePersonalSetting(db, principal.username, name, value);
  return { name, value };
}

/** Checks a value against its setting's schema and the reference data it names. */
async function validValue(
  db: Db,
  principal: Principal,
  name: PersonalSettingName,
  value: unknown,
): Promise<unknown> {
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
  if (name === 'CURRENCY_DEFAULT' && result !== '') await checkDefaultCurrency(db, principal, String(result));
  if (name === 'NOTIFICATION_CODES') await checkDeliveryNotes(db, result as DeliveryNotePreference[]);
  return result;
}

/**
 * The default currency is a choice between the branch's currency and EUR (spec 001 section 2), so
 * a user of a branch that works in EUR has only EUR; any other currency is refused.
 */
async function checkDefaultCurrency(db: Db, principal: Principal, isoCode: string): Promise<void> {
  if (!(await currencyConfig(db, isoCode)))
    throw new ValidationError([{ field: 'value', defaultMessage: 'field.invalid' }]);
  if (isoCode === 'EUR' || isoCode === (await branchCurrency(db, principal))) return;
  throw new ValidationError([{ field: 'value', defaultMessage: 'settings.currency.not-offered' }]);
}

/**
 * The currency of the branch of the user's customer (the first, as the settings screen reads it);
 * EUR without one, as GET /api/currencies answers.
 */
async function branchCurrency(db: Db, principal: Principal): Promise<string> {
  const [customerId] = principal.customerIds;
  if (!customerId) return 'EUR';
  const row = await db
    .selectFrom('customers')
    .innerJoin('locations', 'locations.abbreviation', 'customers.location')
    .select('locations.currency')
    .where('customers.customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.currency ?? 'EUR';
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
