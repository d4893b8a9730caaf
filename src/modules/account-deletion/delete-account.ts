import type { Db } from '../../platform/db/db.js';
import { LastOwnerError } from '../../platform/http/errors.js';
import { deleteUserRow, UserNotFoundError } from '../accounts/index.js';
import { type LinksContext, purgeLinksOf } from '../links/index.js';
import { deleteWorkspaceRow, findSoleOwnedShared, findWorkspacesLeftAlone } from '../workspaces/index.js';

/** Cache keys evicted at once: each waits for every instance's answer, so a few in flight. */
const EVICT_CONCURRENCY = 16;

/**
 * What must be true before an account may go: a shared workspace it alone owns, with other
 * members, is handed over (another owner) or deleted first (ADR 0723, ADR 1001).
 */
export async function ensureAccountCanBeDeleted(db: Db, userId: number): Promise<void> {
  const blocking = await findSoleOwnedShared(db, userId);
  if (blocking.length > 0) {
    const names = blocking.map((workspace) => `"${workspace.name}"`).join(', ');
    throw new LastOwnerError(`You are the last owner of ${names}; make another member an owner or delete the workspace first`);
  }
}

/**
 * Deletes a workspace and everything it owns: its links stop redirecting once the returned
 * cache keys are evicted; their clicks go with them; folders, tags, domains, tokens, webhooks,
 * imports and usage go by cascade with the row.
 */
export async function purgeWorkspace(trx: Db, workspaceId: number): Promise<string[]> {
  const keys = await purgeLinksOf(trx, workspaceId);
  await deleteWorkspaceRow(trx, workspaceId);
  return keys;
}

/** Evicts purged links on every instance before the caller answers. */
export async function evictAll(ctx: LinksContext, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += EVICT_CONCURRENCY) {
    await Promise.all(keys.slice(i, i + EVICT_CONCURRENCY).map((key) => ctx.cache.evict(key)));
  }
}

/**
 * Deletes the account (ADR 0723): its personal workspace, and any shared one left with no other
 * member, go with everything in them; the user row goes last, taking memberships, tokens,
 * sessions and two-factor secrets by cascade. Shared workspaces with others keep their links.
 */
export async function deleteAccount(ctx: LinksContext, userId: number, email = `#${userId}`): Promise<void> {
  await ensureAccountCanBeDeleted(ctx.store.db, userId);
  const keys = await ctx.store.db.transaction().execute(async (trx) => {
    await ensureAccountCanBeDeleted(trx, userId);
    const purged: string[] = [];
    for (const workspaceId of await findWorkspacesLeftAlone(trx, userId)) purged.push(...(await purgeWorkspace(trx, workspaceId)));
    if (!(await deleteUserRow(trx, userId))) throw new UserNotFoundError(email);
    return purged;
  });
  await evictAll(ctx, keys);
}
