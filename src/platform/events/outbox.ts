import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { findEnabledEndpoints, insertEvent } from './outbox.repository.js';
import { type AuditActor, type AuditFields, recordAudit } from './audit.js';
import { type EventPayload, type EventType, type SubscribableEventType, TEST_EVENT_TYPE } from './event-types.js';

export type EventData = Record<string, unknown>;

export interface EventInput {
  workspaceId: number;
  type: SubscribableEventType;
  /**
   * The payload's `data`, or a function computing it, called only when someone subscribes;
   * the function returns null when, seen in full, there is nothing to announce.
   */
  data: EventData | (() => EventData | null | Promise<EventData | null>);
  /** Who changed what: written to the audit log under the event's type, whether or not anyone subscribes. */
  audit?: EventAudit;
}

/** The audit side of an event (ADR 1003): one emit feeds both the webhooks and the audit log. */
export interface EventAudit {
  actor: AuditActor;
  targetType: string;
  targetId: string | number;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** `evt_` + 128 random bits: the payload id and the `webhook-id` header (receivers dedupe by it). */
export function newEventId(): string {
  return `evt_${randomBytes(16).toString('base64url')}`;
}

/**
 * Writes the events into the outbox inside the caller's transaction: one event row and one
 * pending delivery per enabled endpoint of the account subscribed to the type, and an audit
 * entry for each event that names its actor. Fan-out happens here, so an endpoint added later
 * never receives older events, and a rollback leaves nothing. Returns how many deliveries were queued.
 */
export async function emitEvents(trx: Db, events: EventInput[]): Promise<number> {
  // Outside a transaction the event could outlive a rolled-back change, or be lost with it.
  if (!trx.isTransaction) throw new Error('webhook events must be written inside the transaction of the change');
  if (events.length === 0) return 0;
  for (const { type, audit } of events) {
    if (audit) await recordAudit(trx, audit.actor, { action: type, ...audit });
  }
  const endpoints = await findEnabledEndpoints(trx, [...new Set(events.map((event) => event.workspaceId))]);
  if (endpoints.length === 0) return 0;
  let queued = 0;
  const createdAt = new Date().toISOString();
  for (const event of events) {
    const targets = endpoints.filter((endpoint) => endpoint.workspace_id === event.workspaceId && subscribes(endpoint.events, event.type));
    if (targets.length === 0) continue;
    const data = typeof event.data === 'function' ? await event.data() : event.data;
    if (data === null) continue;
    await writeEvent(trx, event.workspaceId, event.type, data, targets.map((endpoint) => endpoint.id), createdAt);
    queued += targets.length;
  }
  return queued;
}

/** `emitEvents` for one event. */
export function emitEvent(trx: Db, event: EventInput): Promise<number> {
  return emitEvents(trx, [event]);
}

/** A `webhook.test` event for this one endpoint, whatever it subscribes to. */
export async function enqueueTestEvent(trx: Db, endpoint: { id: number; workspace_id: number }): Promise<string> {
  const data = { webhook_id: endpoint.id, message: 'This is a test event sent from the API.' };
  return writeEvent(trx, endpoint.workspace_id, TEST_EVENT_TYPE, data, [endpoint.id], new Date().toISOString());
}

function subscribes(events: string, type: SubscribableEventType): boolean {
  return events.split(' ').includes(type);
}

async function writeEvent(
  trx: Db,
  workspaceId: number,
  type: EventType,
  data: EventData,
  endpointIds: number[],
  createdAt: string,
): Promise<string> {
  const payload: EventPayload = { id: newEventId(), type, created_at: createdAt, data };
  await insertEvent(trx, { id: payload.id, workspaceId, type, payload: JSON.stringify(payload), createdAt }, endpointIds);
  return payload.id;
}
