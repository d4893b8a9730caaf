import { html } from '../../../platform/html/html.js';
import type { Analytics } from '../../analytics/index.js';
import type { LinkResource } from '../../links/index.js';
import { alertBox, copyButton, displayUrl, statusBadge } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer, viewerMay } from '../ui/layout.js';
import { variantsSection } from './analytics-smart.section.js';
import { breakdowns, chartCard, chartData, rangeForm, statCards } from './analytics-parts.section.js';
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

const PRESETS: Array<[number, string]> = [
  [1, 'Today and yesterday'],
  [7, 'Last 7 days'],
  [30, 'Last 30 days'],
  [90, 'Last 90 days'],
  [365, 'Last 12 months'],
];

/** Per-link analytics: range picker clamped to the plan, daily chart, bots apart, breakdowns. */
export function analyticsPage(input: AnalyticsPageInput): string {
  const { link, analytics } = input;
  const { range } = analytics;
  const downloads = html`<a class="btn btn-ghost" href="/app/links/${link.id}/analytics.csv?from=${range.from}&amp;to=${range.to}" download>${icon('download')}Export CSV</a>
<a class="btn btn-ghost" href="/app/links/${link.id}/clicks.csv?from=${range.from}&amp;to=${range.to}" download>${icon('download')}Raw clicks</a>`;
  const body = html`<div class="page-header"><div><p class="breadcrumb"><a href="/app">Links</a> / <a href="/app/links/${link.id}">${link.title ?? link.slug}</a> /</p>
<h1>Analytics</h1><p class="short"><a href="${link.short_url}" target="_blank" rel="noopener">${displayUrl(link.short_url)}</a>${copyButton(link.short_url, 'Copy the short link')} ${statusBadge(link.status)}</p></div>
${viewerMay(input.viewer, 'write_links') ? html`<a class="btn btn-secondary" href="/app/links/${link.id}">${icon('edit')}Edit link</a>` : ''}</div>
${input.notice ? alertBox('warning', `${input.notice}; showing the default range instead.`) : ''}
${rangeForm({ ...input, base: `/app/links/${link.id}/analytics`, range, presets: PRESETS, downloads, note: 'Days are in UTC; a window of one or two days is charted by the hour.' })}
${statCards(analytics)}
${chartCard(analytics)}
${livePanel(link.id)}
${variantsSection(link, analytics, viewerMay(input.viewer, 'write_links'))}
${breakdowns(analytics)}`;
  return renderWebPage({ title: `Analytics · ${link.title ?? link.slug}`, body, viewer: input.viewer, nav: 'links', script: 'analytics', charts: true, data: chartData(analytics) });
}
