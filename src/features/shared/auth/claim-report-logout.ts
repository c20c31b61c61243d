import {
  CLAIM_DRAFT_KEY_HEADER,
  CLAIM_REPORT_LOGOUT,
} from '../../../domain/api/claim-report-paths';
import { STORAGE_KEYS } from '../../../lib/api';

/** The draft key in this browser's claim report (the wizard's stored handle), if it holds one. */
function storedDraftKey(): string | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.claimReport) ?? 'null') as {
      handle?: { key?: unknown };
    } | null;
    const key = stored?.handle?.key;
    return typeof key === 'string' && key ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signing out ends the claim reporting's session too. A claim report begun while signed in holds
 * the person's details: the server is told first, so the draft's key (which a link or another tab
 * may still hold) stops opening it, and then this browser forgets the report. The draft stays on
 * the server among the owner's unfinished reports. A failed call does not stop the sign-out.
 */
export async function endClaimReportSession(): Promise<void> {
  const key = storedDraftKey();
  await fetch(CLAIM_REPORT_LOGOUT, {
    method: 'POST',
    headers: key ? { [CLAIM_DRAFT_KEY_HEADER]: key } : {},
    credentials: 'same-origin',
  }).catch(() => undefined);
  try {
    window.localStorage.removeItem(STORAGE_KEYS.claimReport);
  } catch {
    // Storage refused (private mode): there is nothing kept to forget.
  }
}
