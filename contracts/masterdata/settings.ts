import { z } from 'zod';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time.invalid');
const onOff = z.enum(['ON', 'OFF']);

/** Each personal setting with the values it accepts (spec 001 sections 3 and 5). */
export const personalSettingValueSchemas = {
  PRINTER_TYPE: z.enum(['', 'LASER', 'LASER_POSITION', 'ZEBRA']),
  REQUIRED_FIELDS: z.array(z.enum(['marking', 'orderNumber', 'shipment.orderNumber'])),
  INCOTERMS_NATIONAL: z.string().max(3),
  INCOTERMS_INTERNATIONAL: z.string().max(3),
  CURRENCY_DEFAULT: z.string().regex(/^([A-Z]{3})?$/, 'field.invalid'),
  SHIPPING_DATE_OFFSET: z.coerce.number().int().min(0).max(2),
  SHIPPING_TIME_FROM: time,
  SHIPPING_TIME_UNTIL: time,
  SHIPPING_TIME_FROM_FR: time,
  SHIPPING_TIME_UNTIL_FR: time,
  ANNOUNCEMENT_SEND_MAIL: onOff,
  ANNOUNCEMENT_MAIL_ADDRESS: z.email('email.invalid').or(z.literal('')),
  BELOG_SEND_MAIL: onOff,
  BELOG_MAIL_ADDRESS: z.email('email.invalid').or(z.literal('')),
} as const;

export type PersonalSettingName = keyof typeof personalSettingValueSchemas;
export const personalSettingNames = Object.keys(personalSettingValueSchemas) as PersonalSettingName[];
export const personalSettingNameSchema = z.enum(
  personalSettingNames as [PersonalSettingName, ...PersonalSettingName[]],
);

export const personalSettingSchema = z.object({ name: z.string(), value: z.unknown() });
export type PersonalSetting = z.infer<typeof personalSettingSchema>;
