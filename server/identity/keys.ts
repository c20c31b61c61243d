import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database';

/** Creates a new RS256 key for the tenant; it signs from now on, older keys stay published. */
export async function rotateSigningKey(db: Db, tenant: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = `${tenant}-${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex')}`;
  await db
    .insertInto('signing_key')
    .values({
      kid,
      tenant,
      private_jwk: { ...jwk, kid, alg: 'RS256', use: 'sig' },
      retired_at: null,
    })
    .execute();
  return kid;
}

/** Takes a key out of the published set, e.g. once every token it signed has expired. */
export async function retireSigningKey(db: Db, kid: string): Promise<void> {
  await db
    .updateTable('signing_key')
    .set({ retired_at: new Date() })
    .where('kid', '=', kid)
    .execute();
}

/** The tenant's active private keys, newest first (oidc-provider signs with the first). */
export async function loadSigningKeys(db: Db, tenant: string): Promise<JWK[]> {
  const load = () =>
    db
      .selectFrom('signing_key')
      .select('private_jwk')
      .where('tenant', '=', tenant)
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .execute();
  let rows = await load();
  if (rows.length === 0) {
    await rotateSigningKey(db, tenant);
    rows = await load();
  }
  return rows.map((row) => row.private_jwk as JWK);
}

/**
 * A secret the server needs but the environment did not give: made once, kept in the database so
 * every instance (and every restart) agrees on it.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
