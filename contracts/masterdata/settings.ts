import { z } from 'zod';
import {
  ATTACHMENT_TEXT_MAX,
  attachmentFromRequiredFields,
  attachmentTextShown,
  type NotificationCodeRules,
} from '../rules/delivery-notes.ts';
import { messageKeys as m } from '../shipment/messages.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);
const onOff = z.enum(['ON', 'OFF']);

/**
 * The attachment text is entered only for codes whose attachment name starts with 'Ja' and that
 * take no text from required fields (spec 001 section 4).
 */
export function takesAttachmentText(code: NotificationCodeRules): boolean {
  return attachmentTextShown(code) && !attachmentFromRequiredFields(code);
}

/** One row of the delivery-notes table of the personal settings (docs/decisions/0040). */
export const deliveryNotePreferenceSchema = z
  .object({
    identifier: z.string().min(1).max(8),
    active: z.boolean(),
    default: z.boolean(),
    attachmentValue: z.string().trim().max(ATTACHMENT_TEXT_MAX, m.maxLength).nullable(),
  })
  // The default flag can be on only while the code is active (spec 001 section 4).
  .refine((row) => row.active || !row.default, { path: ['default'], message: m.invalid });
export type DeliveryNotePreference = z.infer<typeof deliveryNotePreferenceSchema>;

/** Each personal setting with the values it accepts (spec 001 sections 3 and 5). */
export const personalSettingValueSchemas = {
  PRINTER_TYPE: z.enum(['', 'LASER', 'LASER_POSITION', 'ZEBRA']),
  REQUIRED_FIELDS: z.array(z.enum(['marking', 'orderNumber', 'shipment.orderNumber'])),
  INCOTERMS_NATIONAL: z.string().max(3),
  INCOTERMS_INTERNATIONAL: z.string().max(3),
  CURRENCY_DEFAULT: z.string().regex(/^([A-Z]{3})?$/, m.invalid),
  SHIPPING_DATE_OFFSET: z.coerce.number().int().min(0).max(2),
  SHIPPING_TIME_FROM: time,
  SHIPPING_TIME_UNTIL: time,
  SHIPPING_TIME_FROM_FR: time,
  SHIPPING_TIME_UNTIL_FR: time,
  ANNOUNCEMENT_SEND_MAIL: onOff,
  // One address only (spec 001 section 2).
  ANNOUNCEMENT_MAIL_ADDRESS: z.email(m.email).or(z.literal('')),
  BELOG_SEND_MAIL: onOff,
  BELOG_MAIL_ADDRESS: z.email(m.email).or(z.literal('')),
  // Status mails to the user's own address (docs/decisions/0234): delivered, and exceptions.
  STATUS_DELIVERED_SEND_MAIL: onOff,
  STATUS_EXCEPTION_SEND_MAIL: onOff,
  NOTIFICATION_CODES: z
    .array(deliveryNotePreferenceSchema)
    .max(200)
    .refine((rows) => new Set(rows.map((row) => row.identifier)).size === rows.length, m.invalid),
} as const;

export type PersonalSettingName = keyof typeof personalSettingValueSchemas;
export type PersonalSettingValue<Name extends PersonalSettingName> = z.infer<
  (typeof personalSettingValueSchemas)[Name]
>;
export const personalSettingNames = Object.keys(personalSettingValueSchemas) as PersonalSettingName[];
export const personalSettingNameSchema = z.enum(
  personalSettingNames as [PersonalSettingName, ...PersonalSettingName[]],
);

export const personalSettingSchema = z.object({ name: z.string(), value: z.unknown() });
export type PersonalSetting = z.infer<typeof personalSettingSchema>;
