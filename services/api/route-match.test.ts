import { describe, expect, it } from 'vitest';
import { isLiteralPath, MAX_PARAM_LENGTH, missedRoute } from './route-match.ts';

const routes = [
  { method: 'GET' as const, url: '/api/shipments/:shipmentNumber', access: 'authenticated' as const },
  { method: 'PUT' as const, url: '/api/shipments/:shipmentNumber', access: 'authenticated' as const },
  { method: 'GET' as const, url: '/api/shipments', access: 'authenticated' as const },
  { method: 'POST' as const, url: '/api/shipments/labels', access: 'authenticated' as const },
  { method: 'GET' as const, url: '/oidc/*', access: 'public' as const },
];

describe('a request the router did not match', () => {
  it('names the methods a known path has', () => {
    expect(missedRoute(routes, 'PATCH', '/api/shipments/1000001?x=1')).toEqual({
      kind: 'method',
      allow: ['GET', 'HEAD', 'PUT'],
    });
  });
  it('answers a literal path by its own methods, not by a parametric route it happens to fit', () => {
    for (const method of ['GET', 'PUT', 'QUERY'])
      expect(missedRoute(routes, method, '/api/shipments/labels')).toEqual({
        kind: 'method',
        allow: ['POST'],
      });
    expect(missedRoute(routes, 'POST', '/api/shipments/labels')).toBeUndefined();
    expect(missedRoute(routes, 'HEAD', '/api/shipments/1000001')).toBeUndefined();
  });
  it('names the methods of a known path for a method nobody registers', () => {
    expect(missedRoute(routes, 'QUERY', '/api/shipments/1000001')).toEqual({
      kind: 'method',
      allow: ['GET', 'HEAD', 'PUT'],
    });
  });
  it('leaves a path it cannot decode to the router', () => {
    expect(missedRoute(routes, 'GET', '/api/shipments/%E0%A4%A')).toBeUndefined();
  });
  it('tells an over-long path parameter of a known route', () => {
    expect(missedRoute(routes, 'GET', `/api/shipments/${'1'.repeat(MAX_PARAM_LENGTH + 1)}`)).toEqual({
      kind: 'too-long',
    });
    expect(missedRoute(routes, 'GET', `/api/shipments/${'1'.repeat(MAX_PARAM_LENGTH)}`)).toBeUndefined();
  });
  it('leaves an unknown path alone', () => {
    expect(missedRoute(routes, 'GET', '/api/nothing')).toBeUndefined();
    expect(missedRoute(routes, 'GET', '/api/shipments/1')).toBeUndefined();
  });
});

describe('a literal path', () => {
  it('is known by its exact path, decoded and without a trailing slash', () => {
    expect(isLiteralPath(routes, '/api/shipments/labels')).toBe(true);
    expect(isLiteralPath(routes, '/api/shipments/labels/?x=1')).toBe(true);
    expect(isLiteralPath(routes, '/api/shipments/1000001')).toBe(false);
    expect(isLiteralPath(routes, '/api/shipments/%E0%A4%A')).toBe(false);
  });
});
