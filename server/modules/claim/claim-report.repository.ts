import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import { storeAttachmentContent } from '../cases/cases.repository';

/** SQL only: unfinished claim reports, their files, and the claim a submitted report becomes. */

const draftColumns = [
  'id',
  'key_hash',
  'owner_kennitala',
  'claim_type',
  'step',
  'answers',
  'language',
  'updated_at',
  'expires_at',
  'submitted_claim_id',
] as const;

export type ClaimDraftRow = Awaited<ReturnType<typeof findDraftRow>> & object;

export async function insertDraft(
  db: DbOrTx,
  draft: {
    keyHash: string;
    ownerKennitala: string | null;
    claimType: string | null;
    step: string;
    language: string;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('claim_draft')
    .values({
      key_hash: draft.keyHash,
      owner_kennitala: draft.ownerKennitala,
      claim_type: draft.claimType,
      step: draft.step,
      language: draft.language,
      expires_at: draft.expiresAt,
    })
    .returning(draftColumns)
    .executeTakeFirstOrThrow();
}

/** A draft still open: not submitted and not past its expiry. */
export async function findDraftRow(db: DbOrTx, id: string, lock = false) {
  let query = db
    .selectFrom('claim_draft')
    .select(draftColumns)
    .where('id', '=', id)
    .where('submitted_claim_id', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Gives every draft a signed-in party owns that `keyHash` opens a new key hash nobody holds, so
 * the old key opens nothing. A visitor's own draft (no owner) is left as it is. Answers the drafts
 * changed, with their owners.
 */
export async function replaceOwnedDraftKey(db: DbOrTx, keyHash: string, newKeyHash: string) {
  return db
    .updateTable('claim_draft')
    .set({ key_hash: newKeyHash })
    .where('key_hash', '=', keyHash)
    .where('owner_kennitala', 'is not', null)
    .returning(['id', 'owner_kennitala'])
    .execute();
}

/** A draft already made into a claim, with the claim's number (a submit sent twice answers it). */
export async function findSubmittedDraft(db: DbOrTx, id: string) {
  return db
    .selectFrom('claim_draft as d')
    .innerJoin('claim as c', 'c.id', 'd.submitted_claim_id')
    .select([
      'd.key_hash',
      'd.owner_kennitala',
      'c.id as claim_id',
      'c.number',
      'c.claimant_kennitala',
      'c.reporter_email',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export async function updateDraft(
  db: DbOrTx,
  id: string,
  change: {
    step: string;
    claimType: string | null;
    answers: Record<string, unknown>;
    language: string;
    ownerKennitala: string | null;
    expiresAt: Date;
  },
) {
  return db
    .updateTable('claim_draft')
    .set({
      step: change.step,
      claim_type: change.claimType,
      answers: change.answers,
      language: change.language,
      owner_kennitala: change.ownerKennitala,
      expires_at: change.expiresAt,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(draftColumns)
    .executeTakeFirstOrThrow();
}

export async function draftFileRows(db: DbOrTx, draftId: string) {
  return db
    .selectFrom('claim_draft_file')
    .select(['id', 'file_name', 'content_type', 'size', 'sha256'])
    .where('draft_id', '=', draftId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertDraftFile(
  db: DbOrTx,
  file: { draftId: string; fileName: string; contentType: string; content: Buffer },
) {
  const sha256 = await storeAttachmentContent(db, file.content);
  return db
    .insertInto('claim_draft_file')
    .values({
      draft_id: file.draftId,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.content.length,
      sha256,
    })
    .returning(['id', 'file_name', 'content_type', 'size', 'sha256'])
    .executeTakeFirstOrThrow();
}

export async function deleteDraftFile(db: DbOrTx, draftId: string, fileId: string) {
  const result = await db
    .deleteFrom('claim_draft_file')
    .where('draft_id', '=', draftId)
    .where('id', '=', fileId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The open drafts a customer worked on while signed in, newest first. */
export async function ownedDraftRows(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('claim_draft')
    .select(['id', 'claim_type', 'step', 'updated_at', 'expires_at'])
    .where('owner_kennitala', '=', kennitala)
    .where('submitted_claim_id', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('updated_at', 'desc')
    .execute();
}

/** Removes drafts past their expiry (their files go with them); answers how many. */
export async function deleteExpiredDrafts(db: DbOrTx): Promise<number> {
  const result = await db
    .deleteFrom('claim_draft')
    .where('expires_at', '<=', sql<Date>`now()`)
    .where('submitted_claim_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The claim numbers reported on the site: TJ-<year>-<serial>, serials after the older claims'. */
export async function nextClaimNumber(db: DbOrTx, year: string): Promise<string> {
  const { rows } = await sql<{
    serial: string;
  }>`select nextval('claim_number_seq') as serial`.execute(db);
  return `TJ-${year}-${String(rows[0]!.serial).padStart(6, '0')}`;
}

/** The signed-in customer's policies a claim can be reported on (in force or ended this year). */
export async function claimablePolicyRows(db: DbOrTx, kennitala: string) {
  return db
    .selectFrom('policy')
    .select([
      'id',
      'number',
      'product_kind',
      'product_name_is',
      'product_name_en',
      'insured_object_is',
      'insured_object_en',
    ])
    .where('holder_kennitala', '=', kennitala)
    .where('status', '!=', 'pending')
    .where('period_end', '>=', sql<string>`current_date - interval '1 year'`)
    .orderBy('number')
    .execute();
}

export async function findPolicyByNumber(db: DbOrTx, number: string) {
  return db
    .selectFrom('policy')
    .select(['id', 'holder_kennitala'])
    .where('number', '=', number)
    .executeTakeFirst();
}

export async function insertReportedClaim(
  db: DbOrTx,
  claim: {
    number: string;
    claimantKennitala: string | null;
    insuredKennitala: string;
    policyId: string | null;
    claimType: string;
    titleIs: string;
    titleEn: string;
    description: string;
    incidentDate: string;
    reportedDate: string;
    estimatedAmount: number | null;
    reporterName: string;
    reporterEmail: string;
    report: Record<string, unknown>;
    language: string;
    nextStepIs: string;
    nextStepEn: string;
    nextStepDate: string;
    /** 'pending' when someone else reported it about a customer, who must confirm it. */
    holderConfirmation?: 'pending' | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('claim')
    .values({
      number: claim.number,
      claimant_kennitala: claim.claimantKennitala,
      insured_kennitala: claim.insuredKennitala,
      policy_id: claim.policyId,
      claim_type: claim.claimType,
      title_is: claim.titleIs,
      title_en: claim.titleEn,
      // What the reporter wrote, in the language they wrote it: the same text in both columns.
      description_is: claim.description,
      description_en: claim.description,
      incident_date: claim.incidentDate,
      reported_date: claim.reportedDate,
      status: 'reported',
      next_step_is: claim.nextStepIs,
      next_step_en: claim.nextStepEn,
      next_step_date: claim.nextStepDate,
      estimated_amount: claim.estimatedAmount,
      reporter_name: claim.reporterName,
      reporter_email: claim.reporterEmail,
      report: claim.report,
      language: claim.language,
      holder_confirmation: claim.holderConfirmation ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('claim_status_event')
    .values({
      claim_id: row.id,
      seq: 1,
      status: 'reported',
      occurred_on: claim.reportedDate,
    })
    .execute();
  return row.id;
}

/** The draft's files become the claim's (the bytes are stored once and stay where they are). */
export async function moveDraftFilesToClaim(db: DbOrTx, draftId: string, claimId: string) {
  const files = await draftFileRows(db, draftId);
  if (files.length === 0) return files;
  await db
    .insertInto('claim_attachment')
    .values(
      files.map((file) => ({
        claim_id: claimId,
        file_name: file.file_name,
        content_type: file.content_type,
        size: file.size,
        sha256: file.sha256,
        added_by: 'reporter' as const,
      })),
    )
    .execute();
  return files;
}

export async function markDraftSubmitted(db: DbOrTx, draftId: string, claimId: string) {
  await db
    .updateTable('claim_draft')
    .set({ submitted_claim_id: claimId, updated_at: sql<Date>`now()` })
    .where('id', '=', draftId)
    .execute();
}
