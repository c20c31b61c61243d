import type {
  DocumentCategory,
  ElectronicDocument,
  ElectronicDocumentsResponse,
} from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { notFound } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { renderPdf } from '../../pdf/pdf-layout';
import { text } from '../../portal/shared';
import {
  countUnread,
  findDocumentRow,
  listDocumentRows,
  markDocumentRead,
  type DocumentRow,
} from './document.repository';
import { formatDate, formatKennitala } from '../../../src/domain/format';
import type { ServiceContact } from '../help/general-config';

/** A title made safe for a file name: no path or drive separators. */
export function fileName(title: string): string {
  return `${title
    .replace(/[\\/:*?"<>|]+/g, ' -')
    .replace(/\s+/g, ' ')
    .trim()}.pdf`;
}

function toDocument(row: DocumentRow): ElectronicDocument {
  return {
    id: row.id,
    title: text(row.title_is, row.title_en),
    category: row.category as DocumentCategory,
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    unread: row.read_at === null,
    policyId: row.policy_id,
    policyNumber: row.policy_number,
    claimId: row.claim_id,
    claimNumber: row.claim_number,
    fileName: text(fileName(row.title_is), fileName(row.title_en)),
  };
}

export async function electronicDocuments(
  db: DbOrTx,
  party: string,
): Promise<ElectronicDocumentsResponse> {
  const documents = (await listDocumentRows(db, party)).map(toDocument);
  return { documents, unreadCount: documents.filter((document) => document.unread).length };
}

/** The document with its text; another party's id is indistinguishable from a missing one. */
export async function getDocument(db: DbOrTx, party: string, id: string) {
  const row = await findDocumentRow(db, party, id);
  if (!row) throw notFound('DocumentNotFound', 'No such document');
  return { document: toDocument(row), body: text(row.body_is, row.body_en) };
}

/** Marks a document read (an explicit request, so staff acting for the customer may do it too). */
export async function markRead(db: DbOrTx, party: string, id: string) {
  await getDocument(db, party, id);
  const readAt = (await markDocumentRead(db, party, id)) ?? new Date();
  return { id, readAt: new Date(readAt).toISOString(), unreadCount: await countUnread(db, party) };
}

/**
 * A download marks the document read, unless staff are looking at it: an employee opening a
 * customer's letter does not mean the customer has read it.
 */
export async function markReadOnDownload(db: DbOrTx, acting: ActingParty, id: string) {
  if (acting.via !== 'staff') await markDocumentRead(db, acting.kennitala, id);
}

export function documentPdf(
  document: ElectronicDocument,
  body: { is: string; en: string },
  party: ActingParty,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  const t = translator(lang, 'portal-documents');
  const rows: [string, string][] = [
    [t('label.date'), formatDate(document.createdAt, lang)],
    [t('label.recipient'), party.fullName],
    [t('label.kennitala'), formatKennitala(party.kennitala)],
  ];
  if (document.policyNumber) rows.push([t('label.policyNumber'), document.policyNumber]);
  if (document.claimNumber) rows.push([t('label.claimNumber'), document.claimNumber]);
  return renderPdf({
    lang,
    contact,
    title: document.title[lang],
    sections: [
      { kind: 'keyValues', rows },
      { kind: 'paragraphs', paragraphs: body[lang].split(/\n{2,}/) },
    ],
  });
}
