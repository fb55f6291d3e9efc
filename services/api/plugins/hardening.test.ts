import { describe, expect, it } from 'vitest';
import { securityHeaders } from './hardening.ts';

describe('securityHeaders', () => {
  const policy = {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
  };

  it('answers the headers Helmet sets for the options, names in lower case', () => {
    const headers = securityHeaders({ contentSecurityPolicy: policy, crossOriginEmbedderPolicy: false });
    expect(headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('sends HSTS only when asked to', () => {
    expect(securityHeaders({ contentSecurityPolicy: policy, hsts: true })).toHaveProperty(
      'strict-transport-security',
    );
    expect(securityHeaders({ contentSecurityPolicy: policy, hsts: false })).not.toHaveProperty(
      'strict-transport-security',
    );
  });

  it('is fixed once worked out', () => {
    const headers = securityHeaders({ contentSecurityPolicy: policy });
    expect(Object.isFrozen(headers)).toBe(true);
  });
});
