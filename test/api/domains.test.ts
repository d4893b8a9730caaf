import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainChecker } from '../../src/modules/domains/index.js';
import { sha256 } from '../../src/platform/crypto/tokens.js';
import { client, createAccount, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startDnsServer, type DnsZone, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS } from '../helpers/stores.js';

/** A web server standing in for the customer's: it serves the well-known file per Host. */
async function startWebServer(files: Map<string, string>): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const body = request.url === '/.well-known/shortener-verify' ? files.get(request.headers.host ?? '') : undefined;
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain' }).end(body ?? 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

describe.each(DIALECTS)('branded domains on %s', (dialect) => {
  const zone: Required<Pick<DnsZone, 'a' | 'txt'>> = { a: {}, txt: {} };
  const files = new Map<string, string>();
  let dns: TestDnsServer;
  let web: { server: Server; port: number };
  let app: TestApp;
  let owner: TestAccount;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    dns = await startDnsServer(zone);
    web = await startWebServer(files);
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address, DOMAIN_VERIFY_ALLOW_PRIVATE: 'true', DOMAIN_VERIFY_HTTP_PORT: String(web.port) });
    owner = await createAccount(app, 'business');
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
    await new Promise((resolve) => web?.server.close(resolve));
  });

  const add = async (hostname: string, as = call) => {
    const res = await as('POST', '/domains', { hostname });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const tlsAllows = async (domain: string) => (await app.http.inject({ method: 'GET', url: `/internal/tls/allowed?domain=${encodeURIComponent(domain)}` })).statusCode;

  it('adds a domain as pending, in its stored form, with a token shown only once', async () => {
    const domain = await add(' Go.Acme-Shop.com. ');
    expect(domain).toMatchObject({
      hostname: 'go.acme-shop.com',
      status: 'pending',
      enabled: true,
      verified_at: null,
      verification: { txt_name: '_shortener-verify.go.acme-shop.com', http_url: 'http://go.acme-shop.com/.well-known/shortener-verify', token: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) },
    });
    const again = (await call('GET', `/domains/${domain.id}`)).json().data;
    expect(again.verification.token).toBeNull();
    expect((await call('GET', '/domains')).json().data.map((d: { hostname: string }) => d.hostname)).toContain('go.acme-shop.com');
    expect((await call('POST', '/domains', { hostname: 'go.acme-shop.com' })).json().error.code).toBe('name_taken');
    expect((await add('bücher-shop.de')).hostname).toBe('xn--bcher-shop-9db.de');
  });

  it('verifies by a DNS TXT record, and only then lets the TLS ask endpoint allow it', async () => {
    const domain = await add('links.acme-dns.com');
    expect(await tlsAllows('links.acme-dns.com')).toBe(404);
    const early = (await call('POST', `/domains/${domain.id}/verify`)).json().data;
    expect(early).toMatchObject({ status: 'pending', last_check_error: expect.stringContaining('_shortener-verify.links.acme-dns.com') });

    zone.txt['_shortener-verify.links.acme-dns.com'] = ['some-other=record', `shortener-verify=${domain.verification.token}`];
    const verified = (await call('POST', `/domains/${domain.id}/verify`)).json().data;
    expect(verified).toMatchObject({ status: 'verified', verified_at: expect.any(String), last_check_error: null, next_check_at: null });
    expect(await tlsAllows('links.acme-dns.com')).toBe(200);
    expect(await tlsAllows('LINKS.acme-dns.com.')).toBe(200);
    expect(await tlsAllows('sho.rt')).toBe(200);
    expect(await tlsAllows('elsewhere.example.com')).toBe(404);

    // Switched off, it stops getting certificates at once.
    expect((await call('PATCH', `/domains/${domain.id}`, { enabled: false })).json().data.enabled).toBe(false);
    expect(await tlsAllows('links.acme-dns.com')).toBe(404);
    await call('PATCH', `/domains/${domain.id}`, { enabled: true });

    // Nobody else can claim it now.
    const other = client(app, (await createAccount(app, 'business')).token);
    const claim = await other('POST', '/domains', { hostname: 'links.acme-dns.com' });
    expect(claim.statusCode).toBe(422);
    expect(claim.json().error.code).toBe('domain_taken');
    expect(claim.json().errors.hostname).toBeDefined();
  });

  it('verifies by the well-known file over HTTP', async () => {
    const domain = await add('web.acme-http.com');
    zone.a['web.acme-http.com'] = ['127.0.0.1'];
    files.set(`web.acme-http.com:${web.port}`, 'wrong token');
    files.set('web.acme-http.com', 'wrong token');
    expect((await call('POST', `/domains/${domain.id}/verify`)).json().data).toMatchObject({ status: 'pending', last_check_error: expect.stringContaining('does not hold') });
    files.set('web.acme-http.com', `${domain.verification.token}\n`);
    expect((await call('POST', `/domains/${domain.id}/verify`)).json().data.status).toBe('verified');
  });

  it('re-checks pending domains in the background, backing off between failures', async () => {
    const domain = await add('bg.acme-job.com');
    const due = () => app.store.db.updateTable('domains').set({ next_check_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', domain.id).execute();
    await due();
    await app.scheduler.runNow('verify-domains');
    const failed = (await call('GET', `/domains/${domain.id}`)).json().data;
    expect(failed.status).toBe('pending');
    expect(Date.parse(failed.next_check_at) - Date.now()).toBeGreaterThan(30_000);

    zone.txt['_shortener-verify.bg.acme-job.com'] = [`shortener-verify=${domain.verification.token}`];
    await due();
    await app.scheduler.runNow('verify-domains');
    expect((await call('GET', `/domains/${domain.id}`)).json().data.status).toBe('verified');
  });

  it('issues a new token on request; the old one stops counting', async () => {
    const domain = await add('rotate.acme-shop.com');
    zone.txt['_shortener-verify.rotate.acme-shop.com'] = [`shortener-verify=${domain.verification.token}`];
    const fresh = (await call('POST', `/domains/${domain.id}/token`)).json().data;
    expect(fresh.verification.token).not.toBe(domain.verification.token);
    expect((await call('POST', `/domains/${domain.id}/verify`)).json().data.status).toBe('pending');
    zone.txt['_shortener-verify.rotate.acme-shop.com'] = [`shortener-verify=${fresh.verification.token}`];
    expect((await call('POST', `/domains/${domain.id}/verify`)).json().data.status).toBe('verified');
  });

  it.each([
    ['127.0.0.1', 'invalid_field'],
    ['[::1]', 'invalid_field'],
    ['localhost', 'invalid_field'],
    ['printer.local', 'invalid_field'],
    ['db.internal', 'invalid_field'],
    ['co.uk', 'invalid_field'],
    ['github.io', 'invalid_field'],
    ['https://go.acme.com/path', 'invalid_field'],
    ['go.acme.com:8080', 'invalid_field'],
    ['sho.rt', 'invalid_field'],
    ['bit.ly', 'destination_unsafe'],
    ['exa mple.com', 'invalid_field'],
    ['', 'invalid_field'],
  ])('refuses %j with a 422 naming hostname', async (hostname, code) => {
    const res = await call('POST', '/domains', { hostname });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.code).toBe(code);
    expect(res.json().errors.hostname).toEqual([expect.any(String)]);
  });

  it('scans fallbacks like any destination, and keeps the fields a PATCH does not name', async () => {
    const refused = await call('POST', '/domains', { hostname: 'fb.acme-shop.com', root_url: 'http://10.0.0.1/' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.root_url).toBeDefined();
    const domain = await add('fb2.acme-shop.com');
    const patched = (await call('PATCH', `/domains/${domain.id}`, { root_url: 'https://acme-shop.com/', not_found_url: 'https://acme-shop.com/404' })).json().data;
    expect(patched).toMatchObject({ root_url: 'https://acme-shop.com/', not_found_url: 'https://acme-shop.com/404', expired_url: null });
    const kept = (await call('PATCH', `/domains/${domain.id}`, { expired_url: 'https://acme-shop.com/gone' })).json().data;
    expect(kept).toMatchObject({ root_url: 'https://acme-shop.com/', not_found_url: 'https://acme-shop.com/404', expired_url: 'https://acme-shop.com/gone' });
    expect((await call('PATCH', `/domains/${domain.id}`, { root_url: null })).json().data.root_url).toBeNull();
  });

  it('keeps domains to their account, their scope and their plan', async () => {
    const domain = await add('mine.acme-shop.com');
    const stranger = client(app, (await createAccount(app, 'business')).token);
    expect((await stranger('GET', `/domains/${domain.id}`)).statusCode).toBe(404);
    expect((await stranger('DELETE', `/domains/${domain.id}`)).statusCode).toBe(404);
    expect((await stranger('POST', `/domains/${domain.id}/verify`)).statusCode).toBe(404);
    expect((await call('GET', '/domains/abc')).statusCode).toBe(404);

    const reader = client(app, (await createAccount(app, 'pro', ['links:read'])).token);
    expect((await reader('POST', '/domains', { hostname: 'read.acme-shop.com' })).json().error.code).toBe('scope_missing');

    // Free has no API access; given some, it still has no domains.
    await setPlanLimits(app, 'free', { api_access: 1, api_requests_per_minute: 60 });
    const free = await client(app, (await createAccount(app, 'free')).token)('POST', '/domains', { hostname: 'free.acme-shop.com' });
    expect(free.statusCode).toBe(422);
    expect(free.json().error).toMatchObject({ type: 'entitlement', code: 'plan_feature' });

    const small = await createAccount(app, 'pro');
    const smallCall = client(app, small.token);
    for (const name of ['a', 'b', 'c']) await add(`${name}.acme-small.com`, smallCall);
    const fourth = await smallCall('POST', '/domains', { hostname: 'd.acme-small.com' });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().error).toMatchObject({ type: 'entitlement', code: 'plan_limit' });
    const usage = (await smallCall('GET', '/account/usage')).json().data;
    expect(usage).toMatchObject({ usage: { domains: 3 }, limits: { domains: 3 } });

    expect((await call('DELETE', `/domains/${domain.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/domains/${domain.id}`)).statusCode).toBe(404);
  });
});

describe('the HTTP check', () => {
  it('never fetches from a private address unless the operator allows it', async () => {
    const dns = await startDnsServer({ a: { 'intranet.acme-shop.com': ['10.1.2.3'] } });
    try {
      const check = createDomainChecker({ dnsServers: [dns.address], allowPrivate: false, httpPort: 9, timeoutMs: 1_000 });
      const outcome = await check('intranet.acme-shop.com', sha256('token'));
      expect(outcome).toEqual({ verified: false, error: expect.stringContaining('resolves to a private or reserved address') });
    } finally {
      await dns.close();
    }
  });
});
