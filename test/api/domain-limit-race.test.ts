import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, setPlanLimits } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS } from '../helpers/stores.js';

describe.each(DIALECTS)('the plan\'s domain limit under concurrent adds, on %s', (dialect) => {
  let dns: TestDnsServer;
  let app: TestApp;

  beforeAll(async () => {
    dns = await startDnsServer({});
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address });
    await setPlanLimits(app, 'pro', { domains: 3 });
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  it('stores exactly 3 of 12 domains added at once with a limit of 3', async () => {
    const account = await createAccount(app, 'pro');
    const call = client(app, account.token);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call('POST', '/domains', { hostname: `d${i}.race-limit.com` })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ type: 'entitlement', code: 'plan_limit' });
    }
    const stored = await app.store.db.selectFrom('domains').select('hostname').where('workspace_id', '=', account.workspaceId).execute();
    expect(stored).toHaveLength(3);
    expect((await call('GET', '/account/usage')).json().data.usage.domains).toBe(3);
  });

  it('lets another account add its own while one is at its limit', async () => {
    const other = client(app, (await createAccount(app, 'pro')).token);
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => other('POST', '/domains', { hostname: `o${i}.race-limit.com` })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
  });
});
