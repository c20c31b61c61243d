import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** Repositories take `DbOrTx` first so that writes which belong together can share a transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; /** isolates a test run in its own schema */ schema?: string }
  | {
      kind: 'pglite';
      /** a folder on disk, or undefined for an in-memory database */ dataDir?: string;
      /**
       * A dump (PGlite's dumpDataDir) to start from in place of an empty cluster: the tests start
       * each database from one migrated copy rather than paying initdb and every migration again.
       */
      startFrom?: Blob;
    };

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** Where the data lives, for log lines; never includes a password. */
  description: string;
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: how to open a connection of one's own, outside the pool, for LISTEN (a pooled
   * connection would drop its subscriptions when handed back).
   */
  postgres?: { url: string; schema?: string };
  /** PGlite only: the embedded database itself, whose LISTEN hears this process's NOTIFYs. */
  pglite?: PGlite;
};

export class DatabaseUnreachableError extends Error {
  constructor(description: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
    super(`Cannot reach the database at ${description}: ${reason}`);
    this.name = 'DatabaseUnreachableError';
  }
}

function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * Marks a hot statement of fixed text: on PostgreSQL each connection prepares it once (planning
 * it once, then reusing the plan) instead of parsing and planning it on every call. Only for
 * statements whose text never varies (no `in` lists of varying length), as each distinct text
 * stays prepared for the connection's life. Elsewhere (PGlite) it is only a comment.
 */
export const PREPARED = '/* prepared */';

function prepareMarkedStatements(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !text.startsWith(PREPARED)) return query(...args);
    let name = names.get(text);
    if (!name) {
      name = `skjol_${names.size + 1}`;
      names.set(text, name);
    }
    return query({ name, text, values });
  };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  let db: Db;
  let description: string;
  let pglite: PGlite | undefined;
  if (options.kind === 'postgres') {
    description = describePostgresUrl(options.url);
    const pool = new pg.Pool({
      connectionString: options.url,
      connectionTimeoutMillis: 5_000,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A client that loses its server must not crash the process: an idle one is reported to the
    // pool, and one checked out between two statements (inside a transaction) to itself, where
    // nobody listens; either way the query that uses it fails, and the pool opens new ones.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      prepareMarkedStatements(client);
    });
    db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    description = options.dataDir ? `pglite:${path.resolve(options.dataDir)}` : 'pglite:memory';
    // Kysely's own dialect: its adapter declares a single connection, so Kysely queues every
    // borrower and a transaction holds PGlite until it commits.
    // One options object: PGlite ignores its second argument unless the first is a folder.
    pglite = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
    });
    db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  }

  let closed = false;
  return {
    db,
    kind: options.kind,
    description,
    ...(options.kind === 'postgres'
      ? { postgres: { url: options.url, ...(options.schema ? { schema: options.schema } : {}) } }
      : {}),
    ...(pglite ? { pglite } : {}),
    async ping(timeoutMs = 2_000) {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const query = sql`select 1 as ok`
        .execute(db)
        .then(() => true)
        .catch(() => false);
      try {
        return await Promise.race([query, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

// Node's codes for a connection refused, cut or unanswered, and PostgreSQL's classes 08
// (connection exception) and 57P0x (the server shutting down or starting).
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/**
 * Whether an error means the database cannot be reached right now (rather than that a query was
 * wrong): the API then answers 503, which clears by itself once the database is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnreachableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code)) {
      return true;
    }
  }
  // Connecting to a name with several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnreachable);
  return UNREACHABLE_MESSAGES.test(error.message);
}

/** Opens the database and proves it answers, so a bad address fails at start with one clear line. */
export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = openDatabase(options);
  try {
    await sql`select 1`.execute(handle.db);
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new DatabaseUnreachableError(handle.description, error);
  }
}
