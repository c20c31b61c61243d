import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_API } from '../../src/domain/api/faq-paths';
import type { FaqResponse } from '../../src/domain/api/faq';
import { createTestApp, type TestApp } from './support/app';

describe('the FAQ gathered from the product pages', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });
  afterAll(() => testApp.close());

  async function faq(query: string): Promise<FaqResponse> {
    const response = await testApp.app.inject({ method: 'GET', url: `${FAQ_API}${query}` });
    expect(response.statusCode, query).toBe(200);
    return response.json<FaqResponse>();
  }

  it('lists every question of every product page, each with its product, in both languages', async () => {
    const icelandic = await faq('?lang=is');
    expect(icelandic.total).toBeGreaterThan(5);
    expect(icelandic.questions).toHaveLength(icelandic.total);
    const sport = icelandic.questions.find(
      (entry) => entry.question === 'Eru íþróttir innifaldar?',
    );
    expect(sport?.answer[0]).toMatch(/^Almenn íþróttaiðkun er innifalin/);
    expect(sport?.product.path).toMatch(/^\/.+\/$/);
    expect(new Set(icelandic.questions.map((entry) => entry.id)).size).toBe(icelandic.total);

    const english = await faq('?lang=en');
    expect(english.questions.map((entry) => entry.question)).toContain('Is sport included?');
    expect(english.questions.every((entry) => entry.product.path?.startsWith('/en/'))).toBe(true);
  });

  it('finds questions by every word, ignoring case and accents, the question before the answer', async () => {
    const typed = await faq(`?lang=is&q=${encodeURIComponent('ÍÞRÓTTIR')}`);
    expect(typed.questions[0]?.question).toBe('Eru íþróttir innifaldar?');
    // Typed abroad, without Icelandic letters.
    const plain = await faq('?lang=is&q=ithrottir');
    expect(plain.questions.map((entry) => entry.question)).toEqual(
      typed.questions.map((entry) => entry.question),
    );
    // Every word must be there: one that is nowhere leaves nothing.
    expect((await faq('?lang=is&q=ithrottir%20xylofonn')).questions).toEqual([]);
    expect((await faq('?lang=is&q=%20%20')).questions).toHaveLength(typed.total);
  });

  it('refuses a search longer than a question with a 400, never a 500', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${FAQ_API}?q=${'a'.repeat(201)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});
