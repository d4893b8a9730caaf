import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

// 0015 rolls up the OS of the raw clicks kept before the writer rolled it up itself.
describe.each(DIALECTS)('the bulk-analytics migration over existing clicks, on %s', (dialect) => {
  let test: TestStore | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it('rolls up the OS of the human clicks kept, per link and day', async () => {
    test = await createTestStore(dialect, '0008_links_fillfactor');
    const db = test.store.db;
    const now = '2026-11-01T00:00:00.000Z';
    const link = await db
      .insertInto('links')
      .values({ slug: 'old-link', destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const click = { link_id: link.id, method: 'GET', is_unique: 0, device: 'desktop', browser: 'Chrome', country: 'DE', referrer_host: 'direct' };
    const clicks = [
      { event_id: 'e1', clicked_at: '2026-11-01T08:00:00.000Z', os: 'Windows', is_bot: 0 },
      { event_id: 'e2', clicked_at: '2026-11-01T23:59:59.000Z', os: 'Windows', is_bot: 0 },
      { event_id: 'e3', clicked_at: '2026-11-02T00:00:00.000Z', os: 'Windows', is_bot: 0 },
      { event_id: 'e4', clicked_at: '2026-11-02T10:00:00.000Z', os: 'iOS', is_bot: 0 },
      { event_id: 'e5', clicked_at: '2026-11-02T10:00:00.000Z', os: 'Other', is_bot: 1 },
    ];
    await db.insertInto('clicks').values(clicks.map((c) => ({ ...click, ...c })) as never).execute();

    await migrateToLatest(test.store);

    const rows = await db.selectFrom('click_daily_dimensions').select(['day', 'value', 'clicks']).where('dimension', '=', 'os').orderBy('day').orderBy('value').execute();
    expect(rows.map((row) => ({ ...row, clicks: Number(row.clicks) }))).toEqual([
      { day: '2026-11-01', value: 'Windows', clicks: 2 },
      { day: '2026-11-02', value: 'Windows', clicks: 1 },
      { day: '2026-11-02', value: 'iOS', clicks: 1 },
    ]);
  });
});
