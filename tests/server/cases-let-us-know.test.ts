import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseList, CustomerCaseList } from '../../src/domain/api/case';
import { CASE_API, SSN_NOT_FOUND } from '../../src/domain/api/case-paths';
import { INQUIRY_LIMIT_PER_ADDRESS } from '../../server/modules/cases/form-limits';
import { testDatabaseKinds } from './support/databases';
import { ANNA, outbox, startPortalApp, type PortalApp } from './portal-helpers';

describe.each(testDatabaseKinds)('"let us know" on %s', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['sigga', 'anna', 'bjorn'], kind);
  });
  afterAll(() => portal.close());

  function post(body: Record<string, unknown>, address = `10.4.0.${nextAddress++}`) {
    return portal.testApp.app.inject({
      method: 'POST',
      url: CASE_API.letUsKnow,
      remoteAddress: address,
      headers: { host: new URL(portal.testApp.config.siteUrl).host },
      payload: body,
    });
  }

  const message = (overrides: Record<string, unknown> = {}) => ({
    kind: 'complaint',
    topic: 'claim',
    description: 'Tjónið mitt hefur beðið í sex vikur án svars.',
    name: 'Jóna Jónsdóttir',
    email: `kvortun.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '611 2345',
    ssn: '',
    contactConsent: true,
    lang: 'is',
    ...overrides,
  });

  const caseRow = (caseNumber: string) =>
    portal.testApp.database.db
      .selectFrom('service_case')
      .selectAll()
      .where('case_number', '=', caseNumber)
      .executeTakeFirst();

  it("a complaint, even about a claim, waits for the quality manager, and the sender's mail promises the page's five working days", async () => {
    const body = message();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { caseNumber } = response.json<{ caseNumber: string }>();

    const inbox = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?kind=letUsKnow`);
    const found = inbox.json<CaseList>().cases.find((row) => row.caseNumber === caseNumber);
    expect(found).toMatchObject({
      kind: 'letUsKnow',
      origin: 'webform',
      queue: 'quality',
      status: 'new',
      subject: 'Kvörtun af vef: Afgreiðsla tjóns',
    });
    const detail = await portal.call('sigga', 'GET', CASE_API.staffCase(found!.id));
    expect(detail.json().messages[0].body).toBe(
      'Kvörtun · Afgreiðsla tjóns\nMá hafa samband: já · sími 6112345\n\nTjónið mitt hefur beðið í sex vikur án svars.',
    );
    const mail = (await outbox(portal.testApp)).find((row) => row.to_address === body.email);
    expect(mail?.subject).toBe(`Kvörtun ${caseNumber} er móttekin`);
    expect(mail?.text_body).toContain(caseNumber);
    expect(mail?.text_body).toContain('komið til gæðastjóra');
    expect(mail?.text_body).toContain('svarar þér skriflega innan fimm virkra daga');
    expect(mail?.text_body).not.toContain('eins virks dags');
    expect(mail?.reply_to).toMatch(/^erindi\+[\w-]+@/);
  });

  it('puts a compliment in the individual queue and thanks the sender without promising an answer', async () => {
    const body = message({ kind: 'compliment', topic: 'staff', contactConsent: false, phone: '' });
    const response = await post(body);
    const row = await caseRow(response.json().caseNumber);
    expect(row).toMatchObject({
      kind: 'letUsKnow',
      queue: 'individual',
      subject: 'Hrós af vef: Starfsfólk',
    });
    const mail = (await outbox(portal.testApp)).find((m) => m.to_address === body.email);
    expect(mail?.subject).toBe(`Takk fyrir hrósið (${response.json().caseNumber})`);
    expect(mail?.text_body).toContain('viðkomandi starfsfólks');
    expect(mail?.text_body).not.toMatch(/gæðastjóri|virks dags/i);
  });

  it('sends a compliment about claims handling to the claims service', async () => {
    const response = await post(message({ kind: 'compliment', topic: 'claim' }));
    expect((await caseRow(response.json().caseNumber))!.queue).toBe('claims');
  });

  it("shows in the customer's own requests only when it came from their verified e-mail", async () => {
    const bySsn = (await post(message({ ssn: '050385-2139' }))).json().caseNumber as string;
    const byEmail = (
      await post(message({ email: 'ANNA@example.is', kind: 'compliment', topic: 'service' }))
    ).json().caseNumber as string;
    // A kennitala anyone could type links nobody.
    expect((await caseRow(bySsn))!.party_kennitala).toBeNull();
    expect((await caseRow(byEmail))!.party_kennitala).toBe(ANNA);
    const anna = (await portal.call('anna', 'GET', CASE_API.myRequests)).json<CustomerCaseList>();
    expect(anna.cases.find((c) => c.caseNumber === byEmail)).toMatchObject({
      kind: 'letUsKnow',
      subject: 'Hrós af vef: Þjónusta',
    });
    const bjorn = (await portal.call('bjorn', 'GET', CASE_API.myRequests)).json<CustomerCaseList>();
    expect(bjorn.cases.map((c) => c.caseNumber)).not.toContain(bySsn);
    expect(bjorn.cases.map((c) => c.caseNumber)).not.toContain(byEmail);
  });

  it('names every wrong field, answers an unknown kennitala as the inquiry does, and never 500', async () => {
    const response = await post(
      message({
        kind: 'praise',
        topic: '',
        description: '',
        name: ' ',
        email: 'x@',
        phone: '12',
        ssn: '1234',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      kind: ['requiredField'],
      topic: ['requiredField'],
      description: ['requiredField'],
      name: ['requiredField'],
      email: ['invalidEmail'],
      phone: ['invalidLocalPhoneNumber'],
      ssn: ['invalidSsn'],
    });
    expect((await post(message({ description: 'x'.repeat(1000) }))).json().errors).toEqual({
      description: ['tooLong'],
    });
    const unknown = await post(message({ ssn: '010130-2989' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.ssn[0]).toBe(SSN_NOT_FOUND);
    for (const odd of [{ kind: 5 }, { contactConsent: 'maybe' }, { description: 'a\u0000b' }]) {
      const answer = await post({ ...message(), ...odd });
      expect(answer.statusCode, JSON.stringify(odd)).toBe(400);
    }
    expect((await post({})).statusCode).toBe(400);
  });

  it('gives a bot that fills in the honeypot a normal answer and keeps nothing', async () => {
    const body = message({ website: 'http://spam.example' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(await caseRow(response.json().caseNumber)).toBeUndefined();
    expect((await outbox(portal.testApp)).some((m) => m.to_address === body.email)).toBe(false);
  });

  it('is limited per address, sharing the budget of the other public forms', async () => {
    const address = '10.4.9.9';
    for (let i = 0; i < INQUIRY_LIMIT_PER_ADDRESS.max; i += 1)
      expect((await post(message(), address)).statusCode).toBe(201);
    const limited = await post(message(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const inquiry = await portal.testApp.app.inject({
      method: 'POST',
      url: CASE_API.inquiry,
      remoteAddress: address,
      payload: { name: 'A', email: 'a@example.com', type: 'individual', description: 'Halló' },
    });
    expect(inquiry.statusCode).toBe(429);
  });
});
