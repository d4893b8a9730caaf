import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/tables.js';
import { type LinkStatus, statusAt } from './link.js';
import type { LinkResource } from './links.mapper.js';
import type { LinkRow } from './links.repository.js';
import { type EventInput, emitEvent, emitEvents } from '../../platform/events/outbox.js';

type Trx = Transaction<Database>;
/** Builds the Link resource inside the transaction; only called when someone subscribes. */
export type LinkSnapshot = () => Promise<LinkResource>;

// Counters move with every click batch; they are not edits of the link.
const NOT_CHANGES = new Set<keyof LinkResource>(['updated_at', 'total_clicks', 'unique_clicks', 'last_clicked_at']);

/** `link.created`, `link.deleted` or `link.claimed` with the link as it is in `trx`. */
export function emitLinkEvent(
  trx: Trx,
  workspaceId: number,
  type: 'link.created' | 'link.deleted' | 'link.claimed',
  link: LinkSnapshot,
): Promise<number> {
  return emitEvent(trx, { workspaceId, type, data: async () => ({ link: await link() }) });
}

/** `link.status_changed` with `from` and `to`; nothing when the status did not move. */
export async function emitStatusChanged(trx: Trx, workspaceId: number, from: string, to: string, link: LinkSnapshot): Promise<number> {
  if (from === to) return 0;
  return emitEvent(trx, { workspaceId, type: 'link.status_changed', data: async () => ({ link: await link(), from, to }) });
}

/**
 * `link.updated` with `changes: { field: { from, to } }` (wire fields; a password shows only as
 * `has_password`), plus `link.status_changed` when the update moved the status.
 */
export function emitLinkUpdated(trx: Trx, workspaceId: number, before: LinkResource, updated: LinkRow, after: LinkSnapshot): Promise<number> {
  let memo: Promise<LinkResource> | undefined;
  const current = () => (memo ??= after());
  const link = async () => {
    const changes = diffLinks(before, await current());
    // An edit that changed nothing a reader can see (same values sent again) is not an update.
    return Object.keys(changes).length > 0 ? { link: await current(), changes } : null;
  };
  const events: EventInput[] = [{ workspaceId, type: 'link.updated', data: link }];
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
