import type { Db, Store } from '../../platform/db/db.js';
import { findLiveLinkIds } from './click-links.repository.js';
import { applyClickRollups, LinkGoneError, type LinkClickTotals } from './click-rollup.js';
import { type BatchAttempt, storeClickRows, takeClickBatchLock } from './click-rows.repository.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { type ClickEvent, sanitizeClickEvent } from './parse/click-event.js';
import type { ParsedClick } from './parse/parse-click.js';
import type { ClickExclusions } from './click-exclusions.js';
import { saltDay } from './parse/visitor.js';

export interface ClickWriterDeps {
  store: Store;
  parse: (event: ClickEvent, salt: string) => ParsedClick;
  saltFor: (db: Db, day: string) => Promise<string>;
  /** Runs inside the batch's transaction with each link's share of the clicks it stored. */
  afterInsert?: (trx: Db, totals: LinkClickTotals[]) => Promise<void>;
  /** Clicks never recorded (DO_NOT_TRACK_IPS, EXCLUDE_OWN_CLICKS). */
  exclude?: ClickExclusions;
}

/**
 * Parses a batch, then writes it in one transaction: raw rows and first visits (click-rows.ts),
 * then the link counters, rollups and usage of the rows that were new, summed in memory first
 * (click-rollup.ts). Idempotent by (link, event id), so a replayed batch (at-least-once)
 * counts nothing twice.
 *
 * The first try assumes what is nearly always true: every event is new and every link still
 * exists. A repeated event id or a deleted link fails it (a unique violation, LinkGoneError),
 * and the batch is written again as a replay, which checks both.
 */
export function createClickWriter(deps: ClickWriterDeps): (events: ClickEvent[]) => Promise<void> {
  return async (events) => {
    // Parsed before the transaction: on SQLite every other writer waits while it is open.
    const clicks = await parseAll(deps, events);
    if (clicks.length === 0) return;
    const write = (attempt: BatchAttempt) =>
      deps.store.db.transaction().execute(async (trx) => {
        await takeClickBatchLock(trx, deps.store.dialect);
        // The replay's check locks the links (PostgreSQL) so that none is deleted mid-batch. The
        // first try skips it (a statement, and a row lock written on each link's page): its
        // link counter update finds out.
        const live = attempt === 'first' ? clicks : await clicksOfLiveLinks(trx, deps.store, clicks);
        if (live.length === 0) return;
        const stored = await storeClickRows(trx, deps.store, live, attempt);
        if (stored.clicks.length === 0) return;
        const totals = await applyClickRollups({ trx, store: deps.store }, stored);
        await deps.afterInsert?.(trx, totals);
      });
    try {
      await write('first');
    } catch (error) {
      // A redelivered batch (its consumer died after the commit, before the acknowledgement), or
      // a link deleted since its clicks were served.
      if (!isUniqueViolation(error) && !(error instanceof LinkGoneError)) throw error;
      await write('replay');
    }
  };
}

/**
 * Drops the clicks of links removed since they were served (a sweep can delete a link while
 * its last clicks wait in the queue), so no raw row or rollup outlives its link.
 */
async function clicksOfLiveLinks(trx: Db, store: Store, clicks: ParsedClick[]): Promise<ParsedClick[]> {
  const ids = new Set(clicks.map((click) => click.linkId));
  const live = await findLiveLinkIds(trx, store.dialect, [...ids]);
  return live.size === ids.size ? clicks : clicks.filter((click) => live.has(click.linkId));
}

async function parseAll(deps: ClickWriterDeps, events: ClickEvent[]): Promise<ParsedClick[]> {
  const salts = new Map<string, string>();
  const seen = new Set<string>();
  const sane: ClickEvent[] = [];
  for (const raw of events) {
    const event = sanitizeClickEvent(raw);
    // A stream redelivery can put one event in a batch twice.
    if (!event || seen.has(event.id)) continue;
    seen.add(event.id);
    sane.push(event);
  }
  const kept = deps.exclude ? await deps.exclude(deps.store.db, sane) : sane;
  const clicks: ParsedClick[] = [];
  for (const event of kept) {
    const day = saltDay(event.at);
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = await deps.saltFor(deps.store.db, day);
      salts.set(day, salt);
    }
    clicks.push(deps.parse(event, salt));
  }
  return clicks;
}
