import type { Db } from '../../platform/db/db.js';
import { deleteUserRow, UserNotFoundError } from '../accounts/index.js';
import { type LinksContext, purgeLinksOf } from '../links/index.js';

/** Cache keys evicted at once: each waits for every instance's answer, so a few in flight. */
const EVICT_CONCURRENCY = 16;

/**
 * What must be true before an account may go. The one place for checks such as "the sole owner
 * of a shared workspace hands it over or deletes it first" once workspaces exist (ADR 0723).
 */
export async function ensureAccountCanBeDeleted(_db: Db, _userId: number): Promise<void> {}

/**
 * Deletes the account and everything it owns (ADR 0723): its links stop redirecting on every
 * instance before this resolves; their clicks go with them; the user row goes last, taking
 * tokens, sessions, two-factor secrets, domains, webhooks, folders, tags and usage by cascade.
 */
export async function deleteAccount(ctx: LinksContext, userId: number, email = `#${userId}`): Promise<void> {
  await ensureAccountCanBeDeleted(ctx.store.db, userId);
  const keys = await ctx.store.db.transaction().execute(async (trx) => {
    const purged = await purgeLinksOf(trx, userId);
    if (!(await deleteUserRow(trx, userId))) throw new UserNotFoundError(email);
    return purged;
  });
  for (let i = 0; i < keys.length; i += EVICT_CONCURRENCY) {
    await Promise.all(keys.slice(i, i + EVICT_CONCURRENCY).map((key) => ctx.cache.evict(key)));
  }
}
