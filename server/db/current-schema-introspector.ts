import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

const KYSELY_TABLES = new Set<string>([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

type ColumnRow = {
  table: string;
  kind: string;
  column: string | null;
  type: string | null;
  type_schema: string | null;
  not_null: boolean | null;
  has_default: boolean | null;
  comment: string | null;
  sequence: string | null;
};

/**
 * Kysely's PostgreSQL introspector reads every table of every schema and passes each schema's
 * name through name-resolving functions. The migrator asks it whether its own tables exist, so
 * when several databases share one PostgreSQL as schemas (the tests, or one per tenant) a schema
 * dropped meanwhile fails that read with "schema … does not exist", and each read grows with the
 * others' tables. The server only ever works in the schema its connections name, so this one
 * reads that schema alone.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{
      name: string;
    }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows.map((row) => ({ name: row.name }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, a.attname as column, t.typname as type,
        tn.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
        col_description(c.oid, a.attnum) as comment,
        pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname) as sequence
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      left join pg_catalog.pg_attribute a
        on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_type t on t.oid = a.atttypid
      left join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p', 'f')
      order by c.relname, a.attnum`.execute(this.db);
    const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(this.db))
      .rows[0]?.name;
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = {
          name: row.table,
          isView: row.kind === 'v',
          isForeign: row.kind === 'f',
          columns: [],
          ...(schema ? { schema } : {}),
        };
        tables.set(row.table, table);
      }
      if (row.column === null) continue;
      table.columns.push({
        name: row.column,
        dataType: row.type ?? '',
        ...(row.type_schema ? { dataTypeSchema: row.type_schema } : {}),
        isNullable: !row.not_null,
        hasDefaultValue: Boolean(row.has_default),
        isAutoIncrementing: row.sequence !== null,
        ...(row.comment ? { comment: row.comment } : {}),
      });
    }
    return [...tables.values()];
  }
}

/** PostgreSQL as Kysely speaks it, but looking only at the connection's own schema. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
