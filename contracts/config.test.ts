import { describe, expect, it } from 'vitest';
import { assertNoDevelopmentSecrets, ConfigError, developmentSecrets, parseConfig } from './config.ts';

describe('configuration', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('treats an empty value like a missing one', () => {
    expect(parseConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/portal'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SMTP_FROM', 'nobody'],
    ['SEED_DEMO_DATA', 'maybe'],
  ])('names %s when its value %j is wrong', (variable, value) => {
    try {
      parseConfig({ [variable]: value });
      expect.unreachable('parseConfig accepted a wrong value');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.map((issue) => issue.variable)).toEqual([variable]);
      expect((error as ConfigError).message).toContain(`${variable}:`);
    }
  });

  it('names every wrong variable at once', () => {
    expect(() => parseConfig({ PORT: '-1', HOST: '' })).toThrowError(/PORT:[\s\S]*HOST:|HOST:[\s\S]*PORT:/);
  });

  it('names the development secrets still in use', () => {
    expect(developmentSecrets(parseConfig({}))).toEqual(['LINK_SECRET', 'SEED_PASSWORD']);
    expect(developmentSecrets(parseConfig({ SEED_DEMO_DATA: 'false' }))).toEqual(['LINK_SECRET']);
    expect(
      developmentSecrets(
        parseConfig({ LINK_SECRET: 'an-own-secret-of-this-site', SEED_PASSWORD: 'Own-Password-1' }),
      ),
    ).toEqual([]);
  });

  it('refuses development secrets outside development and test', () => {
    expect(() => assertNoDevelopmentSecrets(parseConfig({}), 'API')).not.toThrow();
    expect(() => assertNoDevelopmentSecrets(parseConfig({ NODE_ENV: 'test' }), 'API')).not.toThrow();
    expect(() =>
      assertNoDevelopmentSecrets(parseConfig({ NODE_ENV: 'production' }), 'SFTP server'),
    ).toThrowError(
      /LINK_SECRET: still holds its published development value; the SFTP server does not start with it/,
    );
    const own = { NODE_ENV: 'production', LINK_SECRET: 'an-own-secret-of-this-site' };
    expect(() => assertNoDevelopmentSecrets(parseConfig(own), 'API')).toThrowError(/SEED_PASSWORD/);
    expect(() =>
      assertNoDevelopmentSecrets(parseConfig({ ...own, SEED_DEMO_DATA: 'false' }), 'API'),
    ).not.toThrow();
  });
});
