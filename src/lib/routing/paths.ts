import { CLAIM_REPORT_PAGE } from '../../domain/api/claim-report-paths';
import { FAQ_PAGE } from '../../domain/api/faq-paths';
import { NEWSLETTER_PAGES } from '../../domain/api/newsletter-paths';
import { localizedPath, type Language } from '../../domain/languages';

/** Every route the code links to, in one place. Paths are written for Icelandic and localised. */
export const paths = {
  home: (language: Language) => localizedPath('/', language),
  notFound: (language: Language) => localizedPath('/404/', language),
  serverError: (language: Language) => localizedPath('/500/', language),
  /** The customer portal's start (Mitt Skjól). */
  portal: (language: Language) => localizedPath('/vidskipti/', language),
  /** The portal's claims overview, where a reported claim is followed. */
  portalClaims: (language: Language) => localizedPath('/vidskipti/tjonayfirlit/', language),
  /** Get a price. */
  getPrice: (language: Language) => (language === 'en' ? '/en/get-price/' : '/fa-verd/'),
  /** Request a personal offer for what the calculators do not cover (links to it open in a new tab). */
  requestOffer: (language: Language) => (language === 'en' ? '/en/request-offer/' : '/fa-tilbod/'),
  /** Buying a saved quote: the portal's purchase screen, which signs the visitor in first. */
  buyQuote: (language: Language, quoteNumber: string, key: string) =>
    `${localizedPath('/vidskipti/kaupa/', language)}?tilbod=${encodeURIComponent(quoteNumber)}&lykill=${encodeURIComponent(key)}`,
  /** File a claim: the claims app, outside the site's router. */
  reportClaim: (language: Language) => CLAIM_REPORT_PAGE[language],
  /** Frequently asked questions of every product, searchable. */
  faq: (language: Language) => FAQ_PAGE[language],
  /** The inquiry form's own page (the assistance panel shows the same form). */
  inquiry: (language: Language) => (language === 'en' ? '/en/inquiry/' : '/fyrirspurn/'),
  /** The business inquiry, with documents (the company queue). */
  businessInquiry: (language: Language) =>
    language === 'en' ? '/en/business/inquiry/' : '/fyrirtaeki/fyrirspurn/',
  /** "Call me about insurance": a sales lead (the opportunity form). */
  callMe: (language: Language) => (language === 'en' ? '/en/call-me/' : '/hringdu-i-mig/'),
  /** Apply for child insurance (linked from the child insurance product page). */
  childInsuranceApply: (language: Language) =>
    language === 'en' ? '/en/child-insurance/apply/' : '/barnatrygging/umsokn/',
  /** Ökuvísir: the driving-behaviour discount, its calculator and sign-up. */
  okuvisir: (language: Language) => (language === 'en' ? '/en/okuvisir/' : '/okuvisir/'),
  /** Other matters: the general form for what fits no other. */
  otherMatters: (language: Language) =>
    language === 'en' ? '/en/other-matters/' : '/onnur-erindi/',
  /** Sign up for one of Skjól's events (prevention seminars and the like). */
  eventSignup: (language: Language) =>
    language === 'en' ? '/en/events/sign-up/' : '/vidburdir/skraning/',
  /** Get an offer from one of the running campaigns. */
  campaignOffer: (language: Language) =>
    language === 'en' ? '/en/campaign-offer/' : '/tilbod-herferd/',
  /** The current prize draw. */
  prizeDraw: (language: Language) => (language === 'en' ? '/en/prize-draw/' : '/leikur/'),
  /** The prevention pages' list; its page carries the newsletter sign-up. */
  prevention: (language: Language) => (language === 'en' ? '/en/prevention/' : '/forvarnir/'),
  /** Suggest a safety product, linked from the prevention pages. */
  safetyProductSuggestion: (language: Language) =>
    language === 'en'
      ? '/en/prevention/suggest-a-safety-product/'
      : '/forvarnir/abending-um-oryggisvoru/',
  /** "Let us know": a complaint or a compliment. */
  letUsKnow: (language: Language) =>
    language === 'en' ? '/en/let-us-know/' : '/lattu-okkur-vita/',
  /** Book a half-hour with an adviser. */
  bookAppointment: (language: Language) =>
    language === 'en' ? '/en/book-appointment/' : '/boka-tima/',
  /** Where the newsletter's confirmation link lands. */
  newsletterConfirm: (language: Language) => NEWSLETTER_PAGES.confirm[language],
  /** Where the newsletter's unsubscribe link lands. */
  newsletterUnsubscribe: (language: Language) => NEWSLETTER_PAGES.unsubscribe[language],
  /** Live preview of a content document (editors only; never indexed). */
  preview: (language: Language) => localizedPath('/preview/', language),
  /** One door of the Christmas calendar whose page is `calendarPath`. */
  calendarDoor: (calendarPath: string, day: number) =>
    `${calendarPath.endsWith('/') ? calendarPath : `${calendarPath}/`}${day}/`,
} as const;
