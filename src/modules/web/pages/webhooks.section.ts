import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { DEFAULT_EVENT_TYPES, EVENT_TYPES } from '../../../platform/events/event-types.js';
import type { DeliveryResource, WebhookResource } from '../../webhooks/index.js';
import { formatDate, formatDateTime } from '../ui/components.js';
import { icon } from '../ui/icons.js';

function statusOf(hook: WebhookResource): SafeHtml {
  if (hook.enabled) return html`<span class="badge status-active">Enabled</span>`;
  const why = hook.disabled_reason === 'failures' ? 'Disabled after 20 failed deliveries' : 'Disabled';
  return html`<span class="badge status-blocked" title="${why}">${why}</span>`;
}

const DELIVERY_BADGES: Record<string, string> = { succeeded: 'status-active', failed: 'status-blocked', pending: 'status-pending_review' };

/** What the last attempt got back: the HTTP status, or why there was none. */
function outcome(delivery: DeliveryResource): string {
  if (delivery.last_response_code !== null) return `HTTP ${delivery.last_response_code}`;
  return delivery.last_error ?? (delivery.attempt_count === 0 ? 'Not sent yet' : '');
}

function deliveriesRow(hook: WebhookResource, deliveries: DeliveryResource[]): SafeHtml {
  const body =
    deliveries.length === 0
      ? html`<p class="muted small">No deliveries yet. "Send test" queues one.</p>`
      : html`<div class="table-wrap"><table class="small"><caption class="sr-only">Recent deliveries to ${hook.url}</caption>
<thead><tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Next attempt</th><th scope="col">Created</th></tr></thead>
<tbody>${deliveries.map(
          (d) => html`<tr><td><code class="small">${d.event_type}</code></td><td><span class="badge ${DELIVERY_BADGES[d.status] ?? ''}">${d.status}</span></td>
<td>${d.attempt_count}</td><td class="truncate" style="max-width:18rem" title="${outcome(d)}">${outcome(d)}</td><td>${d.next_attempt_at && d.status === 'pending' ? formatDateTime(d.next_attempt_at) : '—'}</td><td>${formatDateTime(d.created_at)}</td></tr>`,
        )}</tbody></table></div>`;
  return html`<tr class="deliveries-row"><td colspan="4"><details><summary class="small">Recent deliveries (${deliveries.length})</summary>${body}</details></td></tr>`;
}

function row(hook: WebhookResource): SafeHtml {
  return html`<tr data-webhook-id="${hook.id}"><td data-label="URL"><code class="small truncate" style="display:block;max-width:22rem" title="${hook.url}">${hook.url}</code>
<span class="hint">Added ${formatDate(hook.created_at)}${hook.consecutive_failures > 0 ? ` · ${hook.consecutive_failures} failures in a row` : ''}</span></td>
<td data-label="Events">${hook.events.map((event) => html`<code class="small">${event}</code> `)}</td>
<td data-label="Status">${statusOf(hook)}</td>
<td><div class="actions">
<button class="btn btn-secondary btn-sm" type="button" data-webhook-action="test"${raw(hook.enabled ? '' : ' disabled')}>Send test</button>
<button class="btn btn-secondary btn-sm" type="button" data-webhook-action="${hook.enabled ? 'disable' : 'enable'}">${hook.enabled ? 'Disable' : 'Enable'}</button>
<button class="btn btn-ghost icon-btn" type="button" data-webhook-action="delete" aria-label="Delete webhook ${hook.url}">${icon('trash')}</button></div></td></tr>`;
}

/** Webhook endpoints: add (secret shown once), test, enable/disable, delete, and recent deliveries. */
export function webhooksSection(webhooks: WebhookResource[], deliveries: ReadonlyMap<number, DeliveryResource[]>): SafeHtml {
  return html`<section class="card" aria-labelledby="webhooks-h"><div class="card-header"><h2 id="webhooks-h">Webhooks</h2></div>
<p class="muted small">We POST a signed JSON event to your URL when your links change. Failed deliveries are retried 5 times; an endpoint failing 20 times in a row is disabled.</p>
<form id="webhook-form" novalidate><div class="field"><label for="webhook-url">Endpoint URL</label>
<input id="webhook-url" name="url" type="url" placeholder="https://example.com/hooks/shortener" required aria-describedby="webhook-url-error">
<p class="field-error" id="webhook-url-error" data-error-for="url" hidden></p></div>
<fieldset class="field"><legend class="label">Events</legend><div class="grid grid-3">${EVENT_TYPES.map(
    (event) => html`<label class="check"><input type="checkbox" name="events" value="${event}"${raw(DEFAULT_EVENT_TYPES.includes(event) ? ' checked' : '')}> <code>${event}</code></label>`,
  )}</div><p class="field-error" data-error-for="events" hidden></p></fieldset>
<button class="btn" type="submit">${icon('plus')}Add endpoint</button></form>
<div class="alert alert-success" id="new-secret" hidden><p><strong>Copy the signing secret now.</strong> It is shown only once; use it to verify the <code>webhook-signature</code> header.</p>
<div class="input-group copy" style="margin-top:.5rem"><label class="sr-only" for="new-secret-value">Signing secret</label><input id="new-secret-value" class="secret" type="text" readonly value="">
<button class="btn btn-secondary" type="button" data-copy="#new-secret-value">${icon('copy')}<span>Copy</span></button></div></div>
<div id="webhook-list">${webhooks.length === 0 ? html`<p class="muted small" style="margin-top:1rem">No endpoints yet.</p>` : html`<div class="table-wrap responsive" style="margin-top:1rem"><table><caption class="sr-only">Webhook endpoints</caption>
<thead><tr><th scope="col">Endpoint</th><th scope="col">Events</th><th scope="col">Status</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${webhooks.map((hook) => html`${row(hook)}${deliveriesRow(hook, deliveries.get(hook.id) ?? [])}`)}</tbody></table></div>`}</div></section>`;
}
