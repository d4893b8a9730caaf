import type { Db, Store } from '../../platform/db/db.js';
import { type AuditActor, recordAudit } from '../../platform/events/audit.js';
import { LimitReachedError, NotFoundError, StateError } from '../../platform/http/errors.js';
import { attemptsOf, type DeliveryStatus, listDeliveries } from './deliveries.repository.js';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointRow,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
} from './endpoints.repository.js';
import { DEFAULT_EVENT_TYPES } from '../../platform/events/event-types.js';
import { enqueueTestEvent } from '../../platform/events/outbox.js';
import { generateSecret } from './signing.js';
import type { TargetPolicy } from './target.js';
import { checkEndpointInput } from './webhooks.input.js';
import type { WebhookCreateBody, WebhookUpdateBody } from './webhooks.schemas.js';
import { type DeliveryResource, toDeliveryResource, toWebhookResource, type WebhookResource } from './webhooks.mapper.js';

/** What webhook services need from the app. */
export interface WebhooksContext {
  store: Store;
  policy: TargetPolicy;
  baseUrl: string;
}

export const MAX_ENDPOINTS = 20;

/** The endpoint plus its secret: only creation and rotation ever show the secret. */
export type WebhookWithSecret = WebhookResource & { secret: string };

/** Records a change of an endpoint; the secret shows only as redacted (audit.ts). */
function auditWebhook(trx: Db, actor: AuditActor, action: string, id: number, before?: EndpointRow, after?: EndpointRow): Promise<boolean> {
  const fields = (row: EndpointRow) => ({ url: row.url, events: row.events.split(' '), enabled: row.enabled === 1, secret: row.secret });
  return recordAudit(trx, actor, { action, targetType: 'webhook', targetId: id, before: before && fields(before), after: after && fields(after) });
}

export async function createWebhook(ctx: WebhooksContext, actor: AuditActor, body: WebhookCreateBody): Promise<WebhookWithSecret> {
  const { workspaceId } = actor;
  const input = await checkEndpointInput(body, ctx.policy);
  if ((await countEndpoints(ctx.store.db, workspaceId)) >= MAX_ENDPOINTS) {
    throw new LimitReachedError(`An account can have at most ${MAX_ENDPOINTS} webhook endpoints; delete one first`);
  }
  const now = new Date().toISOString();
  const enabled = input.enabled ?? true;
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    const inserted = await insertEndpoint(trx, {
      workspace_id: workspaceId,
      url: input.url!,
      events: (input.events ?? DEFAULT_EVENT_TYPES).join(' '),
      secret: generateSecret(),
      enabled: enabled ? 1 : 0,
      disabled_at: enabled ? null : now,
      disabled_reason: enabled ? null : 'manual',
      created_at: now,
      updated_at: now,
    });
    await auditWebhook(trx, actor, 'webhook.created', inserted.id, undefined, inserted);
    return inserted;
  });
  return { ...toWebhookResource(row), secret: row.secret };
}

export async function listWebhooks(ctx: WebhooksContext, workspaceId: number): Promise<WebhookResource[]> {
  return (await listEndpoints(ctx.store.db, workspaceId)).map(toWebhookResource);
}

/** The caller's endpoint, or 404; other accounts' ids look exactly like missing ones. */
async function getEndpointOrThrow(ctx: WebhooksContext, workspaceId: number, id: number): Promise<EndpointRow> {
  const row = await findEndpoint(ctx.store.db, workspaceId, id);
  if (!row) throw new NotFoundError('Webhook not found');
  return row;
}

export async function getWebhook(ctx: WebhooksContext, workspaceId: number, id: number): Promise<WebhookResource> {
  return toWebhookResource(await getEndpointOrThrow(ctx, workspaceId, id));
}

/** Changes url, events or enabled; enabling again clears the failure run and the disabled flag. */
export async function updateWebhook(ctx: WebhooksContext, actor: AuditActor, id: number, body: WebhookUpdateBody): Promise<WebhookResource> {
  const { workspaceId } = actor;
  const input = await checkEndpointInput(body, ctx.policy);
  const current = await getEndpointOrThrow(ctx, workspaceId, id);
  const now = new Date().toISOString();
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    const updated = await updateEndpoint(trx, workspaceId, id, {
      updated_at: now,
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events.join(' ') } : {}),
      ...(input.enabled === true && current.enabled === 0
        ? { enabled: 1, consecutive_failures: 0, disabled_at: null, disabled_reason: null }
        : {}),
      ...(input.enabled === false && current.enabled === 1 ? { enabled: 0, disabled_at: now, disabled_reason: 'manual' } : {}),
    });
    if (!updated) throw new NotFoundError('Webhook not found');
    await auditWebhook(trx, actor, 'webhook.updated', id, current, updated);
    return updated;
  });
  return toWebhookResource(row);
}

/** Deletes the endpoint with its deliveries and their attempts. */
export async function deleteWebhook(ctx: WebhooksContext, actor: AuditActor, id: number): Promise<void> {
  const current = await getEndpointOrThrow(ctx, actor.workspaceId, id);
  await ctx.store.db.transaction().execute(async (trx) => {
    if (!(await deleteEndpoint(trx, actor.workspaceId, id))) throw new NotFoundError('Webhook not found');
    await auditWebhook(trx, actor, 'webhook.deleted', id, current);
  });
}

/** A new secret, effective at once for every later attempt (pending ones included). */
export async function rotateWebhookSecret(ctx: WebhooksContext, actor: AuditActor, id: number): Promise<WebhookWithSecret> {
  const current = await getEndpointOrThrow(ctx, actor.workspaceId, id);
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    const updated = await updateEndpoint(trx, actor.workspaceId, id, { secret: generateSecret(), updated_at: new Date().toISOString() });
    if (!updated) throw new NotFoundError('Webhook not found');
    await auditWebhook(trx, actor, 'webhook.secret_rotated', id, current, updated);
    return updated;
  });
  return { ...toWebhookResource(row), secret: row.secret };
}

/** Queues a signed `webhook.test` delivery through the same outbox and worker as real events. */
export async function sendTestEvent(ctx: WebhooksContext, workspaceId: number, id: number): Promise<DeliveryResource> {
  const endpoint = await getEndpointOrThrow(ctx, workspaceId, id);
  if (endpoint.enabled === 0) throw new StateError('This webhook is disabled; enable it before sending a test event');
  const eventId = await ctx.store.db.transaction().execute((trx) => enqueueTestEvent(trx, endpoint));
  const { rows } = await listDeliveries(ctx.store.db, { endpointId: id, eventId, limit: 1, offset: 0 });
  return toDeliveryResource(rows[0]!, []);
}

export interface DeliveryQuery {
  status?: DeliveryStatus;
  page: number;
  perPage: number;
}

/** The endpoint's deliveries, newest first, each with its attempts. */
export async function listWebhookDeliveries(ctx: WebhooksContext, workspaceId: number, id: number, query: DeliveryQuery) {
  await getEndpointOrThrow(ctx, workspaceId, id);
  const { rows, total } = await listDeliveries(ctx.store.db, {
    endpointId: id,
    status: query.status,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const attempts = await attemptsOf(ctx.store.db, rows.map((row) => row.id));
  return { data: rows.map((row) => toDeliveryResource(row, attempts.get(row.id) ?? [])), total };
}
