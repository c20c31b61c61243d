import { randomBytes } from 'node:crypto';
import type {
  ClaimDraft,
  ClaimDraftCreated,
  ClaimDraftFile,
  ClaimDraftList,
  ClaimReported,
  SaveClaimDraftBody,
} from '../../../src/domain/api/claim-report';
import { CLAIM_DRAFT_QUERY, CLAIM_REPORT_PAGE } from '../../../src/domain/api/claim-report-paths';
import { addDaysIso, todayInIceland } from '../../../src/domain/calendar';
import {
  CLAIM_DRAFT_DAYS,
  CLAIM_DRAFT_MAX_BYTES,
  CLAIM_FILE_LIMITS,
  claimReportSchema,
  estimatedTotal,
  insuredKennitalaOf,
  isClaimReportType,
  type ClaimReport,
  type ClaimReportStep,
  type ClaimReportType,
} from '../../../src/domain/forms/claim-report';
import { validateWith } from '../../../src/domain/forms/validate';
import { formatDate, formatIsk, formatKennitala, formatPhone } from '../../../src/domain/format';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import type { Mailer } from '../../mail/mailer';
import { renderPdf, type PdfSection } from '../../pdf/pdf-layout';
import { hashToken, matchesTokenHash } from '../../security/token-hash';
import type { CaseFile } from '../../uploads/attachments';
import { recordAuditEvent } from '../audit/audit.repository';
import { needsHolderConfirmation, tellHolder } from './holder-confirmation.service';
import { currentServiceContact, type ServiceContact } from '../help/general-config';
import {
  claimablePolicyRows,
  deleteDraftFile,
  draftFileRows,
  findDraftRow,
  findSubmittedDraft,
  findPolicyByNumber,
  insertDraft,
  insertDraftFile,
  insertReportedClaim,
  markDraftSubmitted,
  moveDraftFilesToClaim,
  nextClaimNumber,
  ownedDraftRows,
  replaceOwnedDraftKey,
  updateDraft,
  type ClaimDraftRow,
} from './claim-report.repository';

/**
 * Reporting a claim: a draft saved at every step (so nothing typed is lost to a dropped network,
 * a reload or a sign-in), its files checked and stored as they come, and the submit that checks
 * the whole report with the wizard's own rules and makes the claim in one transaction.
 */

export type ClaimReportDeps = {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  siteUrl: string;
  /** The content folder, for the service phone number the mails name. */
  contentDir: string;
};

/** Who is reporting: a visitor (null) or the party a signed-in customer acts for. */
export type Reporter = { kennitala: string; fullName: string } | null;

const draftNotFound = () =>
  notFound('ClaimDraftNotFound', 'No unfinished report with that id and key (it may have expired)');

const expiry = () => new Date(Date.now() + CLAIM_DRAFT_DAYS * 24 * 60 * 60 * 1000);

/** With its key, or as the signed-in party it belongs to. */
function mayOpen(
  draft: { owner_kennitala: string | null; key_hash: string },
  key: string | undefined,
  reporter: Reporter,
): boolean {
  const mine = reporter !== null && draft.owner_kennitala === reporter.kennitala;
  return mine || matchesTokenHash(key, draft.key_hash);
}

/**
 * The draft, if the caller may work on it: with its key, or as the signed-in party it belongs to.
 * Anything else is the same 404 as a draft that does not exist.
 */
export async function openDraft(
  db: DbOrTx,
  id: string,
  key: string | undefined,
  reporter: Reporter,
  lock = false,
): Promise<ClaimDraftRow> {
  const row = await findDraftRow(db, id, lock);
  if (!row) throw draftNotFound();
  if (!mayOpen(row, key, reporter)) throw draftNotFound();
  return row;
}

function toFile(row: { id: string; file_name: string; content_type: string; size: number }) {
  return { id: row.id, name: row.file_name, contentType: row.content_type, size: row.size };
}

async function toDraft(db: DbOrTx, row: ClaimDraftRow, reporter: Reporter): Promise<ClaimDraft> {
  const files = await draftFileRows(db, row.id);
  return {
    id: row.id,
    type: isClaimReportType(row.claim_type) ? row.claim_type : null,
    step: row.step as ClaimReportStep,
    answers: row.answers,
    files: files.map(toFile),
    language: row.language === 'en' ? 'en' : 'is',
    updatedAt: row.updated_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    owned: reporter !== null && row.owner_kennitala === reporter.kennitala,
  };
}

export async function createDraft(
  db: Db,
  reporter: Reporter,
  type: ClaimReportType | undefined,
  language: ServerLanguage,
): Promise<ClaimDraftCreated> {
  const key = randomBytes(24).toString('base64url');
  const row = await insertDraft(db, {
    keyHash: hashToken(key),
    ownerKennitala: reporter?.kennitala ?? null,
    claimType: type ?? null,
    step: type ? 'reporter' : 'type',
    language,
    expiresAt: expiry(),
  });
  return { ...(await toDraft(db, row, reporter)), key };
}

/**
 * The claims app's logout: the key this browser held stops opening a draft that belongs to a
 * signed-in party, so a key left behind on a shared computer (in storage, a copied link or the
 * e-mailed resume link) is worth nothing; the owner reaches the draft by signing in. A visitor's
 * own draft has nothing but its key, so it is left alone. Nothing is told either way.
 */
export async function revokeOwnedDraftKey(db: Db, key: string | undefined): Promise<void> {
  if (!key) return;
  const revoked = await replaceOwnedDraftKey(
    db,
    hashToken(key),
    hashToken(randomBytes(24).toString('base64url')),
  );
  for (const draft of revoked)
    await recordAuditEvent(db, {
      action: 'claim.draftKeyRevoked',
      actor: null,
      subject: draft.owner_kennitala,
      detail: { draftId: draft.id },
    });
}

export async function readDraft(
  db: Db,
  id: string,
  key: string | undefined,
  reporter: Reporter,
): Promise<ClaimDraft> {
  return toDraft(db, await openDraft(db, id, key, reporter), reporter);
}

/**
 * Keeps what the reporter has typed so far, checked for size only (half a step is worth keeping).
 * A signed-in customer who saves a visitor's draft (they signed in half-way) takes it over, so it
 * is in their portal from then on; a draft another customer owns is never taken over.
 */
export async function saveDraft(
  db: Db,
  id: string,
  key: string | undefined,
  reporter: Reporter,
  body: SaveClaimDraftBody,
  language: ServerLanguage,
): Promise<ClaimDraft> {
  if (Buffer.byteLength(JSON.stringify(body.answers)) > CLAIM_DRAFT_MAX_BYTES)
    throw new AppError('ClaimDraftTooLarge', 413, 'The answers are larger than a report can be');
  return db.transaction().execute(async (trx) => {
    const row = await openDraft(trx, id, key, reporter, true);
    const updated = await updateDraft(trx, row.id, {
      step: body.step,
      claimType: body.type,
      answers: body.answers,
      language,
      ownerKennitala: row.owner_kennitala ?? reporter?.kennitala ?? null,
      expiresAt: expiry(),
    });
    return toDraft(trx, updated, reporter);
  });
}

/** One checked file more on the draft, within the report's limits. */
export async function addDraftFile(
  db: Db,
  id: string,
  key: string | undefined,
  reporter: Reporter,
  file: CaseFile,
): Promise<ClaimDraftFile> {
  return db.transaction().execute(async (trx) => {
    const row = await openDraft(trx, id, key, reporter, true);
    const files = await draftFileRows(trx, row.id);
    if (files.length >= CLAIM_FILE_LIMITS.maxFiles)
      throw new AppError('TooManyFiles', 413, 'The report has as many files as it can take', {
        attachments: ['claimReport|tooManyFiles'],
      });
    const total = files.reduce((sum, each) => sum + each.size, 0) + file.content.length;
    if (total > CLAIM_FILE_LIMITS.maxTotalBytes)
      throw new AppError('AttachmentsTooLarge', 413, 'The files together are too large', {
        attachments: ['claimReport|filesTooLarge'],
      });
    const stored = await insertDraftFile(trx, {
      draftId: row.id,
      fileName: file.filename,
      contentType: file.contentType,
      content: file.content,
    });
    return toFile(stored);
  });
}

export async function removeDraftFile(
  db: Db,
  id: string,
  key: string | undefined,
  reporter: Reporter,
  fileId: string,
): Promise<void> {
  const row = await openDraft(db, id, key, reporter);
  if ((await deleteDraftFile(db, row.id, fileId)) === 0)
    throw notFound('FileNotFound', 'The report has no such file');
}

export async function ownedDrafts(db: Db, kennitala: string): Promise<ClaimDraftList> {
  const rows = await ownedDraftRows(db, kennitala);
  return {
    drafts: rows.map((row) => ({
      id: row.id,
      type: isClaimReportType(row.claim_type) ? row.claim_type : null,
      step: row.step as ClaimReportStep,
      updatedAt: row.updated_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    })),
  };
}

/** The address of the wizard that reopens this draft, key included. */
export function resumeUrl(siteUrl: string, language: ServerLanguage, id: string, key: string) {
  return `${siteUrl.replace(/\/$/, '')}${CLAIM_REPORT_PAGE[language]}?${CLAIM_DRAFT_QUERY}=${id}.${key}`;
}

/** Mails the reporter a link that opens the draft on any device until it expires. */
export async function mailResumeLink(
  deps: ClaimReportDeps,
  id: string,
  key: string,
  email: string,
  language: ServerLanguage,
): Promise<void> {
  const row = await openDraft(deps.db, id, key, null);
  const t = translator(language, 'claimReport');
  await deps.mailer.send({
    to: email,
    subject: t('mail.resumeSubject'),
    text: [
      t('mail.resumeIntro'),
      '',
      resumeUrl(deps.siteUrl, language, row.id, key),
      '',
      t('mail.resumeExpires', {
        date: formatDate(row.expires_at.toISOString().slice(0, 10), language),
      }),
      t('mail.resumeKeep'),
      '',
      t('mail.signature'),
    ].join('\n'),
  });
}

/** The claim's policy: one of the signed-in customer's, or a visitor's number matched to the insured's. */
async function policyOf(
  db: DbOrTx,
  report: ClaimReport,
  reporter: Reporter,
  insured: string,
): Promise<string | null> {
  const { policyId, policyNumber } = report.policy;
  if (policyId) {
    const owned = reporter ? await claimablePolicyRows(db, reporter.kennitala) : [];
    if (!owned.some((policy) => policy.id === policyId))
      throw badRequest('UnknownPolicy', 'That policy is not one of yours', {
        'policy.policyId': ['claimReport|unknownPolicy'],
      });
    return policyId;
  }
  if (policyNumber) {
    const found = await findPolicyByNumber(db, policyNumber);
    // A number is linked only when it is the insured's own: otherwise staff look into it.
    if (found && found.holder_kennitala === insured) return found.id;
  }
  return null;
}

/**
 * Makes the claim from a draft: every answer checked again with the wizard's rules, a claim
 * number, the claim with status "reported" on the signed-in customer's overview, the files moved
 * to it, the draft closed, the reporter mailed the number and a PDF copy. Sent twice (a double
 * click, a retry after a dropped answer) it answers the same claim.
 */
export async function submitDraft(
  deps: ClaimReportDeps,
  id: string,
  key: string | undefined,
  reporter: Reporter,
  language: ServerLanguage,
): Promise<ClaimReported> {
  const today = todayInIceland();
  type Outcome =
    | { already: ClaimReported }
    | {
        created: {
          claimId: string;
          claimNumber: string;
          report: ClaimReport;
          type: ClaimReportType;
          files: { file_name: string; size: number }[];
          /** The policy holder who must confirm it, when someone else reported it. */
          holder: string | null;
        };
      };
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const row = await openDraftForSubmit(trx, id, key, reporter);
    if ('claimNumber' in row) return { already: row };
    const type = row.claim_type;
    if (!isClaimReportType(type))
      throw badRequest('ValidationFailed', 'Choose what kind of claim it is', {
        type: ['requiredField'],
      });
    const checked = await validateWith(claimReportSchema(type, today), row.answers);
    if (!checked.ok)
      throw badRequest('ValidationFailed', 'The report is not complete', checked.errors);
    const report = checked.value;
    const insured = insuredKennitalaOf(report);
    // Someone else's claim about a customer waits for that customer: until then it touches
    // neither their policy nor their claims.
    const pending = await needsHolderConfirmation(trx, insured, reporter);
    const policyId = pending ? null : await policyOf(trx, report, reporter, insured);
    const claimNumber = await nextClaimNumber(trx, today.slice(0, 4));
    const tIs = translator('is', 'claimReport');
    const tEn = translator('en', 'claimReport');
    const total = estimatedTotal(report);
    const claimId = await insertReportedClaim(trx, {
      number: claimNumber,
      claimantKennitala: reporter?.kennitala ?? null,
      insuredKennitala: insured,
      policyId,
      claimType: type,
      titleIs: tIs(`type.${type}`),
      titleEn: tEn(`type.${type}`),
      description: report.incident.description,
      incidentDate: report.incident.date,
      reportedDate: today,
      estimatedAmount: total > 0 ? total : null,
      reporterName: report.reporter.name,
      reporterEmail: report.reporter.email,
      report: report as unknown as Record<string, unknown>,
      language,
      nextStepIs: tIs('nextStep.review'),
      nextStepEn: tEn('nextStep.review'),
      nextStepDate: addDaysIso(today, REVIEW_WITHIN_DAYS),
      holderConfirmation: pending ? 'pending' : null,
    });
    const files = await moveDraftFilesToClaim(trx, row.id, claimId);
    await markDraftSubmitted(trx, row.id, claimId);
    await recordAuditEvent(trx, {
      action: 'claim.reported',
      actor: reporter?.kennitala ?? null,
      subject: reporter?.kennitala ?? null,
      detail: {
        claimNumber,
        type,
        files: files.length,
        signedIn: reporter !== null,
        ...(pending ? { holderConfirmation: 'pending' } : {}),
      },
    });
    return {
      created: { claimId, claimNumber, report, type, files, holder: pending ? insured : null },
    };
  });
  if ('already' in outcome) return outcome.already;
  const { claimId, claimNumber, report, type, files, holder } = outcome.created;
  const contact = await currentServiceContact(deps.contentDir, language);
  const pdf = await claimReportPdf(claimNumber, type, report, files, today, language, contact);
  const t = translator(language, 'claimReport');
  const { phone } = contact;
  await deps.mailer.send({
    to: report.reporter.email,
    subject: t('mail.reportedSubject', { claimNumber }),
    text: [
      t('mail.reportedGreeting', { name: report.reporter.name }),
      '',
      t('mail.reportedIntro', { claimNumber }),
      t('nextStep.review'),
      reporter
        ? t('mail.reportedPortal')
        : phone
          ? t('mail.reportedVisitor', { phone })
          : t('mail.reportedVisitorNoPhone'),
      '',
      t('mail.signature'),
    ].join('\n'),
    // The reporter's own pictures are not sent back: the PDF lists them, the claim keeps them.
    attachments: [{ filename: `${claimNumber}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  if (holder)
    await tellHolder(
      deps.db,
      deps.mailer,
      {
        number: claimNumber,
        insured: holder,
        title: {
          is: translator('is', 'claimReport')(`type.${type}`),
          en: translator('en', 'claimReport')(`type.${type}`),
        },
      },
      language,
    );
  return {
    claimId,
    claimNumber,
    inPortal: reporter !== null,
    mailedTo: report.reporter.email,
  };
}

/** Days within which a handler first looks at a new claim: the next step the timeline promises. */
export const REVIEW_WITHIN_DAYS = 2;

async function openDraftForSubmit(
  db: DbOrTx,
  id: string,
  key: string | undefined,
  reporter: Reporter,
): Promise<ClaimDraftRow | ClaimReported> {
  const open = await findDraftRow(db, id, true);
  if (open) {
    if (!mayOpen(open, key, reporter)) throw draftNotFound();
    return open;
  }
  const submitted = await findSubmittedDraft(db, id);
  if (!submitted) throw draftNotFound();
  if (!mayOpen(submitted, key, reporter)) throw draftNotFound();
  return {
    claimId: submitted.claim_id,
    claimNumber: submitted.number,
    inPortal: submitted.claimant_kennitala !== null,
    mailedTo: submitted.reporter_email ?? '',
  };
}

/** The PDF copy of the report the reporter is mailed: every answer as they gave it. */
export async function claimReportPdf(
  claimNumber: string,
  type: ClaimReportType,
  report: ClaimReport,
  files: readonly { file_name: string; size: number }[],
  reportedOn: string,
  language: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  const t = translator(language, 'claimReport');
  const { reporter, incident, payout } = report;
  const incidentRows = Object.entries(incident as Record<string, unknown>)
    .filter(([name, value]) => name !== 'description' && value !== '' && value !== undefined)
    .map(([name, value]): [string, string] => [
      t(`field.${name}`),
      answerText(name, value, t, language),
    ]);
  const sections: PdfSection[] = [
    {
      kind: 'keyValues',
      rows: [
        [t('pdf.claimNumber'), claimNumber],
        [t('pdf.type'), t(`type.${type}`)],
        [t('pdf.reportedOn'), formatDate(reportedOn, language)],
      ],
    },
    { kind: 'heading', text: t('step.reporter') },
    {
      kind: 'keyValues',
      rows: [
        [t('field.name'), reporter.name],
        [t('field.kennitala'), formatKennitala(reporter.kennitala)],
        [t('field.email'), reporter.email],
        [t('field.phone'), formatPhone(reporter.phone)],
        ...(reporter.role === 'other'
          ? ([
              [t('field.insuredName'), String(reporter.insuredName ?? '')],
              [
                t('field.insuredKennitala'),
                formatKennitala(String(reporter.insuredKennitala ?? '')),
              ],
            ] as [string, string][])
          : []),
        [t('field.policyNumber'), report.policy.policyNumber || t('pdf.policyLeftToUs')],
      ],
    },
    { kind: 'heading', text: t('step.incident') },
    { kind: 'keyValues', rows: incidentRows },
    { kind: 'paragraphs', paragraphs: [incident.description] },
    { kind: 'heading', text: t('step.damages') },
    {
      kind: 'table',
      columns: [
        { label: t('field.damageDescription'), width: 330 },
        { label: t('field.damageAmount'), width: 140, align: 'right' },
      ],
      rows: report.damages.map((item) => [
        item.description,
        item.amount === undefined ? '—' : formatIsk(item.amount, language),
      ]),
      emptyText: t('pdf.noDamages'),
    },
    { kind: 'heading', text: t('step.payout') },
    {
      kind: 'keyValues',
      rows: payout.bank
        ? [
            [t('field.account'), `${payout.bank}-${payout.ledger}-${payout.account}`],
            [t('field.ownerKennitala'), formatKennitala(payout.ownerKennitala)],
          ]
        : [[t('field.account'), t('pdf.noAccount')]],
    },
    { kind: 'heading', text: t('step.files') },
    {
      kind: 'paragraphs',
      paragraphs: files.length ? files.map((file) => file.file_name) : [t('pdf.noFiles')],
    },
  ];
  return renderPdf({
    lang: language,
    contact,
    overline: t('pdf.overline'),
    title: t('pdf.title', { claimNumber }),
    subject: t(`type.${type}`),
    sections,
  });
}

/** One answer as the PDF and staff read it: choices by their label, lists joined, days formatted. */
export function answerText(
  name: string,
  value: unknown,
  t: (key: string) => string,
  language: ServerLanguage,
): string {
  if (Array.isArray(value)) return value.map((item) => t(`choice.${String(item)}`)).join(', ');
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text, language);
  if (CHOICE_FIELDS.has(name)) return t(`choice.${text}`);
  if (name === 'otherPhone') return formatPhone(text);
  return text;
}

const CHOICE_FIELDS = new Set(['otherParty', 'glassPart', 'waterSource', 'fireServiceCalled']);
