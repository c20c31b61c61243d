import { FIXTURES } from './support/attachments';
import {
  dayFromToday,
  expectInPortal,
  field,
  fileClaim,
  type ClaimJourney,
  type ClaimLanguage,
} from './support/claims';
import { ANNA, BJORN, signIn } from './support/portal';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * Every kind of claim the wizard offers, filed to the end: each category by a visitor and by a
 * signed-in customer, each type once at least, answering the questions of its own type. One test
 * per category, so the two workers share them out.
 */
test.describe.configure({ mode: 'parallel' });
// A step that does not come fails in seconds rather than at the end of the test's long budget.
test.use({ actionTimeout: 15_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

/** Each journey gets its own address (the public forms allow an address a few sends at a time). */
let addresses = 0;
const address = (category: number) => `203.0.113.${category * 20 + (addresses++ % 20)}`;

type Journey = Omit<ClaimJourney, 'language' | 'address'>;

/** One test: a category's claims filed by visitors, then by a signed-in customer, at one width. */
type Category = {
  /** The test's title; its language and width are added to it. */
  name: string;
  language: ClaimLanguage;
  width: number;
  visitors: Journey[];
  customer: typeof ANNA;
  customers: Journey[];
};

/**
 * Files the visitors' claims, then signs the customer in and files theirs, and finds those in the
 * portal's claims overview.
 */
async function fileCategory(
  page: Page,
  request: APIRequestContext,
  /** `category` (1, 2, …) picks the block of addresses its visitors send from. */
  options: Category & { category: number },
) {
  const { language } = options;
  await page.setViewportSize({ width: options.width, height: 800 });
  const asVisitor = (journey: Journey) =>
    fileClaim(page, request, { ...journey, language, address: address(options.category) });
  for (const journey of options.visitors) await asVisitor(journey);

  await signIn(page, language === 'en' ? '/en/vidskipti/' : '/vidskipti/', options.customer);
  const filed: string[] = [];
  for (const journey of options.customers)
    filed.push(
      await asVisitor({
        ...journey,
        customer: { name: options.customer.name, kennitala: options.customer.ssn },
      }),
    );
  await expectInPortal(page, language, filed);
  // Nothing can be scrolled sideways at this width, checked on the last screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(
    false,
  );
}

const visitor = (name: string, kennitala: string, prefix: string) => ({
  name,
  kennitala,
  email: `${prefix}.${unique()}@example.com`,
});

test.beforeEach(() => {
  // Several whole journeys and a sign-in in one test.
  test.setTimeout(240_000);
});

const CATEGORIES: Category[] = [
  {
    name: 'vehicle: collision with and without another party, glass and theft',
    language: 'is',
    width: 320,
    visitors: [
      {
        type: 'type.vehicleCollision',
        visitor: visitor('Katrín Jónsdóttir', '120160-3389', 'arekstur'),
        place: 'Hringbraut við Bræðraborgarstíg',
        time: '0815',
        description: 'Bíllinn á undan hemlaði snögglega.',
        answers: async (page, t) => {
          await field(page, t('field.registration')).fill('AB123');
          await page
            .getByRole('radiogroup', { name: t('field.otherParty') })
            .getByRole('radio', { name: t('choice.yes') })
            .check();
          await field(page, t('field.otherName')).fill('Jón Jónsson');
          await field(page, t('field.otherRegistration')).fill('XY987');
          await field(page, t('field.otherInsurer')).fill('Trygg');
          await field(page, t('field.otherPhone')).fill('6123456');
          await page
            .getByRole('group', { name: t('field.ownCircumstances') })
            .getByRole('checkbox', { name: t('choice.rearEndedSameLane') })
            .check();
          await page
            .getByRole('group', { name: t('field.otherCircumstances') })
            .getByRole('checkbox', { name: t('choice.parked') })
            .check();
        },
        damage: { description: 'Framstuðari', amount: '180000' },
        review: [
          'AB123',
          'Jón Jónsson',
          'XY987',
          'Að aka á eftir, á sömu akrein',
          'Kyrrstæður eða lagður',
        ],
      },
      {
        type: 'type.vehicleGlass',
        visitor: visitor('Sara Lind', '1407702999', 'rudubrot'),
        policyNumber: 'BI-778812',
        place: 'Reykjanesbraut',
        description: 'Steinn skaust upp af vörubíl og braut rúðuna.',
        answers: async (page, t) => {
          await field(page, t('field.registration')).fill('KR456');
          await field(page, t('field.glassPart')).selectOption({ label: t('choice.windscreen') });
        },
        damage: { description: 'Framrúða brotin' },
        review: ['KR456', 'Framrúða', 'BI-778812'],
      },
    ],
    customer: BJORN,
    customers: [
      {
        type: 'type.vehicleCollision',
        policy: 'Bifreiðatrygging',
        place: 'Bílastæði Kringlunnar',
        description: 'Bakkaði á staur í bílastæðinu.',
        answers: async (page, t) => {
          await field(page, t('field.registration')).fill('PZ321');
          await page
            .getByRole('radiogroup', { name: t('field.otherParty') })
            .getByRole('radio', { name: t('choice.no') })
            .check();
          await expect(field(page, t('field.otherName'))).toHaveCount(0);
          await page
            .getByRole('group', { name: t('field.ownCircumstances') })
            .getByRole('checkbox', { name: t('choice.reversing') })
            .check();
        },
        damage: { description: 'Afturhleri dældaður', amount: '95000' },
        review: ['PZ321', 'Nei', 'Að bakka'],
      },
      {
        type: 'type.vehicleTheft',
        policy: 'Bifreiðatrygging',
        place: 'Hverfisgata 12',
        description: 'Brotist var inn í bílinn um nótt og hljómtækjum stolið.',
        answers: async (page, t) => {
          await field(page, t('field.registration')).fill('PZ321');
          await field(page, t('field.policeReport')).fill('007-2026-1234');
          await field(page, t('field.witnesses')).fill('Nágranni, 5551111');
        },
        damage: { description: 'Hljómtæki', amount: '120000' },
        review: ['007-2026-1234', 'Nágranni, 5551111'],
      },
    ],
  },

  {
    name: 'property: water, fire, burglary and storm',
    language: 'en',
    width: 1280,
    visitors: [
      {
        type: 'type.propertyFire',
        visitor: visitor('Katrín Jónsdóttir', '1201603389', 'fire'),
        place: 'Sólvallagata 3',
        time: '2140',
        description: 'A pan caught fire on the stove; the kitchen filled with smoke.',
        answers: async (page, t) => {
          await page
            .getByRole('radiogroup', { name: t('field.fireServiceCalled') })
            .getByRole('radio', { name: t('choice.yes') })
            .check();
        },
        damage: { description: 'Kitchen cabinets', amount: '650000' },
        payout: { bank: '0133', ledger: '26', account: '012345', ownerKennitala: '1201603389' },
        review: ['21:40', '0133-26-012345'],
      },
      {
        type: 'type.propertyStorm',
        visitor: visitor('Sara Lind', '1407702999', 'storm'),
        policyNumber: 'HU-102938',
        place: 'Vesturgata 40, Akranes',
        description: 'The storm tore sheets off the roof.',
        damage: { description: 'Roof sheeting' },
        review: ['HU-102938'],
      },
    ],
    customer: BJORN,
    customers: [
      {
        type: 'type.propertyWater',
        policy: 'Homeowner insurance',
        place: 'Laugavegur 1, kitchen',
        description: 'The dishwasher leaked overnight.',
        answers: async (page, t) => {
          await field(page, t('field.waterSource')).selectOption({ label: t('choice.appliance') });
        },
        damage: { description: 'Kitchen floor', amount: '400000' },
        review: ['A washing machine, dishwasher or other appliance'],
      },
      {
        type: 'type.propertyBurglary',
        policy: 'Homeowner insurance',
        place: 'Laugavegur 1',
        description: 'The back door was forced while we were away.',
        answers: async (page, t) => {
          await field(page, t('field.policeReport')).fill('007-2026-5521');
        },
        damage: { description: 'Laptop', amount: '250000' },
        review: ['007-2026-5521'],
      },
    ],
  },

  {
    name: 'travel: luggage, medical, cancellation and delay',
    language: 'is',
    width: 375,
    visitors: [
      {
        type: 'type.travelLuggage',
        visitor: visitor('Sara Lind', '1407702999', 'farangur'),
        place: 'Flugvöllurinn í Alicante',
        description: 'Taskan kom ekki fram við komuna.',
        answers: async (page, t) => {
          await field(page, t('field.destination')).fill('Alicante');
          // Home before leaving is refused, with the rule's own words, and put right.
          await field(page, t('field.departureDate')).fill(dayFromToday(-3));
          await field(page, t('field.returnDate')).fill(dayFromToday(-10));
          await page.getByRole('button', { name: t('next'), exact: true }).click();
          await expect(page.getByText(t('returnBeforeDeparture'))).toBeVisible();
          await expect(field(page, t('field.returnDate'))).toBeFocused();
          await field(page, t('field.departureDate')).fill(dayFromToday(-10));
          await field(page, t('field.returnDate')).fill(dayFromToday(-3));
        },
        damage: { description: 'Ferðataska með fötum', amount: '150000' },
        review: ['Alicante'],
      },
      {
        type: 'type.travelDelay',
        visitor: visitor('Katrín Jónsdóttir', '1201603389', 'seinkun'),
        place: 'Keflavíkurflugvöllur',
        description: 'Fluginu seinkaði fram á næsta dag.',
        answers: async (page, t) => {
          await field(page, t('field.destination')).fill('Kaupmannahöfn');
          await field(page, t('field.departureDate')).fill(dayFromToday(0));
          await field(page, t('field.delayHours')).fill('17');
        },
        damage: { description: 'Hótelgisting og matur', amount: '32000' },
        review: ['Kaupmannahöfn', '17'],
      },
    ],
    customer: ANNA,
    customers: [
      {
        type: 'type.travelMedical',
        policy: 'Ferðatrygging',
        place: 'Playa de las Américas',
        description: 'Veiktist af matareitrun og þurfti læknishjálp.',
        answers: async (page, t) => {
          await field(page, t('field.destination')).fill('Tenerife');
          await field(page, t('field.departureDate')).fill(dayFromToday(-5));
          await field(page, t('field.treatment')).fill('Hospiten Sur');
        },
        damage: { description: 'Læknisþjónusta og lyf', amount: '85000' },
        review: ['Tenerife', 'Hospiten Sur'],
      },
      {
        type: 'type.travelCancellation',
        policy: 'Ferðatrygging',
        place: 'Reykjavík',
        description: 'Ferðinni var aflýst vegna veikinda í fjölskyldunni.',
        answers: async (page, t) => {
          await field(page, t('field.destination')).fill('Róm');
          // The trip that was called off is still to come.
          await field(page, t('field.departureDate')).fill(dayFromToday(30));
        },
        damage: { description: 'Flugmiðar og hótel', amount: '240000' },
        review: ['Róm'],
      },
    ],
  },

  {
    name: 'personal accident: a parent for a child, and a customer',
    language: 'en',
    width: 375,
    visitors: [
      {
        type: 'type.personalAccident',
        visitor: {
          ...visitor('Björn Sigurðsson', '0503852139', 'slys'),
          forOther: { name: 'Sóley Björnsdóttir', kennitala: '1506122170' },
        },
        place: 'Skating rink, Laugardalur',
        description: 'She fell on the ice and landed on her hand.',
        answers: async (page, t) => {
          await field(page, t('field.treatment')).fill('Children’s hospital emergency');
          await field(page, t('field.injury')).fill('Broken wrist');
        },
        damage: { description: 'Doctor’s fees', amount: '18000' },
        review: ['Sóley Björnsdóttir', 'Broken wrist'],
      },
    ],
    customer: ANNA,
    customers: [
      {
        type: 'type.personalAccident',
        policy: 'Accident insurance',
        place: 'Esja, the path below Steinn',
        description: 'Slipped on loose gravel on the way down.',
        answers: async (page, t) => {
          await field(page, t('field.treatment')).fill('Landspítali');
          await field(page, t('field.injury')).fill('Sprained ankle');
        },
        damage: { description: 'Physiotherapy' },
        review: ['Landspítali', 'Sprained ankle'],
      },
    ],
  },

  {
    name: 'liability: damage caused to others',
    language: 'is',
    width: 1280,
    visitors: [
      {
        type: 'type.liability',
        visitor: visitor('Sara Lind', '1407702999', 'abyrgd'),
        place: 'Skólavörðustígur 8',
        description: 'Baðið flæddi yfir og lak niður á neðri hæð.',
        answers: async (page, t) => {
          await field(page, t('field.thirdParty')).fill('Nágranninn á neðri hæð');
        },
        damage: { description: 'Loft og parket á neðri hæð' },
        review: ['Nágranninn á neðri hæð'],
      },
    ],
    customer: BJORN,
    customers: [
      {
        type: 'type.liability',
        place: 'Bílastæði við Laugaveg',
        description: 'Hurðin á bílnum mínum rakst í næsta bíl.',
        answers: async (page, t) => {
          await field(page, t('field.thirdParty')).fill('Eigandi RX552');
        },
        damage: { description: 'Rispa á hurð', amount: '60000' },
        review: ['Eigandi RX552'],
      },
    ],
  },

  {
    name: 'other: a claim of no listed kind, with an iPhone photo',
    language: 'en',
    width: 320,
    visitors: [
      {
        type: 'type.other',
        visitor: visitor('Katrín Jónsdóttir', '1201603389', 'other'),
        place: 'Harpa, Reykjavík',
        description: 'My phone was knocked out of my hand and the screen broke.',
        damage: { description: 'Phone screen', amount: '45000' },
        photo: FIXTURES.heic,
        review: ['Phone screen'],
      },
    ],
    customer: ANNA,
    customers: [
      {
        type: 'type.other',
        place: 'Home',
        description: 'The freezer stopped and the food in it spoiled.',
        damage: { description: 'Food in the freezer', amount: '30000' },
        review: ['Food in the freezer'],
      },
    ],
  },
];

const LANGUAGE_NAMES = { is: 'Icelandic', en: 'English' } satisfies Record<ClaimLanguage, string>;

CATEGORIES.forEach((options, index) => {
  test(`${options.name} (${LANGUAGE_NAMES[options.language]}, ${options.width} px)`, async ({
    page,
    request,
  }) => {
    await fileCategory(page, request, { ...options, category: index + 1 });
  });
});
