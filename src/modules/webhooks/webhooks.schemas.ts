import { type Static, Type } from 'typebox';
import { idParams, listOf, requireAll } from '../../platform/http/api-schemas.js';
import { EVENT_TYPES } from '../../platform/events/event-types.js';
import { pagedListSchema } from '../../platform/http/paging.js';

const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const eventList = { type: 'array', items: { type: 'string', enum: [...EVENT_TYPES] }, minItems: 1 } as const;

const webhookProperties = {
  id: { type: 'integer' },
  url: { type: 'string', format: 'uri' },
  events: eventList,
  enabled: { type: 'boolean' },
  consecutive_failures: { type: 'integer', description: 'Deliveries that failed for good in a row; 20 disable the endpoint' },
  disabled_reason: {
    type: ['string', 'null'],
    enum: ['manual', 'failures', null],
    description: '`failures`: disabled automatically after 20 failed deliveries in a row',
  },
  disabled_at: nullableDateTime,
  created_at: dateTime,
  updated_at: dateTime,
} as const;

const webhook = { type: 'object', required: Object.keys(webhookProperties), properties: webhookProperties } as const;
const webhookWithSecret = {
  type: 'object',
  required: [...Object.keys(webhookProperties), 'secret'],
  properties: {
    ...webhookProperties,
    secret: { type: 'string', description: 'Signing secret (`whsec_...`), shown only in this response', examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] },
  },
} as const;

export const webhookEnvelopeSchema = requireAll({ type: 'object', properties: { data: webhook } } as const);
export const webhookSecretEnvelopeSchema = requireAll({ type: 'object', properties: { data: webhookWithSecret } } as const);
export const webhookListSchema = listOf(webhook);

// Request bodies: one TypeBox schema each gives the validation (Fastify's ajv), the TypeScript
// type (Static) and the OpenAPI document. What a schema cannot say (which hosts a URL may
// reach) is checked by target.ts on the validated value.
const url = Type.String({
  format: 'uri',
  maxLength: 2048,
  description: 'https (plain http only where the operator allows private targets); never a private or loopback address, nor a host name that resolves to one when DNS answers (422 naming `url`)',
  examples: ['https://example.com/hooks/shortener'],
});
/** Repeated types are accepted and counted once. */
const events = Type.Array(Type.Enum([...EVENT_TYPES]), { minItems: 1 });

export const WebhookCreateBody = Type.Object({
  url,
  events: Type.Optional(Type.Array(Type.Enum([...EVENT_TYPES]), { minItems: 1, description: 'Default: every type except `link.clicked`, which is opt-in' })),
  enabled: Type.Optional(Type.Boolean({ default: true })),
});
export type WebhookCreateBody = Static<typeof WebhookCreateBody>;

export const WebhookUpdateBody = Type.Object({
  url: Type.Optional(url),
  events: Type.Optional(events),
  enabled: Type.Optional(Type.Boolean({ description: 'true re-enables a disabled endpoint and resets its failure count' })),
});
export type WebhookUpdateBody = Static<typeof WebhookUpdateBody>;

const attempt = {
  type: 'object',
  properties: {
    attempt: { type: 'integer', description: '1 for the first try, up to 6 (5 retries)' },
    started_at: dateTime,
    duration_ms: { type: 'integer' },
    response_code: { type: ['integer', 'null'] },
    error: { type: ['string', 'null'], examples: ['HTTP 500', 'timed out after 10 s', 'connection refused'] },
    succeeded: { type: 'boolean' },
  },
} as const;

const delivery = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    event_id: { type: 'string', description: 'Also the `webhook-id` header', examples: ['evt_3mJ0c1Zq9pQpY3l7m0hH2A'] },
    event_type: { type: 'string', examples: ['link.created'] },
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
    attempt_count: { type: 'integer' },
    next_attempt_at: nullableDateTime,
    last_response_code: { type: ['integer', 'null'] },
    last_error: { type: ['string', 'null'] },
    created_at: dateTime,
    completed_at: nullableDateTime,
    attempts: { type: 'array', items: attempt },
  },
} as const;

export const deliveryEnvelopeSchema = requireAll({ type: 'object', properties: { data: delivery } } as const);

export const deliveryListSchema = requireAll(pagedListSchema(delivery));

export const deliveryQuerySchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['pending', 'succeeded', 'failed'] },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export const webhookIdParamsSchema = idParams('webhook');
