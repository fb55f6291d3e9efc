import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { ACCESS_TOKEN_SECONDS, accessTokenClaims, GRANT_CLAIM } from './claims.ts';
import { OIDC_MOUNT_PATH, webRedirectUris } from './issuer.ts';
import { loadSigningKeys } from './keys.ts';
import { derivedSecret } from './links.ts';
import { postgresAdapter, purgeExpiredOidcModels } from './oidc-adapter.ts';
import { errorPage, pageLanguage, signedOutPage, signOutPage } from './pages.ts';
import { findUserById } from './users.ts';

/** Scopes the web app asks for; `offline_access` brings the refresh token. */
export const WEB_SCOPES = 'openid profile email phone offline_access';

/**
 * Machine clients of customers' systems (client credentials grant), registered outside the
 * provider: `find` answers the registration of a live client, `secretMatches` compares a presented
 * secret with the stored hash (docs/decisions/0109).
 */
export interface MachineClients {
  /** Every machine client's id starts with it. */
  prefix: string;
  scopes: readonly string[];
  find(clientId: string): Promise<Record<string, unknown> | undefined>;
  secretMatches(stored: string, presented: string): boolean;
}

const language = (ctx: KoaContextWithOIDC) =>
  pageLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'), ctx.get('cookie'));

/**
 * The embedded OpenID Connect provider over the user directory: Authorization Code with PKCE for
 * the web app (a public client), rotating refresh tokens, RP-initiated sign-out, and access tokens
 * as JWT for the API's audience carrying the roles and customers of the user.
 */
export async function createProvider(options: {
  db: Db;
  config: Config;
  issuer: string;
  origin: string;
  machineClients?: MachineClients;
}) {
  const { db, config, issuer, origin, machineClients } = options;
  const { keys } = await loadSigningKeys(db);
  const { redirectUris, postLogoutRedirectUris } = webRedirectUris(origin);
  // The API as a resource server; its identifier is a URL, its audience the configured name.
  const apiResource = `${origin}/api`;
  await purgeExpiredOidcModels(db);

  const stored = postgresAdapter(db);
  const configuration: Configuration = {
    adapter: (kind) =>
      kind === 'Client' && machineClients
        ? { ...stored(kind), find: (id) => machineClients.find(id) as never }
        : stored(kind),
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_name: 'Freight portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: { keys: keys as never },
    cookies: { keys: [derivedSecret(config, 'oidc-cookies')] },
    pkce: { required: () => true },
    // The one flow the web client is registered for; discovery then advertises neither the
    // implicit nor the hybrid flow, which no client of this provider may use.
    responseTypes: ['code'],
    // The web app is served by the portal itself: token and userinfo calls come from its origin only.
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    // The machine clients' scopes are known to the provider, so a client asking for more than it
    // was given is refused (invalid_scope) instead of being served less in silence.
    scopes: [...WEB_SCOPES.split(' '), ...(machineClients?.scopes ?? [])],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
    },
    findAccount: accountOf(db),
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}` },
    // The web app is the portal's own client: signing in grants it what it asks for, no consent page.
    loadExistingGrant: webGrant(apiResource),
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      const grantId = 'grantId' in token && typeof token.grantId === 'string' ? token.grantId : undefined;
      return { ...accessTokenClaims(config, user), ...(grantId ? { [GRANT_CLAIM]: grantId } : {}) };
    },
    features: providerFeatures(config, origin, apiResource, machineClients),
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(language(ctx), out.error, `${origin}/`);
    },
    ttl: TOKEN_LIFETIMES,
  };
  const provider = new Provider(issuer, configuration);
  // The API sets the forwarded host and protocol of every request to the issuer's before the
  // provider sees it (routes/sign-in.ts), so its URLs never follow what a client sends.
  provider.proxy = true;
  if (machineClients) compareHashedSecrets(provider, machineClients);
  return provider;
}

type OidcProviderInstance = InstanceType<typeof Provider>;

/** The signed-in user's claims, while the user is enabled and confirmed. */
function accountOf(db: Db): NonNullable<Configuration['findAccount']> {
  return async (_ctx, sub) => {
    const user = await findUserById(db, sub);
    if (!user?.enabled || !user.confirmed) return undefined;
    return {
      accountId: sub,
      async claims() {
        return {
          sub,
          preferred_username: user.username,
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          given_name: user.firstName,
          family_name: user.lastName,
          email: user.email,
          email_verified: user.confirmed,
          phone_number: user.phone,
        };
      },
    };
  };
}

/** Grants the web app the portal's scopes and the API resource on sign-in. */
function webGrant(apiResource: string): NonNullable<Configuration['loadExistingGrant']> {
  return async (ctx) => {
    const { oidc } = ctx;
    const clientId = oidc.client!.clientId;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
    const grant =
      (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
      new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! });
    grant.addOIDCScope(WEB_SCOPES);
    grant.addResourceScope(apiResource, WEB_SCOPES);
    await grant.save();
    return grant;
  };
}

function providerFeatures(
  config: Config,
  origin: string,
  apiResource: string,
  machineClients: MachineClients | undefined,
): Configuration['features'] {
  return {
    devInteractions: { enabled: false },
    // Access tokens are issued for the API (an audience), and oidc-provider's userinfo endpoint
    // refuses such tokens; the ID token carries the profile claims instead. Not advertised.
    userinfo: { enabled: false },
    revocation: { enabled: true },
    clientCredentials: { enabled: Boolean(machineClients) },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => apiResource,
      useGrantedResource: () => true,
      getResourceServerInfo(_ctx, resourceIndicator, client) {
        if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
        const machine = client.grantTypeAllowed('client_credentials');
        return {
          scope: machine ? (client.scope ?? '') : WEB_SCOPES,
          audience: config.OIDC_AUDIENCE,
          accessTokenTTL: ACCESS_TOKEN_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        };
      },
    },
    rpInitiatedLogout: {
      enabled: true,
      async logoutSource(ctx, form) {
        ctx.type = 'html';
        ctx.body = signOutPage(language(ctx), form);
      },
      async postLogoutSuccessSource(ctx) {
        ctx.type = 'html';
        ctx.body = signedOutPage(language(ctx), `${origin}/`);
      },
    },
  };
}

const TOKEN_LIFETIMES: Configuration['ttl'] = {
  AccessToken: ACCESS_TOKEN_SECONDS,
  ClientCredentials: ACCESS_TOKEN_SECONDS,
  AuthorizationCode: 60,
  IdToken: 3600,
  Interaction: 3600,
  Grant: 14 * 24 * 3600,
  Session: 14 * 24 * 3600,
  RefreshToken: 14 * 24 * 3600,
};

function compareHashedSecrets(provider: OidcProviderInstance, machineClients: MachineClients) {
  // Machine clients' secrets are stored as hashes: the presented one is hashed to compare.
  const compare = provider.Client.prototype.compareClientSecret;
  provider.Client.prototype.compareClientSecret = function compareClientSecret(
    this: InstanceType<typeof provider.Client>,
    actual: string,
  ) {
    return this.clientId.startsWith(machineClients.prefix) && this.clientSecret
      ? machineClients.secretMatches(this.clientSecret, actual)
      : compare.call(this, actual);
  };
}

export type OidcProvider = Awaited<ReturnType<typeof createProvider>>;
