import { html, type SafeHtml } from '../../../platform/html/html.js';

/** The analytics page's Live panel: clicks as they happen (web-client/live.ts fills it). */
export function livePanel(linkId: number): SafeHtml {
  return html`<section class="card live-panel" style="margin-top:1rem" aria-labelledby="live-h" id="live" data-link-id="${linkId}">
<div class="card-header"><h2 id="live-h">Live</h2><span class="hint" id="live-status" aria-live="polite">Connecting…</span></div>
<svg id="live-spark" class="live-spark" viewBox="0 0 60 20" preserveAspectRatio="none" role="img" aria-label="Clicks per second over the last minute"><path d=""></path></svg>
<p class="hint">Clicks per second, last minute. People and bots; paused while this tab is hidden.</p>
<div class="table-wrap"><table class="live-table"><thead><tr><th scope="col">Time</th><th scope="col">Country</th><th scope="col">Device</th><th scope="col">Browser</th><th scope="col">Referrer</th><th scope="col">Source</th></tr></thead>
<tbody id="live-rows"></tbody></table></div>
<p class="hint" id="live-empty">New clicks appear here at the top as they happen.</p></section>`;
}
