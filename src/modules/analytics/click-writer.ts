import { insertRows } from '../../platform/db/bulk.js';
import type { Dialect, Store } from '../../platform/db/db.js';
import type { Db } from '../links/links.repository.js';
import { applyClickRollups } from './click-rollup.js';
import { type ClickEvent, sanitizeClickEvent } from './parse/click-event.js';
import type { ParsedClick } from './parse/parse-click.js';

export interface ClickWriterDeps {
  store: Store;
  parse: (event: ClickEvent, salt: string) => ParsedClick;
  saltFor: (db: Db, day: string) => Promise<string>;
  /** Runs inside the batch's transaction with the ids of the click rows it inserted. */
  afterInsert?: (trx: Db, clickIds: number[]) => Promise<void>;
}

const CHUNK = 500;
const CLICK_COLUMNS = [
  'event_id', 'link_id', 'clicked_at', 'day', 'method', 'is_bot', 'is_unique', 'device', 'browser', 'os', 'country', 'referrer_host',
] as const;

/**
 * Writes a batch in one transaction: raw rows first, then rollups, link counters and usage
 * derived from those rows with set-based SQL (a few statements per batch, however many links
 * it touches). Idempotent by event id, so a replayed batch (at-least-once) counts nothing twice.
 */
export function createClickWriter(deps: ClickWriterDeps): (events: ClickEvent[]) => Promise<void> {
  return async (events) => {
    if (events.length === 0) return;
    await deps.store.db.transaction().execute(async (trx) => {
      const clicks = await parseAll(trx, deps, events);
      const dialect = deps.store.dialect;
      const firstVisits = await insertVisitors(trx, dialect, clicks);
      const ids = await insertRawClicks(trx, dialect, clicks, firstVisits);
      if (ids.length === 0) return;
      await applyClickRollups(trx, dialect, ids);
      await deps.afterInsert?.(trx, ids);
    });
  };
}

type RawClick = ParsedClick & { method: string };

async function parseAll(trx: Db, deps: ClickWriterDeps, events: ClickEvent[]): Promise<RawClick[]> {
  const salts = new Map<string, string>();
  const clicks: RawClick[] = [];
  for (const raw of events) {
    const event = sanitizeClickEvent(raw);
    if (!event) continue;
    const day = new Date(event.at).toISOString().slice(0, 10);
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = await deps.saltFor(trx, day);
      salts.set(day, salt);
    }
    clicks.push({ ...deps.parse(event, salt), method: event.method });
  }
  return clicks;
}

/** Records each (link, day, visitor) once; returns the ids of clicks that were a first visit. */
async function insertVisitors(trx: Db, dialect: Dialect, clicks: RawClick[]): Promise<Set<string>> {
  const firstClickOf = new Map<string, RawClick>();
  for (const click of clicks) {
    const key = `${click.linkId}|${click.day}|${click.visitorHash}`;
    if (!click.isBot && !firstClickOf.has(key)) firstClickOf.set(key, click);
  }
  const candidates = [...firstClickOf.values()];
  const firstVisits = new Set<string>();
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const inserted = await insertRows<{ link_id: number; day: string; visitor_hash: string }>(
      trx,
      dialect,
      'daily_visitors',
      ['link_id', 'day', 'visitor_hash'],
      candidates.slice(i, i + CHUNK).map((c) => [c.linkId, c.day, c.visitorHash]),
      'on conflict ("link_id", "day", "visitor_hash") do nothing returning "link_id", "day", "visitor_hash"',
    );
    for (const row of inserted) {
      const click = firstClickOf.get(`${row.link_id}|${row.day}|${row.visitor_hash}`);
      if (click) firstVisits.add(click.id);
    }
  }
  return firstVisits;
}

/** Inserts the raw rows, skipping event ids already stored; returns the new rows' ids. */
async function insertRawClicks(trx: Db, dialect: Dialect, clicks: RawClick[], firstVisits: Set<string>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < clicks.length; i += CHUNK) {
    const rows = clicks.slice(i, i + CHUNK).map((click) => [
      click.id,
      click.linkId,
      new Date(click.at).toISOString(),
      click.day,
      click.method,
      click.isBot ? 1 : 0,
      firstVisits.has(click.id) ? 1 : 0,
      click.device,
      click.browser,
      click.os,
      click.country,
      click.referrerHost,
    ]);
    const inserted = await insertRows<{ id: number }>(trx, dialect, 'clicks', CLICK_COLUMNS, rows, 'on conflict ("event_id") do nothing returning "id"');
    for (const row of inserted) ids.push(Number(row.id));
  }
  return ids;
}
