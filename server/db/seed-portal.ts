import { createHash } from 'node:crypto';
import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { DbOrTx } from './database';
import { OVERVIEW_VALID_DAYS } from '../../src/domain/api/settings';
import { collectOverview } from '../modules/settings/privacy.service';
import type { Database } from './schema';

/**
 * The portal's demo data (issue 6): policies, claims in every status, a year of transactions and
 * installments (some overdue), read and unread documents, documents to sign, offers, proposals
 * and travel certificates for Anna, Björn, Guðrún and Hraunhólar ehf.
 *
 * Content and ids are deterministic (ids are hashes of a stable key); dates are relative to the
 * day the seed first runs, so a fresh database always has a year of history behind "today".
 * Every insert is `on conflict do nothing`, so running it again adds nothing.
 */

const ANNA = '1201603389';
const BJORN = '0503852139';
const GUDRUN = '1407702999';
const HRAUNHOLAR = '4502952219';

const SOLEY = { kennitala: '1506122170', name: 'Sóley Björnsdóttir', birth: '2012-06-15' };
const KARI = { kennitala: '0309162120', name: 'Kári Björnsson', birth: '2016-09-03' };
const ARI = { kennitala: '2210092150', name: 'Ari Guðrúnarson', birth: '2009-10-22' };

const PEOPLE: Record<string, { name: string; birth: string }> = {
  [ANNA]: { name: 'Anna Jónsdóttir', birth: '1960-01-12' },
  [BJORN]: { name: 'Björn Sigurðsson', birth: '1985-03-05' },
  [GUDRUN]: { name: 'Guðrún Pálsdóttir', birth: '1970-07-14' },
  [HRAUNHOLAR]: { name: 'Hraunhólar ehf.', birth: '1995-02-05' },
};

// ---- ids, codes and dates ------------------------------------------------------------------

/** A uuid derived from a stable key, so the same demo row always has the same id. */
export function demoId(key: string): string {
  const h = createHash('sha256').update(`skjol-demo:${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A verification code like 'K7QM-4XPD-2R9T', derived from a stable key. */
export function demoCode(key: string): string {
  const bytes = createHash('sha256').update(`skjol-demo-code:${key}`).digest();
  let out = '';
  for (let index = 0; index < 12; index += 1) out += CROCKFORD[bytes[index]! % 32];
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}`;
}

type Day = string;

function addDays(iso: Day, days: number): Day {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonths(iso: Day, months: number): Day {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(day, last.getUTCDate()));
  return target.toISOString().slice(0, 10);
}

function isDate(iso: Day): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
function enDate(iso: Day): string {
  return `${Number(iso.slice(8, 10))} ${MONTHS_EN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

function isk(amount: number, lang: 'is' | 'en'): string {
  const digits = String(Math.abs(amount)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    lang === 'is' ? '.' : ',',
  );
  return lang === 'is' ? `${digits} kr.` : `ISK ${digits}`;
}

const timestamp = (iso: Day, hour = 9) => `${iso}T${String(hour).padStart(2, '0')}:15:00.000Z`;

// ---- the rows we build ---------------------------------------------------------------------

type Rows = {
  [
    K in
      | 'policy'
      | 'policy_coverage'
      | 'policy_insured_person'
      | 'claim'
      | 'claim_status_event'
      | 'claim_payment'
      | 'account_transaction'
      | 'payment_period'
      | 'installment'
      | 'electronic_document'
      | 'policy_document'
      | 'signable_document'
      | 'signature'
      | 'pending_offer'
      | 'proposal'
      | 'travel_certificate'
  ]: Insertable<Database[K]>[];
};

function emptyRows(): Rows {
  return {
    policy: [],
    policy_coverage: [],
    policy_insured_person: [],
    claim: [],
    claim_status_event: [],
    claim_payment: [],
    account_transaction: [],
    payment_period: [],
    installment: [],
    electronic_document: [],
    policy_document: [],
    signable_document: [],
    signature: [],
    pending_offer: [],
    proposal: [],
    travel_certificate: [],
  };
}

// ---- policies ------------------------------------------------------------------------------

type Cover = [
  code: string | null,
  is: string,
  en: string,
  sum: number | null,
  deductible: number | null,
];
type Insured = {
  kennitala: string;
  name: string;
  relation: 'self' | 'spouse' | 'child';
  birth: string;
};

type PolicySpec = {
  key: string;
  holder: string;
  serial: number;
  code: string;
  kind: string;
  name: [string, string];
  object: [string, string];
  inceptionYearsAgo: number;
  /** Months since the current period started; negative: it starts in the future (pending). */
  startMonthsAgo: number;
  /** Overrides the start with a day offset from today (for a pending policy). */
  startInDays?: number;
  premium: number;
  frequency: 'monthly' | 'quarterly' | 'annual' | 'single';
  ended?: boolean;
  travelPlan?: 'ccard' | 'fplus';
  covers: Cover[];
  insured?: Insured[];
};

const CAR_COVERS = (value: number): Cover[] => [
  [null, 'Lögboðin ábyrgðartrygging ökutækis', 'Compulsory motor liability', null, null],
  [null, 'Slysatrygging ökumanns og eiganda', 'Driver and owner accident cover', 30_000_000, null],
  [null, 'Kaskótrygging', 'Comprehensive (own damage)', value, 150_000],
  [null, 'Framrúðutrygging', 'Windscreen cover', null, 25_000],
  [null, 'Vegaaðstoð', 'Roadside assistance', null, null],
];

const FPLUS_TRAVEL = (cancellation: number, baggage: number): Cover[] => [
  ['medical', 'Ferðasjúkratrygging', 'Travel medical expenses', 30_000_000, null],
  [
    'cancellation',
    'Forfallatrygging (á mann)',
    'Trip cancellation (per person)',
    cancellation,
    15_000,
  ],
  ['baggage', 'Farangurstrygging', 'Baggage', baggage, 15_000],
  ['delay', 'Farangurstöf', 'Baggage delay', 40_000, null],
  [
    'liability',
    'Ábyrgðartrygging á ferðalögum',
    'Personal liability while travelling',
    10_000_000,
    35_000,
  ],
  ['accident', 'Slysatrygging á ferðalögum', 'Travel accident', 5_000_000, null],
];

const CARD_TRAVEL = (level: 'gold' | 'platinum'): Cover[] => {
  const p = level === 'platinum';
  return [
    [
      'medical',
      'Sjúkrakostnaður erlendis',
      'Medical expenses abroad',
      p ? 60_000_000 : 40_000_000,
      null,
    ],
    [
      'cancellation',
      'Forfallatrygging (á mann)',
      'Trip cancellation (per person)',
      p ? 1_000_000 : 600_000,
      null,
    ],
    ['baggage', 'Farangurstrygging', 'Baggage', p ? 500_000 : 300_000, 10_000],
    ['delay', 'Tafir á farangri og flugi', 'Baggage and flight delay', p ? 100_000 : 60_000, null],
    ['liability', 'Ábyrgðartrygging', 'Personal liability', p ? 25_000_000 : 15_000_000, null],
    ['accident', 'Slysatrygging', 'Accident', p ? 20_000_000 : 10_000_000, null],
  ];
};

const anna: Insured = {
  kennitala: ANNA,
  name: 'Anna Jónsdóttir',
  relation: 'self',
  birth: '1960-01-12',
};
const bjorn: Insured = {
  kennitala: BJORN,
  name: 'Björn Sigurðsson',
  relation: 'self',
  birth: '1985-03-05',
};
const child = (c: typeof SOLEY): Insured => ({
  kennitala: c.kennitala,
  name: c.name,
  relation: 'child',
  birth: c.birth,
});

const POLICIES: PolicySpec[] = [
  // Anna
  {
    key: 'anna-car',
    holder: ANNA,
    serial: 4812,
    code: 'BI10',
    kind: 'car',
    name: ['Bifreiðatrygging', 'Car insurance'],
    object: ['Toyota RAV4 Hybrid, AB-123', 'Toyota RAV4 Hybrid, AB-123'],
    inceptionYearsAgo: 8,
    startMonthsAgo: 3,
    premium: 168_000,
    frequency: 'monthly',
    covers: CAR_COVERS(6_900_000),
  },
  {
    key: 'anna-fplus',
    holder: ANNA,
    serial: 1207,
    code: 'FP4',
    kind: 'home',
    name: ['F plús 4 fjölskyldutrygging', 'F plús 4 family insurance'],
    object: ['Hraunbær 12, 110 Reykjavík', 'Hraunbær 12, 110 Reykjavík'],
    inceptionYearsAgo: 12,
    startMonthsAgo: 5,
    premium: 124_800,
    frequency: 'monthly',
    travelPlan: 'fplus',
    covers: [
      [null, 'Innbústrygging', 'Home contents', 12_000_000, 35_000],
      [null, 'Ábyrgðartrygging einstaklinga', 'Personal liability', 20_000_000, 35_000],
      ...FPLUS_TRAVEL(450_000, 250_000),
    ],
    insured: [anna, { ...bjorn, relation: 'spouse' }, child(SOLEY), child(KARI)],
  },
  {
    key: 'anna-ccard',
    holder: ANNA,
    serial: 6603,
    code: 'KT-G',
    kind: 'travel',
    name: ['Ferðatrygging Gullkorts', 'Gold card travel insurance'],
    object: ['Gullkort sem endar á 4821', 'Gold card ending in 4821'],
    inceptionYearsAgo: 6,
    startMonthsAgo: 8,
    premium: 0,
    frequency: 'annual',
    travelPlan: 'ccard',
    covers: CARD_TRAVEL('gold'),
    insured: [anna, { ...bjorn, relation: 'spouse' }, child(SOLEY), child(KARI)],
  },
  {
    key: 'anna-accident',
    holder: ANNA,
    serial: 2290,
    code: 'SL10',
    kind: 'accident',
    name: ['Slysatrygging', 'Accident insurance'],
    object: [
      'Anna Jónsdóttir, slys í frítíma og starfi',
      'Anna Jónsdóttir, accidents at work and leisure',
    ],
    inceptionYearsAgo: 9,
    startMonthsAgo: 2,
    premium: 38_400,
    frequency: 'monthly',
    covers: [
      [null, 'Bætur vegna varanlegrar örorku', 'Permanent disability', 15_000_000, null],
      [null, 'Dánarbætur', 'Death benefit', 5_000_000, null],
      [
        null,
        'Dagpeningar á viku vegna tímabundinnar örorku',
        'Weekly benefit for temporary disability',
        50_000,
        null,
      ],
      [null, 'Sjúkrakostnaður vegna slyss', 'Medical costs after an accident', 500_000, 20_000],
    ],
  },
  {
    key: 'anna-life',
    holder: ANNA,
    serial: 3318,
    code: 'LI31',
    kind: 'life',
    name: ['Líftrygging', 'Life insurance'],
    object: [
      'Anna Jónsdóttir; rétthafi Björn Sigurðsson',
      'Anna Jónsdóttir; beneficiary Björn Sigurðsson',
    ],
    inceptionYearsAgo: 15,
    startMonthsAgo: 7,
    premium: 64_800,
    frequency: 'monthly',
    covers: [[null, 'Dánarbætur', 'Death benefit', 25_000_000, null]],
  },
  {
    key: 'anna-health',
    holder: ANNA,
    serial: 3319,
    code: 'LJ30',
    kind: 'health',
    name: ['Sjúkdómatrygging', 'Critical illness insurance'],
    object: ['Anna Jónsdóttir', 'Anna Jónsdóttir'],
    inceptionYearsAgo: 15,
    startMonthsAgo: 7,
    premium: 52_200,
    frequency: 'monthly',
    covers: [
      [
        null,
        'Eingreiðsla vegna alvarlegra sjúkdóma',
        'Lump sum on critical illness',
        10_000_000,
        null,
      ],
    ],
  },
  {
    key: 'anna-old-car',
    holder: ANNA,
    serial: 980,
    code: 'BI10',
    kind: 'car',
    name: ['Bifreiðatrygging', 'Car insurance'],
    object: ['Honda Jazz, OK-318', 'Honda Jazz, OK-318'],
    inceptionYearsAgo: 11,
    startMonthsAgo: 19,
    premium: 98_400,
    frequency: 'monthly',
    ended: true,
    covers: CAR_COVERS(1_200_000),
  },
  // Björn
  {
    key: 'bjorn-car',
    holder: BJORN,
    serial: 5120,
    code: 'BI10',
    kind: 'car',
    name: ['Bifreiðatrygging', 'Car insurance'],
    object: ['Volvo XC40 Recharge, KR-482', 'Volvo XC40 Recharge, KR-482'],
    inceptionYearsAgo: 3,
    startMonthsAgo: 4,
    premium: 189_600,
    frequency: 'monthly',
    covers: CAR_COVERS(7_800_000),
  },
  {
    key: 'bjorn-house',
    holder: BJORN,
    serial: 5121,
    code: 'HU10',
    kind: 'home',
    name: ['Húseigendatrygging', 'Homeowner insurance'],
    object: [
      'Hraunbær 12, 110 Reykjavík (fastanr. 204-5512)',
      'Hraunbær 12, 110 Reykjavík (property no. 204-5512)',
    ],
    inceptionYearsAgo: 7,
    startMonthsAgo: 6,
    premium: 96_000,
    frequency: 'monthly',
    covers: [
      [null, 'Lögboðin brunatrygging', 'Compulsory fire insurance', 78_400_000, 0],
      [null, 'Vatnstjón', 'Water damage', null, 55_000],
      [null, 'Foktjón', 'Storm damage', null, 55_000],
      [null, 'Glertrygging', 'Glass breakage', null, 25_000],
      [null, 'Innbrot og skemmdarverk', 'Burglary and vandalism', null, 55_000],
    ],
  },
  {
    key: 'bjorn-ccard',
    holder: BJORN,
    serial: 6610,
    code: 'KT-P',
    kind: 'travel',
    name: ['Ferðatrygging Platínukorts', 'Platinum card travel insurance'],
    object: ['Platínukort sem endar á 7730', 'Platinum card ending in 7730'],
    inceptionYearsAgo: 4,
    startMonthsAgo: 10,
    premium: 0,
    frequency: 'annual',
    travelPlan: 'ccard',
    covers: CARD_TRAVEL('platinum'),
    insured: [bjorn, { ...anna, relation: 'spouse' }, child(SOLEY), child(KARI)],
  },
  {
    key: 'bjorn-accident',
    holder: BJORN,
    serial: 2301,
    code: 'SL10',
    kind: 'accident',
    name: ['Slysatrygging', 'Accident insurance'],
    object: [
      'Björn Sigurðsson, slys í frítíma og starfi',
      'Björn Sigurðsson, accidents at work and leisure',
    ],
    inceptionYearsAgo: 3,
    startMonthsAgo: 4,
    premium: 41_200,
    frequency: 'monthly',
    covers: [
      [null, 'Bætur vegna varanlegrar örorku', 'Permanent disability', 20_000_000, null],
      [null, 'Dánarbætur', 'Death benefit', 8_000_000, null],
      [
        null,
        'Dagpeningar á viku vegna tímabundinnar örorku',
        'Weekly benefit for temporary disability',
        60_000,
        null,
      ],
    ],
  },
  {
    key: 'bjorn-health',
    holder: BJORN,
    serial: 3401,
    code: 'SJ20',
    kind: 'health',
    name: ['Sjúkratrygging', 'Sickness insurance'],
    object: [
      'Björn Sigurðsson, dagpeningar vegna veikinda',
      'Björn Sigurðsson, daily benefit during illness',
    ],
    inceptionYearsAgo: 3,
    startMonthsAgo: 4,
    premium: 45_600,
    frequency: 'monthly',
    covers: [
      [null, 'Dagpeningar á viku', 'Weekly benefit', 70_000, null],
      [
        null,
        'Bætur vegna varanlegrar örorku af völdum sjúkdóms',
        'Permanent disability from illness',
        15_000_000,
        null,
      ],
    ],
  },
  {
    key: 'bjorn-life',
    holder: BJORN,
    serial: 3402,
    code: 'LI33',
    kind: 'life',
    name: ['Líftrygging', 'Life insurance'],
    object: [
      'Björn Sigurðsson; rétthafi Anna Jónsdóttir',
      'Björn Sigurðsson; beneficiary Anna Jónsdóttir',
    ],
    inceptionYearsAgo: 3,
    startMonthsAgo: 4,
    premium: 39_600,
    frequency: 'monthly',
    covers: [[null, 'Dánarbætur', 'Death benefit', 40_000_000, null]],
  },
  {
    key: 'bjorn-old-car',
    holder: BJORN,
    serial: 4410,
    code: 'BI10',
    kind: 'car',
    name: ['Bifreiðatrygging', 'Car insurance'],
    object: ['Skoda Octavia, LT-905', 'Skoda Octavia, LT-905'],
    inceptionYearsAgo: 6,
    startMonthsAgo: 16,
    premium: 121_200,
    frequency: 'monthly',
    ended: true,
    covers: CAR_COVERS(2_100_000),
  },
  // Guðrún
  {
    key: 'gudrun-car',
    holder: GUDRUN,
    serial: 7031,
    code: 'BI10',
    kind: 'car',
    name: ['Bifreiðatrygging', 'Car insurance'],
    object: ['Kia Niro EV, UX-771', 'Kia Niro EV, UX-771'],
    inceptionYearsAgo: 5,
    startMonthsAgo: 1,
    premium: 142_800,
    frequency: 'monthly',
    covers: CAR_COVERS(5_400_000),
  },
  {
    key: 'gudrun-fplus',
    holder: GUDRUN,
    serial: 7032,
    code: 'FP2',
    kind: 'home',
    name: ['F plús 2 fjölskyldutrygging', 'F plús 2 family insurance'],
    object: ['Lindargata 28, 101 Reykjavík', 'Lindargata 28, 101 Reykjavík'],
    inceptionYearsAgo: 10,
    startMonthsAgo: 9,
    premium: 82_800,
    frequency: 'monthly',
    travelPlan: 'fplus',
    covers: [
      [null, 'Innbústrygging', 'Home contents', 7_500_000, 35_000],
      [null, 'Ábyrgðartrygging einstaklinga', 'Personal liability', 20_000_000, 35_000],
      ...FPLUS_TRAVEL(300_000, 200_000),
    ],
    insured: [
      { kennitala: GUDRUN, name: 'Guðrún Pálsdóttir', relation: 'self', birth: '1970-07-14' },
      child(ARI),
    ],
  },
  {
    key: 'gudrun-travel',
    holder: GUDRUN,
    serial: 7033,
    code: 'FE20',
    kind: 'travel',
    name: ['Ársferðatrygging', 'Annual travel insurance'],
    object: ['Guðrún Pálsdóttir og Ari Guðrúnarson', 'Guðrún Pálsdóttir and Ari Guðrúnarson'],
    inceptionYearsAgo: 2,
    startMonthsAgo: 5,
    premium: 28_900,
    frequency: 'monthly',
    covers: [
      [null, 'Sjúkrakostnaður erlendis', 'Medical expenses abroad', 40_000_000, null],
      [null, 'Forfallatrygging (á mann)', 'Trip cancellation (per person)', 500_000, 15_000],
      [null, 'Vetraríþróttir', 'Winter sports', null, null],
    ],
  },
  {
    key: 'gudrun-accident',
    holder: GUDRUN,
    serial: 7034,
    code: 'SL10',
    kind: 'accident',
    name: ['Slysatrygging', 'Accident insurance'],
    object: ['Guðrún Pálsdóttir, slys í frítíma', 'Guðrún Pálsdóttir, accidents in leisure time'],
    inceptionYearsAgo: 5,
    startMonthsAgo: 1,
    premium: 33_600,
    frequency: 'monthly',
    covers: [
      [null, 'Bætur vegna varanlegrar örorku', 'Permanent disability', 12_000_000, null],
      [null, 'Dánarbætur', 'Death benefit', 4_000_000, null],
    ],
  },
  {
    key: 'gudrun-health',
    holder: GUDRUN,
    serial: 7035,
    code: 'LJ31',
    kind: 'health',
    name: ['Sjúkdómatrygging', 'Critical illness insurance'],
    object: ['Guðrún Pálsdóttir', 'Guðrún Pálsdóttir'],
    inceptionYearsAgo: 6,
    startMonthsAgo: 3,
    premium: 47_400,
    frequency: 'monthly',
    covers: [
      [
        null,
        'Eingreiðsla vegna alvarlegra sjúkdóma',
        'Lump sum on critical illness',
        12_000_000,
        null,
      ],
    ],
  },
  {
    key: 'gudrun-life',
    holder: GUDRUN,
    serial: 7036,
    code: 'LJ32',
    kind: 'life',
    name: ['Líftrygging', 'Life insurance'],
    object: [
      'Guðrún Pálsdóttir; rétthafi Ari Guðrúnarson',
      'Guðrún Pálsdóttir; beneficiary Ari Guðrúnarson',
    ],
    inceptionYearsAgo: 6,
    startMonthsAgo: 3,
    premium: 31_200,
    frequency: 'monthly',
    covers: [[null, 'Dánarbætur', 'Death benefit', 20_000_000, null]],
  },
  {
    key: 'gudrun-cottage',
    holder: GUDRUN,
    serial: 7090,
    code: 'SU10',
    kind: 'property',
    name: ['Sumarhúsatrygging', 'Holiday home insurance'],
    object: ['Kiðjaberg 45, 801 Selfoss', 'Kiðjaberg 45, 801 Selfoss'],
    inceptionYearsAgo: 0,
    startMonthsAgo: 0,
    startInDays: 10,
    premium: 58_300,
    frequency: 'monthly',
    covers: [
      [null, 'Brunatrygging húss', 'Building fire cover', 42_000_000, 0],
      [null, 'Innbú sumarhúss', 'Holiday home contents', 3_000_000, 35_000],
      [null, 'Vatns- og foktjón', 'Water and storm damage', null, 55_000],
    ],
  },
  // Hraunhólar ehf.
  {
    key: 'hh-liability',
    holder: HRAUNHOLAR,
    serial: 8801,
    code: 'AB10',
    kind: 'liability',
    name: ['Frjáls ábyrgðartrygging atvinnurekstrar', 'General business liability'],
    object: [
      'Jarðvinna og lóðaframkvæmdir, Smiðjuvegur 11, 200 Kópavogur',
      'Groundwork and landscaping, Smiðjuvegur 11, 200 Kópavogur',
    ],
    inceptionYearsAgo: 14,
    startMonthsAgo: 6,
    premium: 486_000,
    frequency: 'quarterly',
    covers: [
      [null, 'Hámark bóta í hverju tjóni', 'Limit per occurrence', 150_000_000, 250_000],
      [null, 'Hámark bóta á tryggingarárinu', 'Annual aggregate limit', 300_000_000, null],
      [null, 'Vöruábyrgð', 'Product liability', 50_000_000, 250_000],
    ],
  },
  {
    key: 'hh-employees',
    holder: HRAUNHOLAR,
    serial: 8802,
    code: 'SL20',
    kind: 'employee_accident',
    name: ['Slysatrygging launþega', 'Employee accident insurance'],
    object: ['14 starfsmenn samkvæmt kjarasamningi', '14 employees under the collective agreement'],
    inceptionYearsAgo: 14,
    startMonthsAgo: 6,
    premium: 612_000,
    frequency: 'quarterly',
    covers: [
      [null, 'Dánarbætur', 'Death benefit', 18_500_000, null],
      [null, 'Bætur vegna varanlegrar örorku', 'Permanent disability', 36_400_000, null],
      [null, 'Dagpeningar á viku', 'Weekly benefit', 48_000, null],
    ],
  },
  {
    key: 'hh-travel',
    holder: HRAUNHOLAR,
    serial: 8803,
    code: 'FF10',
    kind: 'company_travel',
    name: ['Ferðatrygging fyrirtækja', 'Company travel insurance'],
    object: [
      'Starfsmenn á ferðum erlendis á vegum félagsins',
      'Employees travelling abroad on company business',
    ],
    inceptionYearsAgo: 4,
    startMonthsAgo: 6,
    premium: 148_000,
    frequency: 'quarterly',
    covers: [
      [null, 'Sjúkrakostnaður erlendis', 'Medical expenses abroad', 40_000_000, null],
      [null, 'Farangurstrygging', 'Baggage', 400_000, 15_000],
      [null, 'Forfallatrygging', 'Trip cancellation', 800_000, null],
      [null, 'Ábyrgðartrygging á ferðalögum', 'Liability while travelling', 20_000_000, null],
    ],
  },
  {
    key: 'hh-equipment',
    holder: HRAUNHOLAR,
    serial: 8804,
    code: 'LF10',
    kind: 'property',
    name: ['Lausafjártrygging', 'Equipment and contents insurance'],
    object: [
      'Vélar og tæki: beltagrafa CAT 308 og smágröfur',
      'Machinery: CAT 308 excavator and mini excavators',
    ],
    inceptionYearsAgo: 9,
    startMonthsAgo: 6,
    premium: 268_000,
    frequency: 'quarterly',
    covers: [
      [null, 'Brunatrygging lausafjár', 'Fire cover for contents', 85_000_000, 150_000],
      [null, 'Innbrot og þjófnaður', 'Burglary and theft', 15_000_000, 150_000],
    ],
  },
  {
    key: 'hh-van',
    holder: HRAUNHOLAR,
    serial: 8805,
    code: 'BI20',
    kind: 'car',
    name: ['Ökutækjatrygging fyrirtækja', 'Commercial vehicle insurance'],
    object: ['Ford Transit, HH-214', 'Ford Transit, HH-214'],
    inceptionYearsAgo: 5,
    startMonthsAgo: 6,
    premium: 232_000,
    frequency: 'quarterly',
    covers: CAR_COVERS(4_600_000),
  },
];

type PolicyBuilt = PolicySpec & {
  id: string;
  number: string;
  start: Day;
  end: Day;
  inception: Day;
};

function buildPolicies(today: Day, rows: Rows): Map<string, PolicyBuilt> {
  const built = new Map<string, PolicyBuilt>();
  for (const spec of POLICIES) {
    const start =
      spec.startInDays !== undefined
        ? addDays(today, spec.startInDays)
        : addMonths(today, -spec.startMonthsAgo);
    const end = addDays(addMonths(start, 12), -1);
    const inception =
      spec.inceptionYearsAgo > 0 ? addMonths(start, -12 * spec.inceptionYearsAgo) : start;
    const id = demoId(`policy:${spec.key}`);
    const number = `SK-${inception.slice(0, 4)}-${String(spec.serial).padStart(6, '0')}`;
    // An ended policy stopped early (car sold): its cover ended some months before today.
    const endDate = spec.ended ? addMonths(today, -(spec.startMonthsAgo - 12) - 1) : end;
    const status = spec.ended ? 'ended' : start > today ? 'pending' : 'active';
    built.set(spec.key, { ...spec, id, number, start, end: endDate, inception });
    rows.policy.push({
      id,
      number,
      holder_kennitala: spec.holder,
      product_code: spec.code,
      product_kind: spec.kind,
      product_name_is: spec.name[0],
      product_name_en: spec.name[1],
      insured_object_is: spec.object[0],
      insured_object_en: spec.object[1],
      inception_date: inception,
      period_start: start,
      period_end: endDate,
      annual_premium: spec.premium,
      status,
      payment_frequency: spec.frequency,
      travel_plan: spec.travelPlan ?? null,
    });
    spec.covers.forEach(([code, is, en, sum, deductible], index) => {
      rows.policy_coverage.push({
        id: demoId(`coverage:${spec.key}:${index}`),
        policy_id: id,
        sort_order: index,
        code,
        name_is: is,
        name_en: en,
        sum_insured: sum,
        deductible,
      });
    });
    for (const person of spec.insured ?? []) {
      rows.policy_insured_person.push({
        id: demoId(`insured:${spec.key}:${person.kennitala}`),
        policy_id: id,
        kennitala: person.kennitala,
        full_name: person.name,
        relation: person.relation,
        birth_date: person.birth,
      });
    }
  }
  return built;
}

// ---- claims --------------------------------------------------------------------------------

type ClaimStatus =
  'reported' | 'in_review' | 'awaiting_documents' | 'approved' | 'paid' | 'rejected' | 'closed';

type Scenario = {
  title: [string, string];
  description: [string, string];
  estimate: number;
  /** Who is paid: the claimant, or a named repair shop. */
  payee: string | null;
  documentsNeeded: [string, string];
  rejection: [string, string];
};

const SCENARIOS: Record<string, (object: string) => Scenario> = {
  collision: (car) => ({
    title: [
      'Árekstur á gatnamótum Miklubrautar og Kringlumýrarbrautar',
      'Collision at the Miklabraut and Kringlumýrarbraut junction',
    ],
    description: [
      `Ekið var aftan á ${car} þar sem hún beið á rauðu ljósi. Afturstuðari, skottlok og bakkskynjarar skemmdust. Tjónaskýrsla var fyllt út á staðnum.`,
      `${car} was hit from behind while waiting at a red light. The rear bumper, boot lid and parking sensors were damaged. A joint accident report was filled in at the scene.`,
    ],
    estimate: 420_000,
    payee: 'Bílaréttingar Kópavogs ehf.',
    documentsNeeded: [
      'Undirrituð tjónaskýrsla og myndir af skemmdum',
      'The signed accident report and photos of the damage',
    ],
    rejection: [
      'Tjónvaldur var ótryggður og tjónið fellur ekki undir kaskótryggingu án eigin áhættu.',
      'The other driver was uninsured and the damage is not covered without comprehensive cover.',
    ],
  }),
  windscreen: (car) => ({
    title: ['Framrúðutjón á Hellisheiði', 'Windscreen damage on Hellisheiði'],
    description: [
      `Steinn skall á framrúðu ${car} í akstri austur Hellisheiði. Sprunga nær þvert yfir rúðuna og skyggir á sjónsvið ökumanns.`,
      `A stone hit the windscreen of ${car} while driving east over Hellisheiði. The crack runs across the glass and blocks the driver's view.`,
    ],
    estimate: 185_000,
    payee: 'Glerborg ehf.',
    documentsNeeded: [
      'Mynd af rúðunni og reikningur frá verkstæði',
      'A photo of the windscreen and the garage invoice',
    ],
    rejection: [
      'Rúðan var skipt út áður en tjónið var tilkynnt og ekki var hægt að meta það.',
      'The windscreen was replaced before the claim was reported, so the damage could not be assessed.',
    ],
  }),
  water: (address) => ({
    title: ['Vatnstjón í eldhúsi', 'Water damage in the kitchen'],
    description: [
      `Lögn undir eldhúsvaski að ${address} gaf sig og vatn lak á parket í eldhúsi og stofu. Pípari lokaði fyrir vatnið samdægurs.`,
      `A pipe under the kitchen sink at ${address} burst and water spread over the parquet in the kitchen and living room. A plumber shut the water off the same day.`,
    ],
    estimate: 640_000,
    payee: 'Parketþjónustan ehf.',
    documentsNeeded: [
      'Reikningur pípara og myndir af skemmdum',
      "The plumber's invoice and photos of the damage",
    ],
    rejection: [
      'Skoðun leiddi í ljós að lekinn hafði staðið lengi. Tjón vegna langvarandi leka er undanskilið í skilmálum (gr. 4.2).',
      'The inspection found the leak had gone on for a long time. Damage from a gradual leak is excluded by the terms (section 4.2).',
    ],
  }),
  luggage: () => ({
    title: ['Farangur týndist á leið til Tenerife', 'Luggage lost on the way to Tenerife'],
    description: [
      'Ferðataska skilaði sér ekki við komu til Tenerife og fannst ekki innan 21 dags. Keypt voru föt og snyrtivörur á meðan.',
      'A suitcase did not arrive in Tenerife and was not found within 21 days. Clothes and toiletries were bought in the meantime.',
    ],
    estimate: 95_000,
    payee: null,
    documentsNeeded: [
      'PIR-skýrsla flugfélagsins og kvittanir fyrir nauðsynjakaupum',
      "The airline's PIR report and receipts for essentials",
    ],
    rejection: [
      'Farangurinn skilaði sér innan sólarhrings og engin kaup voru gerð.',
      'The luggage arrived within a day and nothing was bought.',
    ],
  }),
  medical: () => ({
    title: ['Sjúkrakostnaður á Spáni', 'Medical costs in Spain'],
    description: [
      'Leitað var á bráðamóttöku í Alicante vegna sýkingar í hálsi. Tvær komur til læknis og sýklalyf.',
      'Emergency care in Alicante for a throat infection: two doctor visits and antibiotics.',
    ],
    estimate: 148_000,
    payee: null,
    documentsNeeded: [
      'Frumrit reikninga frá sjúkrahúsinu og læknisvottorð',
      'Original hospital invoices and a medical certificate',
    ],
    rejection: [
      'Kostnaðurinn var greiddur af evrópska sjúkratryggingakortinu.',
      'The costs were covered by the European Health Insurance Card.',
    ],
  }),
  wrist: () => ({
    title: ['Úlnliðsbrot í hálku', 'Broken wrist after slipping on ice'],
    description: [
      'Rann í hálku á gangstétt við Laugaveg og úlnliðsbrotnaði. Gifs í sex vikur og sjúkraþjálfun í kjölfarið.',
      'Slipped on an icy pavement on Laugavegur and broke a wrist. A cast for six weeks, followed by physiotherapy.',
    ],
    estimate: 350_000,
    payee: null,
    documentsNeeded: [
      'Læknisvottorð frá bráðamóttöku og röntgenniðurstöður',
      'A medical certificate from the emergency department and the X-ray results',
    ],
    rejection: [
      'Varanleg örorka var metin undir 1% og fellur ekki undir bótarétt.',
      'Permanent disability was assessed below 1%, below the threshold for compensation.',
    ],
  }),
  bicycle: () => ({
    title: ['Reiðhjóli stolið úr hjólageymslu', 'Bicycle stolen from the bike storage'],
    description: [
      'Rafmagnsreiðhjóli af gerðinni Cube Kathmandu var stolið úr læstri hjólageymslu í sameign. Málið var tilkynnt lögreglu.',
      'A Cube Kathmandu e-bike was stolen from the locked shared bike storage. The theft was reported to the police.',
    ],
    estimate: 320_000,
    payee: null,
    documentsNeeded: [
      'Lögregluskýrsla og kvittun fyrir kaupum á hjólinu',
      'The police report and the receipt for the bicycle',
    ],
    rejection: [
      'Hjólið var ólæst utandyra, sem er undanskilið í skilmálum.',
      'The bicycle was left unlocked outdoors, which the terms exclude.',
    ],
  }),
  phone: () => ({
    title: ['Farsími brotnaði', 'Mobile phone broken'],
    description: [
      'Farsími datt á flísalagt gólf og skjárinn brotnaði.',
      'A mobile phone fell on a tiled floor and the screen broke.',
    ],
    estimate: 89_000,
    payee: null,
    documentsNeeded: ['Kvittun fyrir símanum', 'The receipt for the phone'],
    rejection: [
      'Tjón á farsímum vegna falls er undanskilið í skilmálum F plús nema keypt hafi verið viðbótarvernd fyrir raftæki.',
      'Damage to mobile phones from drops is excluded by the F plús terms unless the electronics add-on was bought.',
    ],
  }),
  roof: (address) => ({
    title: ['Foktjón á þakklæðningu', 'Storm damage to the roof'],
    description: [
      `Í suðaustan stormi losnuðu þakplötur á ${address} og vatn komst inn á háaloft.`,
      `In a south-easterly storm, roof sheets came loose at ${address} and water got into the attic.`,
    ],
    estimate: 780_000,
    payee: 'Þakverk ehf.',
    documentsNeeded: [
      'Myndir af þakinu og tilboð frá verktaka',
      "Photos of the roof and a contractor's quote",
    ],
    rejection: [
      'Vindhraði náði ekki 28,5 m/s, sem er skilyrði foktjóns.',
      'Wind speed did not reach 28.5 m/s, the threshold for storm damage.',
    ],
  }),
  workplace: () => ({
    title: [
      'Vinnuslys: starfsmaður féll af vinnupalli',
      'Workplace accident: an employee fell from scaffolding',
    ],
    description: [
      'Starfsmaður féll um tvo metra af vinnupalli við lóðaframkvæmdir í Urriðaholti og meiddist á öxl. Vinnueftirlitið var upplýst.',
      'An employee fell two metres from scaffolding during site work in Urriðaholt and injured a shoulder. The Administration of Occupational Safety and Health was notified.',
    ],
    estimate: 1_200_000,
    payee: null,
    documentsNeeded: [
      'Skýrsla Vinnueftirlitsins og læknisvottorð',
      'The safety authority report and a medical certificate',
    ],
    rejection: ['', ''],
  }),
  excavation: () => ({
    title: [
      'Skemmdir á lögnum nágranna við jarðvinnu',
      "Damage to a neighbour's pipes during excavation",
    ],
    description: [
      'Við gröft fyrir sökkli skemmdist kaldavatnslögn í lóð við Smiðjuveg 9 og vatn flæddi inn í kjallara.',
      'While digging a foundation, a cold-water pipe on the neighbouring plot at Smiðjuvegur 9 was damaged and water flooded a basement.',
    ],
    estimate: 2_350_000,
    payee: 'Húsfélagið Smiðjuvegi 9',
    documentsNeeded: [
      'Matsgerð og reikningar vegna viðgerða',
      'The assessment and repair invoices',
    ],
    rejection: ['', ''],
  }),
};

const HANDLERS = [
  { name: 'Helga Ragnarsdóttir', phone: '560 5120', email: 'helga.ragnarsdottir@skjol.is' },
  { name: 'Jón Ingi Hafsteinsson', phone: '560 5134', email: 'jon.ingi@skjol.is' },
  { name: 'Margrét Ósk Guðmundsdóttir', phone: '560 5147', email: 'margret.osk@skjol.is' },
];

/** Days before today each step happened, by the claim's current status. */
const TIMELINES: Record<ClaimStatus, [ClaimStatus, number][]> = {
  reported: [['reported', 2]],
  in_review: [
    ['reported', 18],
    ['in_review', 15],
  ],
  awaiting_documents: [
    ['reported', 35],
    ['in_review', 30],
    ['awaiting_documents', 21],
  ],
  approved: [
    ['reported', 48],
    ['in_review', 44],
    ['approved', 6],
  ],
  paid: [
    ['reported', 118],
    ['in_review', 110],
    ['approved', 95],
    ['paid', 90],
  ],
  rejected: [
    ['reported', 68],
    ['in_review', 60],
    ['rejected', 45],
  ],
  closed: [
    ['reported', 297],
    ['in_review', 290],
    ['approved', 270],
    ['paid', 265],
    ['closed', 230],
  ],
};

type ClaimSpec = {
  key: string;
  claimant: string;
  policy: string;
  scenario: keyof typeof SCENARIOS;
  status: ClaimStatus;
  serial: number;
  /** Shifts the whole timeline further back, so people's claims do not all share dates. */
  shift: number;
};

const CLAIMS: ClaimSpec[] = [
  {
    key: 'anna-bicycle',
    claimant: ANNA,
    policy: 'anna-fplus',
    scenario: 'bicycle',
    status: 'reported',
    serial: 4512,
    shift: 0,
  },
  {
    key: 'anna-water',
    claimant: ANNA,
    policy: 'anna-fplus',
    scenario: 'water',
    status: 'in_review',
    serial: 4488,
    shift: 0,
  },
  {
    key: 'anna-medical',
    claimant: ANNA,
    policy: 'anna-ccard',
    scenario: 'medical',
    status: 'awaiting_documents',
    serial: 4431,
    shift: 0,
  },
  {
    key: 'anna-collision',
    claimant: ANNA,
    policy: 'anna-car',
    scenario: 'collision',
    status: 'approved',
    serial: 4402,
    shift: 0,
  },
  {
    key: 'anna-windscreen',
    claimant: ANNA,
    policy: 'anna-car',
    scenario: 'windscreen',
    status: 'paid',
    serial: 4215,
    shift: 0,
  },
  {
    key: 'anna-phone',
    claimant: ANNA,
    policy: 'anna-fplus',
    scenario: 'phone',
    status: 'rejected',
    serial: 4377,
    shift: 0,
  },
  {
    key: 'anna-wrist',
    claimant: ANNA,
    policy: 'anna-accident',
    scenario: 'wrist',
    status: 'closed',
    serial: 3890,
    shift: 0,
  },

  {
    key: 'bjorn-roof',
    claimant: BJORN,
    policy: 'bjorn-house',
    scenario: 'roof',
    status: 'reported',
    serial: 4519,
    shift: 1,
  },
  {
    key: 'bjorn-collision',
    claimant: BJORN,
    policy: 'bjorn-car',
    scenario: 'collision',
    status: 'in_review',
    serial: 4490,
    shift: 4,
  },
  {
    key: 'bjorn-luggage',
    claimant: BJORN,
    policy: 'bjorn-ccard',
    scenario: 'luggage',
    status: 'awaiting_documents',
    serial: 4440,
    shift: 5,
  },
  {
    key: 'bjorn-windscreen',
    claimant: BJORN,
    policy: 'bjorn-car',
    scenario: 'windscreen',
    status: 'approved',
    serial: 4409,
    shift: 2,
  },
  {
    key: 'bjorn-water',
    claimant: BJORN,
    policy: 'bjorn-house',
    scenario: 'water',
    status: 'paid',
    serial: 4230,
    shift: 9,
  },
  {
    key: 'bjorn-wrist',
    claimant: BJORN,
    policy: 'bjorn-accident',
    scenario: 'wrist',
    status: 'rejected',
    serial: 4360,
    shift: 7,
  },
  {
    key: 'bjorn-medical',
    claimant: BJORN,
    policy: 'bjorn-ccard',
    scenario: 'medical',
    status: 'closed',
    serial: 3920,
    shift: 11,
  },

  {
    key: 'gudrun-collision',
    claimant: GUDRUN,
    policy: 'gudrun-car',
    scenario: 'collision',
    status: 'reported',
    serial: 4521,
    shift: 0,
  },
  {
    key: 'gudrun-bicycle',
    claimant: GUDRUN,
    policy: 'gudrun-fplus',
    scenario: 'bicycle',
    status: 'in_review',
    serial: 4495,
    shift: 3,
  },
  {
    key: 'gudrun-wrist',
    claimant: GUDRUN,
    policy: 'gudrun-accident',
    scenario: 'wrist',
    status: 'awaiting_documents',
    serial: 4445,
    shift: 2,
  },
  {
    key: 'gudrun-luggage',
    claimant: GUDRUN,
    policy: 'gudrun-fplus',
    scenario: 'luggage',
    status: 'approved',
    serial: 4411,
    shift: 8,
  },
  {
    key: 'gudrun-medical',
    claimant: GUDRUN,
    policy: 'gudrun-travel',
    scenario: 'medical',
    status: 'paid',
    serial: 4241,
    shift: 13,
  },
  {
    key: 'gudrun-water',
    claimant: GUDRUN,
    policy: 'gudrun-fplus',
    scenario: 'water',
    status: 'rejected',
    serial: 4370,
    shift: 10,
  },
  {
    key: 'gudrun-windscreen',
    claimant: GUDRUN,
    policy: 'gudrun-car',
    scenario: 'windscreen',
    status: 'closed',
    serial: 3933,
    shift: 16,
  },

  {
    key: 'hh-workplace',
    claimant: HRAUNHOLAR,
    policy: 'hh-employees',
    scenario: 'workplace',
    status: 'in_review',
    serial: 4480,
    shift: 6,
  },
  {
    key: 'hh-excavation',
    claimant: HRAUNHOLAR,
    policy: 'hh-liability',
    scenario: 'excavation',
    status: 'paid',
    serial: 4190,
    shift: 20,
  },
];

function nextStep(
  status: ClaimStatus,
  scenario: Scenario,
  eventDate: (status: ClaimStatus) => Day,
): { is: string; en: string; date: Day | null } | null {
  switch (status) {
    case 'reported':
      return {
        is: 'Tjónafulltrúi fer yfir tilkynninguna og hefur samband innan tveggja virkra daga.',
        en: 'A claims adjuster will review the report and contact you within two working days.',
        date: addDays(eventDate('reported'), 3),
      };
    case 'in_review':
      return {
        is: 'Verið er að meta tjónið. Við látum þig vita um leið og niðurstaða liggur fyrir.',
        en: 'The damage is being assessed. We will let you know as soon as there is a decision.',
        date: addDays(eventDate('in_review'), 21),
      };
    case 'awaiting_documents':
      return {
        is: `Við bíðum eftir gögnum frá þér: ${scenario.documentsNeeded[0].toLowerCase()}. Sendu þau á tjon@skjol.is.`,
        en: `We are waiting for documents from you: ${scenario.documentsNeeded[1].toLowerCase()}. Send them to tjon@skjol.is.`,
        date: addDays(eventDate('awaiting_documents'), 30),
      };
    case 'approved':
      return {
        is: 'Bótaskylda hefur verið samþykkt. Greiðsla verður lögð inn á skráðan bankareikning.',
        en: 'The claim has been approved. Payment will be made to your registered bank account.',
        date: addDays(eventDate('approved'), 10),
      };
    case 'paid':
      return {
        is: 'Bætur hafa verið greiddar. Málinu verður lokað ef ekkert frekar kemur fram.',
        en: 'Compensation has been paid. The claim will be closed unless anything further comes up.',
        date: addDays(eventDate('paid'), 30),
      };
    case 'rejected':
      return {
        is: 'Þú getur óskað eftir endurskoðun eða skotið niðurstöðunni til úrskurðarnefndar í vátryggingamálum.',
        en: 'You may ask us to reconsider, or refer the decision to the Insurance Complaints Committee.',
        date: null,
      };
    case 'closed':
      return null;
  }
}

function buildClaims(
  today: Day,
  rows: Rows,
  policies: Map<string, PolicyBuilt>,
): Map<string, ClaimBuilt> {
  const built = new Map<string, ClaimBuilt>();
  CLAIMS.forEach((spec, index) => {
    const policy = policies.get(spec.policy)!;
    const object = policy.object[0].split(' (')[0]!;
    const scenario = SCENARIOS[spec.scenario]!(object);
    const scenarioEn = SCENARIOS[spec.scenario]!(policy.object[1].split(' (')[0]!);
    const timeline = TIMELINES[spec.status];
    const eventDate = (status: ClaimStatus) => {
      const step = timeline.find(([s]) => s === status);
      return addDays(today, -((step?.[1] ?? 0) + spec.shift));
    };
    const reported = eventDate('reported');
    const incident = addDays(reported, -(2 + (index % 4)));
    const id = demoId(`claim:${spec.key}`);
    const number = `TJ-${reported.slice(0, 4)}-${String(spec.serial).padStart(6, '0')}`;
    const step = nextStep(spec.status, scenario, eventDate);
    const handler = spec.status === 'reported' ? null : HANDLERS[index % HANDLERS.length]!;
    rows.claim.push({
      id,
      number,
      claimant_kennitala: spec.claimant,
      policy_id: policy.id,
      title_is: scenario.title[0],
      title_en: scenario.title[1],
      description_is: scenario.description[0],
      description_en: scenarioEn.description[1],
      incident_date: incident,
      reported_date: reported,
      status: spec.status,
      next_step_is: step?.is ?? null,
      next_step_en: step?.en ?? null,
      next_step_date: step?.date ?? null,
      handler_name: handler?.name ?? null,
      handler_phone: handler?.phone ?? null,
      handler_email: handler?.email ?? null,
      estimated_amount: spec.status === 'reported' ? null : scenario.estimate,
    });
    timeline.forEach(([status], seq) => {
      const note: [string, string] | null =
        status === 'awaiting_documents'
          ? [
              `Óskað eftir gögnum: ${scenario.documentsNeeded[0]}.`,
              `Documents requested: ${scenario.documentsNeeded[1]}.`,
            ]
          : status === 'rejected'
            ? scenario.rejection
            : status === 'reported'
              ? ['Tilkynning barst á vefnum.', 'Reported online.']
              : null;
      rows.claim_status_event.push({
        id: demoId(`claim-event:${spec.key}:${seq}`),
        claim_id: id,
        seq,
        status,
        occurred_on: eventDate(status),
        note_is: note?.[0] ?? null,
        note_en: note?.[1] ?? null,
      });
    });
    const payments: { date: Day; amount: number; payee: string }[] = [];
    if (spec.status === 'paid' || spec.status === 'closed') {
      const claimant = PEOPLE[spec.claimant]!.name;
      const paidOn = eventDate('paid');
      if (scenario.payee) {
        const deductible = Math.round(scenario.estimate * 0.1);
        payments.push({
          date: paidOn,
          amount: scenario.estimate - deductible,
          payee: scenario.payee,
        });
      } else {
        payments.push({
          date: paidOn,
          amount: Math.round(scenario.estimate * 0.7),
          payee: claimant,
        });
        payments.push({
          date: addDays(paidOn, 12),
          amount: Math.round(scenario.estimate * 0.3),
          payee: claimant,
        });
      }
    }
    payments.forEach((payment, seq) => {
      rows.claim_payment.push({
        id: demoId(`claim-payment:${spec.key}:${seq}`),
        claim_id: id,
        paid_on: payment.date > today ? today : payment.date,
        amount: payment.amount,
        payee: payment.payee,
        description_is: seq === 0 ? 'Tjónabætur' : 'Lokagreiðsla tjónabóta',
        description_en: seq === 0 ? 'Claim settlement' : 'Final settlement payment',
      });
    });
    built.set(spec.key, {
      ...spec,
      id,
      number,
      content: scenario,
      reported,
      decidedOn: eventDate(spec.status),
      payments: payments.map((payment) => ({
        ...payment,
        date: payment.date > today ? today : payment.date,
      })),
      policyNumber: policy.number,
    });
  });
  return built;
}

type ClaimBuilt = ClaimSpec & {
  id: string;
  number: string;
  content: Scenario;
  reported: Day;
  decidedOn: Day;
  payments: { date: Day; amount: number; payee: string }[];
  policyNumber: string;
};

// ---- account, periods and installments ----------------------------------------------------

type Billing = {
  holder: string;
  method: 'bank_claim' | 'card';
  /** Installment index (0 = the one due in five days) -> share left unpaid. */
  unpaid: Record<number, number>;
  refund?: { policy: string; daysAgo: number; amount: number; text: [string, string] };
};

const BILLING: Billing[] = [
  {
    holder: ANNA,
    method: 'bank_claim',
    unpaid: { [-2]: 1, [-1]: 1 },
    refund: {
      policy: 'anna-old-car',
      daysAgo: 200,
      amount: 21_300,
      text: [
        'Endurgreiðsla iðgjalds vegna sölu bifreiðar OK-318',
        'Premium refund after the sale of car OK-318',
      ],
    },
  },
  {
    holder: BJORN,
    method: 'card',
    unpaid: { [-1]: 0.5 },
    refund: {
      policy: 'bjorn-old-car',
      daysAgo: 110,
      amount: 18_400,
      text: [
        'Endurgreiðsla iðgjalds vegna sölu bifreiðar LT-905',
        'Premium refund after the sale of car LT-905',
      ],
    },
  },
  {
    holder: GUDRUN,
    method: 'bank_claim',
    unpaid: { [-1]: 1 },
    refund: {
      policy: 'gudrun-car',
      daysAgo: 150,
      amount: 6_500,
      text: ['Leiðrétting á tjónleysisbónus', 'No-claims bonus correction'],
    },
  },
  { holder: HRAUNHOLAR, method: 'bank_claim', unpaid: { [-3]: 1 } },
];

function buildAccounts(
  today: Day,
  rows: Rows,
  policies: Map<string, PolicyBuilt>,
  claims: Map<string, ClaimBuilt>,
): void {
  for (const billing of BILLING) {
    const own = [...policies.values()].filter((p) => p.holder === billing.holder);
    const quarterly = own.some((p) => p.frequency === 'quarterly');
    const step = quarterly ? 3 : 1;
    const due = (k: number) => addDays(addMonths(today, k), 5);
    const issued = (k: number) => addDays(due(k), -14);
    const periods = [
      { key: 'previous', from: -12, to: -1 },
      { key: 'current', from: 0, to: 11 },
    ];
    for (const period of periods) {
      const periodId = demoId(`period:${billing.holder}:${period.key}`);
      const start = addMonths(today, period.from);
      const end = addDays(addMonths(today, period.to + 1), -1);
      const years = `${start.slice(0, 4)}–${end.slice(0, 4)}`;
      rows.payment_period.push({
        id: periodId,
        party_kennitala: billing.holder,
        name_is: `Greiðsludreifing ${years}`,
        name_en: `Payment plan ${years}`,
        start_date: start,
        end_date: end,
        payment_method: billing.method,
      });
      const count = (period.to - period.from + 1) / step;
      for (let index = 0; index < count; index += 1) {
        const k = period.from + index * step;
        const chargeDay = issued(k);
        const charged = own.filter(
          (p) =>
            p.premium > 0 &&
            p.inception <= chargeDay &&
            (p.frequency === 'monthly' || p.frequency === 'quarterly') &&
            // An ended policy stops being charged; a pending one starts with its period.
            (!p.ended || chargeDay <= p.end) &&
            (p.start <= today || k >= 1),
        );
        const share = (p: PolicyBuilt) =>
          Math.round(p.premium / (p.frequency === 'quarterly' ? 4 : 12));
        const amount = charged.reduce((sum, p) => sum + share(p), 0);
        const unpaidShare = billing.unpaid[k] ?? (k >= 0 ? 1 : 0);
        const paidAmount = Math.round(amount * (1 - unpaidShare));
        const paidOn = paidAmount > 0 ? addDays(due(k), -2) : null;
        const status = unpaidShare === 0 ? 'paid' : due(k) < today ? 'overdue' : 'due';
        rows.installment.push({
          id: demoId(`installment:${billing.holder}:${k}`),
          period_id: periodId,
          policy_id: null,
          description_is: `Greiðsla ${index + 1} af ${count}`,
          description_en: `Installment ${index + 1} of ${count}`,
          due_date: due(k),
          amount,
          paid_amount: paidAmount,
          paid_on: paidOn,
          status,
        });
        // The account shows what has happened up to today: charges issued and payments made.
        if (chargeDay <= today) {
          for (const p of charged) {
            rows.account_transaction.push({
              id: demoId(`tx:premium:${p.key}:${k}`),
              party_kennitala: billing.holder,
              occurred_on: chargeDay,
              type: 'premium',
              description_is: `Iðgjald: ${p.name[0]}, ${p.number}`,
              description_en: `Premium: ${p.name[1]}, ${p.number}`,
              amount: share(p),
              policy_id: p.id,
              claim_id: null,
            });
          }
        }
        if (paidOn && paidOn <= today) {
          rows.account_transaction.push({
            id: demoId(`tx:payment:${billing.holder}:${k}`),
            party_kennitala: billing.holder,
            occurred_on: paidOn,
            type: 'payment',
            description_is:
              billing.method === 'card'
                ? 'Greiðsla: skuldfært á greiðslukort'
                : 'Greiðsla: krafa greidd í netbanka',
            description_en:
              billing.method === 'card'
                ? 'Payment: charged to card'
                : 'Payment: online bank claim paid',
            amount: -paidAmount,
            policy_id: null,
            claim_id: null,
          });
        }
        const feeDay = addDays(due(k), 10);
        if (unpaidShare > 0 && feeDay <= today) {
          rows.account_transaction.push({
            id: demoId(`tx:fee:${billing.holder}:${k}`),
            party_kennitala: billing.holder,
            occurred_on: feeDay,
            type: 'fee',
            description_is: 'Vanskilagjald: innheimtuviðvörun',
            description_en: 'Late payment fee: payment reminder',
            amount: 950,
            policy_id: null,
            claim_id: null,
          });
        }
      }
    }
    if (billing.refund) {
      const policy = policies.get(billing.refund.policy)!;
      rows.account_transaction.push({
        id: demoId(`tx:refund:${billing.holder}`),
        party_kennitala: billing.holder,
        occurred_on: addDays(today, -billing.refund.daysAgo),
        type: 'refund',
        description_is: billing.refund.text[0],
        description_en: billing.refund.text[1],
        amount: -billing.refund.amount,
        policy_id: policy.id,
        claim_id: null,
      });
    }
  }

  // Claim settlements paid to the customer themselves show on their account.
  for (const claim of claims.values()) {
    const claimant = PEOPLE[claim.claimant]!.name;
    claim.payments.forEach((payment, seq) => {
      if (payment.payee !== claimant || payment.date < addMonths(today, -12)) return;
      rows.account_transaction.push({
        id: demoId(`tx:claim:${claim.key}:${seq}`),
        party_kennitala: claim.claimant,
        occurred_on: payment.date,
        type: 'claim_payment',
        description_is: `Tjónagreiðsla: ${claim.content.title[0]}, ${claim.number}`,
        description_en: `Claim payment: ${claim.content.title[1]}, ${claim.number}`,
        amount: -payment.amount,
        policy_id: policies.get(claim.policy)!.id,
        claim_id: claim.id,
      });
    });
  }
}

// ---- documents -----------------------------------------------------------------------------

type DocSpec = {
  key: string;
  party: string;
  category: string;
  title: [string, string];
  body: [string, string];
  created: Day;
  read: boolean;
  policies?: string[];
  claim?: string;
};

function greeting(party: string): [string, string] {
  const name = PEOPLE[party]!.name;
  return [`Góðan dag, ${name}.`, `Dear ${name},`];
}

const SIGN_OFF: [string, string] = [
  'Bestu kveðjur,\nSkjól tryggingar hf.\nSími 560 5000 · skjol@skjol.is',
  'Kind regards,\nSkjól tryggingar hf.\nPhone +354 560 5000 · skjol@skjol.is',
];

function letter(party: string, is: string[], en: string[]): [string, string] {
  const [hiIs, hiEn] = greeting(party);
  return [[hiIs, ...is, SIGN_OFF[0]].join('\n\n'), [hiEn, ...en, SIGN_OFF[1]].join('\n\n')];
}

function buildDocuments(
  today: Day,
  rows: Rows,
  policies: Map<string, PolicyBuilt>,
  claims: Map<string, ClaimBuilt>,
): void {
  const docs: DocSpec[] = [];

  // A policy certificate for every policy in force or about to start, read once it is a week old.
  for (const policy of policies.values()) {
    if (policy.ended) continue;
    const created = policy.start > today ? addDays(today, -3) : policy.start;
    docs.push({
      key: `policy:${policy.key}`,
      party: policy.holder,
      category: 'policy',
      title: [`Tryggingaskírteini: ${policy.name[0]}`, `Policy certificate: ${policy.name[1]}`],
      body: letter(
        policy.holder,
        [
          `Meðfylgjandi er tryggingaskírteini fyrir ${policy.name[0].toLowerCase()} nr. ${policy.number}. Tryggingin gildir frá ${isDate(policy.start)} til ${isDate(policy.end)}.`,
          `Vátryggt: ${policy.object[0]}. Ársiðgjald er ${isk(policy.premium, 'is')}.`,
          'Skilmálar tryggingarinnar eru á skjol.is/skilmalar. Vinsamlega farðu yfir skírteinið og láttu okkur vita ef eitthvað er ekki rétt.',
        ],
        [
          `Here is the policy certificate for your ${policy.name[1].toLowerCase()}, policy no. ${policy.number}. The cover runs from ${enDate(policy.start)} to ${enDate(policy.end)}.`,
          `Insured: ${policy.object[1]}. The annual premium is ${isk(policy.premium, 'en')}.`,
          'The terms are at skjol.is/skilmalar. Please check the certificate and tell us if anything is wrong.',
        ],
      ),
      created,
      read: created < addDays(today, -7),
      policies: [policy.key],
    });
  }

  // The yearly renewal notice, one letter for the whole household's policies.
  for (const holder of [ANNA, BJORN, GUDRUN, HRAUNHOLAR]) {
    const own = [...policies.values()].filter(
      (p) => p.holder === holder && !p.ended && p.start <= today,
    );
    docs.push({
      key: `renewal:${holder}`,
      party: holder,
      category: 'renewal',
      title: ['Endurnýjun trygginga', 'Insurance renewal'],
      body: letter(
        holder,
        [
          `Tryggingar þínar endurnýjast sjálfkrafa. Endurnýjunin nær til: ${own.map((p) => `${p.name[0]} (${p.number})`).join(', ')}.`,
          'Iðgjöld taka mið af vísitölu neysluverðs og tjónasögu. Hafir þú spurningar um endurnýjunina getur þú haft samband í síma 560 5000.',
        ],
        [
          `Your insurance renews automatically. The renewal covers: ${own.map((p) => `${p.name[1]} (${p.number})`).join(', ')}.`,
          'Premiums follow the consumer price index and your claims history. If you have questions, call us on +354 560 5000.',
        ],
      ),
      created: addDays(today, -45),
      read: true,
      policies: own.map((p) => p.key),
    });
  }

  // This month's and last month's payment notices; the newest is unread.
  for (const billing of BILLING) {
    for (const k of [-1, 0]) {
      const month = addMonths(today, k);
      const installment = rows.installment.find(
        (row) => row.id === demoId(`installment:${billing.holder}:${k}`),
      );
      if (!installment) continue;
      docs.push({
        key: `invoice:${billing.holder}:${k}`,
        party: billing.holder,
        category: 'invoice',
        title: [
          `Greiðsluseðill með eindaga ${isDate(installment.due_date)}`,
          `Payment notice due ${enDate(installment.due_date)}`,
        ],
        body: letter(
          billing.holder,
          [
            `Til greiðslu eru ${isk(installment.amount, 'is')} með eindaga ${isDate(installment.due_date)}.`,
            billing.method === 'card'
              ? 'Upphæðin verður skuldfærð á skráð greiðslukort á eindaga.'
              : 'Krafan birtist í netbanka þínum. Greiða má hana þar eða með millifærslu á reikning 0133-26-012345, kt. 660269-2079.',
          ],
          [
            `${isk(installment.amount, 'en')} is due on ${enDate(installment.due_date)}.`,
            billing.method === 'card'
              ? 'The amount will be charged to your registered card on the due date.'
              : 'The claim is in your online bank. Pay it there or by transfer to account 0133-26-012345, id 660269-2079.',
          ],
        ),
        created: addDays(addDays(month, 5), -14),
        read: k < 0,
      });
    }
  }

  // Overdue installments bring a reminder.
  for (const billing of BILLING) {
    const overdue = Object.keys(billing.unpaid)
      .map(Number)
      .filter((k) => k < 0);
    if (overdue.length === 0) continue;
    const total = overdue.reduce((sum, k) => {
      const row = rows.installment.find(
        (r) => r.id === demoId(`installment:${billing.holder}:${k}`),
      );
      return sum + (row ? row.amount - (row.paid_amount ?? 0) : 0);
    }, 0);
    docs.push({
      key: `reminder:${billing.holder}`,
      party: billing.holder,
      category: 'letter',
      title: ['Innheimtuviðvörun: ógreidd iðgjöld', 'Payment reminder: unpaid premiums'],
      body: letter(
        billing.holder,
        [
          `Samkvæmt bókhaldi okkar eru ógreidd iðgjöld að fjárhæð ${isk(total, 'is')}. Vinsamlega greiddu sem fyrst til að komast hjá frekari kostnaði.`,
          'Ef ógreidd iðgjöld eru ekki greidd innan 30 daga getur tryggingin fallið úr gildi samkvæmt 33. gr. laga um vátryggingarsamninga nr. 30/2004.',
        ],
        [
          `Our records show unpaid premiums of ${isk(total, 'en')}. Please pay as soon as possible to avoid further costs.`,
          'If the premiums are not paid within 30 days, the cover may lapse under Article 33 of the Insurance Contracts Act no. 30/2004.',
        ],
      ),
      created: addDays(today, -9),
      read: false,
    });
  }

  // Letters about claims.
  for (const claim of claims.values()) {
    const [titleIs, titleEn] = claim.content.title;
    const common = {
      party: claim.claimant,
      category: 'claim',
      claim: claim.key,
      policies: [claim.policy],
    };
    if (claim.status === 'awaiting_documents') {
      docs.push({
        ...common,
        key: `claim-docs:${claim.key}`,
        title: [
          `Beiðni um gögn vegna tjóns ${claim.number}`,
          `Documents needed for claim ${claim.number}`,
        ],
        body: letter(
          claim.claimant,
          [
            `Vegna tjóns nr. ${claim.number} (${titleIs.toLowerCase()}) vantar okkur eftirfarandi: ${claim.content.documentsNeeded[0].toLowerCase()}.`,
            'Sendu gögnin á tjon@skjol.is og merktu þau með tjónsnúmerinu. Við höldum áfram með málið um leið og þau berast.',
          ],
          [
            `For claim no. ${claim.number} (${titleEn.toLowerCase()}) we need: ${claim.content.documentsNeeded[1].toLowerCase()}.`,
            'Send them to tjon@skjol.is marked with the claim number. We will continue as soon as they arrive.',
          ],
        ),
        created: claim.decidedOn,
        read: false,
      });
    } else if (claim.status === 'approved') {
      docs.push({
        ...common,
        key: `claim-approved:${claim.key}`,
        title: [`Bótaskylda samþykkt: tjón ${claim.number}`, `Claim ${claim.number} approved`],
        body: letter(
          claim.claimant,
          [
            `Við höfum farið yfir tjón nr. ${claim.number} og samþykkt bótaskyldu. Áætlaðar bætur eru ${isk(claim.content.estimate, 'is')} að frádreginni eigin áhættu.`,
            'Greiðsla verður lögð inn á skráðan bankareikning innan tíu daga.',
          ],
          [
            `We have reviewed claim no. ${claim.number} and approved it. The estimated compensation is ${isk(claim.content.estimate, 'en')} less the deductible.`,
            'Payment will be made to your registered bank account within ten days.',
          ],
        ),
        created: claim.decidedOn,
        read: false,
      });
    } else if (claim.status === 'rejected') {
      docs.push({
        ...common,
        key: `claim-rejected:${claim.key}`,
        title: [
          `Niðurstaða tjónamats: tjón ${claim.number}`,
          `Claim decision: claim ${claim.number}`,
        ],
        body: letter(
          claim.claimant,
          [
            `Við höfum lokið mati á tjóni nr. ${claim.number} (${titleIs.toLowerCase()}). Því miður er ekki bótaskylda í málinu.`,
            claim.content.rejection[0],
            'Þú getur óskað eftir endurskoðun með nýjum gögnum eða skotið málinu til úrskurðarnefndar í vátryggingamálum (nefndir.is) innan eins árs.',
          ],
          [
            `We have finished assessing claim no. ${claim.number} (${titleEn.toLowerCase()}). Unfortunately the claim is not covered.`,
            claim.content.rejection[1],
            'You may ask us to reconsider with new information, or refer the case to the Insurance Complaints Committee (nefndir.is) within one year.',
          ],
        ),
        created: claim.decidedOn,
        read: true,
      });
    } else if (claim.status === 'paid' || claim.status === 'closed') {
      const total = claim.payments.reduce((sum, payment) => sum + payment.amount, 0);
      docs.push({
        ...common,
        key: `claim-settled:${claim.key}`,
        title: [`Uppgjör tjóns ${claim.number}`, `Settlement of claim ${claim.number}`],
        body: letter(
          claim.claimant,
          [
            `Tjón nr. ${claim.number} hefur verið gert upp. Greiddar bætur nema samtals ${isk(total, 'is')}.`,
            claim.payments
              .map((p) => `${isDate(p.date)}: ${isk(p.amount, 'is')} til ${p.payee}`)
              .join('\n'),
          ],
          [
            `Claim no. ${claim.number} has been settled. Compensation paid totals ${isk(total, 'en')}.`,
            claim.payments
              .map((p) => `${enDate(p.date)}: ${isk(p.amount, 'en')} to ${p.payee}`)
              .join('\n'),
          ],
        ),
        created: claim.payments[0]?.date ?? claim.decidedOn,
        read: true,
      });
    }
  }

  for (const doc of docs) {
    const id = demoId(`document:${doc.key}`);
    const created = timestamp(doc.created, 8 + (doc.key.length % 9));
    rows.electronic_document.push({
      id,
      party_kennitala: doc.party,
      category: doc.category,
      title_is: doc.title[0],
      title_en: doc.title[1],
      body_is: doc.body[0],
      body_en: doc.body[1],
      policy_id: doc.policies?.length === 1 ? policies.get(doc.policies[0]!)!.id : null,
      claim_id: doc.claim ? claims.get(doc.claim)!.id : null,
      created_at: created,
      read_at: doc.read ? timestamp(addDays(doc.created, 1), 20) : null,
    });
    for (const key of doc.policies ?? []) {
      rows.policy_document.push({ policy_id: policies.get(key)!.id, document_id: id });
    }
  }
}

// ---- to sign, offers, proposals, travel certificates ---------------------------------------

type SignableSeed = {
  key: string;
  party: string;
  title: [string, string];
  body: [string, string];
  policy?: string;
  signed?: { daysAgo: number; name: string; kennitala: string };
  /** The sign-by date passed without a signature. */
  expired?: true;
  signBy: number;
};

function addSignable(
  today: Day,
  rows: Rows,
  policies: Map<string, PolicyBuilt>,
  signable: SignableSeed[],
): void {
  for (const doc of signable) {
    const id = demoId(`signable:${doc.key}`);
    rows.signable_document.push({
      id,
      party_kennitala: doc.party,
      title_is: doc.title[0],
      title_en: doc.title[1],
      body_is: doc.body[0],
      body_en: doc.body[1],
      policy_id: doc.policy ? policies.get(doc.policy)!.id : null,
      status: doc.signed ? 'signed' : doc.expired ? 'expired' : 'pending',
      sign_by: addDays(today, doc.signBy),
      created_at: timestamp(
        addDays(today, doc.signed ? -doc.signed.daysAgo - 3 : Math.min(-4, doc.signBy - 14)),
      ),
    });
    if (doc.signed) {
      rows.signature.push({
        id: demoId(`signature:${doc.key}`),
        document_id: id,
        signer_kennitala: doc.signed.kennitala,
        signer_name: doc.signed.name,
        method: 'mobile_eid',
        reference: `RAF-${demoCode(doc.key).slice(0, 9)}`,
        signed_at: timestamp(addDays(today, -doc.signed.daysAgo), 14),
      });
    }
  }
}

function buildRest(today: Day, rows: Rows, policies: Map<string, PolicyBuilt>): void {
  const signable: SignableSeed[] = [
    {
      key: 'anna-direct-debit',
      party: ANNA,
      title: ['Beiðni um boðgreiðslur iðgjalda', 'Card payment authorisation for premiums'],
      body: letter(
        ANNA,
        ['Ég heimila Skjóli tryggingum hf. að skuldfæra iðgjöld mánaðarlega á greiðslukort mitt.'],
        ['I authorise Skjól tryggingar hf. to charge premiums monthly to my payment card.'],
      ),
      signBy: 14,
    },
    {
      key: 'anna-settlement',
      party: ANNA,
      title: ['Samþykki á tjónsuppgjöri', 'Acceptance of claim settlement'],
      body: letter(
        ANNA,
        ['Ég samþykki uppgjör tjóns vegna úlnliðsbrots sem fullnaðaruppgjör.'],
        ['I accept the settlement of the broken-wrist claim as final.'],
      ),
      policy: 'anna-accident',
      signed: { daysAgo: 232, name: 'Anna Jónsdóttir', kennitala: ANNA },
      signBy: -220,
    },
    {
      key: 'bjorn-health-declaration',
      party: BJORN,
      title: ['Heilsufarsyfirlýsing vegna líftryggingar', 'Health declaration for life insurance'],
      body: letter(
        BJORN,
        [
          'Ég staðfesti að upplýsingar um heilsufar mitt í umsókn um viðbótarlíftryggingu eru réttar og tæmandi.',
        ],
        [
          'I confirm that the health information in my application for additional life cover is true and complete.',
        ],
      ),
      policy: 'bjorn-life',
      signBy: 10,
    },
    {
      key: 'gudrun-cottage-contract',
      party: GUDRUN,
      title: ['Vátryggingarsamningur: sumarhúsatrygging', 'Insurance contract: holiday home'],
      body: letter(
        GUDRUN,
        [
          'Með undirritun staðfestir þú vátryggingarsamning um sumarhúsið að Kiðjabergi 45, 801 Selfossi.',
        ],
        [
          'By signing you confirm the insurance contract for the holiday home at Kiðjaberg 45, 801 Selfoss.',
        ],
      ),
      policy: 'gudrun-cottage',
      signBy: 9,
    },
    {
      key: 'hh-staff-declaration',
      party: HRAUNHOLAR,
      title: [
        'Yfirlýsing um fjölda starfsmanna og launagreiðslur',
        'Declaration of staff numbers and payroll',
      ],
      body: letter(
        HRAUNHOLAR,
        ['Félagið staðfestir að starfsmenn séu 14 og áætlaðar launagreiðslur ársins 98 m.kr.'],
        ['The company confirms 14 employees and an estimated annual payroll of ISK 98 million.'],
      ),
      policy: 'hh-employees',
      signBy: 20,
    },
  ];
  addSignable(today, rows, policies, signable);

  const offers: {
    key: string;
    party: string;
    serial: number;
    code: string;
    kind: string;
    name: [string, string];
    description: [string, string];
    premium: number;
    validDays: number;
    createdDaysAgo: number;
    dismissed?: boolean;
  }[] = [
    {
      key: 'anna-cottage',
      party: ANNA,
      serial: 1201,
      code: 'SU10',
      kind: 'property',
      name: ['Sumarhúsatrygging', 'Holiday home insurance'],
      description: [
        'Tilboð í tryggingu sumarhúss í Grímsnesi með innbúi og foktjónsvernd.',
        'A quote for a holiday home in Grímsnes, including contents and storm cover.',
      ],
      premium: 58_900,
      validDays: 20,
      createdDaysAgo: 6,
    },
    {
      key: 'anna-scooter',
      party: ANNA,
      serial: 1188,
      code: 'RH10',
      kind: 'accident',
      name: ['Rafhlaupahjólatrygging', 'E-scooter insurance'],
      description: [
        'Slysa- og ábyrgðartrygging fyrir rafhlaupahjól.',
        'Accident and liability cover for e-scooter riders.',
      ],
      premium: 14_900,
      validDays: 12,
      createdDaysAgo: 18,
      dismissed: true,
    },
    {
      key: 'bjorn-caravan',
      party: BJORN,
      serial: 1210,
      code: 'FV10',
      kind: 'property',
      name: ['Ferðavagnatrygging', 'Caravan insurance'],
      description: [
        'Tilboð í kaskótryggingu fyrir hjólhýsi af gerðinni Hobby 495.',
        'A quote for comprehensive cover on a Hobby 495 caravan.',
      ],
      premium: 46_200,
      validDays: 25,
      createdDaysAgo: 3,
    },
    {
      key: 'gudrun-young-driver',
      party: GUDRUN,
      serial: 1215,
      code: 'BI10',
      kind: 'car',
      name: ['Bifreiðatrygging fyrir ungan ökumann', 'Car insurance for a young driver'],
      description: [
        'Tilboð í bifreiðatryggingu fyrir Ara, sem fær bílpróf í haust, á Kia Niro UX-771.',
        'A quote to add Ari, who gets his licence this autumn, as a driver of the Kia Niro UX-771.',
      ],
      premium: 212_000,
      validDays: 30,
      createdDaysAgo: 2,
    },
    {
      key: 'hh-business-interruption',
      party: HRAUNHOLAR,
      serial: 1220,
      code: 'RS10',
      kind: 'property',
      name: ['Rekstrarstöðvunartrygging', 'Business interruption insurance'],
      description: [
        'Bætir tekjutap ef rekstur stöðvast vegna bruna eða vatnstjóns.',
        'Covers lost income if the business stops after a fire or water damage.',
      ],
      premium: 184_000,
      validDays: 28,
      createdDaysAgo: 5,
    },
  ];
  for (const offer of offers) {
    rows.pending_offer.push({
      id: demoId(`offer:${offer.key}`),
      number: `TB-${today.slice(0, 4)}-${String(offer.serial).padStart(6, '0')}`,
      party_kennitala: offer.party,
      product_code: offer.code,
      product_kind: offer.kind,
      product_name_is: offer.name[0],
      product_name_en: offer.name[1],
      description_is: offer.description[0],
      description_en: offer.description[1],
      annual_premium: offer.premium,
      valid_until: addDays(today, offer.validDays),
      notification_status: offer.dismissed ? 'dismissed' : 'initialized',
      created_at: timestamp(addDays(today, -offer.createdDaysAgo)),
    });
  }

  const proposals: {
    key: string;
    party: string;
    serial: number;
    code: string;
    kind: string;
    name: [string, string];
    description: [string, string];
    premium: number | null;
    daysAgo: number;
    status: 'submitted' | 'in_review' | 'accepted' | 'declined';
  }[] = [
    {
      key: 'anna-health-raise',
      party: ANNA,
      serial: 456,
      code: 'LJ30',
      kind: 'health',
      name: ['Sjúkdómatrygging', 'Critical illness insurance'],
      description: [
        'Umsókn um hækkun tryggingarfjárhæðar í 15.000.000 kr.',
        'Application to raise the sum insured to ISK 15,000,000.',
      ],
      premium: 61_200,
      daysAgo: 12,
      status: 'in_review',
    },
    {
      key: 'bjorn-life-extra',
      party: BJORN,
      serial: 461,
      code: 'LI33',
      kind: 'life',
      name: ['Líftrygging', 'Life insurance'],
      description: [
        'Umsókn um viðbótarlíftryggingu vegna húsnæðisláns.',
        'Application for additional life cover for a mortgage.',
      ],
      premium: null,
      daysAgo: 5,
      status: 'submitted',
    },
    {
      key: 'gudrun-cottage',
      party: GUDRUN,
      serial: 449,
      code: 'SU10',
      kind: 'property',
      name: ['Sumarhúsatrygging', 'Holiday home insurance'],
      description: [
        'Umsókn um tryggingu sumarhúss að Kiðjabergi 45.',
        'Application to insure the holiday home at Kiðjaberg 45.',
      ],
      premium: 58_300,
      daysAgo: 16,
      status: 'accepted',
    },
    {
      key: 'hh-directors',
      party: HRAUNHOLAR,
      serial: 470,
      code: 'ST10',
      kind: 'liability',
      name: ['Stjórnendatrygging', "Directors' and officers' liability"],
      description: [
        'Umsókn um stjórnendatryggingu fyrir stjórn og framkvæmdastjóra.',
        'Application for D&O cover for the board and managing director.',
      ],
      premium: null,
      daysAgo: 8,
      status: 'submitted',
    },
    {
      key: 'hh-fleet',
      party: HRAUNHOLAR,
      serial: 402,
      code: 'BI20',
      kind: 'car',
      name: ['Flotatrygging ökutækja', 'Vehicle fleet insurance'],
      description: [
        'Umsókn um flotatryggingu fyrir fimm vinnubíla.',
        'Application for fleet cover for five work vehicles.',
      ],
      premium: 980_000,
      daysAgo: 140,
      status: 'declined',
    },
  ];
  for (const proposal of proposals) {
    rows.proposal.push({
      id: demoId(`proposal:${proposal.key}`),
      number: `BT-${addDays(today, -proposal.daysAgo).slice(0, 4)}-${String(proposal.serial).padStart(6, '0')}`,
      party_kennitala: proposal.party,
      product_code: proposal.code,
      product_kind: proposal.kind,
      product_name_is: proposal.name[0],
      product_name_en: proposal.name[1],
      description_is: proposal.description[0],
      description_en: proposal.description[1],
      annual_premium: proposal.premium,
      submitted_on: addDays(today, -proposal.daysAgo),
      status: proposal.status,
    });
  }

  const certificates: {
    key: string;
    party: string;
    policy: string;
    traveller: { kennitala: string; name: string };
    start: number;
    days: number;
    destination: 'europe' | 'worldwide' | 'nordics';
  }[] = [
    {
      key: 'anna-spain',
      party: ANNA,
      policy: 'anna-ccard',
      traveller: anna,
      start: 20,
      days: 14,
      destination: 'europe',
    },
    {
      key: 'bjorn-boston',
      party: BJORN,
      policy: 'bjorn-ccard',
      traveller: bjorn,
      start: -60,
      days: 9,
      destination: 'worldwide',
    },
    {
      key: 'gudrun-ari-copenhagen',
      party: GUDRUN,
      policy: 'gudrun-fplus',
      traveller: ARI,
      start: 5,
      days: 7,
      destination: 'nordics',
    },
  ];
  for (const certificate of certificates) {
    const policy = policies.get(certificate.policy)!;
    const start = addDays(today, certificate.start);
    rows.travel_certificate.push({
      id: demoId(`travel-certificate:${certificate.key}`),
      code: demoCode(`travel:${certificate.key}`),
      party_kennitala: certificate.party,
      policy_id: policy.id,
      plan: policy.travelPlan!,
      traveller_kennitala: certificate.traveller.kennitala,
      traveller_name: certificate.traveller.name,
      start_date: start,
      end_date: addDays(start, certificate.days - 1),
      destination: certificate.destination,
      cover_amounts: policy.covers
        .filter(([code]) => code !== null)
        .map(([code, nameIs, nameEn, amount]) => ({
          key: code!,
          nameIs,
          nameEn,
          amount: amount ?? 0,
        })),
      issued_at: timestamp(addDays(today, Math.min(certificate.start, 0) - 4), 11),
    });
  }
}

// ---- more documents to sign: every party has pending, signed and expired ones ----------------

function buildSigningDocuments(today: Day, rows: Rows, policies: Map<string, PolicyBuilt>): void {
  const anna = { name: PEOPLE[ANNA]!.name, kennitala: ANNA };
  addSignable(today, rows, policies, [
    {
      key: 'anna-medical-records',
      party: ANNA,
      title: ['Heimild til öflunar heilsufarsupplýsinga', 'Consent to obtain medical records'],
      body: letter(
        ANNA,
        [
          'Ég heimila Skjóli tryggingum hf. að afla upplýsinga frá heilbrigðisstofnunum um þá meðferð sem ég hef fengið vegna tjóns sem ég hef tilkynnt.',
          'Heimildin gildir eingöngu vegna þessa tjóns og fellur úr gildi þegar uppgjöri þess lýkur.',
        ],
        [
          'I authorise Skjól tryggingar hf. to obtain information from healthcare providers about the treatment I have received for the claim I have reported.',
          'This consent covers that claim only and lapses when it has been settled.',
        ],
      ),
      policy: 'anna-health',
      signBy: 21,
    },
    {
      key: 'anna-car-terms',
      party: ANNA,
      title: [
        'Staðfesting á breyttum skilmálum bifreiðatryggingar',
        'Confirmation of amended car insurance terms',
      ],
      body: letter(
        ANNA,
        [
          'Ég staðfesti að hafa kynnt mér breytta skilmála bifreiðatryggingar minnar sem taka gildi við næstu endurnýjun, þar á meðal hækkun eigináhættu í kaskótryggingu í 150.000 kr.',
        ],
        [
          'I confirm that I have read the amended terms of my car insurance that take effect at the next renewal, including a higher comprehensive-cover excess of ISK 150,000.',
        ],
      ),
      policy: 'anna-car',
      signBy: 30,
    },
    {
      key: 'anna-life-beneficiary',
      party: ANNA,
      title: ['Tilnefning rétthafa líftryggingar', 'Nomination of a life insurance beneficiary'],
      body: letter(
        ANNA,
        [
          'Ég tilnefni maka minn, Björn Sigurðsson, kt. 050385-2139, rétthafa líftryggingarfjárhæðar minnar.',
          'Tilnefningin gildir þar til ég afturkalla hana skriflega.',
        ],
        [
          'I nominate my spouse, Björn Sigurðsson, national ID 050385-2139, as the beneficiary of my life insurance sum.',
          'The nomination stands until I withdraw it in writing.',
        ],
      ),
      policy: 'anna-life',
      signBy: 45,
    },
    {
      key: 'anna-old-car-sale',
      party: ANNA,
      title: ['Yfirlýsing um sölu bifreiðar', 'Declaration of a vehicle sale'],
      body: letter(
        ANNA,
        [
          'Ég staðfesti að bifreiðin hafi verið seld og að tryggingin falli niður við eigendaskipti.',
        ],
        [
          'I confirm that the car has been sold and that its insurance ends on the change of owner.',
        ],
      ),
      policy: 'anna-old-car',
      expired: true,
      signBy: -40,
    },
    {
      key: 'bjorn-house-valuation',
      party: BJORN,
      title: ['Staðfesting á endurmati húseignar', 'Confirmation of the home revaluation'],
      body: letter(
        BJORN,
        [
          'Ég staðfesti endurmat húseignar minnar og nýja vátryggingarfjárhæð innbús, 14.500.000 kr.',
        ],
        ['I confirm the revaluation of my home and the new contents sum insured, ISK 14,500,000.'],
      ),
      policy: 'bjorn-house',
      signed: { daysAgo: 120, name: PEOPLE[BJORN]!.name, kennitala: BJORN },
      signBy: -110,
    },
    {
      key: 'bjorn-previous-accidents',
      party: BJORN,
      title: ['Yfirlýsing um fyrri slys', 'Declaration of previous accidents'],
      body: letter(
        BJORN,
        ['Ég staðfesti að hafa ekki orðið fyrir slysi síðustu fimm ár sem leitt hefur til örorku.'],
        [
          'I confirm that I have not had an accident in the last five years that led to disability.',
        ],
      ),
      policy: 'bjorn-accident',
      expired: true,
      signBy: -25,
    },
    {
      key: 'gudrun-direct-debit',
      party: GUDRUN,
      title: ['Beiðni um beingreiðslur iðgjalda', 'Direct debit request for premiums'],
      body: letter(
        GUDRUN,
        ['Ég heimila Skjóli tryggingum hf. að skuldfæra iðgjöld af bankareikningi mínum.'],
        ['I authorise Skjól tryggingar hf. to collect premiums from my bank account.'],
      ),
      policy: 'gudrun-car',
      signed: { daysAgo: 60, name: PEOPLE[GUDRUN]!.name, kennitala: GUDRUN },
      signBy: -50,
    },
    {
      key: 'gudrun-travel-statement',
      party: GUDRUN,
      title: ['Yfirlýsing vegna ferðatjóns', 'Statement concerning a travel claim'],
      body: letter(
        GUDRUN,
        ['Ég staðfesti að farangurinn sem tilkynntur var týndur hafi ekki fundist.'],
        ['I confirm that the luggage reported lost has not been found.'],
      ),
      policy: 'gudrun-travel',
      expired: true,
      signBy: -15,
    },
    {
      key: 'hh-liability-contract',
      party: HRAUNHOLAR,
      title: ['Vátryggingarsamningur: ábyrgðartrygging', 'Insurance contract: liability insurance'],
      body: letter(
        HRAUNHOLAR,
        ['Félagið staðfestir vátryggingarsamning um almenna ábyrgðartryggingu atvinnurekstrar.'],
        ['The company confirms the insurance contract for general business liability.'],
      ),
      policy: 'hh-liability',
      signed: { daysAgo: 90, ...anna },
      signBy: -80,
    },
    {
      key: 'hh-van-inspection',
      party: HRAUNHOLAR,
      title: ['Staðfesting á skoðun sendibifreiðar', 'Confirmation of the van inspection'],
      body: letter(
        HRAUNHOLAR,
        ['Félagið staðfestir að sendibifreiðin hafi staðist aðalskoðun án athugasemda.'],
        ['The company confirms that the van passed its annual inspection without remarks.'],
      ),
      policy: 'hh-van',
      expired: true,
      signBy: -10,
    },
  ]);
}

// ---- insert --------------------------------------------------------------------------------

/** Builds every demo row for the given "today" without touching the database (tests use it). */
export function buildPortalDemoRows(today: Day): Rows {
  const rows = emptyRows();
  const policies = buildPolicies(today, rows);
  const claims = buildClaims(today, rows, policies);
  buildAccounts(today, rows, policies, claims);
  buildDocuments(today, rows, policies, claims);
  buildRest(today, rows, policies);
  buildSigningDocuments(today, rows, policies);
  return rows;
}

/** Tables in insert order (parents first). */
const ORDER: (keyof Rows)[] = [
  'policy',
  'policy_coverage',
  'policy_insured_person',
  'claim',
  'claim_status_event',
  'claim_payment',
  'payment_period',
  'installment',
  'account_transaction',
  'electronic_document',
  'policy_document',
  'signable_document',
  'signature',
  'pending_offer',
  'proposal',
  'travel_certificate',
];

/**
 * A JSON value for a jsonb column. node-postgres would send a JS array as a PostgreSQL array
 * literal, so the JSON goes as text and the database parses it (the same on PGlite).
 */
function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`(${JSON.stringify(value)}::text)::jsonb`;
}

/** Adds the portal's demo data; returns how many rows were new. Safe to run at every start. */
export async function seedPortalData(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const rows = buildPortalDemoRows(now.toISOString().slice(0, 10));
  let added = 0;
  for (const table of ORDER) {
    const values =
      table === 'travel_certificate'
        ? rows.travel_certificate.map((row) => ({
            ...row,
            cover_amounts: jsonb(row.cover_amounts),
          }))
        : rows[table];
    for (let offset = 0; offset < values.length; offset += 200) {
      const batch = values.slice(offset, offset + 200);
      if (batch.length === 0) continue;
      const result = await db
        .insertInto(table)
        // Kysely cannot relate the table name to its row type through the loop variable.
        .values(batch as never)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  }
  added += await seedCompanyInvolvement(db);
  added += await seedPaymentMethods(db);
  added += await seedSettingsData(db, now);
  return added;
}

/** Anna runs Hraunhólar ehf. (DESIGN §10), so she may manage its access grants (decision 012). */
async function seedCompanyInvolvement(db: DbOrTx): Promise<number> {
  const result = await db
    .insertInto('company_involvement')
    .values({ company_kennitala: HRAUNHOLAR, person_kennitala: ANNA, role: 'ceo' })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Payment details (settings): Anna has a bank account and a card, Björn and Hraunhólar a bank
 * account only, Guðrún nothing, so the screen's empty state has someone to show it to.
 */
async function seedPaymentMethods(db: DbOrTx): Promise<number> {
  const result = await db
    .insertInto('payment_method')
    .values([
      {
        party_kennitala: ANNA,
        bank: '0133',
        ledger: '26',
        account: '012345',
        card_masked: '522010******8823',
        card_brand: 'Mastercard',
      },
      {
        party_kennitala: BJORN,
        bank: '0515',
        ledger: '26',
        account: '104477',
        card_masked: null,
        card_brand: null,
      },
      {
        party_kennitala: HRAUNHOLAR,
        bank: '0311',
        ledger: '26',
        account: '003920',
        card_masked: null,
        card_brand: null,
      },
    ])
    .onConflict((conflict) => conflict.column('party_kennitala').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

// ---- settings: addresses, ökuvísir trips, a finished privacy overview ----------------------

const SETTINGS_ADDRESSES = [
  { kennitala: ANNA, street: 'Hraunbær 102', postal_code: '110', town: 'Reykjavík' },
  { kennitala: BJORN, street: 'Hraunbær 102', postal_code: '110', town: 'Reykjavík' },
  { kennitala: GUDRUN, street: 'Lindargata 5', postal_code: '101', town: 'Reykjavík' },
  { kennitala: HRAUNHOLAR, street: 'Hraunhólar 4', postal_code: '210', town: 'Garðabær' },
];

/** Trips the ökuvísir driving app recorded, per person. */
const OKUVISIR_TRIPS: Record<string, number> = { [ANNA]: 24, [BJORN]: 12 };

/**
 * Settings → General and Privacy: registered addresses, ökuvísir trips for Anna and Björn, and a
 * finished copy of Björn's personal data from three days ago (Anna has asked for none).
 */
async function seedSettingsData(db: DbOrTx, now: Date): Promise<number> {
  let added = 0;
  const address = await db
    .insertInto('party_address')
    .values(SETTINGS_ADDRESSES)
    .onConflict((conflict) => conflict.column('kennitala').doNothing())
    .executeTakeFirst();
  added += Number(address.numInsertedOrUpdatedRows ?? 0);

  const trips = Object.entries(OKUVISIR_TRIPS).flatMap(([kennitala, count]) =>
    Array.from({ length: count }, (_, index) => ({
      id: demoId(`okuvisir:${kennitala}:${index}`),
      kennitala,
      // Every fourth day back from today, in the morning.
      started_at: new Date(now.getTime() - (index * 4 + 1) * 86_400_000 - 3 * 3_600_000),
      distance_km: ((index * 37) % 60) + 3.5,
      score: 70 + ((index * 13) % 30),
    })),
  );
  const trip = await db
    .insertInto('okuvisir_trip')
    .values(trips)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  added += Number(trip.numInsertedOrUpdatedRows ?? 0);

  const id = demoId('privacy:bjorn-overview');
  const existing = await db
    .selectFrom('privacy_request')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) {
    const requestedAt = new Date(now.getTime() - 3 * 86_400_000);
    const snapshot = await collectOverview(db, BJORN);
    const overview = await db
      .insertInto('privacy_request')
      .values({
        id,
        kennitala: BJORN,
        kind: 'overview',
        status: 'ready',
        requested_at: requestedAt,
        completed_at: new Date(requestedAt.getTime() + 60_000),
        expires_at: new Date(requestedAt.getTime() + OVERVIEW_VALID_DAYS * 86_400_000),
        snapshot: jsonb({ ...snapshot, generatedAt: requestedAt.toISOString() }),
        outcome: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    added += Number(overview.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
