import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { WorkspaceAnalytics } from '../../analytics/index.js';
import { alertBox, displayUrl, formatNumber } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';
import { breakdowns, chartCard, chartData, rangeForm, statCards } from './analytics-parts.section.js';

export interface DashboardPageInput {
  viewer: Viewer & { workspace: { name: string } };
  analytics: WorkspaceAnalytics;
  retentionDays: number;
  today: string;
  earliest: string;
  /** Why the requested range was not used. */
  notice?: string;
}

// Whole days only: a workspace's hourly chart would read every raw click of every link.
const PRESETS: Array<[number, string]> = [
  [7, 'Last 7 days'],
  [30, 'Last 30 days'],
  [90, 'Last 90 days'],
  [365, 'Last 12 months'],
];

function topLinks(analytics: WorkspaceAnalytics): SafeHtml {
  const rows = analytics.top_links;
  return html`<section class="card" style="margin-top:1rem" aria-labelledby="top-links-h"><h2 id="top-links-h">Top links</h2>
${rows.length === 0 ? html`<p class="muted small">No clicks in this period.</p>` : html`<div class="table-wrap"><table id="top-links"><caption class="sr-only">The links with the most clicks in this period</caption>
<thead><tr><th scope="col">Short link</th><th scope="col" class="num">Clicks</th><th scope="col"><span class="sr-only">Analytics</span></th></tr></thead>
<tbody>${rows.map(
    (link) => html`<tr><td><a href="/app/links/${link.id}">${displayUrl(link.short_url)}</a></td><td class="num">${formatNumber(link.clicks)}</td>
<td><a class="btn btn-ghost icon-btn" href="/app/links/${link.id}/analytics" aria-label="Analytics of ${link.slug}" title="Analytics">${icon('chart')}</a></td></tr>`,
  )}</tbody></table></div>`}</section>`;
}

/** The workspace dashboard: the analytics of all its links together, first thing in the nav. */
export function dashboardPage(input: DashboardPageInput): string {
  const { analytics } = input;
  const { range } = analytics;
  const downloads = html`<a class="btn btn-ghost" href="/app/clicks.csv?from=${range.from}&amp;to=${range.to}" download>${icon('download')}Raw clicks</a>`;
  const body = html`<div class="page-header"><div><h1>Dashboard</h1><p class="muted">Every link of <strong>${input.viewer.workspace.name}</strong> together</p></div>
<a class="btn btn-secondary" href="/app">Links</a></div>
${input.notice ? alertBox('warning', `${input.notice}; showing the default range instead.`) : ''}
${rangeForm({ ...input, base: '/app/dashboard', range, presets: PRESETS, downloads, note: 'Days are in UTC; unique visitors add up each link’s.' })}
${statCards(analytics)}
${chartCard(analytics)}
${topLinks(analytics)}
${breakdowns(analytics)}`;
  return renderWebPage({ title: 'Dashboard', body, viewer: input.viewer, nav: 'dashboard', script: 'analytics', charts: true, data: chartData(analytics) });
}
