import { html, type SafeHtml } from '../../../platform/html/html.js';
import { PLAN_NAMES } from '../../accounts/index.js';
import type { ReviewItem } from '../../links/index.js';
import { displayUrl, formatDateTime, formatNumber } from '../ui/components.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';

export interface AdminInput {
  viewer: Viewer;
  queue: ReviewItem[];
  total: number;
}

function reviewRow(item: ReviewItem): SafeHtml {
  return html`<tr data-review-id="${item.id}"><td data-label="Short link"><code>${displayUrl(item.short_url)}</code></td>
<td data-label="Destination"><span class="truncate" style="display:block;max-width:26rem" title="${item.destination_url}">${item.destination_url}</span></td>
<td data-label="Owner">${item.owner_email ?? html`<span class="muted">Anonymous</span>`}</td>
<td data-label="Waiting since" class="nowrap">${formatDateTime(item.updated_at)}</td>
<td><div class="actions"><button class="btn btn-sm" type="button" data-review="approve" data-id="${item.id}" data-slug="${item.slug}">Approve</button>
<button class="btn btn-danger btn-sm" type="button" data-review="block" data-id="${item.id}" data-slug="${item.slug}">Block</button></div></td></tr>`;
}

/** Operators: the review queue (approve or block) and a user's plan. */
export function adminPage(input: AdminInput): string {
  const body = html`<div class="page-header"><div><h1>Operators</h1><p class="muted">Links the safety scan could not decide on, and plan changes.</p></div></div>
<div class="stack"><section class="card" aria-labelledby="review-h"><div class="card-header"><h2 id="review-h">Review queue</h2><span class="badge plain">${formatNumber(input.total)} waiting</span></div>
<p class="muted small">Under review, a short link shows a "being reviewed" page. Approve to make it redirect; block to show the warning page for good.</p>
${input.queue.length === 0 ? html`<p class="muted">Nothing to review. 🎉</p>` : html`<div class="table-wrap responsive"><table><caption class="sr-only">Links waiting for review, oldest first</caption>
<thead><tr><th scope="col">Short link</th><th scope="col">Destination</th><th scope="col">Owner</th><th scope="col">Waiting since</th><th scope="col"><span class="sr-only">Decision</span></th></tr></thead>
<tbody>${input.queue.map(reviewRow)}</tbody></table></div>`}
${input.total > input.queue.length ? html`<p class="hint" style="margin-top:.5rem">Showing the oldest ${input.queue.length}; decide on these to see more.</p>` : ''}</section>
<section class="card" aria-labelledby="plan-h"><h2 id="plan-h">Set a user's plan</h2>
<form id="plan-form" class="row" style="align-items:flex-end" novalidate>
<div class="field" style="margin:0;flex:1;min-width:14rem"><label for="plan-email">User's email</label><input id="plan-email" name="email" type="email" required aria-describedby="plan-email-error"></div>
<div class="field" style="margin:0"><label for="plan-plan">Plan</label><select id="plan-plan" name="plan">${PLAN_NAMES.map((plan) => html`<option value="${plan}">${plan}</option>`)}</select></div>
<button class="btn" type="submit">Set plan</button></form>
<p class="field-error" id="plan-email-error" data-error-for="email" role="alert" hidden></p></section></div>`;
  return renderWebPage({ title: 'Operators', body, viewer: input.viewer, nav: 'admin', script: 'admin' });
}
