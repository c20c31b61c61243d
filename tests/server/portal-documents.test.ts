import { parse as parseDisposition } from 'content-disposition';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  PORTAL_API,
  TRANSACTION_TYPES,
  publicTravelCertificatePath,
  type PolicyOverviewResponse,
} from '../../src/domain/api/portal';
import { formatPeriod } from '../../src/domain/format';
import { demoCode, demoId } from '../../server/db/seed-portal';
import { ANNA, BJORN, GUDRUN, outbox, startPortalApp, type PortalApp } from './portal-helpers';
import { pdfFlatText, pdfStreams, pdfText } from './support/pdf-text';

const plusDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SOLEY = '1506122170';

function attachment(mail: {
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  expect(file!.contentType).toBe('application/pdf');
  const pdf = Buffer.from(file!.contentBase64, 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return { filename: file!.filename, pdf };
}

describe('portal documents, e-mails, PDFs and travel certificates', () => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'bjorn', 'gudrun', 'sigga']);
  });
  afterAll(() => portal.close());

  const lastMail = async () => (await outbox(portal.testApp)).at(-1)!;

  it('e-mails the policy overview as a PDF to the registered address, in Icelandic by default', async () => {
    const response = await portal.call('anna', 'POST', PORTAL_API.sendPolicyOverview, { json: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true, to: 'a***@example.is' });
    const mail = await lastMail();
    expect(mail.to_address).toBe('anna@example.is');
    expect(mail.subject).toBe('Tryggingayfirlitið þitt');
    expect(mail.text_body).toContain('Anna Jónsdóttir');
    const { filename, pdf } = attachment(mail);
    expect(filename).toBe('Tryggingayfirlit.pdf');
    const text = pdfText(pdf);
    expect(text).toContain('Skjól tryggingar hf.');
    expect(text).toContain('Tryggingayfirlit');
    expect(text).toContain('SK-2018-004812'.slice(0, 3));
    expect(pdfFlatText(pdf)).toContain('Toyota RAV4 Hybrid, AB-123');
    expect(text).toContain('Síða 1 af 1');
  });

  it("e-mails one policy's PDF in English when asked, and the company's to the company", async () => {
    const id = demoId('policy:anna-car');
    const response = await portal.call('anna', 'POST', `${PORTAL_API.sendPolicy}?lang=en`, {
      json: { id },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail.subject).toMatch(/^Policy certificate SK-\d{4}-004812$/);
    const { filename, pdf } = attachment(mail);
    expect(filename).toMatch(/^Policy certificate SK-\d{4}-004812\.pdf$/);
    const text = pdfFlatText(pdf);
    expect(text).toContain('Policy certificate: Car insurance');
    expect(text).toContain('Comprehensive (own damage)');
    expect(text).toContain('ISK 6,900,000');
    // The period reads exactly as the portal's screen writes it (one formatting module).
    const overview = await portal.call('anna', 'GET', PORTAL_API.policyOverview);
    const car = (overview.json() as PolicyOverviewResponse).policies.find(
      (policy) => policy.id === id,
    )!;
    expect(text).toContain(formatPeriod(car.periodStart, car.periodEnd, 'en'));
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4} – \d{1,2} [A-Z][a-z]+ \d{4}/);

    const company = await portal.call('anna', 'POST', PORTAL_API.sendPolicy, {
      headers: { overviewUser: '4502952219', 'accept-language': 'en-GB,en;q=0.8' },
      json: { id: demoId('policy:hh-liability') },
    });
    expect(company.statusCode).toBe(200);
    const companyMail = await lastMail();
    expect(companyMail.to_address).toBe('skrifstofa@hraunholar.example.is');
    expect(pdfFlatText(attachment(companyMail).pdf)).toContain('General business liability');
  });

  it('e-mails the claims overview with every claim, status and next step', async () => {
    const response = await portal.call('gudrun', 'POST', PORTAL_API.sendClaimsOverview, {
      json: { lang: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail.to_address).toBe('gudrun@example.is');
    const text = pdfFlatText(attachment(mail).pdf);
    expect(text).toContain('Claims overview');
    for (const status of [
      'Received',
      'In review',
      'Waiting for you',
      'Approved',
      'Paid',
      'Rejected',
      'Closed',
    ]) {
      expect(text).toContain(status);
    }
    expect(text).toContain('Next step');
  });

  it('downloads a document as a PDF with safe headers and marks it read', async () => {
    const list = (await portal.call('bjorn', 'GET', PORTAL_API.electronicDocuments)).json();
    const unread = list.documents.find((d: { unread: boolean }) => d.unread);
    expect(unread).toBeDefined();
    const response = await portal.call(
      'bjorn',
      'GET',
      `${PORTAL_API.downloadDocument}?id=${unread.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = parseDisposition(String(response.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe(unread.fileName.is);
    const text = pdfFlatText(response.rawPayload);
    expect(text).toContain(unread.title.is);
    expect(text).toContain('Björn Sigurðsson');

    const after = (await portal.call('bjorn', 'GET', PORTAL_API.electronicDocuments)).json();
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    expect(after.documents.find((d: { id: string }) => d.id === unread.id).readAt).not.toBeNull();
  });

  it('does not mark a document read when staff open it for the customer', async () => {
    const list = (await portal.call('gudrun', 'GET', PORTAL_API.electronicDocuments)).json();
    const unread = list.documents.find((d: { unread: boolean }) => d.unread);
    const response = await portal.call(
      'sigga',
      'GET',
      `${PORTAL_API.downloadDocument}?id=${unread.id}&lang=en`,
      {
        headers: { impersonatedUser: GUDRUN },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(pdfFlatText(response.rawPayload)).toContain(unread.title.en);
    const after = (await portal.call('gudrun', 'GET', PORTAL_API.electronicDocuments)).json();
    expect(after.unreadCount).toBe(list.unreadCount);
  });

  it('marks a document read on request and e-mails a document', async () => {
    const list = (await portal.call('anna', 'GET', PORTAL_API.electronicDocuments)).json();
    const unread = list.documents.filter((d: { unread: boolean }) => d.unread);
    expect(unread.length).toBeGreaterThan(1);
    const read = await portal.call('anna', 'POST', PORTAL_API.markDocumentRead, {
      json: { id: unread[0].id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: unread[0].id, unreadCount: list.unreadCount - 1 });
    expect(Date.parse(read.json().readAt)).toBeGreaterThan(Date.now() - 60_000);
    // Reading again keeps the first time it was read.
    const again = await portal.call('anna', 'POST', PORTAL_API.markDocumentRead, {
      json: { id: unread[0].id },
    });
    expect(again.json().readAt).toBe(read.json().readAt);

    const sent = await portal.call('anna', 'POST', PORTAL_API.sendDocument, {
      json: { id: unread[1].id },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await lastMail();
    expect(mail.subject).toBe(`Skjal frá Skjóli: ${unread[1].title.is}`);
    const file = attachment(mail);
    expect(file.filename).toBe(unread[1].fileName.is);
    expect(pdfFlatText(file.pdf)).toContain(unread[1].title.is);
  });

  it('filters transactions by period and type, with totals per type and overall', async () => {
    const all = (await portal.call('anna', 'GET', PORTAL_API.account)).json();
    expect(all.type).toBe('all');
    const types = new Set(all.transactions.map((t: { type: string }) => t.type));
    for (const type of TRANSACTION_TYPES) expect(types).toContain(type);
    for (const type of TRANSACTION_TYPES) {
      const listed = all.transactions.filter((t: { type: string }) => t.type === type);
      expect(all.totals.byType[type]).toEqual({
        count: listed.length,
        amount: listed.reduce((sum: number, t: { amount: number }) => sum + t.amount, 0),
      });
    }
    expect(all.totals.overall.amount).toBe(all.totals.charged - all.totals.credited);

    const from = plusDays(-90);
    const to = plusDays(0);
    const premiums = (
      await portal.call('anna', 'GET', `${PORTAL_API.account}?from=${from}&to=${to}&type=premium`)
    ).json();
    expect(premiums.transactions.length).toBeGreaterThan(0);
    for (const transaction of premiums.transactions) {
      expect(transaction.type).toBe('premium');
      expect(transaction.amount).toBeGreaterThan(0);
      expect(transaction.date >= from && transaction.date <= to).toBe(true);
    }
    expect(premiums.totals.overall.count).toBe(premiums.transactions.length);

    const backwards = await portal.call(
      'anna',
      'GET',
      `${PORTAL_API.account}?from=${to}&to=${from}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorCode).toBe('InvalidPeriod');
    const badType = await portal.call('anna', 'GET', `${PORTAL_API.account}?type=bribe`);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errorCode).toBe('ValidationFailed');

    const sent = await portal.call('anna', 'POST', PORTAL_API.sendTransactionOverview, {
      json: { from, to, type: 'payment' },
    });
    expect(sent.statusCode).toBe(200);
    const text = pdfFlatText(attachment(await lastMail()).pdf);
    expect(text).toContain('Hreyfingayfirlit');
    expect(text).toContain('Greiðsla: krafa greidd í netbanka');
    expect(text).not.toContain('Iðgjald: Bifreiðatrygging');
  });

  it('prints each overview as an inline PDF', async () => {
    const expected = {
      policyOverview: 'Tryggingayfirlit',
      claimsOverview: 'Tjónayfirlit',
      transactions: 'Hreyfingayfirlit',
    };
    for (const [type, title] of Object.entries(expected)) {
      const response = await portal.call('anna', 'GET', `${PORTAL_API.print}?type=${type}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const disposition = parseDisposition(String(response.headers['content-disposition']));
      expect(disposition.type).toBe('inline');
      expect(disposition.parameters.filename).toBe(`${title}.pdf`);
      expect(pdfText(response.rawPayload)).toContain(title);
    }
    const english = await portal.call(
      'anna',
      'GET',
      `${PORTAL_API.print}?type=transactions&lang=en&transactionType=fee`,
    );
    expect(pdfFlatText(english.rawPayload)).toContain('Late payment fee');
    const wrong = await portal.call('anna', 'GET', `${PORTAL_API.print}?type=everything`);
    expect(wrong.statusCode).toBe(400);
  });

  it("prints one policy's document, and only the acting party's own", async () => {
    const overview = await portal.call('anna', 'GET', PORTAL_API.policyOverview);
    const policy = (overview.json() as { policies: { id: string; number: string }[] }).policies[0]!;
    const response = await portal.call(
      'anna',
      'GET',
      `${PORTAL_API.print}?type=policy&id=${policy.id}`,
    );
    expect(response.statusCode).toBe(200);
    const disposition = parseDisposition(String(response.headers['content-disposition']));
    expect(disposition.type).toBe('inline');
    expect(disposition.parameters.filename).toBe(`Tryggingaskírteini ${policy.number}.pdf`);
    expect(pdfFlatText(response.rawPayload)).toContain(policy.number);
    const nobodys = await portal.call(
      'bjorn',
      'GET',
      `${PORTAL_API.print}?type=policy&id=${policy.id}`,
    );
    expect(nobodys.statusCode).toBe(404);
    const withoutId = await portal.call('anna', 'GET', `${PORTAL_API.print}?type=policy`);
    expect(withoutId.json()).toMatchObject({ status: 400, errorCode: 'PolicyIdRequired' });
  });

  it("lists each travel plan's travellers and cover amounts", async () => {
    const ccard = (await portal.call('anna', 'GET', PORTAL_API.travelCcard)).json();
    expect(ccard).toMatchObject({ plan: 'ccard', hasPlan: true, maxTripDays: 90 });
    expect(
      ccard.travellers.map((t: { relation: string; ssn: string }) => `${t.relation}:${t.ssn}`),
    ).toEqual([`self:${ANNA}`, `spouse:${BJORN}`, `child:${SOLEY}`, 'child:0309162120']);
    expect(ccard.covers.map((c: { key: string }) => c.key)).toEqual([
      'medical',
      'cancellation',
      'baggage',
      'delay',
      'liability',
      'accident',
    ]);
    expect(ccard.covers[0].amount).toBe(40_000_000);
    expect(ccard.destinations).toEqual(['nordics', 'europe', 'worldwide']);

    const bjornFplus = (await portal.call('bjorn', 'GET', PORTAL_API.travelFplus)).json();
    expect(bjornFplus).toMatchObject({ plan: 'fplus', hasPlan: false, travellers: [], covers: [] });
    const gudrunFplus = (await portal.call('gudrun', 'GET', PORTAL_API.travelFplus)).json();
    expect(gudrunFplus.hasPlan).toBe(true);
    expect(gudrunFplus.travellers).toHaveLength(2);
  });

  it('issues a travel certificate PDF with a verification code and a QR code of the check address', async () => {
    const request = {
      plan: 'fplus',
      travellerSsn: SOLEY,
      startDate: plusDays(3),
      endDate: plusDays(12),
      destination: 'europe',
    };
    const response = await portal.call('anna', 'POST', PORTAL_API.travelDownloadPdf, {
      json: request,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; /);
    const code = String(response.headers['x-verification-code']);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

    const pdf = response.rawPayload;
    const text = pdfFlatText(pdf);
    expect(text).toContain('Staðfesting ferðatryggingar');
    expect(text).toContain('Sóley Björnsdóttir');
    expect(text).toContain('150612-2170');
    expect(text).toContain('Evrópa');
    expect(text).toContain('30.000.000 kr.');
    expect(text).toContain(code);
    const url = `${portal.testApp.config.siteUrl}/stadfesting/${code}/`;
    expect(text).toContain(url);
    // The QR code is drawn as one 3×3 square per dark module of exactly that address.
    const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
    const dark = Array.from(modules.data).filter(Boolean).length;
    const squares = pdfStreams(pdf)
      .map((stream) => (stream.toString('latin1').match(/ 3 3 re/g) ?? []).length)
      .reduce((sum, count) => sum + count, 0);
    expect(squares).toBe(dark);

    const row = await portal.testApp.database.db
      .selectFrom('travel_certificate')
      .select(['party_kennitala', 'traveller_kennitala', 'plan', 'destination'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      party_kennitala: ANNA,
      traveller_kennitala: SOLEY,
      plan: 'fplus',
      destination: 'europe',
    });

    // Anyone holding the paper can check it, without signing in, and learns only a short name.
    const verified = await portal.call(null, 'GET', publicTravelCertificatePath(code));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      code,
      valid: true,
      status: 'valid',
      travellerName: 'Sóley B.',
      plan: 'fplus',
      startDate: request.startDate,
      endDate: request.endDate,
      destination: 'europe',
    });
    expect(JSON.stringify(verified.json())).not.toContain(SOLEY);
    const sloppy = await portal.call(
      null,
      'GET',
      publicTravelCertificatePath(code.replace(/-/g, '').toLowerCase()),
    );
    expect(sloppy.json().code).toBe(code);
  });

  it('answers 404 for an unknown certificate code, 400 for garbage, and shows an expired one as invalid', async () => {
    const unknown = await portal.call(null, 'GET', publicTravelCertificatePath('ZZZZ-ZZZZ-ZZZZ'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('CertificateNotFound');
    const garbage = await portal.call(
      null,
      'GET',
      '/api/public/v1/travelcertificate/%3Cscript%3E/',
    );
    expect(garbage.statusCode).toBe(400);
    const expired = await portal.call(
      null,
      'GET',
      publicTravelCertificatePath(demoCode('travel:bjorn-boston')),
    );
    expect(expired.json()).toMatchObject({
      valid: false,
      status: 'expired',
      travellerName: 'Björn S.',
    });
  });

  it('e-mails a travel certificate and refuses trips the plan does not cover', async () => {
    const trip = {
      plan: 'ccard',
      travellerSsn: ANNA,
      startDate: plusDays(1),
      endDate: plusDays(8),
      destination: 'worldwide',
    };
    const sent = await portal.call('anna', 'POST', PORTAL_API.travelSendPdf, {
      json: { ...trip, lang: 'en' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, to: 'a***@example.is' });
    const mail = await lastMail();
    expect(mail.subject).toBe('Travel insurance certificate for Anna Jónsdóttir');
    expect(mail.text_body).toContain(sent.json().verificationCode);
    expect(pdfFlatText(attachment(mail).pdf)).toContain('Worldwide');

    const refusals: [object, number, string][] = [
      [{ ...trip, travellerSsn: GUDRUN }, 400, 'TravellerNotCovered'],
      [{ ...trip, endDate: plusDays(-1) }, 400, 'InvalidTravelDates'],
      [{ ...trip, startDate: plusDays(-5), endDate: plusDays(-2) }, 400, 'InvalidTravelDates'],
      [{ ...trip, endDate: plusDays(120) }, 400, 'InvalidTravelDates'],
      [{ ...trip, destination: 'moon' }, 400, 'ValidationFailed'],
      [{ ...trip, startDate: '2026-02-30x' }, 400, 'ValidationFailed'],
    ];
    for (const [body, status, code] of refusals) {
      const response = await portal.call('anna', 'POST', PORTAL_API.travelDownloadPdf, {
        json: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().errorCode).toBe(code);
    }
    const noPlan = await portal.call('bjorn', 'POST', PORTAL_API.travelDownloadPdf, {
      json: { ...trip, plan: 'fplus', travellerSsn: BJORN },
    });
    expect(noPlan.statusCode).toBe(404);
    expect(noPlan.json().errorCode).toBe('TravelPlanNotFound');
  });

  it('shows pending offers and dismisses their notification one by one or all at once', async () => {
    const before = (await portal.call('anna', 'GET', PORTAL_API.pendingOffers)).json();
    expect(before.notification).toEqual({ id: 'pendingOffers', status: 'initialized' });
    const fresh = before.offers.filter(
      (o: { notificationStatus: string }) => o.notificationStatus === 'initialized',
    );
    expect(fresh.length).toBeGreaterThan(0);
    expect(
      before.offers.some(
        (o: { notificationStatus: string }) => o.notificationStatus === 'dismissed',
      ),
    ).toBe(true);

    const one = await portal.call('anna', 'POST', PORTAL_API.pendingOffers, {
      json: { id: fresh[0].id, status: 'dismissed' },
    });
    expect(one.statusCode).toBe(200);
    expect(
      one.json().offers.find((o: { id: string }) => o.id === fresh[0].id).notificationStatus,
    ).toBe('dismissed');

    const wrongStatus = await portal.call('bjorn', 'POST', PORTAL_API.pendingOffers, {
      json: { id: 'pendingOffers', status: 'initialized' },
    });
    expect(wrongStatus.statusCode).toBe(400);
    const all = await portal.call('bjorn', 'POST', PORTAL_API.pendingOffers, {
      json: { id: 'pendingOffers', status: 'dismissed' },
    });
    expect(all.json().notification.status).toBe('dismissed');
    expect(
      all
        .json()
        .offers.every((o: { notificationStatus: string }) => o.notificationStatus === 'dismissed'),
    ).toBe(true);
  });

  it('lists proposals, benefits and payment status', async () => {
    const proposals = (await portal.call('gudrun', 'GET', PORTAL_API.proposals)).json();
    expect(proposals.proposals[0]).toMatchObject({
      status: 'accepted',
      product: { kind: 'property' },
    });

    const benefits = (await portal.call('anna', 'GET', PORTAL_API.benefits)).json();
    const kinds = benefits.benefits.map((b: { kind: string }) => b.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'loyalty_discount',
        'bundle_discount',
        'roadside_assistance',
        'included_service',
      ]),
    );
    expect(benefits.customerYears).toBeGreaterThanOrEqual(10);

    const status = (await portal.call('anna', 'GET', PORTAL_API.installmentsOverview)).json();
    expect(status.overdue).toHaveLength(2);
    expect(status.totals.overdue).toBe(
      status.overdue.reduce(
        (sum: number, i: { amount: number; paidAmount: number }) => sum + i.amount - i.paidAmount,
        0,
      ),
    );
    expect(status.nextDueDate).toBe(status.due[0].dueDate);
    expect(status.nextDueDate > plusDays(0)).toBe(true);

    const periods = (await portal.call('anna', 'GET', PORTAL_API.paymentPeriods)).json();
    expect(periods.periods).toHaveLength(2);
    expect(periods.months).toHaveLength(12);
    expect(periods.months.at(-1).month).toBe(plusDays(0).slice(0, 7));
    expect(periods.months.some((m: { overdue: number }) => m.overdue > 0)).toBe(true);
  });

  it('publishes an OpenAPI 3.1 document listing every portal path with its schemas', async () => {
    const response = await portal.call(null, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const expected: [string, string][] = [
      ...Object.entries(PORTAL_API)
        .filter(([name]) => !['openApi', 'publicTravelCertificate', 'pendingOffers'].includes(name))
        .map(
          ([name, path]) =>
            [
              path,
              /^send|travelDownloadPdf|travelSendPdf|markDocumentRead|withdrawPolicy|acceptOffer|declineOffer|claimMessage|claimFile|claimReply|claimHolderDecision/.test(
                name,
              )
                ? 'post'
                : 'get',
            ] as [string, string],
        ),
      [PORTAL_API.pendingOffers, 'get'],
      [PORTAL_API.pendingOffers, 'post'],
      ['/api/public/v1/travelcertificate/{code}/', 'get'],
    ];
    for (const [path, method] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary).toBeTruthy();
      expect(operation.responses['200'] ?? operation.responses['201']).toBeDefined();
    }
    expect(document.paths['/api/policy/v2/'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'query', required: true }),
    );
    expect(
      document.paths['/api/policy/v2/sendpolicy/'].post.requestBody.content['application/json']
        .schema.required,
    ).toEqual(['id']);
    expect(
      document.paths['/api/document/v2/download/'].get.responses['200'].content,
    ).toHaveProperty('application/pdf');
    expect(
      document.paths['/api/claim/v1/'].get.responses['200'].content['application/json'].schema
        .properties.counts.required,
    ).toEqual([...CLAIM_STATUSES]);
    expect(document.paths['/api/health']).toBeDefined();
  });
});
