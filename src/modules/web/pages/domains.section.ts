import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { DomainResource } from '../../domains/index.js';
import { formatDateTime, lockedNote } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { dnsRecordsOf } from './dns-records.section.js';

function statusOf(domain: DomainResource): SafeHtml {
  if (domain.status === 'pending') return html`<span class="badge status-pending_review">Waiting for verification</span>`;
  return domain.enabled ? html`<span class="badge status-active">Verified</span>` : html`<span class="badge status-disabled">Switched off</span>`;
}

function row(domain: DomainResource): SafeHtml {
  const pending = domain.status === 'pending';
  const hint = pending
    ? html`<span class="hint">${domain.next_check_at ? `Next check ${formatDateTime(domain.next_check_at)}` : ''}</span>
${domain.last_check_error ? html`<span class="hint">Last check: ${domain.last_check_error}</span>` : ''}`
    : html`<span class="hint">Verified ${formatDateTime(domain.verified_at)}</span>`;
  const toggle = pending ? '' : html`<button class="btn btn-secondary btn-sm" type="button" data-domain-action="${domain.enabled ? 'disable' : 'enable'}">${domain.enabled ? 'Switch off' : 'Switch on'}</button>`;
  return html`<tr data-domain-id="${domain.id}"><td data-label="Domain"><strong>${domain.hostname}</strong>${hint}${dnsRecordsOf(domain)}</td>
<td data-label="Status">${statusOf(domain)}</td>
<td><div class="actions">${pending ? html`<button class="btn btn-secondary btn-sm" type="button" data-domain-action="verify">Check now</button>` : ''}${toggle}
<button class="btn btn-ghost icon-btn" type="button" data-domain-action="delete" aria-label="Remove domain ${domain.hostname}">${icon('trash')}</button></div></td></tr>`;
}

/** Branded domains: add one (the record to publish shown once), check it now, switch it off, remove it. */
export function domainsSection(domains: DomainResource[], allowed: number | null): SafeHtml {
  const form =
    allowed === 0
      ? lockedNote('Branded domains are a Pro and Business feature. Upgrade to serve links on your own domain.')
      : html`<form id="domain-form" novalidate><div class="field"><label for="domain-hostname">Domain</label>
<input id="domain-hostname" name="hostname" type="text" inputmode="url" autocomplete="off" spellcheck="false" placeholder="go.example.com" required aria-describedby="domain-hostname-hint domain-hostname-error">
<p class="hint" id="domain-hostname-hint">A domain or subdomain you control, such as go.example.com; a pasted address counts for its domain.${allowed === null ? '' : ` Your plan allows ${allowed}.`}</p>
<p class="field-error" id="domain-hostname-error" data-error-for="hostname" hidden></p></div>
<button class="btn" type="submit">${icon('plus')}Add domain</button></form>`;
  return html`<section class="card" aria-labelledby="domains-h"><div class="card-header"><h2 id="domains-h">Domains</h2></div>
<p class="muted small">Serve short links on your own domain. Prove that it is yours with a DNS TXT record (or a file on its web server), and point it at this service; we check again every few minutes until it is verified. Each record shows whether DNS holds it yet.</p>
${form}
<div class="alert alert-success" id="new-domain" hidden><p><strong>Publish this record now; it stays listed below until the domain is verified.</strong></p>
<dl class="small"><dt>Type</dt><dd><code>TXT</code></dd><dt>Name</dt><dd><code id="new-domain-name"></code></dd></dl>
<div class="input-group copy" style="margin-top:.5rem"><label class="sr-only" for="new-domain-value">TXT record value</label><input id="new-domain-value" class="secret" type="text" readonly value="">
<button class="btn btn-secondary" type="button" data-copy="#new-domain-value">${icon('copy')}<span>Copy</span></button></div>
<p class="hint">Or serve the part after <code>shortener-verify=</code> as the whole body of <code id="new-domain-http"></code>.</p></div>
<div id="domain-list">${domains.length === 0 ? html`<p class="muted small" style="margin-top:1rem">No domains yet.</p>` : html`<div class="table-wrap responsive" style="margin-top:1rem"><table><caption class="sr-only">Your domains</caption>
<thead><tr><th scope="col">Domain</th><th scope="col">Status</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${domains.map(row)}</tbody></table></div>`}</div></section>`;
}
