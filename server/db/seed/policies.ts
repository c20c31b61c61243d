import { addDays, addMonths, type Day, demoId } from './dates-and-ids';
import { ANNA, ARI, BJORN, GUDRUN, HRAUNHOLAR, KARI, PEOPLE, SOLEY } from './people';
import { type Rows } from './rows';

/** Policies with their coverages and insured people. */

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

/** The names of the covers more than one policy carries, each written once. */
const COVER_NAMES = {
  disability: ['Bætur vegna varanlegrar örorku', 'Permanent disability'],
  death: ['Dánarbætur', 'Death benefit'],
  weeklyTemporary: [
    'Dagpeningar á viku vegna tímabundinnar örorku',
    'Weekly benefit for temporary disability',
  ],
  weekly: ['Dagpeningar á viku', 'Weekly benefit'],
  criticalIllness: ['Eingreiðsla vegna alvarlegra sjúkdóma', 'Lump sum on critical illness'],
  medicalAbroad: ['Sjúkrakostnaður erlendis', 'Medical expenses abroad'],
  cancellationPerPerson: ['Forfallatrygging (á mann)', 'Trip cancellation (per person)'],
  baggage: ['Farangurstrygging', 'Baggage'],
  homeContents: ['Innbústrygging', 'Home contents'],
  personalLiability: ['Ábyrgðartrygging einstaklinga', 'Personal liability'],
} satisfies Record<string, [string, string]>;

/** A cover without a travel code, by its shared name. */
const cover = (
  name: keyof typeof COVER_NAMES,
  sum: number | null,
  deductible: number | null = null,
): Cover => [null, ...COVER_NAMES[name], sum, deductible];

const CAR_COVERS = (value: number): Cover[] => [
  [null, 'Lögboðin ábyrgðartrygging ökutækis', 'Compulsory motor liability', null, null],
  [null, 'Slysatrygging ökumanns og eiganda', 'Driver and owner accident cover', 30_000_000, null],
  [null, 'Kaskótrygging', 'Comprehensive (own damage)', value, 150_000],
  [null, 'Framrúðutrygging', 'Windscreen cover', null, 25_000],
  [null, 'Vegaaðstoð', 'Roadside assistance', null, null],
];

/** F plús family insurance: home contents and liability, then the travel cover it carries. */
const FPLUS_COVERS = (contents: number, cancellation: number, baggage: number): Cover[] => [
  cover('homeContents', contents, 35_000),
  cover('personalLiability', 20_000_000, 35_000),
  ['medical', 'Ferðasjúkratrygging', 'Travel medical expenses', 30_000_000, null],
  ['cancellation', ...COVER_NAMES.cancellationPerPerson, cancellation, 15_000],
  ['baggage', ...COVER_NAMES.baggage, baggage, 15_000],
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
    ['medical', ...COVER_NAMES.medicalAbroad, p ? 60_000_000 : 40_000_000, null],
    ['cancellation', ...COVER_NAMES.cancellationPerPerson, p ? 1_000_000 : 600_000, null],
    ['baggage', ...COVER_NAMES.baggage, p ? 500_000 : 300_000, 10_000],
    ['delay', 'Tafir á farangri og flugi', 'Baggage and flight delay', p ? 100_000 : 60_000, null],
    ['liability', 'Ábyrgðartrygging', 'Personal liability', p ? 25_000_000 : 15_000_000, null],
    ['accident', 'Slysatrygging', 'Accident', p ? 20_000_000 : 10_000_000, null],
  ];
};

/** One of the demo people as a policy insures them, by the name and birth day people.ts gives them. */
function insured(kennitala: string): Insured {
  const person = PEOPLE[kennitala];
  if (!person) throw new Error(`No demo person ${kennitala}`);
  return { kennitala, name: person.name, relation: 'self', birth: person.birth };
}
export const anna = insured(ANNA);
export const bjorn = insured(BJORN);
const gudrun = insured(GUDRUN);
const child = (c: typeof SOLEY): Insured => ({
  kennitala: c.kennitala,
  name: c.name,
  relation: 'child',
  birth: c.birth,
});
/** Anna and Björn's family: the holder first, the other as spouse, then the two children. */
const family = (holder: Insured, spouse: Insured): Insured[] => [
  holder,
  { ...spouse, relation: 'spouse' },
  child(SOLEY),
  child(KARI),
];

/** What a personal accident policy at work and in leisure time insures: the person, in both languages. */
const atWorkAndLeisure = (person: Insured): [string, string] => [
  `${person.name}, slys í frítíma og starfi`,
  `${person.name}, accidents at work and leisure`,
];
/** What a life policy insures: the person, and who is paid (the beneficiary). */
const lifeOf = (person: Insured, beneficiary: { name: string }): [string, string] => [
  `${person.name}; rétthafi ${beneficiary.name}`,
  `${person.name}; beneficiary ${beneficiary.name}`,
];

/** A product as policies of it are sold: its code, kind and name. */
export type Product = Pick<PolicySpec, 'code' | 'kind' | 'name'>;
export const product = (code: string, kind: string, is: string, en: string): Product => ({
  code,
  kind,
  name: [is, en],
});
/** The product columns, named alike in policy, pending_offer and proposal. */
export const productColumns = (product: Product) => ({
  product_code: product.code,
  product_kind: product.kind,
  product_name_is: product.name[0],
  product_name_en: product.name[1],
});
const ACCIDENT = product('SL10', 'accident', 'Slysatrygging', 'Accident insurance');
const life = (code: string) => product(code, 'life', 'Líftrygging', 'Life insurance');
const criticalIllness = (code: string) =>
  product(code, 'health', 'Sjúkdómatrygging', 'Critical illness insurance');
/** A private car's policy: the car product and its covers for a car of this value. */
const car = (value: number) => ({
  ...product('BI10', 'car', 'Bifreiðatrygging', 'Car insurance'),
  covers: CAR_COVERS(value),
});

/** A policy as written below, where the defaults fit it. */
type PolicyDraft = Omit<PolicySpec, 'holder' | 'frequency' | 'object'> & {
  /** Monthly unless said otherwise. */
  frequency?: PolicySpec['frequency'];
  /** One text when the insured object reads the same in Icelandic and English (a plate, an address). */
  object: [string, string] | string;
};

/** One party's policies: each draft gets the holder, monthly payment unless it says otherwise, and its object in both languages. */
function policiesOf(holder: string, drafts: PolicyDraft[]): PolicySpec[] {
  return drafts.map(({ object, frequency = 'monthly', ...draft }) => ({
    ...draft,
    holder,
    frequency,
    object: typeof object === 'string' ? [object, object] : object,
  }));
}

const POLICIES: PolicySpec[] = [
  // Anna
  ...policiesOf(ANNA, [
    {
      key: 'anna-car',
      serial: 4812,
      ...car(6_900_000),
      object: 'Toyota RAV4 Hybrid, AB-123',
      inceptionYearsAgo: 8,
      startMonthsAgo: 3,
      premium: 168_000,
    },
    {
      key: 'anna-fplus',
      serial: 1207,
      ...product('FP4', 'home', 'F plús 4 fjölskyldutrygging', 'F plús 4 family insurance'),
      object: 'Hraunbær 12, 110 Reykjavík',
      inceptionYearsAgo: 12,
      startMonthsAgo: 5,
      premium: 124_800,
      travelPlan: 'fplus',
      covers: FPLUS_COVERS(12_000_000, 450_000, 250_000),
      insured: family(anna, bjorn),
    },
    {
      key: 'anna-ccard',
      serial: 6603,
      ...product('KT-G', 'travel', 'Ferðatrygging Gullkorts', 'Gold card travel insurance'),
      object: ['Gullkort sem endar á 4821', 'Gold card ending in 4821'],
      inceptionYearsAgo: 6,
      startMonthsAgo: 8,
      premium: 0,
      frequency: 'annual',
      travelPlan: 'ccard',
      covers: CARD_TRAVEL('gold'),
      insured: family(anna, bjorn),
    },
    {
      key: 'anna-accident',
      serial: 2290,
      ...ACCIDENT,
      object: atWorkAndLeisure(anna),
      inceptionYearsAgo: 9,
      startMonthsAgo: 2,
      premium: 38_400,
      covers: [
        cover('disability', 15_000_000),
        cover('death', 5_000_000),
        cover('weeklyTemporary', 50_000),
        [null, 'Sjúkrakostnaður vegna slyss', 'Medical costs after an accident', 500_000, 20_000],
      ],
    },
    {
      key: 'anna-life',
      serial: 3318,
      ...life('LI31'),
      object: lifeOf(anna, bjorn),
      inceptionYearsAgo: 15,
      startMonthsAgo: 7,
      premium: 64_800,
      covers: [cover('death', 25_000_000)],
    },
    {
      key: 'anna-health',
      serial: 3319,
      ...criticalIllness('LJ30'),
      object: anna.name,
      inceptionYearsAgo: 15,
      startMonthsAgo: 7,
      premium: 52_200,
      covers: [cover('criticalIllness', 10_000_000)],
    },
    {
      key: 'anna-old-car',
      serial: 980,
      ...car(1_200_000),
      object: 'Honda Jazz, OK-318',
      inceptionYearsAgo: 11,
      startMonthsAgo: 19,
      premium: 98_400,
      ended: true,
    },
  ]),
  // Björn
  ...policiesOf(BJORN, [
    {
      key: 'bjorn-car',
      serial: 5120,
      ...car(7_800_000),
      object: 'Volvo XC40 Recharge, KR-482',
      inceptionYearsAgo: 3,
      startMonthsAgo: 4,
      premium: 189_600,
    },
    {
      key: 'bjorn-house',
      serial: 5121,
      ...product('HU10', 'home', 'Húseigendatrygging', 'Homeowner insurance'),
      object: [
        'Hraunbær 12, 110 Reykjavík (fastanr. 204-5512)',
        'Hraunbær 12, 110 Reykjavík (property no. 204-5512)',
      ],
      inceptionYearsAgo: 7,
      startMonthsAgo: 6,
      premium: 96_000,
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
      serial: 6610,
      ...product('KT-P', 'travel', 'Ferðatrygging Platínukorts', 'Platinum card travel insurance'),
      object: ['Platínukort sem endar á 7730', 'Platinum card ending in 7730'],
      inceptionYearsAgo: 4,
      startMonthsAgo: 10,
      premium: 0,
      frequency: 'annual',
      travelPlan: 'ccard',
      covers: CARD_TRAVEL('platinum'),
      insured: family(bjorn, anna),
    },
    {
      key: 'bjorn-accident',
      serial: 2301,
      ...ACCIDENT,
      object: atWorkAndLeisure(bjorn),
      inceptionYearsAgo: 3,
      startMonthsAgo: 4,
      premium: 41_200,
      covers: [
        cover('disability', 20_000_000),
        cover('death', 8_000_000),
        cover('weeklyTemporary', 60_000),
      ],
    },
    {
      key: 'bjorn-health',
      serial: 3401,
      ...product('SJ20', 'health', 'Sjúkratrygging', 'Sickness insurance'),
      object: [
        'Björn Sigurðsson, dagpeningar vegna veikinda',
        'Björn Sigurðsson, daily benefit during illness',
      ],
      inceptionYearsAgo: 3,
      startMonthsAgo: 4,
      premium: 45_600,
      covers: [
        cover('weekly', 70_000),
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
      serial: 3402,
      ...life('LI33'),
      object: lifeOf(bjorn, anna),
      inceptionYearsAgo: 3,
      startMonthsAgo: 4,
      premium: 39_600,
      covers: [cover('death', 40_000_000)],
    },
    {
      key: 'bjorn-old-car',
      serial: 4410,
      ...car(2_100_000),
      object: 'Skoda Octavia, LT-905',
      inceptionYearsAgo: 6,
      startMonthsAgo: 16,
      premium: 121_200,
      ended: true,
    },
  ]),
  // Guðrún
  ...policiesOf(GUDRUN, [
    {
      key: 'gudrun-car',
      serial: 7031,
      ...car(5_400_000),
      object: 'Kia Niro EV, UX-771',
      inceptionYearsAgo: 5,
      startMonthsAgo: 1,
      premium: 142_800,
    },
    {
      key: 'gudrun-fplus',
      serial: 7032,
      ...product('FP2', 'home', 'F plús 2 fjölskyldutrygging', 'F plús 2 family insurance'),
      object: 'Lindargata 28, 101 Reykjavík',
      inceptionYearsAgo: 10,
      startMonthsAgo: 9,
      premium: 82_800,
      travelPlan: 'fplus',
      covers: FPLUS_COVERS(7_500_000, 300_000, 200_000),
      insured: [gudrun, child(ARI)],
    },
    {
      key: 'gudrun-travel',
      serial: 7033,
      ...product('FE20', 'travel', 'Ársferðatrygging', 'Annual travel insurance'),
      object: ['Guðrún Pálsdóttir og Ari Guðrúnarson', 'Guðrún Pálsdóttir and Ari Guðrúnarson'],
      inceptionYearsAgo: 2,
      startMonthsAgo: 5,
      premium: 28_900,
      covers: [
        cover('medicalAbroad', 40_000_000),
        cover('cancellationPerPerson', 500_000, 15_000),
        [null, 'Vetraríþróttir', 'Winter sports', null, null],
      ],
    },
    {
      key: 'gudrun-accident',
      serial: 7034,
      ...ACCIDENT,
      object: ['Guðrún Pálsdóttir, slys í frítíma', 'Guðrún Pálsdóttir, accidents in leisure time'],
      inceptionYearsAgo: 5,
      startMonthsAgo: 1,
      premium: 33_600,
      covers: [cover('disability', 12_000_000), cover('death', 4_000_000)],
    },
    {
      key: 'gudrun-health',
      serial: 7035,
      ...criticalIllness('LJ31'),
      object: gudrun.name,
      inceptionYearsAgo: 6,
      startMonthsAgo: 3,
      premium: 47_400,
      covers: [cover('criticalIllness', 12_000_000)],
    },
    {
      key: 'gudrun-life',
      serial: 7036,
      ...life('LJ32'),
      object: lifeOf(gudrun, ARI),
      inceptionYearsAgo: 6,
      startMonthsAgo: 3,
      premium: 31_200,
      covers: [cover('death', 20_000_000)],
    },
    {
      key: 'gudrun-cottage',
      serial: 7090,
      ...product('SU10', 'property', 'Sumarhúsatrygging', 'Holiday home insurance'),
      object: 'Kiðjaberg 45, 801 Selfoss',
      inceptionYearsAgo: 0,
      startMonthsAgo: 0,
      startInDays: 10,
      premium: 58_300,
      covers: [
        [null, 'Brunatrygging húss', 'Building fire cover', 42_000_000, 0],
        [null, 'Innbú sumarhúss', 'Holiday home contents', 3_000_000, 35_000],
        [null, 'Vatns- og foktjón', 'Water and storm damage', null, 55_000],
      ],
    },
  ]),
  // Hraunhólar ehf.: every policy paid quarterly, its current period begun six months ago.
  ...policiesOf(
    HRAUNHOLAR,
    (
      [
        {
          key: 'hh-liability',
          serial: 8801,
          ...product(
            'AB10',
            'liability',
            'Frjáls ábyrgðartrygging atvinnurekstrar',
            'General business liability',
          ),
          object: [
            'Jarðvinna og lóðaframkvæmdir, Smiðjuvegur 11, 200 Kópavogur',
            'Groundwork and landscaping, Smiðjuvegur 11, 200 Kópavogur',
          ],
          inceptionYearsAgo: 14,
          premium: 486_000,
          covers: [
            [null, 'Hámark bóta í hverju tjóni', 'Limit per occurrence', 150_000_000, 250_000],
            [null, 'Hámark bóta á tryggingarárinu', 'Annual aggregate limit', 300_000_000, null],
            [null, 'Vöruábyrgð', 'Product liability', 50_000_000, 250_000],
          ],
        },
        {
          key: 'hh-employees',
          serial: 8802,
          ...product(
            'SL20',
            'employee_accident',
            'Slysatrygging launþega',
            'Employee accident insurance',
          ),
          object: [
            '14 starfsmenn samkvæmt kjarasamningi',
            '14 employees under the collective agreement',
          ],
          inceptionYearsAgo: 14,
          premium: 612_000,
          covers: [
            cover('death', 18_500_000),
            cover('disability', 36_400_000),
            cover('weekly', 48_000),
          ],
        },
        {
          key: 'hh-travel',
          serial: 8803,
          ...product(
            'FF10',
            'company_travel',
            'Ferðatrygging fyrirtækja',
            'Company travel insurance',
          ),
          object: [
            'Starfsmenn á ferðum erlendis á vegum félagsins',
            'Employees travelling abroad on company business',
          ],
          inceptionYearsAgo: 4,
          premium: 148_000,
          covers: [
            cover('medicalAbroad', 40_000_000),
            cover('baggage', 400_000, 15_000),
            [null, 'Forfallatrygging', 'Trip cancellation', 800_000, null],
            [null, 'Ábyrgðartrygging á ferðalögum', 'Liability while travelling', 20_000_000, null],
          ],
        },
        {
          key: 'hh-equipment',
          serial: 8804,
          ...product('LF10', 'property', 'Lausafjártrygging', 'Equipment and contents insurance'),
          object: [
            'Vélar og tæki: beltagrafa CAT 308 og smágröfur',
            'Machinery: CAT 308 excavator and mini excavators',
          ],
          inceptionYearsAgo: 9,
          premium: 268_000,
          covers: [
            [null, 'Brunatrygging lausafjár', 'Fire cover for contents', 85_000_000, 150_000],
            [null, 'Innbrot og þjófnaður', 'Burglary and theft', 15_000_000, 150_000],
          ],
        },
        {
          key: 'hh-van',
          serial: 8805,
          ...product('BI20', 'car', 'Ökutækjatrygging fyrirtækja', 'Commercial vehicle insurance'),
          object: 'Ford Transit, HH-214',
          inceptionYearsAgo: 5,
          premium: 232_000,
          covers: CAR_COVERS(4_600_000),
        },
      ] satisfies Omit<PolicyDraft, 'startMonthsAgo' | 'frequency'>[]
    ).map((draft): PolicyDraft => ({ ...draft, startMonthsAgo: 6, frequency: 'quarterly' })),
  ),
];

export type PolicyBuilt = PolicySpec & {
  id: string;
  number: string;
  start: Day;
  end: Day;
  inception: Day;
};

export function buildPolicies(today: Day, rows: Rows): Map<string, PolicyBuilt> {
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
      ...productColumns(spec),
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
