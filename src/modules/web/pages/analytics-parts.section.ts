import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import type { Analytics } from '../../analytics/index.js';
import { formatDate, formatNumber } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { scansStat } from './analytics-smart.section.js';
import { chartSeries, languageName, seriesTable } from './analytics-hourly.section.js';

/** What a link's analytics page and the workspace dashboard draw alike. */
type Figures = Pick<Analytics, 'range' | 'totals' | 'series' | 'hours' | 'sources' | 'countries' | 'devices' | 'browsers' | 'operating_systems' | 'languages' | 'referrers'>;

const DAY_MS = 86_400_000;
// Built on first use, like the formatters in ui/components.ts (ICU data).
let regions: Intl.DisplayNames | null = null;
const DEVICE_NAMES: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet', other: 'Other' };

function countryName(code: string): string {
  if (code === 'XX' || !/^[A-Z]{2}$/.test(code)) return 'Unknown';
  try {
    return (regions ??= new Intl.DisplayNames(['en'], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A titled list of values with their clicks and a bar scaled to the largest. */
export function breakdown(title: string, rows: Array<{ value: string; clicks: number }>, label: (value: string) => string, note?: string): SafeHtml {
  const max = rows.reduce((m, row) => Math.max(m, row.clicks), 0);
  return html`<section class="card" aria-labelledby="bd-${title}"><h2 id="bd-${title}">${title}</h2>${note ? html`<p class="hint">${note}</p>` : ''}
${rows.length === 0 ? html`<p class="muted small">No clicks in this period.</p>` : html`<ul class="bars">${rows.map(
    (row) => html`<li><span class="truncate">${label(row.value)}</span><strong class="num">${formatNumber(row.clicks)}</strong>
<span class="bar" aria-hidden="true"><span style="width:${Math.max(2, Math.round((row.clicks / max) * 100))}%"></span></span></li>`,
  )}</ul>`}</section>`;
}

/** Countries, referrers, devices, browsers, operating systems and languages. */
export function breakdowns(analytics: Figures): SafeHtml {
  return html`<div class="grid grid-halves" style="margin-top:1rem">
${breakdown('Countries', analytics.countries, countryName, 'Top 10')}
${breakdown('Referrers', analytics.referrers, (v) => (v === 'direct' ? 'Direct or unknown' : v), 'Top 10 sites people came from')}
${breakdown('Devices', analytics.devices, (v) => DEVICE_NAMES[v] ?? v)}
${breakdown('Browsers', analytics.browsers, (v) => v)}
${breakdown('Operating systems', analytics.operating_systems, (v) => v)}
${breakdown('Languages', analytics.languages, languageName, 'Top 10 preferred languages of the browser')}</div>`;
}

/** Clicks, unique visitors, bot clicks and QR scans of the window. */
export function statCards(analytics: Figures): SafeHtml {
  const { totals, range } = analytics;
  return html`<div class="grid grid-4" style="margin-top:1rem">
<div class="card stat"><span class="label">Clicks</span><span class="value" id="total-clicks">${formatNumber(totals.clicks)}</span><span class="hint">Human visits, ${formatDate(range.from)} – ${formatDate(range.to)}</span></div>
<div class="card stat"><span class="label">Unique visitors</span><span class="value" id="total-uniques">${formatNumber(totals.uniques)}</span><span class="hint">Distinct visitors per day, summed</span></div>
<div class="card stat"><span class="label">Bot clicks</span><span class="value" id="total-bots">${formatNumber(totals.botClicks)}</span><span class="hint">Crawlers and link previews; not in the other figures</span></div>
${scansStat(analytics)}</div>`;
}

/** The chart (drawn by the `analytics` script from the page data) and its figures as a table. */
export function chartCard(analytics: Figures): SafeHtml {
  const chart = chartSeries(analytics);
  const { range } = analytics;
  return html`<section class="card" style="margin-top:1rem" aria-labelledby="chart-h"><div class="card-header"><h2 id="chart-h">Clicks per ${chart.unit}</h2></div>
<div id="chart" class="chart" role="img" aria-label="Chart of ${chart.unit === 'hour' ? 'hourly' : 'daily'} clicks, unique visitors and QR scans from ${range.from} to ${range.to}"></div>
${seriesTable(analytics)}</section>`;
}

/** The page data the `analytics` script charts. */
export function chartData(analytics: Figures) {
  const chart = chartSeries(analytics);
  return { series: chart.series, step: chart.step, totals: { ...analytics.totals, scans: analytics.sources.find((source) => source.value === 'qr')?.clicks ?? 0 } };
}

export interface RangeFormInput {
  /** The page the form and presets load. */
  base: string;
  range: { from: string; to: string };
  retentionDays: number;
  today: string;
  earliest: string;
  presets: Array<[number, string]>;
  /** Download links beside the Apply button. */
  downloads: SafeHtml;
  /** Said under the presets after the retention. */
  note: string;
}

/** The date range picker, its presets (locked past the plan's retention) and the retention note. */
export function rangeForm(input: RangeFormInput): SafeHtml {
  const { range, base } = input;
  const presets = input.presets.map(([days, label]) => {
    if (days > input.retentionDays) {
      return html`<span class="btn btn-ghost btn-sm" aria-disabled="true" title="Your plan keeps ${input.retentionDays} days">${icon('lock')}${label}</span>`;
    }
    // "Last 30 days" is the API's default window (from = to - 30 days), so the default page highlights it.
    const from = new Date(Date.parse(`${input.today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
    const active = range.from === from && range.to === input.today;
    return html`<a class="btn ${active ? 'btn-secondary' : 'btn-ghost'} btn-sm" href="${base}?from=${from}&amp;to=${input.today}"${raw(active ? ' aria-current="true"' : '')}>${label}</a>`;
  });
  return html`<form class="card" method="get" action="${base}" id="range-form" aria-label="Date range">
<div class="row" style="align-items:flex-end;gap:.75rem">
<div class="field" style="margin:0"><label for="from">From</label><input id="from" name="from" type="date" value="${range.from}" min="${input.earliest}" max="${input.today}"></div>
<div class="field" style="margin:0"><label for="to">To</label><input id="to" name="to" type="date" value="${range.to}" min="${input.earliest}" max="${input.today}"></div>
<button class="btn btn-secondary" type="submit">Apply</button>
${input.downloads}</div>
<div class="row" style="margin-top:.75rem">${presets}</div>
<p class="hint" style="margin-top:.5rem">Your plan keeps ${formatNumber(input.retentionDays)} days of analytics; earlier dates are moved to ${formatDate(input.earliest)}. ${input.note}</p></form>`;
}
