import type {
  ClaimDraft,
  ClaimDraftCreated,
  ClaimDraftFile,
  ClaimReported,
  ClaimReporterProfile,
} from '../../../domain/api/claim-report';
import { CLAIM_DRAFT_KEY_HEADER, CLAIM_REPORT_API } from '../../../domain/api/claim-report-paths';
import { ATTACHMENT_FIELD } from '../../../domain/attachments';
import type {
  ClaimReportStep,
  ClaimReportType,
} from '../../../domain/forms/claim-report-questions';
import { call, sendFormWithFiles, type UploadProgress } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

/** How the wizard reaches its draft: its id, and its key when the browser holds one. */
export type DraftHandle = { id: string; key: string | null };

const keyHeaders = (draft: DraftHandle) =>
  draft.key ? { [CLAIM_DRAFT_KEY_HEADER]: draft.key } : undefined;

export function fetchReporterProfile(): Promise<ClaimReporterProfile> {
  return call(CLAIM_REPORT_API.mine);
}

export function createDraft(type: ClaimReportType, lang: Language): Promise<ClaimDraftCreated> {
  return call(CLAIM_REPORT_API.drafts, {
    method: 'POST',
    payload: { type, lang },
  });
}

export function fetchDraft(draft: DraftHandle): Promise<ClaimDraft> {
  return call(CLAIM_REPORT_API.draft(draft.id), { headers: keyHeaders(draft) });
}

export function saveDraft(
  draft: DraftHandle,
  save: {
    step: ClaimReportStep;
    type: ClaimReportType | null;
    answers: Record<string, unknown>;
    lang: Language;
  },
): Promise<ClaimDraft> {
  return call(CLAIM_REPORT_API.draft(draft.id), {
    method: 'PUT',
    payload: save,
    headers: keyHeaders(draft),
  });
}

export function uploadDraftFile(
  draft: DraftHandle,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<ClaimDraftFile> {
  const form = new FormData();
  form.append(ATTACHMENT_FIELD, file, file.name);
  return sendFormWithFiles<ClaimDraftFile>(CLAIM_REPORT_API.files(draft.id), form, {
    onProgress,
    headers: keyHeaders(draft),
  });
}

export function removeDraftFile(draft: DraftHandle, fileId: string): Promise<unknown> {
  return call(CLAIM_REPORT_API.file(draft.id, fileId), {
    method: 'DELETE',
    headers: keyHeaders(draft),
  });
}

export function sendResumeLink(draft: DraftHandle, email: string, lang: Language) {
  return call(CLAIM_REPORT_API.resumeLink(draft.id), {
    method: 'POST',
    payload: { email, lang },
    headers: keyHeaders(draft),
  });
}

export function submitDraft(draft: DraftHandle, lang: Language): Promise<ClaimReported> {
  return call(CLAIM_REPORT_API.submit(draft.id), {
    method: 'POST',
    payload: { lang },
    headers: keyHeaders(draft),
  });
}
