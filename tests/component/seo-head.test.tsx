import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimReportHead } from '../../src/features/public/claim-report/claim-report-page';
import { SeoHead } from '../../src/features/public/layout';
import { LetUsKnowHead } from '../../src/features/public/let-us-know';
import { OfferRequestHead } from '../../src/features/public/offer-request/offer-request-page';
import { QuoteHead } from '../../src/features/public/quote/quote-page';
import type { Language } from '../../src/lib/i18n';
import { SITE_URL } from '../../src/lib/site-url';
import { Head as InvestorDocumentsHead } from '../../src/templates/investor-documents';

afterEach(cleanup);

/** Every address the head prints about the page: canonical, each hreflang and og:url. */
function pageAddresses(head: ReactElement) {
  const { container } = render(head);
  const links = (rel: string) =>
    [...container.querySelectorAll(`link[rel="${rel}"]`)].map(
      (link) => `${link.getAttribute('hreflang') ?? rel} ${link.getAttribute('href')}`,
    );
  return {
    canonical: links('canonical'),
    alternates: links('alternate'),
    ogUrl: container.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  };
}

describe('the head of every page', () => {
  const heads: [string, (props: { language: Language }) => ReactElement, string, string][] = [
    ['the price calculator', QuoteHead, '/fa-verd/', '/en/get-price/'],
    ['the offer request', OfferRequestHead, '/fa-tilbod/', '/en/request-offer/'],
    ['let us know', LetUsKnowHead, '/lattu-okkur-vita/', '/en/let-us-know/'],
    ['the claim report', ClaimReportHead, '/tjonstilkynningar/', '/en/report-a-claim/'],
  ];
  it.each(
    heads.flatMap(([name, Head, icelandic, english]) => [
      { name, language: 'is' as const, Head, own: icelandic, other: english },
      { name, language: 'en' as const, Head, own: english, other: icelandic },
    ]),
  )('$name names its own and its translation’s address absolutely ($own)', (page) => {
    const { Head, own, other } = page;
    const head = <Head language={page.language} />;
    const { canonical, alternates, ogUrl } = pageAddresses(head);
    expect(canonical).toEqual([`canonical ${SITE_URL}${own}`]);
    expect(ogUrl).toBe(`${SITE_URL}${own}`);
    expect(alternates).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(` ${SITE_URL}${own}$`)),
        expect.stringMatching(new RegExp(` ${SITE_URL}${other}$`)),
        `x-default ${SITE_URL}${own.startsWith('/en/') ? other : own}`,
      ]),
    );
  });

  it('the investor documents name their address absolutely, in both languages', () => {
    const head = (
      <InvestorDocumentsHead
        {...({
          location: { pathname: '/en/investors/documents/' },
          pageContext: { language: 'en', alternatePath: '/fjarfestar/skjol/' },
        } as unknown as Parameters<typeof InvestorDocumentsHead>[0])}
      />
    );
    const { canonical, alternates, ogUrl } = pageAddresses(head);
    expect(canonical).toEqual([`canonical ${SITE_URL}/en/investors/documents/`]);
    expect(ogUrl).toBe(`${SITE_URL}/en/investors/documents/`);
    expect(alternates).toEqual([
      `en ${SITE_URL}/en/investors/documents/`,
      `is ${SITE_URL}/fjarfestar/skjol/`,
      `x-default ${SITE_URL}/fjarfestar/skjol/`,
    ]);
  });

  it('makes every address absolute on the site address, even the share image', () => {
    expect(SITE_URL).toMatch(/^https?:\/\/[^/]+$/);
    const { container } = render(
      <SeoHead language="is" title="Síða" path="/sida/" image="/mynd.png" noindex />,
    );
    // A page kept out of search engines has no canonical, but its share card still has an address.
    expect(container.querySelector('link[rel="canonical"]')).toBeNull();
    expect(container.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${SITE_URL}/sida/`,
    );
    expect(container.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${SITE_URL}/mynd.png`,
    );
  });
});
