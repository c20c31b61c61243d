import type { Page } from 'gatsby';
import path from 'node:path';
import { LANGUAGES, type Language } from '../domain/languages';
import { paths } from '../lib/routing/paths';
import type { FormPageContext, NewsletterLinkPageContext } from './page-context';
import type { SitemapEntry } from './sitemap';

type FormPage = {
  /** The template's file in src/templates/forms/. */
  template: string;
  path: (language: Language) => string;
  context?: Omit<NewsletterLinkPageContext, keyof FormPageContext>;
  /** Pages only a mailed link opens stay out of search engines and the sitemap. */
  noindex?: true;
};

/**
 * Pages that are one component in both languages. Each is one template, so the browser's chunk map
 * (which every page carries) names one chunk where two page files made two.
 */
const FORM_PAGES: FormPage[] = [
  { template: 'appointment', path: paths.bookAppointment },
  { template: 'business-inquiry', path: paths.businessInquiry },
  { template: 'campaign-offer', path: paths.campaignOffer },
  { template: 'child-insurance', path: paths.childInsuranceApply },
  { template: 'claim-report', path: paths.reportClaim },
  { template: 'event-signup', path: paths.eventSignup },
  { template: 'faq', path: paths.faq },
  { template: 'inquiry', path: paths.inquiry },
  { template: 'let-us-know', path: paths.letUsKnow },
  {
    template: 'newsletter-link',
    path: paths.newsletterConfirm,
    context: { link: 'confirm' },
    noindex: true,
  },
  {
    template: 'newsletter-link',
    path: paths.newsletterUnsubscribe,
    context: { link: 'unsubscribe' },
    noindex: true,
  },
  { template: 'offer-request', path: paths.requestOffer },
  { template: 'okuvisir', path: paths.okuvisir },
  { template: 'opportunity', path: paths.callMe },
  { template: 'other-matters', path: paths.otherMatters },
  { template: 'prize-draw', path: paths.prizeDraw },
  { template: 'quote', path: paths.getPrice },
  { template: 'safety-product', path: paths.safetyProductSuggestion },
];

/** Every form page in every language, as Gatsby creates it. */
export function formPages(): Array<Page<FormPageContext>> {
  return FORM_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => ({
      path: page.path(language),
      component: path.resolve(`src/templates/forms/${page.template}.tsx`),
      context: { language, ...page.context },
    })),
  );
}

/** What sitemap.xml lists of the form pages: each in both languages, naming the other. */
export function formSitemapEntries(): SitemapEntry[] {
  return FORM_PAGES.filter((page) => !page.noindex).flatMap((page) => {
    const alternates = LANGUAGES.map((language) => ({ language, path: page.path(language) }));
    return alternates.map((version) => ({ path: version.path, alternates, lastmod: null }));
  });
}
