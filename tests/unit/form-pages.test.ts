import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formPages, formSitemapEntries } from '../../src/build/form-pages';
import { paths } from '../../src/lib/routing/paths';

describe('the form pages', () => {
  const pages = formPages();

  it('are one template for both languages, at the addresses the code links to', () => {
    for (const page of pages) expect(existsSync(page.component)).toBe(true);
    const quote = pages.filter((page) => page.component.endsWith('/forms/quote.tsx'));
    expect(quote).toEqual([
      expect.objectContaining({ path: paths.getPrice('is'), context: { language: 'is' } }),
      expect.objectContaining({ path: paths.getPrice('en'), context: { language: 'en' } }),
    ]);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    // Fewer templates than pages: that is the point (every page's chunk map names each once).
    expect(new Set(pages.map((page) => page.component)).size).toBe(pages.length / 2 - 1);
  });

  it('tell the newsletter page which link it is', () => {
    const newsletter = pages.filter((page) => page.component.endsWith('/newsletter-link.tsx'));
    expect(newsletter.map((page) => [page.path, page.context])).toEqual([
      [paths.newsletterConfirm('is'), { language: 'is', link: 'confirm' }],
      [paths.newsletterConfirm('en'), { language: 'en', link: 'confirm' }],
      [paths.newsletterUnsubscribe('is'), { language: 'is', link: 'unsubscribe' }],
      [paths.newsletterUnsubscribe('en'), { language: 'en', link: 'unsubscribe' }],
    ]);
  });

  it('are listed in the sitemap in both languages, each naming the other, except the mailed links', () => {
    const entries = formSitemapEntries();
    const offer = [
      { language: 'is', path: paths.requestOffer('is') },
      { language: 'en', path: paths.requestOffer('en') },
    ];
    expect(entries).toContainEqual({ path: '/fa-tilbod/', alternates: offer, lastmod: null });
    expect(entries).toContainEqual({
      path: '/en/request-offer/',
      alternates: offer,
      lastmod: null,
    });
    for (const entry of entries) expect(entry.alternates, entry.path).toHaveLength(2);
    const listed = entries.map((entry) => entry.path);
    expect(listed).not.toContain(paths.newsletterConfirm('is'));
    expect(listed).not.toContain(paths.newsletterUnsubscribe('en'));
    expect(listed.length).toBe(pages.length - 4);
  });
});
