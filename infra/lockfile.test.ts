import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingPlatformEntries } from './lockfile.ts';

describe('the committed lockfile', () => {
  it('names every platform package its parents pin, so npm ci accepts it on Linux, macOS and Windows', () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    expect(Object.keys(missingPlatformEntries(lock.packages)), 'run npm run lockfile:complete').toEqual([]);
  });

  it('derives a missing entry from its parent and its name', () => {
    const missing = missingPlatformEntries({
      'node_modules/@biomejs/biome': {
        version: '2.6.8',
        dev: true,
        optionalDependencies: {
          '@biomejs/cli-darwin-arm64': '2.6.8',
          '@biomejs/cli-linux-x64-musl': '2.6.8',
        },
      },
    });
    expect(missing).toEqual({
      'node_modules/@biomejs/cli-darwin-arm64': {
        version: '2.6.8',
        dev: true,
        optional: true,
        os: ['darwin'],
        cpu: ['arm64'],
      },
      'node_modules/@biomejs/cli-linux-x64-musl': {
        version: '2.6.8',
        dev: true,
        optional: true,
        os: ['linux'],
        cpu: ['x64'],
        libc: ['musl'],
      },
    });
  });
});
