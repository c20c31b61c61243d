import {
  CLAIM_STATUSES,
  OPEN_CLAIM_STATUSES,
  type Claim,
  type ClaimStatus,
  type ClaimsResponse,
  type ProductKind,
} from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { renderPdf, type PdfSection } from '../../pdf/pdf-layout';
import { text } from '../../portal/shared';
import { todayInIceland } from '../../../src/domain/calendar';
import {
  findClaimRow,
  listClaimRows,
  paymentRows,
  statusEventRows,
  type ClaimRow,
} from './claim.repository';
import { followUpOf } from './claim-follow-up';
import { formatDate, formatIsk, formatKennitala } from '../../../src/domain/format';
import type { ServiceContact } from '../help/general-config';

export async function assembleClaims(db: DbOrTx, rows: ClaimRow[]): Promise<Claim[]> {
  const ids = rows.map((row) => row.id);
  const [events, payments, followUp] = await Promise.all([
    statusEventRows(db, ids),
    paymentRows(db, ids),
    followUpOf(db, rows),
  ]);
  return rows.map((row) => {
    const own = payments.filter((payment) => payment.claim_id === row.id);
    return {
      id: row.id,
      number: row.number,
      policyId: row.policy_id,
      policyNumber: row.policy_number,
      productKind: (row.product_kind as ProductKind | null) ?? null,
      title: text(row.title_is, row.title_en),
      description: text(row.description_is, row.description_en),
      incidentDate: row.incident_date,
      reportedDate: row.reported_date,
      status: row.status as ClaimStatus,
      timeline: events
        .filter((event) => event.claim_id === row.id)
        .map((event) => ({
          status: event.status as ClaimStatus,
          date: event.occurred_on,
          note:
            event.note_is !== null && event.note_en !== null
              ? text(event.note_is, event.note_en)
              : null,
        })),
      nextStep:
        row.next_step_is !== null && row.next_step_en !== null
          ? { text: text(row.next_step_is, row.next_step_en), date: row.next_step_date }
          : null,
      handler:
        row.handler_name !== null
          ? {
              name: row.handler_name,
              phone: row.handler_phone ?? '',
              email: row.handler_email ?? '',
            }
          : null,
      estimatedAmount: row.estimated_amount,
      payments: own.map((payment) => ({
        id: payment.id,
        date: payment.paid_on,
        amount: payment.amount,
        payee: payment.payee,
        description: text(payment.description_is, payment.description_en),
      })),
      totalPaid: own.reduce((sum, payment) => sum + payment.amount, 0),
      ...followUp.get(row.id)!,
    };
  });
}

export async function claimsOverview(db: DbOrTx, claimant: string): Promise<ClaimsResponse> {
  const claims = await assembleClaims(db, await listClaimRows(db, claimant));
  const counts = Object.fromEntries(CLAIM_STATUSES.map((status) => [status, 0])) as Record<
    ClaimStatus,
    number
  >;
  for (const claim of claims) counts[claim.status] += 1;
  return {
    claims,
    counts,
    openCount: claims.filter((claim) => OPEN_CLAIM_STATUSES.includes(claim.status)).length,
  };
}

/** One claim of the claimant; another customer's id is indistinguishable from a missing one. */
export async function getClaim(db: DbOrTx, claimant: string, id: string): Promise<Claim> {
  const row = await findClaimRow(db, claimant, id);
  if (!row) throw notFound('ClaimNotFound', 'No such claim');
  const [claim] = await assembleClaims(db, [row]);
  return claim!;
}

export function claimsOverviewPdf(
  overview: ClaimsResponse,
  party: ActingParty,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  const t = translator(lang, 'portal-documents');
  const sections: PdfSection[] = [
    {
      kind: 'keyValues',
      rows: [
        [t('label.claimant'), party.fullName],
        [t('label.kennitala'), formatKennitala(party.kennitala)],
        [t('label.date'), formatDate(todayInIceland(), lang)],
        [t('label.openClaims'), String(overview.openCount)],
      ],
    },
    {
      kind: 'table',
      columns: [
        { label: t('label.claimNumber'), width: 95 },
        { label: t('label.claim'), width: 150 },
        { label: t('label.reported'), width: 90 },
        { label: t('label.status'), width: 90 },
        { label: t('label.paid'), width: 80, align: 'right' },
      ],
      rows: overview.claims.map((claim) => [
        claim.number,
        claim.title[lang],
        formatDate(claim.reportedDate, lang),
        t(`claimStatus.${claim.status}`),
        formatIsk(claim.totalPaid, lang),
      ]),
      emptyText: t('claimsOverview.empty'),
    },
  ];
  for (const claim of overview.claims.filter((c) => c.nextStep)) {
    sections.push({ kind: 'heading', text: `${claim.number}: ${claim.title[lang]}` });
    sections.push({
      kind: 'keyValues',
      rows: [
        [t('label.nextStep'), claim.nextStep!.text[lang]],
        ...(claim.nextStep!.date
          ? ([[t('label.expectedBy'), formatDate(claim.nextStep!.date, lang)]] as [
              string,
              string,
            ][])
          : []),
        ...(claim.handler
          ? ([
              [
                t('label.handler'),
                `${claim.handler.name}, ${claim.handler.phone}, ${claim.handler.email}`,
              ],
            ] as [string, string][])
          : []),
      ],
    });
  }
  return renderPdf({ lang, contact, title: t('claimsOverview.title'), sections });
}
