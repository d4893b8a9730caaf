import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { type Entitlements, SCOPES, type TokenRow } from '../../accounts/index.js';
import type { DomainResource } from '../../domains/index.js';
import type { DeliveryResource, WebhookResource } from '../../webhooks/index.js';
import { formatDate, formatDateTime, formatNumber, lockedNote } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer, viewerMay } from '../ui/layout.js';
import { credentialsSection } from './credentials.section.js';
import { accountSecuritySections, type SecurityInput } from './account-security.section.js';
import { domainsSection } from './domains.section.js';
import { webhooksSection } from './webhooks.section.js';

export interface AccountInput {
  viewer: Viewer;
  plan: string;
  entitlements: Entitlements;
  usage: { links_created: number; clicks: number; api_requests: number };
  periodStart: string;
  tokens: TokenRow[];
  domains: DomainResource[];
  webhooks: WebhookResource[];
  /** Recent deliveries by endpoint id. */
  deliveries: ReadonlyMap<number, DeliveryResource[]>;
  /** Every plan, for the comparison the "Upgrade" notes link to. */
  plans: Array<{ name: string; entitlements: Entitlements }>;
  /** Two-factor sign-in, sessions and deletion. */
  security?: SecurityInput;
}

const PLAN_NAMES: Record<string, string> = { free: 'Free', pro: 'Pro', business: 'Business' };
const SCOPE_HINTS: Record<string, string> = {
  'links:read': 'List and read links, folders, tags and QR codes',
  'links:write': 'Create, edit, enable, disable and delete links',
  'analytics:read': 'Read click analytics',
  'webhooks:write': 'Manage webhook endpoints',
};

function meter(label: string, used: number, limit: number | null): SafeHtml {
  if (limit === null) {
    return html`<div class="meter"><div class="row"><span>${label}</span><span><strong>${formatNumber(used)}</strong> <span class="muted">· unlimited</span></span></div></div>`;
  }
  const ratio = limit === 0 ? 1 : used / limit;
  const id = `m-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return html`<div class="meter"><div class="row"><span id="${id}">${label}</span><span><strong>${formatNumber(used)}</strong> <span class="muted">of ${formatNumber(limit)}</span></span></div>
<progress max="${limit}" value="${Math.min(used, limit)}" aria-labelledby="${id}"${raw(ratio >= 0.8 ? ' class="high"' : '')}>${Math.round(ratio * 100)}%</progress></div>`;
}

function feature(on: boolean, label: string): SafeHtml {
  return html`<li><span class="${on ? 'yes' : 'no'}" aria-hidden="true">${on ? '✓' : '✕'}</span>${label}<span class="sr-only">${on ? ' (included)' : ' (not included)'}</span></li>`;
}

function planCard(input: AccountInput): SafeHtml {
  const e = input.entitlements;
  return html`<section class="card" aria-labelledby="plan-h"><div class="card-header"><h2 id="plan-h">Plan and usage</h2>
<span class="badge badge-pro plain">${PLAN_NAMES[input.plan] ?? input.plan} plan</span></div>
<p class="muted small">This month, since ${formatDate(`${input.periodStart}T00:00:00Z`)} (UTC).</p>
${meter('Links created', input.usage.links_created, e.links_per_month)}
<div class="grid grid-2"><div class="stat"><span class="label">Clicks this month</span><span class="value">${formatNumber(input.usage.clicks)}</span></div>
<div class="stat"><span class="label">API requests this month</span><span class="value">${formatNumber(input.usage.api_requests)}</span>
<span class="hint">${e.api_access ? (e.api_requests_per_minute === null ? 'Unlimited requests' : `Up to ${formatNumber(e.api_requests_per_minute)} a minute`) : 'No API access on this plan'}</span></div></div>
<h3 style="margin-top:1.25rem">What your plan includes</h3><ul class="features">
${feature(true, `${formatNumber(e.analytics_retention_days)} days of analytics`)}${feature(e.custom_slugs, 'Custom short codes')}
${feature(e.link_expiration, 'Expiry dates and fallback URLs')}${feature(e.click_limits, 'Click limits')}
${feature(e.password_protection, 'Password protection')}${feature(e.edit_destination, 'Editing destinations')}
${feature(e.api_access, 'REST API access')}${feature(e.bulk_create, `Bulk creation${e.bulk_create ? ` (${e.bulk_create_max} per request)` : ''}`)}</ul></section>`;
}

function tokensCard(input: AccountInput): SafeHtml {
  const allowed = input.entitlements.api_access;
  const form = html`<form id="token-form" novalidate${allowed ? '' : html` hidden`}>
<div class="grid grid-2"><div class="field"><label for="token-name">Token name</label><input id="token-name" name="name" type="text" maxlength="100" placeholder="e.g. Zapier, laptop script" required aria-describedby="token-name-error">
<p class="field-error" id="token-name-error" data-error-for="name" hidden></p></div>
<fieldset class="field"><legend class="label">Scopes</legend>${SCOPES.map(
    (scope) => html`<label class="check"><input type="checkbox" name="scopes" value="${scope}"${raw(scope === 'links:read' ? ' checked' : '')}> <code>${scope}</code> <span class="muted small">${SCOPE_HINTS[scope]}</span></label>`,
  )}<p class="field-error" data-error-for="scopes" hidden></p></fieldset></div>
<button class="btn" type="submit">${icon('plus')}Create token</button></form>
<div class="alert alert-success" id="new-token" hidden><p><strong>Copy your new token now.</strong> For your security it is shown only once.</p>
<div class="input-group copy" style="margin-top:.5rem"><label class="sr-only" for="new-token-value">New API token</label><input id="new-token-value" class="secret" type="text" readonly value="">
<button class="btn btn-secondary" type="button" data-copy="#new-token-value">${icon('copy')}<span>Copy</span></button></div></div>`;
  const rows = input.tokens.map(
    (t) => html`<tr><td data-label="Name"><strong>${t.name}</strong></td><td data-label="Prefix"><code>shk_${t.prefix}_…</code></td>
<td data-label="Scopes">${t.scopes.split(' ').map((s) => html`<code class="small">${s}</code> `)}</td><td data-label="Created">${formatDate(t.created_at)}</td>
<td data-label="Last used">${t.last_used_at ? formatDateTime(t.last_used_at) : html`<span class="muted">Never</span>`}</td>
<td><div class="actions"><button class="btn btn-secondary btn-sm" type="button" data-revoke="${t.prefix}" data-name="${t.name}">Revoke</button></div></td></tr>`,
  );
  return html`<section class="card" aria-labelledby="tokens-h"><div class="card-header"><h2 id="tokens-h">API tokens</h2><a class="small" href="/docs">API reference</a></div>
${allowed ? html`<p class="muted small">Send a token as <code>Authorization: Bearer &lt;token&gt;</code>. Give each integration its own token with only the scopes it needs.</p>` : lockedNote('API access is a Pro and Business feature. Upgrade to create tokens.')}
${form}
<div id="token-list">${input.tokens.length === 0 ? html`<p class="muted small" style="margin-top:1rem">No active tokens.</p>` : html`<div class="table-wrap responsive" style="margin-top:1rem"><table><caption class="sr-only">Active API tokens</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${rows}</tbody></table></div>`}</div></section>`;
}

const limit = (value: number | null, unit: string) => (value === null ? `Unlimited ${unit}` : `${formatNumber(value)} ${unit}`);

/** The plans side by side, and who changes them: this service has no self-serve billing. */
function plansCard(input: AccountInput): SafeHtml {
  const rows: Array<[string, (e: Entitlements) => string]> = [
    ['Links a month', (e) => limit(e.links_per_month, '')],
    ['Analytics history', (e) => `${formatNumber(e.analytics_retention_days)} days`],
    ['Custom short codes', (e) => (e.custom_slugs ? 'Yes' : 'No')],
    ['Expiry, fallback, click limits, passwords', (e) => (e.link_expiration && e.click_limits && e.password_protection ? 'Yes' : 'No')],
    ['Editing destinations', (e) => (e.edit_destination ? 'Yes' : 'No')],
    ['REST API', (e) => (e.api_access ? limit(e.api_requests_per_minute, 'requests a minute') : 'No')],
    ['Bulk creation', (e) => (e.bulk_create ? `${formatNumber(e.bulk_create_max)} links a request` : 'No')],
    ['Branded domains', (e) => (e.domains === 0 ? 'No' : limit(e.domains, ''))],
  ];
  return html`<section class="card" id="plans" aria-labelledby="plans-h"><div class="card-header"><h2 id="plans-h">Plans</h2></div>
<p class="muted small">Plans are set by the people who run this service: to change yours, ask them. Operators change a plan on the Operators page or with <code>npx shortener users set-plan --email you@example.com --plan pro</code>.</p>
<div class="table-wrap responsive"><table><caption class="sr-only">What each plan includes</caption>
<thead><tr><th scope="col"><span class="sr-only">Feature</span></th>${input.plans.map((p) => html`<th scope="col">${PLAN_NAMES[p.name] ?? p.name}${p.name === input.plan ? html` <span class="badge plain">yours</span>` : ''}</th>`)}</tr></thead>
<tbody>${rows.map(([label, show]) => html`<tr><th scope="row">${label}</th>${input.plans.map((p) => html`<td data-label="${PLAN_NAMES[p.name] ?? p.name}">${show(p.entitlements).trim()}</td>`)}</tr>`)}</tbody></table></div></section>`;
}

/** Domains and webhooks are the workspace's settings: shown to its admins and owners only. */
function manageSections(input: AccountInput): SafeHtml | string {
  if (!viewerMay(input.viewer, 'manage')) return '';
  return html`${domainsSection(input.domains, input.entitlements.domains)}${webhooksSection(input.webhooks, input.deliveries)}`;
}

/** Plan and usage against limits, API tokens, domains and webhooks. */
export function accountPage(input: AccountInput): string {
  const body = html`<div class="page-header"><div><h1>Account</h1><p class="muted">Signed in as ${input.viewer.email}</p></div>
<a class="btn btn-secondary" href="/app/workspace">Workspace: members and invites</a></div>
<div class="stack">${credentialsSection(input.viewer)}${planCard(input)}${tokensCard(input)}${manageSections(input)}${plansCard(input)}${input.security ? accountSecuritySections(input.security) : ''}</div>`;
  return renderWebPage({ title: 'Account', body, viewer: input.viewer, nav: 'account', script: 'account' });
}
