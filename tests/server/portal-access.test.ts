import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_API } from '../../src/domain/api/portal';
import { demoId } from '../../server/db/seed-portal';
import {
  ANNA,
  BJORN,
  GUDRUN,
  HRAUNHOLAR,
  outbox,
  startPortalApp,
  type PortalApp,
} from './portal-helpers';

const ANNA_CAR = demoId('policy:anna-car');
const ANNA_CLAIM = demoId('claim:anna-collision');
const ANNA_DOCUMENT = demoId('document:policy:anna-car');
const ANNA_OFFER = demoId('offer:anna-cottage');
const BJORN_CAR = demoId('policy:bjorn-car');
const MISSING = '00000000-0000-4000-8000-000000000000';

type Call = { method: 'GET' | 'POST'; url: string; json?: unknown };

/** Every portal call, with a valid request for Anna's own data. */
const READS: Call[] = [
  { method: 'GET', url: PORTAL_API.policyOverview },
  { method: 'GET', url: `${PORTAL_API.policy}?id=${ANNA_CAR}` },
  { method: 'GET', url: PORTAL_API.benefits },
  { method: 'GET', url: PORTAL_API.claims },
  { method: 'GET', url: `${PORTAL_API.claim}?id=${ANNA_CLAIM}` },
  { method: 'GET', url: PORTAL_API.electronicDocuments },
  { method: 'GET', url: `${PORTAL_API.downloadDocument}?id=${ANNA_DOCUMENT}` },
  { method: 'GET', url: PORTAL_API.account },
  { method: 'GET', url: PORTAL_API.installmentsOverview },
  { method: 'GET', url: PORTAL_API.paymentPeriods },
  { method: 'GET', url: PORTAL_API.pendingOffers },
  { method: 'GET', url: PORTAL_API.proposals },
  { method: 'GET', url: PORTAL_API.travelCcard },
  { method: 'GET', url: PORTAL_API.travelFplus },
  { method: 'GET', url: `${PORTAL_API.print}?type=policyOverview` },
];

const plusDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const trip = {
  plan: 'ccard',
  travellerSsn: ANNA,
  startDate: plusDays(3),
  endDate: plusDays(10),
  destination: 'europe',
};

const WRITES: Call[] = [
  { method: 'POST', url: PORTAL_API.sendPolicyOverview, json: {} },
  { method: 'POST', url: PORTAL_API.sendPolicy, json: { id: ANNA_CAR } },
  { method: 'POST', url: PORTAL_API.sendClaimsOverview, json: {} },
  { method: 'POST', url: PORTAL_API.sendDocument, json: { id: ANNA_DOCUMENT } },
  { method: 'POST', url: PORTAL_API.markDocumentRead, json: { id: ANNA_DOCUMENT } },
  { method: 'POST', url: PORTAL_API.sendTransactionOverview, json: {} },
  { method: 'POST', url: PORTAL_API.pendingOffers, json: { id: ANNA_OFFER, status: 'dismissed' } },
  { method: 'POST', url: PORTAL_API.travelDownloadPdf, json: trip },
  { method: 'POST', url: PORTAL_API.travelSendPdf, json: trip },
];

const SENDS = WRITES.filter((call) => /send/i.test(call.url));

describe('portal API access rules', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp();
  });
  afterAll(() => portal.close());

  it('answers 401 problem+json to every portal call without a token', async () => {
    for (const call of [...READS, ...WRITES]) {
      const response = await portal.call(null, call.method, call.url, { json: call.json });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errorCode).toBe('Unauthorized');
    }
  });

  it('answers every read for Anna herself, with no-store on each', async () => {
    for (const call of READS) {
      const response = await portal.call('anna', call.method, call.url);
      expect(
        response.statusCode,
        `${call.method} ${call.url}: ${response.body.slice(0, 200)}`,
      ).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("shows Anna only her own policies, and the company's when she acts for Hraunhólar", async () => {
    const own = (await portal.call('anna', 'GET', PORTAL_API.policyOverview)).json();
    expect(own.policies.length).toBeGreaterThan(3);
    expect(new Set(own.policies.map((p: { holderSsn: string }) => p.holderSsn))).toEqual(
      new Set([ANNA]),
    );
    expect(
      own.policies.map((p: { insuredObject: { is: string } }) => p.insuredObject.is),
    ).toContain('Toyota RAV4 Hybrid, AB-123');

    const headers = { overviewUser: HRAUNHOLAR };
    const company = (
      await portal.call('anna', 'GET', PORTAL_API.policyOverview, { headers })
    ).json();
    expect(new Set(company.policies.map((p: { holderSsn: string }) => p.holderSsn))).toEqual(
      new Set([HRAUNHOLAR]),
    );
    const kinds = company.policies.map((p: { product: { kind: string } }) => p.product.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['liability', 'employee_accident', 'company_travel']),
    );
    const claims = (await portal.call('anna', 'GET', PORTAL_API.claims, { headers })).json();
    expect(claims.claims.map((c: { title: { en: string } }) => c.title.en)).toContain(
      'Workplace accident: an employee fell from scaffolding',
    );
    const account = (await portal.call('anna', 'GET', PORTAL_API.account, { headers })).json();
    expect(account.transactions.length).toBeGreaterThan(0);
    // Acting for the company, Anna's own policy is not there to be found.
    const ownPolicy = await portal.call('anna', 'GET', `${PORTAL_API.policy}?id=${ANNA_CAR}`, {
      headers,
    });
    expect(ownPolicy.statusCode).toBe(404);
  });

  it("shows Guðrún Björn's affairs when she acts for him, and nothing of Anna's", async () => {
    const asBjorn = { overviewUser: BJORN };
    const policies = (
      await portal.call('gudrun', 'GET', PORTAL_API.policyOverview, { headers: asBjorn })
    ).json();
    expect(new Set(policies.policies.map((p: { holderSsn: string }) => p.holderSsn))).toEqual(
      new Set([BJORN]),
    );
    const bjornCar = await portal.call('gudrun', 'GET', `${PORTAL_API.policy}?id=${BJORN_CAR}`, {
      headers: asBjorn,
    });
    expect(bjornCar.statusCode).toBe(200);
    expect(bjornCar.json().insuredObject.is).toBe('Volvo XC40 Recharge, KR-482');

    // Without the header she is herself: Björn's policy is as unknown as a missing one.
    const notHers = await portal.call('gudrun', 'GET', `${PORTAL_API.policy}?id=${BJORN_CAR}`);
    expect(notHers.statusCode).toBe(404);

    const forged = await portal.call('gudrun', 'GET', PORTAL_API.policyOverview, {
      headers: { overviewUser: ANNA },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errorCode).toBe('NoAccessGrant');
  });

  it("answers 404, never 403, for another customer's ids, exactly as for a missing id", async () => {
    const cases: [(id: string) => Call, string, string][] = [
      [
        (id) => ({ method: 'GET', url: `${PORTAL_API.policy}?id=${id}` }),
        ANNA_CAR,
        'PolicyNotFound',
      ],
      [
        (id) => ({ method: 'GET', url: `${PORTAL_API.claim}?id=${id}` }),
        ANNA_CLAIM,
        'ClaimNotFound',
      ],
      [
        (id) => ({ method: 'GET', url: `${PORTAL_API.downloadDocument}?id=${id}` }),
        ANNA_DOCUMENT,
        'DocumentNotFound',
      ],
      [
        (id) => ({ method: 'POST', url: PORTAL_API.sendPolicy, json: { id } }),
        ANNA_CAR,
        'PolicyNotFound',
      ],
      [
        (id) => ({ method: 'POST', url: PORTAL_API.sendDocument, json: { id } }),
        ANNA_DOCUMENT,
        'DocumentNotFound',
      ],
      [
        (id) => ({ method: 'POST', url: PORTAL_API.markDocumentRead, json: { id } }),
        ANNA_DOCUMENT,
        'DocumentNotFound',
      ],
      [
        (id) => ({
          method: 'POST',
          url: PORTAL_API.pendingOffers,
          json: { id, status: 'dismissed' },
        }),
        ANNA_OFFER,
        'OfferNotFound',
      ],
    ];
    const mailsBefore = (await outbox(portal.testApp)).length;
    for (const [make, annasId, code] of cases) {
      const theirs = make(annasId);
      const response = await portal.call('gudrun', theirs.method, theirs.url, {
        json: theirs.json,
      });
      expect(response.statusCode, `${theirs.method} ${theirs.url}`).toBe(404);
      expect(response.json().errorCode).toBe(code);
      const missing = make(MISSING);
      const unknown = await portal.call('gudrun', missing.method, missing.url, {
        json: missing.json,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(response.json());
    }
    expect((await outbox(portal.testApp)).length).toBe(mailsBefore);
    const document = await portal.testApp.database.db
      .selectFrom('electronic_document')
      .select('read_at')
      .where('id', '=', ANNA_DOCUMENT)
      .executeTakeFirstOrThrow();
    expect(document.read_at).not.toBeNull(); // seeded as read; Guðrún's attempt changed nothing
  });

  it('answers 400 ValidationFailed for a malformed id', async () => {
    const cases: Call[] = [
      { method: 'GET', url: `${PORTAL_API.policy}?id=not-a-uuid` },
      { method: 'GET', url: `${PORTAL_API.claim}?id=1234` },
      { method: 'GET', url: `${PORTAL_API.downloadDocument}?id=../../etc/passwd` },
      { method: 'GET', url: PORTAL_API.policy },
      { method: 'POST', url: PORTAL_API.sendPolicy, json: { id: 'x' } },
      { method: 'POST', url: PORTAL_API.sendDocument, json: { id: 42 } },
      { method: 'POST', url: PORTAL_API.markDocumentRead, json: {} },
      { method: 'POST', url: PORTAL_API.pendingOffers, json: { id: 'nope', status: 'dismissed' } },
    ];
    for (const call of cases) {
      const response = await portal.call('anna', call.method, call.url, { json: call.json });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errorCode).toBe('ValidationFailed');
      expect(Object.keys(response.json().errors)).toContain('id');
    }
  });

  it("lets staff read a customer's affairs through impersonatedUser, and Full staff send", async () => {
    const headers = { impersonatedUser: ANNA };
    const policies = await portal.call('sigga', 'GET', PORTAL_API.policyOverview, { headers });
    expect(policies.statusCode).toBe(200);
    expect(
      new Set(policies.json().policies.map((p: { holderSsn: string }) => p.holderSsn)),
    ).toEqual(new Set([ANNA]));
    const noCustomer = await portal.call('sigga', 'GET', PORTAL_API.policyOverview);
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json().errorCode).toBe('NoCustomerSelected');

    const sent = await portal.call('sigga', 'POST', PORTAL_API.sendClaimsOverview, {
      headers,
      json: {},
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, to: 'a***@example.is' });
    const audit = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['action', 'subject'])
      .where('actor', '=', 'staff:sigga')
      .where('action', '=', 'portal.mail')
      .execute();
    expect(audit).toEqual([{ action: 'portal.mail', subject: ANNA }]);
  });

  it('lets Readonly staff read but not send e-mail or change anything (403)', async () => {
    const headers = { impersonatedUser: ANNA };
    for (const call of READS) {
      const response = await portal.call('lesa', call.method, call.url, { headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(200);
    }
    const mailsBefore = (await outbox(portal.testApp)).length;
    for (const call of WRITES) {
      const response = await portal.call('lesa', call.method, call.url, {
        headers,
        json: call.json,
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().errorCode).toBe('ReadOnlyRole');
    }
    expect((await outbox(portal.testApp)).length).toBe(mailsBefore);
    expect(SENDS.length).toBeGreaterThanOrEqual(6);
  });

  it('answers 403 to travel calls for a company, whoever asks', async () => {
    const calls: Call[] = [
      { method: 'GET', url: PORTAL_API.travelCcard },
      { method: 'GET', url: PORTAL_API.travelFplus },
      {
        method: 'POST',
        url: PORTAL_API.travelDownloadPdf,
        json: { ...trip, travellerSsn: HRAUNHOLAR },
      },
      {
        method: 'POST',
        url: PORTAL_API.travelSendPdf,
        json: { ...trip, travellerSsn: HRAUNHOLAR },
      },
    ];
    for (const call of calls) {
      const asProxy = await portal.call('anna', call.method, call.url, {
        headers: { overviewUser: HRAUNHOLAR },
        json: call.json,
      });
      expect(asProxy.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(asProxy.json().errorCode).toBe('TravelNotForCompanies');
    }
    const asStaff = await portal.call('sigga', 'GET', PORTAL_API.travelCcard, {
      headers: { impersonatedUser: HRAUNHOLAR },
    });
    expect(asStaff.statusCode).toBe(403);
  });

  it('audits every call made on behalf of someone else', async () => {
    await portal.call('gudrun', 'GET', PORTAL_API.claims, { headers: { overviewUser: BJORN } });
    const events = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['action', 'actor', 'subject'])
      .where('actor', '=', GUDRUN)
      .where('subject', '=', BJORN)
      .execute();
    expect(events.map((event) => event.action)).toContain('proxy.GET /api/claim/v1/');
  });
});
