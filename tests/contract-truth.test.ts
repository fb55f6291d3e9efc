import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './harness/auth.ts';
import {
  type OpenApiDocument,
  type Operation,
  readOpenApiDocument,
  type Schema,
} from './harness/openapi-document.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { apiAs, order } from './shipments-helpers.ts';

/**
 * The published OpenAPI document tells the truth: requests built only from what it allows — each
 * value within its type, enum, pattern, length and bounds, every required part present, the Accept
 * its success answers name — are never refused for a rule the document does not state. A refusal
 * of such a request may only be one the schema language cannot say (a reference that does not
 * exist, a rule between two fields, the calendar); those are listed below, each with its reason.
 */

let portal: TestPortal;
let document: OpenApiDocument;
const tokens: Record<string, string> = {};
const ACTORS = ['customer1', 'admin'] as const;
const RUNS = Number(process.env.CONTRACT_TRUTH_RUNS ?? 8);

beforeAll(async () => {
  portal = await startTestPortal({ AUTH_RATE_LIMIT: '100000', SIGN_IN_FAILURES: '100000' });
  for (const actor of ACTORS) tokens[actor] = await tokenFor(portal, actor);
  document = await readOpenApiDocument(portal);
});
afterAll(() => portal?.stop());

const TEXTS = ['Müller', 'Žluťoučký kůň', 'Łódź 12', 'A&B "C" <d>', 'line\nbreak', '  spaced  ', 'x'];

/** A value `raw` allows, and only such values. */
function allowed(raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = document.resolve(raw);
  if (schema.allOf?.length) return allowed(Object.assign({}, ...schema.allOf.map(document.resolve)), depth);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => allowed(choice, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => allowed({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const low = Math.max(schema.minimum ?? -1000, (schema.exclusiveMinimum ?? -Infinity) + 1, -1e9);
      const high = Math.min(schema.maximum ?? 100_000, (schema.exclusiveMaximum ?? Infinity) - 1, 1e9);
      const step = (schema as { multipleOf?: number }).multipleOf;
      if (step) {
        const places = Math.max(0, -Math.floor(Math.log10(step)));
        return fc
          .integer({ min: Math.ceil(low / step), max: Math.floor(high / step) })
          .map((units) => Number((units * step).toFixed(places)));
      }
      const whole = fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
      if (types[0] === 'integer') return fc.oneof(whole, fc.constantFrom(Math.ceil(low), Math.floor(high)));
      return fc.oneof(whole, fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }));
    }
    case 'string':
      return text(schema);
    case 'array':
      if (depth > 6) return fc.constant([]);
      return fc.array(allowed(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 2)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      if (depth > 6 && required.size === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, allowed(property, depth + 1)])),
        { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
      );
    }
    default:
      return fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.boolean());
  }
}

function text(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 60;
  // Lengths count after trimming, as the document's description says.
  const fits = (value: string) => [...value.trim()].length >= min && [...value].length <= max;
  if (schema.format === 'date' && !schema.pattern) return fc.constantFrom('2026-12-01', '2027-03-15');
  if (schema.format === 'date-time' && !schema.pattern) return fc.constant(new Date().toISOString());
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  const pattern = new RegExp(schema.pattern ?? '');
  const allowedBy = (values: string[]) => values.filter((value) => fits(value) && pattern.test(value));
  const generated = schema.pattern
    ? fc.stringMatching(pattern).filter(fits)
    : fc.string({ minLength: min, maxLength: Math.min(max, 60) }).filter(fits);
  // The edges of what the document allows come often: empty, shortest, longest.
  const edges = allowedBy(['', 'x'.repeat(min), 'x'.repeat(Math.min(max, 500))]);
  const texts = allowedBy(TEXTS);
  return fc.oneof(
    { arbitrary: generated, weight: 2 },
    ...(edges.length ? [{ arbitrary: fc.constantFrom(...edges), weight: 1 }] : []),
    ...(texts.length ? [{ arbitrary: fc.constantFrom(...texts), weight: 1 }] : []),
  );
}

function requestOf(operation: Operation) {
  const parameters = operation.parameters;
  return fc.record({
    values: fc.tuple(
      ...parameters.map((parameter) =>
        parameter.required || parameter.in === 'path'
          ? allowed(parameter.schema)
          : fc.option(allowed(parameter.schema), { nil: undefined }),
      ),
    ),
    body: operation.body
      ? operation.bodyRequired
        ? allowed(operation.body)
        : fc.option(allowed(operation.body), { nil: undefined })
      : fc.constant(undefined),
    accept: operation.produces.length ? fc.constantFrom(...operation.produces) : fc.constant(undefined),
  });
}

/**
 * The refusals a request the document allows may still meet, each for a rule the schema language
 * cannot say: operation id, the refused field (a prefix), and why.
 */
const UNSTATEABLE: { operation: RegExp; field: RegExp; why: string; actor?: string }[] = [
  {
    operation: /./,
    field: /zipCode$|ZipCode$/,
    why: 'a zip code valid for the country named in another field',
  },
  { operation: /./, field: /(^|\.)(phone|mobile|phoneNumber)$/, why: 'a phone number valid for its country' },
  { operation: /Addresses|Address/, field: /^types$/, why: 'the address types agree with the default flags' },
  {
    operation: /^getHolidays$/,
    field: /\.to$/,
    why: 'the end date lies after the start and within 400 days',
  },
  {
    operation: /^getProductsByOriginAndDestination$/,
    field: /ZipCode$/,
    why: 'a zip code valid for the country named in another parameter',
  },
  { operation: /^postZipCodeAreas$/, field: /^(country|query)$/, why: 'a country of the reference data' },
  { operation: /^postAdminCustomers$|^putAdminCustomers/, field: /location$/, why: 'a branch that exists' },
  {
    operation: /^postAdminLocations$|^putAdminLocations/,
    field: /^(gln|ssccCounterMax)$/,
    why: 'a GLN check digit; counter bounds that depend on the company prefix and each other',
  },
  {
    operation: /Webhooks$/,
    field: /^url$/,
    why: 'a URL that parses (the pattern says http or https, no user name)',
  },
  {
    operation: /^postRegistration$/,
    field: /^(emailConfirmation|passwordConfirmation|password|hash)$/,
    why: 'confirmations equal their fields; the password rules are in its description; an invitation link that exists',
  },
  {
    operation: /^(get|post)InvoiceRecipientAddresses|^postTemplatesCargoitems$/,
    field: /^(customerId|ownerCustomerId)$/,
    why: "needed when the user works for more than one customer: depends on the user's customers",
  },
  {
    operation: /^postSftpAccountsByCustomerIdKeys$|^postAdminCustomersByCustomerIdSftpKeys$/,
    field: /^publicKey$/,
    why: 'an SSH public key that parses, of a type the server takes, RSA of 2048 bits or more, once per account and at most ten (the description says so)',
  },
  {
    operation: /Statuses$/,
    field: /^status$/,
    why: "a portal status code or one of the forwarder's own codes the administrators keep (docs/decisions/0236)",
  },
  {
    operation: /JourneyCodes/,
    field: /^(code|reason)$/,
    why: 'a code that is not a portal status code nor in the table already; a reason only with a status that takes one',
  },
  {
    operation: /^putSettingsByName$/,
    field: /^(name|value)$/,
    why: 'the value depends on the setting named in the path',
  },
  {
    operation: /^(post|put)Shipments/,
    field: /^cargoList\.(items|loadingEquipmentType)$|hazmats|dangerousGoods$/,
    why: 'the packages of all items together; equipment with a loading length; dangerous goods from the UN reference list and within the item weight',
  },
  {
    operation: /^(post|put)Shipments/,
    field:
      /^(product\.identifier|shippingTerms\.identifier|cargoList\.items\[\d+\]\.(packingCode|length|width|height)|collectOnDelivery\.value|insuranceValue\.value)$/,
    why: "products, shipping terms and packing codes of the reference data and the route; dimensions some packing codes need; cash on delivery and insurance by the route's countries and the currency's maximum",
  },
  {
    operation: /^(post|put)Shipments/,
    field: /^(shippingDate|deliveryDate|fixDate)$/,
    why: 'dates by the calendar: working days, holidays, and within two months from today',
  },
  {
    operation: /^(post|put)Shipments|^postTemplatesCargoitems$/,
    field: /(^|\.)packingCode$|^deliveryNotes\[\d+\]\.identifier$|^neutralConsignor$|^shippingDateUntil$/,
    why: 'packing codes and delivery notes of the reference data and the product; a neutral consignor for a neutral sender; a window that ends after it starts',
  },
  { operation: /^getShipmentsLabels$/, field: /\.format$/, why: 'ZPL goes with the printer type ZEBRA' },
  {
    operation: /Addresses/,
    field: /^email$/,
    why: 'an address that sends its shipping documents needs an e-mail address',
  },
  {
    operation: /^postShipments$/,
    field: /^emonsCustomerId$/,
    actor: 'admin',
    why: "staff name the customer; a customer's user may leave it out",
  },
  {
    operation: /^(post|put)Shipments/,
    field: /^invoiceRecipient\./,
    why: 'an invoice recipient that is not one of the address book needs its address',
  },
  {
    operation: /Batch|Announcement/,
    field: /^(filter|shipmentNumbers)$/,
    why: 'either the numbers or the filter; shipments that match',
  },
  {
    operation: /PickUpOrder$/,
    field: /^order\.(deliveryDate|clearing\.location)$/,
    why: 'the delivery date after the shipping date; the clearing location when the clearing needs one',
  },
  {
    operation: /^postShipmentsByShipmentNumberStatuses$/,
    field: /^pod(\.fileId)?$/,
    why: 'a proof of delivery goes only with DELIVERED; its file one uploaded for the shipment',
  },
];

describe('the OpenAPI document', () => {
  it('states every rule by which the server refuses a request it allows', async () => {
    const operations = document.operations.filter(
      // The live stream stays open; its media type is checked below. Uploads are not JSON.
      (operation) => !operation.produces.includes('text/event-stream') && operation.bodyMedia.length === 0,
    );
    expect(operations.length).toBeGreaterThan(100);
    const refusals = new Map<string, string>();
    const answered = new Set<string>();
    for (const operation of operations) {
      for (const actor of ACTORS) {
        await fc.assert(
          fc.asyncProperty(requestOf(operation), async ({ values, body, accept }) => {
            let path = operation.path;
            const query = new URLSearchParams();
            const headers: Record<string, string> = {
              authorization: `Bearer ${tokens[actor]}`,
              'accept-language': 'en',
            };
            operation.parameters.forEach((parameter, index) => {
              const value = values[index];
              if (value === undefined || value === null) return;
              const textValue = typeof value === 'string' ? value : JSON.stringify(value);
              if (parameter.in === 'path')
                path = path.replace(`{${parameter.name}}`, encodeURIComponent(textValue));
              else if (parameter.in === 'query') {
                // Form style, exploded: an array is the parameter repeated.
                for (const item of Array.isArray(value) ? value : [value])
                  query.append(parameter.name, typeof item === 'string' ? item : JSON.stringify(item));
              } else headers[parameter.name] = textValue;
            });
            if (accept) headers.accept = accept;
            if (body !== undefined) headers['content-type'] = 'application/json';
            const url = query.size ? `${path}?${query}` : path;
            const response = await portal.app.inject({
              method: operation.method as 'GET',
              url,
              headers,
              ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
            });
            const status = response.statusCode;
            if (status < 300) answered.add(operation.operationId);
            const where = `${operation.operationId} as ${actor}`;
            if (!operation.statuses.has(String(status)) && status < 500 && status >= 300)
              refusals.set(`${where}: ${status} not in the document`, url);
            if (status === 406 || status === 415)
              refusals.set(`${where}: ${status}`, `${url} accept=${accept}`);
            if (status !== 400) return true;
            const problem = response.json() as {
              code?: string;
              errors?: { field: string; defaultMessage: string }[];
            };
            for (const error of problem.errors ?? [{ field: `(${problem.code})`, defaultMessage: '' }]) {
              const known = UNSTATEABLE.some(
                (rule) =>
                  rule.operation.test(operation.operationId) &&
                  rule.field.test(error.field) &&
                  (rule.actor ?? actor) === actor,
              );
              if (!known)
                refusals.set(
                  `${where}: ${error.field} ${error.defaultMessage}`,
                  `${url} ${JSON.stringify(body)?.slice(0, 400)}`,
                );
            }
            return true;
          }),
          { numRuns: RUNS, seed: 34 },
        );
      }
    }
    const found = [...refusals].map(([refusal, example]) => `${refusal}\n    e.g. ${example}`);
    expect(found.join('\n'), `${found.length} refusals the document does not state`).toBe('');
    // The requests reach the handlers: many operations answered one of them with success.
    expect(answered.size / operations.length).toBeGreaterThan(0.3);
  }, 600_000);

  it("takes an empty customer id from a customer's user as not given, as the document allows", async () => {
    const customer = await apiAs(portal, 'customer1');
    const created = await customer.request('POST', '/api/shipments', {
      body: order({ emonsCustomerId: '' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.emonsCustomerId).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('names the event stream as the only answer of the live updates, and 406 for another Accept', () => {
    const stream = document.operations.find((operation) => operation.operationId === 'getEventsStream');
    expect(stream?.produces).toEqual(['text/event-stream']);
    expect(stream?.statuses.has('406')).toBe(true);
  });
});
