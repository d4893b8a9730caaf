import type { Analytics, Link } from '@shortener/client';

const BARS = '▁▂▃▄▅▆▇█';

/** One block per value, scaled to the largest; all-zero series stay on the floor. */
export function sparkline(values: number[]): string {
  const max = Math.max(0, ...values);
  return values.map((value) => BARS[max === 0 ? 0 : Math.round((value / max) * (BARS.length - 1))]).join('');
}

/** Rows as aligned columns, the first row being the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')).join('\n');
}

/** The JSON the API sent, for scripts (`--json`). */
export function printJson(value: unknown): void {
  console.log(JSON.stringify(value, null, 2));
}

/** A link for people: the short URL first, then what matters when reading it back. */
export function describeLink(link: Link): string {
  const rows: Array<[string, string | null | undefined]> = [
    ['short_url', link.short_url],
    ['destination', link.destination_url],
    ['id', String(link.id)],
    ['title', link.title],
    ['status', link.status],
    ['folder_id', link.folder_id === null ? null : String(link.folder_id)],
    ['tags', link.tags.length ? link.tags.join(', ') : null],
    ['clicks', `${link.total_clicks} (${link.unique_clicks} unique)`],
    ['created_at', link.created_at],
  ];
  return table(rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== undefined).map(([name, value]) => [name, value]));
}

export function linkRows(links: Link[]): string {
  return table([['ID', 'SHORT URL', 'CLICKS', 'DESTINATION'], ...links.map((link) => [String(link.id), link.short_url, String(link.total_clicks), link.destination_url])]);
}

/** The totals, a daily sparkline and the top countries and referrers of a window. */
export function describeAnalytics(analytics: Analytics): string {
  const daily = analytics.series.map((day) => day.clicks);
  const top = (rows: Array<{ value: string; clicks: number }>) => rows.slice(0, 5).map((row) => `${row.value} ${row.clicks}`).join(', ') || '-';
  return table([
    ['range', `${analytics.range.from} .. ${analytics.range.to}`],
    ['clicks', String(analytics.totals.clicks)],
    ['uniques', String(analytics.totals.uniques)],
    ['bot clicks', String(analytics.totals.botClicks)],
    ['daily', `${sparkline(daily)}  (max ${Math.max(0, ...daily)} a day)`],
    ['countries', top(analytics.countries)],
    ['referrers', top(analytics.referrers)],
  ]);
}
