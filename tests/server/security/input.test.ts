import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from '../../../server/db/seed-portal';
import { translator } from '../../../server/i18n/locales';
import { isPlainText, withTextRule } from '../../../server/security/text-input';
import { PAYMENT_SETTINGS_API } from '../../../src/domain/api/payment-settings';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { SIGNING_API } from '../../../src/domain/api/signing-rules';
import { ANNA, startPortalApp, type PortalApp } from '../portal-helpers';
import { testDatabaseKinds } from '../support/databases';
import { OAuthBrowser } from '../support/oauth';

const invalidCharacters = (field: string) => ({
  status: 400,
  errorCode: 'ValidationFailed',
  errors: { [field]: ['invalidCharacters'] },
});

describe('the text rule', () => {
  it('refuses NUL, control characters and unpaired surrogates, and keeps emoji and Icelandic', () => {
    for (const text of ['Þórður Ævarsson', 'Góðan daginn 😀', 'a\u00a0b', '']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of [
      'a\u0000b',
      'a\u0001',
      '\u001b[31m',
      'a\u007f',
      'a\u0085',
      '\ud83d',
      'x\ude00',
      '\ude00\ud83d',
    ]) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
      expect(isPlainText(text, 'multiline'), JSON.stringify(text)).toBe(false);
    }
    expect(isPlainText('lína 1\nlína 2\r\n\tinndregið')).toBe(false);
    expect(isPlainText('lína 1\nlína 2\r\n\tinndregið', 'multiline')).toBe(true);
  });

  it('reaches every string in a schema, without changing the schema it was given', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        note: { type: 'string', 'x-text': 'multiline' },
        tags: { type: 'array', items: { type: ['string', 'null'] } },
        any: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      },
    } as const;
    expect(withTextRule(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string', 'x-text': 'line' },
        note: { type: 'string', 'x-text': 'multiline' },
        tags: { type: 'array', items: { type: ['string', 'null'], 'x-text': 'line' } },
        any: { anyOf: [{ type: 'string', 'x-text': 'line' }, { type: 'integer' }] },
      },
    });
    expect(schema.properties.name).toEqual({ type: 'string' });
  });

  it('has its field error translated for the portal', () => {
    expect(translator('is', 'default')('invalidCharacters')).not.toContain('|');
    expect(translator('en', 'default')('invalidCharacters')).toMatch(/characters/);
  });
});

describe.each(testDatabaseKinds)('bad characters in requests on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna', 'sigga'], kind);
  }, 60_000);
  afterAll(() => portal.close());

  it('a memo with NUL is a 400 naming the field; line breaks and tabs in a memo are fine', async () => {
    const id = demoId('signable:anna-direct-debit');
    const nul = await portal.call('anna', 'POST', SIGNING_API.createMemo, {
      json: { id, text: 'Spurning\u0000' },
    });
    expect(nul.json()).toMatchObject(invalidCharacters('text'));
    const lone = await portal.call('anna', 'POST', SIGNING_API.createMemo, {
      json: { id, text: 'Spurning \ud83d' },
    });
    expect(lone.json()).toMatchObject(invalidCharacters('text'));
    const lines = await portal.call('anna', 'POST', SIGNING_API.createMemo, {
      json: { id, text: 'Góðan dag,\n\tspurning um skjalið 😀' },
    });
    expect(lines.statusCode).toBe(201);
    expect(lines.json().text).toBe('Góðan dag,\n\tspurning um skjalið 😀');
  });

  it('a card verification id with NUL is a 400, not a database error', async () => {
    const response = await portal.call('anna', 'POST', PAYMENT_SETTINGS_API.ccardVerify, {
      json: { verificationId: 'abc\u0000' },
    });
    expect(response.json()).toMatchObject(invalidCharacters('verificationId'));
  });

  it('a one-line field refuses a line break', async () => {
    const response = await portal.call('anna', 'POST', SETTINGS_API.popupInfo, {
      json: { email: 'anna@example.is\nBcc: x@example.com' },
    });
    expect(response.json()).toMatchObject(invalidCharacters('email'));
  });

  it('refuses control characters in the headers the API reads and in query strings', async () => {
    const staff = await portal.call('sigga', 'GET', '/api/user/v1/settings/generalinfo/', {
      headers: { impersonatedUser: `${ANNA}\u0001` },
    });
    expect(staff.json()).toMatchObject(invalidCharacters('impersonateduser'));
    const customer = await portal.call('anna', 'GET', '/api/user/v1/settings/generalinfo/', {
      headers: { overviewUser: '\u007f' },
    });
    expect(customer.json()).toMatchObject(invalidCharacters('overviewuser'));
    const auth = await portal.testApp.app.inject({
      method: 'GET',
      url: '/api/user/v1/info/',
      headers: { authorization: 'Bearer \u0000' },
    });
    expect(auth.statusCode).toBe(400);

    const cms = await portal.testApp.app.inject({
      method: 'GET',
      url: '/cms/api/v2/documents/search?ref=%00&q=%5B%5D',
    });
    expect(cms.statusCode).toBe(400);
    expect(cms.json().errors).toEqual({ ref: ['invalidCharacters'] });
    const repeated = await portal.testApp.app.inject({
      method: 'GET',
      url: '/innskraning/nytt-lykilord/?lang=en&lang=is',
    });
    expect(repeated.statusCode).toBeLessThan(500);
  });

  // Found by the fuzz test: the field errors were a plain object, which already has a toString.
  it('names a refused field even when it is called toString or __proto__', async () => {
    for (const name of ['toString', '__proto__', 'constructor']) {
      const response = await portal.testApp.app.inject({
        method: 'GET',
        url: `/dl/abc?${name}=%0a`,
      });
      expect(response.statusCode, name).toBe(400);
      expect(Object.keys(response.json().errors), name).toEqual([name]);
      expect(response.json().errors[name], name).toEqual(['invalidCharacters']);
    }
  });

  it('answers paths with NUL or malformed percent-encoding on the site without a 5xx', async () => {
    for (const url of [
      '/%00/',
      '/en/%ff%fe/',
      '/vidskipti/%',
      '/%c0%ae%c0%ae/',
      '/dl/%00/',
      '/?q=%00',
    ]) {
      const response = await portal.testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  // Found by the fuzz test on PostgreSQL: node-postgres sent the attachment list as an array literal.
  it('stores and lists a mail with an attachment, on PostgreSQL as on PGlite', async () => {
    const sent = await portal.call('anna', 'POST', '/api/policy/v1/sendpolicyoverview/', {
      json: {},
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await portal.testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(outbox.statusCode).toBe(200);
    const row = await portal.testApp.database.db
      .selectFrom('outbox_mail')
      .select('attachments')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.attachments).toHaveLength(1);
    expect(row.attachments[0]!.contentType).toBe('application/pdf');
  });

  it('a sign-in form with NUL in a field is a 400, not a database error', async () => {
    const { config } = portal.testApp;
    const browser = new OAuthBrowser(
      portal.testApp.app,
      config.staffUrl,
      'skjol-staff',
      config.staffAuthAudience,
    );
    const start = await browser.startSignIn();
    const response = await browser.request('POST', `/interaction/${start.uid}/login/employee/`, {
      form: { interaction: start.uid!, username: 'sigga\u0000', password: 'Starf-1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(invalidCharacters('username'));
  });
});
