import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { queueNames } from '../../contracts/jobs.ts';
import { ERASED_EMAIL, ERASED_TEXT, type UserErasure } from '../../contracts/personal-data.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '../domain/errors.ts';
import { type DirectoryUser, findUserByUsername } from '../identity/users.ts';
import { recordChange } from '../masterdata/changes.ts';
import { deleteMailCopies, type ErasureDeps, rebuildReadModelsWithPersonalData } from './erasure.ts';

export interface UserErasureDeps extends ErasureDeps {
  config: { QUEUE_PREFIX: string };
  redis(options?: { failFast?: boolean }): Redis;
}

const MAIL_CONTEXT = /^mail:/;

/** The principal of a batch as it reads once its user is erased: roles, customers and branch stay. */
const erasedPrincipalFields = {
  username: ERASED_TEXT,
  email: ERASED_EMAIL,
  firstName: ERASED_TEXT,
  lastName: ERASED_TEXT,
  fullName: ERASED_TEXT,
  phone: ERASED_TEXT,
};

/**
 * Erases a portal user (GDPR Art. 17; docs/decisions/0136): the user's key is destroyed, so their
 * login and full name read `[erased]` in every event, and so are the mails that carried their data
 * (0137); the directory row goes with their customer assignments and registrations, their sign-in
 * sessions, grants and tokens, their personal settings and Redis entries; the change log, loading
 * lists, API clients, SFTP keys, webhook subscriptions and batches keep their facts with `[erased]`
 * as the person; then the read models are rebuilt. Nobody erases their own user.
 */
export async function eraseUser(deps: UserErasureDeps, actor: Actor, username: string): Promise<UserErasure> {
  const { db, personalData } = deps;
  const user = await findUserByUsername(db, username);
  if (!user) throw new NotFoundError('user.not-found');
  if (user.id === actor.principal.subject || user.username === actor.principal.username)
    throw new ConflictError('user.erase-self');

  const subject = await personalData.findSubject({ kind: 'user', identity: [user.id] });
  const reach = subject ? await personalData.reach(subject) : { contexts: [], derived: [] };
  const mailIds = reach.contexts
    .filter((context) => MAIL_CONTEXT.test(context))
    .map((context) => context.replace(MAIL_CONTEXT, ''));
  const batchIds = (
    await db.selectFrom('shipment_batches').select('id').where('requested_by', '=', user.username).execute()
  ).map((row) => row.id);
  // Redis first: when it does not answer, nothing is erased yet and the erasure can be asked again.
  await clearRedis(deps, user, batchIds);
  if (subject) await personalData.erase([subject, ...reach.derived]);

  // The change log keeps the user's history under the id of the erased subject (or a new random one).
  const erasedRef = subject ?? crypto.randomUUID();
  const erasedAt = actor.now.toISOString();
  const erasure = await db.transaction().execute(async (trx) => {
    const registrations = await trx
      .deleteFrom('registrations')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    // Customer assignments go with the row (the foreign key cascades).
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    const signIns = await trx
      .deleteFrom('oidc_models')
      .where(sql<boolean>`position(${user.id} in payload::text) > 0`)
      .executeTakeFirst();
    const settings = await trx
      .deleteFrom('personal_settings')
      .where('username', '=', user.username)
      .executeTakeFirst();
    const changes = await sql`
      update masterdata_changes set
        user_login = case when lower(user_login) = ${user.username} then ${ERASED_TEXT} else user_login end,
        user_full_name = case when lower(user_login) = ${user.username} then ${ERASED_TEXT} else user_full_name end,
        entity_id = case when entity = 'user' and entity_id = ${user.username} then ${erasedRef} else entity_id end
      where lower(user_login) = ${user.username} or (entity = 'user' and entity_id = ${user.username})
    `.execute(trx);

    const records = await eraseFromRecords(trx, user.username);

    await deleteMailCopies(trx, mailIds);
    const result: UserErasure = {
      erasedAt,
      mails: mailIds.length,
      signIns: Number(signIns.numDeletedRows),
      personalSettings: Number(settings.numDeletedRows),
      registrations: Number(registrations.numDeletedRows),
      changes: Number(changes.numAffectedRows ?? 0n),
      records,
    };
    await recordChange(trx, {
      entity: 'dataSubject',
      entityId: erasedRef,
      action: 'DEL',
      author: { username: actor.principal.username, fullName: actor.principal.fullName },
      modifications: { kind: 'user', ...result },
    });
    return result;
  });

  await rebuildReadModelsWithPersonalData(deps);
  deps.log.info({ subject: erasedRef, ...erasure }, 'user erased');
  return erasure;
}

/**
 * The records that keep their facts with `[erased]` as the person who made them: loading lists,
 * API clients, SFTP keys, webhook subscriptions and batches. Answers how many rows changed.
 */
async function eraseFromRecords(trx: Db, username: string): Promise<number> {
  const updated = [
    await trx
      .updateTable('loading_lists')
      .set({ created_by: ERASED_TEXT })
      .where('created_by', '=', username)
      .executeTakeFirst(),
    await trx
      .updateTable('api_clients')
      .set({ created_by: ERASED_TEXT })
      .where('created_by', '=', username)
      .executeTakeFirst(),
    await trx
      .updateTable('api_clients')
      .set({ revoked_by: ERASED_TEXT })
      .where('revoked_by', '=', username)
      .executeTakeFirst(),
    await trx
      .updateTable('sftp_public_keys')
      .set({ created_by: ERASED_TEXT })
      .where('created_by', '=', username)
      .executeTakeFirst(),
    await trx
      .updateTable('webhook_subscriptions')
      .set({ created_by: ERASED_TEXT })
      .where('created_by', '=', username)
      .executeTakeFirst(),
    await trx
      .updateTable('shipment_batches')
      .set({
        requested_by: ERASED_TEXT,
        principal: sql<string>`principal || ${JSON.stringify(erasedPrincipalFields)}::jsonb`,
      })
      .where('requested_by', '=', username)
      .executeTakeFirst(),
  ];
  return updated.reduce((total, result) => total + Number(result.numUpdatedRows), 0);
}

/**
 * What Redis keeps of the user: the failed sign-in counters (by the login typed: username or e-mail
 * address) and the principal in the jobs of their batches (kept a day after they ran).
 */
async function clearRedis(deps: UserErasureDeps, user: DirectoryUser, batchIds: string[]): Promise<void> {
  const prefix = deps.config.QUEUE_PREFIX;
  const redis = deps.redis({ failFast: true });
  try {
    await ready(redis);
    await redis.del(
      ...[user.username, user.email.toLowerCase()].map((login) => `${prefix}portal:failed-sign-ins:${login}`),
    );
    if (batchIds.length === 0) return;
    const queue = `${prefix}:${queueNames.shipmentBatchItems}:`;
    // A chunk's job (`<batch>-chunk-<n>`, decision 0168), or one item's, queued before chunks existed.
    const jobKey = new RegExp(
      `^${escapeRegExp(queue)}(${batchIds.map(escapeRegExp).join('|')})-(?:chunk-)?\\d+$`,
    );
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queue}*`, 'COUNT', 1000);
      cursor = next;
      for (const key of keys.filter((candidate) => jobKey.test(candidate))) {
        const data = await redis.hget(key, 'data');
        if (!data) continue;
        const job = JSON.parse(data) as { principal?: Record<string, unknown> };
        await redis.hset(
          key,
          'data',
          JSON.stringify({ ...job, principal: { ...job.principal, ...erasedPrincipalFields } }),
        );
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A new connection that fails fast answers only once connected; Redis away is a 503 (try again). */
async function ready(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  const connected = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 3000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!connected) throw new ServiceUnavailableError('service.unavailable');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
