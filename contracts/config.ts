import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.join(' or ')}//` },
    );

/** Development defaults: published with the code, so they keep nothing secret (docs/decisions/0082). */
export const DEVELOPMENT_LINK_SECRET = 'development-link-secret-change-me';
export const DEVELOPMENT_SEED_PASSWORD = 'Portal-2026!';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The ports a part uses when its variable is empty and the port is free (see `infra/ports.ts`). */
export const DEFAULT_PORTS = { EMBEDDED_POSTGRES_PORT: 5433, SFTP_PORT: 2222 } as const;

/**
 * Every setting of the portal, read from environment variables. One schema, parsed once at start-up;
 * the README's configuration table lists the same names and defaults.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  /**
   * Addresses (IPs or CIDR ranges, comma-separated) of the reverse proxies whose X-Forwarded-For and
   * X-Forwarded-Proto the portal believes; empty: none, the peer address is the client.
   */
  TRUSTED_PROXIES: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[0-9a-fA-F.:]+(\/\d{1,3})?$/, 'must be IP addresses or CIDR ranges, comma-separated'),
        ),
      ),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  EVENTSTORE_URL: optional(url(['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrent:'])),
  /** OTLP/HTTP endpoint (collector) the traces go to; unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(url(['http:', 'https:'])),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The embedded PostgreSQL's port; when empty, the one an earlier start chose
   * (DATA_DIR/installation.json), else 5433, else a free one. 0 picks a free one every time.
   */
  EMBEDDED_POSTGRES_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  READ_MODEL_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  PROJECTION_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Open live update streams (GET /api/events/stream) one user may hold on one API process. */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(5),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  SMTP_FROM: z.email().default('portal@freight-portal.local'),
  /** The embedded SMTP server's port (only the portal itself sends to it); a free one when empty. */
  EMBEDDED_SMTP_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  /**
   * The Redis key prefix of the queues; empty: `portal` with DATABASE_URL, else one of the
   * installation's own (DATA_DIR/installation.json), which `createRuntime` puts in its config.
   */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]*$/, 'must be letters, digits, - or _')
    .default(''),
  /**
   * The embedded SFTP server for customers' order files (docs/sftp-orders.md); when empty, the port
   * DATA_DIR/installation.json keeps from an earlier start, else 2222, else a free one. 0 picks a free one.
   */
  SFTP_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  /** The address the SFTP server listens on; HOST when empty. */
  SFTP_HOST: optional(z.string().min(1)),
  /**
   * The password of the ingestion service's SFTP account (`portal.ingest`); derived from LINK_SECRET
   * when empty, so the workers and the server agree without another secret to distribute.
   */
  SFTP_SERVICE_PASSWORD: optional(z.string().min(16)),
  /**
   * The password of the forwarder's status account (`portal.status`), where its own systems put
   * IFTSTA status files; the account is closed while it is empty (docs/decisions/0231).
   */
  SFTP_STATUS_PASSWORD: optional(z.string().min(16)),
  /** How often the ingestion looks into the inboxes while the SFTP processing is started. */
  SFTP_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * How often the workers look for batches whose queued work was lost (Redis away or emptied); a
   * batch is queued again once it is three times as old.
   */
  BATCH_RESUME_MS: z.coerce.number().int().min(50).max(3_600_000).default(10_000),
  /**
   * The largest order file: the SFTP server refuses writes beyond it, and the ingestion refuses a
   * larger file without reading it (docs/decisions/0081).
   */
  SFTP_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /**
   * A file whose name marks an upload in progress (a leading dot, `.part`, `.tmp`, `.filepart`)
   * and that has not changed for this long is moved to error/ with a report: it never will.
   */
  SFTP_STALE_UPLOAD_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 3_600_000)
    .default(30 * 60_000),
  /** An SFTP connection that has not signed in after this long is closed. */
  SFTP_SIGN_IN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Open SFTP connections of the server in total, and from one client address. */
  SFTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(100),
  SFTP_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(10),
  /**
   * Untrusted files (order files, address imports) are read in a worker thread that is ended after
   * this long or beyond this heap (docs/decisions/0080).
   */
  FILE_PARSE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(20_000),
  FILE_PARSE_MEMORY_MB: z.coerce.number().int().min(16).max(4096).default(256),
  /** Rows below the header an order file may have. */
  ORDER_FILE_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Rows (or vCards) an address import may have. */
  ADDRESS_FILE_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  MAIL_MAX_RETRIES: z.coerce.number().int().min(0).max(100).default(8),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Webhook deliveries retry like mails: attempts, first delay doubling per attempt (docs/decisions/0110). */
  WEBHOOK_MAX_RETRIES: z.coerce.number().int().min(0).max(100).default(8),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Lets webhooks target private and loopback addresses outside development (tests on one machine). */
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  OIDC_ISSUER: optional(url(['http:', 'https:'])),
  OIDC_AUDIENCE: z.string().min(1).default('freight-portal'),
  OIDC_CLIENT_ID: z.string().min(1).default('freight-portal-web'),
  OIDC_ROLES_CLAIM: z.string().min(1).default('roles'),
  ROLE_PRODUCT: z
    .string()
    .regex(/^[A-Z0-9]+$/, 'must be upper-case letters and digits')
    .default('PORTAL'),
  SEED_PASSWORD: z.string().min(8).default(DEVELOPMENT_SEED_PASSWORD),
  SEED_DEMO_DATA: flag.default(true),
  ZIP_SOURCE: optional(z.string().min(1)),
  /** Signs invitation and confirmation links and the sign-in cookies; the default is for development only. */
  /** Requests per minute and client address on sign-in, registration and token endpoints. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Wrong passwords for one portal account that lock it for 15 minutes. */
  SIGN_IN_FAILURES: z.coerce.number().int().min(1).default(10),
  /**
   * Failed SFTP sign-ins of one account (wrong passwords, key signatures that do not verify) that
   * lock its password for 15 minutes; a key that signs is let in even then (docs/decisions/0223).
   */
  SFTP_SIGN_IN_FAILURES: z.coerce.number().int().min(1).default(10),
  LINK_SECRET: z.string().min(16).default(DEVELOPMENT_LINK_SECRET),
  /**
   * The operator of the portal, published by GET /api/legal for the imprint and the privacy
   * statement. The defaults describe a demo operator (a production start warns while they are used).
   * An empty optional value (phone, register, VAT id, representatives) leaves its line out.
   */
  OPERATOR_NAME: z.string().trim().min(1).default('Demo-Spedition GmbH (demo operator)'),
  /** Address lines separated by `|` or a line break (`\n`). */
  OPERATOR_ADDRESS: z.string().trim().min(1).default('Musterstraße 1|20095 Hamburg|Germany'),
  OPERATOR_EMAIL: z.email().default('info@demo-spedition.example'),
  OPERATOR_PHONE: z.string().trim().default('+49 40 000000-0'),
  /** Register court and number, for example `Amtsgericht Hamburg, HRB 12345`. */
  OPERATOR_REGISTER: z.string().trim().default('Amtsgericht Hamburg, HRB 000000 (demo)'),
  OPERATOR_VAT_ID: z.string().trim().default('DE000000000 (demo)'),
  OPERATOR_REPRESENTATIVES: z.string().trim().default('Erika Mustermann, Max Mustermann (demo)'),
  /** Contact for data protection requests (a data protection officer); OPERATOR_EMAIL when empty. */
  OPERATOR_PRIVACY_EMAIL: optional(z.email()),
  /**
   * The forwarder's external shipment tracking site; the shipment number and the tracking language
   * are added as `shipment` and `lang`. Unset: the portal's own `/track?number=` page.
   */
  TRACKING_URL: optional(url(['http:', 'https:'])),
  /** Where product flyers are, `{identifier}` standing for the product; unset: no flyer link. */
  PRODUCT_FLYER_URL: optional(
    url(['http:', 'https:']).refine((value) => value.includes('{identifier}'), {
      message: 'must contain {identifier}',
    }),
  ),
  /** The official full text of the ADSp, linked from the ADSp page. */
  ADSP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    url(['http:', 'https:']).default('https://www.adsp.de/'),
  ),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  readonly issues: { variable: string; message: string }[];

  constructor(issues: { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  ${issue.variable}: ${issue.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Parses the environment; throws a ConfigError that names each wrong variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), message: issue.message })),
  );
}

/**
 * The settings that still hold a published development secret: LINK_SECRET (which also derives the
 * SFTP service password while SFTP_SERVICE_PASSWORD is empty) and SEED_PASSWORD while demo users
 * are seeded with it. Empty when none is left at its default.
 */
export function developmentSecrets(
  config: Pick<Config, 'LINK_SECRET' | 'SEED_PASSWORD' | 'SEED_DEMO_DATA'>,
): string[] {
  const found: string[] = [];
  if (config.LINK_SECRET === DEVELOPMENT_LINK_SECRET) found.push('LINK_SECRET');
  if (config.SEED_DEMO_DATA && config.SEED_PASSWORD === DEVELOPMENT_SEED_PASSWORD)
    found.push('SEED_PASSWORD');
  return found;
}

/**
 * A part that can be reached from outside (the API, the SFTP server) refuses to start on
 * development secrets unless NODE_ENV says development or test (docs/decisions/0082).
 */
export function assertNoDevelopmentSecrets(
  config: Pick<Config, 'NODE_ENV' | 'LINK_SECRET' | 'SEED_PASSWORD' | 'SEED_DEMO_DATA'>,
  part: string,
): void {
  if (config.NODE_ENV === 'development' || config.NODE_ENV === 'test') return;
  const secrets = developmentSecrets(config);
  if (secrets.length === 0) return;
  throw new ConfigError(
    secrets.map((variable) => ({
      variable,
      message: `still holds its published development value; the ${part} does not start with it when NODE_ENV=${config.NODE_ENV} (set a secret of your own${variable === 'SEED_PASSWORD' ? ', or SEED_DEMO_DATA=false' : ''})`,
    })),
  );
}
