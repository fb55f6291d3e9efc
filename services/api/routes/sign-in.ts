import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { limitFailedSignIns } from '../../access/sign-in-limit.ts';
import { OIDC_MOUNT_PATH } from '../../identity/issuer.ts';
import { pageLanguage, STYLESHEET, STYLESHEET_PATH, signInPage } from '../../identity/pages.ts';
import { hashPassword, verifyPassword } from '../../identity/password.ts';
import type { OidcProvider } from '../../identity/provider.ts';
import { findUserForSignIn } from '../../identity/users.ts';
import { machineClientsOf } from '../../integrations/index.ts';

const signInForm = z.object({
  username: z.string().max(254).default(''),
  password: z.string().max(200).default(''),
});
const uidParams = z.object({ uid: z.string().min(1).max(100) });

type ProviderLoader = ReturnType<typeof providerLoader>;
type PasswordCheck = ReturnType<typeof passwordCheck>;

/** Sign-in attempts per client address and minute. */
const signInRateLimit = (app: FastifyInstance) => ({
  max: app.config.AUTH_RATE_LIMIT,
  timeWindow: '1 minute',
});
/** The token endpoint allows more than the sign-in page, for refreshes. */
const tokenRateLimit = (app: FastifyInstance) => ({
  max: app.config.AUTH_RATE_LIMIT * 3,
  timeWindow: '1 minute',
});

/** The provider, built at its first use; a failed build is tried again at the next. */
function providerLoader(app: FastifyInstance) {
  const { db, config } = app;
  let provider:
    | Promise<{ provider: OidcProvider; callback: ReturnType<OidcProvider['callback']> }>
    | undefined;
  return () => {
    // The provider's library loads with it: a portal signed in by an external issuer never loads it.
    provider ??= import('../../identity/provider.ts')
      .then(({ createProvider }) =>
        createProvider({
          db,
          config,
          issuer: app.identity.issuer(),
          origin: app.identity.origin(),
          machineClients: machineClientsOf(db),
        }),
      )
      .then((built) => ({ provider: built, callback: built.callback() }))
      .catch((error: unknown) => {
        provider = undefined;
        throw error;
      });
    return provider;
  };
}

/** The user a username and password name, or undefined: locked accounts and unknown users alike. */
function passwordCheck(app: FastifyInstance) {
  const { db, config } = app;
  // A user who never signed in successfully still costs one hash, so that timing does not tell
  // which usernames exist.
  const unknownUserHash = hashPassword(crypto.randomUUID());
  // After SIGN_IN_FAILURES wrong passwords an account is locked for 15 minutes, whatever address
  // the attempts come from; the answer stays the same as for a wrong password.
  return limitFailedSignIns(
    app.redisConnection({ failFast: true }),
    async (username: string, password: string) => {
      const user = await findUserForSignIn(db, username);
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash));
      return user && passwordOk ? user : undefined;
    },
    {
      maxFailures: config.SIGN_IN_FAILURES,
      windowSeconds: 15 * 60,
      keyPrefix: config.QUEUE_PREFIX,
      channel: 'portal',
    },
    (username) => app.log.warn({ username }, 'sign-in refused: account locked after repeated failures'),
  );
}

/** Hands a request under OIDC_MOUNT_PATH to the provider, as if the provider were mounted at the root. */
function providerHandler(app: FastifyInstance, getProvider: ProviderLoader) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { callback } = await getProvider();
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(OIDC_MOUNT_PATH.length) || '/';
    // The provider builds its URLs from these headers: they name the issuer, whatever the client sent.
    const issuer = new URL(app.identity.issuer());
    raw.headers.host = issuer.host;
    raw.headers['x-forwarded-host'] = issuer.host;
    raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    // Discovery and the keys change only with a new key: clients may keep them for five minutes.
    if (request.method === 'GET' && /^\/(\.well-known\/openid-configuration|jwks)$/.test(raw.url ?? '')) {
      reply.raw.setHeader('cache-control', 'public, max-age=300');
    }
    await callback(raw, reply.raw);
  };
}

/** The provider's own routes. It reads request bodies itself: this scope leaves them unread. */
async function registerProviderRoutes(app: FastifyInstance, getProvider: ProviderLoader) {
  const rateLimit = tokenRateLimit(app);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = providerHandler(app, getProvider);
    const hide = { hide: true };
    scope.route({
      method: 'GET',
      url: `${OIDC_MOUNT_PATH}/*`,
      config: { access: 'public' },
      schema: hide,
      handler,
    });
    // Every other POST of the provider (`/token/`, introspection, revocation) counts like the token one.
    scope.route({
      method: 'POST',
      url: `${OIDC_MOUNT_PATH}/*`,
      config: { access: 'public', rateLimit },
      schema: hide,
      handler,
    });
    scope.route({
      method: 'POST',
      url: `${OIDC_MOUNT_PATH}/token`,
      config: { access: 'public', rateLimit },
      schema: hide,
      handler,
    });
  });
}

/** The sign-in page of an interaction, empty or after a refused attempt (401). */
function renderSignInPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { uid: string; username?: string; error?: 'failed' | 'unconfirmed' },
  params: Record<string, unknown>,
) {
  const html = signInPage({
    language: pageLanguage(params.ui_locales, request.headers['accept-language'], request.headers.cookie),
    action: `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(options.uid)}/login`,
    registrationUrl: `${app.identity.origin()}/registration`,
    ...(options.username !== undefined ? { username: options.username } : {}),
    ...(options.error ? { error: options.error } : {}),
  });
  return reply
    .status(options.error ? 401 : 200)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The sign-in page of an interaction and the form it posts, which signs the user in or refuses. */
async function registerSignInPageRoutes(
  app: FastifyInstance,
  getProvider: ProviderLoader,
  checkPassword: PasswordCheck,
) {
  const rateLimit = signInRateLimit(app);
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      `${OIDC_MOUNT_PATH}/interaction/:uid`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const { uid } = uidParams.parse(request.params);
        const { provider: oidc } = await getProvider();
        const details = await oidc.interactionDetails(request.raw, reply.raw);
        if (details.uid !== uid) return reply.redirect(`${OIDC_MOUNT_PATH}/interaction/${details.uid}`);
        return renderSignInPage(app, request, reply, { uid }, details.params);
      },
    );

    scope.post(
      `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
      { config: { access: 'public', rateLimit }, schema: { hide: true } },
      async (request, reply) => {
        const { uid } = uidParams.parse(request.params);
        const form = signInForm.parse(request.body ?? {});
        const { provider: oidc } = await getProvider();
        const details = await oidc.interactionDetails(request.raw, reply.raw);
        const user = form.username
          ? await checkPassword(form.username, form.password, request.ip)
          : undefined;
        const refusal = !user
          ? 'wrong credentials'
          : !user.enabled
            ? 'disabled'
            : !user.confirmed
              ? 'unconfirmed'
              : undefined;
        if (refusal) {
          // Never the password: the username and the reason are enough to follow an attack.
          request.log.warn({ username: form.username, reason: refusal, ip: request.ip }, 'sign-in failed');
          return renderSignInPage(
            app,
            request,
            reply,
            { uid, username: form.username, error: refusal === 'unconfirmed' ? 'unconfirmed' : 'failed' },
            details.params,
          );
        }
        const returnTo = await oidc.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: user!.id } },
          { mergeWithLastSubmission: false },
        );
        request.log.info({ username: user!.username }, 'signed in');
        return reply.redirect(returnTo, 303);
      },
    );
  });
}

/**
 * The embedded OpenID Connect provider under /oidc and its sign-in page. Mounted only without
 * OIDC_ISSUER. The provider is built at the first request, when the listening address (and so
 * the issuer) is known.
 */
export async function signInRoutes(app: FastifyInstance) {
  const getProvider = providerLoader(app);
  const checkPassword = passwordCheck(app);

  app.get(
    STYLESHEET_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );

  await registerProviderRoutes(app, getProvider);
  await registerSignInPageRoutes(app, getProvider, checkPassword);
}
