import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, client } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const BOTS = [
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
];
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

interface Link {
  id: number;
  slug: string;
  status: string;
}

describe.each(DIALECTS)('short link behaviours on %s', (dialect) => {
  let app: TestApp;
  let call: ReturnType<typeof client>;
  let ip = 0;
  const nextIp = () => `203.0.113.${++ip}`;

  const create = async (body: Record<string, unknown>): Promise<Link> => {
    const res = await call('POST', '/links', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const visit = (slug: string, options: { ua?: string; method?: 'GET' | 'HEAD'; cookies?: Record<string, string>; remoteAddress?: string } = {}) =>
    app.http.inject({
      method: options.method ?? 'GET',
      url: `/${slug}`,
      headers: { 'user-agent': options.ua ?? CHROME },
      remoteAddress: options.remoteAddress ?? nextIp(),
      ...(options.cookies ? { cookies: options.cookies } : {}),
    });
  const submitForm = (slug: string, payload: string) =>
    app.http.inject({ method: 'POST', url: `/${slug}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
  const statusOf = async (link: Link) => (await call('GET', `/links/${link.id}`)).json().data.status;
  const setRow = async (link: Link, values: Record<string, string | number | null>) => {
    await app.store.db.updateTable('links').set(values).where('id', '=', link.id).execute();
    await app.cache.evict(link.slug);
  };
  const expectRedirect = (res: LightMyRequestResponse, location: string, status = 302) => {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expect(res.headers.location).toBe(location);
  };
  const expectPage = (res: LightMyRequestResponse, status: number, text: RegExp) => {
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toMatch(text);
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    call = client(app, (await createAccount(app, 'business')).token);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('expiry', () => {
    it('sends visitors to fallback_url once expires_at has passed, checked at request time', async () => {
      const link = await create({ destination_url: 'https://example.com/sale', fallback_url: 'https://example.com/sale-over', expires_at: inAWeek() });
      expectRedirect(await visit(link.slug), 'https://example.com/sale');
      await setRow(link, { expires_at: new Date(Date.now() - 1000).toISOString() });
      const res = await visit(link.slug);
      expectRedirect(res, 'https://example.com/sale-over');
      expect(res.headers['cache-control']).toContain('no-store');
      // Readers see the expiry at once; the sweeper only persists it.
      expect(await statusOf(link)).toBe('expired');
      expect((await app.store.db.selectFrom('links').select('status').where('id', '=', link.id).executeTakeFirstOrThrow()).status).toBe('active');
      const disable = await call('POST', `/links/${link.id}/disable`);
      expect(disable.statusCode).toBe(409);
      expect(disable.json().error).toEqual({ type: 'state', code: 'invalid_state', message: 'Only active links can be disabled; this link is expired' });
      const listed = async (status: string) => (await call('GET', `/links?status=${status}`)).json().data.map((row: Link) => row.id);
      expect(await listed('expired')).toContain(link.id);
      expect(await listed('active')).not.toContain(link.id);
      // A new expiry brings it back.
      const renewed = await call('PATCH', `/links/${link.id}`, { expires_at: inAWeek() });
      expect(renewed.json().data.status).toBe('active');
      expect(await listed('active')).toContain(link.id);
    });

    it('expires a cached link the moment expires_at passes, with a 410 page when there is no fallback', async () => {
      const expiresAt = inAWeek();
      const link = await create({ destination_url: 'https://example.com/flash', expires_at: expiresAt });
      expectRedirect(await visit(link.slug), 'https://example.com/flash');
      expect(app.cache.peek(link.slug)).toBeTruthy();
      // Only the clock moves: the cached target itself must be judged at request time.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.parse(expiresAt) + 1000);
        expectPage(await visit(link.slug), 410, /expired/i);
        expectPage(await visit(link.slug, { ua: BOTS[0] }), 410, /expired/i);
      } finally {
        vi.useRealTimers();
      }
    });

    it('persists the expired status with the sweep, leaving other links alone', async () => {
      const expired = await create({ destination_url: 'https://example.com/swept', expires_at: inAWeek() });
      const fresh = await create({ destination_url: 'https://example.com/fresh', expires_at: inAWeek() });
      const disabled = await create({ destination_url: 'https://example.com/off', expires_at: inAWeek() });
      const archived = await create({ destination_url: 'https://example.com/archived', expires_at: inAWeek() });
      expect((await call('POST', `/links/${disabled.id}/disable`)).statusCode).toBe(200);
      await setRow(archived, { status: 'archived' });
      const past = new Date(Date.now() - 60_000).toISOString();
      for (const link of [expired, disabled, archived]) await setRow(link, { expires_at: past });

      expect(await app.scheduler.runNow('expire-links')).not.toBe(false);
      expect(await statusOf(expired)).toBe('expired');
      expect(await statusOf(archived)).toBe('expired');
      expect(await statusOf(fresh)).toBe('active');
      expect(await statusOf(disabled)).toBe('disabled');
      expectPage(await visit(expired.slug), 410, /expired/i);
      const listed = (await call('GET', '/links?status=expired')).json().data.map((l: Link) => l.id);
      expect(listed).toEqual(expect.arrayContaining([expired.id, archived.id]));
      expect(listed).not.toContain(fresh.id);
      expect(listed).not.toContain(disabled.id);
    });

    it('redirects again once the owner moves expires_at into the future', async () => {
      const link = await create({ destination_url: 'https://example.com/renewed', expires_at: inAWeek() });
      await setRow(link, { expires_at: new Date(Date.now() - 1000).toISOString() });
      await app.scheduler.runNow('expire-links');
      expect(await statusOf(link)).toBe('expired');
      const res = await call('PATCH', `/links/${link.id}`, { expires_at: inAWeek() });
      expect(res.json().data.status).toBe('active');
      expectRedirect(await visit(link.slug), 'https://example.com/renewed');
    });
  });

  describe('click limits', () => {
    it('counts human clicks only: bots and HEAD never consume the limit', async () => {
      const link = await create({ destination_url: 'https://example.com/limited', click_limit: 3 });
      for (const ua of BOTS) expectRedirect(await visit(link.slug, { ua }), 'https://example.com/limited');
      for (let i = 0; i < 3; i++) expectRedirect(await visit(link.slug, { method: 'HEAD' }), 'https://example.com/limited');
      for (let i = 0; i < 3; i++) expectRedirect(await visit(link.slug), 'https://example.com/limited');
      expectPage(await visit(link.slug), 410, /expired/i);
      expectPage(await visit(link.slug, { ua: BOTS[0] }), 410, /expired/i);
      expect(await statusOf(link)).toBe('exhausted');

      await app.clicks.flush();
      const data = (await call('GET', `/links/${link.id}`)).json().data;
      expect(data.total_clicks).toBe(3);
      const row = await app.store.db.selectFrom('links').select(['bot_clicks', 'served_clicks']).where('id', '=', link.id).executeTakeFirstOrThrow();
      // Bots are counted apart (HEAD probes may be counted there too, never as human clicks).
      expect(row.bot_clicks).toBeGreaterThanOrEqual(BOTS.length);
      expect(row.served_clicks).toBe(3);
    });

    it('never lets a request that analytics counts as a bot spend the limit (empty or missing User-Agent)', async () => {
      const link = await create({ destination_url: 'https://example.com/no-agent', click_limit: 3 });
      // inject() sends its own User-Agent unless one is given, so the empty one is explicit.
      for (let i = 0; i < 4; i++) expectRedirect(await visit(link.slug, { ua: '' }), 'https://example.com/no-agent');
      for (let i = 0; i < 2; i++) expectRedirect(await visit(link.slug, { ua: '  ' }), 'https://example.com/no-agent');
      expect(await statusOf(link)).toBe('active');
      await app.clicks.flush();
      const analytics = (await call('GET', `/links/${link.id}/analytics`)).json().data;
      expect(analytics.totals).toMatchObject({ clicks: 0, botClicks: 6 });
      for (let i = 0; i < 3; i++) expectRedirect(await visit(link.slug), 'https://example.com/no-agent');
      expect(await statusOf(link)).toBe('exhausted');
    });

    it('sends visitors of an exhausted link to the fallback', async () => {
      const link = await create({ destination_url: 'https://example.com/once', fallback_url: 'https://example.com/sold-out', click_limit: 1 });
      expectRedirect(await visit(link.slug), 'https://example.com/once');
      expectRedirect(await visit(link.slug), 'https://example.com/sold-out');
      expect(await statusOf(link)).toBe('exhausted');
    });

    it('redirects again when the owner raises the limit of an exhausted link', async () => {
      const link = await create({ destination_url: 'https://example.com/raise', click_limit: 1 });
      expectRedirect(await visit(link.slug), 'https://example.com/raise');
      expectPage(await visit(link.slug), 410, /expired/i);
      const res = await call('PATCH', `/links/${link.id}`, { click_limit: 2 });
      expect(res.json().data).toMatchObject({ status: 'active', click_limit: 2 });
      expectRedirect(await visit(link.slug), 'https://example.com/raise');
      expectPage(await visit(link.slug), 410, /expired/i);
    });

    it('never over-serves the limit under 50 parallel requests', async () => {
      const link = await create({ destination_url: 'https://example.com/drop', click_limit: 10 });
      const results = await Promise.all(Array.from({ length: 50 }, () => visit(link.slug)));
      const served = results.filter((res) => res.headers.location === 'https://example.com/drop');
      expect(served).toHaveLength(10);
      expect(served.every((res) => res.statusCode === 302)).toBe(true);
      expect(results.filter((res) => res.statusCode === 410)).toHaveLength(40);
      expect(await statusOf(link)).toBe('exhausted');
      const row = await app.store.db.selectFrom('links').select('served_clicks').where('id', '=', link.id).executeTakeFirstOrThrow();
      expect(row.served_clicks).toBe(10);
    });

    it('never over-serves the limit under parallel requests on a cold cache with a fallback', async () => {
      const link = await create({ destination_url: 'https://example.com/cold', fallback_url: 'https://example.com/gone', click_limit: 5 });
      await app.cache.evict(link.slug);
      const results = await Promise.all(Array.from({ length: 30 }, () => visit(link.slug)));
      expect(results.filter((res) => res.headers.location === 'https://example.com/cold')).toHaveLength(5);
      expect(results.filter((res) => res.headers.location === 'https://example.com/gone')).toHaveLength(25);
    });

    it('counts a POST to the short URL against the limit like a GET', async () => {
      const link = await create({ destination_url: 'https://example.com/posted', click_limit: 1 });
      const posted = await app.http.inject({ method: 'POST', url: `/${link.slug}`, headers: { 'user-agent': CHROME }, payload: {} });
      expectRedirect(posted, 'https://example.com/posted');
      expectPage(await visit(link.slug), 410, /expired/i);
      const again = await app.http.inject({ method: 'POST', url: `/${link.slug}`, headers: { 'user-agent': CHROME }, payload: {} });
      expect(again.headers.location).toBeUndefined();
    });
  });

  describe('password protection', () => {
    const submit = (slug: string, password: string, remoteAddress: string) =>
      app.http.inject({
        method: 'POST',
        url: `/${slug}`,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': CHROME },
        payload: `password=${encodeURIComponent(password)}`,
      });
    const unlockCookie = (res: LightMyRequestResponse, link: Link) => res.cookies.find((cookie) => cookie.name === `lp_${link.id}`);

    it('shows a form, refuses a wrong password with 401, redirects and remembers a right one', async () => {
      const link = await create({ destination_url: 'https://example.com/secret', password: 'open sesame' });
      const form = await visit(link.slug);
      expectPage(form, 200, new RegExp(`<form method="post" action="/${link.slug}">`));
      expect(form.body).toContain('type="password"');
      expect(form.body).not.toContain('example.com/secret');

      const address = nextIp();
      const wrong = await submit(link.slug, 'open says me', address);
      expectPage(wrong, 401, /not correct/);
      expect(unlockCookie(wrong, link)).toBeUndefined();

      const right = await submit(link.slug, 'open sesame', address);
      expectRedirect(right, 'https://example.com/secret');
      const cookie = unlockCookie(right, link);
      expect(cookie).toMatchObject({ path: `/${link.slug}`, httpOnly: true, sameSite: 'Lax' });
      expect(cookie!.value).not.toContain('open sesame');

      expectRedirect(await visit(link.slug, { cookies: { [cookie!.name]: cookie!.value } }), 'https://example.com/secret');
      expectPage(await visit(link.slug, { cookies: { [cookie!.name]: `${cookie!.value}x` } }), 200, /password/i);

      // The cookie is per link: it opens no other link, even renamed to that link's cookie.
      const another = await create({ destination_url: 'https://example.com/other-secret', password: 'open sesame' });
      expectPage(await visit(another.slug, { cookies: { [`lp_${another.id}`]: cookie!.value } }), 200, /password/i);

      // A new password invalidates the remembered one.
      expect((await call('PATCH', `/links/${link.id}`, { password: 'new secret' })).statusCode).toBe(200);
      expectPage(await visit(link.slug, { cookies: { [cookie!.name]: cookie!.value } }), 200, /password/i);
      // Removing the password opens the link to everyone.
      const cleared = await call('PATCH', `/links/${link.id}`, { password: null });
      expect(cleared.json().data.has_password).toBe(false);
      expectRedirect(await visit(link.slug), 'https://example.com/secret');
    });

    it('hides the destination on the preview page', async () => {
      const link = await create({ destination_url: 'https://example.com/hidden-target', password: 'pw' });
      const res = await app.http.inject({ method: 'GET', url: `/preview/${link.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('hidden-target');
    });

    it('limits attempts per address and link with 429 and Retry-After', async () => {
      const link = await create({ destination_url: 'https://example.com/guarded', password: 'right one' });
      const address = nextIp();
      for (let i = 0; i < 10; i++) expect((await submit(link.slug, `guess ${i}`, address)).statusCode).toBe(401);
      const limited = await submit(link.slug, 'right one', address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers.location).toBeUndefined();
      expect(limited.headers['content-type']).toContain('text/html');
      // Another address, or another link from the same address, is not affected.
      expectRedirect(await submit(link.slug, 'right one', nextIp()), 'https://example.com/guarded');
      const sibling = await create({ destination_url: 'https://example.com/sibling', password: 'right one' });
      expectRedirect(await submit(sibling.slug, 'right one', address), 'https://example.com/sibling');
    });

    it('counts the redirect after a correct password against the click limit', async () => {
      const link = await create({ destination_url: 'https://example.com/one-shot', password: 'pw', click_limit: 1 });
      const right = await submit(link.slug, 'pw', nextIp());
      expectRedirect(right, 'https://example.com/one-shot');
      const cookie = unlockCookie(right, link)!;
      expectPage(await visit(link.slug, { cookies: { [cookie.name]: cookie.value } }), 410, /expired/i);
      expect(await statusOf(link)).toBe('exhausted');
    });

    it('never shows the destination of an expired password link', async () => {
      const link = await create({ destination_url: 'https://example.com/pw-expired', password: 'pw', expires_at: inAWeek() });
      await setRow(link, { expires_at: new Date(Date.now() - 1000).toISOString() });
      expectPage(await visit(link.slug), 410, /expired/i);
      expectPage(await submit(link.slug, 'pw', nextIp()), 410, /expired/i);
    });
  });

  describe('statuses', () => {
    it('answers a disabled link with the 404 page', async () => {
      const link = await create({ destination_url: 'https://example.com/disabled' });
      await call('POST', `/links/${link.id}/disable`);
      expectPage(await visit(link.slug), 404, /not found/i);
      expectPage(await visit(link.slug, { method: 'HEAD' }), 404, /^$/);
    });

    it('keeps redirecting an archived link', async () => {
      const link = await create({ destination_url: 'https://example.com/archived' });
      await setRow(link, { status: 'archived' });
      expectRedirect(await visit(link.slug), 'https://example.com/archived');
    });

    it('answers a pending_review link with the "under review" page and a blocked one with 451', async () => {
      const review = await create({ destination_url: 'https://example.com/review' });
      const blocked = await create({ destination_url: 'https://example.com/blocked' });
      await setRow(review, { status: 'pending_review' });
      await setRow(blocked, { status: 'blocked' });
      expectPage(await visit(review.slug), 403, /under review/i);
      expectPage(await visit(blocked.slug), 451, /blocked/i);
      for (const link of [review, blocked]) {
        const preview = await app.http.inject({ method: 'GET', url: `/preview/${link.slug}` });
        expect(preview.body).not.toContain(link === review ? 'example.com/review' : 'example.com/blocked');
      }
      expect((await app.http.inject({ method: 'GET', url: `/preview/${blocked.slug}` })).statusCode).toBe(451);
    });

    it('never redirects a blocked link, even with a fallback, a password cookie or a POST', async () => {
      const link = await create({ destination_url: 'https://example.com/bad', fallback_url: 'https://example.com/fb', password: 'pw' });
      const right = await submitForm(link.slug, 'password=pw');
      const cookie = right.cookies.find((c) => c.name === `lp_${link.id}`)!;
      await setRow(link, { status: 'blocked' });
      expectPage(await visit(link.slug, { cookies: { [cookie.name]: cookie.value } }), 451, /blocked/i);
      const posted = await submitForm(link.slug, 'password=pw');
      expect(posted.statusCode).toBe(451);
      expect(posted.headers.location).toBeUndefined();
    });

    it("keeps a block when the owner edits: the destination can't change, other fields can", async () => {
      const link = await create({ destination_url: 'https://example.com/phishy' });
      await setRow(link, { status: 'blocked' });
      for (const edit of [{ utm: { source: 'x' } }, { destination_url: 'https://example.com/clean' }]) {
        const res = await call('PATCH', `/links/${link.id}`, edit);
        expect(res.statusCode).toBe(409);
        expect(res.json().error.type).toBe('state');
      }
      const renamed = await call('PATCH', `/links/${link.id}`, { title: 'Renamed' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ title: 'Renamed', status: 'blocked', destination_url: 'https://example.com/phishy' });
      expectPage(await visit(link.slug), 451, /blocked/i);
    });

    it('lets no shared cache keep a redirect, and no browser keep one behind a password', async () => {
      const plain = await create({ destination_url: 'https://example.com/moved', redirect_type: 301 });
      const res = await visit(plain.slug);
      expect(res.statusCode).toBe(301);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      const locked = await create({ destination_url: 'https://example.com/secret', redirect_type: 301, password: 'pw-secret' });
      const unlocked = await submitForm(locked.slug, 'password=pw-secret');
      expect(unlocked.statusCode).toBe(301);
      expect(unlocked.headers['cache-control']).toBe('private, no-store, max-age=0');
    });

    it('stops redirecting a deleted link at once', async () => {
      const link = await create({ destination_url: 'https://example.com/bye' });
      expectRedirect(await visit(link.slug), 'https://example.com/bye');
      expect((await call('DELETE', `/links/${link.id}`)).statusCode).toBe(204);
      expectPage(await visit(link.slug), 404, /not found/i);
    });
  });

  describe('safety verdicts', () => {
    let guarded: TestApp;
    let guardedCall: ReturnType<typeof client>;
    const dir = mkdtempSync(join(tmpdir(), 'threats-'));

    beforeAll(async () => {
      const list = join(dir, 'hosts.txt');
      writeFileSync(list, 'phish-login.test\n');
      // A provider that refuses connections: the scan cannot decide, so links wait for review.
      guarded = await buildTestApp(dialect, {
        THREAT_LIST_PATHS: list,
        SAFE_BROWSING_API_KEY: 'test-key',
        SAFE_BROWSING_URL: 'http://127.0.0.1:9',
      });
      guardedCall = client(guarded, (await createAccount(guarded, 'business')).token);
    });
    afterAll(async () => {
      await guarded.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses an unsafe destination or fallback on create with 422, storing nothing', async () => {
      const res = await guardedCall('POST', '/links', { destination_url: 'https://phish-login.test/account' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.destination_url).toBeDefined();
      const fallback = await guardedCall('POST', '/links', { destination_url: 'https://example.com/x', fallback_url: 'https://phish-login.test/' });
      expect(fallback.statusCode).toBe(422);
      expect(fallback.json().errors.fallback_url).toBeDefined();
      const stored = await guarded.store.db.selectFrom('links').select('id').where('destination_url', 'like', '%phish-login%').execute();
      expect(stored).toEqual([]);
      const anonymous = await guarded.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: nextIp(), payload: { url: 'https://phish-login.test/' } });
      expect(anonymous.statusCode).toBe(422);
      expect(anonymous.json()).toEqual({ error: expect.any(String), code: 'destination_unsafe' });
      expect(res.json().error.code).toBe('destination_unsafe');
    });

    it('holds a link the scan could not decide in pending_review, which never redirects', async () => {
      const res = await guardedCall('POST', '/links', { destination_url: 'https://example.com/unsure' });
      expect(res.statusCode, res.body).toBe(201);
      const link = res.json().data;
      expect(link.status).toBe('pending_review');
      const page = await guarded.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': CHROME } });
      expectPage(page, 403, /under review/i);
      for (const action of ['enable', 'disable']) expect((await guardedCall('POST', `/links/${link.id}/${action}`)).statusCode).toBe(409);
      const listed = (await guardedCall('GET', '/links?status=pending_review')).json().data.map((l: Link) => l.id);
      expect(listed).toContain(link.id);
      const moved = await guardedCall('PATCH', `/links/${link.id}`, { destination_url: 'https://example.org/still-unsure' });
      expect(moved.json().data.status).toBe('pending_review');
      // An edit to a destination the provider flags is stored, as blocked (only create refuses).
      const flagged = await guardedCall('PATCH', `/links/${link.id}`, { destination_url: 'https://phish-login.test/x' });
      expect(flagged.statusCode, flagged.body).toBe(200);
      expect(flagged.json().data.status).toBe('blocked');
      expectPage(await guarded.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': CHROME } }), 451, /blocked/i);

      const anonymous = await guarded.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: nextIp(), payload: { url: 'https://example.com/anon-unsure' } });
      expect(anonymous.statusCode).toBe(201);
      expectPage(await guarded.http.inject({ method: 'GET', url: `/${anonymous.json().slug}` }), 403, /under review/i);
    });
  });
});
