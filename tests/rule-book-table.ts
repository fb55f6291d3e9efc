import type { ShipmentPayloadInput } from '../contracts/shipment/index.ts';
import {
  addDays,
  addMonths,
  addWorkdays,
  dateIn,
  isWorkday,
  subtractWorkdays,
} from '../services/domain/rules/calendar.ts';
import { crossTransportOrder, order, shippingDates } from './shipments-helpers.ts';

/**
 * The conformance table of the rule book (docs/rules.md): orders that each break exactly one rule,
 * with the field and message every door names, and how each door carries the order — the API's
 * payload, the cells of an order-file row (CSV and XLSX), the edit of the IFTMIN example, and the
 * order form's field (or why the form does not take the value at all). tests/rule-book-doors.test.ts
 * sends them through the API and the files, tests/web/rule-book-form.test.ts through the form.
 */
/** Dates around the next pick-up day in Hamburg (shippingDates) that break, or keep, the date rules. */
export const days = (() => {
  const today = dateIn(new Date(), 'Europe/Berlin');
  const { shippingDate, deliveryDate } = shippingDates();
  const after = (date: string, wanted: (day: string) => boolean) => {
    let day = addDays(date, 1);
    while (!wanted(day)) day = addDays(day, 1);
    return day;
  };
  const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
  const saturday = after(shippingDate, (day) => weekday(day) === 6);
  const sunday = after(shippingDate, (day) => weekday(day) === 0);
  const horizon = addMonths(today, 2);
  // A public holiday on a weekday in the sender's country, when one lies within the horizon.
  const holiday = after(
    shippingDate,
    (day) => day > horizon || (weekday(day) !== 0 && weekday(day) !== 6 && !isWorkday(day, 'DE')),
  );
  const past = subtractWorkdays(today, 1, 'DE');
  let farAway = addMonths(today, 3);
  while (!isWorkday(farAway, 'DE')) farAway = addWorkdays(farAway, 1, 'DE');
  return {
    shippingDate,
    deliveryDate,
    saturday,
    sunday,
    holiday: holiday <= horizon ? holiday : undefined,
    past,
    farAway,
    /** The first workday after `date` in Germany: a delivery date in P01's window. */
    next: (date: string) => addWorkdays(date, 1, 'DE'),
  };
})();
const compact = (date: string) => date.replaceAll('-', '');

/** The IFTMIN example's pick-up and delivery dates (after iftminInterchange moved them), replaced. */
const iftminDates =
  (shippingDate: string, deliveryDate: string = days.next(shippingDate)) =>
  (text: string) =>
    text
      .replace(`DTM+200:${compact(days.shippingDate)}:102`, `DTM+200:${compact(shippingDate)}:102`)
      .replace(`DTM+2:${compact(days.deliveryDate)}:102`, `DTM+2:${compact(deliveryDate)}:102`);

/** The second cargo item of the IFTMIN example (the paint) and the same item over the API. */
const paint = {
  colliQty: 1,
  packingCode: 'KI',
  goods: 'Lacke',
  weight: 35,
  length: 60,
  width: 40,
  height: 40,
};
export function withHazmat(
  hazmat: { unNumber: string } & Record<string, unknown>,
  item = {},
): ShipmentPayloadInput {
  const base = order();
  return order({
    cargoList: {
      items: [
        ...(base.cargoList?.items ?? []),
        {
          ...paint,
          ...item,
          dangerousGoods: true,
          hazmats: [{ quantity: 1, packagingCode: '4G', massUnit: 'kg', weight: 20, ...hazmat }],
        },
      ],
    },
  });
}
/** The order's first cargo item with `fields` changed. */
function withItem(fields: Record<string, unknown>): ShipmentPayloadInput {
  return order({ cargoList: { items: [{ ...order().cargoList!.items![0]!, ...fields }] } });
}
const withConsignee = (fields: Record<string, unknown>) =>
  order({ consignee: { ...order().consignee, ...fields } });
const withSender = (fields: Record<string, unknown>) => order({ sender: { ...order().sender, ...fields } });

/** Picked up in Prague, delivered in Bratislava: the one route that takes cash on delivery. */
export function czechToSlovak(overrides: Partial<ShipmentPayloadInput> = {}): ShipmentPayloadInput {
  const fromPrague = crossTransportOrder();
  return {
    ...fromPrague,
    consignee: {
      name: 'Sklad Bratislava s.r.o.',
      street: 'Mlynské nivy 5',
      zipCode: '811 09',
      city: 'Bratislava',
      country: 'SK',
    },
    deliveryDate: addWorkdays(fromPrague.shippingDate as string, 2, 'SK'),
    ...overrides,
  };
}
/** Delivered to Paris: a route without pallet exchange. */
export const toParis = (overrides: Partial<ShipmentPayloadInput> = {}) =>
  order({
    consignee: {
      name: 'Atelier Paris SARL',
      street: 'Rue de Rivoli 10',
      zipCode: '75001',
      city: 'Paris',
      country: 'FR',
    },
    shippingTerms: { identifier: '24' },
    deliveryDate: undefined,
    ...overrides,
  });

export interface BrokenOrder {
  rule: string;
  /** The field the API names, and the message key's English text. */
  field: string;
  message: string;
  api: ShipmentPayloadInput;
  /**
   * The same order as a row of an order file (CSV and XLSX): overrides of the file's columns, the
   * column its report names, and further rows of the same order (more cargo items).
   */
  file?: {
    values: Record<string, string | number>;
    column: string;
    more?: Record<string, string | number>[];
    /** Only a CSV carries the value: an XLSX writer cannot put it into a cell (a control character). */
    csvOnly?: true;
  };
  /** The same order as an IFTMIN message (the example edited), and the report line's start. */
  iftmin?: { edit: (text: string) => string; place: RegExp };
  /**
   * The same field in the order form: where it sits (its card, or the groups of item and hazmat
   * entry), its label, a correct value to start from and the broken one; or why the form does not
   * take the broken value at all (a select without it, a bounded number or text input).
   */
  form?: FormField | { prevented: string };
}

export interface FormField {
  within: string[];
  label: string;
  valid: string;
  broken: string;
}

const hazmatAt = 'cargoList.items[1].hazmats[0]';
const note = (identifier: string, attachmentValue?: string) =>
  attachmentValue === undefined ? { identifier } : { identifier, attachmentValue };
const dgs = (text: string) => (edifact: string) => edifact.replace('DGS+ADR+3+1263++3', text);
const atDgs = /^segment \d+ DGS\b/;
const required = 'must not be empty';
const tooLong = 'is too long';
const tooLarge = 'is too large';
const positive = 'must be greater than zero';
const wholeNumber = 'must be a whole number';

export const table: BrokenOrder[] = [
  // Dates and the calendar
  {
    rule: 'the pick-up day is not in the past',
    field: 'shippingDate',
    message: 'must not be in the past',
    api: order({ shippingDate: days.past, deliveryDate: days.next(days.past) }),
    file: { values: { shippingDate: days.past, deliveryDate: days.next(days.past) }, column: 'shippingDate' },
    iftmin: { edit: iftminDates(days.past), place: /^segment \d+ DTM, element C507\.2380/ },
    form: { prevented: 'the date picker offers no past day' },
  },
  {
    rule: 'the pick-up day is a workday (a Saturday is not)',
    field: 'shippingDate',
    message: 'is a weekend day or a public holiday in the sender country',
    api: order({ shippingDate: days.saturday, deliveryDate: days.next(days.saturday) }),
    file: {
      values: { shippingDate: days.saturday, deliveryDate: days.next(days.saturday) },
      column: 'shippingDate',
    },
    iftmin: { edit: iftminDates(days.saturday), place: /^segment \d+ DTM, element C507\.2380/ },
    form: { prevented: 'the date picker offers workdays only' },
  },
  {
    rule: 'the pick-up day is a workday (a public holiday is not; a Sunday when none lies within two months)',
    field: 'shippingDate',
    message: 'is a weekend day or a public holiday in the sender country',
    api: order({
      shippingDate: days.holiday ?? days.sunday,
      deliveryDate: days.next(days.holiday ?? days.sunday),
    }),
    file: {
      values: {
        shippingDate: days.holiday ?? days.sunday,
        deliveryDate: days.next(days.holiday ?? days.sunday),
      },
      column: 'shippingDate',
    },
    iftmin: { edit: iftminDates(days.holiday ?? days.sunday), place: /^segment \d+ DTM, element C507\.2380/ },
  },
  {
    rule: 'the pick-up day lies within the next two months',
    field: 'shippingDate',
    message: 'must be within the next two months',
    api: order({ shippingDate: days.farAway, deliveryDate: days.next(days.farAway) }),
    file: {
      values: { shippingDate: days.farAway, deliveryDate: days.next(days.farAway) },
      column: 'shippingDate',
    },
    iftmin: { edit: iftminDates(days.farAway), place: /^segment \d+ DTM, element C507\.2380/ },
    form: { prevented: 'the date picker ends two months out' },
  },
  {
    rule: 'a date is written YYYY-MM-DD (CCYYMMDD in IFTMIN)',
    field: 'shippingDate',
    message: 'must be a date (YYYY-MM-DD)',
    api: order({ shippingDate: '31.12.2026' }),
    file: { values: { shippingDate: '31.12.2026' }, column: 'shippingDate' },
    iftmin: {
      edit: (text) => text.replace(`DTM+200:${compact(days.shippingDate)}:102`, 'DTM+200:31122026:102'),
      place: /^segment \d+ DTM, element C507\.2380/,
    },
    form: { prevented: 'a date is picked, not typed' },
  },
  {
    rule: 'the delivery day is a workday in the consignee country',
    field: 'deliveryDate',
    message: 'is a weekend day or a public holiday in the consignee country',
    api: order({ deliveryDate: days.sunday }),
    file: { values: { deliveryDate: days.sunday }, column: 'deliveryDate' },
    iftmin: {
      edit: iftminDates(days.shippingDate, days.sunday),
      place: /^segment \d+ DTM, element C507\.2380/,
    },
  },
  {
    rule: "the delivery day lies in the product's window",
    field: 'deliveryDate',
    message: "is outside the product's delivery window",
    api: order({ deliveryDate: addWorkdays(days.shippingDate, 8, 'DE') }),
    file: { values: { deliveryDate: addWorkdays(days.shippingDate, 8, 'DE') }, column: 'deliveryDate' },
    iftmin: {
      edit: iftminDates(days.shippingDate, addWorkdays(days.shippingDate, 8, 'DE')),
      place: /^segment \d+ DTM, element C507\.2380/,
    },
  },
  // Product and shipping terms
  {
    rule: 'the product is one of the forwarder’s products',
    field: 'product.identifier',
    message: 'is not available for this shipment',
    api: order({ product: { identifier: 'P99' } }),
    file: { values: { product: 'P99' }, column: 'product' },
    iftmin: { edit: (text) => text.replace('TSR+P01', 'TSR+P99'), place: /^segment \d+ TSR/ },
    form: { prevented: "the product select offers the route's products only" },
  },
  {
    rule: 'the product serves the route (an EU product is not for a shipment within Germany)',
    field: 'product.identifier',
    message: 'is not available for this shipment',
    api: order({ product: { identifier: 'E01' } }),
    file: { values: { product: 'E01' }, column: 'product' },
    iftmin: { edit: (text) => text.replace('TSR+P01', 'TSR+E01'), place: /^segment \d+ TSR/ },
    form: { prevented: "the product select offers the route's products only" },
  },
  {
    rule: 'the shipping terms exist',
    field: 'shippingTerms.identifier',
    message: 'are not available for this shipment',
    api: order({ shippingTerms: { identifier: '99' } }),
    file: { values: { shippingTerms: '99' }, column: 'shippingTerms' },
    iftmin: { edit: (text) => text.replace('TOD+6++04', 'TOD+6++99'), place: /^segment \d+ TOD/ },
    form: { prevented: "the shipping terms select offers the route's terms only" },
  },
  {
    rule: 'the shipping terms fit the route (Incoterms only across a border)',
    field: 'shippingTerms.identifier',
    message: 'are not available for this shipment',
    api: order({ shippingTerms: { identifier: '24' } }),
    file: { values: { shippingTerms: '24' }, column: 'shippingTerms' },
    iftmin: { edit: (text) => text.replace('TOD+6++04', 'TOD+6++24'), place: /^segment \d+ TOD/ },
    form: { prevented: "the shipping terms select offers the route's terms only" },
  },
  // Parties
  {
    rule: "the sender's zip code has its country's form",
    field: 'sender.zipCode',
    message: 'wrong postal code for country',
    api: withSender({ zipCode: '2053' }),
    file: { values: { senderZipCode: '2053' }, column: 'senderZipCode' },
    iftmin: {
      edit: (text) => text.replace('Hamburg++20539+DE', 'Hamburg++2053+DE'),
      place: /^segment \d+ NAD, element 3251/,
    },
    form: { prevented: "the sender is the customer's own address, read-only in the form" },
  },
  {
    rule: "the consignee's zip code has its country's form",
    field: 'consignee.zipCode',
    message: 'wrong postal code for country',
    api: withConsignee({ zipCode: '8033X' }),
    file: { values: { consigneeZipCode: '8033X' }, column: 'consigneeZipCode' },
    iftmin: {
      edit: (text) => text.replace('München++80339+DE', 'München++8033X+DE'),
      place: /^segment \d+ NAD, element 3251/,
    },
    form: { within: ['Consignee'], label: 'Zip code', valid: '80339', broken: '8033X' },
  },
  {
    rule: "the consignee's zip code is required",
    field: 'consignee.zipCode',
    message: required,
    api: withConsignee({ zipCode: '' }),
    file: { values: { consigneeZipCode: '' }, column: 'consigneeZipCode' },
    iftmin: {
      edit: (text) => text.replace('München++80339+DE', 'München+++DE'),
      place: /^segment \d+ NAD, element 3251/,
    },
    form: { within: ['Consignee'], label: 'Zip code', valid: '80339', broken: '' },
  },
  {
    rule: "the consignee's city is required",
    field: 'consignee.city',
    message: required,
    api: withConsignee({ city: '' }),
    file: { values: { consigneeCity: '' }, column: 'consigneeCity' },
    iftmin: { edit: (text) => text.replace('+München++', '+++'), place: /^segment \d+ NAD, element 3164/ },
    form: { within: ['Consignee'], label: 'City', valid: 'München', broken: '' },
  },
  {
    rule: "a party's name is required",
    field: 'consignee.name',
    message: required,
    api: withConsignee({ name: '' }),
    file: { values: { consigneeName: '' }, column: 'consigneeName' },
    iftmin: {
      edit: (text) => text.replace('NAD+CN+++Schmidt Werkzeugbau GmbH+', 'NAD+CN++++'),
      place: /^segment \d+ NAD, element C080\.3036/,
    },
    form: { within: ['Consignee'], label: 'Name', valid: 'Schmidt Werkzeugbau GmbH', broken: '' },
  },
  {
    rule: 'a text holds no control character (here a bell, as a partner program may leave one)',
    field: 'consignee.name',
    message: 'must not contain control characters',
    api: withConsignee({ name: 'Schmidt\u0007Werkzeugbau' }),
    file: { values: { consigneeName: 'Schmidt\u0007Werkzeugbau' }, column: 'consigneeName', csvOnly: true },
    // An IFTMIN interchange refuses the character before any order is read: it is not in UNOC.
    form: { prevented: 'a control character cannot be typed into a field' },
  },
  {
    rule: 'a name has at most 35 characters',
    field: 'sender.name',
    message: tooLong,
    api: withSender({ name: 'N'.repeat(36) }),
    file: { values: { senderName: 'N'.repeat(36) }, column: 'senderName' },
    iftmin: {
      edit: (text) => text.replace('Müller Maschinenbau GmbH', 'N'.repeat(36)),
      place: /^segment \d+ NAD, element C080\.3036/,
    },
    form: { prevented: 'the name input takes 35 characters' },
  },
  {
    rule: "a party's street is required",
    field: 'consignee.street',
    message: required,
    api: withConsignee({ street: '' }),
    file: { values: { consigneeStreet: '' }, column: 'consigneeStreet' },
    iftmin: {
      edit: (text) => text.replace('+Landsberger Straße 110+', '++'),
      place: /^segment \d+ NAD, element C059\.3042/,
    },
    form: { within: ['Consignee'], label: 'Street', valid: 'Landsberger Straße 110', broken: '' },
  },
  {
    rule: 'a street has at most 35 characters',
    field: 'consignee.street',
    message: tooLong,
    api: withConsignee({ street: 'S'.repeat(36) }),
    file: { values: { consigneeStreet: 'S'.repeat(36) }, column: 'consigneeStreet' },
    iftmin: {
      edit: (text) => text.replace('Landsberger Straße 110', 'S'.repeat(36)),
      place: /^segment \d+ NAD, element C059\.3042/,
    },
    form: { prevented: 'the street input takes 35 characters' },
  },
  {
    rule: 'a country is a two-letter code',
    field: 'consignee.country',
    message: 'must be a two-letter country code',
    api: withConsignee({ country: 'Deutschland' }),
    file: { values: { consigneeCountry: 'Deutschland' }, column: 'consigneeCountry' },
    iftmin: {
      edit: (text) => text.replace('80339+DE', '80339+Deutschland'),
      place: /^segment \d+ NAD, element 3207/,
    },
    form: { prevented: 'the country is chosen from a select' },
  },
  {
    rule: "a phone number is one of the party's country",
    field: 'sender.phone',
    message: 'is not a valid phone number',
    api: withSender({ phone: 'call me' }),
    file: { values: { senderPhone: 'call me' }, column: 'senderPhone' },
    iftmin: {
      edit: (text) => text.replace('COM+?+49 40 7654321:TE', 'COM+call me:TE'),
      place: /^segment \d+ COM/,
    },
    form: { within: ['Sender'], label: 'Phone', valid: '+49 40 7890120', broken: 'call me' },
  },
  {
    rule: 'a mobile number is a mobile number',
    field: 'consignee.mobile',
    message: 'is not a valid mobile number',
    api: withConsignee({ mobile: '+49 89 1234567' }),
    iftmin: {
      edit: (text) =>
        text
          .replace(
            "COM+wareneingang@schmidt.example:EM'",
            "COM+wareneingang@schmidt.example:EM'\nCOM+?+49 89 1234567:AL'",
          )
          .replace('UNT+27+1', 'UNT+28+1'),
      place: /^segment \d+ COM/,
    },
    form: { within: ['Consignee'], label: 'Mobile', valid: '+49 171 1234567', broken: '+49 89 1234567' },
  },
  {
    rule: 'an e-mail address is one',
    field: 'consignee.email',
    message: 'is not a valid email address',
    api: withConsignee({ email: 'wareneingang.schmidt.example' }),
    file: { values: { consigneeEmail: 'wareneingang.schmidt.example' }, column: 'consigneeEmail' },
    iftmin: {
      edit: (text) =>
        text.replace('COM+wareneingang@schmidt.example:EM', 'COM+wareneingang.schmidt.example:EM'),
      place: /^segment \d+ COM/,
    },
    form: {
      within: ['Consignee'],
      label: 'E-mail',
      valid: 'wareneingang@schmidt.example',
      broken: 'wareneingang.schmidt.example',
    },
  },
  {
    rule: 'a contact name has at most 255 characters',
    field: 'consignee.contactName',
    message: tooLong,
    api: withConsignee({ contactName: 'C'.repeat(256) }),
    file: { values: { consigneeContactName: 'C'.repeat(256) }, column: 'consigneeContactName' },
    iftmin: {
      edit: (text) => text.replace('CTA+IC+:Anna Schmidt', `CTA+IC+:${'C'.repeat(256)}`),
      place: /^segment \d+ CTA/,
    },
    form: { prevented: 'the contact input takes 255 characters' },
  },
  {
    rule: 'a neutral consignor only with neutral shipping',
    field: 'neutralConsignor',
    message: 'is allowed only when the sender is shipped neutrally',
    api: order({
      neutralConsignor: {
        name: 'Neutral GmbH',
        street: 'Weg 1',
        zipCode: '20095',
        city: 'Hamburg',
        country: 'DE',
      },
    }),
  },
  // References
  {
    rule: 'the reference number has digits only',
    field: 'referenceNumber',
    message: 'may contain digits only',
    api: order({ referenceNumber: 'AB12' }),
    file: { values: { referenceNumber: 'AB12' }, column: 'referenceNumber' },
    iftmin: { edit: (text) => text.replace('RFF+CR:4711', 'RFF+CR:AB12'), place: /^segment \d+ RFF/ },
    form: { within: ['Order characteristics'], label: 'Reference number', valid: '4711', broken: 'AB12' },
  },
  {
    rule: 'the reference number has at most 10 digits',
    field: 'referenceNumber',
    message: tooLong,
    api: order({ referenceNumber: '12345678901' }),
    file: { values: { referenceNumber: '12345678901' }, column: 'referenceNumber' },
    iftmin: { edit: (text) => text.replace('RFF+CR:4711', 'RFF+CR:12345678901'), place: /^segment \d+ RFF/ },
    form: { prevented: 'the reference number input takes 10 characters' },
  },
  // Cargo
  {
    rule: 'an item names its goods',
    field: 'cargoList.items[0].goods',
    message: required,
    api: withItem({ goods: '' }),
    // IFTMIN: a goods item without FTX+AAA is reported as a missing segment, in the reader's words.
    file: { values: { goods: '' }, column: 'goods' },
    form: { within: ['Item 1'], label: 'Goods', valid: 'Maschinenteile', broken: '' },
  },
  {
    rule: 'the goods have at most 30 characters',
    field: 'cargoList.items[0].goods',
    message: tooLong,
    api: withItem({ goods: 'G'.repeat(31) }),
    file: { values: { goods: 'G'.repeat(31) }, column: 'goods' },
    iftmin: {
      edit: (text) => text.replace('FTX+AAA+++Maschinenteile', `FTX+AAA+++${'G'.repeat(31)}`),
      place: /^segment \d+ FTX/,
    },
    form: { prevented: 'the goods input takes 30 characters' },
  },
  {
    rule: 'an item has a weight',
    field: 'cargoList.items[0].weight',
    message: required,
    api: withItem({ weight: undefined }),
    // IFTMIN: a goods item without MEA+AAE+AAB is reported as a missing segment, in the reader's words.
    file: { values: { weight: '' }, column: 'weight' },
    form: { within: ['Item 1'], label: 'Weight', valid: '480', broken: '' },
  },
  {
    rule: 'a weight is greater than zero',
    field: 'cargoList.items[0].weight',
    message: positive,
    api: withItem({ weight: 0 }),
    file: { values: { weight: 0 }, column: 'weight' },
    iftmin: {
      edit: (text) => text.replace('MEA+AAE+AAB+KGM:480', 'MEA+AAE+AAB+KGM:0'),
      place: /^segment \d+ MEA/,
    },
    form: { prevented: 'the weight input keeps to 1 to 99999 kg' },
  },
  {
    rule: 'a weight has at most 5 digits',
    field: 'cargoList.items[0].weight',
    message: tooLarge,
    api: withItem({ weight: 100_000 }),
    file: { values: { weight: 100_000 }, column: 'weight' },
    iftmin: {
      edit: (text) => text.replace('MEA+AAE+AAB+KGM:480', 'MEA+AAE+AAB+KGM:100000'),
      place: /^segment \d+ MEA/,
    },
    form: { prevented: 'the weight input keeps to 1 to 99999 kg' },
  },
  {
    rule: 'a weight is in whole kilograms',
    field: 'cargoList.items[0].weight',
    message: wholeNumber,
    api: withItem({ weight: 480.5 }),
    file: { values: { weight: '480,5' }, column: 'weight' },
    iftmin: {
      edit: (text) => text.replace('MEA+AAE+AAB+KGM:480', 'MEA+AAE+AAB+KGM:480.5'),
      place: /^segment \d+ MEA/,
    },
    form: { prevented: 'the weight input takes no decimals' },
  },
  {
    rule: 'an item has at least one package',
    field: 'cargoList.items[0].colliQty',
    message: positive,
    api: withItem({ colliQty: 0 }),
    file: { values: { colliQty: 0 }, column: 'colliQty' },
    iftmin: { edit: (text) => text.replace('GID+1+2:EP', 'GID+1+0:EP'), place: /^segment \d+ GID/ },
    form: { prevented: 'the packages input starts at 1' },
  },
  {
    rule: 'a number of packages is a whole number',
    field: 'cargoList.items[0].colliQty',
    message: wholeNumber,
    api: withItem({ colliQty: 1.5 }),
    file: { values: { colliQty: '1,5' }, column: 'colliQty' },
    iftmin: { edit: (text) => text.replace('GID+1+2:EP', 'GID+1+1.5:EP'), place: /^segment \d+ GID/ },
    form: { prevented: 'the packages input takes no decimals' },
  },
  {
    rule: 'a shipment has at most 999 packages',
    field: 'cargoList.items',
    message: 'A shipment holds at most 999 packages.',
    api: order({ cargoList: { items: [{ ...order().cargoList!.items![0]!, colliQty: 999 }, { ...paint }] } }),
    file: { values: { colliQty: 999 }, column: 'cargoList.items', more: [{ colliQty: 1, goods: 'Lacke' }] },
    iftmin: { edit: (text) => text.replace('GID+1+2:EP', 'GID+1+999:EP'), place: /^segment \d+ UNH/ },
  },
  {
    rule: 'a shipment has at most 99 items',
    field: 'cargoList.items',
    message: 'has too many entries',
    api: order({ cargoList: { items: Array.from({ length: 100 }, () => ({ ...paint })) } }),
    file: {
      values: { ...paint },
      column: 'cargoList.items',
      more: Array.from({ length: 99 }, () => ({ ...paint })),
    },
  },
  {
    rule: 'a measure has at most 3 digits (cm)',
    field: 'cargoList.items[0].length',
    message: tooLarge,
    api: withItem({ length: 1000 }),
    file: { values: { length: 1000 }, column: 'length' },
    iftmin: {
      edit: (text) => text.replace('DIM+2+CMT:120:80:100', 'DIM+2+CMT:1000:80:100'),
      place: /^segment \d+ DIM/,
    },
    form: { prevented: 'the measure inputs keep to 1 to 999 cm' },
  },
  {
    rule: 'packing codes are known',
    field: 'cargoList.items[0].packingCode',
    message: 'is not a known packing code',
    api: withItem({ packingCode: 'ZZ' }),
    file: { values: { packingCode: 'ZZ' }, column: 'packingCode' },
    iftmin: { edit: (text) => text.replace('GID+1+2:EP', 'GID+1+2:ZZ'), place: /^segment \d+ GID/ },
    form: { prevented: 'the packing code select offers the known codes only' },
  },
  {
    rule: 'pallet exchange (FP) only for a consignee country that offers it',
    field: 'cargoList.items[0].packingCode',
    message: "pallet exchange (FP) is not offered for the consignee's country",
    api: toParis({ cargoList: { items: [{ ...order().cargoList!.items![0]!, packingCode: 'FP' }] } }),
    file: {
      values: {
        packingCode: 'FP',
        consigneeName: 'Atelier Paris SARL',
        consigneeStreet: 'Rue de Rivoli 10',
        consigneeZipCode: '75001',
        consigneeCity: 'Paris',
        consigneeCountry: 'FR',
        shippingTerms: '24',
        deliveryDate: '',
      },
      column: 'packingCode',
    },
  },
  {
    rule: 'pallet exchange as loading equipment only for a consignee country that offers it',
    field: 'cargoList.loadingEquipmentType',
    message: "pallet exchange (FP) is not offered for the consignee's country",
    api: toParis({
      cargoList: { ...order().cargoList!, loadingEquipmentQty: 2, loadingEquipmentType: 'FP' },
    }),
  },
  // Dangerous goods, against the ADR list
  {
    rule: 'a UN number exists in the ADR list',
    field: `${hazmatAt}.unNumber`,
    message: 'is not a UN number of the ADR list',
    api: withHazmat({ unNumber: '9999', packagingGroup: 'III' }),
    iftmin: { edit: dgs('DGS+ADR+3+9999++3'), place: atDgs },
    form: { prevented: 'the UN number select offers the ADR list only' },
  },
  {
    rule: 'a collective (N.O.S.) entry needs its technical name, whatever the client says of it',
    field: `${hazmatAt}.technicalName`,
    message: required,
    api: withHazmat({ unNumber: '1993', packagingGroup: 'II', hazardClass: '3', collectiveTerm: false }),
    iftmin: { edit: dgs('DGS+ADR+3+1993++2'), place: atDgs },
  },
  {
    rule: 'class 1, by the ADR list, needs the net explosive quantity',
    field: `${hazmatAt}.neq`,
    message: required,
    api: withHazmat({ unNumber: '0012', hazardClass: '3' }),
    iftmin: { edit: dgs('DGS+ADR+3+0012'), place: atDgs },
  },
  {
    rule: 'no other class takes a net explosive quantity',
    field: `${hazmatAt}.neq`,
    message: 'must be empty here',
    api: withHazmat({ unNumber: '1263', packagingGroup: 'III', neq: 5 }),
  },
  {
    rule: 'the packing group is one the ADR list gives the number',
    field: `${hazmatAt}.packagingGroup`,
    message: 'is invalid',
    api: withHazmat({ unNumber: '1090', packagingGroup: 'III' }),
    iftmin: { edit: dgs('DGS+ADR+3+1090++3'), place: atDgs },
    form: { prevented: 'the packing group comes with the chosen ADR entry' },
  },
  {
    rule: 'the packing group is required where the ADR list gives the number one',
    field: `${hazmatAt}.packagingGroup`,
    message: required,
    api: withHazmat({ unNumber: '1263' }),
    iftmin: { edit: dgs('DGS+ADR+3+1263'), place: atDgs },
    form: { prevented: 'the packing group comes with the chosen ADR entry' },
  },
  {
    rule: 'the dangerous goods weigh no more than their item',
    field: `${hazmatAt}.weight`,
    message: 'must not exceed the weight of the cargo item',
    api: withHazmat({ unNumber: '1263', packagingGroup: 'III', weight: 50 }),
    iftmin: {
      edit: (text) => text.replace('MEA+AAE+AAA+KGM:20', 'MEA+AAE+AAA+KGM:50'),
      place: /^segment \d+ MEA/,
    },
    form: {
      within: ['Item 1', 'Hazmat entry 1'],
      label: 'Dangerous goods weight',
      valid: '20',
      broken: '500',
    },
  },
  {
    rule: 'the UN packaging code is known',
    field: `${hazmatAt}.packagingCode`,
    message: 'is not a known packing code',
    api: withHazmat({ unNumber: '1263', packagingGroup: 'III', packagingCode: 'ZZ' }),
    iftmin: { edit: (text) => text.replace('GID+2+1:KI+1:4G', 'GID+2+1:KI+1:ZZ'), place: /^segment \d+ GID/ },
  },
  {
    rule: 'an item of dangerous goods declares them',
    field: 'cargoList.items[1].hazmats',
    message: 'dangerous goods need at least one hazmat entry',
    api: order({
      cargoList: { items: [order().cargoList!.items![0]!, { ...paint, dangerousGoods: true, hazmats: [] }] },
    }),
  },
  // Cash on delivery and insurance
  {
    rule: 'cash on delivery only between the Czech Republic and Slovakia',
    field: 'collectOnDelivery.value',
    message: 'is possible only between the Czech Republic and Slovakia',
    api: order({ collectOnDelivery: { value: 100, currency: 'EUR' } }),
    form: { prevented: 'the cash on delivery input is disabled outside CZ and SK' },
  },
  {
    rule: "cash on delivery up to the currency's maximum",
    field: 'collectOnDelivery.value',
    message: 'exceeds the maximum for this currency',
    api: czechToSlovak({ collectOnDelivery: { value: 5000.01, currency: 'EUR' } }),
  },
  {
    rule: 'cash on delivery only with a product that offers it',
    field: 'collectOnDelivery.value',
    message: 'is not available for this product',
    api: czechToSlovak({
      product: { identifier: 'E02' },
      collectOnDelivery: { value: 100, currency: 'EUR' },
    }),
    form: { prevented: 'the cash on delivery input is disabled for such a product' },
  },
  {
    rule: 'an amount of cash on delivery has at most 2 decimals',
    field: 'collectOnDelivery.value',
    message: 'must be a non-negative number with at most 2 decimals',
    api: czechToSlovak({ collectOnDelivery: { value: 10.005, currency: 'EUR' } }),
  },
  {
    rule: 'an insurance value is not negative',
    field: 'insuranceValue.value',
    message: 'must be a non-negative number with at most 2 decimals',
    api: order({ insuranceValue: { value: -1, currency: 'EUR' } }),
    form: { prevented: 'the insurance input takes no sign' },
  },
  {
    rule: 'an insurance value has at most 2 decimals',
    field: 'insuranceValue.value',
    message: 'must be a non-negative number with at most 2 decimals',
    api: order({ insuranceValue: { value: 1000.001, currency: 'EUR' } }),
    form: { prevented: 'the insurance input takes 2 decimals' },
  },
  {
    rule: 'an insurance value names its currency by code',
    field: 'insuranceValue.currency',
    message: 'must be a three-letter currency code',
    api: order({ insuranceValue: { value: 1000, currency: 'Euro' } }),
    form: { prevented: 'the currency is chosen from a select' },
  },
  // Delivery notes
  {
    rule: 'a delivery note the product does not allow is refused',
    field: 'deliveryNotes[0].identifier',
    message: 'is not offered with this product',
    api: order({ deliveryNotes: [note('105', '12:00')] }),
    file: { values: { deliveryNotes: '105' }, column: 'deliveryNotes' },
    form: { prevented: "the delivery note select offers the product's notes only" },
  },
  {
    rule: 'a delivery note is one of the available codes',
    field: 'deliveryNotes[0].identifier',
    message: 'is not an available delivery note',
    api: order({ deliveryNotes: [note('999')] }),
    file: { values: { deliveryNotes: '999' }, column: 'deliveryNotes' },
    form: { prevented: 'the delivery note select offers the available codes only' },
  },
  {
    rule: 'an inactive delivery note is not available',
    field: 'deliveryNotes[0].identifier',
    message: 'is not an available delivery note',
    api: order({ deliveryNotes: [note('130')] }),
    file: { values: { deliveryNotes: '130' }, column: 'deliveryNotes' },
    form: { prevented: 'the delivery note select offers the available codes only' },
  },
  {
    rule: 'at most 10 delivery notes',
    field: 'deliveryNotes',
    message: 'The maximum of 10 delivery notes is reached.',
    api: order({
      deliveryNotes: ['103', '106', '107', '110', '120', '199', '601', '603', '604', '103', '107'].map(
        (code) => note(code),
      ),
    }),
    file: {
      values: { deliveryNotes: '103|106|107|110|120|199|601|603|604|103|107' },
      column: 'deliveryNotes',
    },
  },
  {
    rule: 'a delivery note that asks for a text has one',
    field: 'deliveryNotes[0].attachmentValue',
    message: required,
    api: order({ deliveryNotes: [note('190')] }),
    file: { values: { deliveryNotes: '190' }, column: 'deliveryNotes' },
  },
  {
    rule: "a delivery note's text taken from the order's fields is that field's value",
    field: 'deliveryNotes[0].attachmentValue',
    message: "must be the order's own value",
    api: order({
      consignee: { ...order().consignee, phone: '+49 89 1234567' },
      deliveryNotes: [note('101', 'garbage')],
    }),
  },
  {
    rule: 'a typed delivery note text has at most 35 characters',
    field: 'deliveryNotes[0].attachmentValue',
    message: tooLong,
    api: order({ deliveryNotes: [note('190', 'x'.repeat(36))] }),
    form: { prevented: 'the note text input takes 35 characters' },
  },
  {
    rule: "a delivery note's text passes its code's validator (a number for 108)",
    field: 'deliveryNotes[0].attachmentValue',
    message: 'may contain digits only',
    api: order({ deliveryNotes: [note('108', 'abc')] }),
    form: { prevented: 'the form shows no text field for 108' },
  },
];
