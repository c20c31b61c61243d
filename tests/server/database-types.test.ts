import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, typesOfDatabase } from '../../server/db/database-types';
import { createMigratedDatabase } from './support/databases';

describe('the generated database types', () => {
  it('match what the migrations make today', { timeout: 120_000 }, async () => {
    // The run's migrated PGlite (global-setup.ts migrates it from empty with the same migrator
    // `npm run db:types` uses), so this costs one introspection, not every migration again.
    const database = await createMigratedDatabase('pglite');
    try {
      const committed = readFileSync(GENERATED_TYPES_FILE, 'utf8');
      const fresh = await typesOfDatabase(database.db as unknown as Kysely<unknown>);
      // One clear instruction rather than a 900-line diff: the file is never edited by hand.
      if (fresh !== committed) {
        expect.fail(
          'server/db/generated/database.ts no longer matches the migrations: run npm run db:types',
        );
      }
      expect(fresh).toContain('export interface DB {');
    } finally {
      await database.close();
    }
  });
});
