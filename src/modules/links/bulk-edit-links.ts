import type { ErrorCode } from '../../platform/http/error-codes.js';
import { MAX_ID } from '../../platform/http/api-schemas.js';
import { AppError, ValidationError } from '../../platform/http/errors.js';
import { asciiLower } from '../../platform/text/labels.js';
import { folderBelongsTo, setLinkTags } from '../organize/index.js';
import { deleteLink } from './delete-link.js';
import { getLinkRowOrThrow } from './get-link.js';
import { emitLinkUpdated } from './link-events.js';
import { EXPIRABLE_STATUSES, linkKey, type LinkStatus, statusAt } from './link.js';
import { type Actor, type LinksContext, resourceOf } from './links.context.js';
import { readTags } from './links.input.js';
import { BULK_MAX, MAX_TAGS } from './links.input.schema.js';
import type { BulkStatus, BulkUpdateBody } from './links-bulk.schemas.js';
import type { LinkResource } from './links.mapper.js';
import { type LinkRow, lockLinkRow, moveLinkStatus, updateLinkRow } from './links.repository.js';
import { moveRefused, OWNER_TRANSITIONS, type OwnerTransition } from './transition-owned-link.js';

/** A link a bulk request left alone, with what a request for it alone would have answered. */
export interface BulkFailure {
  id: number;
  error: string;
  code: ErrorCode;
}

interface BulkChange {
  folderId?: number | null;
  add: string[];
  remove: string[];
  status?: BulkStatus;
}

// The failures a single-link request answers about its link; any other one fails the request.
const PER_LINK_STATUSES = new Set([404, 409, 422]);

/** Runs `apply` on each id in turn, each link in its own transaction, collecting per-link failures. */
async function eachLink<T>(ids: readonly number[], apply: (id: number) => Promise<T>): Promise<{ done: T[]; failed: BulkFailure[] }> {
  const done: T[] = [];
  const failed: BulkFailure[] = [];
  for (const id of ids) {
    try {
      done.push(await apply(id));
    } catch (error) {
      if (!(error instanceof AppError) || !PER_LINK_STATUSES.has(error.status)) throw error;
      failed.push({ id, error: error.message, code: error.code });
    }
  }
  return { done, failed };
}

/** The ids of `DELETE /links/bulk?ids=1,2,3`, each once, in order; 422 naming `ids` past 100 or out of range. */
export function readBulkIds(ids: readonly (number | string)[]): number[] {
  const unique = [...new Set(ids.map(Number))];
  if (unique.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) throw ValidationError.field('ids', 'must be link ids, whole numbers from 1');
  if (unique.length > BULK_MAX) throw ValidationError.field('ids', `must list at most ${BULK_MAX} ids`);
  return unique;
}

/** The request's change, checked once for every link: tag names, the folder's owner, something to do. */
async function readBulkChange(ctx: LinksContext, actor: Actor, body: BulkUpdateBody): Promise<BulkChange> {
  const tags = (field: 'add_tags' | 'remove_tags') => {
    const names = readTags(body[field] ?? []);
    if (typeof names === 'string') throw ValidationError.field(field, names);
    return names;
  };
  const change: BulkChange = { add: tags('add_tags'), remove: tags('remove_tags') };
  if (body.folder_id !== undefined) change.folderId = body.folder_id;
  if (body.status !== undefined) change.status = body.status;
  if (change.folderId === undefined && change.status === undefined && change.add.length + change.remove.length === 0) {
    throw ValidationError.field('body', 'must name at least one of folder_id, add_tags, remove_tags or status');
  }
  if (change.folderId && !(await folderBelongsTo(ctx.store.db, change.folderId, actor.workspaceId))) {
    throw ValidationError.field('folder_id', 'folder_id must be the id of one of your folders');
  }
  return change;
}

/** The single-link move that takes this link to `status` (enable or unarchive for active). */
function moveTo(status: BulkStatus, link: LinkRow): OwnerTransition {
  if (status === 'disabled') return 'disable';
  if (status === 'archived') return 'archive';
  return statusAt(link.status as LinkStatus, link.expires_at) === 'archived' ? 'unarchive' : 'enable';
}

/** The link's tags after the change (removals first, then additions), or null when they stay. */
function nextTags(current: readonly string[], change: BulkChange): string[] | null {
  const removed = new Set(change.remove.map(asciiLower));
  const tags = current.filter((name) => !removed.has(asciiLower(name)));
  const kept = new Set(tags.map(asciiLower));
  for (const name of change.add) if (!kept.has(asciiLower(name))) tags.push(name);
  if (tags.length > MAX_TAGS) throw ValidationError.field('add_tags', `a link carries at most ${MAX_TAGS} tags; this one would have ${tags.length}`);
  const same = tags.length === current.length && tags.every((name) => current.includes(name));
  return same ? null : tags;
}

/**
 * One link's share of a bulk edit, in one transaction: a status move as its single-link
 * move makes it (409 when that would), then folder and tags. `link.updated` (and
 * `link.status_changed` when the status moved) go through the outbox as for a single edit.
 */
async function editLink(ctx: LinksContext, actor: Actor, id: number, change: BulkChange): Promise<LinkResource> {
  await getLinkRowOrThrow(ctx.store.db, actor, id);
  const now = new Date().toISOString();
  const row = await ctx.store.db.transaction().execute(async (trx) => {
    const locked = await lockLinkRow(trx, ctx.store.dialect, id);
    const before = await resourceOf(ctx, locked, trx);
    let row = locked;
    if (change.status !== undefined) {
      const move = moveTo(change.status, locked);
      const { from, to } = OWNER_TRANSITIONS[move];
      const moved = await moveLinkStatus(trx, id, from, to, now, EXPIRABLE_STATUSES.includes(from));
      if (!moved) throw moveRefused(move, locked);
      row = moved;
    }
    const tags = nextTags(before.tags, change);
    if (tags) await setLinkTags(trx, actor.workspaceId, id, tags);
    const moveFolder = change.folderId !== undefined && change.folderId !== locked.folder_id;
    if (moveFolder || (tags && row === locked)) row = await updateLinkRow(trx, id, { updated_at: now, ...(moveFolder ? { folder_id: change.folderId } : {}) });
    const updated = row;
    await emitLinkUpdated(trx, actor, before, updated, () => resourceOf(ctx, updated, trx));
    return updated;
  });
  await ctx.cache.evict(linkKey(row.host, row.slug));
  return resourceOf(ctx, row);
}

/** PATCH /links/bulk: the same change to up to 100 links, each succeeding or failing on its own. */
export async function bulkUpdateLinks(ctx: LinksContext, actor: Actor, body: BulkUpdateBody): Promise<{ updated: LinkResource[]; failed: BulkFailure[] }> {
  const change = await readBulkChange(ctx, actor, body);
  const { done, failed } = await eachLink(readBulkIds(body.ids), (id) => editLink(ctx, actor, id, change));
  return { updated: done, failed };
}

/** DELETE /links/bulk: up to 100 soft deletes, each as DELETE /links/{id} makes it. */
export async function bulkDeleteLinks(ctx: LinksContext, actor: Actor, ids: readonly number[]): Promise<{ deleted: number[]; failed: BulkFailure[] }> {
  const { done, failed } = await eachLink(ids, async (id) => {
    await deleteLink(ctx, actor, id);
    return id;
  });
  return { deleted: done, failed };
}
