import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from '../../src/modules/webhooks/worker.js';
import { client, createAccount } from '../helpers/accounts.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { DIALECTS } from '../helpers/stores.js';
import { capturingLogger, deliveriesOf, drainUntil, type Receiver, startReceiver, verifyWebhook } from '../helpers/webhooks.js';

type Call = ReturnType<typeof client>;
const SCHEDULE = [0.05, 0.1, 0.15, 0.2, 0.25];
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe.each(DIALECTS)('webhook delivery on %s', (dialect) => {
  let app: TestApp;
  let receiver: Receiver;
  const workers: WebhookWorker[] = [];
  const worker = (options: Partial<WebhookWorkerOptions> = {}) => {
    const created = createWebhookWorker({ store: app.store, logger: app.http.log, retrySchedule: SCHEDULE, allowPrivateTargets: true, ...options });
    workers.push(created);
    return created;
  };
  /** A fresh account (events fan out per account) with one endpoint at the receiver. */
  const setup = async (body: Record<string, unknown> = {}) => {
    const account = await createAccount(app, 'pro', ['webhooks:write', 'links:read', 'links:write']);
    const call = client(app, account.token);
    const res = await call('POST', '/webhooks', { url: `${receiver.url}/hook`, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return { call, hook: res.json().data as { id: number; secret: string }, userId: account.user.id };
  };
  const statusOf = async (endpointId: number) => (await deliveriesOf(app, endpointId)).map((delivery) => delivery.status);
  const settled = (endpointId: number, count = 1) => async () => {
    const statuses = await statusOf(endpointId);
    return statuses.length >= count && statuses.every((status) => status !== 'pending');
  };
  const sendTest = async (call: Call, id: number) => expect((await call('POST', `/webhooks/${id}/test`)).statusCode).toBe(202);

  beforeAll(async () => {
    // Clicks are written only by an explicit flush, so a test's clicks land in one batch
    // however slowly the machine serves them.
    app = await buildTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: SCHEDULE.join(','), CLICK_FLUSH_MS: '60000' });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await receiver?.close();
    // Leftover pending deliveries of one test must not be claimed by the next test's workers.
    await app.store.db.updateTable('webhook_endpoints').set({ enabled: 0 }).execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('delivers link.created signed per Standard Webhooks, verifiable with the docs snippet', async () => {
    receiver = await startReceiver();
    const { call, hook } = await setup();
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/signed' })).json().data;
    await drainUntil(app.webhooks, () => receiver.received.length === 1);
    const [got] = receiver.received;
    const body = JSON.parse(got!.body);
    expect(body).toEqual({ id: expect.stringMatching(/^evt_/), type: 'link.created', created_at: expect.any(String), data: { link } });
    expect(got!.headers['webhook-id']).toBe(body.id);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verifyWebhook(hook.secret, got!.headers, got!.body)).toBe(true);
    expect(verifyWebhook(hook.secret, got!.headers, got!.body.replace('signed', 'forged'))).toBe(false);
    expect(verifyWebhook(`whsec_${Buffer.alloc(32).toString('base64')}`, got!.headers, got!.body)).toBe(false);
    await drainUntil(app.webhooks, settled(hook.id));
    const deliveries = (await call('GET', `/webhooks/${hook.id}/deliveries`)).json().data;
    expect(deliveries).toEqual([
      expect.objectContaining({
        event_id: body.id,
        event_type: 'link.created',
        status: 'succeeded',
        attempt_count: 1,
        attempts: [expect.objectContaining({ attempt: 1, response_code: 200, error: null, succeeded: true, duration_ms: expect.any(Number) })],
      }),
    ]);
  });

  it('emits link.updated with changes, link.status_changed with from/to and link.deleted', async () => {
    receiver = await startReceiver();
    const { call } = await setup();
    const { id } = (await call('POST', '/links', { destination_url: 'https://example.com/life' })).json().data;
    expect((await call('PATCH', `/links/${id}`, { title: 'New title', tags: ['a'] })).statusCode).toBe(200);
    // Edits that change nothing are not announced.
    expect((await call('PATCH', `/links/${id}`, {})).statusCode).toBe(200);
    expect((await call('PATCH', `/links/${id}`, { title: 'New title', destination_url: 'https://example.com/life' })).statusCode).toBe(200);
    expect((await call('POST', `/links/${id}/disable`)).statusCode).toBe(200);
    expect((await call('POST', `/links/${id}/disable`)).statusCode).toBe(409);
    expect((await call('POST', `/links/${id}/enable`)).statusCode).toBe(200);
    expect((await call('POST', `/links/${id}/archive`)).statusCode).toBe(200);
    expect((await call('DELETE', `/links/${id}`)).statusCode).toBe(204);
    await drainUntil(app.webhooks, () => receiver.received.length === 6);
    const events = receiver.received.map((entry) => JSON.parse(entry.body));
    const byType = (type: string) => events.filter((event) => event.type === type);
    expect(byType('link.updated')).toHaveLength(1);
    expect(byType('link.updated')[0].data.changes).toEqual({ title: { from: null, to: 'New title' }, tags: { from: [], to: ['a'] } });
    expect(byType('link.status_changed').map((event) => [event.data.from, event.data.to])).toEqual(
      expect.arrayContaining([['active', 'disabled'], ['disabled', 'active'], ['active', 'archived']]),
    );
    expect(byType('link.status_changed').every((event) => event.data.link.id === id)).toBe(true);
    expect(byType('link.deleted')).toHaveLength(1);
    expect(byType('link.deleted')[0].data.link).toMatchObject({ id, status: 'archived' });
  });

  it('sends link.status_changed with link.updated when an edit moves the status', async () => {
    receiver = await startReceiver();
    const { call } = await setup({ events: ['link.status_changed'] });
    const { id } = (await call('POST', '/links', { destination_url: 'https://example.com/expiring' })).json().data;
    await app.store.db.updateTable('links').set({ status: 'expired' }).where('id', '=', id).execute();
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await call('PATCH', `/links/${id}`, { expires_at: inAWeek })).statusCode).toBe(200);
    await drainUntil(app.webhooks, () => receiver.received.length === 1);
    expect(JSON.parse(receiver.received[0]!.body).data).toMatchObject({ from: 'expired', to: 'active', link: { id, status: 'active' } });
  });

  it('retries with growing backoff, re-signing each attempt, until the receiver accepts', async () => {
    receiver = await startReceiver((index) => (index < 3 ? 500 : 200));
    const { call, hook } = await setup();
    await sendTest(call, hook.id);
    await drainUntil(app.webhooks, settled(hook.id));
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    for (const entry of receiver.received) expect(verifyWebhook(hook.secret, entry.headers, entry.body)).toBe(true);
    const gaps = receiver.received.slice(1).map((entry, i) => entry.at - receiver.received[i]!.at);
    // Each wait is at least its slot of the schedule: the backoff grows in the configured order.
    for (const [i, gap] of gaps.entries()) expect(gap).toBeGreaterThanOrEqual(SCHEDULE[i]! * 1000 - 5);
    const [delivery] = (await call('GET', `/webhooks/${hook.id}/deliveries`)).json().data;
    expect(delivery).toMatchObject({ status: 'succeeded', attempt_count: 4, last_response_code: 200, last_error: null });
    expect(delivery.attempts.map((a: { attempt: number; error: string | null }) => [a.attempt, a.error])).toEqual([
      [1, 'HTTP 500'],
      [2, 'HTTP 500'],
      [3, 'HTTP 500'],
      [4, null],
    ]);
  });

  it('gives up after 5 retries, counting one failed delivery; a success resets the count', async () => {
    receiver = await startReceiver(() => 503);
    const { call, hook } = await setup();
    await sendTest(call, hook.id);
    await drainUntil(app.webhooks, settled(hook.id));
    expect(receiver.received).toHaveLength(6);
    const [failed] = (await call('GET', `/webhooks/${hook.id}/deliveries`)).json().data;
    expect(failed).toMatchObject({ status: 'failed', attempt_count: 6, last_response_code: 503, last_error: 'HTTP 503', next_attempt_at: null });
    expect((await call('GET', `/webhooks/${hook.id}`)).json().data.consecutive_failures).toBe(1);
    receiver.respond = () => 204;
    await sendTest(call, hook.id);
    await drainUntil(app.webhooks, settled(hook.id, 2));
    expect((await call('GET', `/webhooks/${hook.id}`)).json().data).toMatchObject({ consecutive_failures: 0, enabled: true });
  });

  it('disables the endpoint after 20 failed deliveries in a row, with a log line and a flag', async () => {
    receiver = await startReceiver(() => 500);
    const { call, hook } = await setup();
    const { logger, warnings } = capturingLogger(app.http.log);
    const fast = worker({ retrySchedule: [0, 0, 0, 0, 0], logger });
    for (let i = 0; i < 20; i++) await sendTest(call, hook.id);
    await drainUntil(fast, settled(hook.id, 20), 20_000);
    expect(receiver.received).toHaveLength(120);
    expect((await call('GET', `/webhooks/${hook.id}`)).json().data).toMatchObject({
      enabled: false,
      disabled_reason: 'failures',
      disabled_at: expect.any(String),
      consecutive_failures: 20,
    });
    expect(warnings).toEqual([[expect.objectContaining({ webhookId: hook.id }), expect.stringContaining('disabled')]]);
    expect((await call('POST', '/links', { destination_url: 'https://example.com/after' })).statusCode).toBe(201);
    expect(await deliveriesOf(app, hook.id)).toHaveLength(20);
  });

  it('does not follow redirects', async () => {
    receiver = await startReceiver(() => 302);
    const { call, hook } = await setup();
    await sendTest(call, hook.id);
    await drainUntil(worker({ retrySchedule: [] }), settled(hook.id));
    expect(receiver.received.map((entry) => entry.path)).toEqual(['/hook']);
    expect((await deliveriesOf(app, hook.id))[0]).toMatchObject({ status: 'failed', last_error: 'redirect not followed (HTTP 302)' });
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    receiver = await startReceiver(() => 'hang');
    const { call, hook } = await setup();
    await sendTest(call, hook.id);
    await drainUntil(worker({ retrySchedule: [], timeoutMs: 200 }), settled(hook.id));
    expect((await deliveriesOf(app, hook.id))[0]).toMatchObject({ status: 'failed', last_error: 'timed out after 0.2 s', last_response_code: null });
  });

  it('refuses at delivery a host that resolves to a private address, or a private literal', async () => {
    receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    const { call, hook } = await setup({ url: `http://hooks.example.com:${port}/hook` });
    const literal = (await call('POST', '/webhooks', { url: `${receiver.url}/literal` })).json().data;
    await sendTest(call, hook.id);
    await sendTest(call, literal.id);
    const strict = worker({ retrySchedule: [], allowPrivateTargets: false, resolver: async () => [{ address: '127.0.0.1', family: 4 }] });
    await drainUntil(strict, async () => (await settled(hook.id)()) && (await settled(literal.id)()));
    expect(receiver.received).toEqual([]);
    expect((await deliveriesOf(app, hook.id))[0]!.last_error).toContain('hooks.example.com resolves to a private or reserved address');
    expect((await deliveriesOf(app, literal.id))[0]!.last_error).toContain('127.0.0.1 is private');
  });

  it('link.clicked: one event per link per batch with counts, only for endpoints that opt in', async () => {
    receiver = await startReceiver();
    const { call, hook } = await setup({ events: ['link.clicked'] });
    const other = (await call('POST', '/webhooks', { url: `${receiver.url}/other` })).json().data;
    const link = (await call('POST', '/links', { destination_url: 'https://example.com/clicked' })).json().data;
    for (let i = 0; i < 3; i++) await app.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': CHROME } });
    await app.http.inject({ method: 'GET', url: `/${link.slug}`, headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    await app.clicks.flush();
    await drainUntil(app.webhooks, async () => (await settled(hook.id)()) && (await settled(other.id)()));
    const clicked = receiver.received.filter((entry) => entry.path === '/hook').map((entry) => JSON.parse(entry.body));
    expect(clicked).toEqual([expect.objectContaining({ type: 'link.clicked' })]);
    expect(clicked[0].data).toEqual({
      link: { id: link.id, slug: link.slug },
      clicks: 3,
      unique_clicks: 1,
      bot_clicks: 1,
      last_clicked_at: expect.any(String),
    });
    expect(receiver.received.filter((entry) => entry.path === '/other').map((entry) => JSON.parse(entry.body).type)).toEqual(['link.created']);
  });
});
