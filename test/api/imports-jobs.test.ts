import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImports } from '../../src/modules/imports/index.js';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { drainImports, upload } from '../helpers/imports.js';
import { DIALECTS } from '../helpers/stores.js';

const silent = { debug: () => undefined } as unknown as Parameters<typeof runImports>[1];

/** A plain CSV of `n` links with slugs `<prefix>-<i>`. */
const fileOf = (prefix: string, n: number) => ['slug,destination_url', ...Array.from({ length: n }, (_, i) => `${prefix}-${i},https://example.com/${prefix}/${i}`)].join('\n');

/** One batch of the import job, as a run whose time is already up does. */
const oneBatch = (app: TestApp) => runImports({ store: app.store, scanner: app.scanner, cache: app.cache, baseUrl: app.config.baseUrl }, silent, 0);

describe.each(DIALECTS)('import jobs on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    owner = await createAccount(app, 'business');
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app?.close();
  });

  const linkCount = async (workspaceId: number) => (await app.store.db.selectFrom('links').select('id').where('workspace_id', '=', workspaceId).execute()).length;

  it('resumes after a restart from the last committed row, never making a link twice', async () => {
    const account = await createAccount(app, 'business');
    const started = (await upload(app, account.token, fileOf('resume', 450))).json().data;
    await oneBatch(app);
    const afterOne = (await client(app, account.token)('GET', `/imports/${started.id}`)).json().data;
    expect(afterOne).toMatchObject({ status: 'running', total: 450, processed: 200, created: 200 });

    // The first instance stops here; another, built on the same store, takes over.
    const restarted = await buildTestApp(dialect, {}, { shareStoreWith: app });
    try {
      await drainImports(restarted);
    } finally {
      await restarted.close();
    }
    const done = (await client(app, account.token)('GET', `/imports/${started.id}`)).json().data;
    expect(done).toMatchObject({ status: 'completed', total: 450, processed: 450, created: 450, skipped: 0, failed: 0 });
    expect(await linkCount(account.user.id)).toBe(450);
    expect(await app.store.db.selectFrom('import_chunks').select('seq').where('import_id', '=', started.id).execute()).toEqual([]);
  });

  it('imports once with two instances on one store: the job lease lets one work at a time', async () => {
    const account = await createAccount(app, 'business');
    const started = (await upload(app, account.token, fileOf('twice', 650))).json().data;
    const second = await buildTestApp(dialect, {}, { shareStoreWith: app });
    try {
      for (let round = 0; round < 20; round++) {
        const ran = await Promise.all([app.scheduler.runNow('imports'), second.scheduler.runNow('imports')]);
        // Never both at once: one of the two found the lease taken.
        expect(ran.filter(Boolean).length).toBeLessThanOrEqual(1);
        const open = await app.store.db.selectFrom('imports').select('id').where('status', 'in', ['queued', 'running']).executeTakeFirst();
        if (!open) break;
      }
    } finally {
      await second.close();
    }
    const done = (await client(app, account.token)('GET', `/imports/${started.id}`)).json().data;
    expect(done).toMatchObject({ status: 'completed', total: 650, created: 650, skipped: 0, failed: 0 });
    expect(await linkCount(account.user.id)).toBe(650);
  });

  it('cancels a running import: what it made stays, nothing more is made, a second cancel is 409', async () => {
    const account = await createAccount(app, 'business');
    const own = client(app, account.token);
    const started = (await upload(app, account.token, fileOf('cancel', 450))).json().data;
    await oneBatch(app);
    const cancelled = await own('POST', `/imports/${started.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', created: 200, processed: 200 });
    expect(cancelled.json().data.finished_at).not.toBeNull();
    await drainImports(app);
    expect(await linkCount(account.user.id)).toBe(200);
    const again = await own('POST', `/imports/${started.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_state');
  });

  it('lists imports newest first, paged', async () => {
    const account = await createAccount(app, 'business');
    for (const n of [1, 2, 3]) await upload(app, account.token, fileOf(`list${n}`, 1), { filename: `list-${n}.csv` });
    const page = (await client(app, account.token)('GET', '/imports?per_page=2')).json();
    expect(page.data.map((item: { filename: string }) => item.filename)).toEqual(['list-3.csv', 'list-2.csv']);
    expect(page.meta).toMatchObject({ total: 3, last_page: 2 });
    await drainImports(app);
  });

  it('round trip: an export imported into a fresh account on another server gives the same links', async () => {
    const folder = (await app.store.db.insertInto('folders').values({ workspace_id: owner.workspaceId, name: 'Trip', color: null, position: 0, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }).returning('id').executeTakeFirstOrThrow()).id;
    const bodies = [
      { destination_url: 'https://example.com/trip-1', slug: 'trip-one', title: '=HYPERLINK("http://evil.example")', description: 'First, "quoted"', tags: ['spring', 'mail'], folder_id: folder, redirect_type: 301, utm: { source: 'news', campaign: 'x' }, notes: 'n1' },
      {
        destination_url: 'https://example.org/trip-2', slug: 'trip-two', title: 'Line\nbreak', redirect_type: 307, indexable: true, forward_query: false,
        rules: [{ conditions: { device: ['mobile'], country: ['FR'], query: { ref: null } }, destination_url: 'https://example.org/fr' }],
        ios_url: 'myapp://trip/2', android_url: 'https://example.org/android', preview: { title: 'Trip, two', description: '=1+1', image: 'https://example.org/card.png' },
        qr: { dot_style: 'dots', foreground: '#112233' },
      },
      {
        destination_url: 'https://example.net/trip-3', title: '\ttab', description: "'=already", notes: ' =space first ',
        variants: [{ destination_url: 'https://example.net/a', weight: 30 }, { destination_url: 'https://example.net/b', weight: 70 }] },
    ];
    for (const body of bodies) expect((await call('POST', '/links', body)).statusCode).toBe(201);
    const original = (await call('GET', '/links?per_page=100')).json().data as Array<Record<string, unknown>>;
    const same = (links: Array<Record<string, unknown>>, folderName: (id: unknown) => string | undefined) =>
      new Map(links.map((link) => [link.slug, {
        destination_url: link.destination_url, title: link.title, description: link.description, notes: link.notes, tags: [...(link.tags as string[])].sort(),
        folder: folderName(link.folder_id), redirect_type: link.redirect_type, utm: link.utm, indexable: link.indexable, created_at: link.created_at, status: link.status,
        forward_query: link.forward_query, rules: link.rules, variants: link.variants, ios_url: link.ios_url, android_url: link.android_url, preview: link.preview, qr: link.qr,
      }]));

    for (const format of ['csv', 'json'] as const) {
      const exported = (await call('GET', `/links/export?format=${format}`)).body;
      const target = await buildTestApp(dialect);
      try {
        const fresh = await createAccount(target, 'business');
        const res = await upload(target, fresh.token, exported, { filename: `links.${format}` });
        expect(res.statusCode, res.body).toBe(202);
        expect(res.json().data.format).toBe(format);
        await drainImports(target);
        const there = client(target, fresh.token);
        const done = (await there('GET', `/imports/${res.json().data.id}`)).json().data;
        expect(done, JSON.stringify((await there('GET', `/imports/${done.id}/errors`)).json().data)).toMatchObject({ status: 'completed', created: 3, failed: 0 });
        const copies = (await there('GET', '/links?per_page=100')).json().data as Array<Record<string, unknown>>;
        const folders = (await there('GET', '/folders')).json().data as Array<{ id: number; name: string }>;
        expect(same(copies, (id) => folders.find((item) => item.id === id)?.name)).toEqual(same(original, (id) => (id === folder ? 'Trip' : undefined)));
      } finally {
        await target.close();
      }
    }
  });
});
