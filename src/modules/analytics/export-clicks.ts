import { csvLine } from '../../platform/text/csv.js';
import { type Actor, getLinkRowOrThrow, type LinksContext } from '../links/index.js';
import { type AnalyticsQuery, resolveRange } from './analytics.service.js';
import { findClicksAfter } from './clicks.repository.js';

const BATCH = 1000;
const DAY_MS = 86_400_000;

export interface ClicksExportQuery extends AnalyticsQuery {
  /** Bot clicks too, marked in an `is_bot` column; people only by default. */
  bots?: boolean;
}

/**
 * One of the caller's links' raw clicks as CSV, a row per click in time order, over the same
 * window as its analytics (clamped to the plan's retention). Streamed a batch at a time.
 * The link is checked before the first byte, so a foreign or missing one is a plain 404.
 */
export async function exportClicks(ctx: LinksContext, actor: Actor, linkId: number, query: ClicksExportQuery): Promise<AsyncGenerator<string>> {
  const range = resolveRange(query, actor.entitlements.analytics_retention_days);
  const link = await getLinkRowOrThrow(ctx.store.db, actor, linkId);
  const db = (ctx.readStore ?? ctx.store).db;
  const window = { from: `${range.from}T00:00:00.000Z`, to: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS).toISOString() };
  const withBots = query.bots === true;
  return (async function* rows() {
    yield csvLine(['clicked_at', 'country', 'device', 'browser', 'os', 'referrer_host', 'unique_visitor', ...(withBots ? ['is_bot'] : [])]);
    for (let after = ''; ; ) {
      const batch = await findClicksAfter(db, link.id, window, after, withBots, BATCH);
      if (batch.length === 0) return;
      for (const click of batch) {
        yield csvLine([click.clicked_at, click.country, click.device, click.browser, click.os, click.referrer_host, String(click.is_unique === 1), ...(withBots ? [String(click.is_bot === 1)] : [])]);
      }
      after = batch[batch.length - 1]!.event_id;
    }
  })();
}
