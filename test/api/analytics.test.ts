import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/modules/accounts/tokens.service.js';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
};

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('GET /api/v1/links/{id}/analytics on %s', (dialect) => {
  let app: TestApp;
  let token: string;
  let freeToken: string;
  let linkId: number;
  let slug: string;
  const api = (url: string, bearer = token) => app.http.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
  const click = (ua: string, ip: string, extra: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.http.inject({ method, url: `/${slug}`, remoteAddress: ip, headers: { 'user-agent': ua, ...extra } });

  beforeAll(async () => {
    app = await buildTestApp(dialect, { COUNTRY_HEADER: 'CF-IPCountry' });
    const pro = await createUser(app.store.db, { email: 'pro@example.com', password: 'correct horse', plan: 'pro' });
    token = (await createApiToken(app.store.db, pro.id, 'analytics', 'links:read,links:write,analytics:read')).token;
    const limited = await createApiToken(app.store.db, pro.id, 'no analytics', 'links:read');
    freeToken = limited.token;
    const created = await app.http.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: { authorization: `Bearer ${token}` },
      payload: { destination_url: 'https://example.com/campaign' },
    });
    expect(created.statusCode).toBe(201);
    ({ id: linkId, slug } = created.json().data);

    await click(UA.chromeWindows, '203.0.113.10', { 'cf-ipcountry': 'DE', referer: 'https://news.ycombinator.com/item?id=1' });
    await click(UA.chromeWindows, '203.0.113.10', { 'cf-ipcountry': 'DE', referer: 'https://news.ycombinator.com/' });
    await click(UA.iphone, '203.0.113.11', { 'cf-ipcountry': 'FR', referer: 'https://www.Google.com/search?q=x' });
    await click(UA.firefoxLinux, '203.0.113.12', { 'cf-ipcountry': 'DE' });
    await click(UA.googlebot, '66.249.66.1');
    await click(UA.slack, '203.0.113.13');
    // A HEAD is answered but is no click at all, not even a bot's.
    const head = await click(UA.chromeWindows, '203.0.113.14', {}, 'HEAD');
    expect(head.statusCode).toBe(302);
    await app.clicks.flush();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports human clicks, uniques and bots apart, with exact breakdowns', async () => {
    const res = await api(`/api/v1/links/${linkId}/analytics`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.range).toEqual({ from: daysAgo(30), to: today() });
    expect(data.totals).toEqual({ clicks: 4, uniques: 3, botClicks: 2 });
    expect(data.series).toHaveLength(31);
    expect(data.series.at(-1)).toEqual({ date: today(), clicks: 4, uniques: 3, scans: 0 });
    expect(data.series[0]).toEqual({ date: daysAgo(30), clicks: 0, uniques: 0, scans: 0 });
    expect(data.countries).toEqual([
      { value: 'DE', clicks: 3 },
      { value: 'FR', clicks: 1 },
    ]);
    expect(data.devices).toEqual([
      { value: 'desktop', clicks: 3 },
      { value: 'mobile', clicks: 1 },
    ]);
    expect(data.browsers).toEqual([
      { value: 'Chrome', clicks: 2 },
      { value: 'Firefox', clicks: 1 },
      { value: 'Safari', clicks: 1 },
    ]);
    expect(data.referrers).toEqual([
      { value: 'news.ycombinator.com', clicks: 2 },
      { value: 'direct', clicks: 1 },
      { value: 'www.google.com', clicks: 1 },
    ]);
  });

  it('agrees with the counters on the Link resource', async () => {
    const link = (await api(`/api/v1/links/${linkId}`)).json().data;
    expect(link.total_clicks).toBe(4);
    expect(link.unique_clicks).toBe(3);
    expect(link.last_clicked_at).not.toBeNull();
  });

  it('honours from and to, and raises an old from to the retention', async () => {
    const narrow = (await api(`/api/v1/links/${linkId}/analytics?from=${daysAgo(3)}&to=${daysAgo(1)}`)).json().data;
    expect(narrow.range).toEqual({ from: daysAgo(3), to: daysAgo(1) });
    expect(narrow.totals.clicks).toBe(0);
    expect(narrow.series.map((point: { date: string }) => point.date)).toEqual([daysAgo(3), daysAgo(2), daysAgo(1)]);
    const old = (await api(`/api/v1/links/${linkId}/analytics?from=2000-01-01`)).json().data;
    expect(old.range.from).toBe(daysAgo(3650));
  });

  it.each([
    ['from=2026-13-01', 'from'],
    ['from=yesterday', 'from'],
    ['to=2026-02-30', 'to'],
    [`from=${today()}&to=${daysAgo(1)}`, 'from'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await api(`/api/v1/links/${linkId}/analytics?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.type).toBe('validation');
    expect(res.json().errors[field]).toBeDefined();
  });

  it('needs the analytics:read scope and the caller to own the link', async () => {
    const forbidden = await api(`/api/v1/links/${linkId}/analytics`, freeToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toContain('analytics:read');
    const other = await createUser(app.store.db, { email: 'other@example.com', password: 'correct horse', plan: 'pro' });
    const otherToken = (await createApiToken(app.store.db, other.id, 'x', 'analytics:read')).token;
    expect((await api(`/api/v1/links/${linkId}/analytics`, otherToken)).statusCode).toBe(404);
  });

  it('clamps the window to the plan retention (30 days on Free)', async () => {
    const { resolveRange } = await import('../../src/modules/analytics/analytics.service.js');
    expect(resolveRange({ from: '2000-01-01' }, 30)).toEqual({ from: daysAgo(30), to: today() });
    // A window wholly before the retention has no day to show: refused, not moved.
    expect(() => resolveRange({ from: '2000-01-01', to: '2000-02-01' }, 30)).toThrow(/earliest day your plan keeps/);
    const before = await api(`/api/v1/links/${linkId}/analytics?from=2000-01-01&to=2010-12-31`);
    expect(before.statusCode).toBe(422);
    expect(before.json().errors.to).toEqual([`to must not be before ${daysAgo(3650)}, the earliest day your plan keeps`]);
  });

  it('lowers a future to to today, so the window never outgrows the retention', async () => {
    const res = await api(`/api/v1/links/${linkId}/analytics?from=2000-01-01&to=9999-12-31`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.range).toEqual({ from: daysAgo(3650), to: today() });
    expect(data.series).toHaveLength(3651);
    const ahead = (await api(`/api/v1/links/${linkId}/analytics?to=9999-12-31`)).json().data;
    expect(ahead.range).toEqual({ from: daysAgo(30), to: today() });
    const future = await api(`/api/v1/links/${linkId}/analytics?from=9999-01-01&to=9999-12-31`);
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.from).toEqual(['from must not be after today (UTC)']);
  });
});
