import type { Principal } from '../../contracts/access.ts';
import {
  type FieldError,
  fieldName,
  type SchemaIssueFacts,
  schemaIssueKey,
} from '../../contracts/problem.ts';
import { controlCharacterFields } from '../../contracts/rules/text.ts';
import { shipmentPayloadSchema } from '../../contracts/shipment/index.ts';
import type { Actor } from '../access/index.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { partialRuleErrors, type ShipmentRules } from '../domain/shipment/index.ts';
import { hasMessage } from '../i18n/index.ts';
import { handleShipmentCommand, loadShipment, type ShipmentDeps } from './commands.ts';
import { checkOrder, orderCommand, orderOf } from './orders.ts';
import { shipmentRules } from './rules.ts';
import type { ShipmentCustomer } from './settings.ts';

/**
 * Orders that arrive without a browser (order files): checked exactly as the API checks a posted
 * order — the payload contract, then the decider with the customer's rules — and saved (and
 * commissioned) through the same order commands.
 */

/** Whom the events of an imported order name: the order-file import of that customer. */
export function importPrincipal(customerId: string): Principal {
  return {
    subject: `sftp:${customerId}`,
    username: 'sftp-import',
    email: '',
    firstName: 'SFTP',
    lastName: 'Import',
    fullName: 'SFTP-Import',
    phone: '',
    roles: [],
    customerIds: [customerId],
  };
}

export interface CheckedOrder {
  order: ReturnType<typeof orderOf>;
  rules: ShipmentRules;
}

/** A refusal: field errors with message keys (as the API's 400 names them), or one refusal code. */
export type IntakeRefusal = { errors: FieldError[]; code?: undefined } | { errors?: undefined; code: string };

/** Checks one incoming order as POST /api/shipments (and the commission link) would, appending nothing. */
export async function checkIncomingOrder(
  deps: Pick<ShipmentDeps, 'db'>,
  customer: ShipmentCustomer,
  payload: unknown,
  options: { commission: boolean; now: Date },
): Promise<{ checked: CheckedOrder; refusal?: undefined } | { checked?: undefined; refusal: IntakeRefusal }> {
  // The API's input hygiene, for the orders of files: a control character is refused in every text.
  const controlled = controlCharacterFields(payload).map((path) => ({
    field: fieldName(path),
    defaultMessage: 'field.control-characters',
  }));
  const parsed = shipmentPayloadSchema.safeParse(payload, { reportInput: true });
  if (!parsed.success || controlled.length > 0) {
    const controlledFields = new Set(controlled.map((error) => error.field));
    const errors = [
      ...controlled,
      ...(parsed.error?.issues ?? [])
        .map((issue) => ({
          field: fieldName(issue.path),
          defaultMessage: schemaIssueKey(issue as SchemaIssueFacts, hasMessage),
        }))
        .filter((error) => !controlledFields.has(error.field)),
    ];
    // As the API answers: the rule errors of the order's well-formed parts beside the schema's, so
    // one refusal names every problem (a wrong zip code and an unknown packing code at once).
    const reported = new Set(errors.map((error) => error.field));
    const rules = await shipmentRules(deps.db, customer, payload, options.now);
    const more = partialRuleErrors(payload, rules).filter((error) => !reported.has(error.field));
    return { refusal: { errors: [...errors, ...more] } };
  }
  const order = orderOf(parsed.data);
  const rules = await shipmentRules(deps.db, customer, order, options.now);
  try {
    checkOrder(
      options.commission ? 'commission' : 'save',
      { emonsCustomerId: customer.customerId, location: customer.branch },
      order,
      rules,
      options.now,
    );
  } catch (error) {
    if (error instanceof ValidationError) return { refusal: { errors: error.errors } };
    if (error instanceof DomainError) return { refusal: { code: error.code } };
    throw error;
  }
  return { checked: { order, rules } };
}

/**
 * Saves a checked order under the number kept for it, then commissions it when asked. Each step's
 * event ids come from `eventId`, so a run that stopped halfway repeats nothing it already did.
 */
export async function takeInOrder(
  deps: ShipmentDeps,
  actor: Actor,
  customer: ShipmentCustomer,
  shipmentNumber: string,
  checked: CheckedOrder,
  options: { commission: boolean; eventId: (step: 'save' | 'commission', position: number) => string },
): Promise<void> {
  const target = { shipmentNumber, emonsCustomerId: customer.customerId, location: customer.branch };
  const context = (step: 'save' | 'commission') => ({
    ...deps,
    ...actor,
    eventId: (position: number) => options.eventId(step, position),
  });
  const loaded = await loadShipment(deps.eventStore, shipmentNumber);
  if (loaded.state.state === 'NEW') {
    await handleShipmentCommand(context('save'), shipmentNumber, {}, () =>
      orderCommand('save', target, checked.order, checked.rules, actor.now),
    );
  }
  if (!options.commission) return;
  const saved = await loadShipment(deps.eventStore, shipmentNumber);
  if (saved.state.state !== 'DRAFT') return;
  await handleShipmentCommand(context('commission'), shipmentNumber, { expectedVersion: saved.version }, () =>
    orderCommand('commission', target, undefined, checked.rules, actor.now),
  );
}
