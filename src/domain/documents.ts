/**
 * The downloadable documents: investor material and customer forms, each
 * published at a short address /dl/{id}/ that redirects to the PDF on the document host (CDN_URL).
 *
 * This module is the one catalogue. The server answers /dl/ from it, the site build lists it on
 * the investor pages, and `scripts/generate-documents.ts` writes `redirects/dl.json` from it. It is
 * written as a few rules (which periods, which products, which forms) rather than ~300 literal
 * rows, so a new quarter is one line. Entries come out in a fixed order and never depend on the
 * clock, so the generated table is reproducible.
 */

export const DOCUMENT_LANGUAGES = ['is', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export type LocalizedText = Record<DocumentLanguage, string>;

export const DOCUMENT_KINDS = [
  'financialStatements',
  'earningsAnnouncement',
  'investorPresentation',
  'solvencyReport',
  'governance',
  'productInformation',
  'terms',
  'claimForm',
  'cancellationForm',
  'consentForm',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the investor pages list; the rest are customer documents linked from product pages. */
export const INVESTOR_DOCUMENT_KINDS: readonly DocumentKind[] = [
  'financialStatements',
  'earningsAnnouncement',
  'investorPresentation',
  'solvencyReport',
  'governance',
];

/** Q1–Q3 are interim reports (three, six and nine months); FY is the year and its fourth quarter. */
export const DOCUMENT_PERIODS = ['Q1', 'Q2', 'Q3', 'FY'] as const;
export type DocumentPeriod = (typeof DOCUMENT_PERIODS)[number];

export type DocumentEntry = {
  /** The address is /dl/{id}/; lower-case words joined by hyphens, never reused. */
  id: string;
  /** The same document in every language shares a key; the id is key + '-' + language. */
  key: string;
  kind: DocumentKind;
  year: number | null;
  period: DocumentPeriod | null;
  /** The language the document itself is written in. */
  language: DocumentLanguage;
  /** Its title in both interface languages, so a page can list a document it has no translation of. */
  title: LocalizedText;
  /** File name on the document host, without `.pdf`: ASCII, lower case, unique. */
  file: string;
  /** Publication date, YYYY-MM-DD. */
  published: string;
};

export const DOCUMENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DOCUMENT_DOWNLOAD_PREFIX = '/dl/';

/** The short public address of a document. */
export function documentDownloadPath(id: string): string {
  return `${DOCUMENT_DOWNLOAD_PREFIX}${id}/`;
}

/** Where the PDF lives on the document host (`cdnUrl` without a trailing slash). */
export function documentFileUrl(cdnUrl: string, entry: Pick<DocumentEntry, 'file'>): string {
  return `${cdnUrl}/documents/${entry.file}.pdf`;
}

export const COMPANY_NAME: LocalizedText = {
  is: 'Skjól tryggingar hf.',
  en: 'Skjól Insurance hf.',
};

// ---------------------------------------------------------------------------------------------
// The rules

const FIRST_REPORTING_YEAR = 2019;
/** The latest period with published results. Move it on when a quarter is published. */
const LATEST_PERIOD = { year: 2026, period: 'Q3' } as const satisfies {
  year: number;
  period: DocumentPeriod;
};
/** Older documents that were never translated. */
const ICELANDIC_ONLY_BEFORE = 2021;

/** Fixed publication days: results some weeks after the period, the year's in February. */
function resultsPublished(year: number, period: DocumentPeriod): string {
  switch (period) {
    case 'Q1':
      return `${year}-05-14`;
    case 'Q2':
      return `${year}-08-20`;
    case 'Q3':
      return `${year}-10-29`;
    case 'FY':
      return `${year + 1}-02-11`;
  }
}

function reportingPeriods(): { year: number; period: DocumentPeriod }[] {
  const periods: { year: number; period: DocumentPeriod }[] = [];
  for (let year = FIRST_REPORTING_YEAR; year <= LATEST_PERIOD.year; year += 1) {
    for (const period of DOCUMENT_PERIODS) {
      periods.push({ year, period });
      if (year === LATEST_PERIOD.year && period === LATEST_PERIOD.period) return periods;
    }
  }
  return periods;
}

/** Years whose annual figures are out (the last full year before the latest period). */
function completedYears(): number[] {
  return reportingPeriods()
    .filter(({ period }) => period === 'FY')
    .map(({ year }) => year);
}

const QUARTER_NUMBER: Record<Exclude<DocumentPeriod, 'FY'>, number> = { Q1: 1, Q2: 2, Q3: 3 };

type ResultsTitles = {
  interim: (quarter: number, year: number) => LocalizedText;
  annual: (year: number) => LocalizedText;
};

const RESULTS_KINDS: {
  kind: DocumentKind;
  slug: string;
  titles: ResultsTitles;
}[] = [
  {
    kind: 'financialStatements',
    slug: 'financial-statements',
    titles: {
      interim: (q, year) => ({
        is: `Árshlutareikningur ${q}F ${year}`,
        en: `Interim financial statements Q${q} ${year}`,
      }),
      annual: (year) => ({
        is: `Ársreikningur ${year}`,
        en: `Annual financial statements ${year}`,
      }),
    },
  },
  {
    kind: 'earningsAnnouncement',
    slug: 'earnings',
    titles: {
      interim: (q, year) => ({
        is: `Afkomutilkynning ${q}F ${year}`,
        en: `Earnings announcement Q${q} ${year}`,
      }),
      annual: (year) => ({
        is: `Afkomutilkynning 4F og ársins ${year}`,
        en: `Earnings announcement Q4 and full year ${year}`,
      }),
    },
  },
  {
    kind: 'investorPresentation',
    slug: 'investor-presentation',
    titles: {
      interim: (q, year) => ({
        is: `Fjárfestakynning ${q}F ${year}`,
        en: `Investor presentation Q${q} ${year}`,
      }),
      annual: (year) => ({
        is: `Fjárfestakynning 4F og ársins ${year}`,
        en: `Investor presentation Q4 and full year ${year}`,
      }),
    },
  },
];

const GOVERNANCE_RULES: { slug: string; title: LocalizedText }[] = [
  {
    slug: 'articles-of-association',
    title: { is: 'Samþykktir Skjóls tryggingar hf.', en: 'Articles of Association' },
  },
  {
    slug: 'board-rules',
    title: { is: 'Starfsreglur stjórnar', en: 'Rules of procedure of the Board of Directors' },
  },
  {
    slug: 'audit-committee-rules',
    title: {
      is: 'Starfsreglur endurskoðunarnefndar',
      en: 'Rules of procedure of the Audit Committee',
    },
  },
  {
    slug: 'remuneration-committee-rules',
    title: {
      is: 'Starfsreglur starfskjaranefndar',
      en: 'Rules of procedure of the Remuneration Committee',
    },
  },
  { slug: 'remuneration-policy', title: { is: 'Starfskjarastefna', en: 'Remuneration policy' } },
  { slug: 'code-of-conduct', title: { is: 'Siðareglur', en: 'Code of conduct' } },
];

/** One information sheet (IPID) per product, as the Insurance Distribution Directive asks. */
const PRODUCTS: { slug: string; name: LocalizedText }[] = [
  { slug: 'car', name: { is: 'Bifreiðatrygging', en: 'Car insurance' } },
  { slug: 'home', name: { is: 'Heimilistrygging', en: 'Home insurance' } },
  { slug: 'property', name: { is: 'Fasteignatrygging', en: 'Property insurance' } },
  { slug: 'holiday-home', name: { is: 'Sumarhúsatrygging', en: 'Holiday home insurance' } },
  { slug: 'travel', name: { is: 'Ferðatrygging', en: 'Travel insurance' } },
  { slug: 'accident', name: { is: 'Slysatrygging', en: 'Accident insurance' } },
  { slug: 'life', name: { is: 'Líftrygging', en: 'Life insurance' } },
  {
    slug: 'critical-illness',
    name: { is: 'Sjúkdómatrygging', en: 'Critical illness insurance' },
  },
  { slug: 'child', name: { is: 'Barnatrygging', en: 'Child insurance' } },
  { slug: 'pet', name: { is: 'Gæludýratrygging', en: 'Pet insurance' } },
  {
    slug: 'company-liability',
    name: { is: 'Frjáls ábyrgðartrygging', en: 'Company liability insurance' },
  },
  {
    slug: 'employee-accident',
    name: { is: 'Slysatrygging launþega', en: 'Employee accident insurance' },
  },
  {
    slug: 'company-travel',
    name: { is: 'Ferðatrygging fyrirtækja', en: 'Company travel insurance' },
  },
  {
    slug: 'business-contents',
    name: { is: 'Lausafjártrygging fyrirtækja', en: 'Business contents insurance' },
  },
  {
    slug: 'business-interruption',
    name: { is: 'Rekstrarstöðvunartrygging', en: 'Business interruption insurance' },
  },
  { slug: 'boat', name: { is: 'Skemmtibátatrygging', en: 'Pleasure boat insurance' } },
];

/** The forms to download, by kind: each its slug and its title in Icelandic and English. */
const FORMS: Partial<Record<DocumentKind, [slug: string, is: string, en: string][]>> = {
  claimForm: [
    ['claim', 'Tjónstilkynning', 'Claim notification'],
    ['claim-car-accident', 'Tjónaskýrsla vegna umferðaróhapps', 'Motor accident report'],
    ['claim-personal-injury', 'Tilkynning um slys', 'Personal injury notification'],
    ['claim-travel', 'Tjónstilkynning vegna ferðatryggingar', 'Travel insurance claim form'],
    ['claim-water-damage', 'Tilkynning um vatnstjón', 'Water damage notification'],
    ['claim-theft', 'Tilkynning um þjófnað', 'Theft notification'],
    ['claim-pet', 'Tjónstilkynning vegna gæludýrs', 'Pet insurance claim form'],
    ['health-declaration', 'Heilsufarsyfirlýsing', 'Health declaration'],
    [
      'vehicle-owner-change',
      'Tilkynning um eigendaskipti ökutækis',
      'Notification of change of vehicle owner',
    ],
  ],
  cancellationForm: [
    [
      'cancellation-individuals',
      'Uppsögn vátrygginga einstaklinga',
      'Cancellation of insurance: individuals',
    ],
    [
      'cancellation-companies',
      'Uppsögn vátrygginga fyrirtækja',
      'Cancellation of insurance: companies',
    ],
    [
      'cancellation-transfer',
      'Uppsögn vegna flutnings til annars vátryggingafélags',
      'Cancellation on transfer to another insurer',
    ],
  ],
  consentForm: [
    [
      'consent-health-records',
      'Umboð til öflunar heilsufarsupplýsinga',
      'Consent to obtain health information',
    ],
    [
      'consent-police-records',
      'Umboð til öflunar gagna frá lögreglu',
      'Consent to obtain police records',
    ],
    [
      'consent-health-insurance-records',
      'Umboð til öflunar gagna frá Sjúkratryggingum Íslands',
      'Consent to obtain records from Icelandic Health Insurance',
    ],
    [
      'data-access-request',
      'Beiðni um aðgang að persónuupplýsingum',
      'Request for access to personal data',
    ],
  ],
};

/** Customer documents without a period carry the date of their current version. */
const CUSTOMER_DOCUMENTS_PUBLISHED = '2026-01-02';
const GOVERNANCE_RULES_PUBLISHED = '2026-03-19';

const TRANSLITERATION: Record<string, string> = { þ: 'th', ð: 'd', æ: 'ae', ß: 'ss', ø: 'o' };

/** 'Árshlutareikningur 1F 2024' -> 'arshlutareikningur-1f-2024': ASCII, safe in any URL or header. */
export function fileSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[þðæßø]/g, (letter) => TRANSLITERATION[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type DocumentSpec = Omit<DocumentEntry, 'id' | 'language' | 'file'> & {
  languages?: readonly DocumentLanguage[];
};

function editions(spec: DocumentSpec): DocumentEntry[] {
  const { languages = DOCUMENT_LANGUAGES, ...document } = spec;
  return languages.map((language) => ({
    ...document,
    id: `${spec.key}-${language}`,
    language,
    file: `skjol-${fileSlug(spec.title[language])}${language === 'is' ? '' : `-${language}`}`,
  }));
}

function buildCatalogue(): DocumentEntry[] {
  const specs: DocumentSpec[] = [];
  const periods = reportingPeriods();
  for (const { kind, slug, titles } of RESULTS_KINDS) {
    for (const { year, period } of periods) {
      specs.push({
        key: `${slug}-${year}-${period.toLowerCase()}`,
        kind,
        year,
        period,
        title: period === 'FY' ? titles.annual(year) : titles.interim(QUARTER_NUMBER[period], year),
        published: resultsPublished(year, period),
      });
    }
  }
  for (const year of completedYears()) {
    specs.push({
      key: `sfcr-${year}`,
      kind: 'solvencyReport',
      year,
      period: null,
      title: {
        is: `Skýrsla um gjaldþol og fjárhagsstöðu ${year}`,
        en: `Solvency and financial condition report ${year}`,
      },
      published: `${year + 1}-04-08`,
    });
  }
  for (const { slug, title } of GOVERNANCE_RULES) {
    specs.push({
      key: `governance-${slug}`,
      kind: 'governance',
      year: null,
      period: null,
      title,
      published: GOVERNANCE_RULES_PUBLISHED,
    });
  }
  for (const year of completedYears()) {
    specs.push({
      key: `governance-statement-${year}`,
      kind: 'governance',
      year,
      period: null,
      title: {
        is: `Stjórnarháttayfirlýsing ${year}`,
        en: `Corporate governance statement ${year}`,
      },
      published: resultsPublished(year, 'FY'),
      languages: year < ICELANDIC_ONLY_BEFORE ? ['is'] : DOCUMENT_LANGUAGES,
    });
  }
  for (const { slug, name } of PRODUCTS) {
    specs.push({
      key: `ipid-${slug}`,
      kind: 'productInformation',
      year: null,
      period: null,
      title: {
        is: `Upplýsingaskjal um vátryggingu: ${name.is}`,
        en: `Insurance product information document: ${name.en}`,
      },
      published: CUSTOMER_DOCUMENTS_PUBLISHED,
    });
  }
  for (const { slug, name } of PRODUCTS) {
    specs.push({
      key: `terms-${slug}`,
      kind: 'terms',
      year: null,
      period: null,
      title: { is: `Skilmálar: ${name.is}`, en: `Terms and conditions: ${name.en}` },
      published: CUSTOMER_DOCUMENTS_PUBLISHED,
    });
  }
  for (const [kind, forms] of Object.entries(FORMS) as [
    DocumentKind,
    [string, string, string][],
  ][]) {
    for (const [slug, is, en] of forms) {
      specs.push({
        key: `form-${slug}`,
        kind,
        year: null,
        period: null,
        title: { is, en },
        published: CUSTOMER_DOCUMENTS_PUBLISHED,
      });
    }
  }
  return specs.flatMap(editions);
}

/** Every document, in a fixed order: by kind, then as the rules list them. */
export const DOCUMENTS: readonly DocumentEntry[] = buildCatalogue();

let byId: Map<string, DocumentEntry> | undefined;
let byFile: Map<string, DocumentEntry> | undefined;

export function findDocument(id: string): DocumentEntry | undefined {
  byId ??= new Map(DOCUMENTS.map((entry) => [entry.id, entry]));
  return byId.get(id);
}

/** The document whose file (without `.pdf`) this is. */
export function findDocumentByFile(file: string): DocumentEntry | undefined {
  byFile ??= new Map(DOCUMENTS.map((entry) => [entry.file, entry]));
  return byFile.get(file);
}

/** A `redirects/` table row: the short address and the absolute address of the file. */
export type DownloadRedirect = { fromPath: string; toPath: string };

export function downloadRedirects(cdnUrl: string): DownloadRedirect[] {
  return DOCUMENTS.map((entry) => ({
    fromPath: documentDownloadPath(entry.id),
    toPath: documentFileUrl(cdnUrl, entry),
  }));
}
