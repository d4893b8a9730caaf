import type { Db, Store } from '../../platform/db/db.js';
import { addBatchRollups, type FoldedLinkTotals, readListenedTotals, settleRecentRollups, skipJit, storeBatchRows, takeFoldLock, takeLogIntoBatch } from './click-fold.repository.js';

/**
 * Folds the click log (ADR 1005) in one transaction: takes every appended click, decides each
 * one's first visit, writes the raw rows and visitors, then the rollups, link counters and
 * monthly usage, one row per key, and deletes the clicks from the log. A crash rolls it all
 * back and the next fold takes the same log again, so nothing is lost or counted twice.
 * `afterFold` gets the links whose workspaces listen for `link.clicked`.
 */
export async function foldClickLog(store: Store, afterFold?: (trx: Db, totals: readonly FoldedLinkTotals[]) => Promise<void>): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await takeFoldLock(trx, store.dialect);
    await skipJit(trx, store.dialect);
    const count = await takeLogIntoBatch(trx, store.dialect);
    if (count === 0) return;
    await storeBatchRows(trx, store.dialect);
    await addBatchRollups(trx, store.dialect);
    await settleRecentRollups(trx, store.dialect, new Date().toISOString().slice(0, 10));
    if (afterFold) await afterFold(trx, await readListenedTotals(trx));
  });
}
