import type { DbOrTx } from '../../db/database';
import type { SigningRequestTable } from '../../db/schema';
import { isoDay } from '../../portal/shared';

/** SQL only: documents to sign, their signatures, signing requests and notes. */

function signableQuery(db: DbOrTx, party: string) {
  return db
    .selectFrom('signable_document as d')
    .leftJoin('policy as p', 'p.id', 'd.policy_id')
    .select((eb) => [
      'd.id',
      'd.title_is',
      'd.title_en',
      'd.status',
      isoDay('d.sign_by').as('sign_by'),
      'd.created_at',
      'd.policy_id',
      'p.number as policy_number',
      eb
        .selectFrom('signing_memo as m')
        .select((inner) => inner.fn.countAll<string | number>().as('count'))
        .whereRef('m.document_id', '=', 'd.id')
        .as('memo_count'),
    ])
    .where('d.party_kennitala', '=', party);
}

/** Documents not (yet) signed: pending and expired ones. */
export async function listUnsignedRows(db: DbOrTx, party: string) {
  return signableQuery(db, party)
    .where('d.status', 'in', ['pending', 'expired'])
    .orderBy('d.sign_by', 'asc')
    .orderBy('d.id')
    .execute();
}

export type SignableRow = Awaited<ReturnType<typeof listUnsignedRows>>[number];

/** One document of the party, whatever its status, with its text. */
export async function findSignableRow(db: DbOrTx, party: string, id: string) {
  return signableQuery(db, party)
    .select(['d.body_is', 'd.body_en'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export type SignableDetailRow = NonNullable<Awaited<ReturnType<typeof findSignableRow>>>;

function signedQuery(db: DbOrTx, party: string) {
  return db
    .selectFrom('signable_document as d')
    .innerJoin('signature as s', 's.document_id', 'd.id')
    .leftJoin('policy as p', 'p.id', 'd.policy_id')
    .select([
      'd.id',
      'd.title_is',
      'd.title_en',
      'd.body_is',
      'd.body_en',
      'd.policy_id',
      'p.number as policy_number',
      's.signer_kennitala',
      's.signer_name',
      's.method',
      's.reference',
      's.signed_at',
    ])
    .where('d.party_kennitala', '=', party)
    .where('d.status', '=', 'signed');
}

export async function listSignedRows(db: DbOrTx, party: string) {
  return signedQuery(db, party).orderBy('s.signed_at', 'desc').orderBy('d.id').execute();
}

export type SignedRow = Awaited<ReturnType<typeof listSignedRows>>[number];

export async function findSignedRow(db: DbOrTx, party: string, id: string) {
  return signedQuery(db, party).where('d.id', '=', id).executeTakeFirst();
}

export async function listMemoRows(db: DbOrTx, documentId: string) {
  return db
    .selectFrom('signing_memo')
    .select(['id', 'body', 'author_name', 'created_at'])
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();
}

export async function insertMemo(
  db: DbOrTx,
  memo: { documentId: string; authorKennitala: string; authorName: string; body: string },
) {
  return db
    .insertInto('signing_memo')
    .values({
      document_id: memo.documentId,
      author_kennitala: memo.authorKennitala,
      author_name: memo.authorName,
      body: memo.body,
    })
    .returning(['id', 'body', 'author_name', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The live grant that lets `holder` act for `grantor`, with its scope. */
export async function findLiveGrant(db: DbOrTx, grantor: string, holder: string) {
  return db
    .selectFrom('access_grant')
    .select(['id', 'scope'])
    .where('grantor_kennitala', '=', grantor)
    .where('holder_kennitala', '=', holder)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', new Date())]))
    .executeTakeFirst();
}

export async function insertSigningRequest(
  db: DbOrTx,
  request: {
    id?: string;
    documentId: string;
    party: string;
    signer: string;
    phone: string | null;
    method?: 'mobile_eid' | 'app';
    verificationCode: string;
    providerReference: string;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('signing_request')
    .values({
      ...(request.id ? { id: request.id } : {}),
      document_id: request.documentId,
      party_kennitala: request.party,
      signer_kennitala: request.signer,
      phone: request.phone,
      method: request.method ?? 'mobile_eid',
      verification_code: request.verificationCode,
      provider_reference: request.providerReference,
      status: 'pending',
      expires_at: request.expiresAt,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** A request only its own signer, acting for the same party, can ask about. */
export async function findSigningRequest(db: DbOrTx, id: string, party: string, signer: string) {
  return db
    .selectFrom('signing_request')
    .selectAll()
    .where('id', '=', id)
    .where('party_kennitala', '=', party)
    .where('signer_kennitala', '=', signer)
    .executeTakeFirst();
}

/** Ends a pending request; false when another call ended it first. */
export async function completeSigningRequest(
  db: DbOrTx,
  id: string,
  status: Exclude<SigningRequestTable['status'], 'pending'>,
): Promise<boolean> {
  const result = await db
    .updateTable('signing_request')
    .set({ status, completed_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The document's status, locked for the rest of the transaction. */
export async function lockSignableDocument(db: DbOrTx, id: string) {
  return db
    .selectFrom('signable_document')
    .select(['id', 'status', isoDay('sign_by').as('sign_by')])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertSignature(
  db: DbOrTx,
  signature: {
    documentId: string;
    signerKennitala: string;
    signerName: string;
    reference: string;
    method?: 'mobile_eid' | 'app';
  },
) {
  await db
    .insertInto('signature')
    .values({
      document_id: signature.documentId,
      signer_kennitala: signature.signerKennitala,
      signer_name: signature.signerName,
      method: signature.method ?? 'mobile_eid',
      reference: signature.reference,
    })
    .execute();
  await db
    .updateTable('signable_document')
    .set({ status: 'signed' })
    .where('id', '=', signature.documentId)
    .execute();
}
