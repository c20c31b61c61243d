import { ATTACHMENT_LIMITS } from './attachments';
import type { ClaimStatus } from './api/values';

/**
 * How a claim moves while it is handled. The steps the customer sees are Received → In review →
 * Waiting for customer → Decided (approved or rejected) → Paid / Closed; a handler may ask the
 * customer straight from Received (the report lacks something plain), go back from waiting to
 * review (the customer answered by phone) and decide straight from review. The
 * server refuses anything else with 409, the staff screen offers only these.
 */
export const CLAIM_TRANSITIONS: Readonly<Record<ClaimStatus, readonly ClaimStatus[]>> = {
  reported: ['in_review', 'awaiting_documents'],
  in_review: ['awaiting_documents', 'approved', 'rejected'],
  awaiting_documents: ['in_review', 'approved', 'rejected'],
  approved: ['paid', 'closed'],
  rejected: ['closed'],
  paid: ['closed'],
  closed: [],
};

export function mayMoveClaim(from: ClaimStatus, to: ClaimStatus): boolean {
  return CLAIM_TRANSITIONS[from].includes(to);
}

/** Moving here needs a question to the customer (kept as a message they answer). */
export const QUESTION_REQUIRED: readonly ClaimStatus[] = ['awaiting_documents'];
/** A decision carries a note that explains it. */
export const NOTE_REQUIRED: readonly ClaimStatus[] = ['approved', 'rejected'];

/** The longest message or note either side may write (the server's limit too). */
export const CLAIM_MESSAGE_MAX_LENGTH = 4000;

/**
 * What one send from the customer may carry besides the text: a few photos or documents, each as
 * large as the report takes, together within what one upload holds. The claim's own totals
 * (CLAIM_FOLLOW_UP_LIMITS) still apply on top.
 */
export const CLAIM_REPLY_FILE_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 15 * 1024 * 1024,
  maxTotalBytes: ATTACHMENT_LIMITS.maxTotalBytes,
} as const;

/** Error codes the handling answers with (translated in errorCode.json). */
export const CLAIM_TRANSITION_NOT_ALLOWED = 'ClaimTransitionNotAllowed';
export const CLAIM_CLOSED_FOR_CUSTOMER = 'ClaimClosed';

/**
 * What a claim may hold in all, the report's files and the customer's later ones together: the
 * same size per file as the report takes, more of them, as a claim lives longer than its report.
 */
export const CLAIM_FOLLOW_UP_LIMITS = {
  maxFiles: 40,
  maxTotalBytes: 200 * 1024 * 1024,
} as const;
