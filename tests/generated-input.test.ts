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

/**
 * Every operation of the published OpenAPI document, called with generated requests — values the
 * schema allows, values at and beyond its bounds, and hostile ones (nulls, NUL and control
 * characters, huge numbers and strings, wrong types, missing parts) — as a customer, an
 * administrator and without a token. No request may answer 5xx, and the portal stays responsive.
 */

let portal: TestPortal;
let operations: Operation[] = [];
let resolve: OpenApiDocument['resolve'] = () => ({});
const tokens: Record<string, string | undefined> = {};

const RUNS = Number(process.env.GENERATED_INPUT_RUNS ?? 12);
const ACTORS = ['customer1', 'admin', undefined] as const;

beforeAll(async () => {
  portal = await startTestPortal({ AUTH_RATE_LIMIT: '100000', SIGN_IN_FAILURES: '100000' });
  for (const actor of ACTORS) if (actor) tokens[actor] = await tokenFor(portal, actor);
  ({ operations, resolve } = await readOpenApiDocument(portal));
});
afterAll(() => portal?.stop());

const hostileString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  '\u0007\u001b[31m',
  'M\u0085ller',
  'a\u009bb',
  '\r\n',
  '\ud800',
  "'; drop table events; --",
  '../../etc/passwd',
  'x'.repeat(5000),
  '',
  ' ',
  '9'.repeat(40),
);
const hostileNumber = fc.constantFrom(
  -1,
  0,
  2147483648,
  3_000_000_000,
  -2147483649,
  1e308,
  0.5,
  Number.MAX_SAFE_INTEGER,
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  hostileString,
  hostileNumber,
  fc.constant(true),
  fc.constant([null]),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ a: { b: { c: [null, '\u0000'] } } }),
);

/** A value for `schema`: mostly one it allows (to reach deep), sometimes a bound or a hostile one. */
function arbitraryFor(raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (depth > 6) return fc.constant(null);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf.map(resolve)), depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const allowed = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string': {
        if (schema.format === 'date') return fc.constantFrom('2026-12-01', '2026-02-30', '0000-00-00');
        if (schema.format === 'uuid') return fc.uuid();
        if (schema.format === 'email') return fc.emailAddress();
        const min = schema.minLength ?? 0;
        const max = Math.min(schema.maxLength ?? 40, 200);
        return fc.oneof(
          fc.string({ minLength: min, maxLength: Math.max(min, max) }),
          fc.constant('x'.repeat(Math.max(min, max))),
          fc.constant('x'.repeat(max + 1)),
        );
      }
      case 'integer':
      case 'number':
        return fc.oneof(
          fc.integer({
            min: Math.ceil(schema.minimum ?? -10),
            max: Math.floor(Math.min(schema.maximum ?? 1000, 1e9)),
          }),
          fc.constant(schema.maximum ?? 2147483647),
          fc.constant((schema.maximum ?? 2147483647) + 1),
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(arbitraryFor(schema.items, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      case 'object': {
        const properties = Object.entries(schema.properties ?? {});
        const required = new Set(schema.required ?? []);
        return fc.record(
          Object.fromEntries(properties.map(([name, property]) => [name, arbitraryFor(property, depth + 1)])),
          { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
        );
      }
      default:
        return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
    }
  })();
  return fc.oneof({ arbitrary: allowed, weight: 4 }, { arbitrary: hostile, weight: 1 });
}

const pathValue = fc.oneof(
  fc.constantFrom('1000001', '100001', 'HAM', 'DE', 'customer1', '00000000-0000-4000-8000-000000000000'),
  fc.constantFrom('%00', 'a%00b', '%2e%2e%2f', 'x'.repeat(300), '-1', '99999999999999999999', '%ZZ'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

const queryValue = (schema: Schema | undefined) =>
  fc.oneof(
    arbitraryFor(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
    fc.constantFrom('\u0000', 'a\u0000b', 'x'.repeat(3000), '-1', '1e999', 'id,asc', 'nope,sideways'),
  );

function requestOf(operation: Operation) {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc.record({
    path: fc
      .tuple(...pathParams.map(() => pathValue))
      .map((values) =>
        pathParams.reduce(
          (url, parameter, index) => url.replace(`{${parameter.name}}`, String(values[index])),
          operation.path,
        ),
      ),
    query: fc
      .tuple(...queryParams.map((parameter) => fc.option(queryValue(parameter.schema))))
      .map((values) => {
        const search = new URLSearchParams();
        queryParams.forEach((parameter, index) => {
          const value = values[index];
          if (value !== null && value !== undefined) search.append(parameter.name, String(value));
        });
        return search.toString();
      }),
    body: operation.body ? fc.option(arbitraryFor(operation.body), { freq: 8 }) : fc.constant(undefined),
  });
}

describe('generated requests to every operation', () => {
  it('never answer 5xx or a status the document does not name, as a customer, an administrator or without a token', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const operation of operations) {
      for (const actor of ACTORS) {
        await fc.assert(
          fc.asyncProperty(requestOf(operation), async (request) => {
            const url = request.query ? `${request.path}?${request.query}` : request.path;
            const response = await portal.app.inject({
              method: operation.method as 'GET',
              url,
              headers: {
                ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}),
                ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
            });
            // Every refusal is a problem document, whatever refused it (the router included).
            const problem = String(response.headers['content-type']).startsWith('application/problem+json');
            if (response.statusCode >= 500 || (response.statusCode >= 400 && !problem)) {
              failures.push(
                `${operation.method} ${url} as ${actor ?? 'nobody'} -> ${response.statusCode} ${response.headers['content-type']}: ${JSON.stringify(request.body)?.slice(0, 300)}`,
              );
            }
            return true;
          }),
          { numRuns: RUNS },
        );
      }
    }
    expect(failures.slice(0, 20).join('\n'), `${failures.length} requests answered 5xx or undocumented`).toBe(
      '',
    );
  }, 600_000);

  it('answer a method no operation has with 405, Allow and a problem document, on every path', async () => {
    const failures: string[] = [];
    const paths = [...new Set(operations.map((operation) => operation.path))];
    for (const path of paths) {
      const url = path.replace(/\{[^}]+\}/g, '100001');
      for (const method of ['QUERY', 'PROPFIND', 'PATCH', 'TRACE'] as const) {
        if (operations.some((operation) => operation.path === path && operation.method === method)) continue;
        const response = await portal.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens.customer1}` },
        });
        const problem = String(response.headers['content-type']).startsWith('application/problem+json');
        if (response.statusCode !== 405 || !response.headers.allow || !problem)
          failures.push(`${method} ${url} -> ${response.statusCode} allow=${response.headers.allow}`);
      }
    }
    expect(failures.slice(0, 20).join('\n'), `${failures.length} answers`).toBe('');
  });

  it('answer an upload whatever its file name with a problem document or success, never 5xx', async () => {
    const uploads = operations.filter(
      (operation) => /import|export/.test(operation.path) && operation.method === 'PUT',
    );
    expect(uploads.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const operation of uploads) {
      const url = operation.path.replace(/\{[^}]+\}/g, '100001');
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(hostileString, fc.string({ maxLength: 40 })).map((name) => `${name}.csv`),
          async (fileName) => {
            const boundary = 'generated-input-boundary';
            const payload = Buffer.concat([
              Buffer.from(
                `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName.replace(/["\r\n]/g, '_')}"\r\ncontent-type: text/csv\r\n\r\n`,
              ),
              Buffer.from('name;street;zipCode;city;country\r\nA;B 1;20457;Hamburg;DE\r\n'),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ]);
            const response = await portal.app.inject({
              method: 'PUT',
              url,
              headers: {
                authorization: `Bearer ${tokens.admin}`,
                'content-type': `multipart/form-data; boundary=${boundary}`,
              },
              payload,
            });
            const problem = String(response.headers['content-type']).startsWith('application/problem+json');
            if (response.statusCode >= 500 || (response.statusCode >= 400 && !problem))
              failures.push(`${JSON.stringify(fileName).slice(0, 80)} -> ${response.statusCode}`);
            return true;
          },
        ),
        { numRuns: RUNS * 3 },
      );
    }
    expect(failures.slice(0, 20).join('\n'), `${failures.length} uploads`).toBe('');
  });

  it('leaves the portal answering its liveness probe at once', async () => {
    const started = performance.now();
    const live = await fetch(`${portal.url}/health/live`);
    expect(live.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
