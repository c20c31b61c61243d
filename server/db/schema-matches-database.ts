/**
 * A check that exists only for the compiler (`npm run typecheck`): the hand-written `Database` of
 * schema.ts, which narrows columns to the values the code relies on (string unions, JSON shapes,
 * dates as the drivers read them), must describe the tables the migrations make. The other side
 * is server/db/generated/database.ts, written by kysely-codegen from a migrated database.
 *
 * Per column: both sides have it; it is nullable on both or on neither; the types on select meet
 * (one is a refinement of the other; JSON columns take any shape, and their nullability is not seen); and a column ours lets an insert leave out has a default or
 * accepts null in the database. When something drifts, the error names the table and column.
 */
import type { InsertType, SelectType } from 'kysely';
import type { DB, JsonValue } from './generated/database';
import type { Database } from './schema';

type IsNullable<T> = null extends SelectType<T> ? true : false;
type LeftOutOnInsert<T> = undefined extends InsertType<T> ? true : false;
type MayLeaveOut<T> =
  undefined extends InsertType<T> ? true : null extends InsertType<T> ? true : false;

/** A JSON column holds whatever shape the code declares; anything serialisable meets it. */
type Meets<O, T> = [Exclude<JsonValue, null>] extends [T]
  ? true
  : [O] extends [T]
    ? true
    : [T] extends [O]
      ? true
      : false;

/**
 * kysely-codegen's JSON type includes JSON's own null, so a JSON column reads the same whether the
 * database allows SQL null or not: there the nullability is left to schema.ts.
 */
type SameNullability<O, T> = [JsonValue] extends [SelectType<T>]
  ? true
  : IsNullable<O> extends IsNullable<T>
    ? true
    : false;

type ColumnProblem<Table extends string, Column extends string, O, T> =
  SameNullability<O, T> extends true
    ? Meets<Exclude<SelectType<O>, null>, Exclude<SelectType<T>, null>> extends true
      ? LeftOutOnInsert<O> extends true
        ? MayLeaveOut<T> extends true
          ? never
          : `${Table}.${Column}: schema.ts lets an insert leave it out, but the database has no default`
        : never
      : `${Table}.${Column}: its type in schema.ts does not meet the database's`
    : `${Table}.${Column}: nullable in ${IsNullable<O> extends true ? 'schema.ts' : 'the database'} only`;

type TableProblems<Ours, Theirs, Table extends keyof Ours & keyof Theirs & string> =
  | `${Table}.${Exclude<keyof Theirs[Table], keyof Ours[Table]> & string}: in the database, missing from schema.ts`
  | `${Table}.${Exclude<keyof Ours[Table], keyof Theirs[Table]> & string}: in schema.ts, not in the database`
  | {
      [Column in keyof Ours[Table] & keyof Theirs[Table] & string]: ColumnProblem<
        Table,
        Column,
        Ours[Table][Column],
        Theirs[Table][Column]
      >;
    }[keyof Ours[Table] & keyof Theirs[Table] & string];

/** Every way `Ours` (schema.ts) and `Theirs` (the generated types) disagree, one string each. */
export type SchemaProblems<Ours, Theirs> =
  | `${Exclude<keyof Theirs, keyof Ours> & string}: a table in the database, missing from schema.ts`
  | `${Exclude<keyof Ours, keyof Theirs> & string}: a table in schema.ts, not in the database`
  | {
      [Table in keyof Ours & keyof Theirs & string]: TableProblems<Ours, Theirs, Table>;
    }[keyof Ours & keyof Theirs & string];

/**
 * Fails to compile while anything drifts, naming each problem; fix schema.ts or the migration, and
 * run `npm run db:types` after changing a migration.
 */
export type NoDrift<Found extends never = SchemaProblems<Database, DB>> = Found;
