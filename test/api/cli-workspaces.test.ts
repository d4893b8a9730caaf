import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { runCli } from '../helpers/cli.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('the workspaces commands of the CLI on %s', (dialect) => {
  let app: TestApp;
  let owner: TestAccount;
  let outsider: TestAccount;
  const saved = { DATABASE_URL: process.env.DATABASE_URL, BASE_URL: process.env.BASE_URL };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    const { url, searchPath } = app.testStore;
    process.env.BASE_URL = 'http://sho.rt';
    process.env.DATABASE_URL = searchPath ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${searchPath}`)}` : url;
    [owner, outsider] = await Promise.all([createAccount(app, 'pro'), createAccount(app, 'pro')]);
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await app.close();
  });

  it('creates a team workspace, lists it, and makes tokens there only for its members', async () => {
    const created = await runCli('workspaces', 'create', '--name', 'CLI Team', '--owner', owner.user.email, '--plan', 'pro');
    expect(created.code, created.stderr.join('\n')).toBe(0);
    const workspace = JSON.parse(created.stdout.at(-1)!);
    expect(workspace).toMatchObject({ name: 'CLI Team', slug: 'cli-team', plan: 'pro' });

    const listed = await runCli('workspaces', 'list');
    const rows = listed.stdout.map((line) => JSON.parse(line));
    expect(rows.find((row) => row.id === workspace.id)).toMatchObject({ slug: 'cli-team', personal: false, members: 1 });
    expect(rows.find((row) => row.id === owner.workspaceId)).toMatchObject({ personal: true });

    const token = await runCli('tokens', 'create', '--email', owner.user.email, '--name', 'team', '--scopes', 'workspace:read', '--workspace', 'cli-team');
    expect(token.code, token.stderr.join('\n')).toBe(0);
    expect((await client(app, token.stdout.at(-1)!)('GET', '/workspace')).json().data).toMatchObject({ id: workspace.id, role: 'owner' });
    const personal = await runCli('tokens', 'create', '--email', owner.user.email, '--name', 'own', '--scopes', 'workspace:read');
    expect((await client(app, personal.stdout.at(-1)!)('GET', '/workspace')).json().data.id).toBe(owner.workspaceId);

    const refused = await runCli('tokens', 'create', '--email', outsider.user.email, '--name', 'x', '--scopes', 'workspace:read', '--workspace', String(workspace.id));
    expect(refused.code).toBe(2);
    expect(refused.stderr.join('\n')).toContain('is not a member of workspace cli-team');
    expect((await runCli('workspaces', 'set-plan', '--workspace', 'cli-team', '--plan', 'business')).code).toBe(0);
    expect((await client(app, token.stdout.at(-1)!)('GET', '/workspace')).json().data.plan).toBe('business');
    expect((await runCli('workspaces', 'set-plan', '--workspace', 'nope', '--plan', 'pro')).code).toBe(2);
    expect((await runCli('workspaces', 'create', '--name', 'X', '--owner', 'nobody@example.com')).code).toBe(2);
    expect((await runCli('workspaces', 'create', '--name', ' ', '--owner', owner.user.email)).code).toBe(2);
  });
});
