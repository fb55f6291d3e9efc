import { describe, expect, it } from 'vitest';
import { hostPath, virtualPath } from './paths.ts';

describe('virtualPath', () => {
  it('normalises paths inside the root', () => {
    expect(virtualPath('.')).toBe('/');
    expect(virtualPath('')).toBe('/');
    expect(virtualPath('inbox/a.csv')).toBe('/inbox/a.csv');
    expect(virtualPath('/inbox//./a.csv')).toBe('/inbox/a.csv');
    expect(virtualPath('/inbox/../error/a.csv')).toBe('/error/a.csv');
    expect(virtualPath('inbox\\a.csv')).toBe('/inbox/a.csv');
  });

  it('refuses paths that leave the root', () => {
    expect(virtualPath('..')).toBeUndefined();
    expect(virtualPath('/../etc/passwd')).toBeUndefined();
    expect(virtualPath('inbox/../../100002/inbox')).toBeUndefined();
    expect(virtualPath('..\\x')).toBeUndefined();
    expect(virtualPath('inbox/a\0.csv')).toBeUndefined();
  });
});

describe('hostPath', () => {
  it('maps a virtual path under the root', () => {
    expect(hostPath('/data/sftp/100001', '/')).toBe('/data/sftp/100001');
    expect(hostPath('/data/sftp/100001', '/inbox/a.csv')).toBe('/data/sftp/100001/inbox/a.csv');
  });

  it('throws for a path outside the root', () => {
    expect(() => hostPath('/data/sftp/100001', '/../100002')).toThrow();
  });
});
