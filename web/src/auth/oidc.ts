import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { type AuthSettings, CALLBACK_PATH, SIGNED_OUT_PATH } from './settings.ts';

/**
 * The OpenID Connect client; this module (and the library) loads when a sign-in, a renewal or a
 * sign-out is due, not with the first screen (docs/decisions/0127).
 */
export function createUserManager(settings: AuthSettings, origin: string): UserManager {
  return new UserManager({
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${SIGNED_OUT_PATH}`,
    response_type: 'code',
    // offline_access brings a refresh token, so the session renews without a hidden frame.
    scope: 'openid profile email phone offline_access',
    // Tokens live as long as the tab: a shared office computer forgets them when the tab closes.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    // Spec 001 section 6: no login-iframe check.
    monitorSession: false,
  });
}
