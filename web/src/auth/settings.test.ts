import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { authSettingsOf, isExpired, storedUser, storedUserKey } from './settings.ts';

const settings = authSettingsOf({}, 'https://portal.example');

describe('the sign-in settings', () => {
  it('default to the portal’s own issuer and take each well-formed published field', () => {
    expect(settings).toEqual({
      issuer: 'https://portal.example/oidc',
      clientId: 'freight-portal-web',
      rolesClaim: 'roles',
    });
    expect(
      authSettingsOf(
        {
          oidcIssuer: 'https://id.example/realms/x',
          oidcClientId: 'web',
          rolesClaim: 'realm_access.roles',
          roleProduct: 'FP1',
        },
        'https://portal.example',
      ),
    ).toEqual({
      issuer: 'https://id.example/realms/x',
      clientId: 'web',
      rolesClaim: 'realm_access.roles',
      roleProduct: 'FP1',
    });
    expect(
      authSettingsOf(
        { oidcIssuer: 'not a url', oidcClientId: '', rolesClaim: 7, roleProduct: 'fp-1' },
        'https://portal.example',
      ),
    ).toEqual(settings);
    expect(authSettingsOf('nonsense', 'https://portal.example')).toEqual(settings);
  });
});

describe('the session kept in the tab', () => {
  const user = new User({
    access_token: 'access',
    refresh_token: 'refresh',
    id_token: 'id',
    token_type: 'Bearer',
    profile: { sub: 'u-1', name: 'Ada', iss: 'https://portal.example/oidc', aud: 'x', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 900,
  });

  it('is read where and as the OpenID Connect library stores it', async () => {
    const storage = new InMemoryWebStorage();
    const manager = new UserManager({
      authority: settings.issuer,
      client_id: settings.clientId,
      redirect_uri: 'https://portal.example/auth/callback',
      userStore: new WebStorageStateStore({ store: storage }),
    });
    await manager.storeUser(user);
    expect(storage.getItem(storedUserKey(settings))).not.toBeNull();
    const read = storedUser(settings, storage);
    expect(read).toMatchObject({
      access_token: 'access',
      refresh_token: 'refresh',
      id_token: 'id',
      expires_at: user.expires_at,
      profile: { sub: 'u-1', name: 'Ada' },
    });
    expect(
      storedUser(authSettingsOf({ oidcClientId: 'other' }, 'https://portal.example'), storage),
    ).toBeNull();
  });

  it('counts as expired when the library says so', () => {
    const now = Date.now();
    for (const offset of [-10, -1, 0, 1, 10]) {
      const probe = new User({ ...user, profile: user.profile, expires_at: Math.floor(now / 1000) + offset });
      expect(isExpired(probe, now), `offset ${offset}`).toBe(probe.expired);
    }
    expect(isExpired({})).toBe(false);
  });

  it('ignores what is not a stored user', () => {
    const storage = new InMemoryWebStorage();
    expect(storedUser(settings, storage)).toBeNull();
    storage.setItem(storedUserKey(settings), '{broken');
    expect(storedUser(settings, storage)).toBeNull();
    storage.setItem(storedUserKey(settings), JSON.stringify({ access_token: 'a' }));
    expect(storedUser(settings, storage)).toBeNull();
  });
});
