import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { type Entitlements, featureName } from '../../accounts/index.js';
import { type LinkResource, REDIRECT_TYPES, RESERVED, UTM_KEYS } from '../../links/index.js';
import type { FolderResource, TagResource } from '../../organize/index.js';
import { copyField, formatDate, formatNumber, lockedNote, statusBadge, textField } from '../ui/components.js';
import { gated } from '../ui/gated.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer, viewerMay } from '../ui/layout.js';
import { qrDesigner } from './qr-designer.section.js';
import { appLinksCard, previewCard, variantsCard } from './smart-extras.section.js';
import { rulesCard } from './smart-rules.section.js';
import { testVisitorCard } from './test-visitor.section.js';
import { HTML_CSP } from '../../../platform/http/security-headers.js';

/** The editor's policy: the social preview's mock-up shows the image the owner names (https only). */
export const LINK_FORM_CSP = HTML_CSP.replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https:");

export interface LinkFormInput {
  viewer: Viewer;
  entitlements: Entitlements;
  baseUrl: string;
  folders: FolderResource[];
  tags: TagResource[];
  /** The account's verified branded domains, and the one new links take by default. */
  domains: string[];
  defaultDomain: string | null;
  /** Absent when creating. */
  link?: LinkResource;
}

const REDIRECT_LABELS: Record<number, string> = {
  301: '301 · Permanent (cached by browsers)',
  302: '302 · Temporary (default)',
  307: '307 · Temporary, keeps the request method',
};

/** `2030-01-31T12:00` in UTC, the value a datetime-local input takes. */
const toLocalInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 16) : '');

function textArea(name: string, label: string, value: string | null | undefined, hint: string): SafeHtml {
  return html`<div class="field"><label for="f-${name}">${label}</label><textarea id="f-${name}" name="${name}" aria-describedby="f-${name}-hint f-${name}-error">${value ?? ''}</textarea>
<p class="hint" id="f-${name}-hint">${hint}</p><p class="field-error" id="f-${name}-error" data-error-for="${name}" hidden></p></div>`;
}

/** The host the link is (or, new, will be) on: its domain, the account's default, or the service's. */
function hostOfLink(input: LinkFormInput): string {
  const own = new URL(input.baseUrl).host;
  return input.link ? (input.link.domain ?? own) : (input.defaultDomain ?? own);
}

/** Where the link lives: the service's own host or one of the account's verified domains. */
function domainField(input: LinkFormInput): SafeHtml {
  if (input.domains.length === 0) return html``;
  // The service's own host is named without its port, as the API takes it.
  const own = new URL(input.baseUrl).hostname;
  const current = input.link ? (input.link.domain ?? own) : (input.defaultDomain ?? own);
  return html`<div class="field"><label for="f-domain">Domain</label><select id="f-domain" name="domain" aria-describedby="f-domain-hint f-domain-error">
${[own, ...input.domains].map((name) => html`<option value="${name}"${raw(name === current ? ' selected' : '')}>${name}</option>`)}</select>
<p class="hint" id="f-domain-hint">${input.link ? 'Moving a link to another domain changes its short URL; the old one stops working.' : 'Add domains on the Account page.'}</p>
<p class="field-error" id="f-domain-error" data-error-for="domain" hidden></p></div>`;
}

function destinationCard(input: LinkFormInput): SafeHtml {
  const { link, entitlements } = input;
  const destinationLocked = link !== undefined && !entitlements.edit_destination;
  const slugField = html`<div class="field"><label for="f-slug">Short code</label>
<div class="input-group"><span class="addon" id="f-slug-host">${hostOfLink(input)}/</span>
<input id="f-slug" name="slug" type="text" data-reserved="${RESERVED.join(' ')}" value="${link?.slug ?? ''}" placeholder="${link ? '' : 'random if empty'}" pattern="[A-Za-z0-9_\\-]{4,64}" aria-describedby="f-slug-hint f-slug-error"></div>
<p class="hint" id="f-slug-hint">4 to 64 letters, digits, "-" or "_".${link ? ' Changing it breaks the old short link and printed QR codes.' : ''}</p>
<p class="field-error" id="f-slug-error" data-error-for="slug" hidden></p></div>`;
  return html`<section class="card" aria-labelledby="dest-h"><h2 id="dest-h">Destination</h2>
${destinationLocked ? lockedNote(`${featureName('edit_destination')} requires the Pro plan or above.`) : ''}
${textField({ name: 'destination_url', label: 'Destination URL', type: 'url', value: link?.destination_url, required: true, placeholder: 'https://example.com/page', disabled: destinationLocked, hint: 'Where the short link sends people. Every destination is checked for phishing and malware.' })}
${domainField(input)}
${gated(entitlements, 'custom_slugs', slugField)}
${textField({ name: 'title', label: 'Title', value: link?.title, hint: 'Shown in your dashboard only.', attrs: raw('maxlength="255"') })}
${textArea('description', 'Description', link?.description, 'Optional, up to 1000 characters.')}
${textArea('notes', 'Notes', link?.notes, 'Private notes for you and your team.')}</section>`;
}

function organiseCard(input: LinkFormInput): SafeHtml {
  const { link } = input;
  const type = link?.redirect_type ?? 302;
  return html`<section class="card" aria-labelledby="org-h"><h2 id="org-h">Organise and redirect</h2><div class="grid grid-3">
<div class="field"><label for="f-folder_id">Folder</label><select id="f-folder_id" name="folder_id" aria-describedby="f-folder_id-error"><option value="">No folder</option>
${input.folders.map((f) => html`<option value="${f.id}"${raw(link?.folder_id === f.id ? ' selected' : '')}>${f.name}</option>`)}</select>
<p class="field-error" id="f-folder_id-error" data-error-for="folder_id" hidden></p></div>
${textField({ name: 'tags', label: 'Tags', value: link?.tags.join(', '), hint: 'Separate tags with commas.', attrs: raw('list="tag-options" autocomplete="off"') })}
<div class="field"><label for="f-redirect_type">Redirect type</label><select id="f-redirect_type" name="redirect_type">
${REDIRECT_TYPES.map((code) => html`<option value="${code}"${raw(code === type ? ' selected' : '')}>${REDIRECT_LABELS[code]}</option>`)}</select></div>
</div>
<label class="check"><input type="checkbox" id="f-indexable" name="indexable"${raw(link?.indexable ? ' checked' : '')}> Let search engines index this short link</label>
<p class="hint">Off: short links answer with <code>X-Robots-Tag: noindex</code> and stay out of search results.</p>
<datalist id="tag-options">${input.tags.map((t) => html`<option value="${t.name}"></option>`)}</datalist></section>`;
}

function utmCard(input: LinkFormInput): SafeHtml {
  const { link, entitlements } = input;
  const utm = link?.utm ?? {};
  // The parameters live in the destination's query: editing them edits the destination.
  const locked = link !== undefined && !entitlements.edit_destination;
  return html`<section class="card" aria-labelledby="utm-h"><h2 id="utm-h">Campaign tracking (UTM)</h2>
<p class="hint">Added to the destination as utm_* query parameters.</p>
${locked ? lockedNote(`${featureName('edit_destination')} requires the Pro plan or above; UTM parameters are part of it.`) : ''}<div class="grid grid-3" style="margin-top:.75rem">
${UTM_KEYS.map((key) => textField({ name: `utm.${key}`, label: `utm_${key}`, value: utm[key] ?? '', disabled: locked }))}</div></section>`;
}

function proCard(input: LinkFormInput): SafeHtml {
  const { link, entitlements } = input;
  const expiry = html`<div class="grid grid-2">
${textField({ name: 'expires_at', label: 'Expires at (UTC)', type: 'datetime-local', value: toLocalInput(link?.expires_at), hint: 'After this moment the link stops redirecting.' })}
${textField({ name: 'fallback_url', label: 'Fallback URL', type: 'url', value: link?.fallback_url, hint: 'Where expired or used-up links send people instead.' })}</div>`;
  const limit = textField({ name: 'click_limit', label: 'Click limit', type: 'number', value: link?.click_limit, hint: 'Stops redirecting after this many human clicks.', attrs: raw('min="1" step="1"') });
  const password = html`${textField({
    name: 'password',
    label: 'Password',
    type: 'password',
    autocomplete: 'new-password',
    hint: link?.has_password ? 'This link has a password. Type a new one to replace it.' : 'Visitors must type it before being redirected.',
  })}${link?.has_password ? html`<label class="check"><input type="checkbox" name="remove_password"> Remove the password</label>` : ''}`;
  return html`<section class="card" aria-labelledby="pro-h"><h2 id="pro-h">Expiry, limits and protection</h2><div class="stack">
${gated(entitlements, 'link_expiration', expiry)}${gated(entitlements, 'click_limits', limit)}${gated(entitlements, 'password_protection', password)}</div></section>`;
}

/** Rules, A/B test, app links and the social preview (ADR 0301, issue 19). */
function smartCards(input: LinkFormInput): SafeHtml {
  const { entitlements, link } = input;
  return html`${rulesCard(entitlements, link)}${variantsCard(entitlements, link)}${appLinksCard(entitlements, link)}${previewCard(entitlements, link, hostOfLink(input))}`;
}

function summary(link: LinkResource): SafeHtml {
  return html`<section class="card" aria-labelledby="sum-h"><div class="card-header"><h2 id="sum-h">Short link</h2>${statusBadge(link.status)}</div>
${copyField('short-url', 'Short link', link.short_url, false)}
<p class="small muted" style="margin:0">Created ${formatDate(link.created_at)} · ${formatNumber(link.total_clicks)} clicks · ${formatNumber(link.unique_clicks)} unique</p></section>`;
}

/** Create or edit a link: every link-input field, plan-gated ones visibly locked. */
export function linkFormPage(input: LinkFormInput): string {
  const { link } = input;
  const heading = link ? (link.title ?? link.slug) : 'New link';
  // A viewer sees the link's settings, greyed, with nothing to save or delete.
  const canWrite = viewerMay(input.viewer, 'write_links');
  const cards = html`${destinationCard(input)}${organiseCard(input)}${utmCard(input)}${proCard(input)}${smartCards(input)}`;
  const form = html`<form id="link-form" novalidate data-mode="${link ? 'edit' : 'create'}" data-id="${link?.id ?? ''}">
<div id="form-error" hidden></div>
${canWrite ? html`<div class="stack">${cards}</div>
<div class="form-actions"><button class="btn btn-lg" type="submit">${link ? 'Save changes' : 'Create link'}</button><a class="btn btn-secondary btn-lg" href="/app">Cancel</a></div>` : html`<p class="alert alert-info">Your role in this workspace is viewer: you can read this link but not change it.</p>
<fieldset class="stack read-only" disabled><legend class="sr-only">The link's settings (read only)</legend>${cards}</fieldset>`}
</form>`;
  const body = html`<div class="page-header"><div><p class="breadcrumb"><a href="/app">Links</a> /</p><h1 class="truncate">${heading}</h1></div>
${link ? html`<div class="row"><a class="btn btn-secondary" href="/app/links/${link.id}/analytics">${icon('chart')}Analytics</a>${canWrite ? html`<button class="btn btn-secondary" type="button" data-action="delete" data-id="${link.id}" data-slug="${link.slug}" data-after="/app">${icon('trash')}Delete</button>` : ''}</div>` : ''}</div>
<noscript>${raw('<div class="alert alert-warning"><p>The dashboard needs JavaScript to save changes.</p></div>')}</noscript>
${link ? html`<div class="edit-layout"><div>${form}<div style="margin-top:1.5rem">${testVisitorCard(link)}</div></div><aside class="stack" aria-label="Short link and QR code">${summary(link)}${qrDesigner(link, canWrite)}</aside></div>` : html`<div class="form-column">${form}</div>`}`;
  return renderWebPage({ title: heading, body, viewer: input.viewer, nav: 'links', script: 'link-form' });
}
