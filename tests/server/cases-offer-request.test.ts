import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseList } from '../../src/domain/api/case';
import { CASE_API } from '../../src/domain/api/case-paths';
import { testDatabaseKinds } from './support/databases';
import { ANNA, outbox, startPortalApp, type PortalApp } from './portal-helpers';

describe.each(testDatabaseKinds)('offer requests on %s', (kind) => {
  let portal: PortalApp;
  let nextAddress = 1;
  beforeAll(async () => {
    portal = await startPortalApp(['sigga'], kind);
  });
  afterAll(() => portal.close());

  function post(body: Record<string, unknown>) {
    return portal.testApp.app.inject({
      method: 'POST',
      url: CASE_API.offerRequest,
      remoteAddress: `10.3.0.${nextAddress++}`,
      headers: { host: new URL(portal.testApp.config.siteUrl).host },
      payload: body,
    });
  }

  const request = (overrides: Record<string, unknown> = {}) => ({
    name: 'Hraunhólar ehf.',
    email: `tilbod.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '611 1234',
    ssn: '',
    customerType: 'company',
    products: ['business', 'liability'],
    description: 'Við rekum verkstæði með fimm starfsmönnum.',
    lang: 'en',
    ...overrides,
  });

  it('becomes a case in the company queue that staff find in the inbox, and the sender is mailed', async () => {
    const body = request();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { caseNumber } = response.json<{ caseNumber: string }>();

    const inbox = await portal.call('sigga', 'GET', `${CASE_API.staffCases}?kind=offerRequest`);
    const found = inbox.json<CaseList>().cases.find((row) => row.caseNumber === caseNumber);
    expect(found).toMatchObject({
      kind: 'offerRequest',
      origin: 'webform',
      queue: 'company',
      subject: 'Tilboðsbeiðni af vef: Rekstur fyrirtækis, Ábyrgðartrygging',
    });
    const detail = await portal.call('sigga', 'GET', CASE_API.staffCase(found!.id));
    expect(detail.json().messages[0].body).toBe(
      'Rekstur fyrirtækis, Ábyrgðartrygging · 6111234\n\nVið rekum verkstæði með fimm starfsmönnum.',
    );
    const mail = (await outbox(portal.testApp)).find((row) => row.to_address === body.email);
    expect(mail?.subject).toBe(`We have received your offer request ${caseNumber}`);
    expect(mail?.text_body).toContain('usually within two working days');
  });

  it('belongs to a customer only from their verified address, never by a typed kennitala alone', async () => {
    const rowOf = async (body: Record<string, unknown>) => {
      const { caseNumber } = (await post(request(body))).json<{ caseNumber: string }>();
      return portal.testApp.database.db
        .selectFrom('service_case')
        .select(['queue', 'party_kennitala'])
        .where('case_number', '=', caseNumber)
        .executeTakeFirstOrThrow();
    };
    const typed = { ssn: '120160-3389', customerType: 'individual', products: ['life'] };
    expect(await rowOf(typed)).toEqual({ queue: 'individual', party_kennitala: null });
    expect(await rowOf({ ...typed, email: 'anna@example.is' })).toEqual({
      queue: 'individual',
      party_kennitala: ANNA,
    });
  });

  it('names every wrong field, and never answers 500', async () => {
    const response = await post(
      request({
        name: '',
        email: 'x',
        phone: '12',
        customerType: 'club',
        products: [],
        description: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: ['requiredField'],
      email: ['invalidEmail'],
      phone: ['invalidLocalPhoneNumber'],
      customerType: ['requiredField'],
      products: ['requiredField'],
      description: ['requiredField'],
    });
    expect((await post(request({ products: ['boat'] }))).statusCode).toBe(400);
    expect((await post(request({ description: 'x'.repeat(1000) }))).json().errors).toEqual({
      description: ['tooLong'],
    });
  });
});
