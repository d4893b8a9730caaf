import type { Store } from '../../platform/db/db.js';
import { recordAudit } from '../../platform/events/audit.js';
import { type Actor, getLinkRowOrThrow } from '../links/index.js';
import { deleteLinkClickData } from './clear-clicks.repository.js';
import type { ClickQueue } from './click-queue.js';
import { takeFoldLock } from './click-fold.repository.js';

/** How long a deletion waits for queued clicks to be written before it goes ahead: the stream flush's own bound. */
const FLUSH_WAIT_MS = 10_000;

/**
 * Deletes the click data of one of the actor's links and resets its counters (ADR 0714).
 * Clicks served before the call but still queued are written first, so they go too: the
 * queue's flush waits for this instance's buffer, or with Redis for the whole stream. The
 * wait is bounded (a store that takes no writes), and what it leaves lands after. The
 * click limit's `served_clicks` and the account's monthly usage stay: they are rules and
 * quota, not analytics.
 */
export async function clearLinkClicks(store: Store, clicks: Pick<ClickQueue, 'flush'>, actor: Actor, linkId: number): Promise<void> {
  const link = await getLinkRowOrThrow(store.db, actor, linkId);
  await waitAtMost(clicks.flush(), FLUSH_WAIT_MS);
  await store.db.transaction().execute(async (trx) => {
    // PostgreSQL: no fold is half written while the link's rows go.
    await takeFoldLock(trx, store.dialect);
    await deleteLinkClickData(trx, link.id);
    await recordAudit(trx, actor, { action: 'link.clicks_cleared', targetType: 'link', targetId: link.id, before: { total_clicks: Number(link.total_clicks) }, after: { total_clicks: 0 } });
  });
}

async function waitAtMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  // A failed flush is the writer's to retry; the deletion goes ahead all the same.
  await Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
