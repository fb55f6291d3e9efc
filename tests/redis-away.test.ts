import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RedisHandle, startRedisServer } from '../infra/redis.ts';
import { signInWithCodeFlow, tokenFor, webClientOf } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { order } from './shipments-helpers.ts';

let portal: TestPortal;
let redis: RedisHandle;
let redisPort: number;
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'redis-away-'));
  redisPort = await freePort();
  redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
  portal = await startTestPortal({
    REDIS_URL: redis.url,
    BATCH_RESUME_MS: '200',
    AUTH_RATE_LIMIT: '1000',
    SIGN_IN_FAILURES: '3',
  });
});
afterAll(async () => {
  await portal?.stop();
  await redis?.stop();
  await rm(scratch, { recursive: true, force: true });
});

async function api(username: string | undefined, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (username) headers.set('authorization', `Bearer ${await tokenFor(portal, username)}`);
  if (init.body) headers.set('content-type', 'application/json');
  const started = performance.now();
  const response = await fetch(`${portal.url}${url}`, { ...init, headers });
  return { response, ms: performance.now() - started, body: await response.json().catch(() => undefined) };
}

describe('while Redis is away', () => {
  it('answers reads at once and keeps a batch, which resumes by itself once Redis is back', async () => {
    await tokenFor(portal, 'customer1');
    const created = await api('customer1', '/api/shipments', {
      method: 'POST',
      body: JSON.stringify(order()),
    });
    expect(created.response.status).toBe(201);
    const number = String(created.body.shipmentNumber);

    await redis.stop();
    const list = await api('customer1', '/api/shipments');
    expect(list.response.status).toBe(200);

    const batch = await api('customer1', '/api/shipments/batch/commission', {
      method: 'POST',
      body: JSON.stringify({ shipmentNumbers: [number] }),
    });
    expect(batch.response.status).toBe(202);
    expect(batch.ms).toBeLessThan(1000);
    const location = new URL(String(batch.response.headers.get('location'))).pathname;
    const queued = await api('customer1', location);
    expect(queued.response.status).toBe(200);
    expect(queued.body.state).toBe('queued');

    redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
    const deadline = Date.now() + 30_000;
    let state = queued.body.state;
    while (state !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = (await api('customer1', location)).body.state;
    }
    expect(state).toBe('completed');
    await expect
      .poll(async () => (await api('customer1', `/api/shipments/${number}`)).body.state)
      .toBe('FINALIZED');
  });

  it('answers a registration 503 at once: a captcha can only be spent in Redis', async () => {
    const challenge = await (await fetch(`${portal.url}/api/registration/captcha`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    await redis.stop();
    try {
      const answer = await api(undefined, '/api/registration', {
        method: 'POST',
        body: JSON.stringify({
          company: 'Berger Spedition GmbH',
          additionalName: '',
          streetAddress: 'Hafenstraße 5',
          country: 'DE',
          zipCode: '20457',
          city: 'Hamburg',
          firstName: 'Klara',
          lastName: 'Berger',
          phoneNumber: '+49 40 555 1234',
          email: 'klara.redis@berger-spedition.example',
          emailConfirmation: 'klara.redis@berger-spedition.example',
          password: 'Fracht#2026',
          passwordConfirmation: 'Fracht#2026',
          captcha,
        }),
      });
      expect(answer.response.status).toBe(503);
      expect(answer.response.headers.get('content-type')).toContain('application/problem+json');
      expect(answer.ms).toBeLessThan(1000);
    } finally {
      redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
    }
  });

  it('still locks an account after repeated wrong passwords: failures are counted in process', async () => {
    const attempt = (username: string, password: string) =>
      signInWithCodeFlow({ ...webClientOf(portal), username, password });
    await redis.stop();
    try {
      for (let failure = 0; failure < 3; failure++) {
        expect('refused' in (await attempt('auditor', 'wrong-password'))).toBe(true);
      }
      expect('refused' in (await attempt('auditor', portal.runtime.config.SEED_PASSWORD))).toBe(true);
      // Another account is not touched, and a right password clears a count below the limit.
      expect('refused' in (await attempt('branchadmin', 'wrong-password'))).toBe(true);
      expect('tokens' in (await attempt('branchadmin', portal.runtime.config.SEED_PASSWORD))).toBe(true);
    } finally {
      redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
    }
  });
});
