import { describe, expect, it } from 'vitest';
import type { ShipmentDataInput } from '../../../contracts/shipment/index.ts';
import { order, rules } from './fixtures.ts';
import type { HazmatReference, ShipmentRules } from './rules.ts';
import { validateShipment } from './validate.ts';

const errorsOf = (input: unknown, overrides: Partial<ShipmentRules> = {}) =>
  validateShipment(input, rules(overrides));
const consignee = (fields: Record<string, unknown>) =>
  order({ consignee: { ...order().consignee, ...fields } });
const sender = (fields: Record<string, unknown>) => order({ sender: { ...order().sender, ...fields } });
const item = (fields: Record<string, unknown>) =>
  order({ cargoList: { items: [{ ...order().cargoList.items[0]!, ...fields }] } });
const hazmat = (fields: Record<string, unknown> = {}) => ({
  unNumber: '1203',
  packagingCode: 'JC',
  packagingGroup: 'II',
  hazardClass: '3',
  weight: 100,
  ...fields,
});
const err = (field: string, defaultMessage: string) => ({ field, defaultMessage });

/** Parties between which cash on delivery is collected: Prague to Bratislava. */
const czechToSlovak = {
  sender: { ...order().sender, country: 'CZ', zipCode: '110 00', city: 'Praha', phone: '+420 224 211 111' },
  consignee: { ...order().consignee, country: 'SK', zipCode: '811 01', city: 'Bratislava' },
};

/** A few entries of the ADR table as the reference data hold them. */
const adrTable = (unNumber: string): HazmatReference[] | undefined => {
  const entry = (
    hazardClass: string,
    packagingGroup: string | null,
    collectiveTerm = false,
  ): HazmatReference => ({
    sequenceNumber: 1,
    hazardClass,
    classificationCode: 'F1',
    packagingGroup,
    collectiveTerm,
    transportCategory: '2',
    tunnelRestrictionCode: 'D/E',
    factor: 3,
  });
  return {
    '1203': [entry('3', 'II')],
    '1950': [entry('2', null)],
    '2794': [entry('8', null)],
    '0012': [entry('1.4S', null)],
    '1993': [entry('3', 'II', true)],
  }[unNumber];
};

describe('a valid order', () => {
  it('has no field errors', () => {
    expect(errorsOf(order())).toEqual([]);
  });
});

describe('schema rules (lengths, formats, required fields)', () => {
  it.each<[string, ShipmentDataInput | Record<string, unknown>, ReturnType<typeof err>[]]>([
    ['name over 35', consignee({ name: 'x'.repeat(36) }), [err('consignee.name', 'field.too-long')]],
    ['street missing', consignee({ street: '' }), [err('consignee.street', 'field.required')]],
    [
      'contactName over 255',
      consignee({ contactName: 'x'.repeat(256) }),
      [err('consignee.contactName', 'field.too-long')],
    ],
    ['web over 70', consignee({ web: 'x'.repeat(71) }), [err('consignee.web', 'field.too-long')]],
    ['bad email', consignee({ email: 'no mail' }), [err('consignee.email', 'validation.email')]],
    ['orderNumber over 35', order({ orderNumber: 'x'.repeat(36) }), [err('orderNumber', 'field.too-long')]],
    [
      'referenceNumber with letters',
      order({ referenceNumber: '12a' }),
      [err('referenceNumber', 'validation.digits')],
    ],
    [
      'referenceNumber over 10',
      order({ referenceNumber: '12345678901' }),
      [err('referenceNumber', 'field.too-long')],
    ],
    [
      'shipping notice over 35',
      order({ shippingNotice: 'x'.repeat(36) }),
      [err('shippingNotice', 'field.too-long')],
    ],
    ['time 24:00', order({ shippingTimeFrom: '24:00' }), [err('shippingTimeFrom', 'validation.time')]],
    ['time 8:00', order({ deliveryTimeUntil: '8:00' }), [err('deliveryTimeUntil', 'validation.time')]],
    ['no shipping terms', { ...order(), shippingTerms: undefined }, [err('shippingTerms', 'field.required')]],
    [
      'cod with 3 decimals',
      order({ collectOnDelivery: { value: 1.005, currency: 'EUR' } }),
      [err('collectOnDelivery.value', 'validation.decimal')],
    ],
    [
      'negative insurance',
      order({ insuranceValue: { value: -1, currency: 'EUR' } }),
      [err('insuranceValue.value', 'validation.decimal')],
    ],
    [
      '11 delivery notes',
      order({ deliveryNotes: Array.from({ length: 11 }, () => ({ identifier: '100' })) }),
      [err('deliveryNotes', 'delivery-notes.maximum-reached')],
    ],
    [
      'attachment text over 255 (a typed text over 35 is refused with the codes)',
      order({ deliveryNotes: [{ identifier: '100', attachmentValue: 'x'.repeat(256) }] }),
      [err('deliveryNotes[0].attachmentValue', 'field.too-long')],
    ],
    ['no cargo items', order({ cargoList: { items: [] } }), [err('cargoList.items', 'field.required')]],
    ['colliQty 0', item({ colliQty: 0 }), [err('cargoList.items[0].colliQty', 'validation.positive')]],
    ['colliQty 1.5', item({ colliQty: 1.5 }), [err('cargoList.items[0].colliQty', 'validation.integer')]],
    ['goods over 30', item({ goods: 'x'.repeat(31) }), [err('cargoList.items[0].goods', 'field.too-long')]],
    [
      'marking over 17',
      item({ marking: 'x'.repeat(18) }),
      [err('cargoList.items[0].marking', 'field.too-long')],
    ],
    ['no packing code', item({ packingCode: '' }), [err('cargoList.items[0].packingCode', 'field.required')]],
    ['length of 4 digits', item({ length: 1000 }), [err('cargoList.items[0].length', 'validation.tooLarge')]],
    [
      'weight of 6 digits',
      item({ weight: 100000 }),
      [err('cargoList.items[0].weight', 'validation.tooLarge')],
    ],
    [
      'cbm above 99.999',
      order({ cargoList: { ...order().cargoList, cbm: 100 } }),
      [err('cargoList.cbm', 'validation.tooLarge')],
    ],
    [
      'loading length 0',
      order({ cargoList: { ...order().cargoList, loadingLength: 0 } }),
      [err('cargoList.loadingLength', 'validation.positive')],
    ],
    [
      'negative storing position',
      order({ cargoList: { ...order().cargoList, storingPos: -1 } }),
      [err('cargoList.storingPos', 'field.invalid')],
    ],
    [
      'equipment without type',
      order({ cargoList: { ...order().cargoList, loadingEquipmentQty: 2 } }),
      [err('cargoList.loadingEquipmentType', 'field.required')],
    ],
    [
      'equipment type XP',
      order({
        cargoList: { ...order().cargoList, loadingEquipmentQty: 2, loadingEquipmentType: 'XP' as 'FP' },
      }),
      [err('cargoList.loadingEquipmentType', 'field.invalid')],
    ],
    [
      'hazmat without UN number',
      item({ dangerousGoods: true, hazmats: [hazmat({ unNumber: '' })] }),
      [err('cargoList.items[0].hazmats[0].unNumber', 'field.required')],
    ],
    [
      'hazmat UN number of 3 digits',
      item({ dangerousGoods: true, hazmats: [hazmat({ unNumber: '120' })] }),
      [err('cargoList.items[0].hazmats[0].unNumber', 'field.invalid')],
    ],
    [
      'hazmat quantity 0',
      item({ dangerousGoods: true, hazmats: [hazmat({ quantity: 0 })] }),
      [err('cargoList.items[0].hazmats[0].quantity', 'validation.positive')],
    ],
    [
      'hazmat weight 1.5',
      item({ dangerousGoods: true, hazmats: [hazmat({ weight: 1.5 })] }),
      [err('cargoList.items[0].hazmats[0].weight', 'validation.integer')],
    ],
  ])('%s', (_, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it('reports a missing party as required', () => {
    expect(errorsOf({ ...order(), consignee: undefined })).toEqual([err('consignee', 'field.required')]);
  });
});

describe('parties', () => {
  it('given a zip code of the wrong format for the country, then "wrong postal code for country"', () => {
    expect(errorsOf(consignee({ zipCode: '8033' }))).toEqual([
      err('consignee.zipCode', 'validation.zipCode'),
    ]);
    expect(errorsOf(consignee({ zipCode: '1010', country: 'AT' }))).toEqual([]);
  });

  it('given invalid phone and mobile numbers, then each is named', () => {
    expect(errorsOf(consignee({ phone: '12', mobile: '040 3003940' }))).toEqual([
      err('consignee.phone', 'validation.phone'),
      err('consignee.mobile', 'validation.mobile'),
    ]);
    expect(errorsOf(consignee({ phone: '089 123456', mobile: '0171 1234567' }))).toEqual([]);
  });

  it('checks the neutral consignor and the invoice recipient too', () => {
    const input = order({
      sender: { ...order().sender, isNeutral: true },
      neutralConsignor: { ...order().consignee, zipCode: 'x' },
      invoiceRecipient: { ...order().consignee, customerId: '100009', zipCode: '123', phone: '1' },
    });
    expect(errorsOf(input)).toEqual([
      err('neutralConsignor.zipCode', 'validation.zipCode'),
      err('invoiceRecipient.zipCode', 'validation.zipCode'),
      err('invoiceRecipient.phone', 'validation.phone'),
    ]);
  });

  it('given a neutral consignor, then the sender must be shipped neutrally', () => {
    const neutralConsignor = { ...order().consignee, name: 'Neutral GmbH' };
    expect(errorsOf(order({ neutralConsignor }))).toEqual([
      err('neutralConsignor', 'shipment.neutralConsignor.notAllowed'),
    ]);
    expect(errorsOf(order({ neutralConsignor, sender: { ...order().sender, isNeutral: true } }))).toEqual([]);
    expect(
      errorsOf(order({ neutralConsignor, sender: { ...order().sender, types: ['SENDER', 'NEUTRAL'] } })),
    ).toEqual([]);
  });

  it('given a loading site sending its documents automatically, then it needs an email', () => {
    const site = { types: ['SENDER', 'LOADING_SITE'] as const, autosendShippingDocuments: true };
    expect(errorsOf(sender({ ...site, types: [...site.types] }))).toEqual([
      err('sender.email', 'field.required'),
    ]);
    expect(errorsOf(sender({ ...site, types: [...site.types], email: 'rampe@mueller.de' }))).toEqual([]);
    expect(errorsOf(sender({ autosendShippingDocuments: true }))).toEqual([]);
  });
});

describe('order characteristics', () => {
  it('given the customer requires an order number, then it must be filled', () => {
    expect(errorsOf(order({ orderNumber: undefined }), { requiredFields: ['orderNumber'] })).toEqual([
      err('orderNumber', 'field.required'),
    ]);
    expect(errorsOf(order({ orderNumber: undefined }))).toEqual([]);
  });

  it('given a shipping date in the past, beyond two months or off work, then it is refused', () => {
    expect(errorsOf(order({ shippingDate: '2026-11-20' }))).toContainEqual(
      err('shippingDate', 'shipment.shippingDate.past'),
    );
    expect(
      errorsOf(order({ shippingDate: '2027-01-25', deliveryDate: undefined }), { product: undefined }),
    ).toContainEqual(err('shippingDate', 'shipment.shippingDate.tooFar'));
    expect(errorsOf(order({ shippingDate: '2026-12-24', deliveryDate: '2026-12-28' }))).toEqual([
      err('shippingDate', 'shipment.shippingDate.noWorkday'),
    ]);
  });

  it('given today as shipping date, then it is fine', () => {
    expect(errorsOf(order({ shippingDate: '2026-11-23', deliveryDate: '2026-11-24' }))).toEqual([]);
  });

  it('given an end date before the shipping date, then it is invalid', () => {
    expect(errorsOf(order({ shippingDateUntil: '2026-11-23' }))).toEqual([
      err('shippingDateUntil', 'field.invalid'),
    ]);
  });

  it('given incoterm codes, then the shipping terms must be offered for the shipment', () => {
    const incoterms = [
      { identifier: '04', international: false },
      { identifier: '24', international: true },
    ];
    expect(errorsOf(order(), { incoterms })).toEqual([]);
    expect(errorsOf(order({ shippingTerms: { identifier: '24' } }), { incoterms })).toEqual([
      err('shippingTerms.identifier', 'shipment.shippingTerms.unknown'),
    ]);
  });

  it('given collect on delivery outside CZ and SK, then it is refused whatever the product', () => {
    const product = { ...rules().product!, codEnabled: true };
    expect(errorsOf(order({ collectOnDelivery: { value: 100, currency: 'EUR' } }), { product })).toEqual([
      err('collectOnDelivery.value', 'shipment.collectOnDelivery.route'),
    ]);
    expect(
      errorsOf(order({ ...czechToSlovak, collectOnDelivery: { value: 100, currency: 'EUR' } }), { product }),
    ).toEqual([]);
  });

  it('given collect on delivery for a product without it, then it must be empty', () => {
    expect(errorsOf(order({ ...czechToSlovak, collectOnDelivery: { value: 100, currency: 'EUR' } }))).toEqual(
      [err('collectOnDelivery.value', 'shipment.collectOnDelivery.notEnabled')],
    );
  });

  it('given collect on delivery above the currency maximum, then it is refused (EUR and CZK fallbacks)', () => {
    const cod = rules().product!;
    const product = { ...cod, codEnabled: true };
    expect(
      errorsOf(order({ ...czechToSlovak, collectOnDelivery: { value: 5000, currency: 'EUR' } }), { product }),
    ).toEqual([]);
    expect(
      errorsOf(order({ ...czechToSlovak, collectOnDelivery: { value: 5000.01, currency: 'EUR' } }), {
        product,
      }),
    ).toEqual([err('collectOnDelivery.value', 'shipment.collectOnDelivery.maximum')]);
    expect(
      errorsOf(order({ ...czechToSlovak, collectOnDelivery: { value: 120001, currency: 'CZK' } }), {
        product,
      }),
    ).toEqual([err('collectOnDelivery.value', 'shipment.collectOnDelivery.maximum')]);
  });

  it('given a configured currency, then its maximum applies', () => {
    const product = { ...rules().product!, codEnabled: true };
    const currencies = () => ({
      isoCode: 'EUR',
      insuranceThreshold: 1,
      insuranceDefaultPerKg: 1,
      collectOnDeliveryMaximum: 50,
    });
    expect(
      errorsOf(order({ ...czechToSlovak, collectOnDelivery: { value: 51, currency: 'EUR' } }), {
        product,
        currencies,
      }),
    ).toEqual([err('collectOnDelivery.value', 'shipment.collectOnDelivery.maximum')]);
  });
});

describe('product and delivery date', () => {
  it('given a product that is not available, then the product is named', () => {
    expect(errorsOf(order(), { product: undefined })).toEqual([
      err('product.identifier', 'shipment.product.unknown'),
    ]);
  });

  it('given a product whose scope is not the route, then the product is named', () => {
    const international = { ...rules().product!, scope: 'INTERNATIONAL' as const };
    expect(errorsOf(order(), { product: international })).toEqual([
      err('product.identifier', 'shipment.product.unknown'),
    ]);
    const national = { ...rules().product!, scope: 'NATIONAL' as const };
    expect(errorsOf(order(), { product: national })).toEqual([]);
    expect(errorsOf(order(czechToSlovak), { product: national })).toContainEqual(
      err('product.identifier', 'shipment.product.unknown'),
    );
  });

  it('given no delivery date, then it is required unless optional for the product', () => {
    expect(errorsOf(order({ deliveryDate: undefined }))).toEqual([err('deliveryDate', 'field.required')]);
    const optional = { ...rules().product!, deliveryDateIsOptional: true };
    expect(errorsOf(order({ deliveryDate: undefined }), { product: optional })).toEqual([]);
  });

  it('given a delivery date outside the window or on a holiday of the consignee country, then it is refused', () => {
    expect(errorsOf(order({ deliveryDate: '2026-11-24' }))).toEqual([
      err('deliveryDate', 'shipment.deliveryDate.outsideWindow'),
    ]);
    const czech = consignee({ zipCode: '110 00', city: 'Praha', country: 'CZ' });
    expect(
      errorsOf({ ...czech, shippingDate: '2026-10-27', deliveryDate: '2026-10-28' }, { today: '2026-10-26' }),
    ).toEqual([err('deliveryDate', 'shipment.deliveryDate.noWorkday')]);
  });

  it.each([
    ['150', {}, ['consignee.phone', 'consignee.mobile']],
    ['150', { mobile: '0171 1234567' }, []],
    ['230', {}, ['consignee.web']],
    ['352', { email: 'a@b.de' }, []],
    ['400', {}, ['consignee.email']],
  ])('given product %s and consignee contacts %o, then %o are required', (identifier, contacts, fields) => {
    const product = { identifier, deliveryDateIsOptional: true, codEnabled: false };
    expect(errorsOf({ ...consignee(contacts), product: { identifier } }, { product })).toEqual(
      fields.map((field) => err(field, 'shipment.contact.required')),
    );
  });

  it('given product 601, then the sender phone is required', () => {
    const product = { identifier: '601', deliveryDateIsOptional: true, codEnabled: false };
    expect(
      errorsOf({ ...sender({ phone: undefined }), product: { identifier: '601' } }, { product }),
    ).toEqual([err('sender.phone', 'shipment.contact.required')]);
  });
});

describe('delivery notes', () => {
  const codes = [
    { identifier: '100', default: true, multiUsage: false, active: true },
    { identifier: '130', default: false, multiUsage: false, active: false },
    {
      identifier: '150',
      default: false,
      multiUsage: false,
      active: true,
      attachment: { name: 'Ja, Telefonnummer', validator: 'required' },
    },
  ];

  it('given unknown or inactive codes, then they are named', () => {
    expect(
      errorsOf(order({ deliveryNotes: [{ identifier: '999' }, { identifier: '130' }] }), {
        notificationCodes: codes,
      }),
    ).toEqual([
      err('deliveryNotes[0].identifier', 'delivery-notes.unknown'),
      err('deliveryNotes[1].identifier', 'delivery-notes.unknown'),
    ]);
  });

  it('given an attachment with rules, then its text is required', () => {
    expect(errorsOf(order({ deliveryNotes: [{ identifier: '150' }] }), { notificationCodes: codes })).toEqual(
      [err('deliveryNotes[0].attachmentValue', 'field.required')],
    );
    expect(
      errorsOf(order({ deliveryNotes: [{ identifier: '150', attachmentValue: '040 123' }] }), {
        notificationCodes: codes,
      }),
    ).toEqual([]);
  });

  it('given a note the product does not allow, then it is refused', () => {
    const product = { ...rules().product!, allowedDeliveryNotes: ['100'] };
    expect(
      errorsOf(
        order({ deliveryNotes: [{ identifier: '100' }, { identifier: '150', attachmentValue: 'x' }] }),
        { product },
      ),
    ).toEqual([err('deliveryNotes[1].identifier', 'delivery-notes.not-for-product')]);
  });
});

describe('shipment info and cargo items', () => {
  it('given mandatory cbm and loading length, then both are required', () => {
    expect(errorsOf(order(), { cbmMandatory: true, loadingLengthMandatory: true })).toEqual([
      err('cargoList.cbm', 'field.required'),
      err('cargoList.loadingLength', 'field.required'),
    ]);
  });

  it('given pallet exchange for a consignee outside the exchange countries, then it is refused unless configured', () => {
    const polish = {
      ...consignee({ zipCode: '00-950', city: 'Warszawa', country: 'PL' }),
      shippingTerms: { identifier: '24' },
      cargoList: {
        loadingEquipmentQty: 2,
        loadingEquipmentType: 'FP' as const,
        items: [{ ...order().cargoList.items[0]!, packingCode: 'FP' }],
      },
    };
    expect(errorsOf(polish)).toEqual([
      err('cargoList.loadingEquipmentType', 'shipment.palletExchange.notAllowed'),
      err('cargoList.items[0].packingCode', 'shipment.palletExchange.notAllowed'),
    ]);
    expect(errorsOf(polish, { palletExchangeCountries: ['PL'] })).toEqual([]);
  });

  it('given missing dimensions, then they are required unless dimensions are optional', () => {
    const flat = item({ length: undefined, width: undefined, height: undefined });
    expect(errorsOf(flat)).toEqual([
      err('cargoList.items[0].length', 'field.required'),
      err('cargoList.items[0].width', 'field.required'),
      err('cargoList.items[0].height', 'field.required'),
    ]);
    expect(errorsOf(flat, { dimensionsOptional: true })).toEqual([]);
  });

  it('given the customer requires marking and order number on items, then they must be filled', () => {
    expect(
      errorsOf(order(), { requiredFields: ['cargoList.items.marking', 'cargoList.items.orderNumber'] }),
    ).toEqual([
      err('cargoList.items[0].marking', 'field.required'),
      err('cargoList.items[0].orderNumber', 'field.required'),
    ]);
  });

  it('given dangerous goods without hazmat entries, or entries without the flag, then the item is inconsistent', () => {
    expect(errorsOf(item({ dangerousGoods: true }))).toEqual([
      err('cargoList.items[0].hazmats', 'shipment.hazmats.required'),
    ]);
    expect(errorsOf(item({ hazmats: [hazmat()] }))).toEqual([
      err('cargoList.items[0].dangerousGoods', 'field.invalid'),
    ]);
    expect(errorsOf(item({ dangerousGoods: true, hazmats: [hazmat()] }))).toEqual([]);
  });

  it('given a hazmat heavier than its item in kg, then it is refused; in litres it is not compared', () => {
    expect(errorsOf(item({ dangerousGoods: true, hazmats: [hazmat({ weight: 481 })] }))).toEqual([
      err('cargoList.items[0].hazmats[0].weight', 'shipment.hazmat.weightAboveItem'),
    ]);
    expect(
      errorsOf(item({ dangerousGoods: true, hazmats: [hazmat({ weight: 481, massUnit: 'ltr' })] })),
    ).toEqual([]);
  });

  it('given the ADR table, then the packing group is its own: required, one of the table, or none at all', () => {
    const table = { hazmatEntriesOf: adrTable };
    const pg = (fields: Record<string, unknown>) =>
      errorsOf(item({ dangerousGoods: true, hazmats: [hazmat(fields)] }), table);
    const at = 'cargoList.items[0].hazmats[0].packagingGroup';
    expect(pg({})).toEqual([]);
    expect(pg({ packagingGroup: '' })).toEqual([err(at, 'field.required')]);
    expect(pg({ packagingGroup: 'III' })).toEqual([err(at, 'field.invalid')]);
    // Aerosols and wet batteries have no packing group: none may be given.
    expect(pg({ unNumber: '1950', hazardClass: '2', packagingGroup: '' })).toEqual([]);
    expect(pg({ unNumber: '2794', hazardClass: '8', packagingGroup: 'II' })).toEqual([
      err(at, 'validation.notAllowed'),
    ]);
    // A number the table does not hold is refused.
    expect(pg({ unNumber: '9999', packagingGroup: '' })).toEqual([
      err('cargoList.items[0].hazmats[0].unNumber', 'shipment.hazmat.unknown'),
    ]);
  });

  it('given the ADR table, then class 1 and the collective flag are its own, not what the client sends', () => {
    const table = { hazmatEntriesOf: adrTable };
    const check = (fields: Record<string, unknown>) =>
      errorsOf(item({ dangerousGoods: true, hazmats: [hazmat(fields)] }), table);
    const at = 'cargoList.items[0].hazmats[0]';
    // UN 0012 is class 1.4S: the net explosive quantity is needed although the client sent class 3.
    expect(check({ unNumber: '0012', hazardClass: '3', packagingGroup: '' })).toEqual([
      err(`${at}.neq`, 'field.required'),
    ]);
    expect(check({ unNumber: '0012', packagingGroup: '', neq: 1.5 })).toEqual([]);
    // UN 1993 is a collective (N.O.S.) entry: the technical name is needed, flag or not.
    expect(check({ unNumber: '1993', packagingGroup: 'II', collectiveTerm: false })).toEqual([
      err(`${at}.technicalName`, 'field.required'),
    ]);
    expect(check({ unNumber: '1993', packagingGroup: 'II', technicalName: 'Xylol' })).toEqual([]);
  });

  it('given class 1, then the net explosive quantity is required; otherwise it must be empty', () => {
    expect(errorsOf(item({ dangerousGoods: true, hazmats: [hazmat({ hazardClass: '1.4S' })] }))).toEqual([
      err('cargoList.items[0].hazmats[0].neq', 'field.required'),
    ]);
    expect(
      errorsOf(item({ dangerousGoods: true, hazmats: [hazmat({ hazardClass: '1.4S', neq: 2.5 })] })),
    ).toEqual([]);
    expect(errorsOf(item({ dangerousGoods: true, hazmats: [hazmat({ neq: 2.5 })] }))).toEqual([
      err('cargoList.items[0].hazmats[0].neq', 'validation.notAllowed'),
    ]);
  });

  it('given a collective term, then the technical name is required', () => {
    expect(errorsOf(item({ dangerousGoods: true, hazmats: [hazmat({ collectiveTerm: true })] }))).toEqual([
      err('cargoList.items[0].hazmats[0].technicalName', 'field.required'),
    ]);
    expect(
      errorsOf(
        item({ dangerousGoods: true, hazmats: [hazmat({ collectiveTerm: true, technicalName: 'Benzin' })] }),
      ),
    ).toEqual([]);
  });
});
