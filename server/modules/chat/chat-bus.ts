import type { DatabaseHandle, Db } from '../../db/database';
import {
  listenForNotifications,
  notifyInSchema,
  type NotificationListener,
} from '../../db/listener';

/**
 * What one instance tells every instance (itself included) about a conversation. Events name
 * rows, never carry them: each receiver reads the row from the database, so a notification stays
 * small and nothing a visitor wrote travels outside it.
 */
export type ChatEvent =
  | { kind: 'message'; conversationId: string; messageId: string }
  | { kind: 'conversation'; conversationId: string }
  /** A side's delivered or read mark moved. */
  | { kind: 'marks'; conversationId: string }
  | { kind: 'typing'; conversationId: string; author: 'customer' | 'agent' };

/** The one port chat delivery goes through; server/modules/chat/chat-hub.ts is its only user. */
export type ChatBus = {
  publish(event: ChatEvent): Promise<void>;
  subscribe(handler: (event: ChatEvent) => void): void;
  /** Resolves once events from other instances reach this one, or the first try to listen failed. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

/** One process on PGlite: nobody else to tell, so events go straight to the handlers. */
export function inProcessBus(): ChatBus {
  const handlers = new Set<(event: ChatEvent) => void>();
  return {
    async publish(event) {
      for (const handler of handlers) handler(event);
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    async ready() {},
    async close() {
      handlers.clear();
    },
  };
}

function isChatEvent(value: unknown): value is ChatEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (typeof event.conversationId !== 'string') return false;
  if (event.kind === 'message') return typeof event.messageId === 'string';
  if (event.kind === 'typing') return event.author === 'customer' || event.author === 'agent';
  return event.kind === 'conversation' || event.kind === 'marks';
}

/** The prefix of a schema's chat channel (`schemaChannel` in server/db/listener.ts). */
export const CHAT_CHANNEL_PREFIX = 'skjol_chat_';

/**
 * Several instances on one PostgreSQL: an event is a NOTIFY on a channel named after the schema
 * (so test runs in schemas of their own never hear each other), and every instance LISTENs on a
 * connection of its own. A lost listening connection is opened again after a pause; what was said
 * meanwhile is not lost to visitors, whose sockets reconnect and replay from the table.
 */
export function postgresBus(
  db: Db,
  connection: NonNullable<DatabaseHandle['postgres']>,
  log: { warn(object: unknown, message: string): void } = { warn: () => undefined },
): ChatBus {
  const handlers = new Set<(event: ChatEvent) => void>();
  let listener: NotificationListener | undefined;

  const deliver = (payload: string) => {
    let event: unknown;
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    if (isChatEvent(event)) for (const handler of handlers) handler(event);
  };

  return {
    async publish(event) {
      await notifyInSchema(db, CHAT_CHANNEL_PREFIX, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      listener ??= listenForNotifications(
        connection,
        { name: 'chat', channelPrefix: CHAT_CHANNEL_PREFIX, onNotification: deliver },
        log,
      );
    },
    async ready() {
      await listener?.ready();
    },
    async close() {
      await listener?.close();
      handlers.clear();
    },
  };
}
