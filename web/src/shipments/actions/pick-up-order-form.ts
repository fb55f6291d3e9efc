import type { User } from '../../../../contracts/access.ts';
import {
  type CustomsDocuments,
  type PickUpOrderInput,
  type PickUpOrderType,
  pickUpOrderSchemaFor,
} from '../../../../contracts/shipment/pick-up-order.ts';
import type { Shipment } from '../../../../contracts/shipment/shipment.ts';
import { fieldErrorsByPath } from '../../forms/field-error.ts';

const partyFields = [
  'name',
  'additionalName',
  'street',
  'zipCode',
  'city',
  'country',
  'contactName',
  'phone',
  'email',
] as const;
export type PartyValues = Record<(typeof partyFields)[number], string>;

/** The dialog's values: every text an input (empty is ''), the insured amount a number input's value. */
export interface PickUpOrderValues {
  type: PickUpOrderType;
  partnerName: string;
  partnerCC: string;
  partnerAttentionOf: string;
  partnerFax: string;
  partnerEmail: string;
  partnerCCEmail: string;
  locationContactName: string;
  locationEmail: string;
  notes: string;
  sender: PartyValues;
  consignee: PartyValues;
  shippingDate: string;
  shippingTimeFrom: string;
  shippingTimeUntil: string;
  deliveryDate: string;
  deliveryTimeFrom: string;
  deliveryTimeUntil: string;
  customs: {
    documents: CustomsDocuments;
    insuranceValue: number | string;
    aeex1: boolean;
    eur1: boolean;
    tpaper: boolean;
    commercialInvoice: boolean;
  };
  clearing: {
    locationOkay: boolean;
    location: string;
    credit: boolean;
    agreement: boolean;
    centralInvoiceDepartment: boolean;
  };
}

function partyValues(party: Partial<Record<(typeof partyFields)[number], string | undefined>>): PartyValues {
  return Object.fromEntries(partyFields.map((field) => [field, party[field] ?? ''])) as PartyValues;
}

/**
 * The dialog's start: consignor, consignee, dates and times from the shipment, the contact from the
 * signed-in user (spec section 6), the order type after the shipment's main type.
 */
export function initialPickUpOrderValues(shipment: Shipment, user: User | null): PickUpOrderValues {
  const contactName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return {
    type:
      shipment.type === 'QUER' || shipment.type === 'QUER_NAH_IN_NAH' ? 'QUERTRANSPORT' : 'SPEDITIONSAUFTRAG',
    partnerName: '',
    partnerCC: '',
    partnerAttentionOf: '',
    partnerFax: '',
    partnerEmail: '',
    partnerCCEmail: '',
    locationContactName: contactName,
    locationEmail: user?.email ?? '',
    notes: '',
    sender: partyValues(shipment.sender),
    consignee: partyValues(shipment.consignee),
    shippingDate: shipment.shippingDate ?? '',
    shippingTimeFrom: shipment.shippingTimeFrom ?? '',
    shippingTimeUntil: shipment.shippingTimeUntil ?? '',
    deliveryDate: shipment.deliveryDate ?? '',
    deliveryTimeFrom: shipment.deliveryTimeFrom ?? '',
    deliveryTimeUntil: shipment.deliveryTimeUntil ?? '',
    customs: {
      documents: 'NOT_NECESSARY',
      insuranceValue: shipment.insuranceValue?.value ?? '',
      aeex1: false,
      eur1: false,
      tpaper: false,
      commercialInvoice: false,
    },
    clearing: {
      locationOkay: false,
      location: '',
      credit: false,
      agreement: false,
      centralInvoiceDepartment: false,
    },
  };
}

/** Empty inputs are absent values: the contract reads '' in a date, time or optional text as malformed. */
function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Partial<T>;
}

/** The order the contract checks and the server receives, from the dialog's values. */
export function pickUpOrderOf(values: PickUpOrderValues, currency: string): PickUpOrderInput {
  const { sender, consignee, customs, clearing, ...rest } = values;
  const { insuranceValue, ...papers } = customs;
  return {
    ...(withoutEmpty(rest) as Pick<PickUpOrderInput, 'type'>),
    // The name stays even when empty, so that its own error (required) is reported.
    sender: { ...withoutEmpty(sender), name: sender.name },
    consignee: { ...withoutEmpty(consignee), name: consignee.name },
    customs: {
      ...papers,
      ...(typeof insuranceValue === 'number' ? { insuranceValue: { value: insuranceValue, currency } } : {}),
    },
    clearing: withoutEmpty(clearing),
  } as PickUpOrderInput;
}

/** The insured value is one input for the contract's `{value, currency}`. */
const formPath = (path: string) => path.replace(/^customs\.insuranceValue\..*$/, 'customs.insuranceValue');

/** The contract's rules on the dialog's values, as the server applies them on `today` (YYYY-MM-DD). */
export function validatePickUpOrder(
  values: PickUpOrderValues,
  currency: string,
  today: string,
): Record<string, string> {
  const result = pickUpOrderSchemaFor(today).safeParse(pickUpOrderOf(values, currency));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[formPath(issue.path.join('.'))] ??= issue.message;
  return errors;
}

/** Server field errors name the request body's paths (`order.sender.name`); the form's lack `order.`. */
export function pickUpOrderFieldErrors(
  errors: { field: string; defaultMessage: string }[],
): Record<string, string> {
  return fieldErrorsByPath(
    errors.map((error) => ({ ...error, field: formPath(error.field.replace(/^order\./, '')) })),
  );
}
