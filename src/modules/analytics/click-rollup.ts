import { addDailyTotals, addDimensionCounts, addLinkCounters, addMonthlyClicks, type DailyTotals, type LinkClickTotals, type RollupTarget } from './click-rollups.repository.js';
import type { ParsedClick } from './parse/parse-click.js';

export type { LinkClickTotals };

export const DIMENSIONS = ['country', 'device', 'browser', 'os', 'language', 'referrer', 'source', 'variant'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** What a rollup needs of one stored click. */
export type RolledClick = Pick<ParsedClick, 'linkId' | 'day' | 'clickedAt' | 'isBot' | 'country' | 'device' | 'browser' | 'os' | 'language' | 'referrerHost' | 'source' | 'variant'>;

/** A written batch: the clicks that were new, and those among them that were a first visit. */
export interface StoredClicks {
  clicks: RolledClick[];
  firstVisits: Set<RolledClick>;
}

const DIMENSION_OF: Record<Dimension, (click: RolledClick) => string> = {
  country: (click) => click.country,
  device: (click) => click.device,
  browser: (click) => click.browser,
  os: (click) => click.os,
  language: (click) => click.language,
  referrer: (click) => click.referrerHost,
  // Only scans are rolled up: clicks through the link are the rest of the day's clicks, so
  // the common case writes no extra row.
  source: (click) => (click.source === 'qr' ? 'qr' : ''),
  // The variant's index; '' (not stored) for a click without a test.
  variant: (click) => (click.variant === null ? '' : String(click.variant)),
};

interface DayTotals extends DailyTotals {
  /** Human clicks per value of each dimension. */
  values: Record<Dimension, Map<string, number>>;
}

interface LinkBucket {
  totals: LinkClickTotals;
  days: Map<string, DayTotals>;
}

/** A link of the batch was deleted after its clicks were served: the batch is written again without it. */
export class LinkGoneError extends Error {
  constructor() {
    super('a link of the click batch no longer exists');
  }
}

/**
 * Folds a batch of freshly stored clicks into the link counters, daily rollups,
 * per-dimension counts and monthly usage. The batch is summed here first, so the database
 * sees one row per (link, day, value) however many clicks a hot link had: a few statements
 * per batch. Bots count only as bot clicks. Returns the per-link totals.
 *
 * The link counters go first: their update is what tells that every link of the batch still
 * exists (it throws LinkGoneError when one does not), and it locks them until the commit,
 * so a deletion that comes after waits and then finds this batch's rows to delete.
 */
export async function applyClickRollups(target: RollupTarget, stored: StoredClicks): Promise<LinkClickTotals[]> {
  const links = sumBatch(stored);
  const totals = [...links.values()].map((link) => link.totals);
  if ((await addLinkCounters(target, totals)) < totals.length) throw new LinkGoneError();
  const days = [...links.values()].flatMap((link) => [...link.days.values()]);
  await addDailyTotals(target, days);
  await addDimensionCounts(
    target,
    days.flatMap((d) => DIMENSIONS.flatMap((dimension) => [...d.values[dimension]].map(([value, clicks]) => ({ linkId: d.linkId, day: d.day, dimension, value, clicks })))),
  );
  // Human clicks count toward the owner's monthly usage.
  await addMonthlyClicks(target, days.filter((d) => d.clicks > 0).map((d) => ({ linkId: d.linkId, period: d.day.slice(0, 7), clicks: d.clicks })));
  return totals;
}

// Nested maps keyed by link id, then day, then value: no string key is built per click.
function sumBatch({ clicks, firstVisits }: StoredClicks): Map<number, LinkBucket> {
  const links = new Map<number, LinkBucket>();
  for (const click of clicks) {
    let link = links.get(click.linkId);
    if (!link) {
      link = { totals: { linkId: click.linkId, clicks: 0, uniques: 0, bots: 0, lastAt: null }, days: new Map() };
      links.set(click.linkId, link);
    }
    let day = link.days.get(click.day);
    if (!day) {
      day = { linkId: click.linkId, day: click.day, clicks: 0, uniques: 0, bots: 0, values: { country: new Map(), device: new Map(), browser: new Map(), os: new Map(), language: new Map(), referrer: new Map(), source: new Map(), variant: new Map() } };
      link.days.set(click.day, day);
    }
    const unique = firstVisits.has(click) ? 1 : 0;
    day.uniques += unique;
    link.totals.uniques += unique;
    if (click.isBot) {
      day.bots++;
      link.totals.bots++;
      continue;
    }
    day.clicks++;
    link.totals.clicks++;
    if (link.totals.lastAt === null || link.totals.lastAt < click.clickedAt) link.totals.lastAt = click.clickedAt;
    for (const dimension of DIMENSIONS) {
      const counts = day.values[dimension];
      const value = DIMENSION_OF[dimension](click);
      if (value === '') continue;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return links;
}
