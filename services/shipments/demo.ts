import type { Principal } from '../../contracts/access.ts';
import { type ShipmentPayloadInput, shipmentPayloadSchema } from '../../contracts/shipment/index.ts';
import { claimDecider } from '../domain/claim/claim.ts';
import { deterministicUuid } from '../domain/ids.ts';
import { addWorkdays } from '../domain/rules/index.ts';
import { isInternational } from '../domain/rules/shippingTerms.ts';
import type { ShipmentCommand } from '../domain/shipment/index.ts';
import { handleCommand } from '../eventstore/command-handler.ts';
import { WrongExpectedVersionError } from '../eventstore/port.ts';
import { findUserByUsername } from '../identity/users.ts';
import { demoCustomers } from '../masterdata/data/demo-customers.ts';
import type { Runtime, Seeder } from '../runtime/index.ts';
import { handleShipmentCommand } from './commands.ts';
import { nextShipmentNumber } from './numbers.ts';
import { branchToday, shipmentRules } from './rules.ts';
import { findShipmentCustomer } from './settings.ts';

/** The stream whose one event records that this installation got its demo shipments. */
export const DEMO_SHIPMENTS_STREAM = 'seed-demo-shipments';
const SEEDED = 'DemoShipmentsSeeded';

/** Which demo user enters the shipments of which demo customer (docs/decisions/0004-demo-world.md). */
const ENTERED_BY: Record<string, string> = { '100001': 'customer1', '100002': 'customer2' };

type Step = 'draft' | 'announce' | 'commission';

/** What each demo customer finds in its list: a draft, an announced one and a commissioned one. */
const STEPS: readonly Step[] = ['draft', 'announce', 'commission'];

const GOODS: Record<Step, { goods: string; packingCode: string; colliQty: number; weight: number }> = {
  draft: { goods: 'Maschinenteile', packingCode: 'FP', colliQty: 2, weight: 480 },
  announce: { goods: 'Ersatzteile', packingCode: 'KT', colliQty: 6, weight: 95 },
  commission: { goods: 'Antriebswellen', packingCode: 'GP', colliQty: 1, weight: 720 },
};

/** A demo customer's order to one of its seeded consignees, shipped on the branch's next workday. */
function demoOrder(
  customer: (typeof demoCustomers)[number],
  step: Step,
  index: number,
  now: Date,
): ShipmentPayloadInput {
  const domestic = customer.consignees.filter((consignee) => consignee.country === customer.country);
  const consignee = domestic[index % domestic.length] ?? customer.consignees[0];
  if (!consignee) throw new Error(`demo customer ${customer.customerId} has no consignee`);
  const shippingDate = addWorkdays(branchToday(customer.country, now), 1, customer.country);
  const { goods, packingCode, colliQty, weight } = GOODS[step];
  return {
    emonsCustomerId: customer.customerId,
    sender: {
      customerId: customer.customerId,
      name: customer.name,
      street: customer.street,
      zipCode: customer.zipCode,
      city: customer.city,
      country: customer.country,
      contactName: customer.contactName,
      phone: customer.phone,
    },
    consignee: {
      name: consignee.name,
      street: consignee.street,
      zipCode: consignee.zipCode,
      city: consignee.city,
      country: consignee.country,
    },
    orderNumber: `DEMO-${customer.customerId}-${index + 1}`,
    shippingDate,
    deliveryDate: addWorkdays(shippingDate, 2, customer.country),
    // The national codes are Germany's own; anywhere else the Incoterms apply (DAP).
    shippingTerms: { identifier: isInternational(customer.country, consignee.country) ? '11' : '04' },
    product: { identifier: 'P01' },
    deliveryNotes: [],
    cargoList: {
      items: [{ colliQty, packingCode, goods, weight, length: 120, width: 80, height: 100 }],
    },
  };
}

async function principalOf(runtime: Runtime, username: string): Promise<Principal | undefined> {
  const user = await findUserByUsername(runtime.db, username);
  if (!user) return undefined;
  return {
    subject: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    phone: user.phone,
    roles: user.roles,
    customerIds: user.customerIds,
    ...(user.branch ? { branch: user.branch } : {}),
  };
}

/**
 * A few shipments per demo customer on an installation's first start, entered by its demo user
 * through the shipment commands the API runs (the same checks, events and read models). The claim
 * comes first: a later start, or a second process starting at the same moment, finds it and adds
 * nothing, so the customers' own changes to the demo shipments stay as they are.
 */
export async function seedDemoShipments(runtime: Runtime, now = new Date()): Promise<string[]> {
  const { db, eventStore } = runtime;
  // Claimed on an earlier start: nothing to plan. The claim below settles two starts at once.
  if ((await eventStore.readStream(DEMO_SHIPMENTS_STREAM)).length > 0) return [];
  const at = now.toISOString();
  const planned: { principal: Principal; number: string; commands: ShipmentCommand[] }[] = [];
  for (const customer of demoCustomers) {
    const username = ENTERED_BY[customer.customerId];
    const principal = username ? await principalOf(runtime, username) : undefined;
    const shipmentCustomer = await findShipmentCustomer(db, customer.customerId);
    // A demo customer or user that an administrator removed gets no shipments.
    if (!principal || !shipmentCustomer) continue;
    for (const [index, step] of STEPS.entries()) {
      const payload = shipmentPayloadSchema.parse(demoOrder(customer, step, index, now));
      const { emonsCustomerId: _customer, state: _state, version: _version, ...order } = payload;
      const rules = await shipmentRules(db, shipmentCustomer, order, now);
      const number = await nextShipmentNumber(db);
      const data = {
        shipmentNumber: number,
        emonsCustomerId: customer.customerId,
        location: shipmentCustomer.branch,
        shipment: order,
        rules,
        now: at,
      };
      const commands: ShipmentCommand[] = [
        step === 'announce' ? { type: 'AnnounceShipment', data } : { type: 'SaveShipment', data },
      ];
      if (step === 'commission')
        commands.push({
          type: 'CommissionShipment',
          data: { shipmentNumber: number, shipment: order, rules, now: at },
        });
      planned.push({ principal, number, commands });
    }
  }
  try {
    const claim = await handleCommand(
      eventStore,
      DEMO_SHIPMENTS_STREAM,
      claimDecider<{ shipmentNumbers: string[] }>(SEEDED),
      { data: { shipmentNumbers: planned.map((entry) => entry.number) } },
      { metadata: { time: at, correlationId: 'seed-demo-shipments' } },
    );
    if (claim.events.length === 0) return [];
  } catch (error) {
    // Another process claimed it at the same moment.
    if (error instanceof WrongExpectedVersionError) return [];
    throw error;
  }
  const seeded: string[] = [];
  for (const { principal, number, commands } of planned) {
    try {
      for (const command of commands) {
        await handleShipmentCommand(
          {
            db,
            eventStore,
            // The projections start after the seeding and catch up then; nobody waits for them here.
            readModelWaitMs: 0,
            principal,
            correlationId: `seed-demo-shipments-${number}`,
            now,
            eventId: (position) =>
              deterministicUuid('seed-demo-shipments', number, command.type, String(position)),
          },
          number,
          {},
          () => command,
        );
      }
      seeded.push(number);
    } catch (error) {
      // Demo data is a courtesy: a shipment the rules refuse today does not stop the start.
      runtime.log.warn({ err: error, shipmentNumber: number }, 'demo shipment not seeded');
    }
  }
  runtime.log.info({ shipments: seeded }, 'seeded the demo shipments');
  return seeded;
}

/** With SEED_DEMO_DATA, the demo customers' shipments on an installation's first start. */
export const demoShipmentsSeeder: Seeder = {
  name: 'demo shipments',
  async seed(runtime) {
    if (runtime.config.SEED_DEMO_DATA) await seedDemoShipments(runtime);
  },
};
