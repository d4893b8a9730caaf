import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

type Call = ReturnType<typeof client>;
interface Link {
  id: number;
  slug: string;
  status: string;
  folder_id: number | null;
  tags: string[];
}

describe.each(DIALECTS)('bulk link edits and deletes on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let call: Call;
  let otherCall: Call;
  let other: TestAccount;
  const create = async (c: Call, body: Record<string, unknown>): Promise<Link> => {
    const res = await c('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const links = (n: number, extra: Record<string, unknown> = {}) =>
    Promise.all(Array.from({ length: n }, (_, i) => create(call, { destination_url: `https://example.com/${i}`, ...extra })));
  const redirect = (slug: string) => app.http.inject({ method: 'GET', url: `/${slug}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' } });
  const patch = (body: unknown, c: Call = call) => c('PATCH', '/links/bulk', body);

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    // Pro: bulk edits are the single edits the plan allows, many at once (no Business gate).
    owner = await createAccount(app, 'pro', ['links:read', 'links:write', 'webhooks:write']);
    call = client(app, owner.token);
    other = await createAccount(app, 'pro');
    otherCall = client(app, other.token);
    await setPlanLimits(app, 'pro', { api_requests_per_minute: null });
  });
  const folderOf = async (workspaceId: number, name: string) => {
    const now = new Date().toISOString();
    return app.store.db.insertInto('folders').values({ workspace_id: workspaceId, name, color: null, position: 0, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  };
  afterAll(async () => {
    await app?.close();
  });

  it('moves links to a folder and adds and removes tags, link by link, answering each as it is now', async () => {
    const folder = await folderOf(owner.workspaceId, 'Campaign');
    const [a, b] = await links(2, { tags: ['Spring', 'email'] });
    const res = await patch({ ids: [a!.id, b!.id], folder_id: folder.id, add_tags: ['launch', 'SPRING'], remove_tags: ['EMAIL'] });
    expect(res.statusCode, res.body).toBe(200);
    const { updated, failed } = res.json().data;
    expect(failed).toEqual([]);
    expect(updated.map((link: Link) => [link.id, link.folder_id, link.tags])).toEqual([
      [a!.id, folder.id, ['Spring', 'launch']],
      [b!.id, folder.id, ['Spring', 'launch']],
    ]);
    expect((await call('GET', `/links/${a!.id}`)).json().data).toMatchObject({ folder_id: folder.id, tags: ['Spring', 'launch'] });
    // null takes them out of the folder again.
    const out = (await patch({ ids: [a!.id], folder_id: null })).json().data;
    expect(out.updated[0].folder_id).toBeNull();
  });

  it("answers missing ids and other accounts' ids with the same per-id not_found, and changes the rest", async () => {
    const [mine] = await links(1);
    const theirs = await create(otherCall, { destination_url: 'https://example.com/theirs' });
    const res = await patch({ ids: [theirs.id, mine!.id, 987654321], status: 'archived' });
    expect(res.statusCode).toBe(200);
    const { updated, failed } = res.json().data;
    expect(updated.map((link: Link) => [link.id, link.status])).toEqual([[mine!.id, 'archived']]);
    expect(failed).toEqual([
      { id: theirs.id, error: 'Link not found', code: 'not_found' },
      { id: 987654321, error: 'Link not found', code: 'not_found' },
    ]);
    expect((await otherCall('GET', `/links/${theirs.id}`)).json().data.status).toBe('active');
    const deleted = (await call('DELETE', `/links/bulk?ids=${theirs.id},987654321`)).json().data;
    expect(deleted).toEqual({ deleted: [], failed: [{ id: theirs.id, error: 'Link not found', code: 'not_found' }, { id: 987654321, error: 'Link not found', code: 'not_found' }] });
    expect((await redirect(theirs.slug)).statusCode).toBe(302);
  });

  it('makes each status move a single call would make, and a per-id 409 where the single call answers 409', async () => {
    const [active, disabled, archived, other] = await links(4);
    await call('POST', `/links/${disabled!.id}/disable`);
    await call('POST', `/links/${archived!.id}/archive`);
    await call('POST', `/links/${other!.id}/disable`);
    const single = (await call('POST', `/links/${other!.id}/archive`)).json();

    const archive = (await patch({ ids: [active!.id, disabled!.id], status: 'archived' })).json().data;
    expect(archive.updated.map((link: Link) => link.status)).toEqual(['archived']);
    expect(archive.failed).toEqual([{ id: disabled!.id, error: single.error.message, code: 'invalid_state' }]);

    const enable = (await patch({ ids: [disabled!.id, archived!.id, active!.id], status: 'active' })).json().data;
    expect(enable.updated.map((link: Link) => [link.id, link.status])).toEqual([
      [disabled!.id, 'active'],
      [archived!.id, 'active'],
      [active!.id, 'active'],
    ]);
    const again = (await patch({ ids: [active!.id], status: 'active', add_tags: ['never'] })).json().data;
    expect(again.failed).toEqual([{ id: active!.id, error: 'Only disabled links can be enabled; this link is active', code: 'invalid_state' }]);
    // A link that fails is left wholly as it was: its tags did not change either.
    expect((await call('GET', `/links/${active!.id}`)).json().data.tags).toEqual([]);

    const disable = (await patch({ ids: [active!.id], status: 'disabled' })).json().data;
    expect(disable.updated[0].status).toBe('disabled');
    expect((await redirect(active!.slug)).statusCode).not.toBe(302);
  });

  it('stops redirecting at once when links are deleted or disabled in bulk (the cache is evicted per link)', async () => {
    const [a, b, c] = await links(3);
    for (const link of [a, b, c]) expect((await redirect(link!.slug)).statusCode).toBe(302);
    const res = await call('DELETE', `/links/bulk?ids=${a!.id},${b!.id},${a!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ deleted: [a!.id, b!.id], failed: [] });
    expect((await redirect(a!.slug)).statusCode).toBe(404);
    expect((await redirect(b!.slug)).statusCode).toBe(404);
    expect((await call('DELETE', `/links/bulk?ids=${b!.id}`)).json().data.failed).toEqual([{ id: b!.id, error: 'Link not found', code: 'not_found' }]);
    expect((await patch({ ids: [c!.id], status: 'disabled' })).statusCode).toBe(200);
    const stopped = await redirect(c!.slug);
    expect(stopped.statusCode).not.toBe(302);
    expect(stopped.headers.location).toBeUndefined();
  });

  it('announces link.updated, link.status_changed and link.deleted per link through the outbox', async () => {
    const hook = await call('POST', '/webhooks', { url: 'https://hooks.example.com/bulk', events: ['link.updated', 'link.status_changed', 'link.deleted'] });
    expect(hook.statusCode, hook.body).toBe(201);
    const [a, b] = await links(2);
    const since = new Date().toISOString();
    await patch({ ids: [a!.id, b!.id], add_tags: ['hooked'], status: 'archived' });
    await call('DELETE', `/links/bulk?ids=${a!.id},${b!.id}`);
    const events = await app.store.db.selectFrom('webhook_events').select(['type', 'payload']).where('workspace_id', '=', owner.workspaceId).where('created_at', '>=', since).orderBy('created_at').execute();
    const seen = events.map((event) => [event.type, (JSON.parse(event.payload) as { data: { link: { id: number } } }).data.link.id]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['link.updated', a!.id], ['link.status_changed', a!.id], ['link.updated', b!.id], ['link.status_changed', b!.id],
        ['link.deleted', a!.id], ['link.deleted', b!.id],
      ]),
    );
    expect(seen).toHaveLength(6);
    const updated = events.find((event) => event.type === 'link.updated')!;
    expect(JSON.parse(updated.payload).data.changes).toEqual({ status: { from: 'active', to: 'archived' }, tags: { from: [], to: ['hooked'] } });
  });

  it('refuses more than 100 ids with 422 on ids, and counts a repeated id once', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const res of [await patch({ ids, status: 'archived' }), await call('DELETE', `/links/bulk?ids=${ids.join(',')}`)]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ error: { type: 'validation', code: 'invalid_field' }, errors: { ids: ['must list at most 100 ids'] } });
    }
    const [link] = await links(1);
    const repeated = await patch({ ids: Array.from({ length: 100 }, () => link!.id), add_tags: ['once'] });
    expect(repeated.json().data.updated).toHaveLength(1);
  });

  it.each([
    [{ ids: [1] }, 'body'],
    [{ ids: [], status: 'archived' }, 'ids'],
    [{ ids: [0], status: 'archived' }, 'ids'],
    [{ ids: ['1'], status: 'archived' }, 'ids'],
    [{ ids: [1], status: 'expired' }, 'status'],
    [{ ids: [1], status: 'blocked' }, 'status'],
    [{ ids: [1], add_tags: [''] }, 'add_tags'],
    [{ ids: [1], tags: ['x'] }, 'body'],
    [{ ids: [1], folder_id: 'x' }, 'folder_id'],
    [[1, 2], 'body'],
  ])('answers 422 for the body %j', async (body, field) => {
    const res = await patch(body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.type).toBe('validation');
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it.each(['', 'abc', '1,,2', '1,x', '0', '-1', '1.5'])('answers 422 on ids for DELETE ?ids=%s', async (ids) => {
    const res = await call('DELETE', `/links/bulk?ids=${ids}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['ids']);
  });

  it("refuses another account's folder as a single edit does", async () => {
    const theirs = await folderOf(other.workspaceId, 'Theirs');
    const [link] = await links(1);
    const res = await patch({ ids: [link!.id], folder_id: theirs.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.folder_id).toEqual(['folder_id must be the id of one of your folders']);
  });

  it('fails a link whose tags would pass 20 on its own', async () => {
    const many = Array.from({ length: 19 }, (_, i) => `t${i}`);
    const [full, light] = [await create(call, { destination_url: 'https://example.com/full', tags: many }), await create(call, { destination_url: 'https://example.com/light' })];
    const res = (await patch({ ids: [full.id, light.id], add_tags: ['x', 'y'] })).json().data;
    expect(res.updated.map((link: Link) => link.id)).toEqual([light.id]);
    expect(res.failed).toEqual([{ id: full.id, error: 'a link carries at most 20 tags; this one would have 21', code: 'invalid_field' }]);
  });

  it('needs links:write', async () => {
    const reader = client(app, (await createAccount(app, 'pro', ['links:read'])).token);
    expect((await patch({ ids: [1], status: 'archived' }, reader)).statusCode).toBe(403);
    expect((await reader('DELETE', '/links/bulk?ids=1')).statusCode).toBe(403);
  });

  it('leaves /links/{id} answering `bulk` as the non-numeric id it is', async () => {
    for (const [method, suffix] of [['GET', ''], ['POST', '/archive'], ['POST', '/enable'], ['GET', '/qr']] as const) {
      const asBulk = await call(method, `/links/bulk${suffix}`);
      const asWord = await call(method, `/links/abc${suffix}`);
      expect([asBulk.statusCode, asBulk.json()], `${method} /links/bulk${suffix}`).toEqual([asWord.statusCode, asWord.json()]);
      expect(asBulk.statusCode).toBe(404);
    }
    // And a numeric id still reaches its own routes.
    const [link] = await links(1);
    expect((await call('PATCH', `/links/${link!.id}`, { title: 'one' })).json().data.title).toBe('one');
    expect((await call('DELETE', `/links/${link!.id}`)).statusCode).toBe(204);
  });
});
