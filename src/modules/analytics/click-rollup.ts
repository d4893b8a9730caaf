import type { ParsedClick } from './parse/parse-click.js';

export const DIMENSIONS = ['country', 'device', 'browser', 'referrer'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface LinkTotals {
  linkId: number;
  clicks: number;
  uniques: number;
  botClicks: number;
  /** ISO time of the newest human click ('' when the batch had none). */
  lastClickedAt: string;
  /** Human clicks per calendar month (`YYYY-MM`), for usage counters. */
  perMonth: Map<string, number>;
}

export interface Rollup {
  days: Array<{ link_id: number; day: string; clicks: number; uniques: number; bot_clicks: number }>;
  dimensions: Array<{ link_id: number; dimension: string; day: string; value: string; clicks: number }>;
  links: LinkTotals[];
}

/** Folds a batch of new clicks into the increments the store applies. Bots count only as bots. */
export function aggregateClicks(clicks: ParsedClick[], firstVisits: Set<string>): Rollup {
  const days = new Map<string, Rollup['days'][number]>();
  const dimensions = new Map<string, Rollup['dimensions'][number]>();
  const links = new Map<number, LinkTotals>();

  for (const click of clicks) {
    const dayKey = `${click.linkId}|${click.day}`;
    const day = days.get(dayKey) ?? { link_id: click.linkId, day: click.day, clicks: 0, uniques: 0, bot_clicks: 0 };
    days.set(dayKey, day);
    const link = links.get(click.linkId) ?? {
      linkId: click.linkId,
      clicks: 0,
      uniques: 0,
      botClicks: 0,
      lastClickedAt: '',
      perMonth: new Map(),
    };
    links.set(click.linkId, link);
    if (click.isBot) {
      day.bot_clicks++;
      link.botClicks++;
      continue;
    }
    const unique = firstVisits.has(click.id) ? 1 : 0;
    day.clicks++;
    day.uniques += unique;
    link.clicks++;
    link.uniques += unique;
    const at = new Date(click.at).toISOString();
    if (at > link.lastClickedAt) link.lastClickedAt = at;
    const month = click.day.slice(0, 7);
    link.perMonth.set(month, (link.perMonth.get(month) ?? 0) + 1);
    for (const dimension of DIMENSIONS) {
      const value = dimensionValue(click, dimension);
      const key = `${dayKey}|${dimension}|${value}`;
      const row = dimensions.get(key) ?? { link_id: click.linkId, dimension, day: click.day, value, clicks: 0 };
      row.clicks++;
      dimensions.set(key, row);
    }
  }
  return { days: [...days.values()], dimensions: [...dimensions.values()], links: [...links.values()] };
}

function dimensionValue(click: ParsedClick, dimension: Dimension): string {
  switch (dimension) {
    case 'country':
      return click.country;
    case 'device':
      return click.device;
    case 'browser':
      return click.browser;
    case 'referrer':
      return click.referrerHost;
  }
}
