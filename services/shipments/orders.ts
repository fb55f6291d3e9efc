import type { FieldError } from '../../contracts/problem.ts';
import type { AnnounceDialogResult, ShipmentPayload } from '../../contracts/shipment/index.ts';
import { findShipmentRow } from '../../projections/shipment-list/queries.ts';
import { customerScope, scopeIncludes } from '../access/tenancy.ts';
import { DomainError, ForbiddenError, NotFoundError } from '../domain/errors.ts';
import {
  decide,
  evolve,
  initialState,
  isLive,
  partialRuleErrors,
  type ShipmentCommand,
  type ShipmentRules,
} from '../domain/shipment/index.ts';
import { findLocation } from '../masterdata/index.ts';
import {
  type Actor,
  type CommandContext,
  type CommandOutcome,
  handleShipmentCommand,
  type ShipmentDeps,
} from './commands.ts';
import { nextShipmentNumber } from './numbers.ts';
import { quoteShipment, visibleQuotation } from './quotation.ts';
import { shipmentRules } from './rules.ts';
import { findShipmentCustomer, type ShipmentCustomer } from './settings.ts';
import { resolveOrderingCustomer, writableShipment } from './tenancy.ts';

/**
 * The one home of the order commands: what an order asks for (save, announce, commission, cancel)
 * becomes a decider command here and nowhere else, whether it came from the API, a batch or an
 * order file. Each use case checks access itself and takes the actor's one clock.
 */

/** What the client wants done with the order it sends. */
export type OrderIntent = 'save' | 'announce' | 'commission';

/** The order itself: what a payload holds besides the customer, the state and the version. */
export function orderOf(payload: ShipmentPayload) {
  const { emonsCustomerId: _customer, state: _state, version: _version, ...order } = payload;
  return order;
}

/** The intent a payload's state names: CREATE_ANNOUNCEMENT announces, anything else saves. */
export function intentOf(payload: Pick<ShipmentPayload, 'state'>): OrderIntent {
  return payload.state === 'CREATE_ANNOUNCEMENT' ? 'announce' : 'save';
}

interface OrderTarget {
  shipmentNumber: string;
  emonsCustomerId: string;
  location?: string | undefined;
}

/** Builds the decider command for an order; `order` undefined commissions the saved order as it is. */
export function orderCommand(
  intent: OrderIntent,
  target: OrderTarget,
  order: unknown,
  rules: ShipmentRules,
  now: Date,
  announcement?: AnnounceDialogResult,
): ShipmentCommand {
  const at = now.toISOString();
  const { shipmentNumber } = target;
  if (intent === 'commission') {
    return {
      type: 'CommissionShipment',
      data: { shipmentNumber, ...(order === undefined ? {} : { shipment: order }), rules, now: at },
    };
  }
  const data = {
    shipmentNumber,
    emonsCustomerId: target.emonsCustomerId,
    ...(target.location ? { location: target.location } : {}),
    shipment: order,
    ...(announcement ? { announcement } : {}),
    rules,
    now: at,
  };
  return intent === 'announce' ? { type: 'AnnounceShipment', data } : { type: 'SaveShipment', data };
}

export interface CreatedOrder {
  shipmentNumber: string;
  outcome: CommandOutcome;
}

/**
 * A new order for a customer the actor may order for (the payload's, else the actor's first): the
 * rules are checked before a shipment number is drawn, so a refused order uses up no number.
 */
export async function createOrder(
  deps: ShipmentDeps,
  actor: Actor,
  payload: ShipmentPayload,
  options: { customer?: ShipmentCustomer; eventId?: (index: number) => string } = {},
): Promise<CreatedOrder> {
  const customer =
    options.customer ??
    (await resolveOrderingCustomer(deps.db, actor.principal, payload.emonsCustomerId)).customer;
  const order = orderOf(payload);
  const rules = await shipmentRules(deps.db, customer, order, actor.now);
  const target = { emonsCustomerId: customer.customerId, location: customer.branch };
  // The decision on an empty stream refuses an invalid order before a number is drawn.
  checkOrder(intentOf(payload), target, order, rules, actor.now);
  const shipmentNumber = await nextShipmentNumber(deps.db);
  const outcome = await handleShipmentCommand(context(deps, actor, options.eventId), shipmentNumber, {}, () =>
    orderCommand(intentOf(payload), { shipmentNumber, ...target }, order, rules, actor.now),
  );
  return { shipmentNumber, outcome };
}

/** PUT to the shipment (save, announce or cancel) or to its commissioning link. */
export async function changeOrder(
  deps: ShipmentDeps,
  actor: Actor,
  shipmentNumber: string,
  payload: ShipmentPayload,
  options: { commission: boolean; expectedVersion?: number | undefined },
): Promise<CommandOutcome> {
  return handleShipmentCommand(
    context(deps, actor),
    shipmentNumber,
    { expectedVersion: options.expectedVersion },
    async (loaded) => {
      const { customerId, state } = await writableShipment(deps.db, actor.principal, loaded);
      if (!options.commission && payload.state === 'CANCELLED') {
        return { type: 'CancelShipment', data: { shipmentNumber, now: actor.now.toISOString() } };
      }
      const order = orderOf(payload);
      const rules = await shipmentRules(deps.db, customerId, order, actor.now);
      const intent = options.commission ? 'commission' : intentOf(payload);
      return orderCommand(
        intent,
        { shipmentNumber, emonsCustomerId: customerId, location: state.location },
        order,
        rules,
        actor.now,
      );
    },
  );
}

export async function deleteShipment(
  deps: ShipmentDeps,
  actor: Actor,
  shipmentNumber: string,
  expectedVersion: number | undefined,
): Promise<CommandOutcome> {
  return handleShipmentCommand(context(deps, actor), shipmentNumber, { expectedVersion }, async (loaded) => {
    await writableShipment(deps.db, actor.principal, loaded);
    return { type: 'DeleteShipment', data: { shipmentNumber, now: actor.now.toISOString() } };
  });
}

/** The price quotation of an open shipment, when the customer has quotations enabled. */
export async function requestQuotation(deps: ShipmentDeps, actor: Actor, shipmentNumber: string) {
  const outcome = await handleShipmentCommand(context(deps, actor), shipmentNumber, {}, async (loaded) => {
    const { customerId, state } = await writableShipment(deps.db, actor.principal, loaded);
    const customer = await findShipmentCustomer(deps.db, customerId);
    if (!customer?.quotationEnabled) throw new ForbiddenError('shipment.quotation.disabled');
    const currency = (await findLocation(deps.db, customer.branch))?.currency.isoCode ?? 'EUR';
    const quotation = quoteShipment(state.shipment, currency);
    return { type: 'RecordQuotation', data: { shipmentNumber, quotation, now: actor.now.toISOString() } };
  });
  if (!isLive(outcome.state) || !outcome.state.quotation) throw new NotFoundError('shipment.not-found');
  const customer = await findShipmentCustomer(deps.db, outcome.state.emonsCustomerId);
  return visibleQuotation(outcome.state.quotation, customer?.quotationDetailsEnabled ?? false);
}

/**
 * The rule errors (zip codes, dates, product, cargo rules) of the well-formed parts of an order the
 * contract schema refused, so that one answer names every field error at once. Best effort: an
 * unreadable body, an unknown or foreign customer or shipment adds nothing.
 */
export async function refusedOrderRuleErrors(
  deps: ShipmentDeps,
  actor: Actor,
  input: unknown,
  shipmentNumber?: string,
): Promise<FieldError[]> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [];
  try {
    let customer: string | ShipmentCustomer;
    if (shipmentNumber !== undefined) {
      const row = /^\d{1,20}$/.test(shipmentNumber)
        ? await findShipmentRow(deps.db, shipmentNumber)
        : undefined;
      if (!row || !scopeIncludes(await customerScope(deps.db, actor.principal), row.customer_id)) return [];
      customer = row.customer_id;
    } else {
      const requested = (input as { emonsCustomerId?: unknown }).emonsCustomerId;
      if (requested !== undefined && typeof requested !== 'string') return [];
      customer = (await resolveOrderingCustomer(deps.db, actor.principal, requested)).customer;
    }
    return partialRuleErrors(input, await shipmentRules(deps.db, customer, input, actor.now));
  } catch (error) {
    if (error instanceof DomainError) return [];
    throw error;
  }
}

function context(deps: ShipmentDeps, actor: Actor, eventId?: (index: number) => string): CommandContext {
  return { ...deps, ...actor, ...(eventId ? { eventId } : {}) };
}

/**
 * Decides an order's command on an empty stream without appending — a commission after the save it
 * implies — so that field errors surface before anything is allocated or stored.
 */
export function checkOrder(
  intent: OrderIntent,
  target: Omit<OrderTarget, 'shipmentNumber'>,
  order: unknown,
  rules: ShipmentRules,
  now: Date,
): void {
  const probe = { shipmentNumber: '0', ...target };
  const first = orderCommand(intent === 'commission' ? 'save' : intent, probe, order, rules, now);
  const events = [decide(first, initialState)].flat();
  if (intent === 'commission')
    decide(orderCommand('commission', probe, undefined, rules, now), events.reduce(evolve, initialState));
}
