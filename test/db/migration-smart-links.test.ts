import { afterEach, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { migrations } from '../../src/platform/db/migrations/index.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

// 0006 adds columns with defaults: links and clicks already there must read as before.
describe.each(DIALECTS)('the smart-links migration over existing rows, on %s', (dialect) => {
  let test: TestStore | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it('leaves old links without forwarding, old clicks as link clicks, and gates the plans', async () => {
    test = await createTestStore(dialect, '0004_domains');
    const db = test.store.db;
    const now = '2026-11-01T00:00:00.000Z';
    const link = await db
      .insertInto('links')
      .values({ slug: 'old-link', destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const click = { link_id: link.id, clicked_at: now, method: 'GET', is_bot: 0, is_unique: 1, device: 'desktop', browser: 'Chrome', os: 'Windows', country: 'DE', referrer_host: 'direct' };
    await db.insertInto('clicks').values({ ...click, event_id: 'e1' } as never).execute();

    await migrateToLatest(test.store);

    expect(await db.selectFrom('links').select(['forward_query', 'rules', 'variants', 'ios_url', 'preview']).where('id', '=', link.id).executeTakeFirstOrThrow()).toEqual({
      forward_query: 0,
      rules: null,
      variants: null,
      ios_url: null,
      preview: null,
    });
    expect(await db.selectFrom('clicks').select(['source', 'variant']).executeTakeFirstOrThrow()).toEqual({ source: 'link', variant: null });
    const plans = await db.selectFrom('plans').select(['name', 'redirect_rules', 'ab_testing', 'deep_links', 'link_previews']).orderBy('name').execute();
    expect(plans).toEqual([
      { name: 'business', redirect_rules: 1, ab_testing: 1, deep_links: 1, link_previews: 1 },
      { name: 'free', redirect_rules: 0, ab_testing: 0, deep_links: 0, link_previews: 1 },
      { name: 'pro', redirect_rules: 1, ab_testing: 1, deep_links: 1, link_previews: 1 },
    ]);
  });

  it('applies 0006 on a database that ran 0007 before 0006 existed', async () => {
    test = await createTestStore(dialect, '0004_domains');
    const store = test.store;
    // The schema as main had it before smart links: every migration but 0006.
    const without = Object.fromEntries(
      Object.entries(migrations)
        .filter(([name]) => name !== '0006_smart_links')
        .map(([name, m]) => [name, { up: (db: Parameters<typeof m.up>[0]) => m.up(db, store.dialect) }]),
    );
    const early = new Migrator({ db: store.db, provider: { getMigrations: async () => without }, ...(store.schema ? { migrationTableSchema: store.schema } : {}) });
    expect((await early.migrateToLatest()).error).toBeUndefined();
    expect(await migrateToLatest(store)).toEqual(['0006_smart_links']);
    expect(await store.db.selectFrom('plans').select('redirect_rules').where('name', '=', 'pro').executeTakeFirstOrThrow()).toEqual({ redirect_rules: 1 });
  });
});
