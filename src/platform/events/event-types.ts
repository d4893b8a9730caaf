/** Event types an endpoint can subscribe to; `link.clicked` is opt-in (never a default). */
export const EVENT_TYPES = [
  'link.created',
  'link.updated',
  'link.deleted',
  'link.status_changed',
  'link.claimed',
  'link.clicked',
  'link.broken',
  'link.recovered',
] as const;
export type SubscribableEventType = (typeof EVENT_TYPES)[number];

/** Sent only by `POST /webhooks/{id}/test`, to that endpoint, whatever it subscribes to. */
export const TEST_EVENT_TYPE = 'webhook.test';
export type EventType = SubscribableEventType | typeof TEST_EVENT_TYPE;

export const DEFAULT_EVENT_TYPES: readonly SubscribableEventType[] = EVENT_TYPES.filter((type) => type !== 'link.clicked');

export function isEventType(value: unknown): value is SubscribableEventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/** The JSON body every delivery carries; `id` is also the `webhook-id` header. */
export interface EventPayload {
  id: string;
  type: EventType;
  created_at: string;
  data: Record<string, unknown>;
}
