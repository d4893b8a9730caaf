import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { revokeToken } from '../../src/modules/accounts/tokens.service.js';
import { createAccount, createToken, client, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

function expectRateLimitHeaders(res: LightMyRequestResponse, limit: number): void {
  expect(Number(res.headers['x-ratelimit-limit'])).toBe(limit);
  expect(Number(res.headers['x-ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
  expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(limit);
  expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
  expect(Number(res.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
}

function expectError(res: LightMyRequestResponse, status: number, type: string): void {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body).toEqual({ message: expect.any(String), error: { type, code: expect.any(String), message: body.message } });
}

describe.each(DIALECTS)('/api/v1 authentication, scopes and rate limits on %s', (dialect) => {
  let app: TestApp;
  let pro: TestAccount;
  let business: TestAccount;
  let free: TestAccount;
  let ip = 0;
  const anonymous = (headers: Record<string, string> = {}) =>
    app.http.inject({ method: 'GET', url: '/api/v1/links', headers, remoteAddress: `192.0.2.${++ip}` });

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    [pro, business, free] = await Promise.all([
      createAccount(app, 'pro'),
      createAccount(app, 'business'),
      createAccount(app, 'free'),
    ]);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('401', () => {
    it('answers 401 with WWW-Authenticate: Bearer when the header is missing', async () => {
      const res = await anonymous();
      expectError(res, 401, 'authentication');
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expectRateLimitHeaders(res, 60);
    });

    it.each([
      ['Basic dXNlcjpwYXNz'],
      ['Bearer'],
      ['Bearer '],
      ['Token abc'],
      ['Bearer two words'],
      ['Bearer <script>'],
    ])('answers 401 for the malformed header %j', async (authorization) => {
      const res = await anonymous({ authorization });
      expectError(res, 401, 'authentication');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    });

    it('answers 401 for an unknown token', async () => {
      const res = await anonymous({ authorization: `Bearer shk_abcdefgh_${'x'.repeat(43)}` });
      expectError(res, 401, 'authentication');
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().message).toMatch(/unknown or revoked/);
    });

    it('answers 401 for a revoked token, and the other tokens of the account keep working', async () => {
      const account = await createAccount(app, 'pro');
      const spare = await createToken(app, account.user.id, ['links:read']);
      const call = client(app, account.token);
      expect((await call('GET', '/links')).statusCode).toBe(200);
      const prefix = account.token.split('_')[1]!;
      await revokeToken(app.store.db, prefix);
      const res = await call('GET', '/links');
      expectError(res, 401, 'authentication');
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect((await client(app, spare)('GET', '/links')).statusCode).toBe(200);
    });

    it('accepts the auth scheme in any letter case (RFC 7235)', async () => {
      const res = await app.http.inject({ method: 'GET', url: '/api/v1/links', headers: { authorization: `bearer ${pro.token}` } });
      expect(res.statusCode).toBe(200);
    });

    it('answers unauthenticated callers 401 past the per-address count, never 429, the headers still counting', async () => {
      const remoteAddress = '198.18.0.1';
      for (let i = 0; i < 60; i++) {
        expect((await app.http.inject({ method: 'GET', url: '/api/v1/links', remoteAddress })).statusCode).toBe(401);
      }
      const res = await app.http.inject({ method: 'GET', url: '/api/v1/links', remoteAddress });
      expectError(res, 401, 'authentication');
      expect(res.headers['retry-after']).toBeUndefined();
      expect(res.headers['x-ratelimit-limit']).toBe('60');
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
      expect(res.headers['x-ratelimit-reset']).toBeDefined();
    });
  });

  describe('403', () => {
    it('refuses a token without links:write on every write route, naming the scope', async () => {
      const call = client(app, await createToken(app, pro.user.id, ['links:read']));
      const routes: Array<['POST' | 'PATCH' | 'DELETE', string]> = [
        ['POST', '/links'],
        ['POST', '/links/bulk'],
        ['PATCH', '/links/1'],
        ['DELETE', '/links/1'],
        ['POST', '/links/1/enable'],
        ['POST', '/links/1/disable'],
      ];
      for (const [method, url] of routes) {
        const res = await call(method, url, method === 'DELETE' ? undefined : { destination_url: 'https://example.com' });
        expectError(res, 403, 'forbidden');
        expect(res.json().message).toContain('links:write');
      }
    });

    it('refuses a token without links:read on every read route, naming the scope', async () => {
      const call = client(app, await createToken(app, pro.user.id, ['links:write']));
      for (const url of ['/links', '/links/1', '/folders', '/tags']) {
        const res = await call('GET', url);
        expectError(res, 403, 'forbidden');
        expect(res.json().message).toContain('links:read');
      }
    });

    it('refuses a token without analytics:read on link analytics', async () => {
      const res = await client(app, await createToken(app, pro.user.id, ['links:read', 'links:write']))('GET', '/links/1/analytics');
      expectError(res, 403, 'forbidden');
      expect(res.json().message).toContain('analytics:read');
    });

    it('lets each scope do what it grants', async () => {
      const write = client(app, await createToken(app, pro.user.id, ['links:write']));
      const created = await write('POST', '/links', { destination_url: 'https://example.com/scoped' });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id;
      const read = client(app, await createToken(app, pro.user.id, ['links:read']));
      expect((await read('GET', `/links/${id}`)).statusCode).toBe(200);
      const analytics = client(app, await createToken(app, pro.user.id, ['analytics:read']));
      expect((await analytics('GET', `/links/${id}/analytics`)).statusCode).toBe(200);
    });

    it('refuses every v1 route to a Free account, whatever its scopes', async () => {
      const call = client(app, free.token);
      for (const [method, url] of [
        ['GET', '/links'],
        ['POST', '/links'],
        ['GET', '/account/usage'],
        ['GET', '/folders'],
      ] as const) {
        const res = await call(method, url, method === 'POST' ? { destination_url: 'https://example.com' } : undefined);
        expectError(res, 403, 'forbidden');
        expect(res.json().message).toMatch(/plan/i);
        expectRateLimitHeaders(res, 60);
      }
    });
  });

  describe('rate limits', () => {
    it('carries the limit headers on 200, 404 and 422 responses too', async () => {
      const call = client(app, business.token);
      const ok = await call('GET', '/links');
      expect(ok.statusCode).toBe(200);
      expectRateLimitHeaders(ok, 300);
      const missing = await call('GET', '/links/999999');
      expect(missing.statusCode).toBe(404);
      expectRateLimitHeaders(missing, 300);
      const invalid = await call('POST', '/links', { destination_url: 42 });
      expect(invalid.statusCode).toBe(422);
      expectRateLimitHeaders(invalid, 300);
      expect(Number(invalid.headers['x-ratelimit-remaining'])).toBe(Number(missing.headers['x-ratelimit-remaining']) - 1);
      const unparsable = await call('POST', '/links', '{"destination_url":', { headers: { 'content-type': 'application/json' } });
      expect(unparsable.statusCode).toBe(422);
      expectRateLimitHeaders(unparsable, 300);
    });

    it('answers 429 with Retry-After after 60 requests a minute on Pro, per account across its tokens', async () => {
      const account = await createAccount(app, 'pro');
      const second = client(app, await createToken(app, account.user.id, ['links:read']));
      const first = client(app, account.token);
      for (let i = 0; i < 60; i++) {
        const res = await (i % 2 === 0 ? first : second)('GET', '/account/usage');
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-ratelimit-remaining']).toBe(String(59 - i));
      }
      const limited = await second('GET', '/links');
      expectError(limited, 429, 'rate_limit');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(limited.headers['x-ratelimit-limit']).toBe('60');
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      // Another account has its own allowance.
      expect((await client(app, pro.token)('GET', '/account/usage')).statusCode).toBe(200);
    });

    it('does not limit a plan whose rate is null (unlimited)', async () => {
      const account = await createAccount(app, 'business');
      const call = client(app, account.token);
      await setPlanLimits(app, 'business', { api_requests_per_minute: null });
      try {
        for (let i = 0; i < 320; i++) expect((await call('GET', '/folders')).statusCode).toBe(200);
        const usage = await call('GET', '/account/usage');
        expect(usage.headers['x-ratelimit-limit']).toBeUndefined();
        expect(usage.json().data.limits.api_requests_per_minute).toBeNull();
      } finally {
        await setPlanLimits(app, 'business', { api_requests_per_minute: 300 });
      }
    });
  });

  describe('GET /account/usage', () => {
    it('answers any valid token, whatever its scopes', async () => {
      const res = await client(app, await createToken(app, pro.user.id, ['analytics:read']))('GET', '/account/usage');
      expect(res.statusCode).toBe(200);
    });

    it('reports the plan, the period, the limits and this month\'s counters', async () => {
      const account = await createAccount(app, 'pro');
      const call = client(app, account.token);
      const created = [];
      for (const path of ['a', 'b']) {
        const res = await call('POST', '/links', { destination_url: `https://example.com/usage/${path}` });
        expect(res.statusCode).toBe(201);
        created.push(res.json().data);
      }
      await app.http.inject({ method: 'GET', url: `/${created[0].slug}`, headers: { 'user-agent': CHROME } });
      await app.http.inject({ method: 'GET', url: `/${created[0].slug}`, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
      await app.clicks.flush();
      // api_requests is bookkept off the response path.
      const apiRequests = async () =>
        Number(
          (await app.store.db.selectFrom('usage_counters').select('api_requests').where('workspace_id', '=', account.workspaceId).executeTakeFirst())
            ?.api_requests ?? 0,
        );
      await vi.waitFor(async () => expect(await apiRequests()).toBe(2));

      const res = await call('GET', '/account/usage');
      expect(res.statusCode).toBe(200);
      const now = new Date();
      expect(res.json()).toEqual({
        data: {
          plan: 'pro',
          period_start: `${now.toISOString().slice(0, 7)}-01`,
          usage: { links_created: 2, clicks: 1, api_requests: expect.any(Number), domains: 0 },
          limits: {
            links_per_month: 5000,
            api_requests_per_minute: 60,
            analytics_retention_days: 3650,
            bulk_create_max: 0,
            custom_slugs: true,
            link_expiration: true,
            click_limits: true,
            password_protection: true,
            edit_destination: true,
            api_access: true,
            bulk_create: false,
            domains: 3,
            redirect_rules: true,
            ab_testing: true,
            deep_links: true,
            link_previews: true,
          },
        },
      });
      expect(res.json().data.usage.api_requests).toBeGreaterThanOrEqual(2);
      await vi.waitFor(async () => expect(await apiRequests()).toBe(3));
    });

    it('shows the Business limits', async () => {
      const res = await client(app, business.token)('GET', '/account/usage');
      expect(res.json().data).toMatchObject({
        plan: 'business',
        limits: { links_per_month: 50000, api_requests_per_minute: 300, bulk_create: true, bulk_create_max: 100 },
      });
    });

    it('touches the token\'s last use', async () => {
      const account = await createAccount(app, 'pro');
      await client(app, account.token)('GET', '/account/usage');
      await vi.waitFor(async () => {
        const row = await app.store.db.selectFrom('api_tokens').select('last_used_at').where('workspace_id', '=', account.workspaceId).executeTakeFirstOrThrow();
        expect(row.last_used_at).not.toBeNull();
      });
    });
  });
});
