import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../platform/http/errors.js';
import { accountOf } from '../accounts/api-auth.js';
import { pageLinks } from '../links/links.pagination.js';
import type { DeliveryStatus } from './deliveries.repository.js';
import * as s from './webhooks.schemas.js';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  type WebhooksContext,
} from './webhooks.service.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
type DeliveriesRequest = FastifyRequest<{ Params: { id: string }; Querystring: { status?: DeliveryStatus; page: number; per_page: number } }>;

/** An id that is not a positive integer names no webhook: 404, like any missing one. */
function webhookId(request: IdRequest): number {
  if (!/^\d{1,15}$/.test(request.params.id) || Number(request.params.id) < 1) throw new NotFoundError('Webhook not found');
  return Number(request.params.id);
}

const userOf = (request: FastifyRequest) => accountOf(request).userId;
const config = { scope: 'webhooks:write' as const };
const doc = (summary: string, extra: object = {}, description?: string) => ({
  tags: ['Webhooks'],
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: ['webhooks:write'] }],
  ...extra,
});
const withId = (summary: string, response: object, extra: object = {}) =>
  doc(summary, { params: s.webhookIdParamsSchema, response: { ...response, ...s.webhookErrors }, ...extra });

const EVENTS_DOC =
  'Events: `link.created`, `link.updated`, `link.deleted`, `link.status_changed`, `link.claimed`, `link.clicked` (opt-in). ' +
  'Each delivery is a POST of `{id, type, created_at, data}` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, ' +
  '`webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). Payload examples and a verification snippet: docs/webhooks.md.';

/** /api/v1/webhooks: thin routes over the webhook services; every route needs `webhooks:write`. */
export async function webhooksRoutes(app: FastifyInstance, ctx: WebhooksContext): Promise<void> {
  app.get('/webhooks', { config, schema: doc('List webhook endpoints', { response: { 200: s.webhookListSchema, ...s.webhookErrors } }) }, async (request) => ({
    data: await listWebhooks(ctx, userOf(request)),
  }));

  app.post('/webhooks', { config, attachValidation: true, schema: doc('Register a webhook endpoint (the secret is shown once)', { body: s.webhookCreateSchema, response: { 201: s.webhookSecretEnvelopeSchema, ...s.webhookErrors } }, EVENTS_DOC) }, async (request, reply) =>
    reply.code(201).send({ data: await createWebhook(ctx, userOf(request), request.body) }),
  );

  app.get('/webhooks/:id', { config, schema: withId('Get a webhook endpoint', { 200: s.webhookEnvelopeSchema }) }, async (request: IdRequest) => ({
    data: await getWebhook(ctx, userOf(request), webhookId(request)),
  }));

  app.patch('/webhooks/:id', { config, attachValidation: true, schema: withId('Change url, events or enabled', { 200: s.webhookEnvelopeSchema }, { body: s.webhookUpdateSchema }) }, async (request: IdRequest) => ({
    data: await updateWebhook(ctx, userOf(request), webhookId(request), request.body),
  }));

  app.delete('/webhooks/:id', { config, schema: withId('Delete a webhook endpoint and its delivery log', { 204: { type: 'null' } }) }, async (request: IdRequest, reply) => {
    await deleteWebhook(ctx, userOf(request), webhookId(request));
    return reply.code(204).send();
  });

  app.post('/webhooks/:id/test', { config, schema: withId('Queue a signed webhook.test delivery', { 202: s.deliveryEnvelopeSchema, 409: { $ref: 'ApiError#' } }) }, async (request: IdRequest, reply) =>
    reply.code(202).send({ data: await sendTestEvent(ctx, userOf(request), webhookId(request)) }),
  );

  app.post('/webhooks/:id/rotate-secret', { config, schema: withId('Replace the signing secret (shown once)', { 200: s.webhookSecretEnvelopeSchema }) }, async (request: IdRequest) => ({
    data: await rotateWebhookSecret(ctx, userOf(request), webhookId(request)),
  }));

  app.get('/webhooks/:id/deliveries', { config, schema: withId('Deliveries, newest first, with their attempts', { 200: s.deliveryListSchema }, { querystring: s.deliveryQuerySchema }) }, async (request: DeliveriesRequest) => {
    const q = request.query;
    const { data, total } = await listWebhookDeliveries(ctx, userOf(request), webhookId(request), { status: q.status, page: q.page, perPage: q.per_page });
    return { data, ...pageLinks(ctx.baseUrl, request.url, q.page, q.per_page, total) };
  });
}
