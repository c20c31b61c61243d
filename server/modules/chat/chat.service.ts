import { hashToken } from '../../security/token-hash';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { AppError, badRequest, notFound } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import type { AuthContext } from '../../identity/authenticate';
import { isGrantRevoked } from '../../identity/sessions';
import type { Redis } from '../../redis';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  insertAttachment,
  insertCase,
  insertMessage,
  matchParty,
  staffName,
  storeAttachmentContent,
  updateCase,
} from '../cases/cases.repository';
import { findParty } from '../party/party.repository';
import { inquirySubject, openWebformCase } from '../cases/cases.service';
import { readOpeningHourLines } from '../cases/office-hours';
import { isValidEmail } from '../../../src/domain/email';
import {
  CHAT_AGENT_FRESH_MS,
  CHAT_CANNED_ANSWERS_MAX,
  CHAT_CASE_QUEUE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_QUEUES,
  cannedAnswerProblems,
  chatOpenAt,
  isChatQueue,
  normalCannedShortcut,
  type ChatQueue,
} from '../../../src/domain/chat';
import type {
  ChatAvailability,
  ChatCannedAnswer,
  ChatCannedAnswerUpdate,
  ChatConversation,
  ChatMarks,
  ChatMessage,
  ChatOfflineMessageRequest,
  ChatStartRequest,
  ChatStarted,
  ChatTransferRequest,
  StaffChatConversation,
  StaffChatConversationDetail,
} from '../../../src/domain/api/chat';
import type { CaseCreated } from '../../../src/domain/api/case';
import type { ChatBus } from './chat-bus';
import {
  advanceMark,
  cannedAnswers,
  claimConversation,
  countCannedAnswers,
  deleteCannedAnswer,
  findCannedAnswer,
  insertCannedAnswer,
  orderCannedAnswers,
  updateCannedAnswer,
  findAnsweringStaff,
  findConversation,
  findConversationByTokenHash,
  findMessage,
  findMessageAttachment,
  giveToNextAgent,
  insertConversation,
  insertMessageOnce,
  messagesOf,
  queuesWithAgentOnline,
  updateConversation,
  type ConversationRow,
  type MessageRow,
} from './chat.repository';
import { formatDate, formatTime } from '../../../src/domain/format';

export type ChatDeps = {
  db: Db;
  /** Where revoked sign-in sessions are kept when the instances share a Redis. */
  redis: Redis | undefined;
  mailer: Mailer;
  mailFrom: string;
  contentDir: string;
  chatHours: 'content' | 'always';
  bus: ChatBus;
  /**
   * Messages this instance has just stored, by id, so its own delivery of them need not read the
   * row back (a stored message never changes); each is taken once, and only the newest are kept.
   */
  justStored?: Map<string, MessageRow>;
};

/** How many just-stored messages an instance keeps for its own delivery. */
const JUST_STORED_KEPT = 2_000;

export function conversationOf(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    queue: row.queue as ChatQueue,
    status: row.status as ChatConversation['status'],
    name: row.name,
    email: row.email,
    verified: row.verified,
    language: row.language === 'en' ? 'en' : 'is',
    agentName: row.agent_name,
    assignee: row.assignee_username,
    rating: row.rating,
    caseNumber: row.case_number,
    createdAt: new Date(row.created_at).toISOString(),
    marks: marksOf(row),
  };
}

/**
 * The staff shape: the visitor's, with the signed-in customer's kennitala, so an agent can open
 * that customer's portal. Never sent to a visitor.
 */
export function staffConversationOf(row: ConversationRow): StaffChatConversation {
  return { ...conversationOf(row), kennitala: row.party_kennitala };
}

export function marksOf(row: ConversationRow): ChatMarks {
  const id = (value: string | number | bigint | null) => (value === null ? null : String(value));
  return {
    customerDelivered: id(row.customer_delivered_id),
    customerRead: id(row.customer_read_id),
    agentDelivered: id(row.agent_delivered_id),
    agentRead: id(row.agent_read_id),
  };
}

export function messageOf(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    conversationId: row.conversation_id,
    clientId: row.client_id,
    author: row.author === 'agent' ? 'agent' : 'customer',
    authorName: row.author_name,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    attachment:
      row.attachment_sha256 !== null
        ? {
            name: row.attachment_name ?? '',
            contentType: row.attachment_type ?? 'application/octet-stream',
            size: row.attachment_size ?? 0,
          }
        : null,
  };
}

/** Per queue: is anyone taking chats, and is it within the chat's hours. */
export async function chatAvailability(
  deps: ChatDeps,
  now = new Date(),
): Promise<ChatAvailability> {
  const withinHours =
    deps.chatHours === 'always' || chatOpenAt(await readOpeningHourLines(deps.contentDir), now);
  // A queue is answered when one of its own members is there.
  const answered = await queuesWithAgentOnline(deps.db, CHAT_AGENT_FRESH_MS);
  return {
    queues: CHAT_QUEUES.map((queue) => ({ queue, agentOnline: answered.has(queue), withinHours })),
  };
}

async function assertOpen(deps: ChatDeps, queue: ChatQueue): Promise<void> {
  const state = (await chatAvailability(deps)).queues.find((entry) => entry.queue === queue);
  if (!state?.withinHours || !state.agentOnline)
    throw new AppError('ChatUnavailable', 409, 'Nobody can take a chat in that queue right now');
}

/** The queues an agent chose, each known and once, in the usual order. */
export function checkedQueues(queues: readonly string[]): ChatQueue[] {
  if (!queues.every(isChatQueue))
    throw badRequest('ValidationFailed', 'No such chat queue', { queues: ['invalidChoice'] });
  return CHAT_QUEUES.filter((queue) => queues.includes(queue));
}

/**
 * An agent's queues as stored, or all of them for one who never chose (the column's default).
 */
export function agentQueues(stored: readonly string[] | null): ChatQueue[] {
  return stored === null ? [...CHAT_QUEUES] : CHAT_QUEUES.filter((queue) => stored.includes(queue));
}

function checkedQueue(queue: string): ChatQueue {
  if (!isChatQueue(queue))
    throw badRequest('ValidationFailed', 'No such chat queue', { queue: ['invalidChoice'] });
  return queue;
}

function checkedContact(name: string, email: string): { name: string; email: string } {
  const errors: Record<string, string[]> = {};
  if (name.trim() === '') errors.name = ['requiredField'];
  if (email.trim() === '') errors.email = ['requiredField'];
  else if (!isValidEmail(email.trim())) errors.email = ['invalidEmail'];
  if (Object.keys(errors).length > 0)
    throw badRequest('ValidationFailed', 'Name and e-mail are needed', errors);
  return { name: name.trim(), email: email.trim() };
}

/**
 * A visitor starts a conversation. Signed in, the name and e-mail are the session's and marked
 * verified (what was typed is ignored, so nobody can chat as someone else); otherwise what they
 * typed, unverified. The token answered is the only way back to the conversation for a visitor.
 */
export async function startConversation(
  deps: ChatDeps,
  auth: AuthContext | null,
  body: ChatStartRequest,
  language: ServerLanguage,
): Promise<ChatStarted> {
  const queue = checkedQueue(body.queue);
  let contact: { name: string; email: string };
  let partyKennitala: string | null = null;
  const customer = auth?.kind === 'customer' ? auth : null;
  if (customer) {
    const party = await findParty(deps.db, customer.ssn);
    if (!party) throw new AppError('Unauthorized', 401, 'The signed-in customer no longer exists');
    partyKennitala = party.kennitala;
    contact = checkedContact(party.full_name, party.email ?? body.email);
  } else {
    contact = checkedContact(body.name, body.email);
  }
  await assertOpen(deps, queue);
  const token = randomBytes(32).toString('base64url');
  const id = await insertConversation(deps.db, {
    tokenHash: hashToken(token),
    queue,
    language,
    ...contact,
    verified: customer !== null,
    partyKennitala,
    grantId: customer?.grantId ?? null,
  });
  await recordAuditEvent(deps.db, {
    action: 'chat.started',
    actor: customer?.ssn ?? null,
    subject: partyKennitala,
    detail: { conversationId: id, queue },
  });
  await assignInTurn(deps, id);
  await deps.bus.publish({ kind: 'conversation', conversationId: id });
  const row = await findConversation(deps.db, id);
  if (!row) throw new Error('The conversation just started is gone');
  return { token, conversation: conversationOf(row) };
}

/**
 * The conversation a token opens, or 401 (a wrong token and an ended one's alike). One a
 * customer started signed in opens only while that sign-in lasts: after signing out (or any
 * other end of that session) the token opens nothing, on the socket and over HTTP alike.
 */
export async function conversationByToken(
  deps: Pick<ChatDeps, 'db' | 'redis'>,
  token: string | undefined,
): Promise<ConversationRow> {
  const row =
    token && token.length <= 100
      ? await findConversationByTokenHash(deps.db, hashToken(token))
      : undefined;
  if (!row) throw new AppError('ChatTokenInvalid', 401, 'No conversation has that token');
  if (row.grant_id && (await isGrantRevoked(deps, 'customer', row.grant_id)))
    throw new AppError(
      'ChatSignedOut',
      401,
      'The sign-in this conversation was started in has ended',
    );
  return row;
}

/**
 * Gives a new (or newly queued) conversation to the next agent in turn, when one asks for it; it
 * stays waiting for someone to take it otherwise.
 */
async function assignInTurn(deps: ChatDeps, conversationId: string): Promise<void> {
  const username = await giveToNextAgent(deps.db, conversationId, CHAT_AGENT_FRESH_MS);
  if (username === null) return;
  await recordAuditEvent(deps.db, {
    action: 'chat.assigned',
    actor: null,
    detail: { conversationId, assignee: username, rule: 'roundRobin' },
  });
}

export type PostResult =
  | { ok: true; message: ChatMessage; created: boolean }
  | { ok: false; code: 'MessageTooLong' | 'EmptyMessage' | 'ConversationEnded' };

export type ChatFile = { filename: string; contentType: string; content: Buffer };

/**
 * Stores a message (once per client id) and tells every instance. The body is kept as written
 * and every screen renders it as text; with a file the body may be empty (the file is the message).
 */
export async function postMessage(
  deps: ChatDeps,
  conversation: ConversationRow,
  from: { author: 'customer' } | { author: 'agent'; username: string },
  clientId: string,
  body: string,
  file?: ChatFile,
): Promise<PostResult> {
  if (body.length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, code: 'MessageTooLong' };
  if (body.trim() === '' && !file) return { ok: false, code: 'EmptyMessage' };
  if (conversation.status === 'ended') return { ok: false, code: 'ConversationEnded' };
  const attachment = file && {
    sha256: await storeAttachmentContent(deps.db, file.content),
    name: file.filename,
    contentType: file.contentType,
    size: file.content.length,
  };
  const authorName =
    from.author === 'agent' ? await staffName(deps.db, from.username) : conversation.name;
  const { row, created } = await insertMessageOnce(deps.db, {
    conversationId: conversation.id,
    author: from.author,
    authorName,
    staffUsername: from.author === 'agent' ? from.username : null,
    clientId,
    body: file ? body.trim() : body,
    ...(attachment ? { attachment } : {}),
  });
  if (created && deps.justStored) {
    deps.justStored.set(String(row.id), row);
    if (deps.justStored.size > JUST_STORED_KEPT) {
      const oldest = deps.justStored.keys().next().value;
      if (oldest !== undefined) deps.justStored.delete(oldest);
    }
  }
  if (created)
    await deps.bus.publish({
      kind: 'message',
      conversationId: conversation.id,
      messageId: String(row.id),
    });
  return { ok: true, message: messageOf(row), created };
}

/** Tells the other side someone is typing; nothing is stored. */
export async function announceTyping(
  deps: ChatDeps,
  conversationId: string,
  author: 'customer' | 'agent',
): Promise<void> {
  await deps.bus.publish({ kind: 'typing', conversationId, author });
}

/**
 * A short fingerprint of the conversation as a visitor sees it (status, agent, marks, rating…).
 * A poll sends back the one it last got; when it differs, something changed and the poll answers
 * at once, so a change made between two polls is never missed.
 */
export function conversationState(row: ConversationRow): string {
  return createHash('sha256')
    .update(JSON.stringify(conversationOf(row)))
    .digest('base64url')
    .slice(0, 22);
}

export async function conversationDetail(db: Db, row: ConversationRow) {
  return {
    conversation: conversationOf(row),
    messages: (await messagesOf(db, row.id)).map(messageOf),
  };
}

export async function staffConversationDetail(
  db: Db,
  row: ConversationRow,
): Promise<StaffChatConversationDetail> {
  return { ...(await conversationDetail(db, row)), conversation: staffConversationOf(row) };
}

export async function existingConversation(db: Db, id: string): Promise<ConversationRow> {
  const row = await findConversation(db, id);
  if (!row) throw notFound('ConversationNotFound', 'No conversation has that id');
  return row;
}

/**
 * One side's screen received (delivered) or showed its reader (read) the other side's messages up
 * to these ids. Only a message of the other side in this conversation counts, a read message is
 * delivered too, and marks only move forward; every instance hears when one moved.
 */
export async function markConversation(
  deps: ChatDeps,
  conversationId: string,
  side: 'customer' | 'agent',
  marks: { delivered?: string; read?: string },
): Promise<void> {
  let moved = false;
  for (const [mark, messageId] of [
    ['delivered', marks.read ?? marks.delivered],
    ['read', marks.read],
  ] as const) {
    if (messageId === undefined) continue;
    const message = await findMessage(deps.db, messageId);
    const otherSide = side === 'customer' ? 'agent' : 'customer';
    if (message?.conversation_id !== conversationId || message.author !== otherSide) continue;
    if (await advanceMark(deps.db, conversationId, side, mark, String(message.id))) moved = true;
  }
  if (moved) await deps.bus.publish({ kind: 'marks', conversationId });
}

/**
 * Hands a conversation to a colleague who answers chats, or back to waiting in another queue
 * (given in turn there when an agent asks for that). Only the agent who has it may, or an Admin;
 * a waiting one any agent may move. Audited.
 */
export async function transferConversation(
  deps: ChatDeps,
  staff: { username: string; role: string },
  id: string,
  to: ChatTransferRequest,
): Promise<ConversationRow> {
  const conversation = await existingConversation(deps.db, id);
  if (conversation.status === 'ended')
    throw new AppError('ConversationEnded', 409, 'The conversation has ended');
  if (
    conversation.assignee_username !== null &&
    conversation.assignee_username !== staff.username &&
    staff.role !== 'Admin'
  )
    throw new AppError('ConversationTaken', 409, 'Another agent has this conversation');
  if ('agent' in to) {
    const target = await findAnsweringStaff(deps.db, to.agent);
    if (!target)
      throw badRequest('ValidationFailed', 'Nobody who answers chats has that username', {
        agent: ['invalidChoice'],
      });
    await updateConversation(deps.db, id, { status: 'active', assignee_username: target.username });
  } else {
    const queue = checkedQueue(to.queue);
    await updateConversation(deps.db, id, { status: 'waiting', queue, assignee_username: null });
  }
  await recordAuditEvent(deps.db, {
    action: 'chat.transferred',
    actor: `staff:${staff.username}`,
    subject: conversation.party_kennitala,
    detail: {
      conversationId: id,
      from: { agent: conversation.assignee_username, queue: conversation.queue },
      to,
    },
  });
  if ('queue' in to) await assignInTurn(deps, id);
  await deps.bus.publish({ kind: 'conversation', conversationId: id });
  return existingConversation(deps.db, id);
}

/** An agent takes a waiting conversation (or one already theirs); 409 if a colleague was faster. */
export async function takeConversation(
  deps: ChatDeps,
  username: string,
  id: string,
): Promise<ConversationRow> {
  await existingConversation(deps.db, id);
  if (!(await claimConversation(deps.db, id, username)))
    throw new AppError('ConversationTaken', 409, 'Another agent has this conversation');
  await recordAuditEvent(deps.db, {
    action: 'chat.taken',
    actor: `staff:${username}`,
    detail: { conversationId: id },
  });
  await deps.bus.publish({ kind: 'conversation', conversationId: id });
  return existingConversation(deps.db, id);
}

/** A message as text: its words, and the name of the file it carried. */
function withFileName(t: ReturnType<typeof translator>, message: MessageRow): string {
  if (message.attachment_name === null) return message.body;
  const file = t('chatFile', { name: message.attachment_name });
  return message.body ? `${message.body}\n${file}` : file;
}

/**
 * Ends a conversation and keeps its transcript as a case in the inbox, in the queue the visitor
 * chose. A conversation an agent answered is closed there; one nobody answered waits as new,
 * so someone follows it up. Ending twice changes nothing.
 */
export async function endConversation(
  deps: ChatDeps,
  conversation: ConversationRow,
  by: string | null,
): Promise<ConversationRow> {
  if (conversation.status === 'ended') return conversation;
  const messages = await messagesOf(deps.db, conversation.id);
  const answered = messages.some((message) => message.author === 'agent');
  await deps.db.transaction().execute(async (trx) => {
    const partyKennitala =
      conversation.party_kennitala ??
      (await matchParty(trx, { ssn: null, email: conversation.email }));
    const t = translator(conversation.language === 'en' ? 'en' : 'is', 'cases');
    const created = await insertCase(trx, {
      kind: 'chat',
      origin: 'chat',
      queue: CHAT_CASE_QUEUE[conversation.queue as ChatQueue] ?? 'individual',
      subject: t('chatSubject', { name: conversation.name }),
      senderName: conversation.name,
      senderEmail: conversation.email,
      senderSsn: conversation.party_kennitala,
      partyKennitala,
      language: conversation.language === 'en' ? 'en' : 'is',
      replyToken: randomBytes(18).toString('base64url'),
    });
    for (const message of messages) {
      const messageId = await insertMessage(trx, {
        caseId: created.id,
        direction: message.author === 'agent' ? 'outgoing' : 'incoming',
        authorName: message.author_name,
        staffUsername: message.staff_username,
        body: withFileName(t, message),
        createdAt: new Date(message.created_at),
      });
      // A file said in the chat stays with the case, on the message it came with.
      const file =
        message.attachment_sha256 !== null
          ? await findMessageAttachment(
              trx,
              { conversationId: conversation.id },
              String(message.id),
            )
          : undefined;
      if (file)
        await insertAttachment(trx, {
          caseId: created.id,
          messageId,
          filename: file.attachment_name ?? 'skjal',
          contentType: file.attachment_type ?? 'application/octet-stream',
          content: file.content,
        });
    }
    await updateCase(trx, created.id, {
      status: answered ? 'closed' : 'new',
      assigneeUsername: conversation.assignee_username,
    });
    await updateConversation(trx, conversation.id, {
      status: 'ended',
      ended_at: new Date(),
      case_id: created.id,
    });
    await recordAuditEvent(trx, {
      action: 'chat.ended',
      actor: by,
      subject: partyKennitala,
      detail: { conversationId: conversation.id, caseNumber: created.caseNumber },
    });
  });
  await deps.bus.publish({ kind: 'conversation', conversationId: conversation.id });
  return existingConversation(deps.db, conversation.id);
}

export async function rateConversation(
  deps: ChatDeps,
  conversation: ConversationRow,
  rating: number,
): Promise<ConversationRow> {
  await updateConversation(deps.db, conversation.id, { rating });
  await deps.bus.publish({ kind: 'conversation', conversationId: conversation.id });
  return existingConversation(deps.db, conversation.id);
}

/** The whole conversation by e-mail to the address the visitor gave (or their session's). */
export async function mailTranscript(deps: ChatDeps, conversation: ConversationRow): Promise<void> {
  const language: ServerLanguage = conversation.language === 'en' ? 'en' : 'is';
  const t = translator(language, 'cases');
  const messages = await messagesOf(deps.db, conversation.id);
  await deps.mailer.send({
    to: conversation.email,
    subject: t('chatTranscriptSubject'),
    text: [
      t('confirmGreeting', { name: conversation.name }),
      '',
      t('chatTranscriptIntro', {
        date: formatDate(new Date(conversation.created_at), language, { time: true }),
      }),
      '',
      ...messages.flatMap((message) => [
        `${message.author_name} (${formatTime(new Date(message.created_at))}):`,
        withFileName(t, message),
        '',
      ]),
      t('signature'),
    ].join('\n'),
  });
}

/**
 * Nobody can chat now: the visitor's words become an inquiry case in the queue they chose, with
 * the confirmation e-mail every inquiry gets.
 */
export async function offlineMessage(
  deps: ChatDeps,
  body: ChatOfflineMessageRequest,
  language: ServerLanguage,
): Promise<CaseCreated> {
  const queue = checkedQueue(body.queue);
  const contact = checkedContact(body.name, body.email);
  if (body.message.trim() === '')
    throw badRequest('ValidationFailed', 'The message is empty', { message: ['requiredField'] });
  return openWebformCase(
    deps,
    {
      kind: 'inquiry',
      queue: CHAT_CASE_QUEUE[queue],
      subject: inquirySubject(body.message),
      ...contact,
      ssn: null,
      body: body.message.trim(),
    },
    language,
  );
}

/** The words of a ready answer as stored, or a 400 with a translated code per field. */
function checkedCannedAnswer(input: ChatCannedAnswerUpdate): { shortcut: string; body: string } {
  const problems = cannedAnswerProblems(input);
  const [first] = Object.values(problems);
  if (first)
    throw badRequest(
      first,
      'The ready answer is not accepted',
      Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, [code]])),
    );
  return { shortcut: normalCannedShortcut(input.shortcut), body: input.body.trim() };
}

const shortcutTaken = () =>
  new AppError('CannedShortcutTaken', 409, 'Another ready answer in that language has it', {
    shortcut: ['CannedShortcutTaken'],
  });

async function existingCannedAnswer(db: Db, id: string) {
  const row = await findCannedAnswer(db, id);
  if (!row) throw notFound('CannedAnswerNotFound', 'No ready answer has that id');
  return row;
}

/** A new ready answer, last in its language. Audited. */
export async function createCannedAnswer(
  db: Db,
  staff: { username: string },
  language: ServerLanguage,
  input: ChatCannedAnswerUpdate,
): Promise<ChatCannedAnswer> {
  const words = checkedCannedAnswer(input);
  if ((await countCannedAnswers(db, language)) >= CHAT_CANNED_ANSWERS_MAX)
    throw new AppError('TooManyCannedAnswers', 409, 'That language has as many as it may');
  const row = await insertCannedAnswer(db, { language, ...words });
  if (!row) throw shortcutTaken();
  await recordAuditEvent(db, {
    action: 'chat.cannedAnswerCreated',
    actor: `staff:${staff.username}`,
    detail: { id: row.id, language, shortcut: row.shortcut },
  });
  return row;
}

/** New words for a ready answer (its language stays). Audited with the shortcut before and after. */
export async function changeCannedAnswer(
  db: Db,
  staff: { username: string },
  id: string,
  input: ChatCannedAnswerUpdate,
): Promise<ChatCannedAnswer> {
  const before = await existingCannedAnswer(db, id);
  const words = checkedCannedAnswer(input);
  const row = await updateCannedAnswer(db, id, words);
  if (!row) throw shortcutTaken();
  await recordAuditEvent(db, {
    action: 'chat.cannedAnswerChanged',
    actor: `staff:${staff.username}`,
    detail: { id, language: before.language, shortcut: row.shortcut, was: before.shortcut },
  });
  return row;
}

export async function removeCannedAnswer(
  db: Db,
  staff: { username: string },
  id: string,
): Promise<void> {
  const before = await existingCannedAnswer(db, id);
  await deleteCannedAnswer(db, id);
  await recordAuditEvent(db, {
    action: 'chat.cannedAnswerDeleted',
    actor: `staff:${staff.username}`,
    detail: { id, language: before.language, shortcut: before.shortcut, body: before.body },
  });
}

/**
 * Puts a language's answers in the order given: every one of them, each once, or 409 (someone
 * added or removed one meanwhile, so the screen reloads rather than losing it).
 */
export async function reorderCannedAnswers(
  db: Db,
  staff: { username: string },
  language: ServerLanguage,
  ids: readonly string[],
): Promise<ChatCannedAnswer[]> {
  const current = await cannedAnswers(db, language);
  const known = new Set(current.map((answer) => answer.id));
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== known.size ||
    !ids.every((id) => known.has(id))
  )
    throw new AppError('CannedAnswersChanged', 409, 'The answers changed; load them again');
  await db.transaction().execute((trx) => orderCannedAnswers(trx, language, ids));
  await recordAuditEvent(db, {
    action: 'chat.cannedAnswersOrdered',
    actor: `staff:${staff.username}`,
    detail: { language, ids },
  });
  return cannedAnswers(db, language);
}
