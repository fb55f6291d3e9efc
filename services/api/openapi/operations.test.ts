import { describe, expect, it } from 'vitest';
import {
  accessNoteOf,
  operationIdOf,
  problemStatusesOf,
  type RouteShape,
  summaryOf,
  tagOf,
} from './operations.ts';

const route = (shape: Partial<RouteShape>): RouteShape => ({
  method: 'GET',
  url: '/api/things',
  access: 'authenticated',
  params: false,
  querystring: false,
  body: false,
  headers: [],
  multipart: false,
  rateLimited: false,
  declared: [],
  ...shape,
});

describe('the operation id', () => {
  it('is the method and the path in camelCase, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/shipments')).toBe('getShipments');
    expect(operationIdOf('GET', '/api/shipments/:shipmentNumber/auditLog')).toBe(
      'getShipmentsByShipmentNumberAuditLog',
    );
    expect(operationIdOf('DELETE', '/api/admin/customers/:customerId/members/:username')).toBe(
      'deleteAdminCustomersByCustomerIdMembersByUsername',
    );
    expect(operationIdOf('GET', '/api/shipments.xlsx')).toBe('getShipmentsXlsx');
    expect(operationIdOf('GET', '/api/customer-data')).toBe('getCustomerData');
    expect(operationIdOf('GET', '/health/live')).toBe('getHealthLive');
  });
});

describe('the derived summary and tag', () => {
  it('read the path as words', () => {
    expect(summaryOf('GET', '/api/shipments/:shipmentNumber/auditLog')).toBe(
      'Get shipments by shipment number audit log',
    );
    expect(summaryOf('DELETE', '/api/admin/users/:username')).toBe(
      'Delete users by username (administration)',
    );
  });

  it('tag a route by its first segment', () => {
    expect(tagOf('/api/invoiceRecipientAddresses/:id')).toBe('invoiceRecipientAddresses');
    expect(tagOf('/api/admin/mailbox')).toBe('administration');
    expect(tagOf('/api/customer-data')).toBe('customerData');
  });
});

describe('the access note', () => {
  it('names who may call the operation', () => {
    expect(accessNoteOf('GET', 'public')).toMatch(/^Public/);
    expect(accessNoteOf('GET', 'authenticated')).toBe('Any signed-in user.');
    expect(accessNoteOf('PUT', ['User', 'Admin'])).toBe(
      'Signed-in users with one of the role kinds User, Admin. Auditors only read, so they get 403.',
    );
  });
});

describe('the problem statuses', () => {
  it('of a public read without input: none', () => {
    expect(problemStatusesOf(route({ access: 'public' }))).toEqual([]);
  });

  it('of a public lookup by key: invalid input and not found', () => {
    expect(
      problemStatusesOf(route({ access: 'public', url: '/api/countries/:alpha2Code', params: true })),
    ).toEqual([400, 404, 414]);
  });

  it('of a signed-in read: 401, and 403 only with roles', () => {
    expect(problemStatusesOf(route({ querystring: true }))).toEqual([400, 401]);
    expect(problemStatusesOf(route({ access: ['Admin'] }))).toEqual([401, 403]);
  });

  it('of a command on a shipment: conflicts, If-Match and body limits', () => {
    const statuses = problemStatusesOf(
      route({
        method: 'PUT',
        url: '/api/shipments/:shipmentNumber',
        access: ['User', 'Admin'],
        params: true,
        body: true,
        headers: ['if-match'],
      }),
    );
    expect(statuses).toEqual([400, 401, 403, 404, 409, 412, 413, 414, 415]);
  });

  it('of a write elsewhere: no 409 unless declared', () => {
    const put = route({ method: 'PUT', url: '/api/addresses/:id', params: true, body: true });
    expect(problemStatusesOf(put)).toEqual([400, 401, 403, 404, 413, 414, 415]);
    expect(problemStatusesOf({ ...put, declared: [409] })).toContain(409);
  });

  it('of an upload and of a rate-limited public form', () => {
    expect(problemStatusesOf(route({ method: 'PUT', multipart: true }))).toEqual([400, 401, 403, 413, 415]);
    expect(
      problemStatusesOf(route({ method: 'POST', access: 'public', body: true, rateLimited: true })),
    ).toEqual([400, 413, 415, 429]);
  });
});
