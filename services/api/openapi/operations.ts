import { READ_METHODS, type RouteAccess } from '../../../contracts/access.ts';

/**
 * What the OpenAPI document derives from a route's method, URL, access and schema: operation id,
 * summary, tag, access note and the problem statuses it answers. The rules are
 * docs/decisions/0091-openapi-document-derived-from-the-routes.md.
 */

/** `/api/shipments/:shipmentNumber/auditLog` -> `shipments`, `:shipmentNumber`, `auditLog`. */
function segmentsOf(url: string): string[] {
  const segments = url.split('/').filter(Boolean);
  return segments[0] === 'api' ? segments.slice(1) : segments;
}

const isParameter = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
const parameterName = (segment: string) => segment.replace(/^[:{]|\}$/g, '');

/** `mailPersistenceEvents` -> `mail`, `Persistence`, `Events`; `shipments.xlsx` -> `shipments`, `xlsx`. */
function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pascalCase = (text: string) => words(text).map(capitalized).join('');
const lowerWords = (text: string) => words(text).join(' ').toLowerCase();

/**
 * A stable camelCase operation id: the method, then each path segment, a parameter as `By<Name>`:
 * `GET /api/shipments/:shipmentNumber/auditLog` -> `getShipmentsByShipmentNumberAuditLog`. Method and
 * path name one operation, so the ids are unique as long as no two paths differ only in punctuation.
 */
export function operationIdOf(method: string, url: string): string {
  const parts = segmentsOf(url).map((segment) =>
    isParameter(segment) ? `By${pascalCase(parameterName(segment))}` : pascalCase(segment),
  );
  return method.toLowerCase() + parts.join('');
}

const VERBS: Record<string, string> = {
  GET: 'Get',
  POST: 'Post to',
  PUT: 'Replace',
  PATCH: 'Change',
  DELETE: 'Delete',
};

/**
 * A readable summary for a route that declares none: `DELETE /api/addresses/:id` -> `Delete
 * addresses by id`; administration paths say so. Routes where this reads badly declare `summary`.
 */
export function summaryOf(method: string, url: string): string {
  const segments = segmentsOf(url);
  const admin = segments[0] === 'admin';
  const phrase = (admin ? segments.slice(1) : segments)
    .map((segment) =>
      isParameter(segment) ? `by ${lowerWords(parameterName(segment))}` : lowerWords(segment),
    )
    .join(' ');
  return `${VERBS[method] ?? method} ${phrase}${admin ? ' (administration)' : ''}`.trim();
}

/** The tag of a route that declares none: its first path segment after `/api` (`administration` for `/api/admin`). */
export function tagOf(url: string): string {
  const [first = 'portal'] = segmentsOf(url);
  if (first === 'admin') return 'administration';
  return words(first)
    .map((word, index) => (index === 0 ? word.toLowerCase() : capitalized(word)))
    .join('');
}

const isWrite = (method: string) => !READ_METHODS.includes(method);

/** Who may call the operation, in words, for its description (bearer tokens carry no scopes to say it). */
export function accessNoteOf(method: string, access: RouteAccess): string {
  if (access === 'public') return 'Public: no sign-in needed.';
  const auditors = isWrite(method) ? ' Auditors only read, so they get 403.' : '';
  if (access === 'authenticated') return `Any signed-in user.${auditors}`;
  return `Signed-in users with one of the role kinds ${access.join(', ')}.${auditors}`;
}

/** The shape of a route as far as the problem rules look at it. */
export interface RouteShape {
  method: string;
  /** The route's URL as fastify writes it (`/api/shipments/:shipmentNumber`). */
  url: string;
  access: RouteAccess;
  /** Which of params, querystring, body and headers the route's schema declares. */
  params: boolean;
  querystring: boolean;
  body: boolean;
  /** Lower-case names of the request headers the schema declares (`if-match`, ...). */
  headers: readonly string[];
  /** Takes a multipart upload instead of a JSON body. */
  multipart: boolean;
  /** Declares `config.rateLimit`. */
  rateLimited: boolean;
  /** Statuses the route's schema lists in `problems`: what its handler answers beyond the rules. */
  declared: readonly number[];
}

/**
 * Path parameters that name an event-sourced stream (a shipment, a mail): a write on it runs a
 * command that may meet a newer version or a state that forbids it, both 409.
 */
const STREAM_PARAMETERS = ['shipmentNumber', 'mailId'];

/**
 * The problem statuses (application/problem+json) an operation answers, by rule:
 * 400 with any input (parameters, query, body, upload); 401 unless public; 403 when it names role
 * kinds or writes (auditors); 404 and 414 with path parameters; 409 for writes on a shipment's or a mail's
 * stream; 412 when it reads `If-Match`; 413 and 415 with a body or an upload; 429 when rate-limited;
 * and whatever the route declares. 500 and 503 are the document's `default` response.
 */
export function problemStatusesOf(route: RouteShape): number[] {
  const statuses = new Set<number>(route.declared);
  const pathParameters = segmentsOf(route.url).filter(isParameter).map(parameterName);
  const write = isWrite(route.method);
  const upload = route.body || route.multipart;
  if (route.params || route.querystring || route.headers.length > 0 || upload) statuses.add(400);
  if (route.access !== 'public') {
    statuses.add(401);
    if (Array.isArray(route.access) || write) statuses.add(403);
  }
  if (pathParameters.length > 0) {
    statuses.add(404);
    statuses.add(414);
  }
  if (write && pathParameters.some((name) => STREAM_PARAMETERS.includes(name))) statuses.add(409);
  if (route.headers.includes('if-match')) statuses.add(412);
  if (upload) {
    statuses.add(413);
    statuses.add(415);
  }
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The description of each problem status in the document. */
export const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid; `errors` names each wrong field with a message in the request language.',
  401: 'No valid bearer token.',
  403: 'The signed-in user may not do this (role, read-only auditor or a customer setting).',
  404: 'Not found, or not visible to the signed-in user.',
  406: 'The operation answers only in a media type the Accept header does not take.',
  409: 'Conflict: the resource changed meanwhile, its state does not allow this, or it exists already.',
  412: 'The version named by If-Match is no longer the current one.',
  413: 'The body is too large.',
  414: 'A path parameter is longer than any the operation takes.',
  415: 'The body has a media type the operation does not take.',
  429: 'Too many requests from this client address; try again after the Retry-After seconds.',
  503: 'A service the request needs does not answer; try again shortly.',
};
