import type { NotificationCode } from '../../../contracts/masterdata/reference.ts';
import {
  type DeliveryNotePreference,
  type PersonalSettingName,
  type PersonalSettingValue,
  personalSettingValueSchemas,
  takesAttachmentText,
} from '../../../contracts/masterdata/settings.ts';

export { takesAttachmentText };

/** The settings as the screen reads them: by name, absent when never saved. */
export type SettingValues = Partial<{ [Name in PersonalSettingName]: PersonalSettingValue<Name> }>;

/** One change of the screen: a setting and its new value. */
export interface SettingChange {
  name: PersonalSettingName;
  value: unknown;
}

/** The stored list of GET /api/settings as values by name; unknown names and invalid values are left out. */
export function settingValues(stored: readonly { name: string; value: unknown }[]): SettingValues {
  const values: Record<string, unknown> = {};
  for (const { name, value } of stored) {
    const schema = personalSettingValueSchemas[name as PersonalSettingName];
    const parsed = schema?.safeParse(value);
    if (parsed?.success) values[name] = parsed.data;
  }
  return values as SettingValues;
}

/**
 * A value checked by the same contract schema the server uses: the value to send, or the field
 * errors by key (the setting's name, `NOTIFICATION_CODES[2].attachmentValue` inside a list).
 */
export function checkSetting(
  name: PersonalSettingName,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; errors: Record<string, string> } {
  const parsed = personalSettingValueSchemas[name].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[`${name}${issuePath(issue.path)}`] ??= issue.message;
  return { ok: false, errors };
}

const issuePath = (path: readonly PropertyKey[]) =>
  path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('');

/** A server field error (`value`, `value[2].attachmentValue`) as the screen's error key of that setting. */
export function settingErrorKey(name: PersonalSettingName, field: string): string {
  return `${name}${field.replace(/^value/, '')}`;
}

/** Shipping times are chosen in steps of 15 minutes; a stored time off that grid is offered too. */
export function shippingTimeOptions(current?: string): string[] {
  const times = Array.from({ length: 96 }, (_, index) => {
    const minutes = index * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
  return current && !times.includes(current) ? [...times, current].sort() : times;
}

/** Friday keeps the Monday-Thursday times when both are set and equal (docs/decisions/0041). */
export function fridayTimesSame(values: SettingValues): boolean {
  return (
    Boolean(values.SHIPPING_TIME_FROM) &&
    values.SHIPPING_TIME_FROM === values.SHIPPING_TIME_FROM_FR &&
    values.SHIPPING_TIME_UNTIL === values.SHIPPING_TIME_UNTIL_FR
  );
}

type WeekTime = 'SHIPPING_TIME_FROM' | 'SHIPPING_TIME_UNTIL';
const fridayOf: Record<WeekTime, 'SHIPPING_TIME_FROM_FR' | 'SHIPPING_TIME_UNTIL_FR'> = {
  SHIPPING_TIME_FROM: 'SHIPPING_TIME_FROM_FR',
  SHIPPING_TIME_UNTIL: 'SHIPPING_TIME_UNTIL_FR',
};

/** Ticking 'same time on Friday' copies the Monday-Thursday times that are set to Friday. */
export function copyTimesToFriday(values: SettingValues): SettingChange[] {
  return (Object.keys(fridayOf) as WeekTime[]).flatMap((name) => {
    const value = values[name];
    return value && value !== values[fridayOf[name]] ? [{ name: fridayOf[name], value }] : [];
  });
}

/** A Monday-Thursday time; while Friday keeps the same times, Friday's follows. */
export function weekTimeChanges(name: WeekTime, value: string, sameFriday: boolean): SettingChange[] {
  return sameFriday
    ? [
        { name, value },
        { name: fridayOf[name], value },
      ]
    : [{ name, value }];
}

/** A delivery-notes table row: the code and what the user chose for it. */
export interface DeliveryNoteRow {
  code: NotificationCode;
  preference: DeliveryNotePreference;
}

/**
 * The table lists the active codes. A code the user never changed starts enabled, with the
 * code's own default flag and default attachment text (docs/decisions/0040).
 */
export function deliveryNoteRows(
  codes: readonly NotificationCode[],
  stored: readonly DeliveryNotePreference[] = [],
): DeliveryNoteRow[] {
  return codes.map((code) => {
    const saved = stored.find((preference) => preference.identifier === code.identifier);
    const attachmentValue = takesAttachmentText(code) ? (code.attachment?.defaultValue ?? null) : null;
    return {
      code,
      preference: saved ?? {
        identifier: code.identifier,
        active: true,
        default: code.default,
        attachmentValue,
      },
    };
  });
}

const updated = (
  rows: readonly DeliveryNoteRow[],
  identifier: string,
  change: (preference: DeliveryNotePreference) => DeliveryNotePreference,
): DeliveryNotePreference[] =>
  rows.map(({ preference }) => (preference.identifier === identifier ? change(preference) : preference));

/** Disabling a code also clears its default flag. */
export function withActive(
  rows: readonly DeliveryNoteRow[],
  identifier: string,
  active: boolean,
): DeliveryNotePreference[] {
  return updated(rows, identifier, (preference) => ({
    ...preference,
    active,
    default: active && preference.default,
  }));
}

/** The default flag can be turned on only while the code is active. */
export function withDefault(
  rows: readonly DeliveryNoteRow[],
  identifier: string,
  isDefault: boolean,
): DeliveryNotePreference[] {
  return updated(rows, identifier, (preference) => ({
    ...preference,
    default: isDefault && preference.active,
  }));
}

/** An attachment text; empty means none. */
export function withAttachmentText(
  rows: readonly DeliveryNoteRow[],
  identifier: string,
  text: string,
): DeliveryNotePreference[] {
  return updated(rows, identifier, (preference) => ({
    ...preference,
    attachmentValue: text.trim() ? text.trim() : null,
  }));
}
