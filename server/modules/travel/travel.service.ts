import { randomInt } from 'node:crypto';
import {
  TRAVEL_COVER_KEYS,
  TRAVEL_DESTINATIONS,
  travelCertificatePagePath,
  type PublicTravelCertificateResponse,
  type TravelCertificateRequest,
  type TravelCover,
  type TravelCoverKey,
  type TravelPlan,
  type TravelPlanResponse,
  type TravellerRelation,
} from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { effectiveStatus, insuredPersons } from '../policy/policy.service';
import { coverageRows } from '../policy/policy.repository';
import { renderPdf } from '../../pdf/pdf-layout';
import { text } from '../../portal/shared';
import { todayInIceland } from '../../../src/domain/calendar';
import { findCertificateByCode, insertCertificate, planPolicyRows } from './travel.repository';
import { formatDate, formatIsk, formatKennitala, formatPeriod } from '../../../src/domain/format';
import type { ServiceContact } from '../help/general-config';

/** The longest single trip each plan covers (F plús: 92 days; card cover: 90 days). */
const MAX_TRIP_DAYS: Record<TravelPlan, number> = { ccard: 90, fplus: 92 };

/** Travel-insurance confirmations are for people: a company has none to see. */
export function assertPerson(acting: ActingParty): void {
  if (acting.isCompany)
    throw new AppError(
      'TravelNotForCompanies',
      403,
      'Travel insurance confirmations are for individuals',
    );
}

function birthDateOf(kennitala: string): string {
  const century = { '8': '18', '9': '19', '0': '20' }[kennitala[9] ?? ''] ?? '19';
  return `${century}${kennitala.slice(4, 6)}-${kennitala.slice(2, 4)}-${kennitala.slice(0, 2)}`;
}

/** Whether the party holds the plan now, whom it covers and for how much. */
export async function travelPlan(
  db: DbOrTx,
  acting: ActingParty,
  plan: TravelPlan,
): Promise<TravelPlanResponse> {
  assertPerson(acting);
  const today = todayInIceland();
  const policy = (await planPolicyRows(db, acting.kennitala, plan)).find(
    (row) => effectiveStatus(row.status, row.period_start, row.period_end, today) === 'active',
  );
  const empty: TravelPlanResponse = {
    plan,
    hasPlan: false,
    policyId: null,
    policyNumber: null,
    description: null,
    validFrom: null,
    validTo: null,
    maxTripDays: MAX_TRIP_DAYS[plan],
    travellers: [],
    covers: [],
    destinations: [],
  };
  if (!policy) return empty;
  const [people, coverages] = await Promise.all([
    insuredPersons(db, [policy.id]),
    coverageRows(db, [policy.id]),
  ]);
  const relationOrder: Record<TravellerRelation, number> = { self: 0, spouse: 1, child: 2 };
  const travellers = (
    people.length
      ? people.map((person) => ({
          ssn: person.kennitala,
          name: person.full_name,
          relation: person.relation,
          birthDate: person.birth_date,
        }))
      : [
          {
            ssn: acting.kennitala,
            name: acting.fullName,
            relation: 'self' as const,
            birthDate: birthDateOf(acting.kennitala),
          },
        ]
  ).sort(
    (a, b) =>
      relationOrder[a.relation] - relationOrder[b.relation] ||
      a.birthDate.localeCompare(b.birthDate),
  );
  const covers: TravelCover[] = coverages
    .filter((coverage) => TRAVEL_COVER_KEYS.includes(coverage.code as TravelCoverKey))
    .map((coverage) => ({
      key: coverage.code as TravelCoverKey,
      name: text(coverage.name_is, coverage.name_en),
      amount: coverage.sum_insured ?? 0,
    }));
  return {
    plan,
    hasPlan: true,
    policyId: policy.id,
    policyNumber: policy.number,
    description:
      plan === 'ccard'
        ? text(policy.insured_object_is, policy.insured_object_en)
        : text(policy.product_name_is, policy.product_name_en),
    validFrom: policy.period_start,
    validTo: policy.period_end,
    maxTripDays: MAX_TRIP_DAYS[plan],
    travellers,
    covers,
    destinations: [...TRAVEL_DESTINATIONS],
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'K7QM-4XPD-2R9T': 60 random bits, no look-alike letters, easy to read out on the phone. */
export function newVerificationCode(): string {
  let code = '';
  for (let index = 0; index < 12; index += 1) code += CROCKFORD[randomInt(32)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}

/** Accepts the code with or without hyphens, any case; null when it cannot be one. */
export function normalizeCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/-/g, '');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(compact)) return null;
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8, 12)}`;
}

function tripDays(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export type IssuedCertificate = {
  code: string;
  pdf: Buffer;
  fileName: string;
  travellerName: string;
};

/**
 * Checks the trip against the plan, stores the certificate and renders it. The plan must be in
 * force, the traveller covered by it, the trip not over, inside the plan's period and no longer
 * than the plan allows.
 */
export async function issueCertificate(
  db: DbOrTx,
  acting: ActingParty,
  request: TravelCertificateRequest,
  options: { lang: ServerLanguage; siteUrl: string; contact: ServiceContact },
): Promise<IssuedCertificate> {
  const plan = await travelPlan(db, acting, request.plan);
  if (!plan.hasPlan || !plan.policyId)
    throw notFound('TravelPlanNotFound', 'The party has no such travel cover in force');
  const traveller = plan.travellers.find((person) => person.ssn === request.travellerSsn);
  if (!traveller)
    throw badRequest('TravellerNotCovered', 'The traveller is not covered by this plan', {
      travellerSsn: ['travellerNotCovered'],
    });
  const today = todayInIceland();
  const problems: Record<string, string[]> = {};
  if (request.endDate < request.startDate) problems.endDate = ['endBeforeStart'];
  else if (request.endDate < today) problems.endDate = ['tripOver'];
  else if (tripDays(request.startDate, request.endDate) > plan.maxTripDays)
    problems.endDate = ['tripTooLong'];
  if (plan.validFrom && request.startDate < plan.validFrom) problems.startDate = ['outsideCover'];
  if (plan.validTo && request.endDate > plan.validTo) problems.endDate = ['outsideCover'];
  if (Object.keys(problems).length > 0)
    throw badRequest('InvalidTravelDates', 'The trip does not fit the travel cover', problems);

  const code = newVerificationCode();
  await insertCertificate(db, {
    code,
    party_kennitala: acting.kennitala,
    policy_id: plan.policyId,
    plan: request.plan,
    traveller_kennitala: traveller.ssn,
    traveller_name: traveller.name,
    start_date: request.startDate,
    end_date: request.endDate,
    destination: request.destination,
    cover_amounts: plan.covers.map((cover) => ({
      key: cover.key,
      nameIs: cover.name.is,
      nameEn: cover.name.en,
      amount: cover.amount,
    })),
  });

  const lang = options.lang;
  const t = translator(lang, 'portal-documents');
  const verifyUrl = `${options.siteUrl}${travelCertificatePagePath(code)}`;
  const pdf = await renderPdf({
    lang,
    contact: options.contact,
    title: t('travel.title'),
    subtitle: t(`travelPlan.${request.plan}`),
    sections: [
      { kind: 'paragraphs', paragraphs: [t('travel.confirms', { name: traveller.name })] },
      {
        kind: 'keyValues',
        rows: [
          [t('label.traveller'), traveller.name],
          [t('label.kennitala'), formatKennitala(traveller.ssn)],
          [t('label.birthDate'), formatDate(traveller.birthDate, lang)],
          [t('label.policyholder'), acting.fullName],
          [t('label.policyNumber'), plan.policyNumber ?? ''],
          [
            t('label.plan'),
            `${t(`travelPlan.${request.plan}`)}: ${plan.description?.[lang] ?? ''}`,
          ],
          [t('label.travelPeriod'), formatPeriod(request.startDate, request.endDate, lang)],
          [t('label.destination'), t(`destination.${request.destination}`)],
          [t('label.verificationCode'), code],
          [t('label.issued'), formatDate(today, lang)],
        ],
      },
      { kind: 'heading', text: t('travel.covers') },
      {
        kind: 'table',
        columns: [
          { label: t('label.coverage'), width: 300 },
          { label: t('label.amount'), width: 140, align: 'right' },
        ],
        rows: plan.covers.map((cover) => [cover.name[lang], formatIsk(cover.amount, lang)]),
      },
      { kind: 'paragraphs', paragraphs: [t('travel.emergency')] },
      { kind: 'qr', text: verifyUrl, caption: t('travel.verify') },
    ],
  });
  return {
    code,
    pdf,
    fileName: `${t('file.travelCertificate')} ${traveller.name}.pdf`,
    travellerName: traveller.name,
  };
}

/** 'Ari Guðrúnarson' -> 'Ari G.': enough to match a passport, not enough to identify anyone. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.slice(0, 1)}.` : first;
}

export async function verifyCertificate(
  db: DbOrTx,
  input: string,
): Promise<PublicTravelCertificateResponse> {
  const code = normalizeCode(input);
  const row = code ? await findCertificateByCode(db, code) : undefined;
  if (!row) throw notFound('CertificateNotFound', 'No certificate with that code');
  const valid = row.end_date >= todayInIceland();
  return {
    code: row.code,
    valid,
    status: valid ? 'valid' : 'expired',
    travellerName: shortName(row.traveller_name),
    plan: row.plan,
    startDate: row.start_date,
    endDate: row.end_date,
    destination: row.destination,
    issuedAt: new Date(row.issued_at).toISOString(),
  };
}
