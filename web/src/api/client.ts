import type { Problem } from '../../../contracts/problem.ts';
import { PROBLEM_CONTENT_TYPE } from '../../../contracts/problem-values.ts';
import { problemDocumentOf } from './problem.ts';

/** A failed API call, carrying the server's problem document (or one built from the bare response). */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

export interface ApiClientContext {
  /** Prefix of every path; empty in the browser, where the API shares the page's origin. */
  baseUrl: string;
  accessToken: () => string | undefined;
  /** Gets a fresh access token (refresh token grant) when the API refused the current one; undefined if none. */
  renewAccessToken: () => Promise<string | undefined>;
  language: () => string;
}

let context: ApiClientContext = {
  baseUrl: '',
  accessToken: () => undefined,
  renewAccessToken: async () => undefined,
  language: () => 'en',
};

/** Wires the token source and the UI language in once at start-up, so no call site passes them. */
export function configureApiClient(next: Partial<ApiClientContext>): void {
  context = { ...context, ...next };
}

/** Raw bodies that are not problem documents are cut to this length for the error dialog. */
const RAW_DETAIL_LIMIT = 500;

/** Turns a failed response into a problem document: the server's own when it sent one, else a synthetic one. */
export async function problemFromResponse(
  response: Response,
  method: string,
  path: string,
): Promise<Problem> {
  const text = await response.text().catch(() => '');
  const fallback: Problem = {
    type: 'about:blank',
    status: response.status,
    title: response.statusText || `HTTP ${response.status}`,
    timestamp: new Date().toISOString(),
    method,
    instance: path,
  };
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes(PROBLEM_CONTENT_TYPE) || contentType.includes('application/json')) {
    const parsed = problemDocumentOf(safeJson(text));
    if (parsed) return { method, instance: path, ...parsed, status: response.status };
  }
  const raw = text.trim().slice(0, RAW_DETAIL_LIMIT);
  return raw ? { ...fallback, details: [raw] } : fallback;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one way the web app talks to the API: adds the bearer token and the UI language, and turns
 * every failure (an error status or no answer at all) into an ApiError.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const token = context.accessToken();
  let response = await send(path, init, method, token);
  // An access token lives 15 minutes: one that expired on the way is renewed once and the call repeated.
  if (response.status === 401 && token) {
    const renewed = await context.renewAccessToken().catch(() => undefined);
    if (renewed && renewed !== token) response = await send(path, init, method, renewed);
  }
  if (!response.ok) throw new ApiError(await problemFromResponse(response, method, path));
  return response;
}

async function send(path: string, init: RequestInit, method: string, token: string | undefined) {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', context.language());
  // Documents and exports show times in the reader's time zone (docs/decisions/0123).
  headers.set('X-Time-Zone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (!headers.has('Accept')) headers.set('Accept', `application/json, ${PROBLEM_CONTENT_TYPE}`);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(`${context.baseUrl}${path}`, { ...init, method, headers });
  } catch (error) {
    // No HTTP status at all: the server is unreachable, which the user sees as a generic error.
    throw new ApiError({
      type: 'about:blank',
      status: 0,
      title: error instanceof Error ? error.message : String(error),
      timestamp: new Date().toISOString(),
      method,
      instance: path,
    });
  }
}

/** GETs (or sends) JSON and returns the parsed body. */
export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await apiFetch(path, {
    ...rest,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** For calls where the spec says "404 means not found": the absence becomes null, other errors stay errors. */
export async function nullIfNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
