import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { LINK_HEALTH, LINK_STATUSES, type LinkResource, type LinkSort } from '../../links/index.js';
import type { FolderResource, TagResource } from '../../organize/index.js';
import { listQueryParams, type LinkListQuery } from '../routes/query.js';
import { copyButton, displayUrl, swatch, formatDate, formatNumber, pagination, statusBadge, statusLabel } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer, viewerMay } from '../ui/layout.js';
import { bulkToolbar, SELECT_HEADER, selectCell } from './links-bulk.section.js';

export interface LinksPageInput {
  viewer: Viewer;
  links: LinkResource[];
  total: number;
  perPage: number;
  query: LinkListQuery;
  folders: FolderResource[];
  tags: TagResource[];
  /** The account's verified branded domains: a filter when there are any. */
  domains: string[];
}

const SORTS: Array<[LinkSort, string]> = [
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['clicks', 'Most clicks'],
  ['title', 'Title A–Z'],
  ['slug', 'Short code A–Z'],
];

const HEALTH_LABELS = { ok: 'Working', broken: 'Broken', unknown: 'Not checked yet' } as const;

/** A badge only where it tells something: a destination that stopped answering. */
function healthBadge(link: LinkResource): SafeHtml | string {
  if (link.health !== 'broken') return '';
  return html` <span class="badge status-blocked health-broken" title="Destination broken: ${link.health_reason ?? 'unknown reason'}">Broken</span>`;
}

const selected = (on: boolean) => raw(on ? ' selected' : '');
const current = (on: boolean) => raw(on ? ' aria-current="true"' : '');

function sidebar(input: LinksPageInput): SafeHtml {
  const q = input.query;
  const noFilter = !q.folderId && !q.tag && !q.status && !q.health && !q.search;
  return html`<aside class="side-nav" aria-label="Folders and tags">
<h2>Folders</h2><a href="/app"${current(noFilter)}>All links</a>
${input.folders.map((f) => html`<a href="/app?folder=${f.id}"${current(q.folderId === f.id)}>${swatch(f.color)}<span class="truncate">${f.name}</span><span class="count">${f.links_count}</span></a>`)}
<h2>Tags</h2>${input.tags.length === 0 ? html`<p class="muted small" style="padding:0 .6rem">No tags yet.</p>` : ''}
${input.tags.map((t) => html`<a href="/app?tag=${encodeURIComponent(t.name)}"${current(q.tag === t.name)}><span class="truncate">#${t.name}</span><span class="count">${t.links_count}</span></a>`)}
<h2>Manage</h2><a href="/app/folders">Folders &amp; tags</a><a href="/app?status=archived"${current(q.status === 'archived')}>Archived links</a><a href="/app?health=broken"${current(q.health === 'broken')}>Broken links</a>
</aside>`;
}

function filters(input: LinksPageInput): SafeHtml {
  const q = input.query;
  return html`<form class="filters" method="get" action="/app" id="link-filters" role="search">
<div class="field"><label for="search">Search</label><input id="search" name="search" type="search" value="${q.search ?? ''}" placeholder="Title, short code or URL"></div>
<div class="field"><label for="folder">Folder</label><select id="folder" name="folder"><option value="">All folders</option>
${input.folders.map((f) => html`<option value="${f.id}"${selected(q.folderId === f.id)}>${f.name}</option>`)}</select></div>
<div class="field"><label for="tag">Tag</label><select id="tag" name="tag"><option value="">All tags</option>
${input.tags.map((t) => html`<option value="${t.name}"${selected(q.tag === t.name)}>${t.name}</option>`)}</select></div>
<div class="field"><label for="status">Status</label><select id="status" name="status"><option value="">Any status</option>
${LINK_STATUSES.map((s) => html`<option value="${s}"${selected(q.status === s)}>${statusLabel(s)}</option>`)}</select></div>
<div class="field"><label for="health">Health</label><select id="health" name="health"><option value="">Any health</option>
${LINK_HEALTH.map((h) => html`<option value="${h}"${selected(q.health === h)}>${HEALTH_LABELS[h]}</option>`)}</select></div>
${input.domains.length === 0 ? '' : html`<div class="field"><label for="domain">Domain</label><select id="domain" name="domain"><option value="">All domains</option>
${input.domains.map((d) => html`<option value="${d}"${selected(q.domain === d)}>${d}</option>`)}</select></div>`}
<div class="field"><label for="sort">Sort</label><select id="sort" name="sort">${SORTS.map(([value, label]) => html`<option value="${value}"${selected(q.sort === value)}>${label}</option>`)}</select></div>
<button class="btn btn-secondary" type="submit">Apply</button>
</form>`;
}

function stateActions(link: LinkResource): SafeHtml[] {
  const button = (action: string, label: string, danger = false) =>
    html`<button type="button" data-action="${action}" data-id="${link.id}" data-slug="${link.slug}"${raw(danger ? ' class="danger"' : '')}>${label}</button>`;
  const items: SafeHtml[] = [];
  if (link.status === 'active') items.push(button('disable', 'Disable'), button('archive', 'Archive'));
  if (link.status === 'disabled') items.push(button('enable', 'Enable'));
  if (link.status === 'archived') items.push(button('unarchive', 'Unarchive'));
  items.push(button('delete', 'Delete', true));
  return items;
}

function row(link: LinkResource, folders: Map<number, FolderResource>, canWrite: boolean): SafeHtml {
  const folder = link.folder_id ? folders.get(link.folder_id) : undefined;
  const name = link.title ?? link.slug;
  return html`<tr data-link-id="${link.id}">${canWrite ? selectCell(link) : ''}
<td class="link-cell" data-label="Link"><a class="link-title truncate" href="/app/links/${link.id}">${name}</a>
<span class="short"><a href="${link.short_url}" target="_blank" rel="noopener">${displayUrl(link.short_url)}</a>${copyButton(link.short_url, `Copy ${link.short_url}`)}</span>
<span class="dest truncate" title="${link.destination_url}">${displayUrl(link.destination_url)}</span></td>
<td data-label="Folder and tags"><div class="row">${folder ? html`<a class="chip folder" href="/app?folder=${folder.id}">${swatch(folder.color)}${folder.name}</a>` : ''}
${link.tags.map((tag) => html`<a class="chip" href="/app?tag=${encodeURIComponent(tag)}">#${tag}</a>`)}</div></td>
<td data-label="Status">${statusBadge(link.status)}${healthBadge(link)}${link.has_password ? html` <span class="badge plain" title="Password protected">${icon('lock')}</span>` : ''}</td>
<td class="num" data-label="Clicks"><strong>${formatNumber(link.total_clicks)}</strong><br><span class="muted small nowrap">${formatNumber(link.unique_clicks)} unique</span></td>
<td class="nowrap col-created" data-label="Created">${formatDate(link.created_at)}</td>
<td data-label="Actions"><div class="actions">
<button class="btn btn-ghost icon-btn" type="button" data-qr="${link.id}" data-short="${link.short_url}" aria-label="QR code of ${link.slug}" title="QR code">${icon('qr')}</button>
<a class="btn btn-ghost icon-btn" href="/app/links/${link.id}/analytics" aria-label="Analytics of ${link.slug}" title="Analytics">${icon('chart')}</a>
${canWrite ? html`<a class="btn btn-ghost icon-btn" href="/app/links/${link.id}" aria-label="Edit ${link.slug}" title="Edit">${icon('edit')}</a>
<details class="menu"><summary class="btn btn-ghost icon-btn" aria-label="More actions for ${link.slug}" title="More">${icon('more')}</summary>
<div class="menu-items">${stateActions(link)}</div></details>` : ''}</div></td></tr>`;
}

const QR_DIALOG = html`<dialog id="qr-dialog" class="qr-dialog" aria-labelledby="qr-dialog-title"><form method="dialog">
<div class="dialog-body"><h2 id="qr-dialog-title">QR code</h2><p class="muted small" id="qr-dialog-url"></p><img id="qr-dialog-img" alt="QR code of the short link" width="240" height="240" src="data:,">
<div class="row" style="justify-content:center;margin-top:.75rem"><a class="btn btn-secondary btn-sm" id="qr-dialog-png" href="#" download>${icon('download')}PNG</a><a class="btn btn-secondary btn-sm" id="qr-dialog-svg" href="#" download>${icon('download')}SVG</a><a class="btn btn-ghost btn-sm" id="qr-dialog-design" href="#">Design it</a></div></div>
<div class="dialog-actions"><button class="btn btn-secondary" type="submit">Close</button></div></form></dialog>`;

/** The dashboard: the user's links with search, filters, sort and pagination. */
export function linksPage(input: LinksPageInput): string {
  // A viewer reads the links; what would change them is not drawn (the server refuses it anyway).
  const canWrite = viewerMay(input.viewer, 'write_links');
  const newLink = canWrite ? html`<a class="btn" href="/app/links/new">${icon('plus')}New link</a>` : '';
  const folders = new Map(input.folders.map((f) => [f.id, f]));
  const lastPage = Math.max(1, Math.ceil(input.total / input.perPage));
  const filtered = Boolean(input.query.search || input.query.folderId || input.query.tag || input.query.status || input.query.health);
  const table =
    input.links.length === 0 && input.total > 0
      ? html`<div class="card empty"><h2>No links on this page</h2><p>There are ${input.total} in all, on ${lastPage} ${lastPage === 1 ? 'page' : 'pages'}.</p>
<a class="btn btn-secondary" href="?page=1">Go to the first page</a></div>`
      : input.links.length === 0
      ? html`<div class="card empty"><h2>${filtered ? 'No links match these filters' : 'No links yet'}</h2>
<p>${filtered ? html`<a href="/app">Clear the filters</a> or try another search.` : canWrite ? 'Create your first short link to see it here.' : 'Links made in this workspace show here.'}</p>
${filtered ? '' : newLink}</div>`
      : html`${canWrite ? bulkToolbar(input.folders, input.tags) : ''}<div class="table-wrap responsive"><table><caption class="sr-only">Your links</caption>
<thead><tr>${canWrite ? SELECT_HEADER : ''}<th scope="col">Link</th><th scope="col">Folder and tags</th><th scope="col">Status</th><th scope="col" class="num">Clicks</th><th scope="col" class="col-created">Created</th><th scope="col"><span class="sr-only">Actions</span></th></tr></thead>
<tbody>${input.links.map((link) => row(link, folders, canWrite))}</tbody></table></div>
${pagination('/app', listQueryParams(input.query), input.query.page, lastPage, input.total, input.perPage)}`;
  const body = html`<div class="page-header"><div><h1>Links</h1><p class="muted" id="link-count" role="status">${formatNumber(input.total)} ${input.total === 1 ? 'link' : 'links'}${filtered ? ' match' : ''}</p></div>
<div class="actions"><a class="btn btn-ghost" href="/app/links/export?format=csv" download>${icon('download')}Export CSV</a>
<a class="btn btn-ghost" href="/app/links/export?format=json" download>${icon('download')}Export JSON</a>
<a class="btn btn-ghost" href="/app/clicks.csv" download title="Every click of the last 30 days, link by link">${icon('download')}Clicks CSV</a>
${newLink}</div></div>
<div class="with-sidebar">${sidebar(input)}<div>${filters(input)}<div id="link-results">${table}</div></div></div>${QR_DIALOG}`;
  return renderWebPage({ title: 'Links', body, viewer: input.viewer, nav: 'links', script: 'links' });
}
