import type { z } from 'zod';
import { type FieldError, type SchemaIssueFacts, schemaIssueKey } from '../../../contracts/problem.ts';
import { collectOnDeliveryRoute } from '../../../contracts/rules/collect-on-delivery.ts';
import { missingContactFields } from '../../../contracts/rules/contact-requirements.ts';
import { isValidMobile, isValidPhone } from '../../../contracts/rules/contacts.ts';
import { attachmentValueProblem } from '../../../contracts/rules/delivery-notes.ts';
import { isValidZipCode } from '../../../contracts/rules/zip-codes.ts';
import {
  type CargoList,
  cargoItemSchema,
  cargoListSchema,
  type HazmatEntry,
  hazmatEntrySchema,
  isExplosiveClass,
  shipmentMessageKeys as m,
  type Party,
  type ShipmentData,
  shipmentDataSchema,
} from '../../../contracts/shipment/index.ts';
import { ValidationError } from '../errors.ts';
import { addMonths, isWorkday } from '../rules/calendar.ts';
import { palletExchangeAllowed } from '../rules/cargo.ts';
import { deliveryDateProblem, HORIZON_MONTHS } from '../rules/deliveryWindow.ts';
import { currencyLimits, exceedsCollectOnDeliveryMaximum } from '../rules/money.ts';
import { productServesRoute } from '../rules/reference.ts';
import { shippingTermsOptions } from '../rules/shippingTerms.ts';
import { normalizeOrder } from './normalize.ts';
import type { HazmatReference, ShipmentRules } from './rules.ts';

/** The spec's field names: 'consignee.zipCode', 'cargoList.items[0].weight'. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

const knownKeys = new Set<string>(Object.values(m));

/** The message key of a schema issue, mapped as every door maps it (contracts/problem.ts). */
export function issueMessage(issue: z.core.$ZodIssue): string {
  return schemaIssueKey(issue as SchemaIssueFacts, (message) => knownKeys.has(message));
}

/**
 * Parses a received order with the contract schema after normalizing it; schema failures become
 * field errors. With the rules, a malformed order also gets the rule errors of its well-formed
 * parts (a wrong consignee zip code beside a too-long sender name), so one answer names them all.
 */
export function parseOrder(
  input: unknown,
  rules?: ShipmentRules,
): { data: ShipmentData; errors: [] } | { data?: never; errors: FieldError[] } {
  const normalized = rules ? withHazmatReference(normalizeOrder(input), rules) : normalizeOrder(input);
  const result = shipmentDataSchema.safeParse(normalized);
  if (result.success) return { data: result.data, errors: [] };
  const errors = result.error.issues.map((issue) => ({
    field: fieldPath(issue.path),
    defaultMessage: issueMessage(issue),
  }));
  if (!rules) return { errors };
  const reported = new Set(errors.map((error) => error.field));
  const more = ruleErrorsOfParts(normalized, rules).filter((error) => !reported.has(error.field));
  return { errors: [...errors, ...more] };
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What the party rules read of a party the schema refused: its country, zip code and numbers. */
function looseParty(value: unknown): Party | undefined {
  if (!isPlain(value)) return undefined;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
  const country = text('country') ?? 'DE';
  if (!/^[A-Z]{2}$/.test(country)) return undefined;
  const zipCode = text('zipCode');
  const phone = text('phone');
  const mobile = text('mobile');
  return {
    country,
    zipCode: zipCode ?? '',
    name: '',
    street: '',
    city: '',
    ...(phone ? { phone } : {}),
    ...(mobile ? { mobile } : {}),
  };
}

/**
 * The rules' field errors of a received order the schema may refuse, for the parts that are
 * well-formed: each group of rules runs only when the fields it reads parse.
 */
export function partialRuleErrors(input: unknown, rules: ShipmentRules): FieldError[] {
  return ruleErrorsOfParts(withHazmatReference(normalizeOrder(input), rules), rules);
}

/** The fields of `value` that `shape`'s schemas take one by one: what the rules may read of it. */
function wellFormedFields(shape: Record<string, unknown>, value: unknown): Record<string, unknown> {
  if (!isPlain(value)) return {};
  const fields: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = (schema as z.ZodType).safeParse(value[key]);
    if (parsed.success && parsed.data !== undefined) fields[key] = parsed.data;
  }
  return fields;
}

/**
 * What the cargo rules read of a cargo list the schema refused: each item as parsed, else its
 * well-formed fields (a bad weight does not hide an unknown packing code of the same item), and of
 * its dangerous goods the declarations that parse.
 */
function looseCargoList(value: unknown): CargoList | undefined {
  if (!isPlain(value) || !Array.isArray(value.items)) return undefined;
  const items = value.items.map((item: unknown) => {
    const parsed = cargoItemSchema.safeParse(item);
    if (parsed.success) return parsed.data;
    const fields = wellFormedFields(cargoItemSchema.shape, item);
    const hazmats = isPlain(item) && Array.isArray(item.hazmats) ? item.hazmats : [];
    return {
      ...fields,
      hazmats: hazmats.flatMap((hazmat: unknown) => {
        const entry = hazmatEntrySchema.safeParse(hazmat);
        return entry.success ? [entry.data] : [];
      }),
    };
  });
  return { ...wellFormedFields(cargoListSchema.shape, value), items } as CargoList;
}

function ruleErrorsOfParts(input: unknown, rules: ShipmentRules): FieldError[] {
  if (!isPlain(input)) return [];
  const part = wellFormedFields(shipmentDataSchema.shape, input);
  const errors: FieldError[] = [];
  const report: Report = (field, defaultMessage) => errors.push({ field, defaultMessage });
  const parties = { ...part } as Partial<ShipmentData>;
  for (const name of ['sender', 'consignee', 'neutralConsignor'] as const) {
    const party = (part[name] as Party | undefined) ?? looseParty(input[name]);
    if (party?.zipCode) checkParty(party, name, report);
    if (party && name !== 'neutralConsignor') parties[name] = party as ShipmentData[typeof name];
  }
  const order = parties as ShipmentData;
  const has = (...keys: string[]) => keys.every((key) => part[key] !== undefined);
  const routed = order.sender !== undefined && order.consignee !== undefined;
  if (rules.requiredFields?.includes('orderNumber') && input.orderNumber === undefined)
    report('orderNumber', m.required);
  if (order.sender && has('shippingDate')) checkShippingDates(order, rules, report);
  if (routed && has('shippingTerms')) checkShippingTerms(order, rules, report);
  if (routed && has('collectOnDelivery')) checkCollectOnDelivery(order, rules, report);
  // The contact rules read whole parties; the product and its dates only their countries.
  if (routed && has('product', 'shippingDate'))
    checkProduct(order, rules, report, { contacts: has('sender', 'consignee') });
  if (has('deliveryNotes')) checkDeliveryNotes(order, rules, report);
  const cargoList = order.cargoList ?? looseCargoList(input.cargoList);
  if (order.consignee && cargoList) checkCargo({ ...order, cargoList }, rules, report);
  return errors;
}

type Report = (field: string, message: string) => void;

function checkParty(party: Party | undefined, name: string, report: Report): void {
  if (!party) return;
  if (!isValidZipCode(party.country, party.zipCode)) report(`${name}.zipCode`, m.zipCode);
  if (party.phone && !isValidPhone(party.phone, party.country)) report(`${name}.phone`, m.phone);
  if (party.mobile && !isValidMobile(party.mobile, party.country)) report(`${name}.mobile`, m.mobile);
}

function checkParties(order: ShipmentData, report: Report): void {
  checkParty(order.sender, 'sender', report);
  checkParty(order.consignee, 'consignee', report);
  checkParty(order.neutralConsignor, 'neutralConsignor', report);
  const recipient = order.invoiceRecipient;
  if (recipient) {
    if (!isValidZipCode(recipient.country, recipient.zipCode)) report('invoiceRecipient.zipCode', m.zipCode);
    if (recipient.phone && !isValidPhone(recipient.phone, recipient.country))
      report('invoiceRecipient.phone', m.phone);
  }
  const { sender } = order;
  // A neutral consignor stands in for the sender on the consignee's papers: only with neutral
  // shipping (docs/decisions/0131).
  const neutralShipping = sender.isNeutral === true || (sender.types?.includes('NEUTRAL') ?? false);
  if (order.neutralConsignor && !neutralShipping) report('neutralConsignor', m.neutralConsignorNotAllowed);
  if (sender.types?.includes('LOADING_SITE') && sender.autosendShippingDocuments && !sender.email) {
    report('sender.email', m.required);
  }
}

function checkOrderCharacteristics(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  if (rules.requiredFields?.includes('orderNumber') && !order.orderNumber) report('orderNumber', m.required);
  checkShippingDates(order, rules, report);
  checkShippingTerms(order, rules, report);
  checkCollectOnDelivery(order, rules, report);
}

/** The pick-up day: not past, within the horizon, a workday in the sender's country. */
function checkShippingDates(
  order: Pick<ShipmentData, 'shippingDate' | 'shippingDateUntil' | 'sender'>,
  rules: ShipmentRules,
  report: Report,
): void {
  if (order.shippingDate < rules.today) report('shippingDate', m.shippingDatePast);
  else if (order.shippingDate > addMonths(rules.today, HORIZON_MONTHS))
    report('shippingDate', m.shippingDateTooFar);
  else if (!isWorkday(order.shippingDate, order.sender.country))
    report('shippingDate', m.shippingDateNoWorkday);
  if (order.shippingDateUntil && order.shippingDateUntil < order.shippingDate)
    report('shippingDateUntil', m.invalid);
}

function checkShippingTerms(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  if (!rules.incoterms) return;
  const options = shippingTermsOptions(rules.incoterms, order.sender.country, order.consignee.country);
  if (!options.some((option) => option.identifier === order.shippingTerms.identifier)) {
    report('shippingTerms.identifier', m.shippingTermsUnknown);
  }
}

/** Cash on delivery: between CZ and SK only, with a product that allows it, up to the currency's maximum. */
function checkCollectOnDelivery(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  if (!order.collectOnDelivery) return;
  if (!collectOnDeliveryRoute(order.sender.country, order.consignee.country))
    report('collectOnDelivery.value', m.collectOnDeliveryRoute);
  else if (rules.product && !rules.product.codEnabled)
    report('collectOnDelivery.value', m.collectOnDeliveryNotEnabled);
  else if (
    exceedsCollectOnDeliveryMaximum(
      order.collectOnDelivery.value,
      currencyLimits(order.collectOnDelivery.currency, rules.currencies),
    )
  ) {
    report('collectOnDelivery.value', m.collectOnDeliveryMaximum);
  }
}

const deliveryDateMessages = {
  required: m.required,
  outsideWindow: m.deliveryDateOutsideWindow,
  noWorkday: m.deliveryDateNoWorkday,
} as const;

function checkProduct(
  order: ShipmentData,
  rules: ShipmentRules,
  report: Report,
  { contacts = true }: { contacts?: boolean } = {},
): void {
  const { product } = rules;
  // The order form offers only the products of the route; every other door is held to the same.
  if (
    !product ||
    product.identifier !== order.product.identifier ||
    !productServesRoute(product, order.sender.country, order.consignee.country)
  ) {
    report('product.identifier', m.productUnknown);
    return;
  }
  const problem = deliveryDateProblem(
    product,
    order.shippingDate,
    order.deliveryDate,
    order.consignee.country,
  );
  if (problem) report('deliveryDate', deliveryDateMessages[problem]);
  if (!contacts) return;
  for (const field of missingContactFields(order, product.identifier)) report(field, m.contactRequired);
}

function checkDeliveryNotes(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  order.deliveryNotes.forEach((note, index) => {
    const path = `deliveryNotes[${index}]`;
    // Each note is refused for its first problem: unknown, then not for the product, then its text.
    const code = rules.notificationCodes?.find((candidate) => candidate.identifier === note.identifier);
    if (rules.notificationCodes && !code?.active) {
      report(`${path}.identifier`, m.deliveryNoteUnknown);
      return;
    }
    const allowed = rules.product?.allowedDeliveryNotes;
    if (allowed && !allowed.includes(note.identifier)) {
      report(`${path}.identifier`, m.deliveryNoteNotForProduct);
      return;
    }
    if (!code) return;
    const problem = attachmentValueProblem(code, note, order);
    if (problem) report(`${path}.attachmentValue`, problem);
  });
}

function checkCargo(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  const { cargoList } = order;
  const exchange = palletExchangeAllowed(order.consignee.country, rules.palletExchangeCountries);
  if (rules.cbmMandatory && cargoList.cbm === undefined) report('cargoList.cbm', m.required);
  if (rules.loadingLengthMandatory && cargoList.loadingLength === undefined)
    report('cargoList.loadingLength', m.required);
  if (rules.storingPosMandatory && cargoList.storingPos === undefined)
    report('cargoList.storingPos', m.required);
  if (cargoList.loadingEquipmentType === 'FP' && !exchange) {
    report('cargoList.loadingEquipmentType', m.palletExchangeNotAllowed);
  }
  cargoList.items.forEach((item, index) => {
    const path = `cargoList.items[${index}]`;
    if (!rules.dimensionsOptional) {
      for (const dimension of ['length', 'width', 'height'] as const) {
        if (item[dimension] === undefined) report(`${path}.${dimension}`, m.required);
      }
    }
    for (const field of ['marking', 'orderNumber'] as const) {
      if (rules.requiredFields?.includes(`cargoList.items.${field}`) && !item[field])
        report(`${path}.${field}`, m.required);
    }
    if (rules.packingCodes && !rules.packingCodes.has(item.packingCode))
      report(`${path}.packingCode`, m.packingCodeUnknown);
    else if (item.packingCode === 'FP' && !exchange)
      report(`${path}.packingCode`, m.palletExchangeNotAllowed);
    item.hazmats.forEach((hazmat, entry) => {
      const at = `${path}.hazmats[${entry}]`;
      if (rules.hazmatPackagingCodes && !rules.hazmatPackagingCodes.has(hazmat.packagingCode))
        report(`${at}.packagingCode`, m.packingCodeUnknown);
      if (rules.hazmatEntriesOf)
        checkHazmatReference(hazmat, rules.hazmatEntriesOf(hazmat.unNumber), at, report);
    });
  });
}

/**
 * The ADR table's entry a declaration names: by its sequence number when given, else by its
 * packing group, else the UN number's first entry. Undefined when the number has no entries.
 */
export function hazmatReferenceOf(
  hazmat: Pick<HazmatEntry, 'sequenceNumber' | 'packagingGroup'>,
  entries: readonly HazmatReference[] | undefined,
): HazmatReference | undefined {
  if (!entries?.length) return undefined;
  return (
    entries.find((entry) => entry.sequenceNumber === hazmat.sequenceNumber) ??
    entries.find((entry) => (entry.packagingGroup ?? '') === (hazmat.packagingGroup ?? '')) ??
    entries[0]
  );
}

/**
 * A dangerous goods declaration against the ADR table: the UN number is in it; the packing group is
 * the table's (required where the number's entries have one, empty where they have none); class 1
 * (by the table's class, whatever the client sent) needs the net explosive quantity and no other
 * class takes one; a collective (N.O.S.) entry needs the technical name.
 */
function checkHazmatReference(
  hazmat: HazmatEntry,
  entries: readonly HazmatReference[] | undefined,
  at: string,
  report: Report,
): void {
  if (!entries?.length) {
    report(`${at}.unNumber`, m.hazmatUnknown);
    return;
  }
  const groups = [
    ...new Set(entries.flatMap((entry) => (entry.packagingGroup ? [entry.packagingGroup] : []))),
  ];
  if (groups.length === 0) {
    if (hazmat.packagingGroup) report(`${at}.packagingGroup`, m.notAllowed);
  } else if (!hazmat.packagingGroup) report(`${at}.packagingGroup`, m.required);
  else if (!groups.includes(hazmat.packagingGroup)) report(`${at}.packagingGroup`, m.invalid);
  const reference = hazmatReferenceOf(hazmat, entries);
  if (!reference) return;
  const explosive = isExplosiveClass(reference.hazardClass);
  if (explosive && hazmat.neq === undefined) report(`${at}.neq`, m.required);
  if (!explosive && hazmat.neq !== undefined) report(`${at}.neq`, m.notAllowed);
  if (reference.collectiveTerm && !hazmat.technicalName?.trim()) report(`${at}.technicalName`, m.required);
}

/**
 * A received order with its dangerous goods described by the ADR table, not by the client: class,
 * classification and tunnel codes, transport category, collective flag and factor of each
 * declaration come from the entry it names, before any rule reads them. Anything not shaped like a
 * declaration, or naming a number the table lacks, stays as it is (the schema and the rules refuse it).
 */
export function withHazmatReference(input: unknown, rules: Pick<ShipmentRules, 'hazmatEntriesOf'>): unknown {
  const lookup = rules.hazmatEntriesOf;
  if (!lookup || !isPlain(input)) return input;
  const cargoList = input.cargoList;
  if (!isPlain(cargoList) || !Array.isArray(cargoList.items)) return input;
  const items = cargoList.items.map((item: unknown) => {
    if (!isPlain(item) || !Array.isArray(item.hazmats)) return item;
    const hazmats = item.hazmats.map((hazmat: unknown) => {
      if (!isPlain(hazmat) || typeof hazmat.unNumber !== 'string') return hazmat;
      const reference = hazmatReferenceOf(
        {
          sequenceNumber: typeof hazmat.sequenceNumber === 'number' ? hazmat.sequenceNumber : undefined,
          packagingGroup: typeof hazmat.packagingGroup === 'string' ? hazmat.packagingGroup : undefined,
        },
        lookup(hazmat.unNumber),
      );
      if (!reference) return hazmat;
      const { tunnelRestrictionCode: _client, ...rest } = hazmat;
      return {
        ...rest,
        sequenceNumber: reference.sequenceNumber,
        hazardClass: reference.hazardClass,
        classificationCode: reference.classificationCode,
        transportCategory: reference.transportCategory,
        ...(reference.tunnelRestrictionCode
          ? { tunnelRestrictionCode: reference.tunnelRestrictionCode }
          : {}),
        collectiveTerm: reference.collectiveTerm,
        technicalNameRequired: reference.collectiveTerm,
        factor: reference.factor,
      };
    });
    return { ...item, hazmats };
  });
  return { ...input, cargoList: { ...cargoList, items } };
}

/**
 * Every rule of spec section 5 that needs reference data, today's date or several fields at once,
 * on an order that has passed the contract schema (lengths, formats, required fields).
 */
export function shipmentRuleErrors(order: ShipmentData, rules: ShipmentRules): FieldError[] {
  const errors: FieldError[] = [];
  const report: Report = (field, defaultMessage) => errors.push({ field, defaultMessage });
  checkParties(order, report);
  checkOrderCharacteristics(order, rules, report);
  checkProduct(order, rules, report);
  checkDeliveryNotes(order, rules, report);
  checkCargo(order, rules, report);
  return errors;
}

/** All field errors of a received order: the schema's first, then, on a well-formed order, the rules'. */
export function validateShipment(input: unknown, rules: ShipmentRules): FieldError[] {
  const parsed = parseOrder(input, rules);
  return parsed.data ? shipmentRuleErrors(parsed.data, rules) : parsed.errors;
}

export function assertNoFieldErrors(errors: FieldError[]): void {
  if (errors.length > 0) throw new ValidationError(errors);
}
