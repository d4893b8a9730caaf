import type { SubscribableEventType } from '../../platform/events/event-types.js';
import { checkTargetUrl, type TargetPolicy } from './target.js';
import type { WebhookCreateBody, WebhookUpdateBody } from './webhooks.schemas.js';

/** Endpoint input after every check; an absent key was not sent. */
export interface EndpointInput {
  url?: string;
  events?: SubscribableEventType[];
  enabled?: boolean;
}

/**
 * The rules a schema cannot state, on a body the route's schema already validated: where the
 * URL may lead (no private addresses, https), and each event type counted once.
 */
export function checkEndpointInput(body: WebhookCreateBody | WebhookUpdateBody, policy: TargetPolicy): EndpointInput {
  return {
    ...(body.url !== undefined ? { url: checkTargetUrl(body.url, policy) } : {}),
    ...(body.events !== undefined ? { events: [...new Set(body.events as SubscribableEventType[])] } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
  };
}
