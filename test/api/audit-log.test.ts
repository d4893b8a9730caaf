import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { pruneAuditLog } from '../../src/modules/audit/index.js';
import { createWorkspace } from '../../src/modules/workspaces/index.js';
import { recordAudit } from '../../src/platform/events/audit.js';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

type Call = ReturnType<typeof client>;
const SCOPES = ['links:read', 'links:write', 'webhooks:write', 'workspace:read'];

interface Entry {
  id: number;
  at: string;
  action: string;
  actor: { type: string; user_id: number | null; email: string | null; token_id: number | null; token_prefix: string | null };
  target: { type: string; id: string };
  changes: Record<string, { before: unknown; after: unknown }>;
}

describe.each(DIALECTS)('GET /api/v1/audit-log on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let call: Call;
  let ownerPrefix: string;
  let team: number;
  let teamCalls: Record<'admin' | 'member' | 'viewer', Call>;

  const entries = async (query = '', c: Call = call): Promise<Entry[]> => {
    const res = await c('GET', `/audit-log${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Entry[];
  };
  const countRows = async (workspaceId: number) =>
    Number((await app.store.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number | string>().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    [owner, other] = await Promise.all([createAccount(app, 'pro', SCOPES), createAccount(app, 'pro', SCOPES)]);
    call = client(app, owner.token);
    ownerPrefix = owner.token.split('_')[1]!;
    // A team workspace with one user per role (the teams API adds members; here they are set up directly).
    const workspace = await createWorkspace(app.store.db, { name: 'Team', plan: 'pro', ownerId: owner.user.id });
    team = Number(workspace.id);
    const calls: Partial<Record<'admin' | 'member' | 'viewer', Call>> = {};
    for (const role of ['admin', 'member', 'viewer'] as const) {
      const user = await createUser(app.store.db, { email: `${role}-${Date.now()}@example.com`, password: 'correct horse battery', plan: 'free' });
      await app.store.db.insertInto('workspace_members').values({ workspace_id: team, user_id: user.id, role, joined_at: new Date().toISOString() }).execute();
      calls[role] = client(app, (await createApiToken(app.store.db, user.id, role, SCOPES, team)).token);
    }
    teamCalls = calls as Record<'admin' | 'member' | 'viewer', Call>;
  });
  afterAll(async () => {
    await app.close();
  });

  it('records a link created, updated and deleted through the API with the token, its maker and the fields before and after', async () => {
    const created = await call('POST', '/links', { destination_url: 'https://example.com/audit', title: 'Before' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await call('PATCH', `/links/${id}`, { title: 'After', password: 'sesame-open-1' })).statusCode).toBe(200);
    expect((await call('POST', `/links/${id}/disable`)).statusCode).toBe(200);
    expect((await call('DELETE', `/links/${id}`)).statusCode).toBe(204);

    const all = await entries(`?target_type=link&target_id=${id}`);
    expect(all.map((entry) => entry.action)).toEqual(['link.deleted', 'link.status_changed', 'link.updated', 'link.created']);
    expect(all[1]!.changes).toEqual({ status: { before: 'active', after: 'disabled' } });
    const log = all.filter((entry) => entry.action !== 'link.status_changed');
    const actor = { type: 'token', user_id: owner.user.id, email: owner.user.email, token_id: expect.any(Number), token_prefix: ownerPrefix };
    for (const entry of log) expect(entry).toMatchObject({ actor, target: { type: 'link', id: String(id) }, at: expect.any(String) });
    const [deleted, updated, made] = log;
    expect(made!.changes.title).toEqual({ before: null, after: 'Before' });
    expect(made!.changes.destination_url).toEqual({ before: null, after: 'https://example.com/audit' });
    expect(updated!.changes).toEqual({ title: { before: 'Before', after: 'After' }, has_password: { before: false, after: true } });
    expect(deleted!.changes.title).toEqual({ before: 'After', after: null });
    expect(JSON.stringify(log)).not.toContain('sesame-open-1');
  });

  it('never shows a webhook secret, at creation or rotation', async () => {
    const created = await call('POST', '/webhooks', { url: 'https://hooks.example.com/audit' });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json().data as { id: number; secret: string };
    const rotated = await call('POST', `/webhooks/${id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const res = await call('GET', `/audit-log?target_type=webhook&target_id=${id}`);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain(rotated.json().data.secret);
    const [rotation, creation] = res.json().data as Entry[];
    expect(rotation).toMatchObject({ action: 'webhook.secret_rotated', changes: { secret: { before: '[redacted]', after: '[redacted]' } } });
    expect(creation).toMatchObject({ action: 'webhook.created', changes: { url: { before: null, after: 'https://hooks.example.com/audit' }, secret: { before: null, after: '[redacted]' } } });
    const raw = await app.store.db.selectFrom('audit_log').select('changes').where('target_type', '=', 'webhook').execute();
    expect(JSON.stringify(raw)).not.toContain('whsec_');
  });

  it('filters by action, actor, target and time, and pages like /links', async () => {
    const folder = await call('POST', '/folders', { name: 'Audited' });
    expect(folder.statusCode, folder.body).toBe(201);
    const byAction = await entries('?action=folder.created');
    expect(byAction).toEqual([expect.objectContaining({ action: 'folder.created', changes: { name: { before: null, after: 'Audited' } } })]);
    expect((await entries(`?actor=${owner.user.id}`)).length).toBeGreaterThan(3);
    expect(await entries(`?actor=${other.user.id}`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const all = await entries('?per_page=100');
    expect(await entries(`?from=${today}&to=${today}&per_page=100`)).toEqual(all);
    expect(await entries('?to=2000-01-01')).toEqual([]);
    expect(await entries(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);

    const paged = await call('GET', '/audit-log?per_page=2&page=2');
    expect(paged.json()).toMatchObject({ data: all.slice(2, 4), meta: { current_page: 2, per_page: 2, total: all.length } });
    expect(paged.json().links.next).toContain('page=3');
  });

  it('records tags renamed and deleted, and the tokens made, under the same actor', async () => {
    const tag = await call('POST', '/tags', { name: 'spring' });
    expect(tag.statusCode, tag.body).toBe(201);
    const id = tag.json().data.id as number;
    expect((await call('PATCH', `/tags/${id}`, { name: 'autumn' })).statusCode).toBe(200);
    expect((await call('DELETE', `/tags/${id}`)).statusCode).toBe(204);
    const log = await entries(`?target_type=tag&target_id=${id}`);
    expect(log.map((entry) => [entry.action, entry.changes])).toEqual([
      ['tag.deleted', { name: { before: 'autumn', after: null } }],
      ['tag.updated', { name: { before: 'spring', after: 'autumn' } }],
      ['tag.created', { name: { before: null, after: 'spring' } }],
    ]);
    const [made] = await entries('?action=token.created');
    expect(made).toMatchObject({ actor: { type: 'user', user_id: owner.user.id, token_id: null }, changes: { prefix: { before: null, after: ownerPrefix } } });
    expect(JSON.stringify(made)).not.toContain(owner.token);
  });

  it.each([['from', 'yesterday'], ['to', '2026-13-45'], ['actor', 'me']])('answers 422 invalid_field for %s=%s', async (field, value) => {
    const res = await call('GET', `/audit-log?${field}=${value}`);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe('invalid_field');
  });

  it('is for owners and admins only: a member or viewer gets 403 forbidden_role', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const res = await teamCalls[role]('GET', '/audit-log');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('forbidden_role');
    }
    expect((await teamCalls.admin('GET', '/audit-log')).statusCode).toBe(200);
  });

  it("never shows another workspace's entries", async () => {
    const link = await client(app, other.token)('POST', '/links', { destination_url: 'https://example.com/theirs' });
    expect(link.statusCode).toBe(201);
    const made = await teamCalls.member('POST', '/links', { destination_url: 'https://example.com/team' });
    expect(made.statusCode).toBe(201);
    const mine = await entries('?per_page=100');
    expect(mine.some((entry) => entry.target.id === String(link.json().data.id) && entry.target.type === 'link')).toBe(false);
    expect(mine.some((entry) => entry.target.id === String(made.json().data.id) && entry.target.type === 'link')).toBe(false);
    // The team's log has the member's link, made with their token, and nothing of the owner's personal workspace.
    const teamLog = await entries('?target_type=link&per_page=100', teamCalls.admin);
    expect(teamLog).toEqual([expect.objectContaining({ action: 'link.created', target: { type: 'link', id: String(made.json().data.id) } })]);
  });

  it('writes no entry for a change that fails', async () => {
    const [a, b] = await Promise.all(['https://example.com/a', 'https://example.com/b'].map((url) => call('POST', '/links', { destination_url: url })));
    const before = await countRows(owner.workspaceId);
    const clash = await call('PATCH', `/links/${b!.json().data.id}`, { slug: a!.json().data.slug });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().error.code).toBe('slug_taken');
    expect(await countRows(owner.workspaceId)).toBe(before);
  });

  it('rolls the entry back with a change that fails after it was written', async () => {
    // With an endpoint subscribed, the outbox writes the audit entry, then the delivery; the delivery fails here.
    const hook = await call('POST', '/webhooks', { url: 'https://hooks.example.com/failing' });
    expect(hook.statusCode).toBe(201);
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_delivery before insert on webhook_deliveries begin select raise(abort, 'delivery refused'); end`.execute(app.store.db);
    } else {
      await sql`create function refuse_delivery() returns trigger language plpgsql as $$ begin raise exception 'delivery refused'; end $$`.execute(app.store.db);
      await sql`create trigger refuse_delivery before insert on webhook_deliveries for each row execute function refuse_delivery()`.execute(app.store.db);
    }
    const before = await countRows(owner.workspaceId);
    try {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/never', slug: 'never-saved' });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_delivery${sql.raw(dialect === 'sqlite' ? '' : ' on webhook_deliveries')}`.execute(app.store.db);
      expect((await call('DELETE', `/webhooks/${hook.json().data.id}`)).statusCode).toBe(204);
    }
    expect(await countRows(owner.workspaceId)).toBe(before + 1); // only the webhook's deletion
    expect(await app.store.db.selectFrom('links').select('id').where('slug', '=', 'never-saved').executeTakeFirst()).toBeUndefined();
  });

  it('writes the entry in the transaction of the change: a rollback after it leaves neither', async () => {
    const before = await countRows(owner.workspaceId);
    const actor = { userId: owner.user.id, workspaceId: owner.workspaceId };
    await expect(
      app.store.db.transaction().execute(async (trx) => {
        await sql`update folders set name = 'Renamed' where workspace_id = ${owner.workspaceId}`.execute(trx);
        expect(await recordAudit(trx, actor, { action: 'folder.updated', targetType: 'folder', targetId: 1, before: { name: 'a' }, after: { name: 'b' } })).toBe(true);
        throw new Error('the change fails after its entry was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await countRows(owner.workspaceId)).toBe(before);
    await expect(recordAudit(app.store.db, actor, { action: 'tag.created', targetType: 'tag', targetId: 1, after: {} })).rejects.toThrow(/inside the transaction/);
  });

  it("deletes entries older than the workspace plan's retention", async () => {
    // Pro keeps 3,650 days of analytics, so the same of its audit log.
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const insert = (at: string) =>
      app.store.db
        .insertInto('audit_log')
        .values({ workspace_id: owner.workspaceId, at, action: 'tag.deleted', actor_user_id: owner.user.id, actor_email: null, actor_token_id: null, actor_token_prefix: null, target_type: 'tag', target_id: '9', changes: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [old, recent] = [await insert(daysAgo(3651)), await insert(daysAgo(3649))];
    const total = await countRows(owner.workspaceId);
    expect(await pruneAuditLog(app.store)).toBe(1);
    const left = await app.store.db.selectFrom('audit_log').select('id').where('id', 'in', [old.id, recent.id]).execute();
    expect(left.map((row) => Number(row.id))).toEqual([Number(recent.id)]);
    expect(await countRows(owner.workspaceId)).toBe(total - 1);
  });
});
