import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionUser } from '../../src/modules/accounts/sessions.service.js';
import { createUser, type UserRow } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe.each(DIALECTS)('web app dashboard JSON on %s', (dialect) => {
  let app: TestApp;
  type SignedIn = Awaited<ReturnType<typeof browserOf>>;
  let pro: SignedIn;
  let free: SignedIn;
  let admin: SignedIn;

  /** A signed-in browser: the session cookie plus the session's CSRF token on writes. */
  async function browserOf(user: UserRow) {
    const { token } = await createSession(app.store.db, user.id);
    const csrf = (await findSessionUser(app.store.db, token))!.csrfToken;
    const call = (method: Method, url: string, payload?: unknown, extra: { csrf?: string } = {}) =>
      app.http.inject({
        method,
        url,
        cookies: { sid: token },
        headers: { 'x-csrf-token': extra.csrf ?? csrf, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    return { user, call, page: (url: string) => app.http.inject({ method: 'GET', url, cookies: { sid: token } }) };
  }
  const user = (plan: 'free' | 'pro', isAdmin = false) =>
    createUser(app.store.db, { email: `${plan}-${isAdmin}-${dialect}-${Math.random()}@example.com`, password: 'correct horse battery', plan, isAdmin });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    pro = await browserOf(await user('pro'));
    free = await browserOf(await user('free'));
    admin = await browserOf(await user('pro', true));
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates, edits, disables, archives and deletes a link through the link services', async () => {
    const created = await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/web', title: 'Web', tags: ['a', 'b'], click_limit: 5 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const edited = await pro.call('PATCH', `/app/api/links/${id}`, { title: 'Renamed', qr: { dot_style: 'dots', foreground: '#112233' } });
    expect(edited.json().data).toMatchObject({ title: 'Renamed', qr: { dot_style: 'dots', foreground: '#112233' } });
    expect((await pro.call('POST', `/app/api/links/${id}/disable`)).json().data.status).toBe('disabled');
    expect((await pro.call('POST', `/app/api/links/${id}/archive`)).statusCode).toBe(409);
    expect((await pro.call('POST', `/app/api/links/${id}/enable`)).json().data.status).toBe('active');
    expect((await pro.call('POST', `/app/api/links/${id}/archive`)).json().data.status).toBe('archived');
    expect((await pro.call('POST', `/app/api/links/${id}/explode`)).statusCode).toBe(404);
    expect((await pro.call('DELETE', `/app/api/links/${id}`)).statusCode).toBe(204);
    expect((await pro.call('PATCH', `/app/api/links/${id}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('refuses writes without the session CSRF token', async () => {
    const res = await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com' }, { csrf: 'forged' });
    expect(res.statusCode).toBe(403);
  });

  it('applies plan gates and validation exactly as /api/v1 does', async () => {
    const gated = await free.call('POST', '/app/api/links', { destination_url: 'https://example.com/f', click_limit: 3, password: 'secret' });
    expect(gated.statusCode).toBe(422);
    expect(gated.json().error.type).toBe('entitlement');
    expect(Object.keys(gated.json().errors).sort()).toEqual(['click_limit', 'password']);
    const invalid = await pro.call('POST', '/app/api/links', { destination_url: 42, redirect_type: 303 });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['destination_url', 'redirect_type']);
    expect((await pro.call('POST', '/app/api/links', '{not json')).statusCode).toBe(422);
  });

  it('shows plan-gated fields locked with the reason on a lower plan', async () => {
    const body = (await free.page('/app/links/new')).body;
    expect(body).toContain('data-locked="link_expiration"');
    expect(body).toContain('Click limits requires the Pro plan or above.');
    expect((await pro.page('/app/links/new')).body).not.toContain('data-locked=');
  });

  it('previews and serves a link QR code, reporting bad design options as a 422', async () => {
    const id = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/qr' })).json().data.id;
    const svg = await pro.call('GET', `/app/api/links/${id}/qr?format=svg&dot_style=rounded&foreground=1a2b3c`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toContain('#1a2b3c');
    const bad = await pro.call('GET', `/app/api/links/${id}/qr?dot_style=stars&foreground=ffffff`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['dot_style']);
    const tooLight = await pro.call('GET', `/app/api/links/${id}/qr?foreground=ffffff`);
    expect(tooLight.statusCode).toBe(422);
    expect(Object.keys(tooLight.json().errors)).toEqual(['foreground']);
    expect((await free.call('GET', `/app/api/links/${id}/qr`)).statusCode).toBe(404);
  });

  it('creates, renames, recolours, reorders and deletes folders, keeping or deleting their links', async () => {
    const make = async (name: string, color?: string) => (await pro.call('POST', '/app/api/folders', { name, color })).json().data;
    const a = await make('Alpha', '#AABBCC');
    const b = await make('Beta');
    const c = await make('Gamma');
    expect(a).toMatchObject({ name: 'Alpha', color: '#aabbcc', position: 0 });
    expect(c.position).toBe(2);
    expect((await pro.call('POST', '/app/api/folders', { name: 'alpha' })).json().errors.name).toEqual(['you already have a folder with this name']);
    expect((await pro.call('POST', '/app/api/folders', { name: '  ', color: 'red' })).json().errors.name).toBeDefined();
    expect((await pro.call('POST', '/app/api/folders', { name: 'nul\u0000' })).json().errors.name).toEqual(['name must not contain control, invisible or direction-changing characters']);
    expect((await pro.call('PATCH', `/app/api/folders/${b.id}`, { name: 'Beta 2', color: null })).json().data).toMatchObject({ name: 'Beta 2', color: null });
    expect((await free.call('PATCH', `/app/api/folders/${b.id}`, { name: 'mine' })).statusCode).toBe(404);

    expect((await pro.call('PUT', '/app/api/folders/order', { ids: [c.id, a.id] })).statusCode).toBe(422);
    expect((await pro.call('PUT', '/app/api/folders/order', { ids: [c.id, a.id, b.id] })).statusCode).toBe(204);
    const token = await v1Token(pro.user.id);
    const listed = await app.http.inject({ method: 'GET', url: '/api/v1/folders', headers: { authorization: `Bearer ${token}` } });
    expect(listed.json().data.map((f: { name: string }) => f.name)).toEqual(['Gamma', 'Alpha', 'Beta 2']);

    const inA = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/in-a', folder_id: a.id })).json().data;
    const inC = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/in-c', folder_id: c.id })).json().data;
    expect((await pro.call('DELETE', `/app/api/folders/${a.id}?links=nothing`)).statusCode).toBe(422);
    expect((await pro.call('DELETE', `/app/api/folders/${a.id}?links=unfile`)).json().data).toEqual({ links: 1 });
    expect((await pro.call('GET', `/app/links/${inA.id}`)).statusCode).toBe(200);
    const kept = await app.store.db.selectFrom('links').select(['folder_id', 'deleted_at']).where('id', '=', inA.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ folder_id: null, deleted_at: null });
    expect((await pro.call('DELETE', `/app/api/folders/${c.id}?links=delete`)).json().data).toEqual({ links: 1 });
    expect((await app.http.inject({ method: 'GET', url: `/${inC.slug}` })).statusCode).toBe(404);
  });

  it('creates, renames and deletes tags; links keep existing without them', async () => {
    const tag = (await pro.call('POST', '/app/api/tags', { name: 'launch' })).json().data;
    expect((await pro.call('POST', '/app/api/tags', { name: 'launch' })).statusCode).toBe(422);
    expect((await pro.call('POST', '/app/api/tags', { name: 'nul\u0000' })).json().errors.name).toEqual(['name must not contain control, invisible or direction-changing characters']);
    expect((await pro.call('POST', '/app/api/tags', { name: 'Case-Tag' })).statusCode).toBe(201);
    expect((await pro.call('POST', '/app/api/tags', { name: 'CASE-TAG' })).json().errors.name).toEqual(['you already have a tag with this name']);
    const link = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/t', tags: ['launch', 'other'] })).json().data;
    await pro.call('POST', '/app/api/tags', { name: 'taken' });
    expect((await pro.call('PATCH', `/app/api/tags/${tag.id}`, { name: 'taken' })).json().errors.name).toEqual(['you already have a tag with this name']);
    expect((await pro.call('PATCH', `/app/api/tags/${tag.id}`, { name: 'go-live' })).json().data.name).toBe('go-live');
    const page = await pro.page(`/app?tag=go-live`);
    expect(page.body).toContain(`/app/links/${link.id}"`);
    expect((await pro.call('DELETE', `/app/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await pro.call('DELETE', `/app/api/tags/${tag.id}`)).statusCode).toBe(404);
    const after = await pro.call('PATCH', `/app/api/links/${link.id}`, { title: 'still here' });
    expect(after.json().data.tags).toEqual(['other']);
  });

  async function v1Token(userId: number): Promise<string> {
    const { createApiToken } = await import('../../src/modules/accounts/tokens.service.js');
    return (await createApiToken(app.store.db, userId, 'v1', 'links:read')).token;
  }

  it('creates a token once, uses it against /api/v1, and revokes it', async () => {
    expect((await free.call('POST', '/app/api/tokens', { name: 'nope', scopes: ['links:read'] })).json().error.type).toBe('entitlement');
    expect((await pro.call('POST', '/app/api/tokens', { name: 'x', scopes: ['links:fly'] })).json().errors.scopes).toBeDefined();
    const created = await pro.call('POST', '/app/api/tokens', { name: 'CI', scopes: ['links:read', 'analytics:read'] });
    expect(created.statusCode).toBe(201);
    const { token, prefix } = created.json().data;
    const use = () => app.http.inject({ method: 'GET', url: '/api/v1/links', headers: { authorization: `Bearer ${token}` } });
    expect((await use()).statusCode).toBe(200);
    const account = await pro.page('/app/account');
    expect(account.body).toContain(`shk_${prefix}_`);
    expect(account.body).not.toContain(token);
    expect((await free.call('DELETE', `/app/api/tokens/${prefix}`)).statusCode).toBe(404);
    expect((await pro.call('DELETE', `/app/api/tokens/${prefix}`)).statusCode).toBe(204);
    expect((await use()).statusCode).toBe(401);
  });

  it('leads every "upgrade" note to a comparison of the plans that says who changes them', async () => {
    const account = await free.page('/app/account');
    expect(account.body).toContain('href="/app/account#plans"');
    expect(account.body).toMatch(/<section class="card" id="plans"/);
    expect(account.body).toMatch(/Free <span class="badge plain">yours<\/span>/);
    expect(account.body).toContain('npx shortener users set-plan');
    expect((await free.page('/app/links/new')).body).toContain('href="/app/account#plans"');
  });

  it('lets operators approve or block links under review, and hides it from everyone else', async () => {
    const waiting = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/review-me' })).json().data;
    const other = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/review-too' })).json().data;
    await app.store.db.updateTable('links').set({ status: 'pending_review' }).where('id', 'in', [waiting.id, other.id]).execute();
    expect((await pro.page('/app/admin')).statusCode).toBe(404);
    expect((await pro.call('POST', `/app/api/admin/links/${waiting.id}/approve`)).statusCode).toBe(404);
    const queue = await admin.page('/app/admin');
    expect(queue.statusCode).toBe(200);
    expect(queue.body).toContain('https://example.com/review-me');
    expect((await app.http.inject({ method: 'GET', url: `/${waiting.slug}` })).statusCode).toBe(403);
    expect((await admin.call('POST', `/app/api/admin/links/${waiting.id}/approve`)).json().data.status).toBe('active');
    expect((await app.http.inject({ method: 'GET', url: `/${waiting.slug}` })).statusCode).toBe(302);
    expect((await admin.call('POST', `/app/api/admin/links/${waiting.id}/block`)).statusCode).toBe(409);
    expect((await admin.call('POST', `/app/api/admin/links/${other.id}/block`)).json().data.status).toBe('blocked');
    expect((await app.http.inject({ method: 'GET', url: `/${other.slug}` })).statusCode).toBe(451);
  });

  it("sets a user's plan from the operators page", async () => {
    const target = await user('free');
    expect((await admin.call('POST', '/app/api/admin/plan', { email: target.email, plan: 'gold' })).json().errors.plan).toBeDefined();
    expect((await admin.call('POST', '/app/api/admin/plan', { email: 'nobody@example.com', plan: 'pro' })).json().errors.email).toEqual(['No user has this email']);
    expect((await admin.call('POST', '/app/api/admin/plan', { email: target.email.toUpperCase(), plan: 'business' })).json().data.plan).toBe('business');
    expect((await pro.call('POST', '/app/api/admin/plan', { email: target.email, plan: 'free' })).statusCode).toBe(404);
    // A body that is not an object, or not JSON at all, tells a non-operator nothing more.
    for (const payload of ['null', '[1]', '{"email":']) expect((await pro.call('POST', '/app/api/admin/plan', payload)).statusCode, payload).toBe(404);
    expect((await admin.call('POST', '/app/api/admin/plan', 'null')).statusCode).toBe(422);
  });

  it('sorts and filters the dashboard list on the server', async () => {
    const sorter = await browserOf(await user('pro'));
    const make = async (title: string, clicks: number) => {
      const link = (await sorter.call('POST', '/app/api/links', { destination_url: `https://example.com/${title}`, title, tags: ['sorted'] })).json().data;
      await app.store.db.updateTable('links').set({ total_clicks: clicks }).where('id', '=', link.id).execute();
      return link.id as number;
    };
    const b = await make('Banana', 5);
    const a = await make('apple', 1);
    const c = await make('Cherry', 9);
    const order = async (query: string) => {
      const body = (await sorter.page(`/app?${query}`)).body;
      return [...body.matchAll(/<tr data-link-id="(\d+)"/g)].map((m) => Number(m[1]));
    };
    expect(await order('sort=title')).toEqual([a, b, c]);
    expect(await order('sort=clicks')).toEqual([c, b, a]);
    expect(await order('sort=oldest&tag=sorted')).toEqual([b, a, c]);
    expect(await order('search=err')).toEqual([c]);
  });

  it('renders user text inert on every page', async () => {
    const evil = '<img src=x onerror=alert(1)>"\'';
    const folder = (await pro.call('POST', '/app/api/folders', { name: `F${evil}`, color: '#123456' })).json().data;
    const link = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/x?a=<b>', title: `T${evil}`, tags: [`t${evil}`], folder_id: folder.id })).json().data;
    for (const path of ['/app', `/app/links/${link.id}`, `/app/links/${link.id}/analytics`, '/app/folders']) {
      const body = (await pro.page(path)).body;
      expect(body, path).not.toContain('<img src=x');
      expect(body, path).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });

  it('exports daily clicks, bot clicks and every breakdown as CSV', async () => {
    const link = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/csv' })).json().data;
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    await app.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': chrome, referer: 'https://news.example/item' }, remoteAddress: '203.0.113.61' });
    await app.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }, remoteAddress: '66.249.66.1' });
    await app.clicks.flush();
    const rows = (await pro.page(`/app/links/${link.id}/analytics.csv`)).body.trim().split('\r\n');
    const today = new Date().toISOString().slice(0, 10);
    expect(rows).toContain(`daily,${today},1,1`);
    expect(rows).toContain('total,human clicks,1,1');
    expect(rows).toContain('total,bot clicks,1,');
    expect(rows).toContain('browser,Chrome,1,');
    expect(rows).toContain('device,desktop,1,');
    expect(rows).toContain('referrer,news.example,1,');

    // The raw clicks behind it, and every link, as the API exports them.
    const raw = await pro.page(`/app/links/${link.id}/clicks.csv`);
    expect(raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(raw.body.trim().split('\r\n')).toEqual(['clicked_at,country,device,browser,os,referrer_host,unique_visitor,source,variant,bot', expect.stringMatching(/,desktop,Chrome,Windows,news\.example,true,link,,false$/)]);
    expect((await pro.page(`/app/links/${link.id}/clicks.csv`.replace(String(link.id), '999999'))).statusCode).toBe(404);
    expect((await pro.page('/app/clicks.csv')).body).toContain(`${link.id},${link.slug},`);
    const links = await pro.page('/app/links/export?format=json');
    expect(links.headers['content-disposition']).toMatch(/\.json"$/);
    expect((links.json() as Array<{ slug: string }>).map((l) => l.slug)).toContain(link.slug);
  });

  it('answers bad ids and query values with clear 4xx pages, never a 500', async () => {
    for (const path of ['/app/links/abc', '/app/links/0', '/app/links/999999', '/app/links/1e3/analytics']) {
      const res = await pro.page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    expect((await pro.page('/app?page=-4&status=bogus&sort=evil&folder=x')).statusCode).toBe(200);
    const id = (await pro.call('POST', '/app/api/links', { destination_url: 'https://example.com/a' })).json().data.id;
    const beyond = await pro.page('/app?page=99');
    expect(beyond.body).toContain('No links on this page');
    expect(beyond.body).not.toContain('No links yet');
    const reversed = await pro.page(`/app/links/${id}/analytics?from=2030-01-02&to=2030-01-01`);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.body).toContain('from must not be after to');
    const csv = await pro.page(`/app/links/${id}/analytics.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('section,key,clicks,uniques');
    expect((await pro.call('PATCH', '/app/api/folders/abc', { name: 'x' })).statusCode).toBe(404);
    expect((await pro.call('PUT', '/app/api/folders/order', 'null')).statusCode).toBe(422);
  });
});
