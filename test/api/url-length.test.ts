import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const LIMIT = 2048;
/** A URL of exactly `length` characters, with or without its scheme. */
const urlOf = (length: number, scheme = true) => {
  const head = scheme ? 'https://example.com/' : 'example.com/';
  return head + 'a'.repeat(length - head.length);
};

describe('a URL too long to store', () => {
  let app: TestApp;
  let owner: TestAccount;
  let ip = 0;

  beforeAll(async () => {
    app = await buildTestApp('sqlite');
    owner = await createAccount(app, 'pro');
  });
  afterAll(async () => {
    await app?.close();
  });

  const shorten = (url: string) => app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: `198.51.100.${++ip}`, payload: { url } });
  const cases: Array<[string, string]> = [
    ['with its scheme, one past the limit', urlOf(LIMIT + 1)],
    ['without a scheme, within the limit until https:// is added', urlOf(LIMIT - 4, false)],
    ['without a scheme, past the limit as typed', urlOf(LIMIT + 10, false)],
    ['far past the limit', urlOf(LIMIT * 4)],
  ];

  it.each(cases)('gets one code on /api/shorten %s, in the {error} body, the message naming what is stored', async (_name, url) => {
    const res = await shorten(url);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json())).toEqual(['error', 'code']);
    expect(res.json()).toEqual({ error: `URL is longer than ${LIMIT} characters as stored (https:// added when no scheme is given, and characters such as spaces percent-encoded)`, code: 'destination_invalid' });
  });

  it.each(cases)('gets the same code as destination_url %s, on create and edit', async (_name, url) => {
    const call = client(app, owner.token);
    const expected = { type: 'validation', code: 'destination_invalid', message: expect.stringContaining(`longer than ${LIMIT} characters as stored`) };
    const created = await call('POST', '/links', { destination_url: url });
    expect(created.statusCode).toBe(422);
    expect(created.json().error).toEqual(expected);
    expect(Object.keys(created.json().errors)).toEqual(['destination_url']);
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/short' })).json().data;
    const edited = await call('PATCH', `/links/${link.id}`, { destination_url: url });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().error).toEqual(expected);
    const fallback = await call('POST', '/links', { destination_url: 'https://example.com/f', fallback_url: url });
    expect(fallback.json().error).toEqual(expected);
    expect(Object.keys(fallback.json().errors)).toEqual(['fallback_url']);
  });

  it('stores a URL of exactly the limit, with or without its scheme', async () => {
    expect((await shorten(urlOf(LIMIT))).statusCode).toBe(201);
    const created = await client(app, owner.token)('POST', '/links', { destination_url: urlOf(LIMIT - 8, false) });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.destination_url).toHaveLength(LIMIT);
  });
});
