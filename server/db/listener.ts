import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle, DbOrTx } from './database';

/**
 * One NOTIFY channel per schema: `prefix` and the schema's name (letters, digits, underscores), so
 * servers of different schemas on one PostgreSQL never hear each other. Both sides name it from
 * the schema they run in (current_schema()), the listeners below from their connection and
 * senders (`notifyInSchema`) from their statement, so a schema set by the server or by a
 * search_path in DATABASE_URL names the same channel on both.
 */
export function schemaChannel(prefix: string, schema: string): string {
  return `${prefix}${schema.replace(/[^a-zA-Z0-9_]/g, '')}`;
}

/** Sends `payload` on `prefix`'s channel of the schema this statement runs in (on commit, in a transaction). */
export async function notifyInSchema(db: DbOrTx, prefix: string, payload: string): Promise<void> {
  await sql`select pg_notify(${prefix} || regexp_replace(current_schema(), '[^a-zA-Z0-9_]', '', 'g'), ${payload})`.execute(
    db,
  );
}

/** A connection of this instance's own that hears one NOTIFY channel of the current schema. */
export type NotificationListener = {
  /** Resolves once the channel is heard, or the latest try to listen has failed. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export type NotificationHandlers = {
  /** Which part of the server listens, for the log. */
  name: string;
  /** The channel's prefix (see `schemaChannel`). */
  channelPrefix: string;
  onNotification: (payload: string) => void;
  onListening?: () => void;
  onLost?: () => void;
};

/**
 * Listens on `schemaChannel(channelPrefix, schema)`, the schema being the one this connection
 * sees. A lost connection is reported through `onLost`, then opened again after a second, for as
 * long as the listener is not closed; `onListening` runs each time the channel is heard again,
 * since what was said in between is unknown. Failures are logged, never thrown.
 */
export function listenForNotifications(
  connection: NonNullable<DatabaseHandle['postgres']>,
  handlers: NotificationHandlers,
  log: { warn(object: unknown, message: string): void } = { warn: () => undefined },
): NotificationListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (closed) return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      ready = listen();
    }, 1_000);
  };

  const listen = async (): Promise<void> => {
    // Known once connected.
    let channel = '';
    const next = new pg.Client({
      connectionString: connection.url,
      connectionTimeoutMillis: 5_000,
      ...(connection.schema ? { options: `-c search_path=${connection.schema}` } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, `${handlers.name}: the listening connection failed; reconnecting`);
      handlers.onLost?.();
      next.end().catch(() => undefined);
      if (client === next) {
        client = undefined;
        retryLater();
      }
    });
    try {
      await next.connect();
      const schema = await next.query<{ schema: string }>('select current_schema() as schema');
      channel = schemaChannel(handlers.channelPrefix, schema.rows[0]?.schema ?? 'public');
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      log.warn(
        { err: error },
        `${handlers.name}: cannot listen for other instances yet; trying again`,
      );
      await next.end().catch(() => undefined);
      retryLater();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    handlers.onListening?.();
  };

  let ready = listen();

  return {
    ready: () => ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The same on PGlite, this process's own database: its LISTEN hears every NOTIFY, each sent by
 * this process. The connection cannot be lost; a failure to listen is logged, and `onListening`
 * then never runs.
 */
export function listenInProcess(
  pglite: PGlite,
  handlers: NotificationHandlers,
  log: { warn(object: unknown, message: string): void } = { warn: () => undefined },
): NotificationListener {
  const listening = pglite
    .query<{ schema: string }>('select current_schema() as schema')
    .then(({ rows }) =>
      pglite.listen(
        schemaChannel(handlers.channelPrefix, rows[0]?.schema ?? 'public'),
        handlers.onNotification,
      ),
    )
    .then((unlisten) => {
      handlers.onListening?.();
      return unlisten;
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, `${handlers.name}: cannot listen on PGlite`);
      return undefined;
    });
  return {
    ready: async () => {
      await listening;
    },
    async close() {
      const unlisten = await listening;
      if (!pglite.closed) await unlisten?.().catch(() => undefined);
    },
  };
}
