import { ValidationError } from '../../platform/http/errors.js';
import { type Actor, getLinkRowOrThrow, type LinksContext } from '../links/index.js';
import { type DayRow, readDailyRollups, readDimensionByDay, readDimensionTotals } from './analytics.repository.js';
import { type HourPoint, hourlySeries, readInterval } from './analytics-hourly.js';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const TOP = 10;

export interface AnalyticsQuery {
  from?: unknown;
  to?: unknown;
  /** `hour` adds `hours` (ranges of up to two days). */
  interval?: unknown;
}

/** The Analytics resource of the interface. */
export interface Analytics {
  range: { from: string; to: string };
  totals: { clicks: number; uniques: number; botClicks: number };
  series: Array<{ date: string; clicks: number; uniques: number; scans: number }>;
  countries: Array<{ value: string; clicks: number }>;
  devices: Array<{ value: string; clicks: number }>;
  browsers: Array<{ value: string; clicks: number }>;
  operating_systems: Array<{ value: string; clicks: number }>;
  /** Primary language subtags (`fr`), `und` when unknown; top 10. */
  languages: Array<{ value: string; clicks: number }>;
  referrers: Array<{ value: string; clicks: number }>;
  /** Clicks through the link itself vs scans of its QR code. */
  sources: Array<{ value: 'link' | 'qr'; clicks: number }>;
  /** Clicks per A/B destination; only for a link that has or had variants. */
  variants?: Array<{ value: string; clicks: number }>;
  /** Per UTC hour; only with `interval=hour`. */
  hours?: HourPoint[];
}

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date as `YYYY-MM-DD` (2026-02-30 is refused), in UTC milliseconds. */
function parseDay(value: unknown, field: string): number {
  if (typeof value !== 'string' || !DATE.test(value)) throw ValidationError.field(field, `${field} must be a date as YYYY-MM-DD`);
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || toDay(ms) !== value) throw ValidationError.field(field, `${field} is not a real calendar date`);
  return ms;
}

/**
 * Resolves the window: `to` defaults to today (UTC), `from` to `defaultDays` (30) before `to`; a
 * `from` older than the plan's retention is raised to the earliest day it keeps, and a `to`
 * after today is lowered to today, so the window never outgrows the retention. A window with
 * no day in the retention (it ends before the earliest day kept, or starts after today) is a
 * 422: answering with days the caller did not ask for would pass them off as the asked ones.
 */
export function resolveRange(query: AnalyticsQuery, retentionDays: number, now = Date.now(), defaultDays = 30): { from: string; to: string } {
  const today = Date.parse(`${toDay(now)}T00:00:00Z`);
  const askedTo = query.to === undefined || query.to === '' ? today : parseDay(query.to, 'to');
  const to = Math.min(askedTo, today);
  const from = query.from === undefined || query.from === '' ? to - defaultDays * DAY_MS : parseDay(query.from, 'from');
  if (from > askedTo) throw ValidationError.field('from', 'from must not be after to');
  const earliest = today - retentionDays * DAY_MS;
  if (to < earliest) throw ValidationError.field('to', `to must not be before ${toDay(earliest)}, the earliest day your plan keeps`);
  if (from > today) throw ValidationError.field('from', 'from must not be after today (UTC)');
  return { from: toDay(Math.max(from, earliest)), to: toDay(to) };
}

/**
 * Analytics of one of the caller's links, from rollups only; bots only in totals.botClicks.
 * Ownership is checked on the primary (a link just created may not have reached a replica);
 * the rollups are read from the read store (a replica, or SQLite's read connection).
 */
export async function getLinkAnalytics(ctx: LinksContext, actor: Actor, linkId: number, query: AnalyticsQuery): Promise<Analytics> {
  // Hourly without a `from`: yesterday and today, the longest window it covers.
  const range = resolveRange(query, actor.entitlements.analytics_retention_days, Date.now(), query.interval === 'hour' ? 1 : 30);
  const interval = readInterval(query.interval, range);
  const link = await getLinkRowOrThrow(ctx.store.db, actor, linkId);
  const db = (ctx.readStore ?? ctx.store).db;
  const scope = { linkId: link.id };
  const [days, countries, devices, browsers, operatingSystems, languages, referrers, scans, variantRows, hours] = await Promise.all([
    readDailyRollups(db, scope, range.from, range.to),
    readDimensionTotals(db, scope, 'country', range.from, range.to, TOP),
    readDimensionTotals(db, scope, 'device', range.from, range.to, null),
    readDimensionTotals(db, scope, 'browser', range.from, range.to, null),
    readDimensionTotals(db, scope, 'os', range.from, range.to, null),
    readDimensionTotals(db, scope, 'language', range.from, range.to, TOP),
    readDimensionTotals(db, scope, 'referrer', range.from, range.to, TOP),
    readDimensionByDay(db, scope, 'source', 'qr', range.from, range.to),
    link.variants || link.ended_variants ? readDimensionTotals(db, scope, 'variant', range.from, range.to, null) : Promise.resolve(null),
    interval === 'hour' ? hourlySeries(db, link.id, range) : Promise.resolve(null),
  ]);
  const { series, totals, sources } = dailyFigures(range, days, scans);
  const result: Analytics = { range, totals, series, countries, devices, browsers, operating_systems: operatingSystems, languages, referrers, sources };
  if (hours) result.hours = hours;
  if (variantRows) result.variants = variantBreakdown(link.variants ?? link.ended_variants!, variantRows);
  return result;
}

/**
 * The series with every day of the window (0 where no rollup), the totals, and the clicks
 * split between the link and QR scans: the same for one link and for a workspace.
 */
export function dailyFigures(range: { from: string; to: string }, days: DayRow[], scans: Map<string, number>) {
  const byDay = new Map(days.map((row) => [row.day, row]));
  const series: Analytics['series'] = [];
  const totals = { clicks: 0, uniques: 0, botClicks: 0 };
  for (let ms = Date.parse(`${range.from}T00:00:00Z`); ms <= Date.parse(`${range.to}T00:00:00Z`); ms += DAY_MS) {
    const date = toDay(ms);
    const row = byDay.get(date);
    const point = { date, clicks: Number(row?.clicks ?? 0), uniques: Number(row?.uniques ?? 0), scans: scans.get(date) ?? 0 };
    series.push(point);
    totals.clicks += point.clicks;
    totals.uniques += point.uniques;
    totals.botClicks += Number(row?.bot_clicks ?? 0);
  }
  // Only scans are rolled up (click-rollup.ts): the link's own clicks are the rest.
  const qr = [...scans.values()].reduce((sum, n) => sum + n, 0);
  const sources: Analytics['sources'] = [
    { value: 'link', clicks: totals.clicks - qr },
    { value: 'qr', clicks: qr },
  ];
  return { series, totals, sources };
}

/** Clicks per variant destination, every variant listed (0 when none yet); rollups hold the variant's index. */
function variantBreakdown(variantsJson: string, rows: Array<{ value: string; clicks: number }>): Array<{ value: string; clicks: number }> {
  const variants = JSON.parse(variantsJson) as Array<{ destination_url: string }>;
  return variants.map((variant, index) => ({ value: variant.destination_url, clicks: rows.find((row) => row.value === String(index))?.clicks ?? 0 }));
}
