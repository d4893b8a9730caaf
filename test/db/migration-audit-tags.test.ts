import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/modules/accounts/scopes.js';
import { migrateTo, migrateToLatest } from '../../src/platform/db/migrate.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// 0019 (tag colours), 0021 (invites), 0022 (audit log), 0023 (its operator actor), 0024 (the click
// log), 0025 (links pages at 45 % on PostgreSQL), 0026 (one spelling per email), 0027 (the
// daily rollups' pages at 45 % on PostgreSQL), 0028 (the click tables' text bytewise on
// PostgreSQL), 0029 (the current day's rollups in tables of their own: going down adds them to
// the settled ones, so the reads below also check that) and 0030 (the click log without a unique
// index on the event id) run over a database that already holds several users' links, clicks,
// folders, tags, domains, tokens and webhooks: taken back to 0018 and brought up again, every
// /api/v1 read answers as it did. 0030 also runs down and up with clicks still in the log.
describe.each(DIALECTS)('migrations 0019 to 0030 over existing data, on %s', (dialect) => {
  // `owner` holds the database and migrates it; the reads go through instances of their own.
  let owner: TestApp;
  const users: Array<{ token: string; paths: string[]; links: number[] }> = [];

  /** Every answer of every read, per user, as text. */
  const answers = async (app: TestApp) => {
    const out: Record<string, unknown> = {};
    for (const [n, user] of users.entries()) {
      for (const path of user.paths) {
        const res = await client(app, user.token)('GET', path);
        // The usage counter of API calls counts these reads themselves.
        out[`${n} ${path}`] = { status: res.statusCode, body: res.body.replace(/"api_requests":\d+/g, '"api_requests":-') };
      }
    }
    return out;
  };

  beforeAll(async () => {
    owner = await buildTestApp(dialect);
    const app = await buildTestApp(dialect, {}, { shareStoreWith: owner });
    for (let n = 0; n < 3; n++) {
      const { token } = await createAccount(app, 'business', [...SCOPES]);
      const call = client(app, token);
      const folder = (await call('POST', '/folders', { name: `Folder ${n}` })).json().data.id as number;
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const made = await call('POST', '/links', { destination_url: `https://example.com/${n}/${i}`, ...(i === 0 ? { tags: ['launch'], folder_id: folder } : {}) });
        expect(made.statusCode, made.body).toBe(201);
        ids.push(made.json().data.id as number);
        for (let c = 0; c <= i; c++) {
          await app.http.inject({ method: 'GET', url: `/${made.json().data.slug as string}`, headers: { 'user-agent': CHROME, 'x-forwarded-for': `198.51.100.${c}` } });
        }
      }
      const domain = await call('POST', '/domains', { hostname: `go.brand${n}-${dialect}.com` });
      expect(domain.statusCode, domain.body).toBe(201);
      const hook = await call('POST', '/webhooks', { url: `https://hooks.example.com/${n}` });
      expect(hook.statusCode, hook.body).toBe(201);
      const slug = (await call('GET', `/links/${ids[0]}`)).json().data.slug as string;
      users.push({
        token,
        paths: [
          '/links?per_page=100', ...ids.map((id) => `/links/${id}`), `/links/by-slug/${slug}`, ...ids.map((id) => `/links/${id}/analytics`),
          '/links/export?format=json', '/folders', '/tags', '/domains', `/domains/${domain.json().data.id}`, '/webhooks',
          `/webhooks/${hook.json().data.id}`, '/account/usage', '/analytics', '/workspace', '/workspaces', '/workspace/members',
        ],
        links: ids,
      });
    }
    await app.clicks.flush();
    await app.close();
  });
  afterAll(async () => {
    await owner?.close();
  });

  it('answers every read as before', async () => {
    const reader = await buildTestApp(dialect, {}, { shareStoreWith: owner });
    const before = await answers(reader).finally(() => reader.close());
    expect(Object.values(before).every((answer) => (answer as { status: number }).status === 200)).toBe(true);
    // The fold left today's rollups in the recent tables: 0029's way down has rows to move.
    expect(await owner.store.db.selectFrom('click_daily_recent').select('link_id').execute()).not.toHaveLength(0);
    await migrateTo(owner.store, '0018_workspaces');
    expect(await migrateToLatest(owner.store)).toEqual(['0019_tag_colors', '0021_workspace_invites', '0022_audit_log', '0023_audit_operator', '0024_click_log', '0025_links_fold_fillfactor', '0026_canonical_emails', '0027_rollups_fold_fillfactor', '0028_click_text_bytewise', '0029_recent_rollups', '0030_click_log_events_not_unique']);
    // A new instance on the migrated database: nothing prepared against the old schema.
    const after = await buildTestApp(dialect, {}, { shareStoreWith: owner });
    try {
      expect(await answers(after)).toEqual(before);
    } finally {
      await after.close();
    }
  });

  it('answers every read as before across 0030 down and up, with clicks not folded yet', async () => {
    // As the writer appends them: the reads add these to the folded figures.
    const at = new Date().toISOString();
    const rows = users.flatMap((user, n) =>
      user.links.map((linkId, i) => ({
        link_id: linkId, event_id: `unfolded-${dialect}-${n}-${i}`, clicked_at: at, day: at.slice(0, 10), method: 'GET', is_bot: 0, device: 'mobile', browser: 'Safari',
        os: 'iOS', country: 'XX', language: 'und', referrer_host: 'news.example', source: 'link', variant: null, visitor_hash: String(1000 + n * 10 + i),
      })),
    );
    await owner.store.db.insertInto('click_log').values(rows).execute();
    const reader = await buildTestApp(dialect, {}, { shareStoreWith: owner });
    const before = await answers(reader).finally(() => reader.close());
    expect(JSON.stringify(before)).toContain('news.example');
    // An app migrates its database at start, so the reads come after the way back up.
    expect(await migrateTo(owner.store, '0029_recent_rollups')).toEqual(['0030_click_log_events_not_unique']);
    expect(await migrateToLatest(owner.store)).toEqual(['0030_click_log_events_not_unique']);
    const after = await buildTestApp(dialect, {}, { shareStoreWith: owner });
    try {
      expect(await answers(after)).toEqual(before);
    } finally {
      await after.close();
    }
  });
});
