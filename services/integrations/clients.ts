import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { JWTPayload } from 'jose';
import { type Principal, READ_METHODS } from '../../contracts/access.ts';
import {
  type ApiClientInput,
  type ApiClientScope,
  apiClientInputSchema,
  apiClientScopes,
} from '../../contracts/integrations.ts';
import { type Actor, assertCustomerAccess } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import { findCustomer } from '../masterdata/index.ts';
import type { ApiClientRow } from './tables.ts';

/** Machine clients' ids start so; the web app's and other clients' ids never do. */
export const MACHINE_CLIENT_PREFIX = 'mc_';
const HASH_PREFIX = 'sha256:';

/**
 * The secret is 256 random bits, so one SHA-256 is as good as a slow password hash against guessing
 * and keeps the token endpoint cheap (docs/decisions/0109).
 */
export function hashClientSecret(secret: string): string {
  return `${HASH_PREFIX}${createHash('sha256').update(secret).digest('hex')}`;
}

/** Compares a presented secret with a stored hash in constant time. */
export function clientSecretMatches(stored: string, presented: string): boolean {
  if (!stored.startsWith(HASH_PREFIX)) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashClientSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The registration of a live machine client as the OpenID provider reads it; revoked ones are unknown. */
export async function machineClientMetadata(db: Db, clientId: string) {
  if (!clientId.startsWith(MACHINE_CLIENT_PREFIX)) return undefined;
  const row = await db
    .selectFrom('api_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    client_id: row.client_id,
    client_secret: row.secret_hash,
    client_name: row.name,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
    scope: row.scopes.join(' '),
  };
}

/** Whether a verified access token is a machine client's (client credentials: its subject is the client). */
export function isMachineClientToken(payload: JWTPayload): boolean {
  const clientId = payload.client_id;
  return (
    typeof clientId === 'string' && clientId.startsWith(MACHINE_CLIENT_PREFIX) && payload.sub === clientId
  );
}

/**
 * The principal of a machine client's token: a user of its one customer, with the scopes both the
 * token and the client still hold. A revoked client has none, so its tokens stop working at once.
 */
export async function machineClientPrincipal(db: Db, payload: JWTPayload): Promise<Principal | undefined> {
  const clientId = String(payload.client_id);
  const row = await db
    .selectFrom('api_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const granted = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
  return {
    subject: clientId,
    username: clientId,
    email: '',
    firstName: '',
    lastName: row.name,
    fullName: row.name,
    phone: '',
    roles: ['User'],
    customerIds: [row.customer_id],
    client: { clientId, scopes: row.scopes.filter((scope) => granted.includes(scope)) },
  };
}

/** The routes of the shipment API: shipments, their documents and batches. */
const SHIPMENT_API = /^\/api\/(shipments|loadinglists|batches)([/.]|$)/;

/** The routes that report a shipment's journey. */
const STATUS_REPORTS = /^\/api\/shipments\/:shipmentNumber\/statuses$/;

/**
 * What a machine client may call: the shipment API only, reading with `shipments:read`, reporting
 * journey statuses with `status:write`, every other method with `shipments:write`.
 */
export function machineClientMayCall(scopes: readonly string[], method: string, routeUrl: string): boolean {
  if (!SHIPMENT_API.test(routeUrl)) return false;
  const reading = READ_METHODS.includes(method.toUpperCase());
  const needed: ApiClientScope = reading
    ? 'shipments:read'
    : STATUS_REPORTS.test(routeUrl)
      ? 'status:write'
      : 'shipments:write';
  return scopes.includes(needed);
}

/**
 * A machine client with `status:write` reports journey statuses as the forwarder's staff do, on
 * routes that declare administrators' roles only: its scope stands in for the role.
 */
export function machineClientReportsStatuses(scopes: readonly string[], method: string, routeUrl: string) {
  return method.toUpperCase() === 'POST' && STATUS_REPORTS.test(routeUrl) && scopes.includes('status:write');
}

function clientFromRow(row: ApiClientRow) {
  return {
    clientId: row.client_id,
    customerId: row.customer_id,
    name: row.name,
    scopes: row.scopes.filter((scope): scope is ApiClientScope =>
      (apiClientScopes as readonly string[]).includes(scope),
    ),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}
export type ApiClientRecord = ReturnType<typeof clientFromRow>;

/** The customer exists and is within the administrator's scope, else 404. */
export async function assertAdministeredCustomer(db: Db, actor: Actor, customerId: string): Promise<void> {
  await assertCustomerAccess(db, actor.principal, customerId);
  if (!(await findCustomer(db, customerId))) throw new NotFoundError();
}

export async function listApiClients(db: Db, actor: Actor, customerId: string): Promise<ApiClientRecord[]> {
  await assertAdministeredCustomer(db, actor, customerId);
  const rows = await db
    .selectFrom('api_clients')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('client_id')
    .execute();
  return rows.map(clientFromRow);
}

/** Creates a machine client of the customer; the answer carries its secret, which is kept only as a hash. */
export async function createApiClient(
  db: Db,
  actor: Actor,
  customerId: string,
  input: ApiClientInput,
): Promise<ApiClientRecord & { clientSecret: string }> {
  await assertAdministeredCustomer(db, actor, customerId);
  const { name, scopes } = apiClientInputSchema.parse(input);
  const clientSecret = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('api_clients')
    .values({
      client_id: `${MACHINE_CLIENT_PREFIX}${randomBytes(12).toString('hex')}`,
      customer_id: customerId,
      name,
      scopes,
      secret_hash: hashClientSecret(clientSecret),
      created_at: actor.now,
      created_by: actor.principal.username,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...clientFromRow(row), clientSecret };
}

/** Revokes a client: the token endpoint no longer knows it and its tokens are refused. Idempotent. */
export async function revokeApiClient(
  db: Db,
  actor: Actor,
  customerId: string,
  clientId: string,
): Promise<void> {
  await assertAdministeredCustomer(db, actor, customerId);
  const row = await db
    .selectFrom('api_clients')
    .select(['client_id', 'revoked_at'])
    .where('client_id', '=', clientId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  if (row.revoked_at) return;
  await db
    .updateTable('api_clients')
    .set({ revoked_at: actor.now, revoked_by: actor.principal.username })
    .where('client_id', '=', clientId)
    .execute();
}
