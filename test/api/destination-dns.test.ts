import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, client } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { DIALECTS } from '../helpers/stores.js';

const PRIVATE_NAMES = ['localtest.me', '127.0.0.1.nip.io', '169.254.169.254.nip.io', 'v6.loop.example', 'mixed.example', 'cgnat.example'];

describe.each(DIALECTS)('destinations whose host name resolves to a private address, on %s', (dialect) => {
  let dns: TestDnsServer;
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let ip = 0;
  const shorten = (url: string) =>
    app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: `198.18.0.${++ip}`, payload: { url } });

  beforeAll(async () => {
    dns = await startDnsServer({
      a: {
        'localtest.me': ['127.0.0.1'],
        '127.0.0.1.nip.io': ['127.0.0.1'],
        '169.254.169.254.nip.io': ['169.254.169.254'],
        'mixed.example': ['93.184.216.34', '10.0.0.8'],
        'cgnat.example': ['100.64.1.1'],
        'public.example': ['93.184.216.34'],
      },
      aaaa: { 'v6.loop.example': ['::1'], 'public.example': ['2606:2800:220:1::1'] },
      silent: ['slow.example'],
    });
    app = await buildTestApp(dialect, { DNS_SERVERS: dns.address });
    call = client(app, (await createAccount(app, 'business')).token);
  });
  afterAll(async () => {
    await app?.close();
    await dns?.close();
  });

  it.each(PRIVATE_NAMES)('refuses %s on the keyless shorten with the documented 422', async (host) => {
    const res = await shorten(`https://${host}/path`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'URL host name resolves to a private or loopback address', code: 'destination_unsafe' });
  });

  it('refuses them on v1 create and on a destination edit, naming the field', async () => {
    const created = await call('POST', '/links', { destination_url: 'https://localtest.me/x' });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toHaveProperty('destination_url');
    const link = (await call('POST', '/links', { destination_url: 'https://public.example/ok' })).json().data;
    const edited = await call('PATCH', `/links/${link.id}`, { destination_url: 'https://169.254.169.254.nip.io/latest/meta-data' });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toHaveProperty('destination_url');
    expect((await call('GET', `/links/${link.id}`)).json().data.destination_url).toBe('https://public.example/ok');
  });

  it('accepts a public host, an unknown name and a lookup that times out', async () => {
    expect((await shorten('https://public.example/fine')).statusCode).toBe(201);
    expect((await shorten('https://nxdomain.example/fine')).statusCode).toBe(201);
    const started = Date.now();
    expect((await shorten('https://slow.example/fine')).statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('asks the DNS server once per host name while the answer is fresh', async () => {
    const before = dns.queries.filter((query) => query === 'A cgnat.example').length;
    for (let i = 0; i < 3; i++) expect((await shorten(`https://cgnat.example/again-${i}`)).statusCode).toBe(422);
    expect(dns.queries.filter((query) => query === 'A cgnat.example').length).toBe(before);
  });
});
