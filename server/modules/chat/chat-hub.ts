import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import pLimit from 'p-limit';
import { AppError } from '../../errors';
import { authenticateToken, type AuthContext } from '../../identity/authenticate';
import type { Identity } from '../../identity/identity';
import type { SessionStore } from '../../identity/sessions';
import { clientAddressKey } from '../../security/rate-limit';
import { CHAT_CLOSE, CHAT_HELLO_TIMEOUT_MS, CHAT_RATE_LIMIT } from '../../../src/domain/chat';
import type {
  ChatFrameError,
  ChatServerFrame,
  ChatStaffServerFrame,
} from '../../../src/domain/api/chat';
import type { ChatEvent } from './chat-bus';
import {
  findConversation,
  findMessage,
  messagesOf,
  touchAgent,
  type MessageRow,
} from './chat.repository';
import {
  announceTyping,
  conversationByToken,
  conversationOf,
  markConversation,
  marksOf,
  messageOf,
  postMessage,
  staffConversationOf,
  type ChatDeps,
} from './chat.service';
import {
  endedSessions,
  FRAMES_WAITING_PER_SOCKET,
  SESSION_SWEEP_MS,
  SOCKET_DATABASE_WORK,
  SocketCounter,
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_CONVERSATION,
  tokenEndsAt,
  type SocketSession,
} from './socket-guard';

type StaffAuth = Extract<AuthContext, { kind: 'staff' }>;

/** Typing frames are passed on at most this often per connection. */
const TYPING_EVERY_MS = 2_000;
/** Long polls held open per conversation (a visitor with a few tabs); more answer the oldest. */
const POLLS_PER_CONVERSATION = 3;
/** An agent's "still here" is written at most this often per connection. */
const TOUCH_EVERY_MS = 10_000;
/** Notices of sessions ending that arrive this close together are checked together. */
const RECHECK_GATHER_MS = 50;
/** The longest a timer can wait (about 24 days); an access token never lives that long anyway. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

function send(socket: WebSocket, frame: ChatServerFrame | ChatStaffServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * This instance's open sockets: visitors by conversation, and staff consoles (who see every
 * conversation). Whatever the bus says happened is read back from the database and written to
 * the sockets it concerns, so a message sent on another instance reaches sockets here.
 */
export class ChatHub {
  private readonly customers = new Map<string, Set<WebSocket>>();
  private readonly staff = new Set<WebSocket>();
  /** Visitors' sockets still being sent their replay: live frames wait here until it is out. */
  private readonly replaying = new Map<WebSocket, ChatServerFrame[]>();
  /**
   * The messages each visitor's socket has been sent. Another instance's notice of a message can
   * arrive after the replay already carried it, so a message goes to a socket once.
   */
  private readonly sentMessages = new WeakMap<WebSocket, Set<string>>();

  private sendToVisitor(socket: WebSocket, frame: ChatServerFrame) {
    if (frame.type === 'message') {
      const sent = this.sentMessages.get(socket) ?? new Set<string>();
      if (sent.has(frame.message.id)) return;
      sent.add(frame.message.id);
      this.sentMessages.set(socket, sent);
    }
    send(socket, frame);
  }

  /**
   * Visitors' long polls (the HTTP fallback) waiting for something to happen in their
   * conversation, oldest first. A few per conversation at most: a newer poll answers the oldest.
   */
  private readonly polls = new Map<string, ((event: ChatEvent | null) => void)[]>();

  /** The sign-in each signed-in socket rests on (staff, and customers who started signed in). */
  private readonly sessions = new Map<WebSocket, SocketSession>();
  private readonly addresses = new SocketCounter(SOCKETS_PER_ADDRESS);
  /**
   * Every piece of the sockets' database work goes through here, so however many sockets are
   * open (or flood), they hold at most this many of the pool's connections at a time.
   */
  private readonly work = pLimit(SOCKET_DATABASE_WORK);
  private sweep: NodeJS.Timeout | undefined;
  private recheckTimer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private checkAgain = false;

  constructor(
    private readonly deps: ChatDeps,
    private readonly log: FastifyBaseLogger,
    private readonly sessionStore: SessionStore,
  ) {
    deps.bus.subscribe((event) => {
      this.wakePolls(event);
      this.work(() => this.deliver(event)).catch((error: unknown) =>
        log.error({ err: error }, 'chat: could not deliver an event'),
      );
    });
  }

  /** Open sockets from one address on this instance (checked before a new one is upgraded). */
  socketsFrom(address: string): number {
    return this.addresses.count(address);
  }

  /**
   * Starts the safety net: every `SESSION_SWEEP_MS` the sessions of the open sockets are checked
   * again, in case the notice of one ending was lost.
   */
  watchSessions(): void {
    this.sweep ??= setInterval(() => this.recheckSessions(), SESSION_SWEEP_MS);
    this.sweep.unref();
  }

  /**
   * Something may have ended a session (every instance hears the notice): the open sockets'
   * sessions are checked again shortly, notices arriving together in one check.
   */
  sessionsChanged(): void {
    if (this.recheckTimer || this.sessions.size === 0) return;
    this.recheckTimer = setTimeout(() => {
      this.recheckTimer = undefined;
      this.recheckSessions();
    }, RECHECK_GATHER_MS);
    this.recheckTimer.unref();
  }

  /** Closes every socket whose session has ended. One check runs at a time; a later one follows. */
  recheckSessions(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = this.checkSessions()
      .catch((error: unknown) =>
        // The next notice or sweep tries again; new sockets and staff messages are checked anyway.
        this.log.warn({ err: error }, 'chat: could not check the sockets’ sessions'),
      )
      .finally(() => {
        this.checking = undefined;
        if (this.checkAgain) {
          this.checkAgain = false;
          void this.recheckSessions();
        }
      });
    return this.checking;
  }

  private async checkSessions(): Promise<void> {
    const open = [...this.sessions];
    if (open.length === 0) return;
    const ended = await this.work(() =>
      endedSessions(
        this.sessionStore,
        open.map(([, session]) => session),
      ),
    );
    for (const [socket, session] of open)
      if (ended.has(session)) this.endSession(socket, CHAT_CLOSE.sessionEnded, 'session ended');
  }

  private endSession(socket: WebSocket, code: number, reason: string) {
    this.sessions.delete(socket);
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, reason);
  }

  /** Stops the checks (the server is closing). */
  stop(): void {
    clearInterval(this.sweep);
    clearTimeout(this.recheckTimer);
    this.sweep = undefined;
    this.recheckTimer = undefined;
  }

  private wakePolls(event: ChatEvent) {
    // A visitor's own typing is no news to the visitor.
    if (event.kind === 'typing' && event.author === 'customer') return;
    const waiting = this.polls.get(event.conversationId);
    if (!waiting) return;
    this.polls.delete(event.conversationId);
    for (const wake of waiting) wake(event);
  }

  /**
   * Waits until something happens in the conversation (resolves with the event), the time runs
   * out, the caller gives up, or the server stops (all three resolve with null). Registered at
   * once, so an event between this call and the caller's reading of the rows is not missed.
   */
  waitForEvent(
    conversationId: string,
    timeoutMs: number,
  ): { event: Promise<ChatEvent | null>; cancel(): void } {
    let wake: (event: ChatEvent | null) => void = () => undefined;
    const event = new Promise<ChatEvent | null>((resolve) => {
      const timer = setTimeout(() => wake(null), timeoutMs);
      wake = (value) => {
        clearTimeout(timer);
        const waiting = this.polls.get(conversationId);
        const rest = waiting?.filter((item) => item !== wake);
        if (rest?.length) this.polls.set(conversationId, rest);
        else this.polls.delete(conversationId);
        resolve(value);
      };
    });
    const waiting = this.polls.get(conversationId) ?? [];
    waiting.push(wake);
    this.polls.set(conversationId, waiting);
    if (waiting.length > POLLS_PER_CONVERSATION) waiting[0]?.(null);
    return { event, cancel: () => wake(null) };
  }

  /** Answers every waiting poll, so a stopping server is not held by them. */
  releasePolls(): void {
    for (const waiting of [...this.polls.values()]) for (const wake of waiting) wake(null);
    this.polls.clear();
  }

  /**
   * A frame to the conversation's visitors and, unless `staffFrame` is false, to every staff
   * console: the same frame, or one of its own when staff are told more than the visitor.
   */
  private toConversation(
    conversationId: string,
    frame: ChatServerFrame,
    staffFrame: ChatStaffServerFrame | boolean = true,
  ) {
    for (const socket of this.customers.get(conversationId) ?? []) {
      const held = this.replaying.get(socket);
      if (held) held.push(frame);
      else this.sendToVisitor(socket, frame);
    }
    if (staffFrame === false) return;
    const toStaff = staffFrame === true ? frame : staffFrame;
    for (const socket of this.staff) send(socket, toStaff);
  }

  private async deliver(event: ChatEvent): Promise<void> {
    // Taken whether or not anyone here listens, so the kept rows never pile up.
    let justStored: MessageRow | undefined;
    if (event.kind === 'message') {
      justStored = this.deps.justStored?.get(event.messageId);
      this.deps.justStored?.delete(event.messageId);
    }
    const audience = this.customers.has(event.conversationId) || this.staff.size > 0;
    if (!audience) return;
    if (event.kind === 'message') {
      const row = justStored ?? (await findMessage(this.deps.db, event.messageId));
      if (!row || row.conversation_id !== event.conversationId) return;
      this.toConversation(event.conversationId, { type: 'message', message: messageOf(row) });
    } else if (event.kind === 'marks') {
      const row = await findConversation(this.deps.db, event.conversationId);
      if (!row) return;
      this.toConversation(event.conversationId, {
        type: 'marks',
        conversationId: row.id,
        marks: marksOf(row),
      });
    } else if (event.kind === 'conversation') {
      const row = await findConversation(this.deps.db, event.conversationId);
      if (!row) return;
      // Staff hear who the signed-in customer is; the visitor's frame has no kennitala.
      this.toConversation(
        event.conversationId,
        { type: 'conversation', conversation: conversationOf(row) },
        { type: 'conversation', conversation: staffConversationOf(row) },
      );
    } else {
      const frame: ChatServerFrame = {
        type: 'typing',
        conversationId: event.conversationId,
        author: event.author,
      };
      // Each side hears the other typing, never itself.
      if (event.author === 'agent') this.toConversation(event.conversationId, frame, false);
      else for (const socket of this.staff) send(socket, frame);
    }
  }

  private join(conversationId: string, socket: WebSocket) {
    const sockets = this.customers.get(conversationId) ?? new Set();
    sockets.add(socket);
    this.customers.set(conversationId, sockets);
  }

  private leave(socket: WebSocket, conversationId: string | null) {
    this.staff.delete(socket);
    this.sessions.delete(socket);
    if (conversationId === null) return;
    const sockets = this.customers.get(conversationId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.customers.delete(conversationId);
  }

  /**
   * One socket's life. The first frame says who is talking (a visitor's conversation token or
   * staff's access token); until then nothing else is read. Limits hold per connection: frames
   * over the size limit close it (the server's maxPayload), and beyond the rate limit messages are
   * refused with an error frame until the window passes.
   */
  accept(socket: WebSocket, request: FastifyRequest, identity: Identity): void {
    const address = clientAddressKey(request);
    // Counted before anything else, so sockets opened together cannot all pass the check made
    // before the upgrade.
    if (!this.addresses.tryAdd(address)) {
      socket.close(CHAT_CLOSE.tooMany, 'too many sockets from this address');
      return;
    }
    let who:
      | { kind: 'customer'; conversationId: string }
      | { kind: 'staff'; auth: StaffAuth; token: string }
      | null = null;
    let helloPending = false;
    let expiry: NodeJS.Timeout | undefined;
    let framesWaiting = 0;
    let windowStart = Date.now();
    let framesInWindow = 0;
    let marksInWindow = 0;
    let lastTyping = 0;
    let lastTouch = 0;
    const helloTimer = setTimeout(() => {
      if (who === null) socket.close(CHAT_CLOSE.helloTimeout, 'hello expected');
    }, CHAT_HELLO_TIMEOUT_MS);
    const fail = (code: ChatFrameError, clientId?: string) =>
      send(socket, { type: 'error', code, ...(clientId !== undefined ? { clientId } : {}) });

    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearTimeout(expiry);
      this.addresses.remove(address);
      this.leave(socket, who?.kind === 'customer' ? who.conversationId : null);
    });

    const hello = async (frame: Record<string, unknown>) => {
      helloPending = true;
      try {
        if (typeof frame.token === 'string') {
          const conversation = await conversationByToken(this.deps, frame.token);
          if ((this.customers.get(conversation.id)?.size ?? 0) >= SOCKETS_PER_CONVERSATION) {
            fail('TooManySockets');
            socket.close(CHAT_CLOSE.tooMany, 'too many sockets in this conversation');
            return;
          }
          who = { kind: 'customer', conversationId: conversation.id };
          // A signed-in customer's conversation lasts as long as the sign-in it was started in.
          if (conversation.grant_id)
            this.sessions.set(socket, { tenant: 'customer', grantId: conversation.grant_id });
          // Joined before the replay is read, so nothing sent meanwhile falls between the two;
          // what arrives live in the meantime is held and follows the replay, in order.
          const held: ChatServerFrame[] = [];
          this.replaying.set(socket, held);
          this.join(conversation.id, socket);
          const after = typeof frame.after === 'string' ? frame.after : null;
          for (const row of await messagesOf(this.deps.db, conversation.id, after))
            this.sendToVisitor(socket, { type: 'message', message: messageOf(row) });
          this.replaying.delete(socket);
          for (const live of held) this.sendToVisitor(socket, live);
          send(socket, { type: 'ready', conversation: conversationOf(conversation) });
        } else if (typeof frame.accessToken === 'string') {
          const auth = await authenticateToken(request, identity, frame.accessToken);
          if (auth.kind !== 'staff') throw new AppError('StaffOnly', 403, 'Staff only');
          who = { kind: 'staff', auth, token: frame.accessToken };
          this.sessions.set(socket, {
            tenant: 'staff',
            ...(auth.grantId ? { grantId: auth.grantId } : {}),
            staff: { id: auth.staffId, role: auth.role },
          });
          // Closed when the token runs out; the console opens it again with a fresh one.
          const endsAt = tokenEndsAt(frame.accessToken);
          if (endsAt !== undefined)
            expiry = setTimeout(
              () => this.endSession(socket, CHAT_CLOSE.tokenExpired, 'token expired'),
              Math.min(Math.max(endsAt - Date.now(), 0), LONGEST_TIMER_MS),
            );
          this.staff.add(socket);
          await touchAgent(this.deps.db, auth.username);
          send(socket, { type: 'ready' });
        } else {
          throw new AppError('Unauthorized', 401, 'No token');
        }
      } catch (error) {
        if (!(error instanceof AppError)) this.log.error({ err: error }, 'chat: hello failed');
        fail(
          error instanceof AppError && error.code === 'ChatSignedOut'
            ? 'ChatSignedOut'
            : 'Unauthorized',
        );
        socket.close(CHAT_CLOSE.unauthorized, 'unauthorized');
      } finally {
        this.replaying.delete(socket);
        helloPending = false;
      }
    };

    const message = async (frame: Record<string, unknown>) => {
      const clientId = typeof frame.clientId === 'string' ? frame.clientId.slice(0, 100) : '';
      const body = typeof frame.body === 'string' ? frame.body : '';
      if (clientId === '') return fail('InvalidFrame');
      if (who === null) return;
      let result;
      if (who.kind === 'customer') {
        const conversation = await findConversation(this.deps.db, who.conversationId);
        if (!conversation) return fail('ConversationEnded', clientId);
        result = await postMessage(this.deps, conversation, { author: 'customer' }, clientId, body);
      } else {
        if (who.auth.role === 'Readonly') return fail('ReadOnlyRole', clientId);
        // Sending speaks as the employee: their token is checked again (a brief cache, emptied
        // whenever a session ends), so a revoked session sends nothing even before its socket
        // is closed.
        try {
          await authenticateToken(request, identity, who.token);
        } catch {
          fail('Unauthorized', clientId);
          this.endSession(socket, CHAT_CLOSE.sessionEnded, 'session ended');
          return;
        }
        const conversation =
          typeof frame.conversationId === 'string'
            ? await findConversation(this.deps.db, frame.conversationId)
            : undefined;
        if (!conversation || conversation.assignee_username !== who.auth.username)
          return fail('NotYourConversation', clientId);
        result = await postMessage(
          this.deps,
          conversation,
          { author: 'agent', username: who.auth.username },
          clientId,
          body,
        );
      }
      if (!result.ok) return fail(result.code, clientId);
      send(socket, { type: 'ack', clientId, id: result.message.id });
    };

    const typing = async (frame: Record<string, unknown>) => {
      if (who === null || Date.now() - lastTyping < TYPING_EVERY_MS) return;
      lastTyping = Date.now();
      if (who.kind === 'customer') await announceTyping(this.deps, who.conversationId, 'customer');
      else if (typeof frame.conversationId === 'string' && who.auth.role !== 'Readonly') {
        const conversation = await findConversation(this.deps.db, frame.conversationId);
        if (conversation?.assignee_username === who.auth.username)
          await announceTyping(this.deps, conversation.id, 'agent');
      }
    };

    const marks = async (frame: Record<string, unknown>) => {
      const ids = {
        ...(typeof frame.delivered === 'string' ? { delivered: frame.delivered } : {}),
        ...(typeof frame.read === 'string' ? { read: frame.read } : {}),
      };
      if (who === null) return;
      if (who.kind === 'customer')
        return markConversation(this.deps, who.conversationId, 'customer', ids);
      // Only the agent who has the conversation marks it read for the visitor: a colleague
      // reading along, or read-only staff, has not answered anything.
      if (who.auth.role === 'Readonly' || typeof frame.conversationId !== 'string') return;
      const conversation = await findConversation(this.deps.db, frame.conversationId);
      if (conversation?.assignee_username === who.auth.username)
        await markConversation(this.deps, conversation.id, 'agent', ids);
    };

    const handle = async (raw: string) => {
      let frame: unknown;
      try {
        frame = JSON.parse(raw);
      } catch {
        return fail('InvalidFrame');
      }
      if (typeof frame !== 'object' || frame === null) return fail('InvalidFrame');
      const data = frame as Record<string, unknown>;
      if (who === null) {
        if (data.type !== 'hello' || helloPending) return fail('InvalidFrame');
        return hello(data);
      }
      const now = Date.now();
      if (now - windowStart >= CHAT_RATE_LIMIT.windowMs) {
        windowStart = now;
        framesInWindow = 0;
        marksInWindow = 0;
      }
      // Marks have a window of their own, so a screen's marks never cost its owner a message;
      // beyond it they are dropped without a word (the next one carries the same news).
      if (data.type === 'marks') {
        marksInWindow += 1;
        return marksInWindow > CHAT_RATE_LIMIT.max ? undefined : marks(data);
      }
      framesInWindow += 1;
      if (framesInWindow > CHAT_RATE_LIMIT.max) {
        if (data.type === 'message')
          return fail(
            'TooManyMessages',
            typeof data.clientId === 'string' ? data.clientId : undefined,
          );
        return;
      }
      if (data.type === 'message') return message(data);
      if (data.type === 'typing') return typing(data);
      if (data.type === 'ping') {
        send(socket, { type: 'pong' });
        if (who.kind === 'staff' && now - lastTouch >= TOUCH_EVERY_MS) {
          lastTouch = now;
          await touchAgent(this.deps.db, who.auth.username);
        }
        return;
      }
      return fail('InvalidFrame');
    };

    // Frames are handled one after another, so a resend never races its original; each waits
    // its turn for the database with every other socket's. A socket that is closed (its session
    // ended) handles nothing it sent before.
    let queue = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return fail('InvalidFrame');
      if (framesWaiting >= FRAMES_WAITING_PER_SOCKET) {
        socket.close(CHAT_CLOSE.tooMany, 'too many frames');
        return;
      }
      framesWaiting += 1;
      const raw = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
      queue = queue
        .then(() => (socket.readyState === socket.OPEN ? this.work(() => handle(raw)) : undefined))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'chat: a frame failed');
          fail('InvalidFrame');
        })
        .finally(() => {
          framesWaiting -= 1;
        });
    });
  }
}
