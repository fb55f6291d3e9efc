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

/**
 * Calls the portal over HTTP with `auth` (a user's or a machine client's bearer token); answers the
 * status, the parsed JSON body, if any, and the headers.
 */
export async function fetchJson(
  portal: TestPortal,
  method: string,
  path: string,
  auth: Record<string, string> = {},
  body?: unknown,
) {
  const response = await fetch(`${portal.url}${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: response bodies are whatever the API sent; the assertions check them
    body: (text ? JSON.parse(text) : undefined) as any,
    headers: response.headers,
  };
}
