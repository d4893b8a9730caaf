import type { SubscribableEventType } from '../../platform/events/event-types.js';
import { checkTargetAddresses, checkTargetUrl, type TargetPolicy } from './target.js';
import type { WebhookCreateBody, WebhookUpdateBody } from './webhooks.schemas.js';

/** Endpoint input after every check; an absent key was not sent. */
export interface EndpointInput {
  url?: string;
  events?: SubscribableEventType[];
  enabled?: boolean;
}

/**
 * The rules a schema cannot state, on a body the route's schema already validated: where the
 * URL may lead (no private addresses, also by DNS, https), and each event type counted once.
 */
export async function checkEndpointInput(body: WebhookCreateBody | WebhookUpdateBody, policy: TargetPolicy): Promise<EndpointInput> {
  const url = body.url !== undefined ? checkTargetUrl(body.url, policy) : undefined;
  if (url !== undefined) await checkTargetAddresses(url, policy);
  return {
    ...(url !== undefined ? { url } : {}),
    ...(body.events !== undefined ? { events: [...new Set(body.events as SubscribableEventType[])] } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
  };
}
