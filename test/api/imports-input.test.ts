import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { drainImports, fixture, upload } from '../helpers/imports.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('bad import input on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { IMPORT_MAX_BYTES: '32768' });
    owner = await createAccount(app, 'business');
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app?.close();
  });

  const importsLeft = async () => (await app.store.db.selectFrom('imports').select('id').execute()).length;
  const chunksLeft = async () => (await app.store.db.selectFrom('import_chunks').select('seq').execute()).length;

  it.each([
    ['empty.csv', 'import_empty', /empty/],
    ['unknown.csv', 'import_format', /no format the import reads/],
    ['utf16.csv', 'import_encoding', /UTF-16/],
    ['latin1.csv', 'import_encoding', /not UTF-8 text/],
  ])('refuses %s whole with 422 %s, leaving nothing behind', async (name, code, message) => {
    const before = await importsLeft();
    const res = await upload(app, owner.token, fixture(name), { filename: name });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ type: 'validation', code });
    expect(res.json().message).toMatch(message);
    expect(res.json().errors.file).toHaveLength(1);
    expect(await importsLeft()).toBe(before);
  });

  it('refuses a file in another format than the one named', async () => {
    const res = await upload(app, owner.token, fixture('plain.csv'), { query: 'format=kutt' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('import_format');
    expect(res.json().message).toBe('The file is not a kutt export (it looks like csv)');
  });

  it('refuses an unknown format or conflict rule by name', async () => {
    const res = await upload(app, owner.token, fixture('plain.csv'), { fields: { format: 'excel' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ format: ['must be one of: csv, json, bitly, dub, shlink, kutt, yourls'] });
    const query = await upload(app, owner.token, fixture('plain.csv'), { query: 'on_conflict=merge' });
    expect(query.statusCode).toBe(422);
  });

  it('answers 413 body_too_large past IMPORT_MAX_BYTES and keeps none of the upload', async () => {
    const big = `destination_url\n${'https://example.com/x\n'.repeat(2000)}`;
    const res = await upload(app, owner.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('body_too_large');
    expect(await importsLeft()).toBe(0);
    expect(await chunksLeft()).toBe(0);
  });

  it('answers 422 to a body that is not a multipart upload', async () => {
    const res = await call('POST', '/imports', { file: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/multipart/);
  });

  it('fails broken rows alone: bad quoting and 10,000 columns are row errors, the rest imports', async () => {
    for (const name of ['broken-quoting.csv', 'wide-row.csv']) {
      const res = await upload(app, owner.token, fixture(name), { filename: name });
      expect(res.statusCode, res.body).toBe(202);
    }
    await drainImports(app);
    const list = (await call('GET', '/imports')).json().data as Array<{ id: number; filename: string }>;
    const broken = (await call('GET', `/imports/${list.find((item) => item.filename === 'broken-quoting.csv')!.id}`)).json().data;
    expect(broken).toMatchObject({ status: 'completed', total: 3, created: 1, failed: 2 });
    const brokenErrors = (await call('GET', `/imports/${broken.id}/errors`)).json().data;
    expect(brokenErrors.map((error: { row: number; code: string }) => [error.row, error.code])).toEqual([[1, 'row_malformed'], [3, 'row_malformed']]);
    expect(brokenErrors[0].message).toMatch(/quote/);
    const wide = (await call('GET', `/imports/${list.find((item) => item.filename === 'wide-row.csv')!.id}`)).json().data;
    expect(wide).toMatchObject({ status: 'completed', total: 2, created: 1, failed: 1 });
    const wideErrors = (await call('GET', `/imports/${wide.id}/errors`)).json().data;
    expect(wideErrors).toEqual([{ row: 1, code: 'row_malformed', message: 'the row has 10001 cells; at most 1000 are read', destination_url: null, slug: null }]);
    expect(await chunksLeft()).toBe(0);
  });

  it('fails a row whose quote never closes alone: preview and import read on at the next line', async () => {
    const preview = (await upload(app, owner.token, fixture('unclosed-quote.csv'), { path: '/imports/preview' })).json().data;
    expect(preview.rows.map((row: { row: number; link: { slug: string } | null; error: { code: string } | null }) => [row.row, row.link?.slug ?? row.error?.code])).toEqual([
      [1, 'gggg1'], [2, 'row_malformed'], [3, 'gggg3'], [4, 'gggg4'],
    ]);
    const res = await upload(app, owner.token, fixture('unclosed-quote.csv'), { filename: 'unclosed-quote.csv' });
    await drainImports(app);
    expect((await call('GET', `/imports/${res.json().data.id}`)).json().data).toMatchObject({ status: 'completed', total: 4, created: 3, failed: 1 });
    const errors = (await call('GET', `/imports/${res.json().data.id}/errors`)).json().data;
    expect(errors).toEqual([{ row: 2, code: 'row_malformed', message: 'a quoted cell is never closed', destination_url: null, slug: null }]);
  });

  it('runs each row through the safety scan and validation of a single create', async () => {
    const res = await upload(app, owner.token, fixture('mixed.csv'));
    await drainImports(app);
    const errors = (await call('GET', `/imports/${res.json().data.id}/errors`)).json().data;
    expect(errors.map((error: { row: number; code: string }) => [error.row, error.code])).toEqual([[2, 'destination_invalid'], [3, 'destination_unsafe']]);
    const links = (await call('GET', '/links?search=safe')).json().data;
    expect(links.map((link: { title: string }) => link.title)).toEqual(['Safe']);
  });

  it('fails rows past the monthly quota with quota_reached', async () => {
    const pro = await createAccount(app, 'pro');
    await setPlanLimits(app, 'pro', { links_per_month: 2 });
    const rows = ['destination_url', ...[1, 2, 3, 4].map((n) => `https://example.com/quota-${n}`)].join('\n');
    const res = await upload(app, pro.token, rows);
    await drainImports(app);
    const done = (await client(app, pro.token)('GET', `/imports/${res.json().data.id}`)).json().data;
    expect(done).toMatchObject({ total: 4, created: 2, failed: 2 });
    const errors = (await client(app, pro.token)('GET', `/imports/${done.id}/errors`)).json().data;
    expect(errors.map((error: { code: string }) => error.code)).toEqual(['quota_reached', 'quota_reached']);
  });

  it('fails a file with a header and no rows on the import, not on a row', async () => {
    const res = await upload(app, owner.token, 'destination_url\n');
    expect(res.statusCode).toBe(202);
    await drainImports(app);
    const done = (await call('GET', `/imports/${res.json().data.id}`)).json().data;
    expect(done).toMatchObject({ status: 'failed', total: null, error: { code: 'import_empty', message: 'The file holds no links' } });
  });

  it('answers 404 for an import of another account, and for ids that name nothing', async () => {
    const res = await upload(app, owner.token, fixture('plain.csv'), { query: 'on_conflict=suffix' });
    const id = res.json().data.id;
    const other = client(app, (await createAccount(app, 'business')).token);
    for (const [method, path] of [['GET', `/imports/${id}`], ['GET', `/imports/${id}/errors`], ['POST', `/imports/${id}/cancel`], ['GET', '/imports/abc']] as const) {
      const answer = await other(method, path);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toMatchObject({ code: 'not_found', message: 'Import not found' });
    }
    expect((await other('GET', '/imports')).json().data).toEqual([]);
    await drainImports(app);
  });

  it('refuses a file whose header is past 1,000 columns, saying so', async () => {
    const header = ['destination_url', ...Array.from({ length: 1_200 }, (_, i) => `c${i}`)].join(',');
    const res = await upload(app, owner.token, `${header}\nhttps://example.com/never-made\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'import_format', message: 'The header row has 1201 columns; at most 1000 are read' });
  });

  it('reads options sent as multipart fields before the file', async () => {
    const res = await upload(app, owner.token, fixture('plain.csv'), { fields: { on_conflict: 'suffix', format: 'csv' } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ on_conflict: 'suffix', format: 'csv' });
    await drainImports(app);
  });
});
