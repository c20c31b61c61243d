import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_API } from '../../src/domain/api/portal';
import { ACCESS_API } from '../../src/domain/api/access-grant-rules';
import { LOOKUP_LIMIT } from '../../server/modules/access/access.service';
import {
  ANNA,
  BJORN,
  GUDRUN,
  HRAUNHOLAR,
  startPortalApp,
  type Caller,
  type PortalApp,
} from './portal-helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';
/** Shaped like a kennitala and passing its rules, but nobody is registered with it. */
const UNKNOWN = '0101701239';

const plusDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('access grants API', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp();
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;

  /** Like portal.call, with DELETE too. */
  function send(
    who: Caller | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; json?: unknown } = {},
  ) {
    if (method !== 'DELETE') return portal.call(who, method, url, options);
    const staff = who === 'sigga' || who === 'lesa';
    const host = new URL(staff ? portal.testApp.config.staffUrl : portal.testApp.config.siteUrl)
      .host;
    return portal.testApp.app.inject({
      method,
      url,
      headers: {
        host,
        ...(who ? { authorization: `Bearer ${portal.tokens[who]}` } : {}),
        ...options.headers,
      },
    });
  }

  const give = (who: Caller, json: unknown, headers?: Record<string, string>) =>
    send(who, 'POST', ACCESS_API.giveGrant, { json, headers });

  async function liveGrantId(grantor: string, holder: string): Promise<string> {
    const row = await db()
      .selectFrom('access_grant')
      .select('id')
      .where('grantor_kennitala', '=', grantor)
      .where('holder_kennitala', '=', holder)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function auditActions(grantor: string) {
    const rows = await db()
      .selectFrom('audit_event')
      .select(['action', 'actor', 'detail'])
      .where('subject', '=', grantor)
      .where('action', 'like', 'accessGrant.%')
      .orderBy('id')
      .execute();
    return rows;
  }

  it('answers 401 to every access call without a token', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', ACCESS_API.grantsGiven],
      ['GET', ACCESS_API.grantsHeld],
      ['GET', ACCESS_API.companyInvolvement],
      ['POST', ACCESS_API.giveGrant],
      ['POST', ACCESS_API.lookupHolder],
      ['DELETE', ACCESS_API.grantGiven(MISSING)],
      ['DELETE', ACCESS_API.grantHeld(MISSING)],
    ];
    for (const [method, url] of calls) {
      const response = await send(null, method, url, { json: { ssn: GUDRUN } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().errorCode).toBe('Unauthorized');
    }
  });

  it("lists the demo grants: what Anna holds, Björn's grant to Guðrún, Anna's company", async () => {
    const held = (await send('anna', 'GET', ACCESS_API.grantsHeld)).json();
    expect(held.grants).toEqual([
      expect.objectContaining({
        grantorSsn: HRAUNHOLAR,
        grantorName: 'Hraunhólar ehf.',
        grantorIsCompany: true,
        scope: 'full',
        validTo: null,
      }),
    ]);
    const given = (await send('bjorn', 'GET', ACCESS_API.grantsGiven)).json();
    expect(given.grantor).toEqual({ ssn: BJORN, name: 'Björn Sigurðsson', isCompany: false });
    expect(given.canManage).toBe(true);
    expect(given.grants).toEqual([
      expect.objectContaining({
        holderSsn: GUDRUN,
        holderName: 'Guðrún Pálsdóttir',
        status: 'active',
        validTo: null,
      }),
    ]);
    const involvement = (await send('anna', 'GET', ACCESS_API.companyInvolvement)).json();
    expect(involvement.companies).toEqual([
      { ssn: HRAUNHOLAR, name: 'Hraunhólar ehf.', role: 'ceo', canActFor: true },
    ]);
    expect((await send('gudrun', 'GET', ACCESS_API.companyInvolvement)).json().companies).toEqual(
      [],
    );
  });

  it('gives access, which works at once, and revoking it stops it on the very next call', async () => {
    const lookup = await send('anna', 'POST', ACCESS_API.lookupHolder, {
      json: { ssn: '140770-2999' },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ name: 'Guðrún Pálsdóttir' });

    const validTo = plusDays(30);
    const given = await give('anna', { ssn: '140770 2999', validTo });
    expect(given.statusCode, given.body).toBe(201);
    const grant = given.json();
    // No more about the holder than the lookup shows: the name.
    expect(Object.keys(grant).sort()).toEqual(
      ['createdAt', 'holderName', 'holderSsn', 'id', 'scope', 'status', 'validTo'].sort(),
    );
    expect(grant).toMatchObject({
      holderSsn: GUDRUN,
      holderName: 'Guðrún Pálsdóttir',
      validTo,
      status: 'active',
    });
    const mine = (await send('anna', 'GET', ACCESS_API.grantsGiven)).json();
    expect(mine.grants.map((g: { id: string }) => g.id)).toEqual([grant.id]);

    const held = (await send('gudrun', 'GET', ACCESS_API.grantsHeld)).json();
    expect(held.grants.map((g: { grantorSsn: string }) => g.grantorSsn).sort()).toEqual(
      [ANNA, BJORN].sort(),
    );
    const info = (await send('gudrun', 'GET', '/api/user/v1/info/')).json();
    expect(info.actingOptions.map((o: { ssn: string }) => o.ssn)).toContain(ANNA);
    const asAnna = { overviewUser: ANNA };
    const before = await send('gudrun', 'GET', PORTAL_API.policyOverview, { headers: asAnna });
    expect(before.statusCode).toBe(200);

    const revoked = await send('anna', 'DELETE', ACCESS_API.grantGiven(grant.id));
    expect(revoked.statusCode).toBe(204);
    const after = await send('gudrun', 'GET', PORTAL_API.policyOverview, { headers: asAnna });
    expect(after.statusCode).toBe(403);
    expect(after.json().errorCode).toBe('NoAccessGrant');
    const switched = await send('gudrun', 'POST', '/api/user/v1/switchoverviewuser/', {
      json: { ssn: ANNA },
    });
    expect(switched.statusCode).toBe(403);
    expect((await send('anna', 'GET', ACCESS_API.grantsGiven)).json().grants).toEqual([]);

    // Revoking twice finds nothing to revoke.
    const again = await send('anna', 'DELETE', ACCESS_API.grantGiven(grant.id));
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('GrantNotFound');

    const audit = await auditActions(ANNA);
    expect(audit.map((event) => [event.action, event.actor])).toEqual([
      ['accessGrant.lookup', ANNA],
      ['accessGrant.give', ANNA],
      ['accessGrant.revoke', ANNA],
    ]);
    expect(audit[1]!.detail).toEqual({ grantId: grant.id, holder: GUDRUN, validTo });
  });

  it('lets the holder give up access they hold, which also stops at once', async () => {
    const id = await liveGrantId(BJORN, GUDRUN);
    // Björn cannot "give up" a grant he gave: as holder it is not his.
    const notHolder = await send('bjorn', 'DELETE', ACCESS_API.grantHeld(id));
    expect(notHolder.statusCode).toBe(404);

    const asBjorn = { overviewUser: BJORN };
    // Giving up works while acting for the grantor too: it is the holder's own access.
    const given = await send('gudrun', 'DELETE', ACCESS_API.grantHeld(id), { headers: asBjorn });
    expect(given.statusCode).toBe(204);
    const next = await send('gudrun', 'GET', PORTAL_API.claims, { headers: asBjorn });
    expect(next.statusCode).toBe(403);
    expect((await send('gudrun', 'GET', ACCESS_API.grantsHeld)).json().grants).toEqual([]);
    expect((await send('bjorn', 'GET', ACCESS_API.grantsGiven)).json().grants).toEqual([]);
    const audit = await auditActions(BJORN);
    expect(audit.at(-1)).toMatchObject({ action: 'accessGrant.relinquish', actor: GUDRUN });

    // Björn gives it back, as the demo data has it.
    expect((await give('bjorn', { ssn: GUDRUN })).statusCode).toBe(201);
  });

  it('answers 400 for malformed input, with the field that is wrong', async () => {
    const cases: [unknown, string, string][] = [
      [{ ssn: 'abc' }, 'ssn', 'invalidSsn'],
      [{ ssn: '3213701239' }, 'ssn', 'invalidSsn'],
      [{ ssn: '' }, 'ssn', 'requiredField'],
      [{ ssn: GUDRUN, validTo: plusDays(-1) }, 'validTo', 'accessGrants|validToNotInFuture'],
      [{ ssn: GUDRUN, validTo: plusDays(0) }, 'validTo', 'accessGrants|validToNotInFuture'],
      [{ ssn: GUDRUN, validTo: '2030-02-30' }, 'validTo', 'accessGrants|invalidDate'],
    ];
    for (const [json, field, key] of cases) {
      const response = await give('anna', json);
      expect(response.statusCode, JSON.stringify(json)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errorCode).toBe('ValidationFailed');
      expect(response.json().errors[field]).toEqual([key]);
    }
    const noBody = await give('anna', {});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors).toHaveProperty('ssn');
    const badId = await send('anna', 'DELETE', ACCESS_API.grantGiven('not-a-uuid'));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errorCode).toBe('ValidationFailed');
    expect(await auditActions(ANNA)).toHaveLength(3); // nothing more than the earlier test's
  });

  it('refuses self-grants, unknown people, companies as holders and duplicates', async () => {
    const self = await give('anna', { ssn: ANNA });
    expect(self.statusCode).toBe(400);
    expect(self.json().errorCode).toBe('CannotGrantToSelf');
    const selfLookup = await send('anna', 'POST', ACCESS_API.lookupHolder, { json: { ssn: ANNA } });
    expect(selfLookup.json().errorCode).toBe('CannotGrantToSelf');

    const unknown = await give('anna', { ssn: UNKNOWN });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('SsnNotFound');
    const unknownLookup = await send('anna', 'POST', ACCESS_API.lookupHolder, {
      json: { ssn: UNKNOWN },
    });
    expect(unknownLookup.statusCode).toBe(404);
    expect(unknownLookup.json()).not.toHaveProperty('name');

    const company = await give('anna', { ssn: HRAUNHOLAR });
    expect(company.statusCode).toBe(400);
    expect(company.json().errorCode).toBe('HolderMustBePerson');

    const duplicate = await give('bjorn', { ssn: GUDRUN });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errorCode).toBe('GrantExists');
    const live = await db()
      .selectFrom('access_grant')
      .select('id')
      .where('grantor_kennitala', '=', BJORN)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('never lets a proxy holder give or revoke access through the grant they hold (403)', async () => {
    const asBjorn = { overviewUser: BJORN };
    const listed = (
      await send('gudrun', 'GET', ACCESS_API.grantsGiven, { headers: asBjorn })
    ).json();
    expect(listed.grantor.ssn).toBe(BJORN);
    expect(listed.canManage).toBe(false);

    const regrant = await give('gudrun', { ssn: ANNA }, asBjorn);
    expect(regrant.statusCode).toBe(403);
    expect(regrant.json().errorCode).toBe('ProxyCannotGrant');
    const lookup = await send('gudrun', 'POST', ACCESS_API.lookupHolder, {
      headers: asBjorn,
      json: { ssn: ANNA },
    });
    expect(lookup.statusCode).toBe(403);
    const revoke = await send(
      'gudrun',
      'DELETE',
      ACCESS_API.grantGiven(await liveGrantId(BJORN, GUDRUN)),
      { headers: asBjorn },
    );
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json().errorCode).toBe('ProxyCannotGrant');
    expect(
      await db()
        .selectFrom('access_grant')
        .select('id')
        .where('grantor_kennitala', '=', BJORN)
        .where('revoked_at', 'is', null)
        .execute(),
    ).toHaveLength(1);
  });

  it('lets Anna manage the grants of the company she runs while acting for it', async () => {
    const asCompany = { overviewUser: HRAUNHOLAR };
    const listed = (
      await send('anna', 'GET', ACCESS_API.grantsGiven, { headers: asCompany })
    ).json();
    expect(listed.canManage).toBe(true);
    expect(listed.grantor).toEqual({ ssn: HRAUNHOLAR, name: 'Hraunhólar ehf.', isCompany: true });
    expect(listed.grants.map((g: { holderSsn: string }) => g.holderSsn)).toEqual([ANNA]);

    const given = await give('anna', { ssn: BJORN }, asCompany);
    expect(given.statusCode).toBe(201);
    const asProxy = await send('bjorn', 'GET', PORTAL_API.policyOverview, { headers: asCompany });
    expect(asProxy.statusCode).toBe(200);
    // Björn holds the company's grant but is not involved with it: he may not hand it on.
    const onward = await give('bjorn', { ssn: GUDRUN }, asCompany);
    expect(onward.statusCode).toBe(403);
    expect(onward.json().errorCode).toBe('ProxyCannotGrant');

    const revoked = await send('anna', 'DELETE', ACCESS_API.grantGiven(given.json().id), {
      headers: asCompany,
    });
    expect(revoked.statusCode).toBe(204);
    const after = await send('bjorn', 'GET', PORTAL_API.policyOverview, { headers: asCompany });
    expect(after.statusCode).toBe(403);
    const audit = await auditActions(HRAUNHOLAR);
    expect(audit.map((event) => [event.action, event.actor])).toEqual([
      ['accessGrant.give', ANNA],
      ['accessGrant.revoke', ANNA],
    ]);
  });

  it("answers 404 for other people's grant ids, exactly as for a missing id", async () => {
    const bjornsGrant = await liveGrantId(BJORN, GUDRUN);
    const annasHeld = await liveGrantId(HRAUNHOLAR, ANNA);
    const cases: [Caller, string][] = [
      ['anna', ACCESS_API.grantGiven(bjornsGrant)],
      ['anna', ACCESS_API.grantHeld(bjornsGrant)],
      ['gudrun', ACCESS_API.grantHeld(annasHeld)],
      ['gudrun', ACCESS_API.grantGiven(annasHeld)],
    ];
    const missing = await send('anna', 'DELETE', ACCESS_API.grantGiven(MISSING));
    expect(missing.statusCode).toBe(404);
    for (const [who, url] of cases) {
      const response = await send(who, 'DELETE', url);
      expect(response.statusCode, `${who} ${url}`).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    const stillLive = await db()
      .selectFrom('access_grant')
      .select('id')
      .where('id', 'in', [bjornsGrant, annasHeld])
      .where('revoked_at', 'is', null)
      .execute();
    expect(stillLive).toHaveLength(2);
  });

  it('stops an expired grant on the next call, shows it as expired, and lets it be given anew', async () => {
    const id = await liveGrantId(BJORN, GUDRUN);
    const asBjorn = { overviewUser: BJORN };
    expect((await send('gudrun', 'GET', PORTAL_API.claims, { headers: asBjorn })).statusCode).toBe(
      200,
    );
    await db()
      .updateTable('access_grant')
      .set({ valid_to: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const next = await send('gudrun', 'GET', PORTAL_API.claims, { headers: asBjorn });
    expect(next.statusCode).toBe(403);
    expect((await send('gudrun', 'GET', ACCESS_API.grantsHeld)).json().grants).toEqual([]);
    const given = (await send('bjorn', 'GET', ACCESS_API.grantsGiven)).json();
    expect(given.grants).toEqual([expect.objectContaining({ id, status: 'expired' })]);

    const renewed = await give('bjorn', { ssn: GUDRUN });
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().id).not.toBe(id);
    expect((await send('gudrun', 'GET', PORTAL_API.claims, { headers: asBjorn })).statusCode).toBe(
      200,
    );
    const old = await db()
      .selectFrom('access_grant')
      .select('revoked_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(old.revoked_at).not.toBeNull();
  });

  it('lets Full staff give and revoke for the customer, and Readonly staff only look (403)', async () => {
    const asAnna = { impersonatedUser: ANNA };
    const readonly = (
      await send('lesa', 'GET', ACCESS_API.grantsGiven, { headers: asAnna })
    ).json();
    expect(readonly.canManage).toBe(false);
    const readonlyGive = await give('lesa', { ssn: GUDRUN }, asAnna);
    expect(readonlyGive.statusCode).toBe(403);
    expect(readonlyGive.json().errorCode).toBe('ReadOnlyRole');
    const readonlyRevoke = await send(
      'lesa',
      'DELETE',
      ACCESS_API.grantHeld(await liveGrantId(HRAUNHOLAR, ANNA)),
      { headers: asAnna },
    );
    expect(readonlyRevoke.statusCode).toBe(403);

    const staffGive = await give('sigga', { ssn: GUDRUN }, asAnna);
    expect(staffGive.statusCode).toBe(201);
    const staffRevoke = await send('sigga', 'DELETE', ACCESS_API.grantGiven(staffGive.json().id), {
      headers: asAnna,
    });
    expect(staffRevoke.statusCode).toBe(204);
    const audit = await auditActions(ANNA);
    expect(audit.slice(-2).map((event) => [event.action, event.actor])).toEqual([
      ['accessGrant.give', 'staff:sigga'],
      ['accessGrant.revoke', 'staff:sigga'],
    ]);
    // Staff see the customer's own held grants and companies, not their own.
    const held = (await send('sigga', 'GET', ACCESS_API.grantsHeld, { headers: asAnna })).json();
    expect(held.grants.map((g: { grantorSsn: string }) => g.grantorSsn)).toEqual([HRAUNHOLAR]);
  });

  it('documents every access call in OpenAPI', async () => {
    const document = (await send(null, 'GET', '/api/docs/json')).json();
    const expected: [string, string, string][] = [
      [ACCESS_API.grantsGiven, 'get', '200'],
      [ACCESS_API.grantsHeld, 'get', '200'],
      ['/api/user/v1/settings/grantedaccess/{id}/', 'delete', '204'],
      [ACCESS_API.companyInvolvement, 'get', '200'],
      [ACCESS_API.giveGrant, 'post', '201'],
      [ACCESS_API.lookupHolder, 'post', '200'],
      ['/api/user/v2/settings/grantedaccess/{id}/', 'delete', '204'],
    ];
    for (const [path, method, status] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary).toBeTruthy();
      expect(operation.responses[status]).toBeDefined();
    }
  });

  it('limits name lookups per person, misses included (429), as the audit log counts them', async () => {
    // Björn's gives and revokes earlier in this file count as lookups too.
    const counted = await db()
      .selectFrom('audit_event')
      .select('id')
      .where('actor', '=', BJORN)
      .where('action', 'in', [
        'accessGrant.lookup',
        'accessGrant.lookupMiss',
        'accessGrant.give',
        'accessGrant.revoke',
      ])
      .execute();
    // Björn tries kennitölur one after another: every miss counts toward the limit.
    const tries = Array.from({ length: LOOKUP_LIMIT - counted.length }, (_, index) =>
      String(4000000000 + index * 7919).slice(0, 10),
    );
    for (const ssn of tries) {
      const miss = await send('bjorn', 'POST', ACCESS_API.lookupHolder, { json: { ssn } });
      expect(miss.statusCode).not.toBe(429);
    }
    const blocked = await send('bjorn', 'POST', ACCESS_API.lookupHolder, {
      json: { ssn: ANNA },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('TooManyLookups');
    expect(blocked.json()).not.toHaveProperty('name');
    // Guðrún's own allowance is untouched.
    const gudrun = await send('gudrun', 'POST', ACCESS_API.lookupHolder, { json: { ssn: BJORN } });
    expect(gudrun.statusCode).not.toBe(429);
  });
});
