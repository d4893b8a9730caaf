import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { upload } from '../helpers/imports.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('/api/v1 gaps an integrator hits on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let call: ReturnType<typeof client>;
  let ip = 0;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    owner = await createAccount(app, 'pro', [...ALL_SCOPES, 'webhooks:write']);
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('Location on creates', () => {
    it('answers a created link with Location naming it, and that address reads it back', async () => {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/located' });
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id;
      expect(res.headers.location).toBe(`/api/v1/links/${id}`);
      const back = await app.http.inject({ method: 'GET', url: String(res.headers.location), headers: { authorization: `Bearer ${owner.token}` } });
      expect(back.json().data.id).toBe(id);
    });

    it('names the new webhook endpoint, domain and import', async () => {
      const hook = await call('POST', '/webhooks', { url: 'https://hooks.example.com/located', events: ['link.created'] });
      expect(hook.statusCode).toBe(201);
      expect(hook.headers.location).toBe(`/api/v1/webhooks/${hook.json().data.id}`);
      const domain = await call('POST', '/domains', { hostname: 'go.located-shop.com' });
      expect(domain.statusCode).toBe(201);
      expect(domain.headers.location).toBe(`/api/v1/domains/${domain.json().data.id}`);
      const started = await upload(app, owner.token, 'url\nhttps://example.com/imported-located\n');
      expect(started.statusCode).toBe(202);
      expect(started.headers.location).toBe(`/api/v1/imports/${started.json().data.id}`);
    });

    it('sends no Location on a failed create', async () => {
      const res = await call('POST', '/links', { destination_url: 'not a url' });
      expect(res.statusCode).toBe(422);
      expect(res.headers.location).toBeUndefined();
    });
  });

  describe('401 before any rate limit', () => {
    it('answers the 61st call and beyond without a valid token with 401, never 429', async () => {
      const remoteAddress = '198.18.7.1';
      for (let i = 0; i < 65; i++) {
        const headers = i % 2 ? { authorization: 'Bearer shk_abcdefgh_nope' } : {};
        const res = await app.http.inject({ method: 'GET', url: '/api/v1/links', remoteAddress, headers });
        expect(res.statusCode, `call ${i + 1}`).toBe(401);
        expect(res.json().error.type).toBe('authentication');
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('keeps the keyless limits per address', async () => {
      const remoteAddress = '198.18.7.2';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress, payload: { url: `https://example.com/keyless-${i}` } })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe('405 on a wrong method', () => {
    it.each([
      ['PUT', '/links/1', 'GET, HEAD, PATCH, DELETE'],
      ['DELETE', '/links', 'GET, HEAD, POST'],
      ['PUT', '/links', 'GET, HEAD, POST'],
      ['GET', '/links/1/enable', 'POST'],
      ['POST', '/account/usage', 'GET, HEAD'],
    ])('answers %s %s with 405, Allow and the v1 envelope', async (method, url, allow) => {
      const res = await app.http.inject({ method: method as 'PUT', url: `/api/v1${url}`, headers: { authorization: `Bearer ${owner.token}` } });
      expect(res.statusCode, res.body).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({
        message: expect.stringContaining(method),
        error: { type: 'method_not_allowed', code: 'method_not_allowed', message: res.json().message },
      });
    });

    it('still answers 404 on an unknown path, and 401 before either without a token', async () => {
      const unknown = await call('GET', '/nothing-here');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('not_found');
      const anonymous = await app.http.inject({ method: 'PUT', url: '/api/v1/links/1', remoteAddress: `192.0.2.${++ip}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers HEAD on a GET route as before and OPTIONS with Allow', async () => {
      const head = await app.http.inject({ method: 'HEAD', url: '/api/v1/links', headers: { authorization: `Bearer ${owner.token}` } });
      expect(head.statusCode).toBe(200);
      const options = await app.http.inject({ method: 'OPTIONS', url: '/api/v1/links/1', headers: { authorization: `Bearer ${owner.token}` } });
      expect(options.statusCode).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, PATCH, DELETE');
    });

    it('leaves short links alone: a POST or PUT to a slug is not a v1 answer', async () => {
      const link = (await call('POST', '/links', { destination_url: 'https://example.com/slug-method' })).json().data;
      const get = await app.http.inject({ method: 'GET', url: `/${link.slug}` });
      expect(get.statusCode).toBe(302);
      const put = await app.http.inject({ method: 'PUT', url: `/${link.slug}` });
      expect(put.statusCode).toBe(404);
      expect(put.headers['content-type']).toMatch(/text\/html/);
    });
  });

  describe('GET /links/by-slug/{slug}', () => {
    it('finds a link by its slug on the default domain, case-sensitively', async () => {
      const link = (await call('POST', '/links', { destination_url: 'https://example.com/by-slug', slug: `BySlug${dialect}` })).json().data;
      const res = await call('GET', `/links/by-slug/BySlug${dialect}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: link });
      const own = await call('GET', `/links/by-slug/BySlug${dialect}?domain=SHO.RT`);
      expect(own.json().data.id).toBe(link.id);
      expect((await call('GET', `/links/by-slug/byslug${dialect}`)).statusCode).toBe(404);
    });

    it('answers 404 like any missing link: unknown, deleted, another account, another domain', async () => {
      const missing = await call('GET', '/links/by-slug/never-made');
      expect(missing.statusCode).toBe(404);
      const other = await createAccount(app, 'pro');
      const theirs = (await client(app, other.token)('POST', '/links', { destination_url: 'https://example.com/theirs', slug: `theirs-${dialect}` })).json().data;
      const foreign = await call('GET', `/links/by-slug/${theirs.slug}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      const mine = (await call('POST', '/links', { destination_url: 'https://example.com/gone', slug: `gone-${dialect}` })).json().data;
      expect((await call('GET', `/links/by-slug/${mine.slug}?domain=go.elsewhere.com`)).statusCode).toBe(404);
      await call('DELETE', `/links/${mine.id}`);
      expect((await call('GET', `/links/by-slug/${mine.slug}`)).json()).toEqual(missing.json());
    });

    it('tells the same slug apart on a branded domain and on the own host', async () => {
      const now = new Date().toISOString();
      await app.store.db
        .insertInto('domains')
        .values({ workspace_id: owner.workspaceId, hostname: 'go.byslug.test', status: 'verified', verify_token_hash: 'x', verified_at: now, created_at: now, updated_at: now })
        .execute();
      const plain = (await call('POST', '/links', { destination_url: 'https://example.com/plain', slug: 'twin' })).json().data;
      const branded = await call('POST', '/links', { destination_url: 'https://example.com/branded', slug: 'twin', domain: 'go.byslug.test' });
      expect(branded.statusCode, branded.body).toBe(201);
      expect((await call('GET', '/links/by-slug/twin')).json().data.id).toBe(plain.id);
      expect((await call('GET', '/links/by-slug/twin?domain=GO.BySlug.test')).json().data.id).toBe(branded.json().data.id);
      expect((await call('GET', '/links/by-slug/twin?domain=not%20a%20host')).statusCode).toBe(404);
    });

    it('needs links:read', async () => {
      const writer = client(app, (await createAccount(app, 'pro', ['links:write'])).token);
      const res = await writer('GET', '/links/by-slug/anything');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('scope_missing');
    });
  });

  describe('folders and tags', () => {
    it('creates, renames, recolours and deletes a folder; its links stay, in no folder', async () => {
      const created = await call('POST', '/folders', { name: 'Campaigns', color: '#FF8800' });
      expect(created.statusCode, created.body).toBe(201);
      const folder = created.json().data;
      expect(folder).toEqual({ id: expect.any(Number), name: 'Campaigns', color: '#ff8800', position: 0, links_count: 0, created_at: expect.any(String) });
      expect(created.headers.location).toBe(`/api/v1/folders/${folder.id}`);
      const link = (await call('POST', '/links', { destination_url: 'https://example.com/in-folder', folder_id: folder.id })).json().data;

      const renamed = await call('PATCH', `/folders/${folder.id}`, { name: 'Launches' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ id: folder.id, name: 'Launches', color: '#ff8800', links_count: 1 });
      const recoloured = await call('PATCH', `/folders/${folder.id}`, { color: null });
      expect(recoloured.json().data).toMatchObject({ name: 'Launches', color: null });

      const deleted = await call('DELETE', `/folders/${folder.id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await call('GET', '/folders')).json().data.find((f: { id: number }) => f.id === folder.id)).toBeUndefined();
      const after = await call('GET', `/links/${link.id}`);
      expect(after.statusCode).toBe(200);
      expect(after.json().data.folder_id).toBeNull();
    });

    it('refuses a duplicate or empty folder name as the web app does', async () => {
      await call('POST', '/folders', { name: 'Twice' });
      const again = await call('POST', '/folders', { name: 'twice' });
      expect(again.statusCode).toBe(422);
      expect(again.json().error.code).toBe('name_taken');
      expect(again.json().errors.name).toBeDefined();
      const empty = await call('POST', '/folders', { name: '  ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error.code).toBe('invalid_field');
      const colour = await call('POST', '/folders', { name: 'Coloured', color: 'red' });
      expect(colour.statusCode).toBe(422);
    });

    it('creates, renames and deletes a tag; deleting takes it off its links', async () => {
      const created = await call('POST', '/tags', { name: 'launch' });
      expect(created.statusCode, created.body).toBe(201);
      const tag = created.json().data;
      expect(tag).toEqual({ id: expect.any(Number), name: 'launch', color: null, links_count: 0, created_at: expect.any(String) });
      expect(created.headers.location).toBe(`/api/v1/tags/${tag.id}`);
      const link = (await call('POST', '/links', { destination_url: 'https://example.com/tagged', tags: ['launch', 'keep'] })).json().data;
      const renamed = await call('PATCH', `/tags/${tag.id}`, { name: 'release' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toEqual({ id: tag.id, name: 'release', color: null, links_count: 1, created_at: tag.created_at });
      expect((await call('GET', `/links/${link.id}`)).json().data.tags).toEqual(['keep', 'release']);
      expect((await call('POST', '/tags', { name: 'KEEP' })).json().error.code).toBe('name_taken');
      expect((await call('PATCH', `/tags/${tag.id}`, { name: 'keep' })).statusCode).toBe(422);
      expect((await call('DELETE', `/tags/${tag.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/links/${link.id}`)).json().data.tags).toEqual(['keep']);
    });

    it('sets, changes and clears a tag colour like a folder colour', async () => {
      // An account of its own: the shared one would run into the per-minute limit.
      const call = client(app, (await createAccount(app, 'pro')).token);
      const created = await call('POST', '/tags', { name: 'coloured', color: '3366FF' });
      expect(created.statusCode, created.body).toBe(201);
      const tag = created.json().data;
      expect(tag.color).toBe('#3366ff');
      const recoloured = await call('PATCH', `/tags/${tag.id}`, { color: '#00aa00' });
      expect(recoloured.statusCode, recoloured.body).toBe(200);
      expect(recoloured.json().data).toMatchObject({ name: 'coloured', color: '#00aa00' });
      const renamed = await call('PATCH', `/tags/${tag.id}`, { name: 'painted' });
      expect(renamed.json().data).toMatchObject({ name: 'painted', color: '#00aa00' });
      const listed = (await call('GET', '/tags')).json().data.find((row: { id: number }) => row.id === tag.id);
      expect(listed).toMatchObject({ name: 'painted', color: '#00aa00' });
      expect((await call('PATCH', `/tags/${tag.id}`, { color: null })).json().data.color).toBeNull();
      const bad = await call('POST', '/tags', { name: 'bad colour', color: 'red' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.code).toBe('invalid_field');
      expect((await call('PATCH', `/tags/${tag.id}`, { color: 'red' })).statusCode).toBe(422);
      expect((await call('PATCH', '/tags/999999', { color: '#000000' })).statusCode).toBe(404);
    });

    it("answers 404 for another account's or a missing folder or tag", async () => {
      const other = client(app, (await createAccount(app, 'pro')).token);
      const folder = (await other('POST', '/folders', { name: 'Theirs' })).json().data;
      const tag = (await other('POST', '/tags', { name: 'theirs' })).json().data;
      for (const [method, url] of [
        ['PATCH', `/folders/${folder.id}`],
        ['DELETE', `/folders/${folder.id}`],
        ['PATCH', `/tags/${tag.id}`],
        ['DELETE', `/tags/${tag.id}`],
        ['PATCH', '/folders/999999999'],
        ['DELETE', '/tags/abc'],
      ] as const) {
        const res = await call(method, url, method === 'PATCH' ? { name: 'mine now' } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.type).toBe('not_found');
      }
      expect((await other('GET', '/folders')).json().data[0].name).toBe('Theirs');
    });

    it('needs links:write to change and links:read to list', async () => {
      const reader = client(app, (await createAccount(app, 'pro', ['links:read'])).token);
      for (const [method, url] of [
        ['POST', '/folders'],
        ['PATCH', '/folders/1'],
        ['DELETE', '/folders/1'],
        ['POST', '/tags'],
        ['PATCH', '/tags/1'],
        ['DELETE', '/tags/1'],
      ] as const) {
        const res = await reader(method, url, method === 'DELETE' ? undefined : { name: 'x' });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toContain('links:write');
      }
    });
  });

  it(`runs against ${dialect}`, () => {
    expect(app.store.dialect).toBe(dialect);
  });
});
