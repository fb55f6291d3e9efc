import { describe, expect, it } from 'vitest';
import { missedRoute } from './route-match.ts';

const routes = [
  { method: 'GET' as const, url: '/api/shipments/:shipmentNumber', access: 'authenticated' as const },
  { method: 'PUT' as const, url: '/api/shipments/:shipmentNumber', access: 'authenticated' as const },
  { method: 'GET' as const, url: '/api/shipments', access: 'authenticated' as const },
  { method: 'GET' as const, url: '/oidc/*', access: 'public' as const },
];

describe('a request the router did not match', () => {
  it('names the methods a known path has', () => {
    expect(missedRoute(routes, 'PATCH', '/api/shipments/1000001?x=1')).toEqual({
      kind: 'method',
      allow: ['GET', 'HEAD', 'PUT'],
    });
  });
  it('tells an over-long path parameter of a known route', () => {
    expect(missedRoute(routes, 'GET', `/api/shipments/${'1'.repeat(101)}`)).toEqual({ kind: 'too-long' });
  });
  it('leaves an unknown path alone', () => {
    expect(missedRoute(routes, 'GET', '/api/nothing')).toBeUndefined();
    expect(missedRoute(routes, 'GET', '/api/shipments/1')).toBeUndefined();
  });
});
