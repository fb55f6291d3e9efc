import type { ShipmentDataInput } from '../../../contracts/shipment/index.ts';
import type { ShipmentRules } from './rules.ts';

/** A complete, valid national order: Hamburg to Munich, shipped Tuesday 2026-11-24. */
export function order(overrides: Partial<ShipmentDataInput> = {}): ShipmentDataInput {
  return {
    sender: {
      customerId: '100001',
      name: 'Müller Maschinenbau GmbH',
      street: 'Am Sandtorkai 1',
      zipCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      contactName: 'Petra Müller',
      phone: '040 3003940',
    },
    consignee: {
      name: 'Bauer Werkzeuge KG',
      street: 'Marienplatz 8',
      zipCode: '80331',
      city: 'München',
      country: 'DE',
    },
    orderNumber: 'A-4711',
    shippingDate: '2026-11-24',
    shippingTerms: { identifier: '04' },
    deliveryDate: '2026-11-25',
    product: { identifier: 'P01' },
    deliveryNotes: [],
    cargoList: {
      items: [
        {
          colliQty: 2,
          packingCode: 'EP',
          goods: 'Maschinenteile',
          weight: 480,
          length: 120,
          width: 80,
          height: 100,
        },
      ],
    },
    ...overrides,
  };
}

const branches: Record<string, string> = { DE2: 'HAM', DE8: 'MUC', CZ1: 'PRG', AT1: 'VIE' };

/** Rules for the order above on Monday 2026-11-23: product P01 delivers 1 to 3 workdays later. */
export function rules(overrides: Partial<ShipmentRules> = {}): ShipmentRules {
  return {
    today: '2026-11-23',
    product: {
      identifier: 'P01',
      deliveryDateWindow: { min: 1, max: 3 },
      deliveryDateIsOptional: false,
      codEnabled: false,
    },
    currencies: () => undefined,
    isBelogCustomer: false,
    customerBranch: 'HAM',
    branchOf: (country, zipCode) => branches[`${country}${zipCode[0]}`],
    ...overrides,
  };
}
