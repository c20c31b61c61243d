import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimDraftCreated,
  ClaimReported,
  ClaimReporterProfile,
} from '../../src/domain/api/claim-report';
import { CLAIM_REPORT_API } from '../../src/domain/api/claim-report-paths';
import type { ClaimsResponse } from '../../src/domain/api/portal';
import { todayInIceland } from '../../src/domain/calendar';
import { testDatabaseKinds } from './support/databases';
import { ANNA, BJORN, GUDRUN, HRAUNHOLAR, startPortalApp, type PortalApp } from './portal-helpers';

describe.each(testDatabaseKinds)('reporting a claim for a party one acts for, on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'gudrun'], kind);
  });
  afterAll(() => portal.close());

  // Anna is Hraunhólar ehf.'s representative (a grant from the company).
  const asCompany = { overviewUser: HRAUNHOLAR };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    portal.testApp.app.inject({
      method,
      url,
      headers: {
        host: new URL(portal.testApp.config.siteUrl).host,
        authorization: `Bearer ${portal.tokens.anna}`,
        ...asCompany,
      },
      ...(payload ? { payload } : {}),
    });

  it("fills in the company's policies and the representative's own details, and files the claim as the company's", async () => {
    const profile = (await call('GET', CLAIM_REPORT_API.mine)).json<ClaimReporterProfile>();
    expect(profile).toMatchObject({
      name: 'Hraunhólar ehf.',
      kennitala: HRAUNHOLAR,
      representative: { name: 'Anna Jónsdóttir', kennitala: ANNA },
    });
    expect(profile.policies.length).toBeGreaterThan(0);
    // For herself, she is nobody's representative.
    const own = await portal.call('anna', 'GET', CLAIM_REPORT_API.mine);
    expect(own.json<ClaimReporterProfile>().representative).toBeNull();

    const created = await call('POST', CLAIM_REPORT_API.drafts, {
      type: 'liability',
      lang: 'is',
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<ClaimDraftCreated>();
    const report = {
      type: 'liability',
      reporter: {
        name: profile.representative!.name,
        kennitala: ANNA,
        email: 'anna@example.com',
        phone: '6601234',
        role: 'other',
        insuredName: profile.name,
        insuredKennitala: HRAUNHOLAR,
      },
      policy: { policyId: profile.policies[0]!.id, policyNumber: '' },
      incident: {
        date: todayInIceland(),
        time: '',
        place: 'Verkstæðið í Hafnarfirði',
        description: 'Viðskiptavinur hrasaði um slöngu á verkstæðisgólfinu.',
        policeReport: '',
        witnesses: '',
        thirdParty: 'Jón Viðskiptavinur',
      },
      damages: [],
      payout: { bank: '', ledger: '', account: '', ownerKennitala: '' },
      declaration: true,
    };
    const saved = await call('PUT', CLAIM_REPORT_API.draft(draft.id), {
      step: 'review',
      type: 'liability',
      answers: report,
      lang: 'is',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await call('POST', CLAIM_REPORT_API.submit(draft.id), { lang: 'is' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { claimNumber, inPortal } = sent.json<ClaimReported>();
    expect(inPortal).toBe(true);

    const companyClaims = (await call('GET', '/api/claim/v1/')).json<ClaimsResponse>();
    expect(companyClaims.claims.map((claim) => claim.number)).toContain(claimNumber);
    const annasOwn = (await portal.call('anna', 'GET', '/api/claim/v1/')).json<ClaimsResponse>();
    expect(annasOwn.claims.map((claim) => claim.number)).not.toContain(claimNumber);
    const row = await portal.testApp.database.db
      .selectFrom('claim')
      .select(['claimant_kennitala', 'insured_kennitala', 'reporter_name'])
      .where('number', '=', claimNumber)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      claimant_kennitala: HRAUNHOLAR,
      insured_kennitala: HRAUNHOLAR,
      reporter_name: 'Anna Jónsdóttir',
    });
  });

  it("names a person's proxy as the representative, and refuses a party that gave no access", async () => {
    const forBjorn = await portal.call('gudrun', 'GET', CLAIM_REPORT_API.mine, {
      headers: { overviewUser: BJORN },
    });
    expect(forBjorn.json<ClaimReporterProfile>()).toMatchObject({
      kennitala: BJORN,
      representative: { name: 'Guðrún Pálsdóttir', kennitala: GUDRUN },
    });
    const forAnna = await portal.call('gudrun', 'POST', CLAIM_REPORT_API.drafts, {
      headers: { overviewUser: ANNA },
      json: { type: 'liability', lang: 'is' },
    });
    expect([forAnna.statusCode, forAnna.json().errorCode]).toEqual([403, 'NoAccessGrant']);
  });
});
