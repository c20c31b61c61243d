import { Type, type Static } from 'typebox';
import { type IdBody, type IdQuery, IsoDateTime, LocalizedText, Nullable, Uuid } from './common';
import { DOCUMENT_CATEGORIES } from './values';

/** /api/document/: the acting party's electronic documents. */

export const ElectronicDocument = Type.Object({
  id: Uuid,
  title: LocalizedText,
  category: Type.Enum(DOCUMENT_CATEGORIES),
  createdAt: IsoDateTime,
  readAt: Nullable(IsoDateTime),
  unread: Type.Boolean(),
  policyId: Nullable(Uuid),
  policyNumber: Nullable(Type.String()),
  claimId: Nullable(Uuid),
  claimNumber: Nullable(Type.String()),
  fileName: LocalizedText,
});
export type ElectronicDocument = Static<typeof ElectronicDocument>;

/** GET /api/document/v1/edocuments/ — newest first. */
export const ElectronicDocumentsResponse = Type.Object({
  documents: Type.Array(ElectronicDocument),
  unreadCount: Type.Integer(),
});
export type ElectronicDocumentsResponse = Static<typeof ElectronicDocumentsResponse>;

/**
 * GET /api/document/v2/download/?id=<uuid>&lang= — the PDF itself (`application/pdf`, attachment,
 * `no-store`); marks the document read.
 */
export type DocumentDownloadQuery = IdQuery;
/** POST /api/document/v2/send/ */
export type SendDocumentRequest = IdBody;
/** POST /api/document/v2/read/ */
export type MarkDocumentReadRequest = IdBody;

export const MarkDocumentReadResponse = Type.Object({
  id: Uuid,
  readAt: IsoDateTime,
  unreadCount: Type.Integer(),
});
export type MarkDocumentReadResponse = Static<typeof MarkDocumentReadResponse>;
