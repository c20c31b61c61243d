import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SEARCHES_PER_STAFF } from '../../server/modules/staff/staff.routes';
import { testDatabaseKinds } from './support/databases';
import { ANNA, BJORN, HRAUNHOLAR, startPortalApp, type PortalApp } from './portal-helpers';

const SEARCH = '/api/staff/v1/customers/search/';
const RECENT = '/api/staff/v1/customers/recent/';
const HOME = '/api/staff/v1/home/';

describe.each(testDatabaseKinds)('staff finding customers on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'sigga', 'lesa'], kind);
  });
  afterAll(() => portal.close());

  const db = () => portal.testApp.database.db;
  const search = (q: string, who: 'sigga' | 'lesa' | 'anna' = 'sigga') =>
    portal.call(who, 'GET', `${SEARCH}?q=${encodeURIComponent(q)}`);
  const found = async (q: string) => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results as { kennitala: string; matchedBy: string; matched: string }[];
  };

  it('finds Björn by part of his name, whatever the case and accents', async () => {
    for (const q of ['bjorn', 'BJÖRN', 'Björn Sig', 'sigurdsson', 'sigurðs']) {
      const results = await found(q);
      expect(
        results.map((hit) => hit.kennitala),
        q,
      ).toContain(BJORN);
      expect(results.find((hit) => hit.kennitala === BJORN)).toMatchObject({
        matchedBy: 'name',
        matched: 'Björn Sigurðsson',
      });
    }
    expect(await found('bjorn jonsson')).toEqual([]);
  });

  it('finds a customer by kennitala with or without the dash or space', async () => {
    for (const q of ['0503852139', '050385-2139', '050385 2139']) {
      expect(await found(q)).toEqual([
        expect.objectContaining({
          kennitala: BJORN,
          matchedBy: 'kennitala',
          name: 'Björn Sigurðsson',
        }),
      ]);
    }
  });

  it('finds a customer by phone and by e-mail', async () => {
    for (const q of ['622 2345', '622-2345', '+354 622 2345']) {
      expect(
        (await found(q)).map((hit) => [hit.kennitala, hit.matchedBy]),
        q,
      ).toEqual([[BJORN, 'phone']]);
    }
    expect(await found('BJORN@example.is')).toEqual([
      expect.objectContaining({
        kennitala: BJORN,
        matchedBy: 'email',
        matched: 'bjorn@example.is',
      }),
    ]);
  });

  it('finds the holder of a policy, the claimant of a claim and the owner of a car', async () => {
    const policy = await db()
      .selectFrom('policy')
      .select(['number', 'holder_kennitala'])
      .where('holder_kennitala', '=', HRAUNHOLAR)
      .executeTakeFirstOrThrow();
    expect(await found(policy.number.toLowerCase())).toEqual([
      expect.objectContaining({
        kennitala: HRAUNHOLAR,
        matchedBy: 'policy',
        matched: policy.number,
      }),
    ]);
    const claim = await db()
      .selectFrom('claim')
      .select(['number', 'claimant_kennitala'])
      .executeTakeFirstOrThrow();
    expect(await found(claim.number)).toEqual([
      expect.objectContaining({
        kennitala: claim.claimant_kennitala,
        matchedBy: 'claim',
        matched: claim.number,
      }),
    ]);
    const car = await db()
      .selectFrom('policy')
      .select(['insured_object_is', 'holder_kennitala', 'vehicle_registration'])
      .where('product_kind', '=', 'car')
      .executeTakeFirstOrThrow();
    const registration = /(\w\w)-?(\w{3})$/.exec(car.insured_object_is)!;
    expect(car.vehicle_registration).toBe(`${registration[1]}${registration[2]}`);
    for (const q of [
      `${registration[1]}${registration[2]}`,
      `${registration[1]!.toLowerCase()} ${registration[2]}`,
    ]) {
      expect(
        (await found(q)).filter((hit) => hit.matchedBy === 'registration'),
        q,
      ).toEqual([
        expect.objectContaining({
          kennitala: car.holder_kennitala,
          matched: car.insured_object_is,
        }),
      ]);
    }
  });

  it('treats LIKE wildcards and odd input as plain text, and refuses a search too short', async () => {
    expect(await found('%%')).toEqual([]);
    expect(await found('__')).toEqual([]);
    expect(await found("o'; drop table party; --")).toEqual([]);
    const short = await search(' a ');
    expect(short.statusCode).toBe(400);
    expect(short.json().errorCode).toBe('SearchTooShort');
    expect((await search('')).statusCode).toBe(400);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });

  it('is for staff only, Readonly included, and writes who looked up whom to the audit log', async () => {
    const customer = await search('bjorn', 'anna');
    expect(customer.statusCode).toBe(403);
    expect(customer.json().errorCode).toBe('StaffOnly');
    expect((await portal.call(null, 'GET', `${SEARCH}?q=bjorn`)).statusCode).toBe(401);
    expect((await search('bjorn', 'lesa')).statusCode).toBe(200);
    const event = await db()
      .selectFrom('audit_event')
      .selectAll()
      .where('action', '=', 'staff.searchCustomers')
      .where('actor', '=', 'staff:lesa')
      .executeTakeFirstOrThrow();
    expect(event.detail).toMatchObject({
      query: 'bjorn',
      found: [{ kennitala: BJORN, matchedBy: 'name' }],
    });
  });

  it("lists the employee's recent customers, each once, newest first, and the staff home's counts", async () => {
    await portal.call('sigga', 'GET', '/api/user/v1/info/', {
      headers: { impersonatedUser: BJORN },
    });
    await portal.call('sigga', 'GET', '/api/user/v1/info/', {
      headers: { impersonatedUser: ANNA },
    });
    const recent = await portal.call('sigga', 'GET', RECENT);
    expect(recent.statusCode).toBe(200);
    expect(recent.json().customers.map((c: { kennitala: string }) => c.kennitala)).toEqual([
      ANNA,
      BJORN,
    ]);
    expect((await portal.call('lesa', 'GET', RECENT)).json().customers).toEqual([]);
    expect((await portal.call('anna', 'GET', RECENT)).statusCode).toBe(403);

    const home = await portal.call('sigga', 'GET', HOME);
    expect(home.statusCode).toBe(200);
    const reported = await db()
      .selectFrom('claim')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'reported')
      .executeTakeFirstOrThrow();
    expect(home.json()).toMatchObject({
      queues: { newClaims: Number(reported.n), waitingChats: 0 },
      lastCustomer: { kennitala: ANNA, name: 'Anna Jónsdóttir' },
    });
    expect(home.json().queues.openCases).toBeGreaterThanOrEqual(0);
    expect((await portal.call('lesa', 'GET', HOME)).json().lastCustomer).toBeNull();
    expect((await portal.call('anna', 'GET', HOME)).statusCode).toBe(403);
  });

  it('limits how many searches one employee makes', async () => {
    let last = 0;
    for (let i = 0; i <= CUSTOMER_SEARCHES_PER_STAFF; i += 1)
      last = (await search('bjorn', 'lesa')).statusCode;
    expect(last).toBe(429);
    // Another employee still searches.
    expect((await search('bjorn')).statusCode).toBe(200);
  });
});
