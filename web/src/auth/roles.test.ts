import { describe, expect, it } from 'vitest';
import { claimAt, roleKindsFromClaim } from './roles.ts';

describe('roleKindsFromClaim', () => {
  it('reads the kinds of full role names of the portal product', () => {
    expect(
      roleKindsFromClaim(
        ['ROLE_EIP_PORTAL_User', 'ROLE_EIP_PORTAL_All_NL_Admin', 'offline_access'],
        'PORTAL',
      ),
    ).toEqual(['User', 'All_NL_Admin']);
  });

  it('ignores role names of another product when the product is known', () => {
    expect(roleKindsFromClaim(['ROLE_EIP_OTHER_Admin', 'ROLE_EIP_PORTAL_User'], 'PORTAL')).toEqual(['User']);
  });

  it('takes any product when the product is not known', () => {
    expect(roleKindsFromClaim(['ROLE_EIP_EMONS_Admin'])).toEqual(['Admin']);
  });

  it('accepts bare kinds and space-separated strings, and nothing that is not a kind', () => {
    expect(roleKindsFromClaim('Auditor ROLE_EIP_PORTAL_NL_Admin Superuser')).toEqual(['NL_Admin', 'Auditor']);
    expect(roleKindsFromClaim(undefined)).toEqual([]);
    expect(roleKindsFromClaim([42, null, 'ROLE_EIP_PORTAL_Root'])).toEqual([]);
  });
});

describe('claimAt', () => {
  it('follows a dotted path into nested claims', () => {
    const claims = { realm_access: { roles: ['ROLE_EIP_PORTAL_User'] }, roles: 'x' };
    expect(claimAt(claims, 'realm_access.roles')).toEqual(['ROLE_EIP_PORTAL_User']);
    expect(claimAt(claims, 'roles')).toBe('x');
    expect(claimAt(claims, 'realm_access.missing.roles')).toBeUndefined();
  });
});
