import type { z } from 'zod';
import type { FieldError } from '../../../contracts/problem.ts';
import { missingContactFields } from '../../../contracts/rules/contact-requirements.ts';
import { isValidMobile, isValidPhone } from '../../../contracts/rules/contacts.ts';
import {
  ATTACHMENT_TEXT_MAX,
  attachmentFromRequiredFields,
  attachmentTextRequired,
} from '../../../contracts/rules/delivery-notes.ts';
import { isValidZipCode } from '../../../contracts/rules/zip-codes.ts';
import {
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
import { shippingTermsOptions } from '../rules/shippingTerms.ts';
import { normalizeOrder } from './normalize.ts';
import type { ShipmentRules } from './rules.ts';

/** The spec's field names: 'consignee.zipCode', 'cargoList.items[0].weight'. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

const knownKeys = new Set<string>(Object.values(m));

function issueMessage(issue: z.core.$ZodIssue): string {
  if (knownKeys.has(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return m.required;
  return m.invalid;
}

/** Parses a received order with the contract schema after normalizing it; schema failures become field errors. */
export function parseOrder(
  input: unknown,
): { data: ShipmentData; errors: [] } | { data?: never; errors: FieldError[] } {
  const result = shipmentDataSchema.safeParse(normalizeOrder(input));
  if (result.success) return { data: result.data, errors: [] };
  return {
    errors: result.error.issues.map((issue) => ({
      field: fieldPath(issue.path),
      defaultMessage: issueMessage(issue),
    })),
  };
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
  if (order.shippingDate < rules.today) report('shippingDate', m.shippingDatePast);
  else if (order.shippingDate > addMonths(rules.today, HORIZON_MONTHS))
    report('shippingDate', m.shippingDateTooFar);
  else if (!isWorkday(order.shippingDate, order.sender.country))
    report('shippingDate', m.shippingDateNoWorkday);
  if (order.shippingDateUntil && order.shippingDateUntil < order.shippingDate)
    report('shippingDateUntil', m.invalid);
  if (rules.incoterms) {
    const options = shippingTermsOptions(rules.incoterms, order.sender.country, order.consignee.country);
    if (!options.some((option) => option.identifier === order.shippingTerms.identifier)) {
      report('shippingTerms.identifier', m.shippingTermsUnknown);
    }
  }
  if (order.collectOnDelivery) {
    if (rules.product && !rules.product.codEnabled)
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
}

const deliveryDateMessages = {
  required: m.required,
  outsideWindow: m.deliveryDateOutsideWindow,
  noWorkday: m.deliveryDateNoWorkday,
} as const;

function checkProduct(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  const { product } = rules;
  if (!product || product.identifier !== order.product.identifier) {
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
  for (const field of missingContactFields(order, product.identifier)) report(field, m.contactRequired);
}

function checkDeliveryNotes(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  order.deliveryNotes.forEach((note, index) => {
    const path = `deliveryNotes[${index}]`;
    const allowed = rules.product?.allowedDeliveryNotes;
    if (allowed && !allowed.includes(note.identifier)) report(`${path}.identifier`, m.notAllowed);
    if (!rules.notificationCodes) return;
    const code = rules.notificationCodes.find((candidate) => candidate.identifier === note.identifier);
    if (!code?.active) report(`${path}.identifier`, m.deliveryNoteUnknown);
    else if (attachmentTextRequired(code) && !note.attachmentValue)
      report(`${path}.attachmentValue`, m.required);
    else if (!attachmentFromRequiredFields(code) && (note.attachmentValue?.length ?? 0) > ATTACHMENT_TEXT_MAX)
      report(`${path}.attachmentValue`, m.maxLength);
  });
}

function checkCargo(order: ShipmentData, rules: ShipmentRules, report: Report): void {
  const { cargoList } = order;
  const exchange = palletExchangeAllowed(order.consignee.country, rules.palletExchangeCountries);
  if (rules.cbmMandatory && cargoList.cbm === undefined) report('cargoList.cbm', m.required);
  if (rules.loadingLengthMandatory && cargoList.loadingLength === undefined)
    report('cargoList.loadingLength', m.required);
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
      if (rules.hazmatPackagingCodes && !rules.hazmatPackagingCodes.has(hazmat.packagingCode))
        report(`${path}.hazmats[${entry}].packagingCode`, m.packingCodeUnknown);
      // The packing group is the ADR table's: required where the UN number's entries have one,
      // empty where they have none (explosives, gases, batteries, ...).
      const groups = rules.packingGroupsOf?.(hazmat.unNumber);
      if (!groups) return;
      const at = `${path}.hazmats[${entry}].packagingGroup`;
      if (groups.length === 0) {
        if (hazmat.packagingGroup) report(at, m.notAllowed);
      } else if (!hazmat.packagingGroup) report(at, m.required);
      else if (!groups.includes(hazmat.packagingGroup)) report(at, m.invalid);
    });
  });
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
  const parsed = parseOrder(input);
  return parsed.data ? shipmentRuleErrors(parsed.data, rules) : parsed.errors;
}

export function assertNoFieldErrors(errors: FieldError[]): void {
  if (errors.length > 0) throw new ValidationError(errors);
}
