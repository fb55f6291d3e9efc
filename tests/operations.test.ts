import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../infra/runtime.ts';
import { buildApp } from '../services/api/app.ts';
import { coreReadinessChecks } from '../services/api/server.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe('operations endpoints', () => {
  it('answers the backend version from package.json', async () => {
    const response = await fetch(`${portal.url}/api/status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ backendVersion: '1.19.2' });
  });

  it('is live and ready with PostgreSQL and Redis up', async () => {
    expect((await fetch(`${portal.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${portal.url}/health/ready`);
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body.status).toBe('ready');
    expect(body.checks).toEqual(
      expect.arrayContaining([
        { name: 'postgres', ok: true },
        { name: 'redis', ok: true },
      ]),
    );
  });

  it('exports Prometheus metrics, including request durations', async () => {
    await fetch(`${portal.url}/api/status`);
    const text = await (await fetch(`${portal.url}/metrics`)).text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('echoes the request id and answers unknown API paths with a problem document', async () => {
    const response = await fetch(`${portal.url}/api/does-not-exist`, {
      headers: { 'x-request-id': 'req-123', 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('req-123');
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await response.json();
    expect(problem).toMatchObject({
      status: 404,
      title: 'Nicht gefunden',
      instance: '/api/does-not-exist',
      method: 'GET',
    });
    expect(Date.parse(problem.timestamp)).not.toBeNaN();
  });
});

describe('the web app', () => {
  it('serves its page at / and at client-side routes, not at /api', async () => {
    for (const path of ['/', '/shipments/list?searchText=Hamburg', '/administration/customers']) {
      const response = await fetch(`${portal.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
    expect((await fetch(`${portal.url}/api/nothing-here`)).headers.get('content-type')).toContain(
      'problem+json',
    );
  });
});

describe('readiness without PostgreSQL', () => {
  it('answers 503 naming postgres when the database is unreachable', async () => {
    const unreachable = new Kysely<never>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: 'postgres://nobody@127.0.0.1:1/none',
          connectionTimeoutMillis: 500,
        }),
      }),
    });
    const runtime: Runtime = {
      ...portal.runtime,
      db: unreachable as unknown as Runtime['db'],
      metrics: new Registry(),
    };
    const app = await buildApp({ runtime, readiness: coreReadinessChecks(runtime) });
    try {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.status).toBe('not ready');
      expect(body.checks).toContainEqual({ name: 'postgres', ok: false });
      expect(body.checks).toContainEqual({ name: 'redis', ok: true });
      expect(response.body).not.toContain('ECONNREFUSED');
    } finally {
      await app.close();
      await unreachable.destroy();
    }
  });
});
