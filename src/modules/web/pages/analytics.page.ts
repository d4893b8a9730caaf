import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import type { Analytics } from '../../analytics/index.js';
import type { LinkResource } from '../../links/index.js';
import { alertBox, copyButton, displayUrl, formatDate, formatNumber, statusBadge } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';
import { scansStat, variantsSection } from './analytics-smart.section.js';
import { chartSeries, languageName, seriesTable } from './analytics-hourly.section.js';
import { livePanel } from './live-panel.section.js';

export interface AnalyticsPageInput {
  viewer: Viewer;
  link: LinkResource;
  analytics: Analytics;
  retentionDays: number;
  today: string;
  earliest: string;
  /** Why the requested range was not used. */
  notice?: string;
}

const DAY_MS = 86_400_000;
const PRESETS: Array<[number, string]> = [
  [1, 'Today and yesterday'],
  [7, 'Last 7 days'],
  [30, 'Last 30 days'],
  [90, 'Last 90 days'],
  [365, 'Last 12 months'],
];
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

function breakdown(title: string, rows: Array<{ value: string; clicks: number }>, label: (value: string) => string, note?: string): SafeHtml {
  const max = rows.reduce((m, row) => Math.max(m, row.clicks), 0);
  return html`<section class="card" aria-labelledby="bd-${title}"><h2 id="bd-${title}">${title}</h2>${note ? html`<p class="hint">${note}</p>` : ''}
${rows.length === 0 ? html`<p class="muted small">No clicks in this period.</p>` : html`<ul class="bars">${rows.map(
    (row) => html`<li><span class="truncate">${label(row.value)}</span><strong class="num">${formatNumber(row.clicks)}</strong>
<span class="bar" aria-hidden="true"><span style="width:${Math.max(2, Math.round((row.clicks / max) * 100))}%"></span></span></li>`,
  )}</ul>`}</section>`;
}

function rangeForm(input: AnalyticsPageInput): SafeHtml {
  const { range } = input.analytics;
  const base = `/app/links/${input.link.id}/analytics`;
  const presets = PRESETS.map(([days, label]) => {
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
<a class="btn btn-ghost" href="${base}.csv?from=${range.from}&amp;to=${range.to}" download>${icon('download')}Export CSV</a>
<a class="btn btn-ghost" href="/app/links/${input.link.id}/clicks.csv?from=${range.from}&amp;to=${range.to}" download>${icon('download')}Raw clicks</a></div>
<div class="row" style="margin-top:.75rem">${presets}</div>
<p class="hint" style="margin-top:.5rem">Your plan keeps ${formatNumber(input.retentionDays)} days of analytics; earlier dates are moved to ${formatDate(input.earliest)}. Days are in UTC; a window of one or two days is charted by the hour.</p></form>`;
}

/** Per-link analytics: range picker clamped to the plan, daily chart, bots apart, breakdowns. */
export function analyticsPage(input: AnalyticsPageInput): string {
  const { link, analytics } = input;
  const { totals, range } = analytics;
  const chart = chartSeries(analytics);
  const body = html`<div class="page-header"><div><p class="breadcrumb"><a href="/app">Links</a> / <a href="/app/links/${link.id}">${link.title ?? link.slug}</a> /</p>
<h1>Analytics</h1><p class="short"><a href="${link.short_url}" target="_blank" rel="noopener">${displayUrl(link.short_url)}</a>${copyButton(link.short_url, 'Copy the short link')} ${statusBadge(link.status)}</p></div>
<a class="btn btn-secondary" href="/app/links/${link.id}">${icon('edit')}Edit link</a></div>
${input.notice ? alertBox('warning', `${input.notice}; showing the default range instead.`) : ''}
${rangeForm(input)}
<div class="grid grid-4" style="margin-top:1rem">
<div class="card stat"><span class="label">Clicks</span><span class="value" id="total-clicks">${formatNumber(totals.clicks)}</span><span class="hint">Human visits, ${formatDate(range.from)} – ${formatDate(range.to)}</span></div>
<div class="card stat"><span class="label">Unique visitors</span><span class="value" id="total-uniques">${formatNumber(totals.uniques)}</span><span class="hint">Distinct visitors per day, summed</span></div>
<div class="card stat"><span class="label">Bot clicks</span><span class="value" id="total-bots">${formatNumber(totals.botClicks)}</span><span class="hint">Crawlers and link previews; not in the other figures</span></div>
${scansStat(analytics)}</div>
<section class="card" style="margin-top:1rem" aria-labelledby="chart-h"><div class="card-header"><h2 id="chart-h">Clicks per ${chart.unit}</h2></div>
<div id="chart" class="chart" role="img" aria-label="Chart of ${chart.unit === 'hour' ? 'hourly' : 'daily'} clicks, unique visitors and QR scans from ${range.from} to ${range.to}"></div>
${seriesTable(analytics)}</section>
${livePanel(link.id)}
${variantsSection(link, analytics)}
<div class="grid grid-halves" style="margin-top:1rem">
${breakdown('Countries', analytics.countries, countryName, 'Top 10')}
${breakdown('Referrers', analytics.referrers, (v) => (v === 'direct' ? 'Direct or unknown' : v), 'Top 10 sites people came from')}
${breakdown('Devices', analytics.devices, (v) => DEVICE_NAMES[v] ?? v)}
${breakdown('Browsers', analytics.browsers, (v) => v)}
${breakdown('Operating systems', analytics.operating_systems, (v) => v)}
${breakdown('Languages', analytics.languages, languageName, 'Top 10 preferred languages of the browser')}</div>`;
  return renderWebPage({
    title: `Analytics · ${link.title ?? link.slug}`,
    body,
    viewer: input.viewer,
    nav: 'links',
    script: 'analytics',
    charts: true,
    data: { series: chart.series, step: chart.step, totals: { ...analytics.totals, scans: analytics.sources.find((source) => source.value === 'qr')?.clicks ?? 0 } },
  });
}
