import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEntitlements } from '../../src/modules/accounts/plans.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createLink } from '../../src/modules/links/create-link.js';
import { client, personalWorkspaceId } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { DIALECTS } from '../helpers/stores.js';

const run = runCli;

describe.each(DIALECTS)('the shortener CLI on %s', (dialect) => {
  let app: TestApp;
  // Vitest sets BASE_URL=/ (Vite's base path); the CLI reads the real configuration names.
  const saved = { DATABASE_URL: process.env.DATABASE_URL, BASE_URL: process.env.BASE_URL };
  const email = `cli-${dialect}@example.com`;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    // The CLI opens the app's own database (for PostgreSQL, its throwaway schema).
    const { url, searchPath } = app.testStore;
    process.env.BASE_URL = 'http://sho.rt';
    process.env.DATABASE_URL = searchPath ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${searchPath}`)}` : url;
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await app.close();
  });

  it('creates a user and prints it as JSON', async () => {
    const res = await run('users', 'create', '--email', email, '--password', 'a long password', '--plan', 'pro');
    expect(res.code, res.stderr.join('\n')).toBe(0);
    const printed = JSON.parse(res.stdout.at(-1)!);
    expect(printed).toEqual({ id: expect.any(Number), email, plan: 'pro' });
    const row = await app.store.db.selectFrom('users').selectAll().where('id', '=', printed.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    // The operator made it: it counts as verified.
    expect(row.email_verified_at).not.toBeNull();
  });

  it.each<[string, string[], RegExp]>([
    ['a taken email', ['--email', `cli-${dialect}@example.com`, '--password', 'a long password'], /email/],
    ['a bad email', ['--email', 'nope', '--password', 'a long password'], /email/],
    ['a short password', ['--email', `short-${dialect}@example.com`, '--password', 'short'], /password must be at least 10 characters/],
    ['a weak password', ['--email', `weak-${dialect}@example.com`, '--password', 'password123'], /password is too easy to guess/],
    ['an unknown plan', ['--email', `plan-${dialect}@example.com`, '--password', 'a long password', '--plan', 'gold'], /plan/],
    ['a missing password', ['--email', `missing-${dialect}@example.com`], /--password/],
    ['an unknown option', ['--email', `opt-${dialect}@example.com`, '--password', 'a long password', '--admin'], /admin/],
  ])('refuses users create with %s, exit code 2', async (_name, args, message) => {
    const res = await run('users', 'create', ...args);
    expect(res.code).toBe(2);
    expect(res.stderr.join('\n')).toMatch(message);
  });

  it('creates a token that works on the API with exactly its scopes, printed alone on the last line', async () => {
    const res = await run('tokens', 'create', '--email', email, '--name', 'ci', '--scopes', 'links:read,links:write');
    expect(res.code, res.stderr.join('\n')).toBe(0);
    const token = res.stdout.at(-1)!;
    expect(token).toMatch(/^shk_[a-z2-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(res.stdout.slice(0, -1).join('\n')).not.toContain(token);
    const call = client(app, token);
    const created = await call('POST', '/links', { destination_url: 'https://example.com/from-cli' });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('GET', '/links')).statusCode).toBe(200);
    expect((await call('GET', `/links/${created.json().data.id}/analytics`)).statusCode).toBe(403);
  });

  it.each<[string, string[], RegExp]>([
    ['an unknown scope', ['--email', `cli-${dialect}@example.com`, '--name', 'x', '--scopes', 'links:admin'], /links:admin/],
    ['no scopes', ['--email', `cli-${dialect}@example.com`, '--name', 'x'], /--scopes/],
    ['an unknown user', ['--email', `ghost-${dialect}@example.com`, '--name', 'x', '--scopes', 'links:read'], /ghost/],
  ])('refuses tokens create with %s, exit code 2', async (_name, args, message) => {
    const res = await run('tokens', 'create', ...args);
    expect(res.code).toBe(2);
    expect(res.stderr.join('\n')).toMatch(message);
  });

  it('changes a plan, and the API follows at once', async () => {
    const token = (await run('tokens', 'create', '--email', email, '--name', 'plan', '--scopes', 'links:read')).stdout.at(-1)!;
    const call = client(app, token);
    expect((await call('GET', '/account/usage')).json().data.plan).toBe('pro');

    const free = await run('users', 'set-plan', '--email', email.toUpperCase(), '--plan', 'free');
    expect(free.code, free.stderr.join('\n')).toBe(0);
    expect(JSON.parse(free.stdout.at(-1)!)).toMatchObject({ email, plan: 'free' });
    const refused = await call('GET', '/links');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.type).toBe('forbidden');

    const business = await run('users', 'set-plan', '--email', email, '--plan', 'business');
    expect(business.code).toBe(0);
    const usage = await call('GET', '/account/usage');
    expect(usage.json().data).toMatchObject({ plan: 'business', limits: { bulk_create: true } });
    expect(usage.headers['x-ratelimit-limit']).toBe('300');
  });

  it('refuses set-plan for an unknown user or plan', async () => {
    expect((await run('users', 'set-plan', '--email', `ghost-${dialect}@example.com`, '--plan', 'pro')).code).toBe(2);
    expect((await run('users', 'set-plan', '--email', email, '--plan', 'platinum')).code).toBe(2);
  });

  it("records the operator's plan changes and workspace creations in the workspace's audit log", async () => {
    const token = (await run('tokens', 'create', '--email', email, '--name', 'audit', '--scopes', 'workspace:read')).stdout.at(-1)!;
    const entries = (await client(app, token)('GET', '/audit-log?action=plan.changed')).json().data;
    // 'changes a plan' above went pro -> free -> business.
    expect(entries.map((entry: { changes: { plan: unknown } }) => entry.changes.plan)).toEqual([
      { before: 'free', after: 'business' },
      { before: 'pro', after: 'free' },
    ]);
    for (const entry of entries) expect(entry.actor).toEqual({ type: 'operator', user_id: null, email: null, token_id: null, token_prefix: null });

    const made = await run('workspaces', 'create', '--name', `Ops team ${dialect}`, '--owner', email, '--plan', 'pro');
    expect(made.code, made.stderr.join('\n')).toBe(0);
    const team = JSON.parse(made.stdout.at(-1)!) as { id: number; slug: string };
    expect((await run('workspaces', 'set-plan', '--workspace', team.slug, '--plan', 'business')).code).toBe(0);
    const teamToken = (await run('tokens', 'create', '--email', email, '--workspace', team.slug, '--name', 'audit', '--scopes', 'workspace:read')).stdout.at(-1)!;
    const log = (await client(app, teamToken)('GET', '/audit-log')).json().data as Array<{ action: string; actor: { type: string } }>;
    expect(log.filter((entry) => entry.actor.type === 'operator').map((entry) => entry.action)).toEqual(['plan.changed', 'workspace.created']);
  });

  it('revokes a token by its prefix: the API answers 401 at once', async () => {
    const created = await run('tokens', 'create', '--email', email, '--name', 'revoke-me', '--scopes', 'links:read');
    const token = created.stdout.at(-1)!;
    const prefix = created.stdout.find((line) => line.startsWith('prefix: '))!.slice('prefix: '.length);
    expect(token.startsWith(`shk_${prefix}_`)).toBe(true);
    expect((await client(app, token)('GET', '/links')).statusCode).toBe(200);

    const res = await run('tokens', 'revoke', '--prefix', prefix);
    expect(res.code, res.stderr.join('\n')).toBe(0);
    expect(JSON.parse(res.stdout.at(-1)!)).toMatchObject({ prefix, revoked_at: expect.any(String) });
    const refused = await client(app, token)('GET', '/links');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');

    expect((await run('tokens', 'revoke', '--prefix', prefix)).code).toBe(2);
    expect((await run('tokens', 'revoke', '--prefix', 'zzzzzzzz')).code).toBe(2);
  });

  it('lists active tokens without their secrets', async () => {
    const res = await run('tokens', 'list', '--email', email);
    expect(res.code).toBe(0);
    const rows = res.stdout.filter(Boolean).map((line) => JSON.parse(line));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((row: { name: string }) => row.name)).not.toContain('revoke-me');
    expect(res.stdout.join('\n')).not.toMatch(/shk_/);
  });

  it('answers help with 0 and an unknown command with 2', async () => {
    const help = await run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout.join('\n')).toContain('tokens create');
    expect((await run('users', 'rename')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });

  it('exports a user\'s links to a file, as the API does', async () => {
    const user = await createUser(app.store.db, { email: `export-${dialect}@example.com`, password: 'correct horse battery', plan: 'pro' });
    const actor = { userId: user.id, workspaceId: await personalWorkspaceId(app, user.id), role: 'owner' as const, entitlements: await getEntitlements(app.store.db, 'pro') };
    await createLink({ store: app.store, scanner: app.scanner, cache: app.cache, baseUrl: 'http://sho.rt' }, actor, { destination_url: 'https://example.com/exported', slug: `cli-export-${dialect}` });
    const out = join(mkdtempSync(join(tmpdir(), 'export-')), 'links.json');
    const done = await run('links', 'export', '--email', `export-${dialect}@example.com`, '--format', 'json', '--out', out);
    expect(done.code, done.stderr.join('\n')).toBe(0);
    const links = JSON.parse(readFileSync(out, 'utf8')) as Array<{ slug: string; short_url: string }>;
    expect(links.map((link) => link.short_url)).toEqual([`http://sho.rt/cli-export-${dialect}`]);
    expect((await run('links', 'export', '--email', 'nobody@example.com')).code).toBe(2);
    expect((await run('links', 'export', '--email', `export-${dialect}@example.com`, '--format', 'xml')).code).toBe(2);
  });

  it('deletes a user and what they own only with --yes: links 404, tokens stop working', async () => {
    const email = `delete-${dialect}@example.com`;
    const user = await createUser(app.store.db, { email, password: 'correct horse battery', plan: 'pro' });
    const actor = { userId: user.id, workspaceId: await personalWorkspaceId(app, user.id), role: 'owner' as const, entitlements: await getEntitlements(app.store.db, 'pro') };
    const link = await createLink({ store: app.store, scanner: app.scanner, cache: app.cache, baseUrl: 'http://sho.rt' }, actor, { destination_url: 'https://example.com/going', slug: `cli-delete-${dialect}` });
    const { token } = await createApiToken(app.store.db, user.id, 'ci', ['links:read']);
    const refused = await run('users', 'delete', '--email', email);
    expect(refused.code).toBe(2);
    expect(refused.stderr.join('\n')).toContain('--yes');
    expect((await client(app, token)('GET', '/links')).statusCode).toBe(200);
    const done = await run('users', 'delete', '--email', email, '--yes');
    expect(done.code, done.stderr.join('\n')).toBe(0);
    expect(JSON.parse(done.stdout.at(-1)!)).toEqual({ id: user.id, email, deleted: true });
    expect((await client(app, token)('GET', '/links')).statusCode).toBe(401);
    expect((await app.http.inject({ method: 'GET', url: `/${link.slug}` })).statusCode).toBe(404);
    expect(await app.store.db.selectFrom('links').select('id').where('id', '=', link.id).executeTakeFirst()).toBeUndefined();
    const again = await run('users', 'delete', '--email', email, '--yes');
    expect(again.code).toBe(2);
    expect(again.stderr.join('\n')).toContain('no user with email');
  });
});
