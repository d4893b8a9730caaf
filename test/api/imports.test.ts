import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { drainImports, fixture, upload } from '../helpers/imports.js';
import { DIALECTS } from '../helpers/stores.js';

type Link = { slug: string; destination_url: string; title: string | null; description: string | null; tags: string[]; folder_id: number | null; created_at: string };

describe.each(DIALECTS)('imports on %s', (dialect) => {
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

  /** Uploads a fixture, runs the job, and answers the finished import and the account's links by slug. */
  async function importFile(name: string, account = owner, query?: string) {
    const res = await upload(app, account.token, fixture(name), { filename: name, ...(query ? { query } : {}) });
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json().data;
    await drainImports(app);
    const done = (await client(app, account.token)('GET', `/imports/${started.id}`)).json().data;
    const links = (await client(app, account.token)('GET', '/links?per_page=100')).json().data as Link[];
    return { started, done, links: new Map(links.map((link) => [link.destination_url, link])) };
  }

  it('imports a plain CSV with its header in any order: tags, folder and created date kept', async () => {
    const { started, done, links } = await importFile('plain.csv');
    expect(started).toMatchObject({ status: 'queued', format: 'csv', filename: 'plain.csv', total: null });
    expect(done).toMatchObject({ status: 'completed', total: 3, processed: 3, created: 3, skipped: 0, failed: 0, error: null });
    const home = links.get('https://example.com/')!;
    expect(home).toMatchObject({ slug: 'imp-home', title: 'Example home', created_at: '2024-03-01T10:00:00.000Z' });
    expect([...home.tags].sort()).toEqual(['home', 'news']);
    expect(links.get('https://example.net/page?x=1')).toMatchObject({ slug: 'imp-third', created_at: '2024-03-02T08:30:00.000Z', folder_id: home.folder_id });
    expect(links.get('https://example.org/docs')!.slug).toMatch(/^[A-Za-z0-9]{7}$/);
    const folders = (await call('GET', '/folders')).json().data;
    expect(folders.find((folder: { id: number }) => folder.id === home.folder_id)?.name).toBe('Imported');
  });

  it('skips every row of the same file imported twice', async () => {
    const { done, links } = await importFile('plain.csv');
    expect(done).toMatchObject({ status: 'completed', total: 3, created: 0, skipped: 3, failed: 0 });
    expect([...links.keys()].filter((url) => url.startsWith('https://example.')).length).toBe(3);
  });

  it('reports a code taken by another destination as slug_taken, or suffixes it when asked', async () => {
    const file = 'url,slug\nhttps://example.com/elsewhere,imp-home\nhttps://example.com/elsewhere-too,imp-home\n';
    const started = (await upload(app, owner.token, file, { filename: 'clash.csv' })).json().data;
    await drainImports(app);
    expect((await call('GET', `/imports/${started.id}`)).json().data).toMatchObject({ status: 'completed', created: 0, skipped: 0, failed: 2 });
    expect((await call('GET', `/imports/${started.id}/errors`)).json().data.map((row: { code: string }) => row.code)).toEqual(['slug_taken', 'slug_taken']);

    const suffixed = (await upload(app, owner.token, file, { filename: 'clash.csv', query: 'on_conflict=suffix' })).json().data;
    await drainImports(app);
    expect((await call('GET', `/imports/${suffixed.id}`)).json().data).toMatchObject({ status: 'completed', created: 2, failed: 0 });
    const slugs = (await call('GET', '/links?search=elsewhere')).json().data.map((link: { slug: string }) => link.slug).sort();
    expect(slugs).toEqual(['imp-home-2', 'imp-home-3']);
  });

  it.each([
    ['bitly.csv', 'bitly', { 'https://example.com/bitly-one': '3AbCdEf', 'https://example.org/bitly-two': 'x7Yz9Q1' }],
    ['shlink.csv', 'shlink', { 'https://example.com/shlink-one': 'shl-one' }],
    ['dub.csv', 'dub', { 'https://example.com/dub-one': 'dub-one', 'https://example.org/dub-two': 'dub-two' }],
    ['kutt.json', 'kutt', { 'https://example.com/kutt-one': 'kutt-one' }],
    ['yourls.sql', 'yourls', { 'https://example.com/yourls-one': 'yourls-one' }],
    ['yourls.json', 'yourls', { 'https://example.com/yourls-json': 'yourls-json' }],
  ] as const)('detects and imports %s as %s', async (name, format, slugs) => {
    const account = await createAccount(app, 'business');
    const { started, done, links } = await importFile(name, account);
    expect(started.format).toBe(format);
    expect(done).toMatchObject({ status: 'completed', total: 2, created: 2, failed: 0 });
    for (const [destination, slug] of Object.entries(slugs)) expect(links.get(destination)?.slug).toBe(slug);
    // A source code our slug rules refuse (too short) gets a random slug instead.
    expect(links.size).toBe(2);
  });

  it('keeps titles, descriptions, tags and dates of the other formats', async () => {
    const account = await createAccount(app, 'business');
    // The slugs are taken by the account of the test before: with on_conflict=suffix they take -2.
    const yourls = await importFile('yourls.sql', account, 'on_conflict=suffix');
    expect(yourls.done).toMatchObject({ created: 2, failed: 0, on_conflict: 'suffix' });
    expect(yourls.links.get('https://example.com/yourls-one')).toMatchObject({ slug: 'yourls-one-2', title: "It's one", created_at: '2020-01-01T10:00:00.000Z' });
    expect(yourls.links.get('https://example.org/yourls-two')!.title).toBe("Two, with 'quotes'");
    const kutt = await importFile('kutt.json', account, 'on_conflict=suffix');
    expect(kutt.links.get('https://example.com/kutt-one')!.description).toBe('Kutt "one"');
    const shlink = await importFile('shlink.csv', account, 'on_conflict=suffix');
    expect([...shlink.links.get('https://example.com/shlink-one')!.tags].sort()).toEqual(['alpha', 'beta']);
  });

  it('notes the rows whose short code our rules refuse: they get a random one, and the notes say why', async () => {
    const account = await createAccount(app, 'business');
    const { done, links } = await importFile('bitly-short-code.csv', account);
    expect(done).toMatchObject({ status: 'completed', created: 2, failed: 0 });
    const random = links.get('https://example.com/short-code')!.slug;
    expect(random).not.toBe('ab');
    expect(links.get('https://example.com/kept-code')!.slug).toBe('kept-code');
    const notes = (await client(app, account.token)('GET', `/imports/${done.id}/notes`)).json();
    expect(notes.data).toEqual([{ row: 1, destination_url: 'https://example.com/short-code', slug: random, message: '"ab" is shorter than the 4 characters a short code needs, so the link gets a random short code.' }]);
    expect(notes.meta).toMatchObject({ total: 1 });
  });

  it('reports a taken slug as a row failure by default', async () => {
    const account = await createAccount(app, 'business');
    const { done } = await importFile('dub.csv', account);
    expect(done).toMatchObject({ status: 'completed', total: 2, created: 0, failed: 2 });
    const errors = (await client(app, account.token)('GET', `/imports/${done.id}/errors`)).json();
    expect(errors.data).toEqual([
      { row: 1, code: 'slug_taken', message: 'slug already taken', destination_url: 'https://example.com/dub-one', slug: 'dub-one' },
      { row: 2, code: 'slug_taken', message: 'slug already taken', destination_url: 'https://example.org/dub-two', slug: 'dub-two' },
    ]);
    expect(errors.meta).toMatchObject({ total: 2, current_page: 1 });
    expect((await client(app, account.token)('GET', `/imports/${done.id}/notes`)).json().data).toEqual([]);
  });

  it('previews a file without creating anything: detected format, column mapping, first rows as links', async () => {
    const before = (await app.store.db.selectFrom('imports').select('id').execute()).length;
    const res = await upload(app, owner.token, fixture('bitly.csv'), { path: '/imports/preview' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview.format).toBe('bitly');
    expect(preview.columns).toEqual([
      { name: 'id', field: 'slug' }, { name: 'link', field: 'slug' }, { name: 'long_url', field: 'destination_url' }, { name: 'title', field: 'title' },
      { name: 'created_at', field: 'created_at' }, { name: 'tags', field: 'tags' }, { name: 'archived', field: null },
    ]);
    expect(preview.rows[0]).toEqual({
      row: 1, error: null,
      link: { destination_url: 'https://example.com/bitly-one', slug: '3AbCdEf', title: 'Bitly one', tags: ['promo', 'spring'], folder: null, created_at: '2023-05-01T12:00:00.000Z' },
    });
    expect(preview.rows).toHaveLength(2);
    expect((await app.store.db.selectFrom('imports').select('id').execute()).length).toBe(before);
    const bad = await upload(app, owner.token, fixture('utf16.csv'), { path: '/imports/preview' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('import_encoding');
  });
});
