import type { Store } from '../../platform/db/db.js';
import type { Db } from '../links/links.repository.js';
import type { ClickEvent } from './parse/click-event.js';
import type { ParsedClick } from './parse/parse-click.js';
import { aggregateClicks, type LinkTotals, type Rollup } from './click-rollup.js';

/** A parsed click plus the raw fields the click row keeps. */
export type WritableClick = ParsedClick & { method: string; userAgent: string };

export interface ClickWriterDeps {
  store: Store;
  parse: (event: ClickEvent, salt: string) => ParsedClick;
  saltFor: (db: Db, day: string) => Promise<string>;
  /** Called after commit with the clicks that were new (not replays of written events). */
  onWritten?: (clicks: WritableClick[]) => void;
}

const CHUNK = 500;

/**
 * Writes a batch in one transaction: raw rows, daily rollups, link counters, usage.
 * Idempotent by event id, so a replayed batch (at-least-once delivery) counts nothing twice.
 */
export function createClickWriter(deps: ClickWriterDeps): (events: ClickEvent[]) => Promise<void> {
  return async (events) => {
    if (events.length === 0) return;
    const written = await deps.store.db.transaction().execute(async (trx) => {
      const parsed: WritableClick[] = [];
      for (const event of events) {
        const day = new Date(event.at).toISOString().slice(0, 10);
        const click = deps.parse(event, await deps.saltFor(trx, day));
        parsed.push({ ...click, method: event.method, userAgent: event.userAgent });
      }
      const fresh = await insertRawClicks(trx, parsed);
      if (fresh.length === 0) return fresh;
      const newVisitors = await insertVisitors(trx, fresh);
      await applyRollups(trx, aggregateClicks(fresh, newVisitors));
      return fresh;
    });
    if (written.length > 0) deps.onWritten?.(written);
  };
}

async function insertRawClicks(trx: Db, clicks: WritableClick[]): Promise<WritableClick[]> {
  const fresh = new Set<string>();
  for (let i = 0; i < clicks.length; i += CHUNK) {
    const rows = clicks.slice(i, i + CHUNK).map((click) => ({
      event_id: click.id,
      link_id: click.linkId,
      clicked_at: new Date(click.at).toISOString(),
      day: click.day,
      method: click.method,
      is_bot: click.isBot ? 1 : 0,
      user_agent: click.userAgent.slice(0, 512),
      device: click.device,
      browser: click.browser,
      os: click.os,
      country: click.country,
      referrer_host: click.referrerHost,
    }));
    const inserted = await trx
      .insertInto('clicks')
      .values(rows)
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .execute();
    for (const row of inserted) fresh.add(row.event_id);
  }
  return clicks.filter((click) => fresh.has(click.id));
}

/** Returns the ids of clicks whose visitor is new for that link and day. */
async function insertVisitors(trx: Db, clicks: ParsedClick[]): Promise<Set<string>> {
  const firstSeen = new Set<string>();
  const human = clicks.filter((click) => !click.isBot);
  const byKey = new Map<string, ParsedClick>();
  for (const click of human) {
    const key = `${click.linkId}|${click.day}|${click.visitorHash}`;
    if (!byKey.has(key)) byKey.set(key, click);
  }
  const candidates = [...byKey.values()];
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    const inserted = await trx
      .insertInto('daily_visitors')
      .values(chunk.map((c) => ({ link_id: c.linkId, day: c.day, visitor_hash: c.visitorHash })))
      .onConflict((oc) => oc.columns(['link_id', 'day', 'visitor_hash']).doNothing())
      .returning(['link_id', 'day', 'visitor_hash'])
      .execute();
    for (const row of inserted) {
      const click = byKey.get(`${row.link_id}|${row.day}|${row.visitor_hash}`);
      if (click) firstSeen.add(click.id);
    }
  }
  return firstSeen;
}

async function applyRollups(trx: Db, rollup: Rollup): Promise<void> {
  for (const day of rollup.days) {
    await trx
      .insertInto('click_daily')
      .values(day)
      .onConflict((oc) =>
        oc.columns(['link_id', 'day']).doUpdateSet((eb) => ({
          clicks: eb('click_daily.clicks', '+', eb.ref('excluded.clicks')),
          uniques: eb('click_daily.uniques', '+', eb.ref('excluded.uniques')),
          bot_clicks: eb('click_daily.bot_clicks', '+', eb.ref('excluded.bot_clicks')),
        })),
      )
      .execute();
  }
  for (let i = 0; i < rollup.dimensions.length; i += CHUNK) {
    await trx
      .insertInto('click_daily_dimensions')
      .values(rollup.dimensions.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['link_id', 'dimension', 'day', 'value']).doUpdateSet((eb) => ({
          clicks: eb('click_daily_dimensions.clicks', '+', eb.ref('excluded.clicks')),
        })),
      )
      .execute();
  }
  for (const link of rollup.links) {
    const lastClickedAt = link.lastClickedAt || null;
    await trx
      .updateTable('links')
      .set((eb) => ({
        total_clicks: eb('total_clicks', '+', link.clicks),
        unique_clicks: eb('unique_clicks', '+', link.uniques),
        bot_clicks: eb('bot_clicks', '+', link.botClicks),
        last_clicked_at: lastClickedAt
          ? eb
              .case()
              .when(eb.or([eb('last_clicked_at', 'is', null), eb('last_clicked_at', '<', lastClickedAt)]))
              .then(lastClickedAt)
              .else(eb.ref('last_clicked_at'))
              .end()
          : eb.ref('last_clicked_at'),
      }))
      .where('id', '=', link.linkId)
      .execute();
  }
  await addUsageClicks(trx, rollup.links);
}


async function addUsageClicks(trx: Db, links: LinkTotals[]): Promise<void> {
  const counted = new Map(links.filter((link) => link.clicks > 0).map((link) => [link.linkId, link]));
  if (counted.size === 0) return;
  const owners = await trx
    .selectFrom('links')
    .select(['id', 'user_id'])
    .where('id', 'in', [...counted.keys()])
    .where('user_id', 'is not', null)
    .execute();
  const perUserPeriod = new Map<string, number>();
  for (const owner of owners) {
    for (const [month, clicks] of counted.get(owner.id)?.perMonth ?? []) {
      const key = `${owner.user_id}|${month}`;
      perUserPeriod.set(key, (perUserPeriod.get(key) ?? 0) + clicks);
    }
  }
  for (const [key, clicks] of perUserPeriod) {
    const [userId, period] = key.split('|') as [string, string];
    await trx
      .insertInto('usage_counters')
      .values({ user_id: Number(userId), period, clicks, links_created: 0, api_requests: 0 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'period']).doUpdateSet((eb) => ({
          clicks: eb('usage_counters.clicks', '+', eb.ref('excluded.clicks')),
        })),
      )
      .execute();
  }
}
