import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS } from '../helpers/stores.js';

const SCOPES = ['webhooks:write', 'links:read', 'links:write'];
const PRIVATE_NAMES = ['loop-hook.example', 'metadata-hook.example', 'v6-hook.example', 'mixed-hook.example', 'cgnat-hook.example'];
const ZONE = {
  a: {
    'loop-hook.example': ['127.0.0.1'],
    'metadata-hook.example': ['169.254.169.254'],
    'mixed-hook.example': ['93.184.216.34', '10.0.0.8'],
    'cgnat-hook.example': ['100.64.1.1'],
    'public-hook.example': ['93.184.216.34'],
  },
  aaaa: { 'v6-hook.example': ['::1'] },
  silent: ['slow-hook.example'],
};

describe.each(DIALECTS)('webhook endpoints whose host name resolves to a private address, on %s', (dialect) => {
  let dns: TestDnsServer;
  let app: TestApp;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    dns = await startDnsServer(ZONE);
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address });
    call = client(app, (await createAccount(app, 'pro', SCOPES)).token);
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  it.each(PRIVATE_NAMES)('refuses %s on registration and on a URL change, naming the field', async (host) => {
    const created = await call('POST', '/webhooks', { url: `https://${host}/hook` });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json()).toMatchObject({ error: { type: 'validation', code: 'invalid_field' }, errors: { url: [expect.stringMatching(/resolves to a private/)] } });
    const hook = (await call('POST', '/webhooks', { url: 'https://public-hook.example/ok' })).json().data;
    const changed = await call('PATCH', `/webhooks/${hook.id}`, { url: `https://${host}.:8443/hook` });
    expect(changed.statusCode, changed.body).toBe(422);
    expect(changed.json().errors.url).toBeDefined();
    expect((await call('GET', `/webhooks/${hook.id}`)).json().data.url).toBe('https://public-hook.example/ok');
    await call('DELETE', `/webhooks/${hook.id}`);
  });

  it('accepts a public host, an unknown name and a lookup that times out', async () => {
    for (const host of ['public-hook.example', 'nxdomain-hook.example', 'slow-hook.example']) {
      const res = await call('POST', '/webhooks', { url: `https://${host}/in` });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(201);
      await call('DELETE', `/webhooks/${res.json().data.id}`);
    }
  });
});

describe('webhook endpoints on private addresses, where the operator allows them', () => {
  let dns: TestDnsServer;
  let app: TestApp;

  beforeAll(async () => {
    dns = await startDnsServer(ZONE);
    app = await buildTestApp('sqlite', { DNS_SERVERS: dns.address, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  it('registers one that resolves to a private address', async () => {
    const call = client(app, (await createAccount(app, 'pro', SCOPES)).token);
    const res = await call('POST', '/webhooks', { url: 'http://loop-hook.example:8080/hook' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
