import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

describe('translation groups over HTTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  it('serves a group in Icelandic by default and in English on request', async () => {
    const icelandic = await testApp.app.inject({
      method: 'GET',
      url: '/api/languagelookup/v2/category/login/',
    });
    expect(icelandic.statusCode).toBe(200);
    expect(icelandic.json().submit).toBe('Skrá inn');
    const english = await testApp.app.inject({
      method: 'GET',
      url: '/api/languagelookup/v2/category/login/?language=en-GB',
    });
    expect(english.json().submit).toBe('Sign in');
  });

  it('answers an unknown group with 404 and refuses path tricks', async () => {
    for (const category of ['nope', '..%2Fpackage', 'default.json']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/languagelookup/v2/category/${category}/`,
      });
      expect(response.statusCode, category).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('has every key of every group in both languages', async () => {
    const { translationGroups, loadGroup } = await import('../../server/i18n/locales');
    for (const group of translationGroups()) {
      const is = Object.keys(loadGroup('is', group) ?? {}).sort();
      const en = Object.keys(loadGroup('en', group) ?? {}).sort();
      expect(en, group).toEqual(is);
    }
  });
});

describe('/dev pages', () => {
  it('show the outbox in demo mode', async () => {
    const testApp = await createTestApp('pglite', { demoMode: true });
    await testApp.identity.mailer.send({ to: 'anna@example.is', subject: 'Prófun', text: 'Halló' });
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.json()[0]).toMatchObject({ to: 'anna@example.is', subject: 'Prófun' });
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('Prófun');
    await testApp.close();
  });

  it('do not exist outside demo mode, built pages included', async () => {
    const testApp = await createTestApp('pglite', {
      demoMode: false,
      eidProvider: 'off',
      vehicleRegister: 'off',
    });
    const file = path.join(testApp.config.publicDir, 'dev', 'ui', 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '<h1>Style guide</h1>');
    for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/ui/', '/dev/eid-app/app-x']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Style guide');
    }
    await testApp.close();
  });
});
