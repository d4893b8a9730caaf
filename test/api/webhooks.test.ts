import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';

type Call = ReturnType<typeof client>;
const SCOPES = ['webhooks:write', 'links:read', 'links:write'];

function expectError(res: LightMyRequestResponse, status: number, type: string, field?: string): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ message: expect.any(String), error: { type, message: body.message } });
  if (field) expect(body.errors[field], res.body).toEqual([expect.any(String)]);
}

describe.each(DIALECTS)('/api/v1/webhooks on %s', (dialect) => {
  let app: TestApp;
  let call: Call;
  let otherCall: Call;
  const create = async (body: Record<string, unknown>, c: Call = call) => {
    const res = await c('POST', '/webhooks', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    const [owner, other] = await Promise.all([createAccount(app, 'pro', SCOPES), createAccount(app, 'pro', SCOPES)]);
    call = client(app, owner.token);
    otherCall = client(app, other.token);
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers an endpoint and shows its whsec_ secret only in the POST response', async () => {
    const created = await create({ url: 'https://hooks.example.com/in' });
    expect(created).toEqual({
      id: expect.any(Number),
      url: 'https://hooks.example.com/in',
      events: ['link.created', 'link.updated', 'link.deleted', 'link.status_changed', 'link.claimed', 'link.broken', 'link.recovered'],
      enabled: true,
      consecutive_failures: 0,
      disabled_reason: null,
      disabled_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/),
    });
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const got = await call('GET', `/webhooks/${created.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).not.toHaveProperty('secret');
    const list = await call('GET', '/webhooks');
    expect(list.json().data.map((hook: { id: number }) => hook.id)).toContain(created.id);
    expect(list.body).not.toContain('whsec_');
  });

  it('subscribes to link.clicked only when asked', async () => {
    const created = await create({ url: 'https://hooks.example.com/clicks', events: ['link.clicked', 'link.created', 'link.clicked'] });
    expect(created.events).toEqual(['link.clicked', 'link.created']);
  });

  it.each([
    [{ url: 'http://hooks.example.com/in' }, 'url'],
    [{ url: 'https://127.0.0.1/in' }, 'url'],
    [{ url: 'https://10.1.2.3/in' }, 'url'],
    [{ url: 'https://[::1]/in' }, 'url'],
    [{ url: 'https://localhost:8080/in' }, 'url'],
    [{ url: 'https://metadata.internal/in' }, 'url'],
    [{ url: 'https://169.254.169.254/latest' }, 'url'],
    [{ url: 'ftp://hooks.example.com/in' }, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: 42 }, 'url'],
    [{}, 'url'],
    [{ url: 'https://sho.rt/hook' }, 'url'],
    [{ url: 'https://hooks.example.com/in', events: [] }, 'events'],
    [{ url: 'https://hooks.example.com/in', events: ['link.exploded'] }, 'events'],
    [{ url: 'https://hooks.example.com/in', events: 'link.created' }, 'events'],
    [{ url: 'https://hooks.example.com/in', enabled: 'yes' }, 'enabled'],
  ])('answers 422 naming the field for %j', async (body, field) => {
    expectError(await call('POST', '/webhooks', body), 422, 'validation', field);
  });

  it('words a schema failure inside a list by the item, as people count', async () => {
    const res = await call('POST', '/webhooks', { url: 'https://hooks.example.com/in', events: ['link.created', 'link.exploded'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.events).toEqual([expect.stringMatching(/^item 2 must be one of: link\.created, /)]);
  });

  it('answers 422 for a body that is not a JSON object', async () => {
    expectError(await call('POST', '/webhooks', '{"url": ', { headers: { 'content-type': 'application/json' } }), 422, 'validation');
    expectError(await call('POST', '/webhooks', [1, 2]), 422, 'validation', 'body');
  });

  it('updates url, events and enabled; enabling again clears the failure state', async () => {
    const { id } = await create({ url: 'https://hooks.example.com/a' });
    const patched = await call('PATCH', `/webhooks/${id}`, { url: 'https://hooks.example.com/b', events: ['link.deleted'], enabled: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ url: 'https://hooks.example.com/b', events: ['link.deleted'], enabled: false, disabled_reason: 'manual' });
    expect(patched.json().data.disabled_at).toEqual(expect.any(String));
    await app.store.db.updateTable('webhook_endpoints').set({ consecutive_failures: 20, disabled_reason: 'failures' }).where('id', '=', id).execute();
    const enabled = await call('PATCH', `/webhooks/${id}`, { enabled: true });
    expect(enabled.json().data).toMatchObject({ enabled: true, consecutive_failures: 0, disabled_reason: null, disabled_at: null });
    expectError(await call('PATCH', `/webhooks/${id}`, { url: 'http://10.0.0.1/x' }), 422, 'validation', 'url');
  });

  it('deletes an endpoint with its deliveries', async () => {
    const { id } = await create({ url: 'https://hooks.example.com/gone' });
    expect((await call('POST', `/webhooks/${id}/test`)).statusCode).toBe(202);
    const res = await call('DELETE', `/webhooks/${id}`);
    expect(res.statusCode).toBe(204);
    expectError(await call('GET', `/webhooks/${id}`), 404, 'not_found');
    expectError(await call('DELETE', `/webhooks/${id}`), 404, 'not_found');
    const left = await app.store.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it("answers 404 for other accounts' endpoints and ids that are not integers", async () => {
    const { id } = await create({ url: 'https://hooks.example.com/mine' });
    for (const [method, path, body] of [
      ['GET', `/webhooks/${id}`],
      ['PATCH', `/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/webhooks/${id}`],
      ['POST', `/webhooks/${id}/test`],
      ['POST', `/webhooks/${id}/rotate-secret`],
      ['GET', `/webhooks/${id}/deliveries`],
    ] as const) {
      expectError(await otherCall(method, path, body), 404, 'not_found');
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) expectError(await call('GET', `/webhooks/${bad}`), 404, 'not_found');
    expect((await call('GET', `/webhooks/${id}`)).json().data.enabled).toBe(true);
  });

  it('rotates the secret and shows the new one once', async () => {
    const created = await create({ url: 'https://hooks.example.com/rotate' });
    const rotated = await call('POST', `/webhooks/${created.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(created.secret);
  });

  it('queues a webhook.test delivery and lists it, 409 when the endpoint is disabled', async () => {
    const { id } = await create({ url: 'https://hooks.example.com/test' });
    const queued = await call('POST', `/webhooks/${id}/test`);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json().data).toMatchObject({ event_type: 'webhook.test', status: 'pending', attempt_count: 0, attempts: [] });
    const list = await call('GET', `/webhooks/${id}/deliveries?status=pending`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().meta).toMatchObject({ total: 1, current_page: 1, per_page: 20 });
    expectError(await call('GET', `/webhooks/${id}/deliveries?status=lost`), 422, 'validation');
    expectError(await call('GET', `/webhooks/${id}/deliveries?per_page=500`), 422, 'validation');
    await call('PATCH', `/webhooks/${id}`, { enabled: false });
    expectError(await call('POST', `/webhooks/${id}/test`), 409, 'state');
  });

  it('needs a token with webhooks:write on a plan with API access', async () => {
    expectError(await app.http.inject({ method: 'GET', url: '/api/v1/webhooks' }), 401, 'authentication');
    const readOnly = await createAccount(app, 'pro', ['links:read']);
    const denied = await client(app, readOnly.token)('GET', '/webhooks');
    expectError(denied, 403, 'forbidden');
    expect(denied.json().message).toContain('webhooks:write');
    const free = await createAccount(app, 'free', SCOPES);
    expectError(await client(app, free.token)('POST', '/webhooks', { url: 'https://hooks.example.com/free' }), 403, 'forbidden');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.http.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/webhooks', '/api/v1/webhooks/{id}', '/api/v1/webhooks/{id}/test', '/api/v1/webhooks/{id}/deliveries']),
    );
    expect(doc.paths['/api/v1/webhooks'].post.responses['201']).toBeDefined();
  });
});
