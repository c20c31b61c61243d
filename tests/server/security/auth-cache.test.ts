import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { everyDatabaseKind } from '../support/databases';
import { cutListeners, twoInstancesOnSeeded } from '../support/instances';
import { ANNA, BJORN, apiStatus, signIn } from './sessions-support';

/** Resolves at the instance's next emptying of its auth cache. */
const nextClearing = (app: FastifyInstance) =>
  new Promise<void>((resolve) => {
    const stop = app.authCache.onCleared(() => {
      stop();
      resolve();
    });
  });

describe.each(everyDatabaseKind)('the auth cache on %s', (kind) => {
  const servers = twoInstancesOnSeeded(kind);

  it('keeps a checked token, and forgets it on every instance when its session is signed out', async () => {
    const { first, second } = servers;
    const origin = first.config.siteUrl;
    const session = await signIn(first.app, origin, first.config.authAudience, ANNA);
    expect(await apiStatus(second.app, origin, session.accessToken)).toBe(200);
    expect(second.app.authCache.token(session.accessToken)?.auth).toMatchObject({
      ssn: ANNA,
    });

    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      headers: { host: new URL(origin).host, authorization: `Bearer ${session.accessToken}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(second.app.authCache.token(session.accessToken)).toBeUndefined();
    expect(await apiStatus(second.app, origin, session.accessToken)).toBe(401);
    expect(await apiStatus(first.app, origin, session.accessToken)).toBe(401);
  });

  it('never keeps a refused token', async () => {
    const { first } = servers;
    const origin = first.config.siteUrl;
    expect(await apiStatus(first.app, origin, 'a.b.c')).toBe(401);
    expect(first.app.authCache.token('a.b.c')).toBeUndefined();
  });

  it.runIf(kind === 'postgres')(
    'hears a revocation made by an instance in another process, through PostgreSQL',
    async () => {
      const { database, first, second } = servers;
      const origin = first.config.siteUrl;
      const session = await signIn(first.app, origin, first.config.authAudience, BJORN);
      expect(await apiStatus(second.app, origin, session.accessToken)).toBe(200);
      expect(second.app.authCache.token(session.accessToken)).toBeDefined();

      // Another process has only the database in common with this one: its own connection
      // records the revocation and announces it, as `authChanged` does.
      const cleared = nextClearing(second.app);
      const other = new pg.Client({
        connectionString: database.postgres!.url,
        options: `-c search_path=${database.postgres!.schema}`,
      });
      await other.connect();
      try {
        await other.query(
          `insert into revoked_grant (tenant, grant_id, reason, expires_at)
           values ('customer', $1, 'signOut', now() + interval '1 hour')`,
          [String(decodeJwt(session.accessToken).grant_id)],
        );
        await other.query(
          `select pg_notify('skjol_auth_' || regexp_replace(current_schema(), '[^a-zA-Z0-9_]', '', 'g'), '')`,
        );
      } finally {
        await other.end();
      }
      await cleared;
      expect(await apiStatus(second.app, origin, session.accessToken)).toBe(401);
    },
  );

  it.runIf(kind === 'postgres')(
    'keeps nothing while it cannot hear the other instances',
    async () => {
      const { database, first, second } = servers;
      const origin = first.config.siteUrl;
      const session = await signIn(first.app, origin, first.config.authAudience, ANNA);
      expect(await apiStatus(second.app, origin, session.accessToken)).toBe(200);
      // Both instances' listening connections are cut (only this schema's).
      const cleared = nextClearing(second.app);
      await cutListeners(database, 'skjol_auth_');
      await cleared;
      expect(await apiStatus(second.app, origin, session.accessToken)).toBe(200);
      expect(second.app.authCache.token(session.accessToken)).toBeUndefined();
    },
  );
});
