import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, client, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('/api/v1/folders and /api/v1/tags on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let call: ReturnType<typeof client>;

  // Inserted directly, to set positions and colours as stored.
  const addFolder = async (workspaceId: number, name: string, position: number, color: string | null = null) => {
    const now = new Date().toISOString();
    const row = await app.store.db
      .insertInto('folders')
      .values({ workspace_id: workspaceId, name, color, position, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const create = async (c: ReturnType<typeof client>, body: Record<string, unknown>) => {
    const res = await c('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number };
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    [owner, other] = await Promise.all([createAccount(app, 'pro'), createAccount(app, 'pro')]);
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app.close();
  });

  it('starts empty', async () => {
    const account = await createAccount(app, 'pro');
    for (const url of ['/folders', '/tags']) {
      const res = await client(app, account.token)('GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    }
  });

  it("lists the caller's folders in dashboard order with live link counts", async () => {
    const later = await addFolder(owner.workspaceId, 'Later', 2);
    const first = await addFolder(owner.workspaceId, 'First', 0, '#FF8800');
    const empty = await addFolder(owner.workspaceId, 'Empty', 1);
    await addFolder(other.workspaceId, 'Not mine', 0);
    await create(call, { destination_url: 'https://example.com/f1', folder_id: first });
    await create(call, { destination_url: 'https://example.com/f2', folder_id: first });
    const gone = await create(call, { destination_url: 'https://example.com/f3', folder_id: first });
    await create(call, { destination_url: 'https://example.com/f4', folder_id: later });
    expect((await call('DELETE', `/links/${gone.id}`)).statusCode).toBe(204);

    const res = await call('GET', '/folders');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: first, name: 'First', color: '#FF8800', position: 0, links_count: 2, created_at: expect.any(String) },
      { id: empty, name: 'Empty', color: null, position: 1, links_count: 0, created_at: expect.any(String) },
      { id: later, name: 'Later', color: null, position: 2, links_count: 1, created_at: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(res.json().data[0].created_at))).toBe(false);

    // A link moved out of a folder stops counting there.
    const moved = (await call('GET', `/links?folder_id=${later}`)).json().data[0];
    await call('PATCH', `/links/${moved.id}`, { folder_id: null });
    const after = (await call('GET', '/folders')).json().data;
    expect(after.find((folder: { id: number }) => folder.id === later).links_count).toBe(0);
  });

  it("lists the caller's tags by name with live link counts", async () => {
    const a = await create(call, { destination_url: 'https://example.com/t1', tags: ['zeta', 'alpha'] });
    await create(call, { destination_url: 'https://example.com/t2', tags: ['alpha'] });
    const deleted = await create(call, { destination_url: 'https://example.com/t3', tags: ['alpha', 'orphan'] });
    await create(client(app, other.token), { destination_url: 'https://example.com/t4', tags: ['alpha', 'theirs'] });
    expect((await call('DELETE', `/links/${deleted.id}`)).statusCode).toBe(204);

    const res = await call('GET', '/tags');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: expect.any(Number), name: 'alpha', color: null, links_count: 2, created_at: expect.any(String) },
      { id: expect.any(Number), name: 'orphan', color: null, links_count: 0, created_at: expect.any(String) },
      { id: expect.any(Number), name: 'zeta', color: null, links_count: 1, created_at: expect.any(String) },
    ]);

    await call('PATCH', `/links/${a.id}`, { tags: ['beta'] });
    const names = (await call('GET', '/tags')).json().data.map((t: { name: string; links_count: number }) => [t.name, t.links_count]);
    expect(names).toEqual([
      ['alpha', 1],
      ['beta', 1],
      ['orphan', 0],
      ['zeta', 0],
    ]);
    // Each tag name is one tag per account: the other account has its own "alpha".
    const theirs = (await client(app, other.token)('GET', '/tags')).json().data;
    expect(theirs.map((t: { name: string }) => t.name)).toEqual(['alpha', 'theirs']);
    expect(theirs[0].id).not.toBe(res.json().data[0].id);
  });

  it('filters links by a tag name from the list', async () => {
    const res = await call('GET', '/links?tag=alpha');
    expect(res.json().meta.total).toBe(1);
  });

  it('takes new folders and tags too (v1-api-gaps.test.ts covers their changes)', async () => {
    for (const url of ['/folders', '/tags']) {
      const res = await call('POST', url, { name: 'new' });
      expect(res.statusCode).toBe(201);
    }
  });

  it(`runs against ${dialect}`, () => {
    expect(app.store.dialect).toBe(dialect);
  });
});
