import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '../../src/platform/http/error-codes.js';
import { client, createAccount, setPlanLimits, type TestAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

/** A v1 failure: the contract's envelope, plus the stable code this test is about. */
function expectCode(res: LightMyRequestResponse, status: number, type: string, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error).toEqual({ type, code, message: body.message });
}

describe.each(DIALECTS)('error codes on %s', (dialect) => {
  let app: TestApp;
  let pro: TestAccount;
  let free: TestAccount;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    [pro, free] = await Promise.all([createAccount(app, 'pro'), createAccount(app, 'free')]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('names a taken slug, an unsafe and a malformed destination', async () => {
    const call = client(app, pro.token);
    expect((await call('POST', '/links', { destination_url: 'https://example.com/a', slug: 'code-taken' })).statusCode).toBe(201);
    expectCode(await call('POST', '/links', { destination_url: 'https://example.com/b', slug: 'code-taken' }), 422, 'validation', 'slug_taken');
    // Reserved route names are "taken" too (decisions.md), with the same code.
    expectCode(await call('POST', '/links', { destination_url: 'https://example.com/b', slug: 'docs' }), 422, 'validation', 'slug_taken');
    expectCode(await call('POST', '/links', { destination_url: 'http://10.0.0.1/' }), 422, 'validation', 'destination_unsafe');
    expectCode(await call('POST', '/links', { destination_url: 'https://bit.ly/abcdef' }), 422, 'validation', 'destination_unsafe');
    expectCode(await call('POST', '/links', { destination_url: 42 }), 422, 'validation', 'invalid_field');
  });

  it('names the plan, the quota, the state and a missing link', async () => {
    const call = client(app, pro.token);
    expectCode(await call('POST', '/links/bulk', { links: [{ destination_url: 'https://example.com/' }] }), 422, 'entitlement', 'plan_feature');
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/state' })).json().data;
    expectCode(await call('POST', `/links/${link.id}/enable`), 409, 'state', 'invalid_state');
    expectCode(await call('GET', '/links/999999'), 404, 'not_found', 'not_found');
    expectCode(await call('GET', '/links/abc'), 404, 'not_found', 'not_found');

    const capped = await createAccount(app, 'business');
    await setPlanLimits(app, 'business', { links_per_month: 1 });
    try {
      const capCall = client(app, capped.token);
      expect((await capCall('POST', '/links', { destination_url: 'https://example.com/1' })).statusCode).toBe(201);
      expectCode(await capCall('POST', '/links', { destination_url: 'https://example.com/2' }), 422, 'entitlement', 'quota_reached');
    } finally {
      await setPlanLimits(app, 'business', { links_per_month: 50000 });
    }
  });

  it('names what is wrong with the credentials', async () => {
    const anonymous = await app.http.inject({ method: 'GET', url: '/api/v1/links', remoteAddress: nextIp() });
    expectCode(anonymous, 401, 'authentication', 'unauthenticated');
    expectCode(await client(app, free.token)('GET', '/links'), 403, 'forbidden', 'api_not_in_plan');
    const readOnly = await createAccount(app, 'pro', ['links:read']);
    expectCode(await client(app, readOnly.token)('POST', '/links', { destination_url: 'https://example.com/' }), 403, 'forbidden', 'scope_missing');
  });

  it('answers an unknown path of the web app\'s API in the same JSON envelope, not the HTML page', async () => {
    for (const url of ['/app/api/nope', '/app/api/links']) {
      const res = await app.http.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(res.headers['content-type']).toContain('application/json');
      expectCode(res, 404, 'not_found', 'not_found');
    }
  });

  it('names a body that is not a JSON object', async () => {
    const call = client(app, pro.token);
    const res = await app.http.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: { authorization: `Bearer ${pro.token}`, 'content-type': 'application/json' },
      payload: '{"destination_url": ',
    });
    expectCode(res, 422, 'validation', 'invalid_body');
    expectCode(await call('POST', '/links', [1, 2]), 422, 'validation', 'invalid_body');
  });

  it('puts the code beside the keyless and QR bodies without changing them', async () => {
    const shorten = await app.http.inject({ method: 'POST', url: '/api/shorten', remoteAddress: nextIp(), payload: { url: 'http://192.168.0.1/' } });
    expect(shorten.statusCode).toBe(422);
    expect(shorten.json()).toEqual({ error: expect.any(String), code: 'destination_unsafe' });
    const qr = await app.http.inject({ method: 'GET', url: '/api/qr?size=5', remoteAddress: nextIp() });
    expect(qr.statusCode).toBe(422);
    expect(qr.json()).toEqual({ message: expect.any(String), errors: expect.any(Object), code: 'invalid_field' });
  });

  it('lists every code in the OpenAPI document and in docs/api.md', async () => {
    const document = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.components.schemas.ErrorCode.enum).toEqual(ERROR_CODE_LIST);
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const documented = [...docs.matchAll(/^\| `([a-z_]+)` \|/gm)].map((match) => match[1]);
    expect(documented).toEqual(ERROR_CODE_LIST);
  });
});
