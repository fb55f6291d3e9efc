import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiFetch,
  apiJson,
  configureApiClient,
  nullIfNotFound,
  problemFromResponse,
} from './client.ts';

const problem = {
  type: 'about:blank',
  title: 'Validation failed',
  status: 400,
  detail: 'The shipment has 2 invalid fields.',
  instance: '/api/shipments',
  timestamp: '2026-11-22T08:15:00.000Z',
  method: 'POST',
  errors: [
    { field: 'consignee.name', defaultMessage: 'must not be empty' },
    { field: 'cargoList.items[0].weight', defaultMessage: 'must be at least 1' },
  ],
};

let server: Server;
let lastHeaders: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    if (request.url === '/api/status') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"backendVersion":"1.19.2"}');
    } else if (request.url === '/api/shipments') {
      response.writeHead(400, { 'content-type': 'application/problem+json' }).end(JSON.stringify(problem));
    } else if (request.url === '/api/gateway') {
      response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' }).end('<h1>upstream down</h1>');
    } else {
      response
        .writeHead(404, { 'content-type': 'application/problem+json' })
        .end(JSON.stringify({ title: 'Not Found', status: 404, timestamp: '2026-11-22T08:15:00.000Z' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    accessToken: () => 'token-123',
    language: () => 'cs',
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiFetch', () => {
  it('sends the bearer token and the UI language with every request', async () => {
    await expect(apiJson('/api/status')).resolves.toEqual({ backendVersion: '1.19.2' });
    expect(lastHeaders.authorization).toBe('Bearer token-123');
    expect(lastHeaders['accept-language']).toBe('cs');
  });

  it('sends no Authorization header while signed out', async () => {
    configureApiClient({ accessToken: () => undefined });
    await apiJson('/api/status');
    expect(lastHeaders.authorization).toBeUndefined();
    configureApiClient({ accessToken: () => 'token-123' });
  });

  it('turns a problem document into a typed ApiError with its field errors', async () => {
    const error = await apiJson('/api/shipments', { method: 'POST', json: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    const { status, problem: parsed } = error as ApiError;
    expect(status).toBe(400);
    expect(parsed).toMatchObject({
      title: 'Validation failed',
      detail: 'The shipment has 2 invalid fields.',
      instance: '/api/shipments',
      method: 'POST',
      timestamp: '2026-11-22T08:15:00.000Z',
    });
    expect(parsed.errors).toEqual(problem.errors);
  });

  it('fills in method and path when the problem document leaves them out', async () => {
    const error = (await apiFetch('/api/missing').catch((caught: unknown) => caught)) as ApiError;
    expect(error.problem).toMatchObject({
      status: 404,
      title: 'Not Found',
      method: 'GET',
      instance: '/api/missing',
    });
  });

  it('builds a problem from a response that is not one, keeping the raw body as a detail line', async () => {
    const error = (await apiFetch('/api/gateway').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.problem).toMatchObject({ title: 'Bad Gateway', method: 'GET', instance: '/api/gateway' });
    expect(error.problem.details).toEqual(['<h1>upstream down</h1>']);
    expect(Date.parse(error.problem.timestamp)).not.toBeNaN();
  });

  it('reports an unreachable server as status 0', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = (await apiFetch('/api/status').catch((caught: unknown) => caught)) as ApiError;
    const { port } = server.address() as AddressInfo;
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('turns 404 into null where the spec says "404 means not found", and keeps other errors', async () => {
    await expect(nullIfNotFound(apiJson('/api/missing'))).resolves.toBeNull();
    await expect(nullIfNotFound(apiJson('/api/shipments'))).rejects.toBeInstanceOf(ApiError);
  });
});

describe('problemFromResponse', () => {
  it('takes the status from the response even if the document disagrees', async () => {
    const response = new Response(JSON.stringify({ ...problem, status: 200 }), {
      status: 409,
      headers: { 'content-type': 'application/problem+json' },
    });
    const parsed = await problemFromResponse(response, 'PUT', '/api/shipments/1');
    expect(parsed.status).toBe(409);
    expect(parsed.instance).toBe('/api/shipments');
  });

  it('falls back to a synthetic problem when the JSON is not a problem document', async () => {
    const response = new Response('{"message":"nope"}', {
      status: 500,
      statusText: 'Internal Server Error',
      headers: { 'content-type': 'application/json' },
    });
    const parsed = await problemFromResponse(response, 'GET', '/api/x');
    expect(parsed).toMatchObject({
      status: 500,
      title: 'Internal Server Error',
      details: ['{"message":"nope"}'],
    });
  });
});

describe('an access token refused by the API', () => {
  it('is renewed once and the call repeated with the new token', async () => {
    const seen: (string | undefined)[] = [];
    const renewals: number[] = [];
    const refusing = createServer((request, response) => {
      seen.push(request.headers.authorization);
      const ok = request.headers.authorization === 'Bearer fresh';
      response
        .writeHead(ok ? 200 : 401, { 'content-type': ok ? 'application/json' : 'application/problem+json' })
        .end(ok ? '{"ok":true}' : JSON.stringify({ title: 'Unauthorized', status: 401, timestamp: 'now' }));
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as AddressInfo;
    try {
      configureApiClient({
        baseUrl: `http://127.0.0.1:${port}`,
        accessToken: () => 'stale',
        renewAccessToken: async () => {
          renewals.push(1);
          return 'fresh';
        },
      });
      await expect(apiJson('/api/user')).resolves.toEqual({ ok: true });
      expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);

      // When no fresh token can be had, the 401 stays the caller's error.
      configureApiClient({ renewAccessToken: async () => undefined });
      const error = (await apiJson('/api/user').catch((caught: unknown) => caught)) as ApiError;
      expect(error.status).toBe(401);
      expect(renewals).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });
});
