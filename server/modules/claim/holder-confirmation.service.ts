import type { Db, DbOrTx } from '../../db/database';
import { AppError, notFound } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import type { Mailer } from '../../mail/mailer';
import type { ClaimsAwaitingHolder, HolderDecisionRequest } from '../../../src/domain/api/claim';
import { recordAuditEvent } from '../audit/audit.repository';
import { findPolicyByNumber } from './claim-report.repository';
import {
  awaitingHolderRows,
  holderContact,
  pendingClaimOfHolder,
  recordHolderAnswer,
} from './holder-confirmation.repository';

/**
 * Someone reports a claim naming a customer as the insured, and that someone is not the customer
 * signed in: anyone can type a kennitala, a payout account and their own e-mail. Such a claim is
 * "pending": the handler sees it as unverified, it stays out of the holder's claims and off their
 * policy, and it cannot be approved or paid, until the holder, signed in themself, confirms it.
 */
export async function needsHolderConfirmation(
  db: DbOrTx,
  insured: string,
  reporter: { kennitala: string } | null,
): Promise<boolean> {
  if (reporter?.kennitala === insured) return false;
  return (await holderContact(db, insured)) !== undefined;
}

/** Statuses a claim cannot reach while its holder has not confirmed it: a decision to pay. */
export const HELD_UNTIL_CONFIRMED = ['approved', 'paid'] as const;

export const CLAIM_AWAITS_HOLDER = 'ClaimAwaitsHolderConfirmation';

/**
 * The holder hears of it at their own verified address, never the reporter's: the claim's number
 * and kind, and that they confirm or reject it on My Skjól. Nobody is told when no address of
 * theirs is verified; the handler sees the claim as unverified either way.
 */
export async function tellHolder(
  db: DbOrTx,
  mailer: Mailer,
  claim: { number: string; insured: string; title: { is: string; en: string } },
  language: ServerLanguage,
): Promise<void> {
  const holder = await holderContact(db, claim.insured);
  if (!holder?.email || !holder.email_verified_at) return;
  const t = translator(language, 'claimReport');
  await mailer.send({
    to: holder.email,
    subject: t('holderMail.subject', { claimNumber: claim.number }),
    text: [
      t('holderMail.greeting', { name: holder.full_name }),
      '',
      t('holderMail.intro', { claimNumber: claim.number, title: claim.title[language] }),
      t('holderMail.confirm'),
      t('holderMail.notYou'),
      '',
      t('mail.signature'),
    ].join('\n'),
  });
}

/** Claims others reported naming the acting person, still waiting for them. */
export async function claimsAwaitingHolder(
  db: DbOrTx,
  kennitala: string,
): Promise<ClaimsAwaitingHolder> {
  const rows = await awaitingHolderRows(db, kennitala);
  return {
    claims: rows.map((row) => ({
      id: row.id,
      number: row.number,
      title: { is: row.title_is, en: row.title_en },
      incidentDate: row.incident_date,
      reportedDate: row.reported_date,
      reporterName: row.reporter_name,
      description: row.description_is,
    })),
  };
}

/**
 * The holder answers. Only the holder, signed in as themself: neither someone acting through a
 * grant nor an employee acting for them may confirm a claim that would reach their policy and
 * payouts (403, audited). Confirmed, the claim joins their claims and their policy, and the
 * handler may decide it; rejected, it stays with its reporter only.
 */
export async function decideAsHolder(
  db: Db,
  acting: ActingParty,
  actor: string,
  id: string,
  request: HolderDecisionRequest,
): Promise<{ holderConfirmation: 'confirmed' | 'rejected' }> {
  if (acting.via !== 'self') {
    await recordAuditEvent(db, {
      action: 'claim.holderDecisionRefused',
      actor,
      subject: acting.kennitala,
      detail: { claimId: id, via: acting.via },
    });
    throw new AppError(
      'HolderConfirmationNotAllowedWhenActing',
      403,
      'Only the policy holder, signed in themself, confirms a claim reported in their name',
    );
  }
  return db.transaction().execute(async (trx) => {
    const claim = await pendingClaimOfHolder(trx, acting.kennitala, id);
    if (!claim) throw notFound('ClaimNotFound', 'No such claim waits for you');
    const confirmed = request.decision === 'confirm';
    const policyNumber = (claim.report as { policy?: { policyNumber?: string } } | null)?.policy
      ?.policyNumber;
    const policy =
      confirmed && policyNumber ? await findPolicyByNumber(trx, policyNumber) : undefined;
    await recordHolderAnswer(
      trx,
      id,
      confirmed
        ? {
            confirmed,
            claimant: claim.claimant_kennitala ?? acting.kennitala,
            policyId: policy?.holder_kennitala === acting.kennitala ? policy.id : undefined,
          }
        : { confirmed },
    );
    await recordAuditEvent(trx, {
      action: confirmed ? 'claim.holderConfirmed' : 'claim.holderRejected',
      actor,
      subject: acting.kennitala,
      detail: { claimNumber: claim.number },
    });
    return { holderConfirmation: confirmed ? 'confirmed' : 'rejected' };
  });
}
