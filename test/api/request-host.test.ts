import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startDnsServer, type DnsZone, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe.each(DIALECTS)('a request\'s Host, written any way a client may send it, on %s', (dialect) => {
  const zone: Required<Pick<DnsZone, 'txt'>> = { txt: {} };
  let dns: TestDnsServer;
  let app: TestApp;
  let call: ReturnType<typeof client>;
  const visit = (host: string, path: string) => app.http.inject({ method: 'GET', url: path, headers: { host, 'user-agent': CHROME } });
  const tlsAllows = async (domain: string) => (await app.http.inject({ method: 'GET', url: `/internal/tls/allowed?domain=${encodeURIComponent(domain)}` })).statusCode;
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    dns = await startDnsServer(zone);
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address });
    call = client(app, (await createAccount(app, 'business')).token);
    const added = (await call('POST', '/domains', { hostname: 'go.dot-brand.com' })).json().data;
    zone.txt['_shortener-verify.go.dot-brand.com'] = [`shortener-verify=${added.verification.token}`];
    expect((await call('POST', `/domains/${added.id}/verify`)).json().data.status).toBe('verified');
    expect((await call('POST', '/domains', { hostname: 'pending.dot-brand.com' })).statusCode).toBe(201);
    await create({ destination_url: 'https://example.com/branded', slug: 'fqdn', domain: 'go.dot-brand.com' });
    await create({ destination_url: 'https://example.com/own', slug: 'own-only' });
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  it.each(['go.dot-brand.com.', 'GO.Dot-Brand.COM.', 'go.dot-brand.com.:443', 'Go.dot-brand.com:8080'])('routes %s as the branded domain it names', async (host) => {
    expect((await visit(host, '/fqdn')).headers.location).toBe('https://example.com/branded');
    // None of the service's own links, pages or API under the customer's name.
    for (const path of ['/own-only', '/', '/login', '/app', '/docs', '/api/shorten']) {
      expect((await visit(host, path)).statusCode, `${host}${path}`).toBe(404);
    }
  });

  it.each(['pending.dot-brand.com.', 'PENDING.dot-brand.com.:80'])('serves nothing on a pending domain written as %s', async (host) => {
    for (const path of ['/own-only', '/fqdn', '/', '/login']) expect((await visit(host, path)).statusCode, `${host}${path}`).toBe(404);
  });

  it.each(['go.dot-brand.com..', '.go.dot-brand.com', 'go..dot-brand.com', 'pending.dot-brand.com..:443'])('refuses the malformed host %s with 400', async (host) => {
    for (const path of ['/own-only', '/fqdn', '/', '/login']) {
      const res = await visit(host, path);
      expect(res.statusCode, `${host}${path}`).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it.each(['sho.rt', 'sho.rt.', 'SHO.RT.:80', '[::1]:3000', '[::1]', '127.0.0.1:3000', 'other.example'])('serves the service\'s own site on %s', async (host) => {
    expect((await visit(host, '/own-only')).headers.location).toBe('https://example.com/own');
    expect((await visit(host, '/fqdn')).statusCode).toBe(404);
    expect((await visit(host, '/login')).statusCode).toBe(200);
  });

  it('lets the TLS ask endpoint allow exactly the verified names', async () => {
    expect(await tlsAllows('go.dot-brand.com')).toBe(200);
    expect(await tlsAllows('GO.dot-brand.com')).toBe(200);
    expect(await tlsAllows('sho.rt')).toBe(200);
    for (const domain of ['go.dot-brand.com.', 'go.dot-brand.com..', 'go.dot-brand.com/x', 'go.dot-brand.com:443', 'go.dot-brand.com?x', 'x@go.dot-brand.com', 'pending.dot-brand.com', 'sho.rt.', ' go.dot-brand.com', '']) {
      expect(await tlsAllows(domain), domain).toBe(404);
    }
  });

  it('reads a domain named in the API the same way', async () => {
    const link = await create({ destination_url: 'https://example.com/api-dot', domain: 'GO.dot-brand.com.' });
    expect(link.domain).toBe('go.dot-brand.com');
    expect((await call('POST', '/domains', { hostname: 'go.dot-brand.com.' })).json().error.code).toBe('name_taken');
    for (const domain of ['go.dot-brand.com..', 'go.dot-brand.com/x', 'go.dot-brand.com:443']) {
      const res = await call('POST', '/links', { destination_url: 'https://example.com/x', domain });
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().errors.domain, domain).toBeDefined();
    }
    const doubled = await call('POST', '/domains', { hostname: 'new.dot-brand.com..' });
    expect(doubled.statusCode).toBe(422);
    expect(doubled.json().errors.hostname).toBeDefined();
    expect((await call('GET', '/links?domain=go.dot-brand.com.')).json().data.length).toBe(2);
  });
});
