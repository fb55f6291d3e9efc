import { authHeader } from './auth.ts';
import type { TestPortal } from './portal.ts';

/** A method, URL, seeded user (none: anonymous) and JSON payload of one API call. */
export type CallArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  username?: string,
  payload?: object,
];

/** Calls the portal's API through app.inject; answers the status and the parsed JSON body, if any. */
export async function callAs(portal: TestPortal, ...[method, url, username, payload]: CallArgs) {
  const headers = username ? await authHeader(portal, username) : {};
  const response = await portal.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

/** The path of an entity's self link, to call it again through app.inject. */
export const pathOf = (entity: { _links: { self: { href: string } } }) =>
  new URL(entity._links.self.href).pathname;
