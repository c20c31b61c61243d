import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_API } from '../../src/domain/api/quote-paths';
import type { QuotePrice, SavedQuote, Vehicle } from '../../src/domain/api/quote';
import {
  SAVE_LIMIT_PER_EMAIL,
  VEHICLE_LIMIT_PER_ADDRESS,
} from '../../server/modules/quote/quote.routes';
import { createSimulatedVehicleRegister } from '../../server/vehicle/vehicle-register';
import { createTestApp, type TestApp } from './support/app';
import { testDatabaseKinds } from './support/databases';
import { outbox } from './portal-helpers';

const car = {
  product: 'car',
  registration: 'ab-123',
  cover: 'casco',
  bonusYears: '10',
  driverAge: '22',
  deductible: '60000',
};
const contents = {
  product: 'contents',
  postcode: '101',
  sumInsured: '6.000.000',
  deductible: 25000,
};
const travel = { product: 'travel', kind: 'annual', travellers: 'family' };

describe.each(testDatabaseKinds)('quotes on %s', (kind) => {
  let testApp: TestApp;
  const register = createSimulatedVehicleRegister();
  let nextAddress = 1;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {}, undefined, { vehicleRegister: register });
  });
  afterAll(() => testApp.close());

  /** Each call from its own address unless one is given, so per-address limits stay out of the way. */
  function call(
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
    options: { address?: string; language?: string } = {},
  ) {
    return testApp.app.inject({
      method,
      url,
      remoteAddress: options.address ?? `10.2.0.${nextAddress++}`,
      headers: options.language ? { 'accept-language': options.language } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  }

  describe('the vehicle register', () => {
    it('answers what a registration number is, however it is typed', async () => {
      const response = await call('GET', QUOTE_API.vehicle('ab 123'));
      expect(response.statusCode).toBe(200);
      expect(response.json<Vehicle>()).toEqual({
        registration: 'AB123',
        make: 'Toyota',
        model: 'RAV4 Hybrid',
        year: 2021,
        category: 'suv',
        fuel: 'hybrid',
        value: 6_900_000,
      });
    });

    it('answers 404 for an unknown one, 400 for a malformed one and 502 when it is down', async () => {
      expect((await call('GET', QUOTE_API.vehicle('ZZ999'))).json()).toMatchObject({
        status: 404,
        errorCode: 'VehicleNotFound',
      });
      const malformed = await call('GET', QUOTE_API.vehicle('%3Cscript%3E'));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ registration: ['quote|invalidRegistration'] });
      register.failing = true;
      try {
        const down = await call('GET', QUOTE_API.vehicle('AB123'));
        expect(down.json()).toMatchObject({ status: 502, errorCode: 'VehicleRegisterFailed' });
      } finally {
        register.failing = false;
      }
    });

    it('is looked up at most so often from one address', async () => {
      const address = '10.9.9.1';
      for (let i = 0; i < VEHICLE_LIMIT_PER_ADDRESS.max; i++)
        expect(
          (await call('GET', QUOTE_API.vehicle('AB123'), undefined, { address })).statusCode,
        ).toBe(200);
      const refused = await call('GET', QUOTE_API.vehicle('AB123'), undefined, { address });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('prices', () => {
    it('are worked out on the server, line by line, with the bundle discount', async () => {
      const response = await call('POST', QUOTE_API.price, { items: [car, contents, travel] });
      expect(response.statusCode).toBe(200);
      const price = response.json<QuotePrice>();
      expect(price.tariffVersion).toBe('2026-11-01');
      expect(price.items.map((item) => item.product)).toEqual(['car', 'contents', 'travel']);
      expect(price.items[0]!.vehicle?.registration).toBe('AB123');
      for (const item of price.items)
        expect(item.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(item.yearly);
      const sum = price.items.reduce((total, item) => total + item.yearly, 0);
      expect(price.bundleDiscount).toEqual({ rate: 0.1, amount: Math.round(sum * 0.1) });
      expect(price.yearly).toBe(sum - price.bundleDiscount.amount);
    });

    it('refuse what the calculators would refuse, field by field, never with a 500', async () => {
      const response = await call('POST', QUOTE_API.price, {
        items: [
          { ...car, registration: '!!', driverAge: '12' },
          { ...contents, postcode: '999' },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        'items[0].registration': ['quote|invalidRegistration'],
        'items[0].driverAge': ['quote|outOfRange'],
        'items[1].postcode': ['quote|invalidPostcode'],
      });
      for (const body of [
        {},
        { items: [] },
        { items: [travel, travel] },
        { items: [{ product: 'boat' }] },
        { items: [{ ...car, registration: 'ZZ999' }] },
        { items: 'car' },
      ]) {
        const refused = await call('POST', QUOTE_API.price, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      }
      const unknownCar = await call('POST', QUOTE_API.price, {
        items: [{ ...car, registration: 'ZZ999' }],
      });
      expect(unknownCar.json()).toMatchObject({
        errorCode: 'VehicleNotFound',
        errors: { 'items[0].registration': ['quote|vehicleNotFound'] },
      });
    });

    it('of cars answer 503 when no register is configured, while others still price', async () => {
      const withoutRegister = await createTestApp(kind, {}, undefined, { vehicleRegister: null });
      try {
        const inject = (items: unknown[]) =>
          withoutRegister.app.inject({ method: 'POST', url: QUOTE_API.price, payload: { items } });
        expect((await inject([car])).json()).toMatchObject({
          status: 503,
          errorCode: 'VehicleRegisterUnavailable',
        });
        expect((await inject([travel])).statusCode).toBe(200);
      } finally {
        await withoutRegister.close();
      }
    });
  });

  describe('saved quotes', () => {
    it('keep the price, mail the link, and open again only with their key', async () => {
      const email = `quote.${Math.random().toString(36).slice(2)}@example.com`;
      const response = await call('POST', QUOTE_API.save, {
        items: [car, travel],
        email,
        lang: 'en',
      });
      expect(response.statusCode).toBe(201);
      const saved = response.json<SavedQuote>();
      expect(saved.quoteNumber).toMatch(/^T-\d{6}$/);
      expect(saved.expired).toBe(false);
      expect(saved.price.bundleDiscount.rate).toBe(0.05);

      const mail = (await outbox(testApp)).find((row) => row.to_address === email);
      expect(mail?.subject).toBe(`Your Skjól quote ${saved.quoteNumber}`);
      expect(mail?.text_body).toContain(
        `/en/get-price/?tilbod=${saved.quoteNumber}&lykill=${saved.key}`,
      );
      expect(mail?.text_body).toMatch(/Car: ISK [\d,]+ a year/);

      // Stored only as a hash: the database alone cannot reopen it.
      const row = await testApp.database.db
        .selectFrom('quote')
        .select(['key_hash', 'tariff_version'])
        .where('quote_number', '=', saved.quoteNumber)
        .executeTakeFirstOrThrow();
      expect(row.key_hash).not.toContain(saved.key);
      expect(row.tariff_version).toBe('2026-11-01');

      const opened = await call('GET', `${QUOTE_API.saved(saved.quoteNumber)}?key=${saved.key}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json<SavedQuote>()).toMatchObject({
        quoteNumber: saved.quoteNumber,
        validUntil: saved.validUntil,
        price: saved.price,
        items: [
          { product: 'car', registration: 'AB123', bonusYears: 10, driverAge: 22 },
          { product: 'travel', kind: 'annual', travellers: 'family' },
        ],
      });
      for (const url of [
        `${QUOTE_API.saved(saved.quoteNumber)}?key=wrong`,
        `${QUOTE_API.saved('T-999999')}?key=${saved.key}`,
      ])
        expect((await call('GET', url)).json()).toMatchObject({
          status: 404,
          errorCode: 'QuoteNotFound',
        });
    });

    it('keep their prices when the tariff changes afterwards', async () => {
      const saved = (
        await call('POST', QUOTE_API.save, { items: [contents], email: 'same.price@example.com' })
      ).json<SavedQuote>();
      await testApp.database.db
        .updateTable('quote')
        .set({ tariff_version: 'older' })
        .where('quote_number', '=', saved.quoteNumber)
        .execute();
      const opened = (
        await call('GET', `${QUOTE_API.saved(saved.quoteNumber)}?key=${saved.key}`)
      ).json<SavedQuote>();
      expect(opened.price).toEqual(saved.price);
    });

    it('say when they have expired', async () => {
      const saved = (
        await call('POST', QUOTE_API.save, { items: [travel], email: 'late@example.com' })
      ).json<SavedQuote>();
      await testApp.database.db
        .updateTable('quote')
        .set({ valid_until: '2020-01-01' })
        .where('quote_number', '=', saved.quoteNumber)
        .execute();
      const opened = await call('GET', `${QUOTE_API.saved(saved.quoteNumber)}?key=${saved.key}`);
      expect(opened.json<SavedQuote>()).toMatchObject({ expired: true, validUntil: '2020-01-01' });
    });

    it('need a valid e-mail, and are sent to one mailbox only so often', async () => {
      const bad = await call('POST', QUOTE_API.save, { items: [travel], email: 'nobody' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ email: ['invalidEmail'] });

      const email = 'flooded@example.com';
      for (let i = 0; i < SAVE_LIMIT_PER_EMAIL.max; i++)
        expect((await call('POST', QUOTE_API.save, { items: [travel], email })).statusCode).toBe(
          201,
        );
      expect((await call('POST', QUOTE_API.save, { items: [travel], email })).statusCode).toBe(429);
    });

    it('are neither kept nor mailed when a bot fills in the honeypot', async () => {
      const email = 'bot@example.com';
      const before = (await outbox(testApp)).length;
      const response = await call('POST', QUOTE_API.save, {
        items: [travel],
        email,
        website: 'http://spam.example',
      });
      expect(response.statusCode).toBe(201);
      const { quoteNumber } = response.json<SavedQuote>();
      expect(quoteNumber).toMatch(/^T-\d{6}$/);
      expect((await outbox(testApp)).length).toBe(before);
      const stored = await testApp.database.db
        .selectFrom('quote')
        .select('quote_number')
        .where('email', '=', email)
        .execute();
      expect(stored).toEqual([]);
    });
  });
});
