import { describe, expect, it } from 'vitest';
import {
  checkWebhookTarget,
  isPublicAddress,
  privateTargetsAllowed,
  WebhookTargetRefused,
} from './target-check.ts';

const refusal = (url: string, allowPrivate = false) =>
  checkWebhookTarget(new URL(url), allowPrivate).then(
    () => 'allowed',
    (error: unknown) => (error instanceof WebhookTargetRefused ? error.reason : String(error)),
  );

describe('webhook targets', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.178.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
  ])('counts %s as not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'counts %s as public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses loopback and private hosts, however the URL spells them', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://0x7f000001/hook',
      'http://2130706433/hook',
      'http://127.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:7f00:1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::8.8.8.8]/hook',
      'http://[0:0:0:0:0:0:127.0.0.1]:8080/hook',
      'http://10.0.0.8/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:3000/hook',
    ]) {
      expect(await refusal(url), url).toBe('webhook.url-private');
    }
  });

  it('refuses a host name that does not resolve', async () => {
    expect(await refusal('https://no-such-host.invalid/hook')).toBe('webhook.url-unresolvable');
  });

  it('allows them when private targets are allowed, and answers the addresses to connect to', async () => {
    expect(await refusal('http://127.0.0.1:8080/hook', true)).toBe('allowed');
    expect(await checkWebhookTarget(new URL('http://[::1]:8080/'), true)).toEqual([
      { address: '::1', family: 6 },
    ]);
    expect(await checkWebhookTarget(new URL('https://93.184.215.14/'), false)).toEqual([
      { address: '93.184.215.14', family: 4 },
    ]);
  });

  it('allows private targets in development or with WEBHOOK_ALLOW_PRIVATE only', () => {
    expect(privateTargetsAllowed({ NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE: false })).toBe(true);
    expect(privateTargetsAllowed({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE: true })).toBe(true);
    expect(privateTargetsAllowed({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE: false })).toBe(false);
    expect(privateTargetsAllowed({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: false })).toBe(false);
  });
});
