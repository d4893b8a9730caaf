import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/db.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import * as m0028 from '../../src/platform/db/migrations/0028_click_text_bytewise.js';
import { createTestStore, postgresUrl, type TestStore } from '../helpers/stores.js';

// 0028 (PostgreSQL only, ADR 1020): the click tables' text columns compare byte by byte, and
// going down returns them to the database's collation, with every row kept both ways.
const TABLES = ['click_log', 'clicks', 'click_daily', 'click_daily_dimensions', 'daily_visitors'];

async function collations(db: Db): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ relation: string; collation: string }>`
    select c.relname as relation, k.collname as collation
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_collation k on k.oid = a.attcollation
    where a.attnum > 0 and not a.attisdropped and a.atttypid = 'text'::regtype
      and c.relname in (${sql.join(TABLES)}) and c.relnamespace = current_schema()::regnamespace`.execute(db);
  const found: Record<string, string[]> = {};
  for (const row of rows) found[row.relation] = [...new Set([...(found[row.relation] ?? []), row.collation])];
  return found;
}

const everyTable = (collation: string) => Object.fromEntries(TABLES.map((table) => [table, [collation]]));

// SQLite has no collations to change. Without a PostgreSQL URL the suite is skipped; under
// CI=true `postgresUrl()` throws instead, so CI never skips it.
describe.skipIf(!postgresUrl())('migration 0028 on postgres', () => {
  it('gives the click tables bytewise text on the way up, the database collation on the way down, and keeps every row', async () => {
    const test = await createTestStore('postgres', '0027_rollups_fold_fillfactor');
    try {
      await upAndDown(test);
    } finally {
      await test.drop();
    }
  });
});

async function upAndDown(test: TestStore): Promise<void> {
  const db = test.store.db;
  const now = '2026-12-06T10:00:00.000Z';
  const link = await db.insertInto('links').values({ slug: 'collated', destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const click = { link_id: link.id, clicked_at: now, method: 'GET', is_bot: 0, is_unique: 1, device: 'desktop', browser: 'Chrome', os: 'Windows', referrer_host: 'direct', source: 'link', variant: null };
  await db.insertInto('clicks').values([{ ...click, event_id: 'b', country: 'DE' }, { ...click, event_id: 'a', country: 'FR' }]).execute();
  await db.insertInto('click_daily_dimensions').values([{ link_id: link.id, day: '2026-12-06', dimension: 'referrer', value: 'Zeta.example', clicks: 1 }, { link_id: link.id, day: '2026-12-06', dimension: 'referrer', value: 'alpha.example', clicks: 1 }]).execute();
  const rowsOf = async () => ({
    clicks: await db.selectFrom('clicks').select(['event_id', 'country']).orderBy('event_id').execute(),
    dimensions: await db.selectFrom('click_daily_dimensions').select(['value', 'clicks']).orderBy('value').execute(),
  });
  const before = await rowsOf();
  expect(before.clicks).toEqual([{ event_id: 'a', country: 'FR' }, { event_id: 'b', country: 'DE' }]);

  expect(await migrateToLatest(test.store)).toContain('0028_click_text_bytewise');
  expect(await collations(db)).toEqual(everyTable('C'));
  // Bytewise: upper case before lower case.
  expect((await rowsOf()).dimensions.map((row) => row.value)).toEqual(['Zeta.example', 'alpha.example']);
  expect((await rowsOf()).clicks).toEqual(before.clicks);

  await m0028.down(db, 'postgres');
  expect(await collations(db)).toEqual(everyTable('default'));
  expect((await rowsOf()).clicks).toEqual(before.clicks);
  expect(new Set((await rowsOf()).dimensions.map((row) => row.value))).toEqual(new Set(['Zeta.example', 'alpha.example']));
}
