import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/platform/db/db.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createTestStore, postgresUrl, type TestStore } from '../helpers/stores.js';

// Kysely's own introspector resolved every column of every schema by name: a column renamed in
// another schema at that moment failed the migration ("column … does not exist"), as it did in
// CI when one test file migrated its schema beside another's.
describe.skipIf(!postgresUrl())('migrating one schema while another in the same database changes', () => {
  let ours: TestStore;
  let theirs: TestStore;
  let renamer: Store;

  beforeAll(async () => {
    ours = await createTestStore('postgres');
    theirs = await createTestStore('postgres');
    renamer = openStore(theirs.url, { searchPath: theirs.searchPath!, poolSize: 1 });
  });
  afterAll(async () => {
    await renamer?.close();
    await ours?.drop();
    await theirs?.drop();
  });

  it('finds its own migrations every time, whatever the other schema renames', async () => {
    let renaming = true;
    let renames = 0;
    const renaming$ = (async () => {
      while (renaming) {
        const [from, to] = renames++ % 2 === 0 ? ['name', 'label'] : ['label', 'name'];
        await sql`alter table folders rename column ${sql.id(from)} to ${sql.id(to)}`.execute(renamer.db);
      }
    })();
    const outcomes: string[] = [];
    const until = Date.now() + 1_500;
    try {
      while (Date.now() < until) {
        outcomes.push(await migrateToLatest(ours.store).then((ran) => `ran ${ran.length}`, (error: unknown) => String(error)));
      }
    } finally {
      renaming = false;
      await renaming$;
    }
    expect(renames).toBeGreaterThan(10);
    expect(new Set(outcomes)).toEqual(new Set(['ran 0']));
  });
});
