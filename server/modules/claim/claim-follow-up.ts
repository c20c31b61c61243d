import type { ClaimAttachment, ClaimMessage } from '../../../src/domain/api/claim';
import type { DbOrTx } from '../../db/database';
import { attachmentRows, messageRows } from './claim-handling.repository';

/** A claim's messages and files as both the customer and the desk see them. */

function toMessage(row: Awaited<ReturnType<typeof messageRows>>[number]): ClaimMessage {
  return {
    id: row.id,
    author: row.author,
    authorName: row.author_name,
    body: row.body,
    isQuestion: row.is_question,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function toAttachment(
  row: Awaited<ReturnType<typeof attachmentRows>>[number],
): ClaimAttachment {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    addedBy: row.added_by,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Messages, files and the open question of each claim. The question is open while the claim
 * waits for the customer: the last question asked, if no customer message came after it.
 */
export async function followUpOf(
  db: DbOrTx,
  claims: readonly { id: string; status: string }[],
): Promise<
  Map<
    string,
    { messages: ClaimMessage[]; attachments: ClaimAttachment[]; openQuestion: ClaimMessage | null }
  >
> {
  const ids = claims.map((claim) => claim.id);
  const [messages, attachments] = await Promise.all([
    messageRows(db, ids),
    attachmentRows(db, ids),
  ]);
  return new Map(
    claims.map((claim) => {
      const own = messages.filter((row) => row.claim_id === claim.id).map(toMessage);
      const lastQuestion = own.findLastIndex((message) => message.isQuestion);
      const answered = own.slice(lastQuestion + 1).some((message) => message.author === 'customer');
      return [
        claim.id,
        {
          messages: own,
          attachments: attachments.filter((row) => row.claim_id === claim.id).map(toAttachment),
          openQuestion:
            claim.status === 'awaiting_documents' && lastQuestion >= 0 && !answered
              ? own[lastQuestion]!
              : null,
        },
      ];
    }),
  );
}
