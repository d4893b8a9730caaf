import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

// 0004 rebuilds SQLite's links table to make slugs unique per host: what was there must survive.
describe.each(DIALECTS)('the branded-domains migration over existing links, on %s', (dialect) => {
  let test: TestStore | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it('keeps every link, its tags and their cascade, and makes slugs unique per host', async () => {
    test = await createTestStore(dialect, '0003_compact_clicks');
    const db = test.store.db;
    const now = '2026-11-01T00:00:00.000Z';
    const user = await db.insertInto('users').values({ email: 'm@example.com', password_hash: 'x', plan: 'pro', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const folder = await db.insertInto('folders').values({ user_id: user.id, name: 'F', color: null, position: 0, created_at: now, updated_at: now } as never).returning('id').executeTakeFirstOrThrow();
    const tag = await db.insertInto('tags').values({ user_id: user.id, name: 'T', created_at: now } as never).returning('id').executeTakeFirstOrThrow();
    const base = { user_id: user.id, destination_url: 'https://example.com/', status: 'active', created_at: now, updated_at: now };
    // Inserted without `host`, which 0003's schema does not have.
    const kept = await db.insertInto('links').values({ ...base, slug: 'kept-slug', folder_id: folder.id, title: 'Kept', total_clicks: 7 } as never).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('links').values({ ...base, slug: 'gone-slug' } as never).execute();
    await db.insertInto('link_tags').values({ link_id: kept.id, tag_id: tag.id }).execute();

    await migrateToLatest(test.store);

    const row = await db.selectFrom('links').selectAll().where('id', '=', kept.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ slug: 'kept-slug', host: null, title: 'Kept', folder_id: folder.id });
    expect(Number(row.total_clicks)).toBe(7);
    expect(await db.selectFrom('link_tags').selectAll().execute()).toHaveLength(1);

    // The same slug on another host is a different link; on the same host it is taken.
    // Since 0018 links belong to the user's personal workspace, whose id is the user's.
    const { user_id: _owner, ...rest } = base;
    const later = { ...rest, workspace_id: user.id };
    await db.insertInto('links').values({ ...later, slug: 'kept-slug', host: 'go.acme.com' }).execute();
    await expect(db.insertInto('links').values({ ...later, slug: 'kept-slug' }).execute()).rejects.toThrow();
    await expect(db.insertInto('links').values({ ...later, slug: 'kept-slug', host: 'go.acme.com' }).execute()).rejects.toThrow();
    // New ids continue after the old ones.
    const next = await db.insertInto('links').values({ ...later, slug: 'new-slug' }).returning('id').executeTakeFirstOrThrow();
    expect(Number(next.id)).toBeGreaterThan(Number(kept.id) + 1);

    // Tags still follow their link, and a folder's removal still only unfiles it.
    await db.deleteFrom('folders').where('id', '=', folder.id).execute();
    expect((await db.selectFrom('links').select('folder_id').where('id', '=', kept.id).executeTakeFirstOrThrow()).folder_id).toBeNull();
    await db.deleteFrom('links').where('id', '=', kept.id).execute();
    expect(await db.selectFrom('link_tags').selectAll().execute()).toHaveLength(0);
  });
});
