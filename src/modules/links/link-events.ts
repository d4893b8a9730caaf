import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/tables.js';
import { type LinkStatus, statusAt } from './link.js';
import type { LinkResource } from './links.mapper.js';
import type { LinkRow } from './links.repository.js';
import type { AuditActor } from '../../platform/events/audit.js';
import { type EventAudit, type EventInput, emitEvent, emitEvents } from '../../platform/events/outbox.js';

type Trx = Transaction<Database>;
/** Builds the Link resource inside the transaction; only called when someone subscribes or an actor is audited. */
export type LinkSnapshot = () => Promise<LinkResource>;
/** Who made the change (audited), or only the workspace for the service's own moves (sweeps, scans, checks). */
export type ChangedBy = AuditActor | number;

// Counters move with every click batch; they are not edits of the link.
const NOT_CHANGES = new Set<keyof LinkResource>(['updated_at', 'total_clicks', 'unique_clicks', 'last_clicked_at']);

const workspaceOf = (by: ChangedBy) => (typeof by === 'number' ? by : by.workspaceId);

/** `link.created`, `link.deleted` or `link.claimed` with the link as it is in `trx`. */
export async function emitLinkEvent(trx: Trx, by: ChangedBy, type: 'link.created' | 'link.deleted' | 'link.claimed', link: LinkSnapshot): Promise<number> {
  const snapshot = memo(link);
  let audit: EventAudit | undefined;
  if (typeof by !== 'number') {
    const fields = editableFields(await snapshot());
    audit = { actor: by, targetType: 'link', targetId: fields.id as number, ...(type === 'link.deleted' ? { before: fields } : { after: fields }) };
  }
  return emitEvent(trx, { workspaceId: workspaceOf(by), type, data: async () => ({ link: await snapshot() }), ...(audit ? { audit } : {}) });
}

/** `link.status_changed` with `from` and `to`; nothing when the status did not move. */
export async function emitStatusChanged(trx: Trx, by: ChangedBy, from: string, to: string, link: LinkSnapshot): Promise<number> {
  if (from === to) return 0;
  const snapshot = memo(link);
  const event: EventInput = { workspaceId: workspaceOf(by), type: 'link.status_changed', data: async () => ({ link: await snapshot(), from, to }) };
  if (typeof by !== 'number') event.audit = { actor: by, targetType: 'link', targetId: (await snapshot()).id, before: { status: from }, after: { status: to } };
  return emitEvent(trx, event);
}

/**
 * `link.updated` with `changes: { field: { from, to } }` (wire fields; a password shows only as
 * `has_password`), plus `link.status_changed` when the update moved the status. The audit entry
 * is the `link.updated` one: its changes hold the status too.
 */
export async function emitLinkUpdated(trx: Trx, by: ChangedBy, before: LinkResource, updated: LinkRow, after: LinkSnapshot): Promise<number> {
  const current = memo(after);
  const link = async () => {
    const changes = diffLinks(before, await current());
    // An edit that changed nothing a reader can see (same values sent again) is not an update.
    return Object.keys(changes).length > 0 ? { link: await current(), changes } : null;
  };
  const workspaceId = workspaceOf(by);
  const updatedEvent: EventInput = { workspaceId, type: 'link.updated', data: link };
  if (typeof by !== 'number') {
    updatedEvent.audit = { actor: by, targetType: 'link', targetId: before.id, before: editableFields(before), after: editableFields(await current()) };
  }
  const events: EventInput[] = [updatedEvent];
  // Statuses as readers see them: a lapsed expiry already reads as expired.
  const [from, to] = [before.status, statusAt(updated.status as LinkStatus, updated.expires_at)];
  if (from !== to) events.push({ workspaceId, type: 'link.status_changed', data: async () => ({ link: await current(), from, to }) });
  return emitEvents(trx, events);
}

/** Wire fields whose values differ, each as `{ from, to }`. */
export function diffLinks(before: LinkResource, after: LinkResource): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof LinkResource>) {
    if (NOT_CHANGES.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** The link's wire fields a person edits: what the audit log compares. */
function editableFields(link: LinkResource): Record<string, unknown> {
  return Object.fromEntries(Object.entries(link).filter(([key]) => !NOT_CHANGES.has(key as keyof LinkResource)));
}

function memo<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
