import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { client, createAccount } from '../helpers/accounts.js';
import { DIALECTS, redisUrl } from '../helpers/stores.js';

const REDIS = redisUrl();
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

// Click events cross the Redis stream as JSON: the scan marker and the variant must survive it.
describe.skipIf(!REDIS).each(DIALECTS)('smart-link clicks through the Redis click stream on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { REDIS_URL: REDIS! });
    call = client(app, (await createAccount(app, 'pro')).token);
  });
  afterAll(async () => {
    await app.close();
  });

  it('files QR scans and A/B variants the same as with the in-process queue', async () => {
    const created = await call('POST', '/links', {
      destination_url: 'https://example.com/stream',
      variants: [
        { destination_url: 'https://example.com/x', weight: 50 },
        { destination_url: 'https://example.com/y', weight: 50 },
      ],
    });
    const link = created.json().data;
    const first = await app.http.inject({ method: 'GET', url: `/${link.slug}?qr=1`, headers: { 'user-agent': CHROME } });
    const cookie = first.cookies[0]!;
    for (let i = 0; i < 3; i++) await app.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': CHROME, cookie: `${cookie.name}=${cookie.value}` } });
    await app.clicks.flush();
    const data = (await call('GET', `/links/${link.id}/analytics`)).json().data;
    expect(data.sources).toEqual([{ value: 'link', clicks: 3 }, { value: 'qr', clicks: 1 }]);
    const served = first.headers.location;
    expect(data.variants).toEqual([
      { value: 'https://example.com/x', clicks: served === 'https://example.com/x' ? 4 : 0 },
      { value: 'https://example.com/y', clicks: served === 'https://example.com/y' ? 4 : 0 },
    ]);
  });
});
