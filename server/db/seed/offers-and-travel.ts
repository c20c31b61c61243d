import { addDays, type Day, demoCode, demoId, timestamp } from './dates-and-ids';
import { ANNA, ARI, BJORN, GUDRUN, HRAUNHOLAR } from './people';
import { anna, bjorn, product, productColumns, type PolicyBuilt, type Product } from './policies';
import { type Rows } from './rows';
import { addSignable, lettersTo, type SignableSeed } from './signing';

/** Offers, proposals, travel certificates and the remaining documents to sign. */

/** What an offer and a proposal both say: a product, described, for a party. */
type ProductFor = Product & {
  key: string;
  party: string;
  serial: number;
  description: [string, string];
};

/** The party, product and description columns, named alike in pending_offer and proposal. */
const productForColumns = (row: ProductFor) => ({
  party_kennitala: row.party,
  ...productColumns(row),
  description_is: row.description[0],
  description_en: row.description[1],
});

export function buildRest(today: Day, rows: Rows, policies: Map<string, PolicyBuilt>): void {
  const signable: SignableSeed[] = [
    ...lettersTo(ANNA, [
      {
        key: 'anna-direct-debit',
        title: ['Beiðni um boðgreiðslur iðgjalda', 'Card payment authorisation for premiums'],
        text: [
          [
            'Ég heimila Skjóli tryggingum hf. að skuldfæra iðgjöld mánaðarlega á greiðslukort mitt.',
          ],
          ['I authorise Skjól tryggingar hf. to charge premiums monthly to my payment card.'],
        ],
        signBy: 14,
      },
      {
        key: 'anna-settlement',
        title: ['Samþykki á tjónsuppgjöri', 'Acceptance of claim settlement'],
        text: [
          ['Ég samþykki uppgjör tjóns vegna úlnliðsbrots sem fullnaðaruppgjör.'],
          ['I accept the settlement of the broken-wrist claim as final.'],
        ],
        policy: 'anna-accident',
        signed: { daysAgo: 232, name: 'Anna Jónsdóttir', kennitala: ANNA },
        signBy: -220,
      },
    ]),
    ...lettersTo(BJORN, [
      {
        key: 'bjorn-health-declaration',
        title: [
          'Heilsufarsyfirlýsing vegna líftryggingar',
          'Health declaration for life insurance',
        ],
        text: [
          [
            'Ég staðfesti að upplýsingar um heilsufar mitt í umsókn um viðbótarlíftryggingu eru réttar og tæmandi.',
          ],
          [
            'I confirm that the health information in my application for additional life cover is true and complete.',
          ],
        ],
        policy: 'bjorn-life',
        signBy: 10,
      },
    ]),
    ...lettersTo(GUDRUN, [
      {
        key: 'gudrun-cottage-contract',
        title: ['Vátryggingarsamningur: sumarhúsatrygging', 'Insurance contract: holiday home'],
        text: [
          [
            'Með undirritun staðfestir þú vátryggingarsamning um sumarhúsið að Kiðjabergi 45, 801 Selfossi.',
          ],
          [
            'By signing you confirm the insurance contract for the holiday home at Kiðjaberg 45, 801 Selfoss.',
          ],
        ],
        policy: 'gudrun-cottage',
        signBy: 9,
      },
    ]),
    ...lettersTo(HRAUNHOLAR, [
      {
        key: 'hh-staff-declaration',
        title: [
          'Yfirlýsing um fjölda starfsmanna og launagreiðslur',
          'Declaration of staff numbers and payroll',
        ],
        text: [
          ['Félagið staðfestir að starfsmenn séu 14 og áætlaðar launagreiðslur ársins 98 m.kr.'],
          ['The company confirms 14 employees and an estimated annual payroll of ISK 98 million.'],
        ],
        policy: 'hh-employees',
        signBy: 20,
      },
    ]),
  ];
  addSignable(today, rows, policies, signable);

  const offers: (ProductFor & {
    premium: number;
    validDays: number;
    createdDaysAgo: number;
    dismissed?: boolean;
  })[] = [
    {
      key: 'anna-cottage',
      party: ANNA,
      serial: 1201,
      ...product('SU10', 'property', 'Sumarhúsatrygging', 'Holiday home insurance'),
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
      ...product('RH10', 'accident', 'Rafhlaupahjólatrygging', 'E-scooter insurance'),
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
      ...product('FV10', 'property', 'Ferðavagnatrygging', 'Caravan insurance'),
      description: [
        'Tilboð í kaskótryggingu fyrir hjólhýsi af gerðinni Hobby 495.',
        'A quote for comprehensive cover on a Hobby 495 caravan.',
      ],
      premium: 46_200,
      validDays: 25,
      createdDaysAgo: 3,
    },
    {
      // Life insurance is accepted by signing with electronic ID, not with a click.
      key: 'bjorn-life',
      party: BJORN,
      serial: 1212,
      ...product('LI10', 'life', 'Líftrygging', 'Life insurance'),
      description: [
        'Líftrygging með 20 m.kr. dánarbótum til maka og barna, byggð á heilsufarsyfirlýsingu þinni.',
        'Life cover of ISK 20 million for your spouse and children, based on your health declaration.',
      ],
      premium: 38_400,
      validDays: 21,
      createdDaysAgo: 1,
    },
    {
      key: 'gudrun-young-driver',
      party: GUDRUN,
      serial: 1215,
      ...product(
        'BI10',
        'car',
        'Bifreiðatrygging fyrir ungan ökumann',
        'Car insurance for a young driver',
      ),
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
      ...product(
        'RS10',
        'property',
        'Rekstrarstöðvunartrygging',
        'Business interruption insurance',
      ),
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
      ...productForColumns(offer),
      annual_premium: offer.premium,
      valid_until: addDays(today, offer.validDays),
      notification_status: offer.dismissed ? 'dismissed' : 'initialized',
      created_at: timestamp(addDays(today, -offer.createdDaysAgo)),
    });
  }

  const proposals: (ProductFor & {
    premium: number | null;
    daysAgo: number;
    status: 'submitted' | 'in_review' | 'accepted' | 'declined';
  })[] = [
    {
      key: 'anna-health-raise',
      party: ANNA,
      serial: 456,
      ...product('LJ30', 'health', 'Sjúkdómatrygging', 'Critical illness insurance'),
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
      ...product('LI33', 'life', 'Líftrygging', 'Life insurance'),
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
      ...product('SU10', 'property', 'Sumarhúsatrygging', 'Holiday home insurance'),
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
      ...product('ST10', 'liability', 'Stjórnendatrygging', "Directors' and officers' liability"),
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
      ...product('BI20', 'car', 'Flotatrygging ökutækja', 'Vehicle fleet insurance'),
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
      ...productForColumns(proposal),
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
