import type { Store } from '../../platform/db/db.js';
import type { Db } from '../links/links.repository.js';
import { applyClickRollups, type LinkClickTotals } from './click-rollup.js';
import { storeClickRows } from './click-rows.js';
import { type ClickEvent, sanitizeClickEvent } from './parse/click-event.js';
import type { ParsedClick } from './parse/parse-click.js';
import { saltDay } from './parse/visitor.js';

export interface ClickWriterDeps {
  store: Store;
  parse: (event: ClickEvent, salt: string) => ParsedClick;
  saltFor: (db: Db, day: string) => Promise<string>;
  /** Runs inside the batch's transaction with each link's share of the clicks it stored. */
  afterInsert?: (trx: Db, totals: LinkClickTotals[]) => Promise<void>;
}

/**
 * Writes a batch in one transaction: raw rows and first visits (click-rows.ts), then the
 * rollups, link counters and usage of the rows that were new, summed in memory first
 * (click-rollup.ts). Idempotent by (link, event id), so a replayed batch (at-least-once)
 * counts nothing twice.
 */
export function createClickWriter(deps: ClickWriterDeps): (events: ClickEvent[]) => Promise<void> {
  return async (events) => {
    if (events.length === 0) return;
    await deps.store.db.transaction().execute(async (trx) => {
      const clicks = await parseAll(trx, deps, events);
      const stored = await storeClickRows(trx, deps.store, clicks);
      if (stored.clicks.length === 0) return;
      const totals = await applyClickRollups(trx, deps.store.dialect, stored);
      await deps.afterInsert?.(trx, totals);
    });
  };
}

async function parseAll(trx: Db, deps: ClickWriterDeps, events: ClickEvent[]): Promise<ParsedClick[]> {
  const salts = new Map<string, string>();
  const seen = new Set<string>();
  const clicks: ParsedClick[] = [];
  for (const raw of events) {
    const event = sanitizeClickEvent(raw);
    // A stream redelivery can put one event in a batch twice.
    if (!event || seen.has(event.id)) continue;
    seen.add(event.id);
    const day = saltDay(event.at);
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = await deps.saltFor(trx, day);
      salts.set(day, salt);
    }
    clicks.push(deps.parse(event, salt));
  }
  return clicks;
}
