import type { ColumnType, Generated } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SchemaProblems } from '../../server/db/schema-matches-database';

/**
 * The check itself is done by the compiler (`npm run typecheck`); these small databases prove it
 * names each kind of drift. A `@ts-expect-error` whose next line compiles fails the typecheck.
 */
type Database = { thing: { id: Generated<string>; kind: string; note: string | null } };
type NoProblem<Found extends never> = Found;

type Refined = { thing: { id: Generated<string>; kind: 'a' | 'b'; note: string | null } };
type LacksColumn = { thing: { id: Generated<string>; kind: string } };
type ExtraTable = Database & { other: { id: string } };
type NotNullable = { thing: { id: Generated<string>; kind: string; note: string } };
type WrongType = { thing: { id: Generated<string>; kind: number; note: string | null } };
type OptionalKind = ColumnType<string, string | undefined, string>;
type NoDefault = { thing: { id: Generated<string>; kind: OptionalKind; note: string | null } };

type RefinedPasses = NoProblem<SchemaProblems<Refined, Database>>;
// @ts-expect-error a column the database has and schema.ts lacks
type LacksColumnFails = NoProblem<SchemaProblems<LacksColumn, Database>>;
// @ts-expect-error a table schema.ts declares that the database lacks
type ExtraTableFails = NoProblem<SchemaProblems<ExtraTable, Database>>;
// @ts-expect-error nullable in the database only
type NotNullableFails = NoProblem<SchemaProblems<NotNullable, Database>>;
// @ts-expect-error a number where the database holds text
type WrongTypeFails = NoProblem<SchemaProblems<WrongType, Database>>;
// @ts-expect-error optional on insert, but the database has no default
type NoDefaultFails = NoProblem<SchemaProblems<NoDefault, Database>>;

describe('schema.ts against the generated database types', () => {
  it('names each column that drifted', () => {
    const problems: SchemaProblems<LacksColumn, Database>[] = [
      'thing.note: in the database, missing from schema.ts',
    ];
    const nullability: SchemaProblems<NotNullable, Database>[] = [
      'thing.note: nullable in the database only',
    ];
    expect([...problems, ...nullability]).toHaveLength(2);
    const checked:
      | [RefinedPasses, LacksColumnFails, ExtraTableFails, NotNullableFails]
      | [WrongTypeFails, NoDefaultFails]
      | undefined = undefined;
    expect(checked).toBeUndefined();
  });
});
