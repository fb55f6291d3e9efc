import type { RouteAccess } from '../contracts/access.ts';

/**
 * Who may call each route under /api, checked by tests/access.test.ts against every route the app
 * registers and every seeded user. Every /api route needs an entry, keyed `METHOD url` exactly as
 * registered (`GET /api/customers/:customerId`): a route added without one fails the test.
 */
export interface AccessMatrixEntry {
  /** The access the route must declare. */
  access: RouteAccess;
  /** A concrete path to request (parameters filled in, query string allowed); default the url. */
  path?: string;
  /** A JSON body for POST/PUT/PATCH; default `{}`. Allowed users may get 400 for it, never 401/403. */
  body?: unknown;
  /**
   * For tenant-scoped routes: a path to data of customer 100001 (the demo world's customer1). The
   * user of another customer (customer2) must get 404 there, never 403.
   */
  foreignPath?: string;
}

export const accessMatrix: Record<string, AccessMatrixEntry> = {
  'GET /api/status': { access: 'public' },
  'GET /api/user': { access: 'authenticated' },
  'GET /api/customer-data': { access: 'authenticated' },
  'GET /api/registration/captcha': { access: 'public' },
  'POST /api/registration': { access: 'public' },
  'GET /api/registration/confirm': { access: 'public', path: '/api/registration/confirm?token=x.1.y' },
  'GET /api/customers/:customerId': { access: 'public', path: '/api/customers/100001?hash=x' },
};
