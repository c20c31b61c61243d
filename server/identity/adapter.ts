import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';

/**
 * oidc-provider's storage contract over our database: one row per model instance, keyed by
 * tenant, model and id. Rows past their expiry are treated as absent (the contract says `find`
 * must not return expired entries); `sweepExpired` removes them for good.
 */
export function createAdapterFactory(db: Db, tenant: string) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        tenant,
        model: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_payload')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['tenant', 'model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await db
        .selectFrom('oidc_payload')
        .select(['payload', 'consumed_at', 'expires_at'])
        .where('tenant', '=', tenant)
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payload')
        .set({ consumed_at: new Date() })
        .where('tenant', '=', tenant)
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_payload')
        .where('tenant', '=', tenant)
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    /** Revoking a grant removes every token and code issued under it, whatever its model. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .deleteFrom('oidc_payload')
        .where('tenant', '=', tenant)
        .where('grant_id', '=', grantId)
        .execute();
    }
  };
}

export async function sweepExpired(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payload')
    .where('expires_at', '<', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
