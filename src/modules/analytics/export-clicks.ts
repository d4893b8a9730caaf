import { csvLine } from '../../platform/text/csv.js';
import { type Actor, findLinksAfter, getLinkRowOrThrow, type LinkRow, type LinksContext } from '../links/index.js';
import { type AnalyticsQuery, resolveRange } from './analytics.service.js';
import { findClicksAfter } from './clicks.repository.js';
import type { Selectable } from 'kysely';
import type { ClickTable } from '../../platform/db/tables.js';

const BATCH = 1000;
const DAY_MS = 86_400_000;

export interface ClicksExportQuery extends AnalyticsQuery {
  /** Bot clicks too, marked in an `is_bot` column; people only by default. */
  bots?: boolean;
}

// `is_bot` (bots=true only) predates `bot` and stays for the scripts that read it.
const COLUMNS = ['clicked_at', 'country', 'device', 'browser', 'os', 'referrer_host', 'unique_visitor', 'source', 'variant', 'bot'] as const;
/** The analytics page's word for a country it cannot name. */
const UNKNOWN = 'Unknown';
const LINKS_BATCH = 500;

type Window = { from: string; to: string };

/** The query's window as instants: `[from 00:00, the day after to 00:00)`, clamped to the plan's retention. */
function windowOf(actor: Actor, query: ClicksExportQuery): Window {
  const range = resolveRange(query, actor.entitlements.analytics_retention_days);
  return { from: `${range.from}T00:00:00.000Z`, to: new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS).toISOString() };
}

/** The served variant's destination, as the analytics page names it; '' without a test. */
export function variantNamer(link: Pick<LinkRow, 'variants' | 'ended_variants'>): (index: number | null) => string {
  const json = link.variants ?? link.ended_variants;
  const urls = json ? (JSON.parse(json) as Array<{ destination_url: string }>).map((variant) => variant.destination_url) : [];
  return (index) => (index === null ? '' : (urls[index] ?? UNKNOWN));
}

type StoredClick = Pick<Selectable<ClickTable>, 'clicked_at' | 'is_bot' | 'is_unique' | 'country' | 'device' | 'browser' | 'os' | 'referrer_host' | 'source' | 'variant'>;
type ExportRow = { [K in (typeof COLUMNS)[number]]: K extends 'unique_visitor' | 'bot' ? boolean : string };

/** A stored click as the export (and the live stream) shows it: never an IP or a visitor key. */
export function exportRowOf(click: StoredClick, variant: (index: number | null) => string): ExportRow {
  return {
    clicked_at: click.clicked_at, country: click.country === 'XX' ? UNKNOWN : click.country, device: click.device, browser: click.browser, os: click.os,
    referrer_host: click.referrer_host, unique_visitor: click.is_unique === 1, source: click.source, variant: variant(click.variant), bot: click.is_bot === 1,
  };
}

/** One link's clicks in the window as CSV lines, each after `prefix` cells, a batch at a time. */
async function* clickLines(ctx: LinksContext, link: LinkRow, window: Window, withBots: boolean, prefix: ReadonlyArray<string | number>): AsyncGenerator<string> {
  const db = (ctx.readStore ?? ctx.store).db;
  const variant = variantNamer(link);
  for (let after = ''; ; ) {
    const batch = await findClicksAfter(db, link.id, window, after, withBots, BATCH);
    if (batch.length === 0) return;
    for (const click of batch) {
      const row = exportRowOf(click, variant);
      yield csvLine([...prefix, ...COLUMNS.map((column) => String(row[column])), ...(withBots ? [String(row.bot)] : [])]);
    }
    after = batch[batch.length - 1]!.event_id;
  }
}

/**
 * One of the caller's links' raw clicks as CSV, a row per click in time order, over the same
 * window as its analytics (clamped to the plan's retention). Streamed a batch at a time.
 * The link is checked before the first byte, so a foreign or missing one is a plain 404.
 */
export async function exportClicks(ctx: LinksContext, actor: Actor, linkId: number, query: ClicksExportQuery): Promise<AsyncGenerator<string>> {
  const window = windowOf(actor, query);
  const link = await getLinkRowOrThrow(ctx.store.db, actor, linkId);
  const withBots = query.bots === true;
  return (async function* rows() {
    yield csvLine([...COLUMNS, ...(withBots ? ['is_bot'] : [])]);
    yield* clickLines(ctx, link, window, withBots, []);
  })();
}

/**
 * Every live link's raw clicks in the window, link by link (each in time order), with its id
 * and slug. The window is checked before the first byte, so a bad one is a plain 422.
 */
export function exportAccountClicks(ctx: LinksContext, actor: Actor, query: ClicksExportQuery): AsyncGenerator<string> {
  const window = windowOf(actor, query);
  const withBots = query.bots === true;
  return (async function* rows() {
    yield csvLine(['link_id', 'slug', ...COLUMNS, ...(withBots ? ['is_bot'] : [])]);
    for (let after = 0; ; ) {
      const links = await findLinksAfter(ctx.store.db, actor.workspaceId, after, LINKS_BATCH);
      if (links.length === 0) return;
      for (const link of links) yield* clickLines(ctx, link, window, withBots, [link.id, link.slug]);
      after = links[links.length - 1]!.id;
    }
  })();
}
