import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/modules/accounts/users.service.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((cookie) => cookie.name === name);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('password guessing is throttled per account and per address, on every form', () => {
  let app: TestApp;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;

  const csrfFrom = async (path: string, remoteAddress: string) =>
    cookieOf(await app.http.inject({ method: 'GET', url: path, remoteAddress }), 'csrf')!.value;
  const post = async (url: string, fields: Record<string, string>, remoteAddress: string) => {
    const csrf = await csrfFrom(url, remoteAddress);
    return app.http.inject({ method: 'POST', url, headers: FORM, cookies: { csrf }, remoteAddress, payload: new URLSearchParams({ csrf, ...fields }).toString() });
  };
  const claimPath = async () => {
    const res = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: nextIp(), payload: { url: 'https://example.com/claimable' } });
    return new URL(res.json().claim_url).pathname;
  };

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    for (const email of ['target@example.com', 'claimer@example.com', 'owner@example.com']) {
      await createUser(app.store.db, { email, password: 'correct horse battery', plan: 'free' });
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it('slows 40 addresses guessing one account after 10 failures, on /login and on the claim page alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const form = i % 2 === 0 ? '/login' : await claimPath();
      const res = await post(form, { mode: 'login', email: i % 3 === 0 ? 'Target@Example.com' : 'target@example.com', password: `guess ${i}` }, nextIp());
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.body).toContain('Too many failed log-ins for this account');
      }
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // While it lasts, even the right password is refused: otherwise the lock would tell guesses apart.
    expect((await post('/login', { email: 'target@example.com', password: 'correct horse battery' }, nextIp())).statusCode).toBe(429);
  });

  it('keeps an address locked out of /login out of the claim page log-in too', async () => {
    const address = '203.0.113.150';
    for (let i = 0; i < 10; i++) expect((await post('/login', { email: `nobody-${i}@example.com`, password: 'wrong' }, address)).statusCode).toBe(422);
    const res = await post(await claimPath(), { mode: 'login', email: 'claimer@example.com', password: 'correct horse battery' }, address);
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Too many attempts from your address');
  });

  it('never locks out an owner who logs in: successes do not spend the account budget', async () => {
    for (let i = 0; i < 15; i++) {
      const res = await post('/login', { email: 'owner@example.com', password: 'correct horse battery' }, nextIp());
      expect(res.statusCode).toBe(303);
    }
  });
});
