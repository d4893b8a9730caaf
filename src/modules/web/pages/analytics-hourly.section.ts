import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { Analytics } from '../../analytics/index.js';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
let languages: Intl.DisplayNames | null = null;

/** `hour` for a window of one or two days (the page then charts hours), else the API's daily default. */
export function autoInterval(from: string | undefined, to: string | undefined, today: string): 'hour' | undefined {
  if (!from || !DATE.test(from) || (to !== undefined && !DATE.test(to))) return undefined;
  const span = Date.parse(to ?? today) - Date.parse(from);
  return span >= 0 && span <= DAY_MS ? 'hour' : undefined;
}

/** A language subtag as people read it (`fr`: French); `und` is Unknown, as the country XX is. */
export function languageName(code: string): string {
  if (code === 'und') return 'Unknown';
  try {
    return (languages ??= new Intl.DisplayNames(['en'], { type: 'language' })).of(code) ?? code;
  } catch {
    return code;
  }
}

interface ChartPoint {
  date: string;
  clicks: number;
  uniques: number;
  scans: number;
}

/** What the chart draws: hours when the window has them, else days; `step` is a bar's width in seconds. */
export function chartSeries(analytics: Pick<Analytics, 'series' | 'hours'>): { series: ChartPoint[]; step: number; unit: 'hour' | 'day' } {
  if (!analytics.hours) return { series: analytics.series, step: 86_400, unit: 'day' };
  return { series: analytics.hours.map(({ hour, ...counts }) => ({ date: hour, ...counts })), step: 3_600, unit: 'hour' };
}

/** The chart's figures as a table, newest first, for screen readers and copying. */
export function seriesTable(analytics: Pick<Analytics, 'series' | 'hours'>): SafeHtml {
  const { series, unit } = chartSeries(analytics);
  const when = (date: string) => (unit === 'hour' ? `${date.slice(0, 10)} ${date.slice(11, 16)} UTC` : date);
  return html`<details style="margin-top:.75rem"><summary>Show the ${unit === 'hour' ? 'hourly' : 'daily'} numbers as a table</summary>
<div class="table-wrap" style="margin-top:.5rem;max-height:20rem;overflow:auto" tabindex="0" role="region" aria-label="Clicks per ${unit}, scrollable"><table><caption class="sr-only">Clicks per ${unit}</caption>
<thead><tr><th scope="col">${unit === 'hour' ? 'Hour' : 'Day'}</th><th scope="col" class="num">Clicks</th><th scope="col" class="num">Unique visitors</th><th scope="col" class="num">QR scans</th></tr></thead>
<tbody>${[...series].reverse().map((p) => html`<tr><td>${when(p.date)}</td><td class="num">${p.clicks}</td><td class="num">${p.uniques}</td><td class="num">${p.scans}</td></tr>`)}</tbody></table></div></details>`;
}
