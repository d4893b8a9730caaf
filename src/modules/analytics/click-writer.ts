import type { Db, Store } from '../../platform/db/db.js';
import { appendClickLog, type BatchAttempt, type ParsedBatch } from './click-log.repository.js';
import { foldClickLog } from './click-fold.js';
import type { FoldedLinkTotals } from './click-fold.repository.js';
import { type ClickEvent, type ClickTexts, checkedClicks } from './parse/click-event.js';
import type { ParsedClick } from './parse/parse-click.js';
import type { ClickExclusions } from './click-exclusions.js';
import { saltDay } from './parse/visitor.js';

export interface ClickWriterDeps {
  store: Store;
  parse: (event: ClickEvent, salt: string) => ParsedClick;
  saltFor: (db: Db, day: string) => Promise<string>;
  /** Runs inside each fold's transaction with the links whose workspaces listen for `link.clicked`. */
  afterFold?: (trx: Db, totals: readonly FoldedLinkTotals[]) => Promise<void>;
  /** Clicks never recorded (DO_NOT_TRACK_IPS, EXCLUDE_OWN_CLICKS). */
  exclude?: ClickExclusions;
  /** CLICK_FOLD_MS: how long appended clicks wait to be folded at most (default 10 s). */
  foldMs?: number;
  /** A log this long is folded without waiting for the interval (default 200,000). */
  maxUnfolded?: number;
}

export interface WriteOptions {
  /** The queue hands these events over again: some may be stored already. */
  replay?: boolean;
}

export interface ClickWriter {
  /** Appends a batch to the click log: once it resolves, the clicks are durable and counted. */
  write(batch: ClickEvent[] | ClickTexts, options?: WriteOptions): Promise<void>;
  /** Folds the log now (a flush, a shutdown). */
  fold(): Promise<void>;
  /** Stops the fold timer and folds what is left. */
  close(): Promise<void>;
}

const FOLD_MS = 10_000;
/** A log this long is folded without waiting for the interval: reads and the fold stay bounded. */
const MAX_UNFOLDED = 200_000;

/**
 * The writer on the HTTP thread folds every this many clicks: a SQLite fold runs synchronously
 * and holds every request meanwhile, as a batch does (CLICK_BATCH_MAX_SHARED).
 */
export const MAX_UNFOLDED_SHARED = 5_000;

/**
 * Append now, fold later (ADR 1005). A batch is appended to the click log in one transaction,
 * each click parsed as it is appended (ADR 1024): that is what makes it durable, and reads
 * count the log, so it is counted at once. Every `foldMs` (or past MAX_UNFOLDED clicks) the log
 * is folded into raw rows, visitors, rollups and counters: one row write per key for a fold
 * interval of clicks, where writing each batch into them cost a row per click and dimension
 * under traffic spread over many links.
 *
 * Idempotent by (link, event id): a replayed batch (at-least-once delivery) counts nothing twice.
 * One operation at a time: appends and folds are chained.
 */
export function createClickWriter(deps: ClickWriterDeps): ClickWriter {
  const foldMs = deps.foldMs ?? FOLD_MS;
  const maxUnfolded = deps.maxUnfolded ?? MAX_UNFOLDED;
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };
  // Unknown at start (a crash can leave a log behind): the first interval folds it.
  let unfolded = 1;
  let lastFold = Date.now();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  const foldNow = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    lastFold = Date.now();
    await foldClickLog(deps.store, deps.afterFold);
    unfolded = 0;
  };
  // With no further batch, what was appended is still folded within foldMs.
  const foldLater = () => {
    if (timer || closed || unfolded === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void serial(foldNow).catch(() => foldLater());
    }, foldMs);
    timer.unref();
  };

  const append = async (attempt: BatchAttempt, clicks: ParsedBatch) => {
    await appendClickLog(deps.store, clicks, attempt);
    unfolded += clicks.count;
  };

  return {
    write: (batch, options = {}) =>
      serial(async () => {
        const clicks = await prepareBatch(deps, checkedClicks(batch));
        if (clicks.count > 0) await append(options.replay ? 'replay' : 'first', clicks);
        if (unfolded >= maxUnfolded || (unfolded > 0 && Date.now() - lastFold >= foldMs)) await foldNow();
        else foldLater();
      }),
    fold: () => serial(foldNow),
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await serial(foldNow);
    },
  };
}

/** The batch's events to append, each parsed only as the append reaches it. */
async function prepareBatch(deps: ClickWriterDeps, events: readonly ClickEvent[]): Promise<ParsedBatch> {
  const seen = new Set<string>();
  const sane: ClickEvent[] = [];
  for (const event of events) {
    // A stream redelivery can put one event in a batch twice.
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    sane.push(event);
  }
  const kept = deps.exclude ? await deps.exclude(deps.store.db, sane) : sane;
  // The salts first: they may need the store, and parsing runs inside the append.
  const salts = new Map<string, string>();
  for (const event of kept) {
    const day = saltDay(event.at);
    if (!salts.has(day)) salts.set(day, await deps.saltFor(deps.store.db, day));
  }
  return {
    count: kept.length,
    *clicks() {
      for (const event of kept) yield deps.parse(event, salts.get(saltDay(event.at))!);
    },
  };
}
