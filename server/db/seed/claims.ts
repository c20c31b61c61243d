import { addDays, type Day, demoId } from './dates-and-ids';
import { ANNA, BJORN, GUDRUN, HRAUNHOLAR, PEOPLE } from './people';
import { type PolicyBuilt } from './policies';
import { type Rows } from './rows';

/** Claims in every status, with their status history and payments. */

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

/** What happens next in a claim of each status, and how many days after that status began. */
const NEXT_STEPS: Record<
  Exclude<ClaimStatus, 'closed'>,
  { texts: (scenario: Scenario) => [string, string]; afterDays: number | null }
> = {
  reported: {
    texts: () => [
      'Tjónafulltrúi fer yfir tilkynninguna og hefur samband innan tveggja virkra daga.',
      'A claims adjuster will review the report and contact you within two working days.',
    ],
    afterDays: 3,
  },
  in_review: {
    texts: () => [
      'Verið er að meta tjónið. Við látum þig vita um leið og niðurstaða liggur fyrir.',
      'The damage is being assessed. We will let you know as soon as there is a decision.',
    ],
    afterDays: 21,
  },
  awaiting_documents: {
    texts: (scenario) => [
      `Við bíðum eftir gögnum frá þér: ${scenario.documentsNeeded[0].toLowerCase()}. Sendu þau á tjon@skjol.is.`,
      `We are waiting for documents from you: ${scenario.documentsNeeded[1].toLowerCase()}. Send them to tjon@skjol.is.`,
    ],
    afterDays: 30,
  },
  approved: {
    texts: () => [
      'Bótaskylda hefur verið samþykkt. Greiðsla verður lögð inn á skráðan bankareikning.',
      'The claim has been approved. Payment will be made to your registered bank account.',
    ],
    afterDays: 10,
  },
  paid: {
    texts: () => [
      'Bætur hafa verið greiddar. Málinu verður lokað ef ekkert frekar kemur fram.',
      'Compensation has been paid. The claim will be closed unless anything further comes up.',
    ],
    afterDays: 30,
  },
  rejected: {
    texts: () => [
      'Þú getur óskað eftir endurskoðun eða skotið niðurstöðunni til úrskurðarnefndar í vátryggingamálum.',
      'You may ask us to reconsider, or refer the decision to the Insurance Complaints Committee.',
    ],
    afterDays: null,
  },
};

function nextStep(
  status: ClaimStatus,
  scenario: Scenario,
  eventDate: (status: ClaimStatus) => Day,
): { is: string; en: string; date: Day | null } | null {
  if (status === 'closed') return null;
  const { texts, afterDays } = NEXT_STEPS[status];
  const [is, en] = texts(scenario);
  return { is, en, date: afterDays === null ? null : addDays(eventDate(status), afterDays) };
}

export function buildClaims(
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

export type ClaimBuilt = ClaimSpec & {
  id: string;
  number: string;
  content: Scenario;
  reported: Day;
  decidedOn: Day;
  payments: { date: Day; amount: number; payee: string }[];
  policyNumber: string;
};
