import { formatDate, formatIsk } from '../../../src/domain/format';
import { type ClaimBuilt } from './claims';
import { addDays, addMonths, type Day, demoId, timestamp } from './dates-and-ids';
import { BILLING } from './payments';
import { ANNA, BJORN, GUDRUN, HRAUNHOLAR, PEOPLE } from './people';
import type { PolicyBuilt } from './policies';
import { type Rows } from './rows';

/** Electronic documents: letters, certificates and notices, read and unread. */

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
  'Bestu kveðjur,\nSkjól tryggingar hf.\nSími 440 2000 · skjol@skjol.is',
  'Kind regards,\nSkjól tryggingar hf.\nPhone +354 440 2000 · skjol@skjol.is',
];

export function letter(party: string, is: string[], en: string[]): [string, string] {
  const [hiIs, hiEn] = greeting(party);
  return [[hiIs, ...is, SIGN_OFF[0]].join('\n\n'), [hiEn, ...en, SIGN_OFF[1]].join('\n\n')];
}

export function buildDocuments(
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
          `Meðfylgjandi er tryggingaskírteini fyrir ${policy.name[0].toLowerCase()} nr. ${policy.number}. Tryggingin gildir frá ${formatDate(policy.start, 'is')} til ${formatDate(policy.end, 'is')}.`,
          `Vátryggt: ${policy.object[0]}. Ársiðgjald er ${formatIsk(policy.premium, 'is')}.`,
          'Skilmálar tryggingarinnar eru á skjol.is/skilmalar. Vinsamlega farðu yfir skírteinið og láttu okkur vita ef eitthvað er ekki rétt.',
        ],
        [
          `Here is the policy certificate for your ${policy.name[1].toLowerCase()}, policy no. ${policy.number}. The cover runs from ${formatDate(policy.start, 'en')} to ${formatDate(policy.end, 'en')}.`,
          `Insured: ${policy.object[1]}. The annual premium is ${formatIsk(policy.premium, 'en')}.`,
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
          'Iðgjöld taka mið af vísitölu neysluverðs og tjónasögu. Hafir þú spurningar um endurnýjunina getur þú haft samband í síma 440 2000.',
        ],
        [
          `Your insurance renews automatically. The renewal covers: ${own.map((p) => `${p.name[1]} (${p.number})`).join(', ')}.`,
          'Premiums follow the consumer price index and your claims history. If you have questions, call us on +354 440 2000.',
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
          `Greiðsluseðill með eindaga ${formatDate(installment.due_date, 'is')}`,
          `Payment notice due ${formatDate(installment.due_date, 'en')}`,
        ],
        body: letter(
          billing.holder,
          [
            `Til greiðslu eru ${formatIsk(installment.amount, 'is')} með eindaga ${formatDate(installment.due_date, 'is')}.`,
            billing.method === 'card'
              ? 'Upphæðin verður skuldfærð á skráð greiðslukort á eindaga.'
              : 'Krafan birtist í netbanka þínum. Greiða má hana þar eða með millifærslu á reikning 0133-26-012345, kt. 660269-2079.',
          ],
          [
            `${formatIsk(installment.amount, 'en')} is due on ${formatDate(installment.due_date, 'en')}.`,
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
          `Samkvæmt bókhaldi okkar eru ógreidd iðgjöld að fjárhæð ${formatIsk(total, 'is')}. Vinsamlega greiddu sem fyrst til að komast hjá frekari kostnaði.`,
          'Ef ógreidd iðgjöld eru ekki greidd innan 30 daga getur tryggingin fallið úr gildi samkvæmt 33. gr. laga um vátryggingarsamninga nr. 30/2004.',
        ],
        [
          `Our records show unpaid premiums of ${formatIsk(total, 'en')}. Please pay as soon as possible to avoid further costs.`,
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
            `Við höfum farið yfir tjón nr. ${claim.number} og samþykkt bótaskyldu. Áætlaðar bætur eru ${formatIsk(claim.content.estimate, 'is')} að frádreginni eigin áhættu.`,
            'Greiðsla verður lögð inn á skráðan bankareikning innan tíu daga.',
          ],
          [
            `We have reviewed claim no. ${claim.number} and approved it. The estimated compensation is ${formatIsk(claim.content.estimate, 'en')} less the deductible.`,
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
            `Tjón nr. ${claim.number} hefur verið gert upp. Greiddar bætur nema samtals ${formatIsk(total, 'is')}.`,
            claim.payments
              .map(
                (p) => `${formatDate(p.date, 'is')}: ${formatIsk(p.amount, 'is')} til ${p.payee}`,
              )
              .join('\n'),
          ],
          [
            `Claim no. ${claim.number} has been settled. Compensation paid totals ${formatIsk(total, 'en')}.`,
            claim.payments
              .map((p) => `${formatDate(p.date, 'en')}: ${formatIsk(p.amount, 'en')} to ${p.payee}`)
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
