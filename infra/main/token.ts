import { DEFAULT_PORTS } from '../../contracts/config.ts';
import { embeddedIssuer, portalOrigin } from '../../services/identity/issuer.ts';
import { mintAccessToken } from '../../services/identity/mint.ts';
import { installation } from '../installation.ts';
import { postgresAnswers } from '../postgres.ts';
import { createLogger, createRuntime, loadConfigOrExit, PORTAL_DATABASE } from '../runtime.ts';
import { startTracing } from '../tracing.ts';

/**
 * `npm run -s token -- <username>`: prints a bearer token of a seeded user and nothing else, for
 * scripts against a running portal (start it once first, so that the users are seeded). Refused in
 * production and with an external issuer.
 */
const config = loadConfigOrExit();
startTracing(config);
const username = process.argv[2];
if (config.NODE_ENV === 'production') {
  process.stderr.write('token: refused with NODE_ENV=production\n');
  process.exit(1);
}
if (config.OIDC_ISSUER) {
  process.stderr.write('token: OIDC_ISSUER is set; sign in at that provider instead\n');
  process.exit(1);
}
if (!username) {
  process.stderr.write('usage: npm run -s token -- <username>\n');
  process.exit(64);
}
// A running `npm start` owns the embedded PostgreSQL; connect to it instead of starting a second one.
const embeddedPort =
  config.EMBEDDED_POSTGRES_PORT ||
  installation(config.DATA_DIR).postgresPort ||
  DEFAULT_PORTS.EMBEDDED_POSTGRES_PORT;
const embeddedUrl = `postgres://portal:portal@127.0.0.1:${embeddedPort}/${PORTAL_DATABASE}`;
const databaseUrl = config.DATABASE_URL ?? ((await postgresAnswers(embeddedUrl)) ? embeddedUrl : undefined);
const runtime = await createRuntime(
  { ...config, DATABASE_URL: databaseUrl },
  createLogger({ ...config, LOG_LEVEL: 'silent' }),
);
let exitCode = 0;
try {
  const token = await mintAccessToken(runtime.db, config, {
    issuer: embeddedIssuer(portalOrigin(config)),
    username,
  });
  process.stdout.write(`${token}\n`);
} catch (error) {
  process.stderr.write(`token: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await runtime.close();
}
process.exit(exitCode);
