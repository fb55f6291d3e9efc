import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

describe('code lists maintained by central administrators', () => {
  it('adds a packaging code, refuses it twice, renames it, and logs both changes', async () => {
    const list = await call('GET', '/api/admin/packagingCodes', 'admin');
    expect(list.status).toBe(200);
    expect(list.body._links.create.href).toMatch(/\/api\/packagingCodes$/);
    expect(list.body._embedded.packagingCodes[0]._links.modify).toBeDefined();

    const added = await call('POST', '/api/packagingCodes', 'admin', { identifier: 'zz', name: 'Zarge' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ identifier: 'ZZ', name: 'Zarge' });
    expect((await call('POST', '/api/packagingCodes', 'admin', { identifier: 'ZZ', name: 'x' })).status).toBe(
      409,
    );
    const renamed = await call('PUT', '/api/packagingCodes/ZZ', 'admin', {
      identifier: 'ZZ',
      name: 'Zargenpalette',
    });
    expect(renamed.status).toBe(200);
    expect((await call('GET', '/api/packagingCodes/ZZ')).body.name).toBe('Zargenpalette');
    const changes = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .select(['action'])
      .where('entity', '=', 'packaging_codes')
      .where('entity_id', '=', 'ZZ')
      .orderBy('id')
      .execute();
    expect(changes.map((change) => change.action)).toEqual(['ADD', 'MOD']);
  });

  it('changes the international flag of an incoterm code and adds a hazmat packaging code', async () => {
    const added = await call('POST', '/api/incotermCodes', 'admin', {
      identifier: 'X1',
      name: 'Frei Lager',
      international: false,
    });
    expect(added.status).toBe(201);
    const changed = await call('PUT', '/api/incotermCodes/X1', 'admin', {
      identifier: 'X1',
      name: 'Frei Lager',
      international: true,
    });
    expect(changed.body.international).toBe(true);
    const hazmat = await call('POST', '/api/hazmatCodes', 'admin', {
      code: 'zz9',
      name: 'Sonderverpackung',
    });
    expect(hazmat.status).toBe(201);
    expect(hazmat.body.code).toBe('ZZ9');
  });

  it('answers every field error at once, 404 for an unknown code, 403 for others', async () => {
    const invalid = await call('POST', '/api/incotermCodes', 'admin', { identifier: 'a-b', name: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'identifier',
      'international',
      'name',
    ]);
    expect((await call('PUT', '/api/hazmatCodes/NOPE', 'admin', { code: 'NOPE', name: 'x' })).status).toBe(
      404,
    );
    expect(
      (await call('POST', '/api/packagingCodes', 'centraladmin', { identifier: 'YY', name: 'y' })).status,
    ).toBe(403);
  });
});
