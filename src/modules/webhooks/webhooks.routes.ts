import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { pageLinks } from '../../platform/http/paging.js';
import type { DeliveryStatus } from './deliveries.repository.js';
import * as s from './webhooks.schemas.js';
import { sendCreated } from '../../platform/http/created.js';
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

type IdRequest = FastifyRequest<{ Params: { id: number } }>;
type DeliveriesRequest = FastifyRequest<{ Params: { id: number }; Querystring: { status?: DeliveryStatus; page: number; per_page: number } }>;

// The id's schema (idParams) already refused anything but a positive integer, with a 404.
const webhookId = (request: IdRequest): number => request.params.id;

const userOf = (request: FastifyRequest) => accountOf(request).workspaceId;
const config = { scope: 'webhooks:write' as const, notFoundMessage: 'Webhook not found' };
const doc = (operationId: string, summary: string, extra: object = {}, description?: string) => ({
  tags: ['Webhooks'],
  operationId,
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: ['webhooks:write'] }],
  ...extra,
});
const withId = (operationId: string, summary: string, response: object, extra: object = {}) =>
  doc(operationId, summary, { params: s.webhookIdParamsSchema, response: { ...response, ...v1Errors }, ...extra });

const EVENTS_DOC =
  'Events: `link.created`, `link.updated`, `link.deleted`, `link.status_changed`, `link.claimed`, `link.broken`, `link.recovered`, `link.clicked` (opt-in). ' +
  'Each delivery is a POST of `{id, type, created_at, data}` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, ' +
  '`webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). Payload examples and a verification snippet: docs/webhooks.md.';

/** /api/v1/webhooks: thin routes over the webhook services; every route needs `webhooks:write`. */
export async function webhooksRoutes(untyped: FastifyInstance, ctx: WebhooksContext): Promise<void> {
  // Bodies are typed from their TypeBox schemas: what the schema validated is what the service gets.
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/webhooks', { config, schema: doc('listWebhooks', 'List webhook endpoints', { response: { 200: s.webhookListSchema, ...v1Errors } }) }, async (request) => ({
    data: await listWebhooks(ctx, userOf(request)),
  }));

  app.post('/webhooks', { config, schema: { ...doc('createWebhook', 'Register a webhook endpoint (the secret is shown once)', { response: { 201: s.webhookSecretEnvelopeSchema, ...v1Errors } }, EVENTS_DOC), body: s.WebhookCreateBody } }, async (request, reply) => {
    const webhook = await createWebhook(ctx, accountOf(request), request.body);
    return sendCreated(request, reply, webhook.id, { data: webhook });
  });

  app.get('/webhooks/:id', { config, schema: withId('getWebhook', 'Get a webhook endpoint', { 200: s.webhookEnvelopeSchema }) }, async (request: IdRequest) => ({
    data: await getWebhook(ctx, userOf(request), webhookId(request)),
  }));

  app.patch('/webhooks/:id', { config, schema: { ...withId('updateWebhook', 'Change url, events or enabled', { 200: s.webhookEnvelopeSchema }), params: s.webhookIdParamsSchema, body: s.WebhookUpdateBody } }, async (request) => ({
    data: await updateWebhook(ctx, accountOf(request), request.params.id, request.body),
  }));

  app.delete('/webhooks/:id', { config, schema: withId('deleteWebhook', 'Delete a webhook endpoint and its delivery log', { 204: { type: 'null' } }) }, async (request: IdRequest, reply) => {
    await deleteWebhook(ctx, accountOf(request), webhookId(request));
    return reply.code(204).send();
  });

  app.post('/webhooks/:id/test', { config, schema: withId('testWebhook', 'Queue a signed webhook.test delivery', { 202: s.deliveryEnvelopeSchema, 409: { $ref: 'ApiError#' } }) }, async (request: IdRequest, reply) =>
    reply.code(202).send({ data: await sendTestEvent(ctx, userOf(request), webhookId(request)) }),
  );

  app.post('/webhooks/:id/rotate-secret', { config, schema: withId('rotateWebhookSecret', 'Replace the signing secret (shown once)', { 200: s.webhookSecretEnvelopeSchema }) }, async (request: IdRequest) => ({
    data: await rotateWebhookSecret(ctx, accountOf(request), webhookId(request)),
  }));

  app.get('/webhooks/:id/deliveries', { config, schema: withId('listWebhookDeliveries', 'Deliveries, newest first, with their attempts', { 200: s.deliveryListSchema }, { querystring: s.deliveryQuerySchema }) }, async (request: DeliveriesRequest) => {
    const q = request.query;
    const { data, total } = await listWebhookDeliveries(ctx, userOf(request), webhookId(request), { status: q.status, page: q.page, perPage: q.per_page });
    return { data, ...pageLinks(ctx.baseUrl, request.url, q.page, q.per_page, total) };
  });
}
