import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortValues } from '../contracts/hal.ts';
import { webhookEventTypes } from '../contracts/integrations.ts';
import { NO_CONTROL_CHARACTERS_PATTERN } from '../contracts/rules/text.ts';
import { shipmentSortProperties } from '../contracts/shipment/list.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

interface Parameter {
  name: string;
  in: string;
  schema: { anyOf?: { enum?: string[]; items?: { enum?: string[] } }[] };
}
interface Response {
  description: string;
  content?: Record<string, { schema: { $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let portal: TestPortal;
let source: string;
let document: Document;
beforeAll(async () => {
  portal = await startTestPortal();
  const response = await portal.app.inject({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  source = response.body;
  document = response.json();
});
afterAll(() => portal?.stop());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
const operation = (method: string, path: string) => {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
const PROBLEM = { $ref: '#/components/schemas/Problem' };
const describeProblem = (problem: NormalizedProblem) =>
  `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`;

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, config });
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
    // What is left: the portal publishes no licence, and a public read without input has no 4xx to document.
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    for (const warning of warnings) {
      expect(['info-license', 'operation-4xx-response'], describeProblem(warning)).toContain(warning.ruleId);
      if (warning.ruleId !== 'operation-4xx-response') continue;
      const [, path = '', method = ''] =
        /^#\/paths\/([^/]+)\/(\w+)\//.exec(warning.location[0]?.pointer ?? '') ?? [];
      const read = operation(method, path.replaceAll('~1', '/'));
      expect(read.security, describeProblem(warning)).toEqual([]);
      expect(read.parameters ?? [], describeProblem(warning)).toEqual([]);
    }
  });

  it('names every operation uniquely, with a summary and a tag', () => {
    const all = operations();
    for (const { key, operation } of all) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags?.length, key).toBeGreaterThan(0);
    }
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('marks the public routes public and every other one as needing a bearer token', () => {
    const routes = portal.app.identity.routes.filter((route) => /^\/api(\/|$)/.test(route.url));
    expect(routes.filter((route) => route.access === 'public').length).toBeGreaterThan(20);
    for (const route of routes) {
      const documented = operation(route.method, route.url.replace(/:(\w+)/g, '{$1}'));
      const key = `${route.method} ${route.url}`;
      expect(documented.security, key).toEqual(route.access === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  it('documents its errors as problem documents, 401 on every route that needs a sign-in', () => {
    for (const { key, operation } of operations()) {
      expect(operation.responses.default?.content?.['application/problem+json']?.schema, key).toEqual(
        PROBLEM,
      );
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^4\d\d$/.test(status)) continue;
        expect(response.content?.['application/problem+json']?.schema, `${key} ${status}`).toEqual(PROBLEM);
      }
      if (operation.security?.length) expect(Object.keys(operation.responses), key).toContain('401');
    }
    const save = operation('PUT', '/api/shipments/{shipmentNumber}');
    expect(Object.keys(save.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '412', '413', '415']),
    );
    expect(save.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toContain(
      'header if-match',
    );
    expect(Object.keys(operation('POST', '/api/registration').responses)).toContain('429');
    expect(Object.keys(operation('POST', '/api/admin/users/{username}/erasure').responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409', '503']),
    );
  });

  it("lists the shipment list's sort values as an enum", () => {
    const sort = operation('GET', '/api/shipments').parameters?.find(
      (parameter) => parameter.name === 'sort',
    );
    const single = sort?.schema.anyOf?.find((variant) => variant.enum);
    const repeated = sort?.schema.anyOf?.find((variant) => variant.items);
    expect(single?.enum).toEqual(sortValues(shipmentSortProperties));
    expect(repeated?.items?.enum).toEqual(sortValues(shipmentSortProperties));
    expect(single?.enum).toContain('shippingDate,desc');
  });

  it('states the values the server takes: address types, label resolutions', () => {
    const parameter = (method: string, path: string, name: string) =>
      (operation(method, path).parameters ?? []).find((candidate) => candidate.name === name) as
        | { schema: { pattern?: string; anyOf?: { const?: unknown; enum?: unknown[] }[]; enum?: unknown[] } }
        | undefined;
    const types = parameter('GET', '/api/addresses', 'type')?.schema.pattern;
    expect(types).toBeDefined();
    const pattern = new RegExp(types as string);
    expect(pattern.test('SENDER,CONSIGNEE')).toBe(true);
    expect(pattern.test('SENDER,NOBODY')).toBe(false);
    const dpi = parameter('GET', '/api/shipments/labels', 'dpi')?.schema;
    const values = dpi?.enum ?? dpi?.anyOf?.flatMap((variant) => variant.enum ?? [variant.const]);
    expect(values).toEqual(['203', '300']);
  });

  it('states the control-character rule on the free texts of requests, and the path limit', () => {
    const rule = new RegExp(NO_CONTROL_CHARACTERS_PATTERN);
    const body = operation('POST', '/api/shipments').requestBody as {
      content: Record<string, { schema: { $ref: string } }>;
    };
    const name = body.content['application/json']?.schema.$ref.split('/').at(-1) as string;
    const schemas = (document as unknown as { components: { schemas: Record<string, unknown> } }).components
      .schemas;
    const shipment = schemas[name] as { properties: Record<string, { pattern?: string }> };
    expect(shipment.properties.orderNumber?.pattern).toBe(NO_CONTROL_CHARACTERS_PATTERN);
    expect(rule.test('Order\u0007 7')).toBe(false);
    const username = (operation('GET', '/api/admin/users/{username}').parameters ?? []).find(
      (parameter) => parameter.name === 'username',
    ) as { schema: { pattern?: string } } | undefined;
    expect(username?.schema.pattern).toBe(NO_CONTROL_CHARACTERS_PATTERN);
    expect(Object.keys(operation('GET', '/api/admin/users/{username}').responses ?? {})).toContain('414');
  });

  it('gives documents and files their media types', () => {
    const mediaTypes = (method: string, path: string) =>
      Object.keys(operation(method, path).responses['200']?.content ?? {});
    expect(mediaTypes('GET', '/api/shipments/labels')).toEqual(['application/pdf', 'application/x-zpl']);
    const labelQuery = (operation('GET', '/api/shipments/labels').parameters ?? []) as { name: string }[];
    expect(labelQuery.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['format', 'dpi']));
    expect(mediaTypes('GET', '/api/loadinglists/{id}')).toEqual(['application/pdf']);
    expect(mediaTypes('POST', '/api/shipments/{shipmentNumber}/pickUpOrder')).toEqual(['application/pdf']);
    expect(mediaTypes('GET', '/api/shipments.xlsx')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(mediaTypes('GET', '/api/admin/customers/{customerId}/addresses/export')).toEqual(['text/vcard']);
    expect(mediaTypes('GET', '/api/admin/mailbox/{id}')).toEqual(['message/rfc822']);
    expect(mediaTypes('GET', '/api/mails/{mailId}/attachments/{attachmentId}')).toEqual([
      'application/octet-stream',
    ]);
    const upload = operation('PUT', '/api/admin/customers/{customerId}/addresses/export').requestBody;
    expect(Object.keys(upload?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('documents 204 without a body for every DELETE', () => {
    const deletes = operations().filter(({ method }) => method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(5);
    for (const { key, operation } of deletes) {
      expect(operation.responses['204'], key).toEqual({ description: expect.any(String) });
      expect(operation.responses['200'], key).toBeUndefined();
    }
  });

  it("describes the webhooks' payloads and their signature header", () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([...webhookEventTypes].sort());
    const announced = document.webhooks['shipment.announced']?.post;
    expect(announced?.requestBody?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ShipmentAnnouncedEvent' } },
    });
    expect(announced?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toContain(
      'header Portal-Signature',
    );
    expect(document.components.schemas).toHaveProperty('ShipmentCargoListCreatedEvent');
  });

  it('names the main schemas once and refers to them', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Shipment',
        'ShipmentPayload',
        'Problem',
        'Address',
        'AddressPayload',
        'InvoiceRecipientAddress',
        'CargoItemTemplate',
        'MailPersistenceEvent',
        'BatchJob',
      ]),
    );
    expect(operation('GET', '/api/shipments/{shipmentNumber}').responses['200']?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Shipment' } },
    });
    expect(operation('POST', '/api/shipments').requestBody?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ShipmentPayload' } },
    });
    // An unused one would be a no-unused-components warning of the linter above.
  });
});
