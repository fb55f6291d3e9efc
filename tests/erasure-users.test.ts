import { sql } from 'kysely';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT } from '../contracts/personal-data.ts';
import { hashPassword } from '../services/identity/password.ts';
import { insertUser } from '../services/identity/users.ts';
import { signInWithCodeFlow, webClientOf } from './harness/auth.ts';
import { eventually } from './harness/eventually.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { findInDatabase as findEverywhere, findInRedis } from './harness/search.ts';
import { type Api, apiAs, order } from './shipments-helpers.ts';

/** A portal user whose values occur nowhere else, so a search for them finds only this user. */
const person = {
  username: 'zorbaxquill',
  email: 'zorbax.quillfeather@example.org',
  firstName: 'Zorbaxine',
  lastName: 'Quillfeather',
  phone: '+49 30 5557123',
};
const password = 'Quill-Secret-2026!';
const distinctive = [
  'zorbaxquill',
  'Zorbaxine',
  'Quillfeather',
  'zorbax.quillfeather@example.org',
  '5557123',
];

let portal: TestPortal;
let admin: Api;
let customer1: Api;

beforeAll(async () => {
  portal = await startTestPortal({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  admin = await apiAs(portal, 'admin');
  customer1 = await apiAs(portal, 'customer1');
});
afterAll(async () => {
  await portal?.stop();
});

const signIn = (login: string, secret = password) =>
  signInWithCodeFlow({ ...webClientOf(portal), username: login, password: secret });

async function inRedis(values: string[]) {
  const redis = portal.runtime.redis();
  try {
    return await findInRedis(redis, portal.runtime.config.QUEUE_PREFIX, values);
  } finally {
    redis.disconnect();
  }
}

describe('erasure of a portal user (GDPR Art. 17)', () => {
  it('leaves none of their values in any table or in Redis, while their shipments stay', async () => {
    const { db } = portal.runtime;
    const userId = await insertUser(db, {
      ...person,
      passwordHash: await hashPassword(password),
      roles: ['User'],
      customerIds: ['100001'],
      confirmed: true,
    });
    expect(userId).toBeDefined();
    await db
      .insertInto('registrations')
      .values({
        user_id: userId as string,
        company: JSON.stringify({ name: 'Quillfeather Spedition', contactName: 'Zorbaxine Quillfeather' }),
        language: 'de',
        confirmation_link: 'https://portal.example/registration/confirm?token=x',
      })
      .execute();

    // A wrong password typed with the e-mail address leaves a counter in Redis; then they sign in.
    expect('refused' in (await signIn(person.email, 'wrong-password'))).toBe(true);
    const signedIn = await signIn(person.username);
    if (!('tokens' in signedIn)) throw new Error(`sign-in refused: ${signedIn.refused.status}`);
    const { refresh_token: refreshToken } = signedIn.tokens;
    expect(refreshToken).toBeDefined();
    const user = await apiAs(portal, person.username);

    // Their own copy of every shipping notice, to their own address.
    for (const [name, value] of [
      ['ANNOUNCEMENT_MAIL_ADDRESS', person.email],
      ['ANNOUNCEMENT_SEND_MAIL', 'ON'],
    ] as const) {
      const saved = await user.request('PUT', `/api/settings/${name}`, { body: { name, value } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const announced = await user.request('POST', '/api/shipments', {
      body: { ...order({ orderNumber: 'USER-ERASE-1' }), state: 'CREATE_ANNOUNCEMENT' },
    });
    expect(announced.status, JSON.stringify(announced.body)).toBe(201);
    const announcedNumber = announced.body.shipmentNumber as string;
    // An inquiry carries their name, their text and their attachment.
    const inquiry = await user.request('POST', `/api/shipments/${announcedNumber}/inquiry`, {
      body: {
        inquiryText: 'Bitte Rückruf an Zorbaxine Quillfeather',
        files: [
          {
            fileName: 'quillfeather-pod.pdf',
            contentType: 'application/pdf',
            data: Buffer.from('%PDF-1.4\n% signed by Zorbaxine Quillfeather\n').toString('base64'),
          },
        ],
      },
    });
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(202);
    // A cancellation names them in the mail to the branch.
    const cancelled = await user.request('POST', '/api/shipments', {
      body: order({ orderNumber: 'USER-ERASE-2' }),
    });
    expect(cancelled.status).toBe(201);
    const cancel = await user.request('PUT', `/api/shipments/${cancelled.body.shipmentNumber}`, {
      body: {
        ...order({ orderNumber: 'USER-ERASE-2' }),
        version: cancelled.body.version,
        state: 'CANCELLED',
      },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const commissioned = await user.request('POST', '/api/shipments', {
      body: order({ orderNumber: 'USER-ERASE-3' }),
    });
    const commissionedNumber = commissioned.body.shipmentNumber as string;
    expect(
      (
        await user.request('PUT', `/api/shipments/${commissionedNumber}/commission`, {
          body: order({ orderNumber: 'USER-ERASE-3' }),
        })
      ).status,
    ).toBe(200);
    const loadingList = await user.request('POST', '/api/loadinglists', {
      body: { shipmentNumbers: [commissionedNumber] },
    });
    expect(loadingList.status, JSON.stringify(loadingList.body)).toBe(201);
    // A batch keeps its requester in PostgreSQL and, for a day, in its queued jobs in Redis.
    const batchDraft = await user.request('POST', '/api/shipments', {
      body: order({ orderNumber: 'USER-ERASE-4' }),
    });
    const batch = await user.request('POST', '/api/shipments/batch/commission', {
      body: { shipmentNumbers: [batchDraft.body.shipmentNumber] },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(202);
    await eventually(async () => {
      const state = await user.request('GET', new URL(String(batch.headers.location)).pathname);
      return state.body.state === 'completed' ? true : undefined;
    });
    // Master data they changed, and their own assignment changed by an admin (both in the change log).
    const address = await user.request('POST', '/api/addresses', {
      body: {
        name: 'Nordhafen Lager GmbH',
        street: 'Am Kai 5',
        zipCode: '20457',
        city: 'Hamburg',
        country: 'DE',
        types: ['CONSIGNEE'],
      },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const assigned = await admin.request('PUT', `/api/admin/users/${person.username}`, {
      body: { customerIds: ['100001', '100002'] },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body._links.erasure.href).toMatch(/\/api\/admin\/users\/zorbaxquill\/erasure$/);

    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::integer as n from mailbox_messages
        where raw like ${'%zorbax.quillfeather@example.org%'}
      `.execute(db);
      return (rows[0]?.n ?? 0) > 0 ? true : undefined;
    });
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::integer as n from mailbox_messages
        where raw like ${`%${cancelled.body.shipmentNumber}%`} and raw ilike ${'%storno%'}
      `.execute(db);
      return (rows[0]?.n ?? 0) > 0 ? true : undefined;
    });
    const before = await findEverywhere(db, distinctive);
    expect(before.some((hit) => hit.startsWith('public.events:'))).toBe(false);
    for (const table of [
      'public.users',
      'public.registrations',
      'public.personal_settings',
      'public.masterdata_changes',
      'public.loading_lists',
      'public.mailbox_messages',
      'public.shipment_batches',
      'public.mail_attachments',
    ])
      expect(
        before.some((hit) => hit.startsWith(`${table}:`)),
        `${table} in ${before.join(', ')}`,
      ).toBe(true);
    // Sessions, grants and tokens name the account by its id.
    const sessionsOf = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::integer as n from oidc_models where position(${userId} in payload::text) > 0
        `.execute(db)
      ).rows[0]?.n;
    expect(await sessionsOf()).toBeGreaterThan(0);
    const redisBefore = await inRedis([person.email, '5557123']);
    expect(redisBefore.some((hit) => hit.includes('failed-sign-ins'))).toBe(true);
    expect(redisBefore.some((hit) => hit.includes('shipment-batch-items') && hit.endsWith('5557123'))).toBe(
      true,
    );

    // Only admins erase users, and nobody their own.
    for (const other of ['customer1', 'branchadmin', 'centraladmin', 'auditor']) {
      const refused = await (await apiAs(portal, other)).request(
        'POST',
        `/api/admin/users/${person.username}/erasure`,
      );
      expect(refused.status, other).toBe(403);
    }
    const own = await admin.request('POST', '/api/admin/users/admin/erasure');
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('user.erase-self');
    expect((await admin.request('GET', '/api/admin/users/admin')).body._links.erasure).toBeUndefined();

    const erasure = await admin.request('POST', `/api/admin/users/${person.username}/erasure`);
    expect(erasure.status, JSON.stringify(erasure.body)).toBe(200);
    expect(erasure.body).toMatchObject({ personalSettings: 2, registrations: 1 });
    expect(erasure.body.mails).toBeGreaterThanOrEqual(3);
    expect(erasure.body.signIns).toBeGreaterThan(0);
    expect(erasure.body.changes).toBeGreaterThanOrEqual(2);
    expect(erasure.body.records).toBeGreaterThanOrEqual(2);

    expect(await findEverywhere(db, distinctive)).toEqual([]);
    expect(await inRedis(distinctive)).toEqual([]);
    expect(await sessionsOf()).toBe(0);

    // The shipments keep their facts; the audit log names the author as erased.
    const read = await customer1.request('GET', `/api/shipments/${announcedNumber}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      state: 'ANNOUNCED',
      orderNumber: 'USER-ERASE-1',
      sender: { name: 'Müller Maschinenbau GmbH' },
      consignee: { name: 'Schmidt Werkzeugbau GmbH' },
      cargoList: { items: [{ weight: 480, colliQty: 2 }] },
    });
    const audit = await customer1.request('GET', `/api/shipments/${announcedNumber}/auditLog`);
    expect(audit.status).toBe(200);
    const authored = (
      audit.body._embedded.auditEntries as { userFullname?: string; userLogin?: string }[]
    ).filter((entry) => entry.userLogin !== undefined);
    expect(authored.length).toBeGreaterThan(0);
    for (const entry of authored)
      expect(entry).toMatchObject({ userFullname: ERASED_TEXT, userLogin: ERASED_TEXT });
    const list = await customer1.request('GET', `/api/shipments?size=100`);
    expect(JSON.stringify(list.body)).toContain(announcedNumber);
    expect(JSON.stringify(list.body)).toContain(commissionedNumber);

    const changes = await sql<{ action: string; modifications: Record<string, unknown> }>`
      select action, modifications from masterdata_changes where entity = 'dataSubject'
    `.execute(db);
    expect(changes.rows).toEqual([
      { action: 'DEL', modifications: expect.objectContaining({ kind: 'user', registrations: 1 }) },
    ]);

    // Signed out for good: no new sign-in, no refreshed token, the old token answers 401.
    expect('refused' in (await signIn(person.username))).toBe(true);
    const discovery = await fetch(`${webClientOf(portal).issuer}/.well-known/openid-configuration`);
    const { token_endpoint: tokenEndpoint } = (await discovery.json()) as { token_endpoint: string };
    const refreshed = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken as string,
        client_id: webClientOf(portal).clientId,
      }).toString(),
    });
    expect(refreshed.status).toBe(400);
    expect((await user.request('GET', '/api/user')).status).toBe(401);

    // The user is gone: erasing again finds nobody.
    expect((await admin.request('POST', `/api/admin/users/${person.username}/erasure`)).status).toBe(404);
  });

  it('names an erased administrator [erased] on API clients, webhooks, SFTP keys and the SFTP switch', async () => {
    const { db } = portal.runtime;
    await insertUser(db, {
      username: 'quastorffw',
      email: 'wendelina.quastorff@example.org',
      firstName: 'Wendelina',
      lastName: 'Quastorff',
      phone: '',
      passwordHash: await hashPassword(password),
      roles: ['Admin'],
      customerIds: [],
      confirmed: true,
    });
    const staff = await apiAs(portal, 'quastorffw');
    const values = ['quastorffw', 'Wendelina', 'Quastorff'];
    const client = await staff.request('POST', '/api/admin/customers/100001/apiClients', {
      body: { name: 'ERP', scopes: ['shipments:read'] },
    });
    expect(client.status, JSON.stringify(client.body)).toBe(201);
    const revoked = await staff.request(
      'DELETE',
      `/api/admin/customers/100001/apiClients/${client.body.clientId}`,
    );
    expect(revoked.status).toBe(204);
    const webhook = await staff.request('POST', '/api/admin/customers/100001/webhooks', {
      body: { url: 'http://127.0.0.1:9/hook', events: ['shipment.announced'] },
    });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    const key = await staff.request('POST', '/api/admin/customers/100001/sftpKeys', {
      body: { publicKey: ssh2.utils.generateKeyPairSync('ed25519').public, label: 'ERP upload' },
    });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    for (const enabled of [true, false]) {
      const switched = await staff.request('PUT', '/api/admin/services/sftp/status', { body: { enabled } });
      expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    }
    expect((await admin.request('GET', '/api/admin/services/sftp/status')).body.changedBy).toBe('quastorffw');

    const before = await findEverywhere(db, values);
    // Who switched the SFTP processing is sealed under the user like their login.
    expect(before.some((hit) => hit.startsWith('public.events:'))).toBe(false);
    for (const table of ['public.api_clients', 'public.webhook_subscriptions', 'public.sftp_public_keys'])
      expect(
        before.some((hit) => hit.startsWith(`${table}:`)),
        `${table} in ${before.join(', ')}`,
      ).toBe(true);

    const erasure = await admin.request('POST', '/api/admin/users/quastorffw/erasure');
    expect(erasure.status, JSON.stringify(erasure.body)).toBe(200);
    expect(erasure.body.records).toBe(4);
    expect(await findEverywhere(db, values)).toEqual([]);
    expect((await admin.request('GET', '/api/admin/services/sftp/status')).body).toMatchObject({
      enabled: false,
      changedBy: ERASED_TEXT,
    });
    const clients = await admin.request('GET', '/api/admin/customers/100001/apiClients');
    expect(JSON.stringify(clients.body)).toContain(`"createdBy":"${ERASED_TEXT}"`);
    const keys = await admin.request('GET', '/api/admin/customers/100001/sftpKeys');
    expect(keys.body._embedded.sftpKeys).toMatchObject([{ label: 'ERP upload', createdBy: ERASED_TEXT }]);
  });
});
