import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestApp } from './app.js';

export const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((cookie) => cookie.name === name);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let ip = 0;
/** A fresh documentation address, so per-address log-in budgets never mix between tests. */
export const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;

/** The code an authenticator app would show for `secret` at `at` (ms). */
export function totpCode(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });
}

/** A browser-like client: keeps cookies, reads CSRF tokens from pages, posts forms. */
export function browser(app: TestApp, userAgent = CHROME_MAC, remoteAddress = nextIp()) {
  const jar: Record<string, string> = {};
  const keep = (res: LightMyRequestResponse) => {
    for (const cookie of res.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) delete jar[cookie.name];
      else jar[cookie.name] = cookie.value;
    }
    return res;
  };
  const get = async (url: string) => keep(await app.http.inject({ method: 'GET', url, cookies: jar, headers: { 'user-agent': userAgent }, remoteAddress }));
  /** The page's form token: the double-submit one on public pages, the session's on /app pages. */
  const csrfOf = (body: string) => /name="csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';
  const post = async (url: string, fields: Record<string, string>, from?: string) => {
    const csrf = fields.csrf ?? csrfOf((await get(from ?? url)).body);
    const payload = new URLSearchParams({ ...fields, csrf }).toString();
    return keep(await app.http.inject({ method: 'POST', url, headers: { ...FORM, 'user-agent': userAgent }, cookies: jar, payload, remoteAddress }));
  };
  return { jar, get, post, csrfOf };
}
export type Browser = ReturnType<typeof browser>;

/** Logs in with the password; returns the response (303 to /app, or to /login/code with two-factor sign-in). */
export async function logIn(b: Browser, email: string, password = 'correct horse battery'): Promise<LightMyRequestResponse> {
  return b.post('/login', { email, password }, '/login');
}

/** Turns on two-factor sign-in from the account pages, reading the key from the page like a person would. */
export async function enableTwoFactor(b: Browser): Promise<{ secret: string; codes: string[] }> {
  const setup = await b.get('/app/account/two-factor');
  expect(setup.statusCode).toBe(200);
  const secret = /data-secret="([A-Z2-7]+)"/.exec(setup.body)![1]!;
  const done = await b.post('/app/account/two-factor', { code: totpCode(secret), csrf: b.csrfOf(setup.body) });
  expect(done.statusCode, done.body).toBe(200);
  const codes = [...done.body.matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code><\/li>/g)].map((m) => m[1]!);
  expect(codes).toHaveLength(10);
  return { secret, codes };
}
