import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../server/api-docs';
import { CONTACT_DETAILS_TYPE } from '../../src/domain/forms/contact-details';
import {
  BUSINESS_EMPLOYEE_BANDS,
  BUSINESS_PRODUCTS,
} from '../../src/domain/forms/business-inquiry';
import { CLAIM_REPORT_STEPS, CLAIM_REPORT_TYPES } from '../../src/domain/forms/claim-report';
import {
  ACTIVITY_MAX_LENGTH,
  TRIPS_PER_YEAR_MAX,
  TURNOVER_MAX,
} from '../../src/domain/forms/company-policy-update';
import { errors } from '../../src/domain/api/common';
import {
  STAFF_CONTACT_NOTE_MAX,
  STAFF_CONTACT_NOTE_MIN,
  STAFF_CONTACT_REASONS,
} from '../../src/domain/api/staff-contact-rules';
import { INQUIRY_QUEUES } from '../../src/domain/api/values';
import { ATTACHMENT_FIELD, ATTACHMENT_LIMITS } from '../../src/domain/attachments';
import { DESCRIPTION_MAX_LENGTH } from '../../src/domain/limits';
import { CAR_COVERS, CAR_DEDUCTIBLES, DRIVER_AGE, QUOTE_PRODUCTS } from '../../src/domain/quote';
import { createTestApp, type TestApp } from './support/app';

/**
 * /api/docs is the Swagger UI made from the routes' own schemas and /api/docs/json the OpenAPI
 * document; under test, an API answer whose status the route does not declare becomes a 500.
 */
describe('the API description at /api/docs', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, (app) => {
      // Two routes that answer 409: one declares it, the other does not.
      const conflict = async () => {
        const { AppError } = await import('../../server/errors');
        throw new AppError('Conflicting', 409, 'Always in conflict');
      };
      app.get(
        '/api/test-only/declared/',
        {
          schema: {
            summary: 'Always a declared conflict',
            response: { 200: Type.Object({}), ...errors(409) },
          },
        },
        conflict,
      );
      app.get(
        '/api/test-only/undeclared/',
        {
          schema: { summary: 'Always an undeclared conflict', response: { 200: Type.Object({}) } },
        },
        conflict,
      );
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('serves the Swagger UI as a page whose policy lets its own files run', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    // No inline script: everything it runs is a file from our origin.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await get(new URL(script, 'http://localhost/api/docs/').pathname);
      expect(asset.statusCode, script).toBe(200);
      expect(asset.headers['content-type'], script).toMatch(/javascript/);
    }
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain('json');
  });

  it('lists every API path with its request and response schemas, errors as problem+json', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/api/docs'))).toBe(false);

    const policy = document.paths['/api/policy/v2/'].get;
    expect(policy.security).toEqual([{ bearer: [] }]);
    // The parameters as the route declares them, not the validation-only catch-alls.
    expect(policy.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`)).toEqual(
      ['query id', 'query lang'],
    );
    expect(policy.parameters[0].required).toBe(true);
    expect(policy.responses['200'].content['application/json'].schema.required).toContain(
      'coverages',
    );
    for (const status of ['400', '401', '403', '404', '500', '503']) {
      const problem = policy.responses[status]?.content['application/problem+json'].schema;
      expect(problem?.required, status).toEqual(
        expect.arrayContaining(['status', 'errorCode', 'message']),
      );
    }
    // The public forms' endpoints are described, each with its own answers.
    for (const path of [
      '/api/form/v1/inquiry/',
      '/api/form/v1/offerrequest/',
      '/api/form/v1/letusknow/',
      '/api/form/v1/requestappointment/',
      '/api/form/v1/forvarnarsignup/',
      '/api/form/v1/forvarnarconfirm/',
      '/api/form/v1/forvarnarsignout/',
    ])
      expect(document.paths[path]?.post, path).toBeDefined();
    expect(document.paths['/api/form/v1/requestappointment/'].post.responses['409']).toBeDefined();
    expect(document.paths['/api/form/v1/requestappointment/slots/'].get).toBeDefined();
    expect(document.paths['/api/form/v1/forvarnarsignup/'].post.responses['202']).toBeDefined();
    expect(document.paths['/api/form/v1/forvarnarconfirm/'].post.responses['410']).toBeDefined();
    // A public route answers no 401.
    const publicCheck = document.paths['/api/public/v1/travelcertificate/{code}/'].get;
    expect(publicCheck.responses['401']).toBeUndefined();
    expect(publicCheck.responses['404']).toBeDefined();
  });

  it('describes the public forms that take files as multipart, with the limits they keep', async () => {
    const document = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/form/v2/business/',
      '/api/form/v1/safetyproductsuggestion/',
      '/api/form/v1/webtocase/',
      '/api/form/v2/opportunity/',
    ]) {
      const post = document.paths[path]?.post;
      expect(post, path).toBeDefined();
      expect(post.description, path).toMatch(/multipart\/form-data.*attachments/);
      for (const status of ['201', '400', '413', '415', '429'])
        expect(post.responses[status], `${path} ${status}`).toBeDefined();
    }
    const lead = document.paths['/api/form/v1/opportunity/'].post;
    expect(lead.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'products', 'callTime']),
    );
  });

  it('describes the JSON public forms and the communication settings with their request shapes', async () => {
    const document = (await get('/api/docs/json')).json();
    const required = (path: string) =>
      document.paths[path]?.post?.requestBody.content['application/json'].schema.required;
    expect(required('/api/form/v1/childinsurance/')).toEqual(
      expect.arrayContaining(['parentSsn', 'childSsn', 'coverLevel', 'consent']),
    );
    expect(required('/api/form/v1/okuvisir/')).toEqual(
      expect.arrayContaining(['ssn', 'registration', 'consent']),
    );
    expect(required('/api/form/v1/other/')).toEqual(
      expect.arrayContaining(['subject', 'message', 'name', 'email']),
    );
    expect(required('/api/form/v1/conferencesignup/')).toEqual(
      expect.arrayContaining(['eventId', 'name', 'email']),
    );
    expect(document.paths['/api/form/v1/conferencesignup/'].post.responses['409']).toBeDefined();
    expect(required('/api/form/v1/salespromotion/')).toEqual(
      expect.arrayContaining(['campaignCode', 'products', 'phone']),
    );
    expect(required('/api/form/v1/lotterygame/')).toEqual(
      expect.arrayContaining(['answer', 'email', 'consent']),
    );
    expect(document.paths['/api/form/v1/lotterygame/'].post.responses['409']).toBeDefined();
    expect(document.paths['/api/form/v1/conferencesignup/'].get).toBeDefined();
    for (const path of [
      '/api/form/v1/childinsurance/',
      '/api/form/v1/okuvisir/',
      '/api/form/v1/other/',
      '/api/form/v1/salespromotion/',
      '/api/form/v1/lotterygame/',
      '/api/form/v1/conferencesignup/',
    ])
      expect(document.paths[path].post.responses['429'], path).toBeDefined();
    const communication = document.paths['/api/form/v1/settings/communication/'];
    expect(communication.get.security).toEqual([{ bearer: [] }]);
    expect(required('/api/form/v1/settings/communication/')).toEqual([
      'emailNewsletter',
      'smsOffers',
      'post',
    ]);
    expect(document.paths['/api/public/v1/okuvisirCalculatorData/'].get).toBeDefined();
  });

  it('states the enums and limits the server enforces on form requests, from their constants', async () => {
    const document = (await get('/api/docs/json')).json();
    type Schema = Record<string, unknown>;
    const bodyOf = (path: string, method = 'post', media = 'application/json') => {
      const content = document.paths[path]?.[method]?.requestBody?.content;
      expect(content?.[media], `${method} ${path} ${media}`).toBeDefined();
      return content[media].schema as Schema;
    };
    // A field as the document states it, whatever union (nullable, number-or-text) it sits in.
    const field = (body: Schema, name: string) => {
      const schema = (body.properties as Record<string, Schema>)[name];
      expect(schema, name).toBeDefined();
      const branches = (schema!.anyOf as Schema[] | undefined) ?? [schema!];
      const values = branches.flatMap((branch) =>
        Array.isArray(branch.enum) ? branch.enum : 'const' in branch ? [branch.const] : [],
      );
      const of = (key: string) => branches.find((branch) => key in branch)?.[key];
      return {
        enum: values.length > 0 ? values : undefined,
        minLength: of('minLength'),
        maxLength: of('maxLength'),
        minimum: of('minimum'),
        maximum: of('maximum'),
        items: schema!.items as Schema | undefined,
        minItems: of('minItems'),
        maxItems: of('maxItems'),
      };
    };

    const inquiry = bodyOf('/api/form/v1/inquiry/');
    expect(field(inquiry, 'type').enum).toEqual([...INQUIRY_QUEUES]);
    expect(INQUIRY_QUEUES).toHaveLength(4);
    expect(field(inquiry, 'description').maxLength).toBe(DESCRIPTION_MAX_LENGTH);
    expect(DESCRIPTION_MAX_LENGTH).toBe(999);

    // A multipart form shows its text fields and files as its body.
    const business = bodyOf('/api/form/v2/business/', 'post', 'multipart/form-data');
    expect(field(business, 'employees').enum).toEqual([...BUSINESS_EMPLOYEE_BANDS]);
    expect(field(business, 'products')).toMatchObject({ minItems: 1 });
    expect(field(business, 'products').items?.enum).toEqual([...BUSINESS_PRODUCTS]);
    expect(field(business, 'description').maxLength).toBe(DESCRIPTION_MAX_LENGTH);
    expect(field(business, ATTACHMENT_FIELD).maxItems).toBe(ATTACHMENT_LIMITS.maxFiles);

    const draft = bodyOf('/api/claimreport/v1/drafts/');
    expect(field(draft, 'type').enum).toEqual([...CLAIM_REPORT_TYPES]);
    const saved = bodyOf('/api/claimreport/v1/drafts/{id}/', 'put');
    expect(field(saved, 'step').enum).toEqual([...CLAIM_REPORT_STEPS]);
    expect(field(saved, 'type').enum).toEqual([...CLAIM_REPORT_TYPES]);

    const price = bodyOf('/api/quote/v1/price/');
    expect(field(price, 'items')).toMatchObject({ minItems: 1, maxItems: QUOTE_PRODUCTS.length });
    const car = (field(price, 'items').items!.anyOf as Schema[]).find((item) =>
      JSON.stringify(item).includes('"car"'),
    )!;
    expect(field(car, 'cover').enum).toEqual([...CAR_COVERS]);
    expect(field(car, 'driverAge')).toMatchObject({
      minimum: DRIVER_AGE.min,
      maximum: DRIVER_AGE.max,
    });
    expect(field(car, 'deductible').enum).toEqual([...CAR_DEDUCTIBLES]);

    const contact = bodyOf('/api/staff/v1/customers/{kennitala}/contact/');
    expect(field(contact, 'reasonCode').enum).toEqual([...STAFF_CONTACT_REASONS]);
    expect(field(contact, 'reasonText')).toMatchObject({
      minLength: STAFF_CONTACT_NOTE_MIN,
      maxLength: STAFF_CONTACT_NOTE_MAX,
    });
    const own = bodyOf('/api/user/v1/settings/popupinfo/');
    expect(field(own, 'type').enum).toEqual([CONTACT_DETAILS_TYPE]);

    const liability = bodyOf('/api/company/v1/liability/requestupdate/');
    expect(field(liability, 'annualTurnover')).toMatchObject({ minimum: 1, maximum: TURNOVER_MAX });
    expect(field(liability, 'activity').maxLength).toBe(ACTIVITY_MAX_LENGTH);
    expect(field(liability, 'note').maxLength).toBe(DESCRIPTION_MAX_LENGTH);
    const travel = bodyOf('/api/company/v1/travel/requestupdate/');
    expect(field(travel, 'tripsPerYear')).toMatchObject({ maximum: TRIPS_PER_YEAR_MAX });
  });

  it('turns an answer with a status the route does not declare into a 500 under test', async () => {
    const declared = await get('/api/test-only/declared/');
    expect(declared.statusCode).toBe(409);
    expect(declared.json().errorCode).toBe('Conflicting');

    const undeclared = await get('/api/test-only/undeclared/');
    expect(undeclared.statusCode).toBe(500);
    expect(undeclared.json()).toMatchObject({
      errorCode: 'UndeclaredResponseStatus',
      message: 'GET /api/test-only/undeclared/ answered 409, which its schema does not declare',
    });
  });

  it('names every operation by one rule, says which need no token, and gives each a summary', async () => {
    const document = (await get('/api/docs/json')).json();
    const operations = Object.entries(
      document.paths as Record<
        string,
        Record<string, { operationId?: string; security?: unknown[]; summary?: string }>
      >,
    ).flatMap(([url, item]) =>
      Object.entries(item).map(([method, operation]) => ({ url, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(150);
    for (const operation of operations) {
      const name = `${operation.method} ${operation.url}`;
      expect(operation.operationId, name).toBe(operationIdOf(operation.method, operation.url));
      expect(operation.security, name).toBeDefined();
      expect(operation.summary?.trim(), name).toBeTruthy();
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // A public call says it needs no token; a portal call names the bearer token.
    expect(document.paths['/api/form/v1/inquiry/'].post.security).toEqual([]);
    expect(document.paths['/api/policy/v2/'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/form/v1/inquiry/'].post.operationId).toBe('postFormV1Inquiry');
    expect(document.paths['/api/quote/v1/{quoteNumber}/'].get.operationId).toBe(
      'getQuoteV1ByQuoteNumber',
    );
  });

  it('passes Redocly’s recommended rules (redocly.yaml) without an error', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'skjol-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, (await get('/api/docs/json')).body);
      const root = path.resolve(__dirname, '..', '..');
      const lint = spawnSync(
        path.join(root, 'node_modules', '.bin', 'redocly'),
        ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const problems = report.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId}: ${problem.message}`);
      expect(problems).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
