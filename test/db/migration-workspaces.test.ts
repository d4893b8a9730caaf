import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { sha256 } from '../../src/platform/crypto/tokens.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { createTestStore, DIALECTS, type TestStore } from '../helpers/stores.js';

// 0018 moves every owned table from users to workspaces. Seeded at 0017 with the data of three
// users (links with clicks, folders, tags, domains, tokens, webhooks, imports, usage, notices), it
// must give each user a personal workspace holding exactly what they had, and /api/v1 must
// answer each user's token as it did before.

const NOW = '2026-11-01T00:00:00.000Z';
const DAY = '2026-10-31';

type Seeded = { id: number; token: string; linkIds: number[]; folderId: number; domainId: number; webhookId: number };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0017 schema is not the typed one
async function seedUser(db: any, n: number): Promise<Seeded> {
  const user = await db.insertInto('users').values({ email: `user${n}@example.com`, password_hash: 'x', plan: n === 1 ? 'free' : 'business', created_at: NOW, updated_at: NOW }).returning('id').executeTakeFirstOrThrow();
  const id = Number(user.id);
  const folder = await db.insertInto('folders').values({ user_id: id, name: `Folder ${n}`, color: null, position: 0, created_at: NOW, updated_at: NOW }).returning('id').executeTakeFirstOrThrow();
  // Every user has a tag of the same name: unique per owner, so the rebuilt constraint must allow it.
  const tag = await db.insertInto('tags').values({ user_id: id, name: 'launch', created_at: NOW }).returning('id').executeTakeFirstOrThrow();
  const linkIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const link = await db.insertInto('links').values({
      user_id: id, slug: `u${n}-link-${i}`, destination_url: `https://example.com/${n}/${i}`, status: 'active',
      folder_id: i === 0 ? Number(folder.id) : null, total_clicks: 10 * n + i, created_at: NOW, updated_at: NOW,
    }).returning('id').executeTakeFirstOrThrow();
    linkIds.push(Number(link.id));
  }
  await db.insertInto('link_tags').values({ link_id: linkIds[0], tag_id: Number(tag.id) }).execute();
  await db.insertInto('click_daily').values({ link_id: linkIds[0], day: DAY, clicks: 5 * n, uniques: n, bot_clicks: 1 }).execute();
  await db.insertInto('click_daily_dimensions').values({ link_id: linkIds[0], day: DAY, dimension: 'country', value: 'DE', clicks: 5 * n }).execute();
  const domain = await db.insertInto('domains').values({ user_id: id, hostname: `go.brand${n}.com`, status: 'verified', verify_token_hash: 'x', verified_at: NOW, created_at: NOW, updated_at: NOW }).returning('id').executeTakeFirstOrThrow();
  const token = `shk_user${n}abc_${randomBytes(16).toString('hex')}`;
  await db.insertInto('api_tokens').values({ user_id: id, name: 'old', prefix: `user${n}abc`, token_hash: sha256(token), scopes: 'links:read links:write analytics:read webhooks:write', created_at: NOW }).execute();
  const webhook = await db.insertInto('webhook_endpoints').values({ user_id: id, url: `https://hooks.example.com/${n}`, events: 'link.created', secret: 'whsec_x', enabled: 1, created_at: NOW, updated_at: NOW }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('imports').values({ user_id: id, status: 'done', format: 'csv', on_conflict: 'fail', filename: 'a.csv', size_bytes: 10, total: 1, created_at: NOW, updated_at: NOW }).execute();
  await db.insertInto('usage_counters').values({ user_id: id, period: '2026-11', links_created: 3, clicks: 5 * n, api_requests: 7 * n }).execute();
  await db.insertInto('health_notices').values({ user_id: id, link_id: linkIds[1], kind: 'broken', reason: 'HTTP 404', created_at: NOW }).execute();
  return { id, token, linkIds, folderId: Number(folder.id), domainId: Number(domain.id), webhookId: Number(webhook.id) };
}

describe.each(DIALECTS)('the workspaces migration over the data of several users, on %s', (dialect) => {
  let test: TestStore | undefined;
  afterEach(async () => {
    await test?.drop();
    test = undefined;
  });

  it('gives each user a personal workspace holding what they had, and the API answers as before', async () => {
    test = await createTestStore(dialect, '0017_link_health');
    const db = test.store.db;
    const users = [await seedUser(db, 1), await seedUser(db, 2), await seedUser(db, 3)];
    // An anonymous link stays without an owner.
    await db.insertInto('links').values({ user_id: null, slug: 'anon', destination_url: 'https://example.com/anon', status: 'active', is_anonymous: 1, created_at: NOW, updated_at: NOW } as never).execute();

    await migrateToLatest(test.store);

    for (const user of users) {
      const workspace = await db.selectFrom('workspaces').selectAll().where('personal_user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(Number(workspace.id)).toBe(user.id);
      expect(workspace.plan).toBe(user.id === users[0]!.id ? 'free' : 'business');
      const member = await db.selectFrom('workspace_members').selectAll().where('workspace_id', '=', user.id).execute();
      expect(member.map((row) => [Number(row.user_id), row.role])).toEqual([[user.id, 'owner']]);
      for (const table of ['folders', 'tags', 'domains', 'imports', 'usage_counters', 'webhook_endpoints', 'health_notices'] as const) {
        const rows = await db.selectFrom(table).select('workspace_id').where('workspace_id', '=', user.id).execute();
        expect(rows.length, table).toBe(1);
      }
      expect((await db.selectFrom('links').select('id').where('workspace_id', '=', user.id).execute()).map((row) => Number(row.id)).sort()).toEqual(user.linkIds);
      const token = await db.selectFrom('api_tokens').select(['user_id', 'workspace_id']).where('prefix', '=', `user${user.id}abc`).executeTakeFirst();
      expect(token && [Number(token.user_id), Number(token.workspace_id)]).toEqual([user.id, user.id]);
      const imported = await db.selectFrom('imports').select('created_by').where('workspace_id', '=', user.id).executeTakeFirstOrThrow();
      expect(Number(imported.created_by)).toBe(user.id);
    }
    expect((await db.selectFrom('links').select('workspace_id').where('slug', '=', 'anon').executeTakeFirstOrThrow()).workspace_id).toBeNull();

    const app = await buildApp(loadConfig({ BASE_URL: 'http://sho.rt', CLICK_FLUSH_MS: '20' }), { store: test.store, namespace: `mig-${randomBytes(4).toString('hex')}`, logger: false, startJobs: false });
    await app.http.ready();
    try {
      const call = (token: string, url: string) => app.http.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
      for (const [index, user] of users.entries()) {
        const n = index + 1;
        if (n === 1) {
          // Free has no API access: still refused the same way.
          expect((await call(user.token, '/links')).json().error.code).toBe('api_not_in_plan');
          continue;
        }
        const links = (await call(user.token, '/links?per_page=100')).json();
        expect(links.data.map((link: { slug: string }) => link.slug).sort()).toEqual([0, 1, 2].map((i) => `u${n}-link-${i}`));
        const first = links.data.find((link: { id: number }) => link.id === user.linkIds[0]);
        expect(first.tags).toEqual(['launch']);
        expect(first.folder_id).toBe(user.folderId);
        const analytics = (await call(user.token, `/links/${user.linkIds[0]}/analytics?from=${DAY}&to=${DAY}`)).json().data;
        expect(analytics.totals).toEqual({ clicks: 5 * n, uniques: n, botClicks: 1 });
        expect(analytics.countries).toEqual([{ value: 'DE', clicks: 5 * n }]);
        expect((await call(user.token, '/domains')).json().data.map((domain: { hostname: string }) => domain.hostname)).toEqual([`go.brand${n}.com`]);
        expect((await call(user.token, '/webhooks')).json().data.map((hook: { id: number }) => hook.id)).toEqual([user.webhookId]);
        const usage = (await call(user.token, '/account/usage')).json().data;
        expect(usage.plan).toBe('business');
        // The seed's month is this month only while 2026-11 lasts; the counters moved either way.
        const counters = await db.selectFrom('usage_counters').select(['links_created', 'clicks', 'api_requests']).where('workspace_id', '=', user.id).where('period', '=', '2026-11').executeTakeFirstOrThrow();
        expect([Number(counters.links_created), Number(counters.clicks), Number(counters.api_requests)].slice(0, 2)).toEqual([3, 5 * n]);
        // Another user's ids answer like missing ones.
        const other = users[(index + 1) % users.length]!;
        expect((await call(user.token, `/links/${other.linkIds[0]}`)).statusCode).toBe(404);
        expect((await call(user.token, `/domains/${other.domainId}`)).statusCode).toBe(404);
      }
      // Tags of the same name in two workspaces, and new rows get fresh ids after the old ones.
      const created = await app.http.inject({ method: 'POST', url: '/api/v1/links', headers: { authorization: `Bearer ${users[1]!.token}` }, payload: { destination_url: 'https://example.com/new', tags: ['launch', 'fresh'] } });
      expect(created.statusCode).toBe(201);
      expect(created.json().data.id).toBeGreaterThan(Math.max(...users.flatMap((user) => user.linkIds)));
      expect(created.json().data.tags.sort()).toEqual(['fresh', 'launch']);
      // A folder's removal still only unfiles its links; a workspace's removal takes what it owns.
      await db.deleteFrom('folders').where('id', '=', users[2]!.folderId).execute();
      expect((await db.selectFrom('links').select('folder_id').where('id', '=', users[2]!.linkIds[0]!).executeTakeFirstOrThrow()).folder_id).toBeNull();
      await db.deleteFrom('workspaces').where('id', '=', users[0]!.id).execute();
      expect(await db.selectFrom('domains').select('id').where('workspace_id', '=', users[0]!.id).execute()).toEqual([]);
      expect(await db.selectFrom('links').select('id').where('workspace_id', '=', users[0]!.id).execute()).toEqual([]);
      expect(await db.selectFrom('link_tags').select('link_id').where('link_id', '=', users[0]!.linkIds[0]!).execute()).toEqual([]);
      // A new user's personal workspace takes the next free id, whatever the user's id.
      const fresh = await createUser(db, { email: 'new@example.com', password: 'correct horse battery' });
      const personal = await db.selectFrom('workspaces').select('id').where('personal_user_id', '=', fresh.id).executeTakeFirstOrThrow();
      expect(Number(personal.id)).toBeGreaterThan(users[2]!.id);
    } finally {
      await app.http.close();
      await app.shutdown();
    }
  });
});
