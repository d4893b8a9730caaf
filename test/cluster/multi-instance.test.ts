import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { type DnsZone, startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { freePort, startServer, type ServerProcess } from '../helpers/processes.js';
import { countedClicks } from '../helpers/counted-clicks.js';
import { createTestStore, postgresUrl, redisUrl, type TestStore } from '../helpers/stores.js';

const PG = postgresUrl();
const REDIS = redisUrl();
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A GET as a browser on `host` sends it (fetch may not set Host). */
function visitHost(server: ServerProcess, host: string, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.base}${path}`, { headers: { host, 'user-agent': FIREFOX } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.skipIf(!PG || !REDIS)('two instances on one PostgreSQL and one Redis', () => {
  let testStore: TestStore;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let dns: TestDnsServer;
  const zone: Required<Pick<DnsZone, 'txt'>> = { txt: {} };

  const api = (server: ServerProcess, method: string, path: string, body?: unknown) =>
    fetch(`${server.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const visit = (server: ServerProcess, slug: string) => fetch(`${server.base}/${slug}`, { redirect: 'manual', headers: { 'user-agent': FIREFOX } });
  const totalClicks = (slug: string) => countedClicks(testStore.store.db, slug);

  beforeAll(async () => {
    testStore = await createTestStore('postgres');
    const user = await createUser(testStore.store.db, { email: 'ops@example.com', password: 'correct horse', plan: 'business' });
    token = (await createApiToken(testStore.store.db, user.id, 'cluster', 'links:read,links:write,analytics:read')).token;
    dns = await startDnsServer(zone);
    const env = {
      DNS_SERVERS: dns.address,
      DATABASE_URL: `${PG}?options=-c%20search_path%3D${testStore.searchPath}`,
      REDIS_URL: REDIS!,
      REDIS_PREFIX: `cluster-${randomBytes(4).toString('hex')}`,
      CLICK_RECLAIM_IDLE_MS: '1000',
    };
    [a, b] = await Promise.all([startServer(await freePort(), env), startServer(await freePort(), env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await testStore?.drop();
    await dns?.close();
  });

  it('redirects on B a link created on A', async () => {
    const created = await api(a, 'POST', '/api/v1/links', { destination_url: 'https://example.com/cluster' });
    expect(created.status).toBe(201);
    const { slug } = ((await created.json()) as { data: { slug: string } }).data;
    const res = await visit(b, slug);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.com/cluster');
  });

  it('serves on B a branded domain verified on A, and stops at once when A switches it off', async () => {
    const added = (await (await api(a, 'POST', '/api/v1/domains', { hostname: 'go.acme-cluster.com' })).json()) as { data: { id: number; verification: { token: string } } };
    zone.txt['_shortener-verify.go.acme-cluster.com'] = [`shortener-verify=${added.data.verification.token}`];
    const verified = (await (await api(a, 'POST', `/api/v1/domains/${added.data.id}/verify`)).json()) as { data: { status: string } };
    expect(verified.data.status).toBe('verified');
    const created = await api(a, 'POST', '/api/v1/links', { destination_url: 'https://example.com/branded-cluster', slug: 'cluster-branded', domain: 'go.acme-cluster.com' });
    expect(created.status).toBe(201);
    expect(await visitHost(b, 'go.acme-cluster.com', '/cluster-branded')).toEqual({ status: 302, location: 'https://example.com/branded-cluster' });
    expect((await visitHost(b, '127.0.0.1', '/cluster-branded')).status).toBe(404);

    expect((await api(a, 'PATCH', `/api/v1/domains/${added.data.id}`, { enabled: false })).status).toBe(200);
    // The change is in force on every instance before A answers.
    expect((await visitHost(b, 'go.acme-cluster.com', '/cluster-branded')).status).toBe(404);
  });

  it('stops A redirecting within a second of a disable on B', async () => {
    const { data } = (await (await api(a, 'POST', '/api/v1/links', { destination_url: 'https://example.com/stop' })).json()) as { data: { id: number; slug: string } };
    expect((await visit(a, data.slug)).status).toBe(302);
    expect((await api(b, 'POST', `/api/v1/links/${data.id}/disable`)).status).toBe(200);
    const started = Date.now();
    expect(await until(async () => (await visit(a, data.slug)).status === 404, 1_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops B redirecting before A answers a delete or a disable', async () => {
    // Each trial: B has the link cached; the first visit to B after A's answer must be refused.
    for (let trial = 0; trial < 10; trial++) {
      const { data } = (await (await api(a, 'POST', '/api/v1/links', { destination_url: `https://example.com/gone-${trial}` })).json()) as { data: { id: number; slug: string } };
      expect((await visit(b, data.slug)).status).toBe(302);
      const change = trial % 2 === 0 ? await api(a, 'DELETE', `/api/v1/links/${data.id}`) : await api(a, 'POST', `/api/v1/links/${data.id}/disable`);
      expect(change.status).toBeLessThan(300);
      expect((await visit(b, data.slug)).status, `trial ${trial}`).toBe(404);
    }
  });

  it('shares the API rate limit between the instances', async () => {
    const remaining: number[] = [];
    for (const server of [a, b, a, b]) {
      const res = await api(server, 'GET', '/api/v1/account/usage');
      remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
    }
    for (let i = 1; i < remaining.length; i++) expect(remaining[i]).toBe(remaining[i - 1]! - 1);
  });

  it('counts clicks served by both instances, and loses none when one is killed mid-load', async () => {
    const { data } = (await (await api(a, 'POST', '/api/v1/links', { destination_url: 'https://example.com/load' })).json()) as { data: { id: number; slug: string } };
    // Each request carries its own Referer host, stored with its click, so the test can tell
    // which requests were recorded. A request A answered is a committed click: its XADD
    // reached Redis before the response left. A request cut off by the kill may or may not
    // have been recorded, but only those may appear beyond the answered ones.
    const answered = new Set<string>();
    const cutOff = new Set<string>();
    let next = 0;
    const fire = async (server: ServerProcess, n: number) => {
      for (let i = 0; i < n; i++) {
        const host = `r${next++}.example`;
        const res = await fetch(`${server.base}/${data.slug}`, { redirect: 'manual', headers: { 'user-agent': FIREFOX, referer: `https://${host}/` } }).catch(() => null);
        (res?.status === 302 ? answered : cutOff).add(host);
      }
    };
    const load = Promise.all([fire(a, 150), fire(a, 150), fire(b, 150), fire(b, 150)]);
    await until(async () => answered.size >= 150, 30_000);
    await a.stop('SIGKILL');
    await load;
    expect(answered.size).toBeGreaterThan(300);
    // B writes its own clicks and takes over what A read but never acknowledged.
    // Stored: folded into `clicks`, or still in the click log (ADR 1005).
    const recorded = async () =>
      (
        await testStore.store.db
          .selectFrom('clicks')
          .innerJoin('links', 'links.id', 'clicks.link_id')
          .select('referrer_host')
          .where('slug', '=', data.slug)
          .unionAll(testStore.store.db.selectFrom('click_log').innerJoin('links', 'links.id', 'click_log.link_id').select('referrer_host').where('slug', '=', data.slug))
          .execute()
      ).map((row) => row.referrer_host);
    const everyAnsweredWritten = async () => {
      const hosts = new Set(await recorded());
      return [...answered].every((host) => hosts.has(host));
    };
    expect(await until(everyAnsweredWritten, 30_000)).toBe(true);
    const hosts = await recorded();
    expect(new Set(hosts).size).toBe(hosts.length);
    const extra = hosts.filter((host) => !answered.has(host));
    expect(extra.every((host) => cutOff.has(host))).toBe(true);
    expect(await totalClicks(data.slug)).toBe(hosts.length);
    const analytics = (await (await api(b, 'GET', `/api/v1/links/${data.id}/analytics`)).json()) as { data: { totals: { clicks: number } } };
    expect(analytics.data.totals.clicks).toBe(hosts.length);
  }, 90_000);
});
