import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIceland } from '../../src/domain/calendar';
import type { PolicyOverviewResponse } from '../../src/domain/api/policy';
import { everyDatabaseKind } from './support/databases';
import { cutListeners, twoInstancesOnSeeded, type Instance } from './support/instances';
import { ANNA, signIn } from './security/sessions-support';

const OVERVIEW = `policy-overview ${todayInIceland()}`;

/** Resolves when the instance next forgets what it keeps of `party`. */
const nextForgetting = (app: FastifyInstance, party: string) =>
  new Promise<void>((resolve) => {
    const stop = app.partyReads.onForgotten((forgotten) => {
      if (forgotten !== party && forgotten !== null) return;
      stop();
      resolve();
    });
  });

describe.each(everyDatabaseKind)('kept portal answers on %s', (kind) => {
  const servers = twoInstancesOnSeeded(kind);
  let token: string;
  beforeAll(async () => {
    token = (
      await signIn(
        servers.first.app,
        servers.first.config.siteUrl,
        servers.first.config.authAudience,
        ANNA,
      )
    ).accessToken;
  });

  const call = (instance: Instance, method: 'GET' | 'POST', url: string, payload?: object) =>
    instance.app.inject({
      method,
      url,
      headers: {
        host: new URL(instance.config.siteUrl).host,
        authorization: `Bearer ${token}`,
      },
      ...(payload ? { payload } : {}),
    });
  const overview = async (instance: Instance) => {
    const response = await call(instance, 'GET', '/api/policy/v3/overview/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json<PolicyOverviewResponse>();
  };
  const unreadPolicyDocument = (answer: PolicyOverviewResponse) =>
    answer.policies.flatMap((policy) => policy.documents).find((document) => document.unread);

  it('reads back at once what the person changed on the same instance, by POST or by a GET that writes', async () => {
    const { first } = servers;
    const before = await overview(first);
    const unread = unreadPolicyDocument(before);
    expect(unread, 'an unread document of one of her policies').toBeDefined();
    // The instance forgets everything it keeps before answering a POST, not only when the
    // database's notice (naming the party) arrives.
    const forgotten: (string | null)[] = [];
    const stop = first.app.partyReads.onForgotten((party) => forgotten.push(party));
    const marked = await call(first, 'POST', '/api/document/v2/read/', { id: unread!.id });
    stop();
    expect(marked.statusCode).toBe(200);
    expect(forgotten).toContain(null);
    const after = await overview(first);
    expect(
      after.policies.flatMap((p) => p.documents).find((d) => d.id === unread!.id),
    ).toMatchObject({
      unread: false,
    });

    const next = unreadPolicyDocument(after);
    expect(next, 'another unread document').toBeDefined();
    const download = await call(first, 'GET', `/api/document/v2/download/?id=${next!.id}`);
    expect(download.statusCode).toBe(200);
    expect(
      (await overview(first)).policies.flatMap((p) => p.documents).find((d) => d.id === next!.id),
    ).toMatchObject({ unread: false });
  });

  it.runIf(kind === 'postgres')(
    'serves the overview from memory, and every instance forgets it when another process changes a policy',
    async () => {
      const { database, first, second } = servers;
      const answer = await overview(second);
      expect(second.app.partyReads.holds(ANNA, OVERVIEW)).toBe(true);
      const policy = answer.policies[0]!;

      const other = new pg.Client({
        connectionString: database.postgres!.url,
        options: `-c search_path=${database.postgres!.schema}`,
      });
      await other.connect();
      try {
        // Without the triggers (replica mode) a change is not announced: the answer kept is
        // what the next request gets, so it came from memory.
        await other.query(`set session_replication_role = replica`);
        await other.query(`update policy set insured_object_en = 'Unannounced' where id = $1`, [
          policy.id,
        ]);
        expect((await overview(second)).policies[0]!.insuredObject.en).toBe(
          policy.insuredObject.en,
        );

        await other.query(`set session_replication_role = origin`);
        const forgotten = Promise.all([
          nextForgetting(first.app, ANNA),
          nextForgetting(second.app, ANNA),
        ]);
        await other.query(`update policy set insured_object_en = 'Announced' where id = $1`, [
          policy.id,
        ]);
        await forgotten;
        expect(second.app.partyReads.holds(ANNA, OVERVIEW)).toBe(false);
        expect((await overview(second)).policies[0]!.insuredObject.en).toBe('Announced');
        expect((await overview(first)).policies[0]!.insuredObject.en).toBe('Announced');
      } finally {
        await other.query(`update policy set insured_object_en = $2 where id = $1`, [
          policy.id,
          policy.insuredObject.en,
        ]);
        await other.end();
      }
    },
  );

  it("forgets the party's answers when its policies, documents or name change, whoever changes them, and only that party's", async () => {
    const { database, second } = servers;
    // Straight to the database, as a staff tool or a job would write, not through the API.
    const run = (statement: string) => sql.raw(statement).execute(database.db);
    for (const change of [
      `update policy set insured_object_en = insured_object_en where holder_kennitala = '${ANNA}'`,
      `update electronic_document set title_en = title_en where party_kennitala = '${ANNA}'`,
      `update party set full_name = full_name where kennitala = '${ANNA}'`,
      `update policy_coverage set deductible = deductible
         where policy_id in (select id from policy where holder_kennitala = '${ANNA}')`,
    ]) {
      await overview(second);
      expect(second.app.partyReads.holds(ANNA, OVERVIEW), 'kept').toBe(true);
      const forgotten = nextForgetting(second.app, ANNA);
      await run(change);
      await forgotten;
      expect(second.app.partyReads.holds(ANNA, OVERVIEW), change).toBe(false);
    }

    // Another party's change leaves her answer kept. A marker notice sent after it tells when
    // every notice of that change has been heard (they arrive in commit order).
    await overview(second);
    const heard: (string | null)[] = [];
    const stop = second.app.partyReads.onForgotten((party) => heard.push(party));
    const marker = nextForgetting(second.app, 'marker');
    await run(`update party set full_name = full_name where kennitala <> '${ANNA}'`);
    await run(
      `select pg_notify('skjol_reads_' || regexp_replace(current_schema(), '[^a-zA-Z0-9_]', '', 'g'), 'marker')`,
    );
    await marker;
    stop();
    expect(heard).not.toContain(ANNA);
    expect(second.app.partyReads.holds(ANNA, OVERVIEW)).toBe(true);
  });

  it.runIf(kind === 'postgres')('keeps nothing while it cannot hear the others', async () => {
    const { database, second } = servers;
    await overview(second);
    const cleared = nextForgetting(second.app, ANNA);
    await cutListeners(database, 'skjol_reads_');
    await cleared;
    await overview(second);
    expect(second.app.partyReads.holds(ANNA, OVERVIEW)).toBe(false);
  });
});
