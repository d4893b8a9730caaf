import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/platform/db/db.js';
import { migrateTo, migrateToLatest } from '../../src/platform/db/migrate.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

const AT = '2026-12-08T02:00:00.000Z';

// 0030 (ADR 1029): the click log keeps no unique index on the event id. On the way up every
// row stays, in its order, with the index on the link; on the way down an event held twice is
// kept once and the id is unique again.
describe.each(DIALECTS)('migration 0030 on %s', (dialect) => {
  let test: TestStore | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  const logRow = (linkId: number, eventId: string, country: string) => ({
    link_id: linkId, event_id: eventId, clicked_at: AT, day: AT.slice(0, 10), method: 'GET', is_bot: 0, device: 'desktop', browser: 'Chrome', os: 'Windows',
    country, language: 'en', referrer_host: '', source: 'link', variant: null, visitor_hash: '7',
  });
  const logOf = async (db: Db) => (await db.selectFrom('click_log').select(['event_id', 'country']).orderBy('event_id').orderBy('country').execute());
  const linkIndexUsed = async (db: Db, linkId: number) => {
    if (dialect === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan select event_id from click_log where link_id = ${linkId}`.execute(db);
      return plan.rows.some((row) => row.detail.includes('click_log_link'));
    }
    const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'click_log' and schemaname = current_schema()`.execute(db);
    return rows.map((row) => row.name).includes('click_log_link');
  };

  it('lets the log hold an event twice after it, and keeps one copy when going back', async () => {
    test = await createTestStore(dialect, '0029_recent_rollups');
    const db = test.store.db;
    const link = await db.insertInto('links').values({ slug: 'log-events', destination_url: 'https://example.com/', status: 'active', created_at: AT, updated_at: AT }).returning('id').executeTakeFirstOrThrow();
    const linkId = Number(link.id);
    await db.insertInto('click_log').values([logRow(linkId, 'e2', 'FR'), logRow(linkId, 'e1', 'DE')]).execute();
    await expect(db.insertInto('click_log').values(logRow(linkId, 'e1', 'DE')).execute()).rejects.toThrow();

    expect(await migrateToLatest(test.store)).toEqual(['0030_click_log_events_not_unique']);
    expect(await logOf(db)).toEqual([{ event_id: 'e1', country: 'DE' }, { event_id: 'e2', country: 'FR' }]);
    expect(await linkIndexUsed(db, linkId)).toBe(true);
    await db.insertInto('click_log').values(logRow(linkId, 'e1', 'DE')).execute();
    expect(await logOf(db)).toHaveLength(3);

    expect(await migrateTo(test.store, '0029_recent_rollups')).toEqual(['0030_click_log_events_not_unique']);
    expect(await logOf(db)).toEqual([{ event_id: 'e1', country: 'DE' }, { event_id: 'e2', country: 'FR' }]);
    await expect(db.insertInto('click_log').values(logRow(linkId, 'e2', 'FR')).execute()).rejects.toThrow();
    expect(await linkIndexUsed(db, linkId)).toBe(true);
  });
});
