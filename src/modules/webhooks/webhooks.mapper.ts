import type { AttemptRow, DeliveryListRow } from './deliveries.repository.js';
import type { EndpointRow } from './endpoints.repository.js';

/** The Webhook resource in its wire shape; the secret is never part of it. */
export interface WebhookResource {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  consecutive_failures: number;
  /** Why it is disabled: `manual` (by the owner) or `failures` (20 failed deliveries in a row). */
  disabled_reason: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

export function toWebhookResource(row: EndpointRow): WebhookResource {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(' ').filter(Boolean),
    enabled: row.enabled === 1,
    consecutive_failures: row.consecutive_failures,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface AttemptResource {
  attempt: number;
  started_at: string;
  duration_ms: number;
  response_code: number | null;
  error: string | null;
  succeeded: boolean;
}

export interface DeliveryResource {
  id: number;
  event_id: string;
  event_type: string;
  status: string;
  attempt_count: number;
  next_attempt_at: string | null;
  last_response_code: number | null;
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
  attempts: AttemptResource[];
}

export function toDeliveryResource(row: DeliveryListRow, attempts: AttemptRow[]): DeliveryResource {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempt_count: row.attempts,
    next_attempt_at: row.next_attempt_at,
    last_response_code: row.last_response_code,
    last_error: row.last_error,
    created_at: row.created_at,
    completed_at: row.completed_at,
    attempts: attempts.map((attempt) => ({
      attempt: attempt.attempt,
      started_at: attempt.started_at,
      duration_ms: attempt.duration_ms,
      response_code: attempt.response_code,
      error: attempt.error,
      succeeded: attempt.succeeded === 1,
    })),
  };
}
