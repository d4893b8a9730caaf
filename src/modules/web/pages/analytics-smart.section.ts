import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { Analytics } from '../../analytics/index.js';
import type { LinkResource } from '../../links/index.js';
import { formatNumber } from '../ui/components.js';

const letter = (index: number) => String.fromCharCode(65 + index);
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The share of the window's clicks that came from scanning the link's QR code. */
export function scansStat(analytics: Pick<Analytics, 'sources'>): SafeHtml {
  const scans = analytics.sources.find((source) => source.value === 'qr')?.clicks ?? 0;
  const viaLink = analytics.sources.find((source) => source.value === 'link')?.clicks ?? 0;
  return html`<div class="card stat"><span class="label">QR scans</span><span class="value" id="total-scans">${formatNumber(scans)}</span>
<span class="hint">Of the clicks; <span id="total-link-clicks">${formatNumber(viaLink)}</span> came through the link itself</span></div>`;
}

/**
 * Clicks per A/B destination. While the test runs each row can be chosen as the winner (it
 * becomes the link's destination and the test ends); an ended test's figures stay listed.
 */
export function variantsSection(link: LinkResource, analytics: Analytics, canChoose = true): SafeHtml {
  const rows = analytics.variants;
  if (!rows) return html``;
  const running = link.variants !== null;
  const total = rows.reduce((sum, row) => sum + row.clicks, 0);
  const weightOf = (url: string) => link.variants?.find((variant) => variant.destination_url === url)?.weight;
  return html`<section class="card" style="margin-top:1rem" aria-labelledby="variants-h" id="variants" data-link-id="${link.id}">
<div class="card-header"><h2 id="variants-h">A/B test</h2><span class="badge ${running ? 'status-active' : 'plain'}">${running ? 'Running' : 'Ended'}</span></div>
<p class="hint">${running ? 'Human clicks per destination in this period. Choosing a winner makes it the link’s destination and ends the test.' : 'The last test’s destinations; the link now sends everyone to its destination.'}</p>
<ul class="winner-list bars">${rows.map((row, i) => {
    const weight = weightOf(row.value);
    const share = percent(row.clicks, total);
    return html`<li data-variant-url="${row.value}"><span class="truncate"><strong>${letter(i)}</strong> · <a href="${row.value}" rel="noopener" target="_blank">${row.value}</a>${weight === undefined ? '' : html` <span class="muted small">(weight ${weight}%)</span>`}</span>
<strong class="num">${formatNumber(row.clicks)} <span class="muted small">${share}%</span></strong>
${running && canChoose ? html`<button class="btn btn-secondary btn-sm" type="button" data-winner="${row.value}" aria-label="Choose as winner: destination ${letter(i)}">Choose as winner</button>` : html`<span></span>`}
<span class="bar" aria-hidden="true"><span style="width:${Math.max(2, share)}%"></span></span></li>`;
  })}</ul></section>`;
}
