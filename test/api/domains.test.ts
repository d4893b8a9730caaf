import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainChecker } from '../../src/modules/domains/index.js';
import { sha256 } from '../../src/platform/crypto/tokens.js';
import { client, createAccount, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startDnsServer, type DnsZone, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS } from '../helpers/stores.js';
import { decodeQr } from '../helpers/zbar.js';

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
  const zone: Required<Pick<DnsZone, 'a' | 'txt' | 'cname'>> = { a: {}, txt: {}, cname: {} };
  const files = new Map<string, string>();
  let dns: TestDnsServer;
  let web: { server: Server; port: number };
  let app: TestApp;
  let owner: TestAccount;
  let call: ReturnType<typeof client>;
  let threats: string;

  beforeAll(async () => {
    dns = await startDnsServer(zone);
    web = await startWebServer(files);
    threats = mkdtempSync(join(tmpdir(), 'threats-'));
    writeFileSync(join(threats, 'hosts.txt'), 'evil-links.com\n');
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address, DOMAIN_VERIFY_ALLOW_PRIVATE: 'true', DOMAIN_VERIFY_HTTP_PORT: String(web.port), THREAT_LIST_PATHS: threats, CNAME_TARGET: 'Links.Sho-Target.net.', PUBLIC_IPV4: '203.0.113.10' });
    owner = await createAccount(app, 'business');
    call = client(app, owner.token);
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
    await new Promise((resolve) => web?.server.close(resolve));
    rmSync(threats, { recursive: true, force: true });
  });

  const add = async (hostname: string, as = call) => {
    const res = await as('POST', '/domains', { hostname });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const tlsAllows = async (domain: string) => (await app.http.inject({ method: 'GET', url: `/internal/tls/allowed?domain=${encodeURIComponent(domain)}` })).statusCode;

  it('adds a domain as pending, in its stored form, with a token shown until it is verified', async () => {
    const domain = await add(' Go.Acme-Shop.com. ');
    expect(domain).toMatchObject({
      hostname: 'go.acme-shop.com',
      status: 'pending',
      enabled: true,
      verified_at: null,
      verification: { txt_name: '_shortener-verify.go.acme-shop.com', http_url: 'http://go.acme-shop.com/.well-known/shortener-verify', token: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) },
    });
    const again = (await call('GET', `/domains/${domain.id}`)).json().data;
    expect(again.verification.token).toBe(domain.verification.token);
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
    expect(await tlsAllows('LINKS.acme-dns.com')).toBe(200);
    expect(await tlsAllows('links.acme-dns.com.')).toBe(404);
    expect(await tlsAllows('sho.rt')).toBe(200);
    expect(await tlsAllows('elsewhere.example.com')).toBe(404);

    // Switched off, it stops getting certificates at once.
    expect((await call('PATCH', `/domains/${domain.id}`, { enabled: false })).json().data.enabled).toBe(false);
    expect(await tlsAllows('links.acme-dns.com')).toBe(404);
    await call('PATCH', `/domains/${domain.id}`, { enabled: true });

    // Its owner adding it again is told it is already theirs, not someone else's.
    const again = await call('POST', '/domains', { hostname: 'links.acme-dns.com' });
    expect(again.json()).toMatchObject({ error: { code: 'name_taken' }, errors: { hostname: ['You have already added this domain'] } });

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

  it('takes a pasted address for its host name', async () => {
    expect((await add('  https://Go.Acme-Paste.com/some/path?x=1#top ')).hostname).toBe('go.acme-paste.com');
    expect((await add('HTTP://links.acme-paste.com.')).hostname).toBe('links.acme-paste.com');
  });

  it('lists the records to publish, each with its status in DNS now, the TXT proof until the domain is verified', async () => {
    const domain = await add('go.acme-records.com');
    const txt = { type: 'TXT', purpose: 'verify', name: '_shortener-verify.go.acme-records.com', relative_name: '_shortener-verify.go', value: `shortener-verify=${domain.verification.token}` };
    const cname = { type: 'CNAME', purpose: 'route', name: 'go.acme-records.com', relative_name: 'go', value: 'links.sho-target.net' };
    // Creating answers at once: the statuses are looked up by GET and verify.
    expect(domain.dns_records).toEqual([{ ...txt, status: 'unchecked', found: [] }, { ...cname, status: 'unchecked', found: [] }]);
    const records = async () => (await call('GET', `/domains/${domain.id}`)).json().data.dns_records;
    expect(await records()).toEqual([{ ...txt, status: 'missing', found: [] }, { ...cname, status: 'missing', found: [] }]);

    zone.cname['go.acme-records.com'] = 'elsewhere.example.org';
    zone.txt['_shortener-verify.go.acme-records.com'] = ['shortener-verify=someone-elses'];
    expect(await records()).toEqual([{ ...txt, status: 'wrong', found: ['shortener-verify=someone-elses'] }, { ...cname, status: 'wrong', found: ['elsewhere.example.org'] }]);

    zone.cname['go.acme-records.com'] = 'links.sho-target.net';
    zone.txt['_shortener-verify.go.acme-records.com'] = [txt.value];
    expect((await records()).map((record: { status: string }) => record.status)).toEqual(['ok', 'ok']);

    const verified = (await call('POST', `/domains/${domain.id}/verify`)).json().data;
    expect(verified).toMatchObject({ status: 'verified', verification: { token: null } });
    expect(verified.dns_records).toEqual([{ ...cname, status: 'ok', found: ['links.sho-target.net'] }]);
    const stored = await app.store.db.selectFrom('domains').select('verify_token').where('id', '=', domain.id).executeTakeFirstOrThrow();
    expect(stored.verify_token).toBeNull();
  });

  it('points a domain that is its own DNS zone by address, as a zone cannot hold a CNAME', async () => {
    const domain = await add('acme-apex.com');
    expect(domain.dns_records.map((record: { type: string; relative_name: string; value: string }) => [record.type, record.relative_name, record.value])).toEqual([
      ['TXT', '_shortener-verify', `shortener-verify=${domain.verification.token}`],
      ['A', '@', '203.0.113.10'],
    ]);
    zone.a['acme-apex.com'] = ['198.51.100.7'];
    expect((await call('GET', `/domains/${domain.id}`)).json().data.dns_records[1]).toMatchObject({ status: 'wrong', found: ['198.51.100.7'] });
    zone.a['acme-apex.com'] = ['203.0.113.10'];
    expect((await call('GET', `/domains/${domain.id}`)).json().data.dns_records[1]).toMatchObject({ status: 'ok' });
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
    ['go.acme.com:8080', 'invalid_field'],
    ['sho.rt', 'invalid_field'],
    ['bit.ly', 'destination_unsafe'],
    ['evil-links.com', 'destination_unsafe'],
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

describe.each(DIALECTS)('links on branded domains, routed by Host, on %s', (dialect) => {
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const zone: Required<Pick<DnsZone, 'txt'>> = { txt: {} };
  let dns: TestDnsServer;
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let domainId: number;
  let pendingId: number;
  const visit = (host: string, path: string) => app.http.inject({ method: 'GET', url: path, headers: { host, 'user-agent': CHROME } });
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    dns = await startDnsServer(zone);
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address });
    call = client(app, (await createAccount(app, 'business')).token);
    const added = (await call('POST', '/domains', { hostname: 'go.acme-links.com' })).json().data;
    zone.txt['_shortener-verify.go.acme-links.com'] = [`shortener-verify=${added.verification.token}`];
    expect((await call('POST', `/domains/${added.id}/verify`)).json().data.status).toBe('verified');
    domainId = added.id;
    // Added but never verified: its host serves nothing.
    pendingId = (await call('POST', '/domains', { hostname: 'pending.acme-links.com' })).json().data.id;
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  it('gives a slug per domain, a short URL on the domain, and routes each Host to its own link', async () => {
    const branded = await create({ destination_url: 'https://example.com/branded', slug: 'spring', domain: 'GO.acme-links.com' });
    expect(branded).toMatchObject({ slug: 'spring', domain: 'go.acme-links.com', short_url: 'http://go.acme-links.com/spring' });
    const plain = await create({ destination_url: 'https://example.com/plain', slug: 'spring' });
    expect(plain).toMatchObject({ domain: null, short_url: 'http://sho.rt/spring' });
    expect((await call('POST', '/links', { destination_url: 'https://example.com/x', slug: 'spring', domain: 'go.acme-links.com' })).json().error.code).toBe('slug_taken');

    expect((await visit('go.acme-links.com', '/spring')).headers.location).toBe('https://example.com/branded');
    expect((await visit('GO.ACME-LINKS.COM', '/spring')).headers.location).toBe('https://example.com/branded');
    expect((await visit('sho.rt', '/spring')).headers.location).toBe('https://example.com/plain');
    // A host nobody added (an IP address, a second name) serves the default domain.
    expect((await visit('203.0.113.7:3000', '/spring')).headers.location).toBe('https://example.com/plain');
    expect((await visit('pending.acme-links.com', '/spring')).statusCode).toBe(404);

    const only = await create({ destination_url: 'https://example.com/only', domain: 'go.acme-links.com' });
    expect(only.short_url).toMatch(/^http:\/\/go\.acme-links\.com\/[A-Za-z0-9]{7}$/);
    expect((await visit('sho.rt', `/${only.slug}`)).statusCode).toBe(404);
    expect((await visit('go.acme-links.com', `/${only.slug}`)).statusCode).toBe(302);

    const listed = (await call('GET', '/links?domain=go.acme-links.com')).json();
    expect(listed.data.map((link: { domain: string }) => link.domain)).toEqual(['go.acme-links.com', 'go.acme-links.com']);
  });

  it('refuses a domain the account has not verified', async () => {
    for (const domain of ['pending.acme-links.com', 'elsewhere.example.com']) {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/x', domain });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.domain).toBeDefined();
    }
    const other = client(app, (await createAccount(app, 'business')).token);
    expect((await other('POST', '/links', { destination_url: 'https://example.com/x', domain: 'go.acme-links.com' })).json().errors.domain).toBeDefined();
  });

  it('moves a link between domains, and its old address stops at once', async () => {
    const link = await create({ destination_url: 'https://example.com/moving', slug: 'moving-on' });
    const moved = (await call('PATCH', `/links/${link.id}`, { domain: 'go.acme-links.com' })).json().data;
    expect(moved.short_url).toBe('http://go.acme-links.com/moving-on');
    expect((await visit('sho.rt', '/moving-on')).statusCode).toBe(404);
    expect((await visit('go.acme-links.com', '/moving-on')).statusCode).toBe(302);
    const back = (await call('PATCH', `/links/${link.id}`, { domain: null })).json().data;
    expect(back.short_url).toBe('http://sho.rt/moving-on');
    expect((await visit('go.acme-links.com', '/moving-on')).statusCode).toBe(404);
  });

  it('sends the root, unknown codes and spent links to the domain\'s fallbacks, and serves nothing else of the app', async () => {
    expect((await visit('go.acme-links.com', '/')).statusCode).toBe(404);
    expect((await visit('go.acme-links.com', '/no-such-code')).statusCode).toBe(404);
    await call('PATCH', `/domains/${domainId}`, { root_url: 'https://acme.example/', not_found_url: 'https://acme.example/404', expired_url: 'https://acme.example/gone' });
    expect((await visit('go.acme-links.com', '/')).headers.location).toBe('https://acme.example/');
    expect((await visit('go.acme-links.com', '/no-such-code')).headers.location).toBe('https://acme.example/404');
    const once = await create({ destination_url: 'https://example.com/once', domain: 'go.acme-links.com', click_limit: 1 });
    expect((await visit('go.acme-links.com', `/${once.slug}`)).headers.location).toBe('https://example.com/once');
    expect((await visit('go.acme-links.com', `/${once.slug}`)).headers.location).toBe('https://acme.example/gone');
    // The default domain keeps its own pages.
    expect((await visit('sho.rt', '/no-such-code')).statusCode).toBe(404);
    expect((await visit('sho.rt', '/')).statusCode).toBe(200);
    for (const path of ['/app', '/api/v1/links', '/docs', '/login', '/api/shorten']) {
      expect((await visit('go.acme-links.com', path)).statusCode, path).toBe(404);
    }
  });

  it('stops serving a switched-off domain at once, and refuses to remove one that links live on', async () => {
    const link = await create({ destination_url: 'https://example.com/switch', domain: 'go.acme-links.com' });
    expect((await visit('go.acme-links.com', `/${link.slug}`)).statusCode).toBe(302);
    const off = await call('PATCH', `/domains/${domainId}`, { enabled: false });
    expect(off.json().data.enabled, off.body).toBe(false);
    const res = await visit('go.acme-links.com', `/${link.slug}`);
    expect(res.statusCode, JSON.stringify(res.headers)).toBe(404);
    await call('PATCH', `/domains/${domainId}`, { enabled: true });
    expect((await visit('go.acme-links.com', `/${link.slug}`)).statusCode).toBe(302);
    const refused = await call('DELETE', `/domains/${domainId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('invalid_state');
  });

  it('keeps short links out of search engines unless a link opts in, and says so in each host\'s robots.txt', async () => {
    const hidden = await create({ destination_url: 'https://example.com/hidden', slug: 'hidden-one', domain: 'go.acme-links.com' });
    const shown = await create({ destination_url: 'https://example.com/shown', slug: 'shown-one', domain: 'go.acme-links.com', indexable: true });
    expect(shown.indexable).toBe(true);
    expect(hidden.indexable).toBe(false);
    expect((await visit('go.acme-links.com', '/hidden-one')).headers['x-robots-tag']).toBe('noindex');
    expect((await visit('go.acme-links.com', '/shown-one')).headers['x-robots-tag']).toBeUndefined();
    expect((await visit('go.acme-links.com', '/no-such-one')).headers['x-robots-tag']).toBe('noindex');

    const robots = await visit('go.acme-links.com', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\nAllow: /shown-one$\nDisallow: /\n');
    const own = (await visit('sho.rt', '/robots.txt')).body;
    expect(own).toContain('Allow: /$');
    expect(own).not.toContain('shown-one');
    expect((await visit('pending.acme-links.com', '/robots.txt')).statusCode).toBe(404);

    expect((await call('PATCH', `/links/${shown.id}`, { indexable: false })).json().data.indexable).toBe(false);
    expect((await visit('go.acme-links.com', '/shown-one')).headers['x-robots-tag']).toBe('noindex');
    expect((await visit('go.acme-links.com', '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('puts new links on the account\'s default domain unless they name one', async () => {
    expect((await call('PATCH', `/domains/${pendingId}`, { default: true })).json().errors.default).toBeDefined();
    expect((await call('PATCH', `/domains/${domainId}`, { default: true })).json().data.default).toBe(true);
    expect((await create({ destination_url: 'https://example.com/d1' })).domain).toBe('go.acme-links.com');
    expect((await create({ destination_url: 'https://example.com/d2', domain: 'sho.rt' })).domain).toBeNull();
    await call('PATCH', `/domains/${domainId}`, { default: false });
    expect((await create({ destination_url: 'https://example.com/d3' })).domain).toBeNull();
  });

  it('removes a domain with links only when asked to move them, and never over a taken code', async () => {
    const added = (await call('POST', '/domains', { hostname: 'move.acme-links.com' })).json().data;
    zone.txt['_shortener-verify.move.acme-links.com'] = [`shortener-verify=${added.verification.token}`];
    await call('POST', `/domains/${added.id}/verify`);
    const moving = await create({ destination_url: 'https://example.com/move-me', slug: 'move-me', domain: 'move.acme-links.com' });
    const clash = await create({ destination_url: 'https://example.com/clash-a', slug: 'clash-here', domain: 'move.acme-links.com' });
    await create({ destination_url: 'https://example.com/clash-b', slug: 'clash-here' });

    expect((await call('DELETE', `/domains/${added.id}`)).statusCode).toBe(409);
    const refused = await call('DELETE', `/domains/${added.id}?move_links=true`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('taken');
    expect((await call('GET', `/links/${moving.id}`)).json().data.domain).toBe('move.acme-links.com');

    await call('DELETE', `/links/${clash.id}`);
    expect((await call('DELETE', `/domains/${added.id}?move_links=true`)).statusCode).toBe(204);
    expect((await call('GET', `/links/${moving.id}`)).json().data).toMatchObject({ domain: null, short_url: 'http://sho.rt/move-me' });
    expect((await visit('sho.rt', '/move-me')).headers.location).toBe('https://example.com/move-me');
    // Nobody has the name any more, so it serves the service's own links like any other host.
    expect((await visit('move.acme-links.com', '/clash-here')).headers.location).toBe('https://example.com/clash-b');
  });

  it('draws the link\'s QR code with its branded short URL', async () => {
    const link = await create({ destination_url: 'https://example.com/qr', slug: 'qr-branded', domain: 'go.acme-links.com' });
    const png = await call('GET', `/links/${link.id}/qr?size=256`);
    expect(png.statusCode).toBe(200);
    expect(decodeQr(png.rawPayload)).toBe('http://go.acme-links.com/qr-branded?qr=1');
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
