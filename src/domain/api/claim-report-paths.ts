/**
 * The claim reporting API's paths, for the wizard and the tests. A plain module, so the page's
 * bundle can use them without the TypeBox declarations in claim-report.ts.
 */
import type {
  ClaimDraft,
  ClaimDraftCreated,
  ClaimDraftFile,
  ClaimReported,
  ClaimReporterProfile,
  CreateClaimDraftBody,
  ResumeLinkBody,
  ResumeLinkSent,
  SaveClaimDraftBody,
  SubmitClaimBody,
} from './claim-report';
import { endpoint, type Delete, type Get, type NoContent, type Post, type Put } from './endpoint';

/** One draft's path, or a path under it. */
const draftPath = (id: string, under = '') =>
  `/api/claimreport/v1/drafts/${encodeURIComponent(id)}/${under}`;

export const CLAIM_REPORT_API = {
  mine: endpoint<Get<ClaimReporterProfile>>('/api/claimreport/v1/mine/'),
  drafts: endpoint<Post<CreateClaimDraftBody, ClaimDraftCreated>>('/api/claimreport/v1/drafts/'),
  draft: (id: string) =>
    endpoint<Get<ClaimDraft> & Put<SaveClaimDraftBody, ClaimDraft>>(draftPath(id)),
  files: (id: string) => endpoint<Post<FormData, ClaimDraftFile>>(draftPath(id, 'files/')),
  file: (id: string, fileId: string) =>
    endpoint<Delete<NoContent>>(draftPath(id, `files/${encodeURIComponent(fileId)}/`)),
  resumeLink: (id: string) =>
    endpoint<Post<ResumeLinkBody, ResumeLinkSent>>(draftPath(id, 'resumelink/')),
  submit: (id: string) => endpoint<Post<SubmitClaimBody, ClaimReported>>(draftPath(id, 'submit/')),
} as const;

/**
 * The claims app's logout, at the address the old claims application had: the portal's sign-out
 * posts here (with the draft's key, when this browser holds one) before it forgets the draft.
 */
export const CLAIM_REPORT_LOGOUT = '/tjonstilkynningar/rest/auth/logout/';

/** The header that carries a draft's key. */
export const CLAIM_DRAFT_KEY_HEADER = 'x-claim-draft-key';

/** The query parameter of the resume link: `?drog=<draft id>.<key>`. */
export const CLAIM_DRAFT_QUERY = 'drog';

/** The wizard's page in each language (the resume link the server mails points here). */
export const CLAIM_REPORT_PAGE = {
  is: '/tjonstilkynningar/',
  en: '/en/report-a-claim/',
} as const;
