import { csvCell } from '../../../platform/text/csv.js';
import type { Analytics } from '../../analytics/index.js';

/**
 * A link's analytics as one long table a spreadsheet can pivot: the daily (and hourly) series, the totals
 * (bot clicks among them), then every breakdown (link clicks vs QR scans, A/B destinations
 * included), each row tagged with its section.
 */
export function analyticsCsv(analytics: Analytics): string {
  const rows: Array<Array<string | number>> = [['section', 'key', 'clicks', 'uniques']];
  for (const point of analytics.series) rows.push(['daily', point.date, point.clicks, point.uniques]);
  for (const point of analytics.hours ?? []) rows.push(['hourly', point.hour, point.clicks, point.uniques]);
  rows.push(['total', 'human clicks', analytics.totals.clicks, analytics.totals.uniques]);
  rows.push(['total', 'bot clicks', analytics.totals.botClicks, '']);
  const breakdowns = {
    country: analytics.countries,
    device: analytics.devices,
    browser: analytics.browsers,
    os: analytics.operating_systems,
    language: analytics.languages,
    referrer: analytics.referrers,
    source: analytics.sources,
    variant: analytics.variants ?? [],
  };
  for (const [section, entries] of Object.entries(breakdowns)) {
    for (const entry of entries) rows.push([section, entry.value, entry.clicks, '']);
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
