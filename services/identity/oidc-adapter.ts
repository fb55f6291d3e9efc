import { sql } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/index.ts';

/** Kinds the provider revokes together when a grant ends (sign-out, refresh token reuse). */
const GRANT_BOUND = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
];

/**
 * Sessions, interactions, codes, grants and refresh tokens of the provider in PostgreSQL, so that
 * every API instance serves every sign-in and a restart signs nobody out.
 */
export function postgresAdapter(db: Db): AdapterFactory {
  return (kind: string): Adapter => {
    const live = () =>
      db
        .selectFrom('oidc_models')
        .select(['payload', 'consumed_at'])
        .where('kind', '=', kind)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]));
    const payloadOf = (row: { payload: Record<string, unknown>; consumed_at: Date | null } | undefined) =>
      row
        ? ({
            ...row.payload,
            ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
          } as AdapterPayload)
        : undefined;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
        const values = {
          payload: JSON.stringify(payload),
          grant_id: payload.grantId ?? null,
          user_code: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expires_at: expiresAt,
        };
        await db
          .insertInto('oidc_models')
          .values({ kind, id, ...values, consumed_at: null })
          .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(values))
          .execute();
      },
      async find(id) {
        return payloadOf(await live().where('id', '=', id).executeTakeFirst());
      },
      async findByUid(uid) {
        return payloadOf(await live().where('uid', '=', uid).executeTakeFirst());
      },
      async findByUserCode(userCode) {
        return payloadOf(await live().where('user_code', '=', userCode).executeTakeFirst());
      },
      async consume(id) {
        await db
          .updateTable('oidc_models')
          .set({ consumed_at: new Date() })
          .where('kind', '=', kind)
          .where('id', '=', id)
          .execute();
      },
      async destroy(id) {
        await db.deleteFrom('oidc_models').where('kind', '=', kind).where('id', '=', id).execute();
      },
      async revokeByGrantId(grantId) {
        await db
          .deleteFrom('oidc_models')
          .where('grant_id', '=', grantId)
          .where('kind', 'in', GRANT_BOUND)
          .execute();
      },
    };
  };
}

/** True while the provider's grant `grantId` exists: sign-out and refresh token reuse end it. */
export async function grantAlive(db: Db, grantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('oidc_models')
    .select('id')
    .where('kind', '=', 'Grant')
    .where('id', '=', grantId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes expired artefacts; the provider never asks for them again. */
export async function purgeExpiredOidcModels(db: Db): Promise<void> {
  await db.deleteFrom('oidc_models').where('expires_at', '<', sql<Date>`now()`).execute();
}
