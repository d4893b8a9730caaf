import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** RFC 4180 lines of a small CSV whose cells hold no line breaks. */
const linesOf = (body: string) => body.split('\r\n').filter((line) => line !== '');

describe.each(DIALECTS)('exports on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    owner = await createAccount(app, 'business', ['links:read', 'links:write', 'analytics:read']);
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('streams every link as CSV, a batch at a time, with formulas defused', async () => {
    const folder = await app.store.db.insertInto('folders').values({ workspace_id: owner.workspaceId, name: 'Launch', color: null, position: 0, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }).returning('id').executeTakeFirstOrThrow();
    const first = (await call('POST', '/links', {
      destination_url: 'https://example.com/first',
      slug: 'export-first',
      title: '=HYPERLINK("http://evil.example","click")',
      description: "'=already",
      notes: "'plain",
      tags: ['spring', 'email'],
      folder_id: folder.id,
      utm: { source: 'news' },
    })).json().data;
    // Past one batch (500), inserted directly: the export, not the create, is under test.
    const now = new Date().toISOString();
    const many = Array.from({ length: 1100 }, (_, i) => ({ workspace_id: owner.workspaceId, slug: `bulk-${String(i).padStart(5, '0')}`, destination_url: `https://example.com/${i}`, status: 'active', created_at: now, updated_at: now }));
    for (let i = 0; i < many.length; i += 250) await app.store.db.insertInto('links').values(many.slice(i, i + 250)).execute();

    const res = await call('GET', '/links/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="links-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = linesOf(res.body);
    expect(lines).toHaveLength(1 + 1101);
    expect(lines[0]).toBe(
      'id,slug,domain,short_url,destination_url,title,description,notes,status,redirect_type,folder,tags,expires_at,fallback_url,click_limit,' +
        'has_password,indexable,utm_source,utm_medium,utm_campaign,utm_term,utm_content,total_clicks,unique_clicks,last_clicked_at,created_at,updated_at,' +
        'forward_query,ios_url,android_url,rules,variants,preview_title,preview_description,preview_image,qr',
    );
    expect(lines[1]).toContain(`${first.id},export-first,,http://sho.rt/export-first,https://example.com/first?utm_source=news,"'=HYPERLINK(""http://evil.example"",""click"")",''=already,'plain,active,302,Launch,"email, spring",`);
    expect(lines[1]).toContain(',false,false,news,,,,,0,0,,');
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(1101);
  });

  it('streams the same links as JSON Link resources with their folder', async () => {
    const res = await call('GET', '/links/export?format=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const links = res.json() as Array<{ slug: string; folder: string | null; tags: string[]; short_url: string }>;
    expect(links).toHaveLength(1101);
    expect(links[0]).toMatchObject({ slug: 'export-first', folder: 'Launch', tags: ['email', 'spring'], short_url: 'http://sho.rt/export-first', domain: null });
    expect((await call('GET', '/links/export?format=xml')).statusCode).toBe(422);
  });

  it('exports a link\'s raw clicks over its analytics window, people only unless bots are asked for', async () => {
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/clicked' })).json().data;
    for (const agent of [CHROME, CHROME, 'Googlebot/2.1 (+http://www.google.com/bot.html)']) {
      await app.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': agent, referer: 'https://news.example/item' } });
    }
    await app.clicks.flush();

    const people = await call('GET', `/links/${link.id}/clicks/export`);
    expect(people.statusCode).toBe(200);
    expect(people.headers['content-disposition']).toBe(`attachment; filename="clicks-${link.id}.csv"`);
    const rows = linesOf(people.body);
    expect(rows[0]).toBe('clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,[^,]*,desktop,Chrome,Windows,news\.example,true,link,,false$/);

    const all = linesOf((await call('GET', `/links/${link.id}/clicks/export?bots=true`)).body);
    expect(all[0]).toBe('clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot,is_bot');
    expect(all).toHaveLength(4);
    expect(all.slice(1).filter((row) => row.endsWith(',true'))).toHaveLength(1);

    // A window before the clicks holds none of them; a reversed one is refused before any byte.
    expect(linesOf((await call('GET', `/links/${link.id}/clicks/export?from=2020-01-01&to=2020-01-31`)).body)).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/links/${link.id}/clicks/export?from=${today}&to=2026-01-01`)).statusCode).toBe(422);
    expect((await call('GET', `/clicks/export?from=${today}&to=2026-01-01`)).statusCode).toBe(422);

    // All links at once: each row names its link.
    const account = linesOf((await call('GET', '/clicks/export?bots=true')).body);
    expect(account[0]).toBe('link_id,slug,clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot,is_bot');
    expect(account.filter((row) => row.startsWith(`${link.id},${link.slug},`))).toHaveLength(3);
  });

  it('keeps exports to their account and their scopes', async () => {
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/mine' })).json().data;
    const stranger = client(app, (await createAccount(app, 'business')).token);
    expect((await stranger('GET', `/links/${link.id}/clicks/export`)).statusCode).toBe(404);
    expect(linesOf((await stranger('GET', '/clicks/export')).body)).toHaveLength(1);
    const strangerLinks = await stranger('GET', '/links/export?format=json');
    expect(strangerLinks.json()).toEqual([]);
    const noAnalytics = client(app, (await createAccount(app, 'business', ['links:read'])).token);
    expect((await noAnalytics('GET', `/links/${link.id}/clicks/export`)).json().error.code).toBe('scope_missing');
    const noLinks = client(app, (await createAccount(app, 'business', ['analytics:read'])).token);
    expect((await noLinks('GET', '/links/export')).json().error.code).toBe('scope_missing');
  });
});
