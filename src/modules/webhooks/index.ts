// The face of the webhooks module: other modules import from this file only.
export type { TargetPolicy } from './target.js';
export { registerWebhookJobs } from './webhooks.jobs.js';
export type { DeliveryResource, WebhookResource } from './webhooks.mapper.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, sendTestEvent, updateWebhook, type WebhooksContext } from './webhooks.service.js';
export { createWebhookWorker, type WebhookWorker } from './worker.js';
export { countPendingDeliveries } from './deliveries.repository.js';
export { WebhookCreateBody, WebhookUpdateBody } from './webhooks.schemas.js';
