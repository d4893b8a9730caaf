import type { Actor, LinksContext } from '../links/index.js';
import { shortUrlOf } from '../links/index.js';
import { type Analytics, type AnalyticsQuery, dailyFigures, resolveRange, TOP } from './analytics.service.js';
import { type Dimension, readDailyRollups, readDimensionByDay, readDimensionTotals } from './analytics.repository.js';
import { readTopLinks } from './workspace-analytics.repository.js';

/** A link of the dashboard's top list. */
export interface TopLink {
  id: number;
  slug: string;
  short_url: string;
  clicks: number;
}

/** The Analytics resource over every link of a workspace, plus its most clicked links. */
export type WorkspaceAnalytics = Omit<Analytics, 'variants' | 'hours'> & { top_links: TopLink[] };

type Breakdown = 'countries' | 'devices' | 'browsers' | 'operating_systems' | 'languages' | 'referrers';

/** Each breakdown of the resource: its rollup dimension and how many values it lists (null: all). */
const BREAKDOWNS: Array<[Breakdown, Dimension, number | null]> = [
  ['countries', 'country', TOP],
  ['devices', 'device', null],
  ['browsers', 'browser', null],
  ['operating_systems', 'os', null],
  ['languages', 'language', TOP],
  ['referrers', 'referrer', TOP],
];

/**
 * The workspace dashboard: a link's analytics summed over all the workspace's links (deleted
 * ones left out, as from the links list), same window rules (30 days by default, clamped to
 * the plan's retention). `uniques` add up each link's visitors: one person who opened two of
 * the links counts twice, as the per-link figures summed by hand would.
 */
export async function getWorkspaceAnalytics(ctx: LinksContext, actor: Actor, query: Pick<AnalyticsQuery, 'from' | 'to'>): Promise<WorkspaceAnalytics> {
  const range = resolveRange(query, actor.entitlements.analytics_retention_days);
  const db = (ctx.readStore ?? ctx.store).db;
  const { workspaceId } = actor;
  const scope = { workspaceId };
  const [days, scans, top, ...lists] = await Promise.all([
    readDailyRollups(db, scope, range.from, range.to),
    readDimensionByDay(db, scope, 'source', 'qr', range.from, range.to),
    readTopLinks(db, workspaceId, range.from, range.to, TOP),
    ...BREAKDOWNS.map(([, dimension, limit]) => readDimensionTotals(db, scope, dimension, range.from, range.to, limit)),
  ]);
  const breakdowns = Object.fromEntries(BREAKDOWNS.map(([key], index) => [key, lists[index]!])) as Record<Breakdown, Analytics['countries']>;
  const { series, totals, sources } = dailyFigures(range, days, scans);
  const topLinks = top.map((row) => ({ id: row.id, slug: row.slug, short_url: shortUrlOf(row, ctx.baseUrl), clicks: row.clicks }));
  return { range, totals, series, ...breakdowns, sources, top_links: topLinks };
}
