import { addDays, type Day, demoCode, demoId, timestamp } from './dates-and-ids';
import { letter } from './documents';
import { ANNA, BJORN, GUDRUN, HRAUNHOLAR, PEOPLE } from './people';
import type { PolicyBuilt } from './policies';
import { type Rows } from './rows';

/** Documents to sign: pending, signed and expired ones for every party. */

export type SignableSeed = {
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

/** A document to sign as written below: `lettersTo` gives it its party, greeting and sign-off. */
type SignableLetter = Omit<SignableSeed, 'party' | 'body'> & {
  /** The letter's paragraphs in Icelandic and in English. */
  text: [is: string[], en: string[]];
};

/** One party's documents to sign, each a letter to that party. */
export const lettersTo = (party: string, drafts: SignableLetter[]): SignableSeed[] =>
  drafts.map(({ text, ...draft }) => ({ ...draft, party, body: letter(party, ...text) }));

export function addSignable(
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

export function buildSigningDocuments(
  today: Day,
  rows: Rows,
  policies: Map<string, PolicyBuilt>,
): void {
  const anna = { name: PEOPLE[ANNA]!.name, kennitala: ANNA };
  addSignable(today, rows, policies, [
    ...lettersTo(ANNA, [
      {
        key: 'anna-medical-records',
        title: ['Heimild til öflunar heilsufarsupplýsinga', 'Consent to obtain medical records'],
        text: [
          [
            'Ég heimila Skjóli tryggingum hf. að afla upplýsinga frá heilbrigðisstofnunum um þá meðferð sem ég hef fengið vegna tjóns sem ég hef tilkynnt.',
            'Heimildin gildir eingöngu vegna þessa tjóns og fellur úr gildi þegar uppgjöri þess lýkur.',
          ],
          [
            'I authorise Skjól tryggingar hf. to obtain information from healthcare providers about the treatment I have received for the claim I have reported.',
            'This consent covers that claim only and lapses when it has been settled.',
          ],
        ],
        policy: 'anna-health',
        signBy: 21,
      },
      {
        key: 'anna-car-terms',
        title: [
          'Staðfesting á breyttum skilmálum bifreiðatryggingar',
          'Confirmation of amended car insurance terms',
        ],
        text: [
          [
            'Ég staðfesti að hafa kynnt mér breytta skilmála bifreiðatryggingar minnar sem taka gildi við næstu endurnýjun, þar á meðal hækkun eigináhættu í kaskótryggingu í 150.000 kr.',
          ],
          [
            'I confirm that I have read the amended terms of my car insurance that take effect at the next renewal, including a higher comprehensive-cover excess of ISK 150,000.',
          ],
        ],
        policy: 'anna-car',
        signBy: 30,
      },
      {
        key: 'anna-life-beneficiary',
        title: ['Tilnefning rétthafa líftryggingar', 'Nomination of a life insurance beneficiary'],
        text: [
          [
            'Ég tilnefni maka minn, Björn Sigurðsson, kt. 050385-2139, rétthafa líftryggingarfjárhæðar minnar.',
            'Tilnefningin gildir þar til ég afturkalla hana skriflega.',
          ],
          [
            'I nominate my spouse, Björn Sigurðsson, national ID 050385-2139, as the beneficiary of my life insurance sum.',
            'The nomination stands until I withdraw it in writing.',
          ],
        ],
        policy: 'anna-life',
        signBy: 45,
      },
      {
        key: 'anna-old-car-sale',
        title: ['Yfirlýsing um sölu bifreiðar', 'Declaration of a vehicle sale'],
        text: [
          [
            'Ég staðfesti að bifreiðin hafi verið seld og að tryggingin falli niður við eigendaskipti.',
          ],
          [
            'I confirm that the car has been sold and that its insurance ends on the change of owner.',
          ],
        ],
        policy: 'anna-old-car',
        expired: true,
        signBy: -40,
      },
    ]),
    ...lettersTo(BJORN, [
      {
        key: 'bjorn-house-valuation',
        title: ['Staðfesting á endurmati húseignar', 'Confirmation of the home revaluation'],
        text: [
          [
            'Ég staðfesti endurmat húseignar minnar og nýja vátryggingarfjárhæð innbús, 14.500.000 kr.',
          ],
          [
            'I confirm the revaluation of my home and the new contents sum insured, ISK 14,500,000.',
          ],
        ],
        policy: 'bjorn-house',
        signed: { daysAgo: 120, name: PEOPLE[BJORN]!.name, kennitala: BJORN },
        signBy: -110,
      },
      {
        key: 'bjorn-previous-accidents',
        title: ['Yfirlýsing um fyrri slys', 'Declaration of previous accidents'],
        text: [
          [
            'Ég staðfesti að hafa ekki orðið fyrir slysi síðustu fimm ár sem leitt hefur til örorku.',
          ],
          [
            'I confirm that I have not had an accident in the last five years that led to disability.',
          ],
        ],
        policy: 'bjorn-accident',
        expired: true,
        signBy: -25,
      },
    ]),
    ...lettersTo(GUDRUN, [
      {
        key: 'gudrun-direct-debit',
        title: ['Beiðni um beingreiðslur iðgjalda', 'Direct debit request for premiums'],
        text: [
          ['Ég heimila Skjóli tryggingum hf. að skuldfæra iðgjöld af bankareikningi mínum.'],
          ['I authorise Skjól tryggingar hf. to collect premiums from my bank account.'],
        ],
        policy: 'gudrun-car',
        signed: { daysAgo: 60, name: PEOPLE[GUDRUN]!.name, kennitala: GUDRUN },
        signBy: -50,
      },
      {
        key: 'gudrun-travel-statement',
        title: ['Yfirlýsing vegna ferðatjóns', 'Statement concerning a travel claim'],
        text: [
          ['Ég staðfesti að farangurinn sem tilkynntur var týndur hafi ekki fundist.'],
          ['I confirm that the luggage reported lost has not been found.'],
        ],
        policy: 'gudrun-travel',
        expired: true,
        signBy: -15,
      },
    ]),
    ...lettersTo(HRAUNHOLAR, [
      {
        key: 'hh-liability-contract',
        title: [
          'Vátryggingarsamningur: ábyrgðartrygging',
          'Insurance contract: liability insurance',
        ],
        text: [
          ['Félagið staðfestir vátryggingarsamning um almenna ábyrgðartryggingu atvinnurekstrar.'],
          ['The company confirms the insurance contract for general business liability.'],
        ],
        policy: 'hh-liability',
        signed: { daysAgo: 90, ...anna },
        signBy: -80,
      },
      {
        key: 'hh-van-inspection',
        title: ['Staðfesting á skoðun sendibifreiðar', 'Confirmation of the van inspection'],
        text: [
          ['Félagið staðfestir að sendibifreiðin hafi staðist aðalskoðun án athugasemda.'],
          ['The company confirms that the van passed its annual inspection without remarks.'],
        ],
        policy: 'hh-van',
        expired: true,
        signBy: -10,
      },
    ]),
  ]);
}
