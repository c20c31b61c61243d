import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_API } from '../../src/domain/api/company-paths';
import { PORTAL_API } from '../../src/domain/api/portal';
import { testDatabaseKinds } from './support/databases';
import {
  ANNA,
  GUDRUN,
  HRAUNHOLAR,
  outbox,
  startPortalApp,
  type Caller,
  type PortalApp,
} from './portal-helpers';

const plusDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const asCompany = { overviewUser: HRAUNHOLAR };

const REQUESTS = [
  {
    kind: 'liability',
    read: COMPANY_API.liability,
    url: COMPANY_API.liabilityRequestUpdate,
    json: {
      annualTurnover: '520.000.000',
      activity: 'Jarðvinna, lóðafrágangur og snjómokstur',
      effectiveFrom: plusDays(14),
      note: 'Nýr samningur við Kópavogsbæ',
    },
    inCase: ['Ársvelta (kr.): 520.000.000 kr.', 'Ársvelta nú: 486.000.000 kr.'],
  },
  {
    kind: 'personal',
    read: COMPANY_API.personal,
    url: COMPANY_API.personalRequestUpdate,
    json: { employeeCount: 16, annualPayroll: 140_000_000, effectiveFrom: plusDays(1) },
    inCase: ['Fjöldi starfsmanna: 16', 'Starfsmenn nú: 14'],
  },
  {
    kind: 'travel',
    read: COMPANY_API.travel,
    url: COMPANY_API.travelRequestUpdate,
    json: { travellerCount: 6, tripsPerYear: '12', effectiveFrom: plusDays(0), lang: 'en' },
    inCase: ['Fjöldi ferðalanga: 6', 'Ferðir á ári: 12'],
  },
] as const;

describe.each(testDatabaseKinds)('company policies on %s', (kind) => {
  let portal: PortalApp;
  const get = (who: Caller, url: string, headers: Record<string, string> = asCompany) =>
    portal.call(who, 'GET', url, { headers });
  const post = (
    who: Caller,
    url: string,
    json: unknown,
    headers: Record<string, string> = asCompany,
  ) => portal.call(who, 'POST', url, { headers, json });

  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga', 'lesa'], kind);
    // Guðrún represents Hraunhólar with a read-only grant: she sees and cannot ask.
    await portal.testApp.database.db
      .insertInto('access_grant')
      .values({ grantor_kennitala: HRAUNHOLAR, holder_kennitala: GUDRUN, scope: 'read' })
      .execute();
  });
  afterAll(() => portal.close());

  it('shows what the liability policy insures today: turnover, activity and covers', async () => {
    const response = await get('anna', COMPANY_API.liability);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.annualTurnover).toBe(486_000_000);
    expect(body.activity.is).toContain('Jarðvinna');
    expect(body.employeeCount).toBe(14);
    expect(body.covers.map((cover: { name: { en: string } }) => cover.name.en)).toContain(
      'Limit per occurrence',
    );
    expect(body).toMatchObject({ mayRequest: true, pending: null, annualPremium: 486_000 });
  });

  it('shows the employees covered with their payroll, and the travellers and trips', async () => {
    const personal = (await get('anna', COMPANY_API.personal)).json();
    expect(personal.employees).toHaveLength(14);
    expect(personal.employees.map((employee: { ssn: string }) => employee.ssn)).toContain(ANNA);
    expect(personal.totalPayroll).toBe(
      personal.employees.reduce(
        (sum: number, employee: { annualPayroll: number }) => sum + employee.annualPayroll,
        0,
      ),
    );
    const travel = (await get('anna', COMPANY_API.travel)).json();
    expect(travel.trips).toHaveLength(6);
    expect(travel.travellers.length).toBeGreaterThan(1);
    expect(travel.travellers.length).toBeLessThan(travel.trips.length);
  });

  it('shows the company overview: fleet, employees covered, representatives and grants', async () => {
    const response = await get('anna', COMPANY_API.overview);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fleet.map((car: { vehicle: { is: string } }) => car.vehicle.is)).toEqual([
      'Ford Transit, HH-214',
    ]);
    expect(body.employeesCovered).toBe(14);
    // The payment standing comes from the installments the payment screens show: one overdue.
    const installments = (await get('anna', PORTAL_API.installmentsOverview)).json();
    expect(body.paymentStanding).toEqual({
      standing: 'overdue',
      overdueAmount: installments.totals.overdue,
      overdueCount: installments.overdue.length,
      oldestOverdueDate: installments.overdue
        .map((installment: { dueDate: string }) => installment.dueDate)
        .sort()[0],
    });
    expect(body.paymentStanding.overdueCount).toBeGreaterThan(0);
    expect(body.representatives).toEqual([
      { name: 'Anna Jónsdóttir', scope: 'full', validTo: null },
      { name: 'Guðrún Pálsdóttir', scope: 'read', validTo: null },
    ]);
  });

  it('refuses a person acting as themself, and someone without a grant', async () => {
    for (const url of [COMPANY_API.liability, COMPANY_API.personal, COMPANY_API.travel]) {
      const own = await get('anna', url, {});
      expect(own.statusCode, url).toBe(403);
      expect(own.json().errorCode).toBe('NotACompany');
    }
    const refused = await post('anna', COMPANY_API.liabilityRequestUpdate, REQUESTS[0].json, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('NotACompany');
    const stranger = await get('bjorn', COMPANY_API.liability);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().errorCode).toBe('NoAccessGrant');
  });

  it('lets a read-only representative see and never ask, on these and other writes', async () => {
    const seen = await get('gudrun', COMPANY_API.personal);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().mayRequest).toBe(false);
    for (const request of REQUESTS) {
      const response = await post('gudrun', request.url, request.json);
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json().errorCode).toBe('ReadOnlyGrant');
    }
    // The grant's scope holds on every write, not only here.
    const info = await get('gudrun', '/api/user/v1/info/');
    expect(info.json().mayWrite).toBe(false);
    const mail = await post('gudrun', '/api/policy/v1/sendpolicyoverview/', {});
    expect(mail.statusCode).toBe(403);
    expect(mail.json().errorCode).toBe('ReadOnlyGrant');
  });

  it('answers bad input with 400 and the errors of each field, and opens no case', async () => {
    const before = await outbox(portal.testApp);
    const response = await post('anna', COMPANY_API.liabilityRequestUpdate, {
      annualTurnover: 'fimm hundruð',
      activity: '',
      effectiveFrom: plusDays(-1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      annualTurnover: ['company|errorInvalidNumber'],
      activity: ['requiredField'],
      effectiveFrom: ['company|errorDateInPast'],
    });
    const tooMuch = await post('anna', COMPANY_API.personalRequestUpdate, {
      employeeCount: 0,
      annualPayroll: '1,5',
      effectiveFrom: plusDays(400),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors).toEqual({
      employeeCount: ['company|errorTooSmall'],
      annualPayroll: ['company|errorInvalidNumber'],
      effectiveFrom: ['company|errorDateTooLate'],
    });
    const wrongType = await post('anna', COMPANY_API.travelRequestUpdate, {
      travellerCount: { many: true },
      tripsPerYear: 2,
      effectiveFrom: plusDays(1),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await outbox(portal.testApp)).toHaveLength(before.length);
  });

  it.each(REQUESTS)(
    'turns a $kind change into a company case with a confirmation mail, pending until handled',
    async (request) => {
      const before = await outbox(portal.testApp);
      const response = await post('anna', request.url, request.json);
      expect(response.statusCode, response.body).toBe(201);
      const { caseNumber, pending } = response.json();
      expect(pending).toMatchObject({
        caseNumber,
        caseStatus: 'new',
        effectiveFrom: request.json.effectiveFrom,
      });

      const { db } = portal.testApp.database;
      const row = await db
        .selectFrom('service_case')
        .selectAll()
        .where('case_number', '=', caseNumber)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        kind: 'policyUpdate',
        origin: 'portal',
        queue: 'company',
        party_kennitala: HRAUNHOLAR,
        sender_ssn: ANNA,
        sender_email: 'anna@example.is',
      });
      const message = await db
        .selectFrom('case_message')
        .select('body')
        .where('case_id', '=', row.id)
        .executeTakeFirstOrThrow();
      for (const line of request.inCase) expect(message.body).toContain(line);

      const mails = (await outbox(portal.testApp)).slice(before.length);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to_address).toBe('anna@example.is');
      expect(mails[0]!.subject).toContain(caseNumber);
      if ('lang' in request.json)
        expect(mails[0]!.subject).toMatch(/^We have received your change request/);

      // Pending on the screen, and a second request waits for the first.
      expect((await get('anna', request.read)).json().pending.caseNumber).toBe(caseNumber);
      const again = await post('anna', request.url, request.json);
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('UpdateAlreadyPending');

      // Staff handle it: closed, it is no longer pending and a new request may be made.
      const closed = await portal.call('sigga', 'POST', `/api/staff/v1/cases/${row.id}/status/`, {
        json: { status: 'closed' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await get('anna', request.read)).json().pending).toBeNull();
    },
  );

  it('records who asked in the audit log, naming the company as subject', async () => {
    const events = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'subject', 'detail'])
      .where('action', '=', 'company.updateRequested')
      .execute();
    expect(events.length).toBe(3);
    expect(events.every((event) => event.actor === ANNA && event.subject === HRAUNHOLAR)).toBe(
      true,
    );
  });

  it('takes employees off and adds them by name, listed for staff above the totals', async () => {
    const before = await outbox(portal.testApp);
    const policy = (await get('anna', COMPANY_API.personal)).json();
    const leaving = policy.employees.find((one: { ssn: string }) => one.ssn !== ANNA);
    const json = {
      removedEmployees: [leaving.ssn],
      addedEmployees: [
        {
          name: 'Sólveig Ósk Jónsdóttir',
          ssn: '050699-2189',
          job: 'Verkstjóri',
          annualPayroll: '8.400.000',
        },
      ],
      employeeCount: 14,
      annualPayroll: policy.totalPayroll - leaving.annualPayroll + 8_400_000,
      effectiveFrom: plusDays(3),
      lang: 'en',
    };
    const response = await post('anna', COMPANY_API.personalRequestUpdate, json);
    expect(response.statusCode, response.body).toBe(201);
    const { caseNumber } = response.json();
    const { db } = portal.testApp.database;
    const row = await db
      .selectFrom('service_case')
      .select('id')
      .where('case_number', '=', caseNumber)
      .executeTakeFirstOrThrow();
    const { body } = await db
      .selectFrom('case_message')
      .select('body')
      .where('case_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const lines = body.split('\n');
    const removedLine = `Tekin af tryggingu: ${leaving.name} (kt. ${leaving.ssn.slice(0, 6)}-${leaving.ssn.slice(6)})`;
    const addedLine =
      'Bætt við: Sólveig Ósk Jónsdóttir (kt. 050699-2189), Verkstjóri, árslaun 8.400.000 kr.';
    expect(lines).toContain(removedLine);
    expect(lines).toContain(addedLine);
    expect(lines.indexOf(addedLine)).toBeLessThan(lines.indexOf('Fjöldi starfsmanna: 14'));

    // The confirmation counts the changes in the person's language and quotes the names.
    const mails = (await outbox(portal.testApp)).slice(before.length);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(
      'Employees to take off the policy: 1. Employees to add: 1.',
    );
    expect(mails[0]!.text_body).toContain(addedLine);

    const event = await db
      .selectFrom('audit_event')
      .select(['action', 'detail'])
      .where('subject', '=', HRAUNHOLAR)
      .orderBy('id', 'desc')
      .where('action', 'like', 'company.%')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      action: 'company.employeesUpdateRequested',
      detail: { kind: 'personal', caseNumber, added: 1, removed: 1 },
    });
    const closed = await portal.call('sigga', 'POST', `/api/staff/v1/cases/${row.id}/status/`, {
      json: { status: 'closed' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('refuses taking off someone the policy does not cover, or a request changing nothing', async () => {
    const before = await outbox(portal.testApp);
    const policy = (await get('anna', COMPANY_API.personal)).json();
    const totals = {
      employeeCount: policy.employees.length,
      annualPayroll: policy.totalPayroll,
      effectiveFrom: plusDays(1),
    };
    const stranger = await post('anna', COMPANY_API.personalRequestUpdate, {
      ...totals,
      removedEmployees: ['0506992189'],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      errorCode: 'ValidationFailed',
      errors: { 'removedEmployees[0]': ['company|errorNotCovered'] },
    });
    const nothing = await post('anna', COMPANY_API.personalRequestUpdate, totals);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({ _form: ['company|errorNothingChanged'] });
    const twice = await post('anna', COMPANY_API.personalRequestUpdate, {
      ...totals,
      addedEmployees: [ANNA, '0506992189', '050699-2189'].map((ssn) => ({
        name: 'Jón Jónsson',
        ssn,
        job: 'Smiður',
        annualPayroll: 6_000_000,
      })),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({
      'addedEmployees[0].ssn': ['company|errorAlreadyCovered'],
      'addedEmployees[2].ssn': ['company|errorAddedTwice'],
    });
    // A list longer than the cap stops at the request's shape, before any rule runs.
    const tooMany = await post('anna', COMPANY_API.personalRequestUpdate, {
      ...totals,
      addedEmployees: Array.from({ length: 51 }, () => ({
        name: 'Jón',
        ssn: '0506992189',
        job: 'Smiður',
        annualPayroll: 1,
      })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await outbox(portal.testApp)).toHaveLength(before.length);
  });

  it('refuses named changes from a read-only representative', async () => {
    const refused = await post('gudrun', COMPANY_API.personalRequestUpdate, {
      removedEmployees: [ANNA],
      employeeCount: 13,
      annualPayroll: 1_000_000,
      effectiveFrom: plusDays(1),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ReadOnlyGrant');
  });

  it('lets read-only staff see the screens and refuses their request', async () => {
    const staffAsCompany = { impersonatedUser: HRAUNHOLAR };
    const seen = await get('lesa', COMPANY_API.liability, staffAsCompany);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().mayRequest).toBe(false);
    const refused = await post('lesa', COMPANY_API.liabilityRequestUpdate, REQUESTS[0].json, {
      impersonatedUser: HRAUNHOLAR,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('ReadOnlyRole');
  });

  it('lets Full staff acting for the company file a request, confirmed to the company', async () => {
    const before = await outbox(portal.testApp);
    const response = await post('sigga', COMPANY_API.liabilityRequestUpdate, REQUESTS[0].json, {
      impersonatedUser: HRAUNHOLAR,
    });
    expect(response.statusCode, response.body).toBe(201);
    const mails = (await outbox(portal.testApp)).slice(before.length);
    expect(mails.map((mail) => mail.to_address)).toEqual(['skrifstofa@hraunholar.example.is']);
    const event = await portal.testApp.database.db
      .selectFrom('audit_event')
      .select(['actor', 'subject'])
      .where('action', '=', 'company.updateRequested')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ actor: 'staff:sigga', subject: HRAUNHOLAR });
  });

  it('answers 404 when the company holds no such policy in force', async () => {
    const { db } = portal.testApp.database;
    await db
      .updateTable('policy')
      .set({ status: 'ended' })
      .where('holder_kennitala', '=', HRAUNHOLAR)
      .where('product_kind', '=', 'company_travel')
      .execute();
    const response = await get('anna', COMPANY_API.travel);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('CompanyPolicyNotFound');
  });
});
