import { expect } from 'vitest';
import type { Principal } from '../contracts/access.ts';
import { shipmentPayloadSchema } from '../contracts/shipment/index.ts';
import { addWorkdays, dateIn } from '../services/domain/rules/calendar.ts';
import { findUserByUsername } from '../services/identity/users.ts';
import { handleShipmentCommand } from '../services/shipments/commands.ts';
import { nextShipmentNumber } from '../services/shipments/numbers.ts';
import { shipmentRules } from '../services/shipments/rules.ts';
import { findShipmentCustomer } from '../services/shipments/settings.ts';
import type { TestPortal } from './harness/portal.ts';
import { order } from './shipments-helpers.ts';

/**
 * A shipment of customer 100001 that customer1 saved and commissioned `daysAgo` days ago, through
 * the commands the API runs with the clock of that day: its delivery date (two workdays after the
 * shipping date) has passed by now. Returns its number and delivery date.
 */
export async function commissionedInThePast(
  portal: TestPortal,
  daysAgo: number,
  orderNumber: string,
): Promise<{ shipmentNumber: string; deliveryDate: string }> {
  const { db, eventStore } = portal.runtime;
  const now = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
  const shippingDate = addWorkdays(dateIn(now, 'Europe/Berlin'), 1, 'DE');
  const deliveryDate = addWorkdays(shippingDate, 1, 'DE');
  const payload = shipmentPayloadSchema.parse(order({ orderNumber, shippingDate, deliveryDate }));
  const { emonsCustomerId: _customer, state: _state, version: _version, ...shipment } = payload;
  const customer = await findShipmentCustomer(db, '100001');
  const user = await findUserByUsername(db, 'customer1');
  if (!customer || !user) throw new Error('the demo world has customer 100001 and customer1');
  const principal: Principal = {
    subject: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phone: user.phone,
    roles: user.roles,
    customerIds: user.customerIds,
  };
  const rules = await shipmentRules(db, customer, shipment, now);
  const shipmentNumber = await nextShipmentNumber(db);
  const at = now.toISOString();
  const context = {
    db,
    eventStore,
    readModelWaitMs: 5000,
    principal,
    correlationId: `late-${orderNumber}`,
    now,
  };
  await handleShipmentCommand(context, shipmentNumber, {}, () => ({
    type: 'SaveShipment',
    data: { shipmentNumber, emonsCustomerId: '100001', location: customer.branch, shipment, rules, now: at },
  }));
  const commissioned = await handleShipmentCommand(context, shipmentNumber, {}, () => ({
    type: 'CommissionShipment',
    data: { shipmentNumber, shipment, rules, now: at },
  }));
  expect(commissioned.state.state).toBe('FINALIZED');
  return { shipmentNumber, deliveryDate };
}
