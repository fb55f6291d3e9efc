import { z } from 'zod';
import { dateSchema, moneySchema, optionalText, requiredText, timeSchema } from './fields.ts';
import { messageKeys as m } from './messages.ts';
import { partySchema } from './party.ts';

/**
 * The pick-up order (spec sections 2, 3 and 5): the branch handling a cross transport orders the
 * pick-up from a partner (the forwarder or branch in the pick-up area). It is issued as a PDF and
 * recorded in the shipment's history; the order itself is not kept.
 */
export const pickUpOrderTypes = ['SPEDITIONSAUFTRAG', 'QUERTRANSPORT'] as const;
export const pickUpOrderTypeSchema = z.enum(pickUpOrderTypes);
export type PickUpOrderType = z.infer<typeof pickUpOrderTypeSchema>;

/** CLAIM: the partner obtains the customs documents; CREATE: the partner makes them; or none needed. */
export const customsDocumentOptions = ['CLAIM', 'CREATE', 'NOT_NECESSARY'] as const;
export const customsDocumentsSchema = z.enum(customsDocumentOptions);
export type CustomsDocuments = z.infer<typeof customsDocumentsSchema>;

/** Months ahead a pick-up order's dates may lie, as the shipping date's picker allows. */
export const PICK_UP_ORDER_HORIZON_MONTHS = 2;

const emailSchema = (max: number) => z.email({ error: m.email }).max(max, { error: m.maxLength });
const requiredEmail = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .email({ error: m.email })
  .max(255, { error: m.maxLength });
const optionalEmail = z.union([z.literal(''), emailSchema(255)]).optional();

/** HH:MM on the quarter hour (00, 15, 30, 45), 24-hour clock. */
export const quarterHourSchema = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, {
  // One pattern states the rule; the message says whether the time or only its minutes are wrong.
  error: (issue) => (timeSchema.safeParse(issue.input).success ? m.quarterHour : m.time),
});

/** Consignor (sender) and consignee of the pick-up order: the order's parties, only the name required. */
export const pickUpOrderPartySchema = partySchema
  .pick({
    additionalName: true,
    street: true,
    zipCode: true,
    city: true,
    country: true,
    contactName: true,
    phone: true,
    email: true,
  })
  .partial()
  .extend({ name: partySchema.shape.name });
export type PickUpOrderParty = z.infer<typeof pickUpOrderPartySchema>;

/** Customs: who takes care of the documents, the insured value and the papers that travel along. */
export const pickUpOrderCustomsSchema = z.object({
  documents: customsDocumentsSchema.default('NOT_NECESSARY'),
  insuranceValue: moneySchema.optional(),
  /** Export declaration (ATLAS AE / EX1). */
  aeex1: z.boolean().default(false),
  /** Movement certificate EUR.1. */
  eur1: z.boolean().default(false),
  /** Transit document (T1/T2). */
  tpaper: z.boolean().default(false),
  commercialInvoice: z.boolean().default(false),
});

/**
 * Invoicing ("clearing"): whether the partner may settle with a branch, which one (required then),
 * by credit note, by an existing agreement, or through the central invoice department.
 */
export const pickUpOrderClearingSchema = z
  .object({
    locationOkay: z.boolean().default(false),
    location: optionalText(35),
    credit: z.boolean().default(false),
    agreement: z.boolean().default(false),
    centralInvoiceDepartment: z.boolean().default(false),
  })
  .superRefine((clearing, context) => {
    if (clearing.locationOkay && !clearing.location?.trim()) {
      context.addIssue({ code: 'custom', path: ['location'], message: m.required });
    }
  });

const pickUpOrderFields = z.object({
  type: pickUpOrderTypeSchema,
  partnerName: requiredText(70),
  partnerCC: optionalText(70),
  partnerAttentionOf: optionalText(70),
  partnerFax: optionalText(35),
  partnerEmail: requiredEmail,
  partnerCCEmail: optionalEmail,
  locationContactName: requiredText(255),
  locationEmail: requiredEmail,
  notes: optionalText(2000),
  sender: pickUpOrderPartySchema,
  consignee: pickUpOrderPartySchema,
  shippingDate: dateSchema.optional(),
  shippingTimeFrom: quarterHourSchema.optional(),
  shippingTimeUntil: quarterHourSchema.optional(),
  deliveryDate: dateSchema.optional(),
  deliveryTimeFrom: quarterHourSchema.optional(),
  deliveryTimeUntil: quarterHourSchema.optional(),
  customs: pickUpOrderCustomsSchema.default({
    documents: 'NOT_NECESSARY',
    aeex1: false,
    eur1: false,
    tpaper: false,
    commercialInvoice: false,
  }),
  clearing: pickUpOrderClearingSchema.default({
    locationOkay: false,
    credit: false,
    agreement: false,
    centralInvoiceDepartment: false,
  }),
});

type DatePath = 'shippingDate' | 'deliveryDate';
type DateError = { field: DatePath; defaultMessage: string };
const datesValid = (issues: readonly { path?: readonly PropertyKey[] }[]) =>
  !issues.some((issue) => issue.path?.[0] === 'shippingDate' || issue.path?.[0] === 'deliveryDate');

/**
 * A pick-up order as the dialog sends it, with the rules that hold whatever the day: required
 * fields, e-mails, quarter-hour times, the clearing branch, delivery not before shipping. The date
 * horizon depends on today: see `pickUpOrderSchemaFor` and `pickUpOrderDateErrors`.
 */
export const pickUpOrderSchema = pickUpOrderFields.refine(
  (order) => !order.shippingDate || !order.deliveryDate || order.deliveryDate >= order.shippingDate,
  {
    path: ['deliveryDate'],
    error: m.deliveryBeforeShipping,
    // Checked as soon as both dates are well-formed, whatever else is missing.
    when: (payload) =>
      payload.value !== null && typeof payload.value === 'object' && datesValid(payload.issues),
  },
);
export type PickUpOrder = z.infer<typeof pickUpOrderSchema>;
export type PickUpOrderInput = z.input<typeof pickUpOrderSchema>;

/** Same day `months` later, clamped to the month's last day. */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The latest date a pick-up order may name when issued on `today`. */
export const pickUpOrderMaxDate = (today: string) => addMonths(today, PICK_UP_ORDER_HORIZON_MONTHS);

/** Shipping and delivery dates lie between `today` and two months ahead (spec section 5). */
export function pickUpOrderDateErrors(order: Pick<PickUpOrder, DatePath>, today: string): DateError[] {
  const latest = pickUpOrderMaxDate(today);
  return (['shippingDate', 'deliveryDate'] as const).flatMap((field): DateError[] => {
    const date = order[field];
    if (!date) return [];
    if (date < today) return [{ field, defaultMessage: m.shippingDatePast }];
    if (date > latest) return [{ field, defaultMessage: m.shippingDateTooFar }];
    return [];
  });
}

/** The pick-up order with every rule of spec section 5, for an order issued on `today` (YYYY-MM-DD). */
export function pickUpOrderSchemaFor(today: string) {
  return pickUpOrderSchema.check(
    z.superRefine(
      (order: PickUpOrder, context) => {
        for (const error of pickUpOrderDateErrors(order, today)) {
          context.addIssue({ code: 'custom', path: [error.field], message: error.defaultMessage });
        }
      },
      {
        when: (payload) =>
          payload.value !== null && typeof payload.value === 'object' && datesValid(payload.issues),
      },
    ),
  );
}

/**
 * Body of POST on the pickUpOrder link: the order, and the shipment as the client shows it (spec
 * section 7). The shipment is accepted and ignored: the document is made from the stored one.
 */
export const pickUpOrderRequestSchema = z.object({
  shipment: z.unknown().optional(),
  order: pickUpOrderSchema,
});
export type PickUpOrderRequest = z.infer<typeof pickUpOrderRequestSchema>;
