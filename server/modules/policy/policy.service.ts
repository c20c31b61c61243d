import type {
  Benefit,
  BenefitsResponse,
  DocumentCategory,
  PaymentFrequency,
  Policy,
  PolicyOverviewResponse,
  PolicyStatus,
  ProductKind,
} from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { recordAuditEvent } from '../audit/audit.repository';
import { openContentStore } from '../../content/store';
import { carHelp } from '../help/carhelp';
import type { ActingParty } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { renderPdf, type PdfSection } from '../../pdf/pdf-layout';
import { text } from '../../portal/shared';
import { addDaysIso, todayInIceland } from '../../../src/domain/calendar';
import { WITHDRAWAL_DAYS } from '../../../src/domain/quote';
import type { LocalizedText } from '../../../src/domain/api/common';
import {
  claimDatesByPolicy,
  coverageRows,
  findPolicyRow,
  insuredPersonRows,
  listPolicyRows,
  endPolicyFromStart,
  policyDocumentRows,
  policyOverviewRows,
  type PolicyRow,
} from './policy.repository';
import { insertTransaction } from '../account/account.repository';
import { partyNames } from '../party/party.repository';
import { dropPolicyInstallments } from '../payment/payment.repository';
import { formatDate, formatIsk, formatKennitala, formatPeriod } from '../../../src/domain/format';
import type { ServiceContact } from '../help/general-config';

/** The status a customer sees today: a stored status may have been overtaken by the calendar. */
export function effectiveStatus(
  stored: string,
  periodStart: string,
  periodEnd: string,
  today = todayInIceland(),
): PolicyStatus {
  if (stored === 'ended' || periodEnd < today) return 'ended';
  if (periodStart > today) return 'pending';
  return 'active';
}

async function assemble(db: DbOrTx, rows: PolicyRow[]): Promise<Policy[]> {
  const ids = rows.map((row) => row.id);
  const [coverages, documents, holderName] = await Promise.all([
    coverageRows(db, ids),
    policyDocumentRows(db, ids),
    partyNames(db, [...new Set(rows.map((row) => row.holder_kennitala))]),
  ]);
  const today = todayInIceland();
  return rows.map((row) => ({
    ...policyFields(row, holderName.get(row.holder_kennitala) ?? '', today),
    coverages: coverages
      .filter((coverage) => coverage.policy_id === row.id)
      .map((coverage) => ({
        id: coverage.id,
        name: text(coverage.name_is, coverage.name_en),
        sumInsured: coverage.sum_insured,
        deductible: coverage.deductible,
      })),
    documents: documents
      .filter((document) => document.policy_id === row.id)
      .map((document) => ({
        id: document.id,
        title: text(document.title_is, document.title_en),
        category: document.category as DocumentCategory,
        createdAt: new Date(document.created_at).toISOString(),
        unread: document.read_at === null,
      })),
  }));
}

/** What every answer about a policy builds the same way from its row: all but its parts. */
function policyFields(row: PolicyRow, holderName: string, today: string) {
  return {
    id: row.id,
    number: row.number,
    holderSsn: row.holder_kennitala,
    holderName,
    product: {
      code: row.product_code,
      kind: row.product_kind as ProductKind,
      name: text(row.product_name_is, row.product_name_en),
    },
    insuredObject: text(row.insured_object_is, row.insured_object_en),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    annualPremium: row.annual_premium,
    paymentFrequency: row.payment_frequency as PaymentFrequency,
    status: effectiveStatus(row.status, row.period_start, row.period_end, today),
    ...withdrawal(row, today),
  };
}

/** The last day of the 14-day right of withdrawal, for a policy bought online that is not yet ended. */
export function withdrawalDeadline(row: Pick<PolicyRow, 'quote_number' | 'created_on' | 'status'>) {
  return row.quote_number && row.status !== 'ended'
    ? addDaysIso(row.created_on, WITHDRAWAL_DAYS)
    : null;
}

function withdrawal(row: PolicyRow, today: string): { withdrawableUntil?: string } {
  const until = withdrawalDeadline(row);
  return until && until >= today ? { withdrawableUntil: until } : {};
}

/**
 * The right of withdrawal: a policy bought online may be undone without reason within 14 days of the
 * purchase. It ends from its start, so nothing is owed for it: its unpaid installments go and what
 * was paid is refunded. The customer is told by e-mail.
 */
export async function withdrawPolicy(
  db: DbOrTx,
  acting: ActingParty,
  actor: string,
  id: string,
): Promise<{ number: string; withdrawnOn: string; productName: LocalizedText }> {
  const today = todayInIceland();
  return db.transaction().execute(async (trx) => {
    const row = await findPolicyRow(trx, acting.kennitala, id);
    if (!row) throw notFound('PolicyNotFound', 'No policy with that id');
    const until = withdrawalDeadline(row);
    if (!until || until < today)
      throw new AppError(
        'WithdrawalNotPossible',
        409,
        'This policy can no longer be withdrawn from',
      );
    await endPolicyFromStart(trx, row.id);
    const refund = await dropPolicyInstallments(trx, row.id);
    if (refund > 0)
      await insertTransaction(trx, {
        party: acting.kennitala,
        on: today,
        type: 'refund',
        description: {
          is: `Endurgreiðsla vegna riftunar ${row.number}`,
          en: `Refund on withdrawal from ${row.number}`,
        },
        amount: -refund,
        policyId: row.id,
      });
    await recordAuditEvent(trx, {
      action: 'policy.withdrawn',
      actor,
      subject: acting.kennitala,
      detail: { number: row.number, quoteNumber: row.quote_number, refund },
    });
    return {
      number: row.number,
      withdrawnOn: today,
      productName: text(row.product_name_is, row.product_name_en),
    };
  });
}

const STATUS_ORDER: Record<PolicyStatus, number> = { active: 0, pending: 1, ended: 2 };

export async function policyOverview(db: DbOrTx, holder: string): Promise<PolicyOverviewResponse> {
  const today = todayInIceland();
  const policies: Policy[] = (await policyOverviewRows(db, holder)).map((row) => ({
    ...policyFields(row, row.holder_name, today),
    coverages: row.coverages,
    documents: row.documents.map((document) => ({
      ...document,
      category: document.category as DocumentCategory,
    })),
  }));
  policies.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  const count = (status: PolicyStatus) => policies.filter((p) => p.status === status).length;
  return {
    policies,
    totals: {
      annualPremium: policies
        .filter((policy) => policy.status !== 'ended')
        .reduce((sum, policy) => sum + policy.annualPremium, 0),
      activeCount: count('active'),
      pendingCount: count('pending'),
      endedCount: count('ended'),
    },
  };
}

/** One policy of the holder; another holder's id is indistinguishable from a missing one. */
export async function getPolicy(db: DbOrTx, holder: string, id: string): Promise<Policy> {
  const row = await findPolicyRow(db, holder, id);
  if (!row) throw notFound('PolicyNotFound', 'No such policy');
  const [policy] = await assemble(db, [row]);
  return policy!;
}

/** The people a policy covers (F plús family, card travel cover). */
export async function insuredPersons(db: DbOrTx, policyIds: string[]) {
  return insuredPersonRows(db, policyIds);
}

export { listPolicyRows, type PolicyRow };

// ---- Benefits ------------------------------------------------------------------------------

function yearsBetween(fromIso: string, toIso: string): number {
  const [fy, fm, fd] = fromIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = toIso.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/**
 * What the customer gets beyond the cover itself, derived from their policy mix: the loyalty
 * discount by years as a customer, the bundle discount for home + car + personal cover,
 * roadside assistance per car, the no-claims bonus, and services that come with home, travel and
 * health policies.
 */
/**
 * The roadside service's number as the content's roadside page prints it in each language, for the
 * sentence ending each car's roadside benefit; empty when the page has none.
 */
async function roadsidePhone(contentDir: string): Promise<LocalizedText> {
  const snapshot = await (await openContentStore(contentDir)).current();
  const label = (language: ServerLanguage) => carHelp(snapshot, language).call?.phone.label ?? '';
  return { is: label('is'), en: label('en') };
}

export async function benefits(
  db: DbOrTx,
  holder: string,
  contentDir: string,
): Promise<BenefitsResponse> {
  const rows = await listPolicyRows(db, holder);
  const today = todayInIceland();
  const live = rows.filter(
    (row) => effectiveStatus(row.status, row.period_start, row.period_end, today) !== 'ended',
  );
  const since = rows.map((row) => row.inception_date).sort()[0];
  const customerYears = since ? Math.max(0, yearsBetween(since, today)) : 0;
  const result: Benefit[] = [];
  let totalDiscountPercent = 0;

  const loyalty = customerYears >= 10 ? 10 : customerYears >= 5 ? 7 : customerYears >= 2 ? 4 : 0;
  if (loyalty > 0) {
    totalDiscountPercent += loyalty;
    result.push({
      id: 'loyalty',
      kind: 'loyalty_discount',
      title: text('Tryggðarafsláttur', 'Loyalty discount'),
      description: text(
        `Þú hefur verið hjá okkur í ${customerYears} ár og færð ${loyalty}% afslátt af iðgjöldum.`,
        `You have been with us for ${customerYears} years and get ${loyalty}% off your premiums.`,
      ),
      discountPercent: loyalty,
      policyIds: [],
    });
  }

  const kinds = new Set(live.map((row) => row.product_kind));
  const personal = ['accident', 'life', 'health'].some((kind) => kinds.has(kind));
  if (kinds.has('car') && (kinds.has('home') || kinds.has('property')) && personal) {
    totalDiscountPercent += 5;
    result.push({
      id: 'bundle',
      kind: 'bundle_discount',
      title: text('Samsetningarafsláttur', 'Bundle discount'),
      description: text(
        'Heimilis-, bíla- og persónutryggingar á einum stað: 5% afsláttur af öllum iðgjöldum.',
        'Home, car and personal cover in one place: 5% off every premium.',
      ),
      discountPercent: 5,
      policyIds: live.map((row) => row.id),
    });
  }

  const claimDates = await claimDatesByPolicy(db, holder);
  const roadside = live.some((row) => row.product_kind === 'car')
    ? await roadsidePhone(contentDir)
    : { is: '', en: '' };
  const threeYearsAgo = `${Number(today.slice(0, 4)) - 3}${today.slice(4)}`;
  for (const car of live.filter((row) => row.product_kind === 'car')) {
    const registration = car.insured_object_is.split(', ').pop() ?? car.insured_object_is;
    result.push({
      id: `roadside-${car.id}`,
      kind: 'roadside_assistance',
      title: text(`Vegaaðstoð fyrir ${registration}`, `Roadside assistance for ${registration}`),
      description: text(
        `Aðstoð allan sólarhringinn um allt land: start, dekkjaskipti, eldsneyti og flutningur á verkstæði.${roadside.is ? ` Sími ${roadside.is}.` : ''}`,
        `Help around the clock anywhere in Iceland: jump start, tyre change, fuel and towing to a garage.${roadside.en ? ` Phone ${roadside.en}.` : ''}`,
      ),
      discountPercent: null,
      policyIds: [car.id],
    });
    const recentClaim = claimDates.some(
      (claim) => claim.policy_id === car.id && claim.incident_date >= threeYearsAgo,
    );
    if (!recentClaim) {
      result.push({
        id: `no-claims-${car.id}`,
        kind: 'no_claims_bonus',
        title: text(`Tjónleysisbónus ${registration}`, `No-claims bonus ${registration}`),
        description: text(
          'Ekkert tjón í þrjú ár: 15% lægra iðgjald af ábyrgðar- og kaskótryggingu.',
          'No claims for three years: 15% lower premium on liability and comprehensive cover.',
        ),
        discountPercent: 15,
        policyIds: [car.id],
      });
    }
  }

  const services: [string, Benefit['title'], Benefit['description']][] = [
    [
      'home',
      text('Neyðarþjónusta heimilisins', 'Home emergency service'),
      text(
        'Pípari, rafvirki eða lásasmiður á vettvang innan tveggja klukkustunda vegna vatnstjóns, rafmagnsbilunar eða útilokunar.',
        'A plumber, electrician or locksmith on site within two hours after water damage, a power fault or a lock-out.',
      ),
    ],
    [
      'travel',
      text('Neyðaraðstoð erlendis', 'Emergency assistance abroad'),
      text(
        'SOS International svarar allan sólarhringinn á íslensku og ensku: +45 7010 5050.',
        'SOS International answers around the clock in Icelandic and English: +45 7010 5050.',
      ),
    ],
    [
      'health',
      text('Heilsuráðgjöf og sálfræðiaðstoð', 'Health advice and counselling'),
      text(
        'Allt að fimm viðtöl á ári hjá sálfræðingi og símaráðgjöf hjúkrunarfræðings án endurgjalds.',
        'Up to five sessions a year with a psychologist and a nurse advice line at no charge.',
      ),
    ],
  ];
  for (const [kind, title, description] of services) {
    const matching = live.filter(
      (row) => row.product_kind === kind || (kind === 'travel' && row.travel_plan !== null),
    );
    if (matching.length === 0) continue;
    result.push({
      id: `service-${kind}`,
      kind: 'included_service',
      title,
      description,
      discountPercent: null,
      policyIds: matching.map((row) => row.id),
    });
  }

  return { benefits: result, customerYears, totalDiscountPercent };
}

// ---- PDFs ----------------------------------------------------------------------------------

const t = (lang: ServerLanguage) => translator(lang, 'portal-documents');

function statusLabel(status: PolicyStatus, lang: ServerLanguage) {
  return t(lang)(`policyStatus.${status}`);
}

export function policyOverviewPdf(
  overview: PolicyOverviewResponse,
  party: ActingParty,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  const tr = t(lang);
  const sections: PdfSection[] = [
    {
      kind: 'keyValues',
      rows: [
        [tr('label.policyholder'), party.fullName],
        [tr('label.kennitala'), formatKennitala(party.kennitala)],
        [tr('label.date'), formatDate(todayInIceland(), lang)],
        [tr('label.annualPremiumTotal'), formatIsk(overview.totals.annualPremium, lang)],
      ],
    },
    {
      kind: 'table',
      columns: [
        { label: tr('label.policyNumber'), width: 90 },
        { label: tr('label.product'), width: 110 },
        { label: tr('label.insuredObject'), width: 140 },
        { label: tr('label.period'), width: 110 },
        { label: tr('label.status'), width: 55 },
        { label: tr('label.annualPremium'), width: 80, align: 'right' },
      ],
      rows: overview.policies.map((policy) => [
        policy.number,
        policy.product.name[lang],
        policy.insuredObject[lang],
        formatPeriod(policy.periodStart, policy.periodEnd, lang),
        statusLabel(policy.status, lang),
        formatIsk(policy.annualPremium, lang),
      ]),
      emptyText: tr('policyOverview.empty'),
    },
  ];
  return renderPdf({ lang, contact, title: tr('policyOverview.title'), sections });
}

export function policyPdf(
  policy: Policy,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  const tr = t(lang);
  return renderPdf({
    lang,
    contact,
    title: tr('policy.title', { product: policy.product.name[lang] }),
    subtitle: policy.number,
    sections: [
      {
        kind: 'keyValues',
        rows: [
          [tr('label.policyNumber'), policy.number],
          [tr('label.policyholder'), policy.holderName],
          [tr('label.kennitala'), formatKennitala(policy.holderSsn)],
          [tr('label.product'), `${policy.product.name[lang]} (${policy.product.code})`],
          [tr('label.insuredObject'), policy.insuredObject[lang]],
          [tr('label.period'), formatPeriod(policy.periodStart, policy.periodEnd, lang)],
          [tr('label.status'), statusLabel(policy.status, lang)],
          [tr('label.annualPremium'), formatIsk(policy.annualPremium, lang)],
          [tr('label.paymentFrequency'), tr(`frequency.${policy.paymentFrequency}`)],
        ],
      },
      { kind: 'heading', text: tr('policy.coverages') },
      {
        kind: 'table',
        columns: [
          { label: tr('label.coverage'), width: 220 },
          { label: tr('label.sumInsured'), width: 110, align: 'right' },
          { label: tr('label.deductible'), width: 110, align: 'right' },
        ],
        rows: policy.coverages.map((coverage) => [
          coverage.name[lang],
          coverage.sumInsured === null
            ? tr('label.notApplicable')
            : formatIsk(coverage.sumInsured, lang),
          coverage.deductible === null ? tr('label.none') : formatIsk(coverage.deductible, lang),
        ]),
        emptyText: tr('policy.noCoverages'),
      },
      { kind: 'paragraphs', paragraphs: [tr('policy.termsNote')] },
    ],
  });
}
