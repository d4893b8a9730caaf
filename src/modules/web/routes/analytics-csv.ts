import type { Analytics } from '../../analytics/index.js';

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...)).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts defused with a quote mark, quoted when it holds , " or a newline. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A link's analytics as one long table a spreadsheet can pivot: the daily series, the totals
 * (bot clicks among them), then every breakdown, each row tagged with its section.
 */
export function analyticsCsv(analytics: Analytics): string {
  const rows: Array<Array<string | number>> = [['section', 'key', 'clicks', 'uniques']];
  for (const point of analytics.series) rows.push(['daily', point.date, point.clicks, point.uniques]);
  rows.push(['total', 'human clicks', analytics.totals.clicks, analytics.totals.uniques]);
  rows.push(['total', 'bot clicks', analytics.totals.botClicks, '']);
  const breakdowns = { country: analytics.countries, device: analytics.devices, browser: analytics.browsers, referrer: analytics.referrers };
  for (const [section, entries] of Object.entries(breakdowns)) {
    for (const entry of entries) rows.push([section, entry.value, entry.clicks, '']);
  }
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
