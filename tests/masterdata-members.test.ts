import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './harness/auth.ts';
import { type CallArgs, callAs, pathOf } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);
const usernames = (body: { _embedded: { users: { username: string }[] } }) =>
  body._embedded.users.map((user) => user.username);

const userChanges = (username: string) =>
  portal.runtime.db
    .selectFrom('masterdata_changes')
    .select(['action', 'user_login', 'modifications'])
    .where('entity', '=', 'user')
    .where('entity_id', '=', username)
    .orderBy('id')
    .execute();

// The tests build on each other: customer2 (of 100002) joins 100001, moves there, and is deleted.
describe('customer members', () => {
  it('searches users from three characters on, by name, e-mail or username', async () => {
    const short = await call('GET', '/api/admin/users?query=no', 'branchadmin');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ field: 'querystring.query', defaultMessage: expect.any(String) }]);

    const byLastName = await call('GET', '/api/admin/users?query=nov', 'branchadmin');
    expect(byLastName.status).toBe(200);
    expect(byLastName.body._embedded.users).toEqual([
      expect.objectContaining({
        username: 'customer2',
        email: 'customer2@novak-logistika.example',
        firstName: 'Petr',
        lastName: 'Novák',
        customerIds: ['100002'],
      }),
    ]);
    // Only central admins may delete users.
    expect(byLastName.body._embedded.users[0]._links.delete).toBeUndefined();
    const byMail = await call('GET', '/api/admin/users?query=MUELLER-maschinenbau', 'admin');
    expect(usernames(byMail.body)).toEqual(['customer1']);
    expect(byMail.body._embedded.users[0]._links.delete).toBeDefined();
    expect(byMail.body.page).toMatchObject({ totalElements: 1, number: 0 });

    expect((await call('GET', '/api/admin/users?query=customer', 'customer1')).status).toBe(403);
  });

  it('lists the members of a customer and links them from the customer', async () => {
    const customer = await call('GET', '/api/admin/customers/100001', 'branchadmin');
    const members = await call(
      'GET',
      pathOf({ _links: { self: customer.body._links.members } }),
      'branchadmin',
    );
    expect(members.status).toBe(200);
    expect(usernames(members.body)).toEqual(['customer1']);
    expect(members.body._embedded.users[0]._links.unassign.href).toMatch(
      /\/api\/admin\/customers\/100001\/members\/customer1$/,
    );
  });

  it('keeps a branch admin to the customers of their own branch', async () => {
    expect((await call('GET', '/api/admin/customers/100002/members', 'branchadmin')).status).toBe(404);
    const assign = await call('PUT', '/api/admin/customers/100002/members/customer1', 'branchadmin', {});
    expect(assign.status).toBe(404);
    const unassign = await call('DELETE', '/api/admin/customers/100002/members/customer2', 'branchadmin');
    expect(unassign.status).toBe(404);
    expect((await call('GET', '/api/admin/customers/100002/members', 'centraladmin')).status).toBe(200);
    expect((await call('GET', '/api/admin/customers/100001/members', 'customer1')).status).toBe(403);
  });

  it('assigns a user to a second customer once, and the user then works for it', async () => {
    const assigned = await call('PUT', '/api/admin/customers/100001/members/customer2', 'branchadmin', {});
    expect(assigned.status).toBe(200);
    expect(assigned.body.customerIds).toEqual(['100001', '100002']);

    const twice = await call('PUT', '/api/admin/customers/100001/members/customer2', 'branchadmin', {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('user.already-assigned');
    expect((await call('PUT', '/api/admin/customers/100001/members/nobody', 'branchadmin')).status).toBe(404);

    const members = await call('GET', '/api/admin/customers/100001/members', 'branchadmin');
    expect(usernames(members.body)).toEqual(['customer1', 'customer2']);
    expect((await call('GET', '/api/user', 'customer2')).body.customerIds).toEqual(['100001', '100002']);
    expect(await userChanges('customer2')).toEqual([
      { action: 'MOD', user_login: 'branchadmin', modifications: { customerIds: ['100001', '100002'] } },
    ]);
  });

  it('unassigns a user, and replaces all assignments when asked', async () => {
    expect(
      (await call('DELETE', '/api/admin/customers/100001/members/customer2', 'branchadmin')).status,
    ).toBe(204);
    expect(
      (await call('DELETE', '/api/admin/customers/100001/members/customer2', 'branchadmin')).status,
    ).toBe(404);
    expect((await call('GET', '/api/user', 'customer2')).body.customerIds).toEqual(['100002']);

    // A branch admin's "replace" drops only customers of their own branch: customer2 keeps Prague's.
    const branchReplace = await call('PUT', '/api/admin/customers/100001/members/customer2', 'branchadmin', {
      replaceAssignments: true,
    });
    expect(branchReplace.status).toBe(200);
    expect(branchReplace.body.customerIds).toEqual(['100001', '100002']);
    expect((await call('GET', '/api/user', 'customer2')).body.customerIds).toEqual(['100001', '100002']);
    expect(
      (await call('DELETE', '/api/admin/customers/100001/members/customer2', 'branchadmin')).status,
    ).toBe(204);

    const replaced = await call('PUT', '/api/admin/customers/100001/members/customer2', 'centraladmin', {
      replaceAssignments: true,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.customerIds).toEqual(['100001']);
    expect((await call('GET', '/api/customer-data', 'customer2')).body.customerId).toBe('100001');
    const formerMembers = await call('GET', '/api/admin/customers/100002/members', 'centraladmin');
    expect(usernames(formerMembers.body)).toEqual([]);
    expect((await userChanges('customer2')).map((change) => change.modifications)).toEqual([
      { customerIds: ['100001', '100002'] },
      { customerIds: ['100002'] },
      { customerIds: ['100001', '100002'] },
      { customerIds: ['100002'] },
      { customerIds: ['100001'] },
    ]);
  });

  it('lets only central admins delete a user, never their own', async () => {
    expect((await call('DELETE', '/api/admin/users/customer2', 'centraladmin')).status).toBe(403);
    const own = await call('DELETE', '/api/admin/users/admin', 'admin');
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('user.delete-self');

    const token = await tokenFor(portal, 'customer2');
    expect((await call('DELETE', '/api/admin/users/customer2', 'admin')).status).toBe(204);
    expect((await call('DELETE', '/api/admin/users/customer2', 'admin')).status).toBe(404);
    expect((await call('GET', '/api/admin/users/customer2', 'admin')).status).toBe(404);
    const members = await call('GET', '/api/admin/customers/100001/members', 'admin');
    expect(usernames(members.body)).toEqual(['customer1']);
    const signedIn = await portal.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(401);
    expect((await userChanges('customer2')).at(-1)).toMatchObject({ action: 'DEL', user_login: 'admin' });
  });
});
