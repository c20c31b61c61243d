import { isAroundTheClock, weekdaysOf } from './opening-hours';
import { isWithinTimeWindow } from './time-window';

/**
 * Live chat rules both the widget and the server apply. A visitor picks one of three queues; each
 * maps to the inbox queue its cases land in when nobody can answer or the conversation ends.
 */
export const CHAT_QUEUES = ['businesses', 'individuals', 'claims'] as const;
export type ChatQueue = (typeof CHAT_QUEUES)[number];

export const CHAT_CASE_QUEUE = {
  businesses: 'company',
  individuals: 'individual',
  claims: 'claims',
} as const satisfies Record<ChatQueue, string>;

/** Characters in one message; longer ones are refused, not cut. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Bytes in one WebSocket frame; a bigger frame closes the connection (1009). */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
/** Frames one connection may send in a window before its messages are refused for a while. */
export const CHAT_RATE_LIMIT = { max: 20, windowMs: 10_000 } as const;
/**
 * A visitor's widget that has not heard `ready` on its first socket within this time takes the
 * socket as blocked (a proxy or filter in the way) and talks over plain HTTP instead.
 */
export const CHAT_SOCKET_READY_MS = 5_000;
/** How long the server holds a visitor's poll open when nothing happens (under proxies' 60 s). */
export const CHAT_LONG_POLL_MS = 25_000;
/** Polls one conversation may make in a window: plenty for a busy talk, not a loop. */
export const CHAT_POLL_LIMIT = { max: 60, windowMs: 10_000 } as const;
/** The first frame must say who is talking within this time, or the socket is closed. */
export const CHAT_HELLO_TIMEOUT_MS = 10_000;
/**
 * Why the server closed a chat socket (WebSocket close codes of the application's own range).
 * A client that was refused, or whose sign-in ended, stops trying; the others try again.
 */
export const CHAT_CLOSE = {
  /** The hello named nothing that opens a conversation or the console. */
  unauthorized: 4401,
  /** The sign-in the socket rested on ended: signed out, revoked, or the account disabled. */
  sessionEnded: 4403,
  /** No hello came in time. */
  helloTimeout: 4408,
  /** Too many sockets from one address or in one conversation, or frames sent too fast. */
  tooMany: 4429,
  /** The access token the socket was opened with has run out; a fresh one opens it again. */
  tokenExpired: 4440,
} as const;
/** How often an agent's console says it is still there, and how long until silence means away. */
export const CHAT_AGENT_HEARTBEAT_MS = 20_000;
export const CHAT_AGENT_FRESH_MS = 60_000;
/** Transcript e-mails a conversation may ask for per hour. */
export const CHAT_TRANSCRIPT_MAILS_PER_HOUR = 3;

/**
 * Ready answers staff keep per language. A shortcut is what follows "/" in the reply box: a letter
 * or digit, then letters, digits, hyphens or underscores, no spaces; it is kept in lower case,
 * unique within its language. An answer goes into the reply box, so it is no longer than a message.
 */
export const CHAT_CANNED_SHORTCUT_MAX = 30;
export const CHAT_CANNED_BODY_MAX = CHAT_MESSAGE_MAX_LENGTH;
/** Ready answers one language may have: enough for a team, not a dumping ground. */
export const CHAT_CANNED_ANSWERS_MAX = 100;
const SHORTCUT = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

/** The shortcut as stored: trimmed, without a leading "/", in lower case. */
export function normalCannedShortcut(shortcut: string): string {
  return shortcut.trim().replace(/^\//, '').toLocaleLowerCase('is');
}

export type CannedAnswerProblem =
  | 'CannedShortcutRequired'
  | 'CannedShortcutInvalid'
  | 'CannedShortcutTooLong'
  | 'CannedBodyRequired'
  | 'CannedBodyTooLong';

/** What is wrong with a ready answer, field by field (the screen and the server say the same). */
export function cannedAnswerProblems(input: {
  shortcut: string;
  body: string;
}): Partial<Record<'shortcut' | 'body', CannedAnswerProblem>> {
  const shortcut = normalCannedShortcut(input.shortcut);
  const problems: Partial<Record<'shortcut' | 'body', CannedAnswerProblem>> = {};
  if (shortcut === '') problems.shortcut = 'CannedShortcutRequired';
  else if (shortcut.length > CHAT_CANNED_SHORTCUT_MAX) problems.shortcut = 'CannedShortcutTooLong';
  else if (!SHORTCUT.test(shortcut)) problems.shortcut = 'CannedShortcutInvalid';
  if (input.body.trim() === '') problems.body = 'CannedBodyRequired';
  else if (input.body.trim().length > CHAT_CANNED_BODY_MAX) problems.body = 'CannedBodyTooLong';
  return problems;
}

export function isChatQueue(value: unknown): value is ChatQueue {
  return typeof value === 'string' && (CHAT_QUEUES as readonly string[]).includes(value);
}

/** A line of the opening hours as the content gives it. */
export type ChatHoursLine = { title?: string; opens: string; closes: string; days?: string | null };

/**
 * The lines that say when the chat is staffed: those whose title names the chat ('Netspjall…',
 * 'Chat…'); with none, the office's lines (all but round-the-clock ones, the emergency service).
 */
export function chatLines(lines: readonly ChatHoursLine[]): ChatHoursLine[] {
  const named = lines.filter((line) => /spjall|chat/i.test(line.title ?? ''));
  return named.length > 0 ? named : lines.filter((line) => !isAroundTheClock(line));
}

/** Whether the chat is within its hours at `now` (Iceland keeps UTC all year). */
export function chatOpenAt(lines: readonly ChatHoursLine[], now: Date): boolean {
  return chatLines(lines).some(
    (line) =>
      weekdaysOf(line.days).includes(now.getUTCDay()) &&
      isWithinTimeWindow({ opens: line.opens, closes: line.closes }, now, 0),
  );
}
