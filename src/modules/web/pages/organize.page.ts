import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { FolderResource, TagResource } from '../../organize/index.js';
import { formatNumber, swatch } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer, viewerMay } from '../ui/layout.js';

export interface OrganizeInput {
  viewer: Viewer;
  folders: FolderResource[];
  tags: TagResource[];
}

const PALETTE = ['#4338ca', '#0e7490', '#047857', '#b45309', '#b42318', '#9333ea', '#475467'];

function folderItem(folder: FolderResource, index: number, count: number): SafeHtml {
  const color = folder.color ?? '#98a2b3';
  return html`<li draggable="true" data-folder-id="${folder.id}" data-name="${folder.name}" data-count="${folder.links_count}">
<span class="drag-handle" title="Drag to reorder" aria-hidden="true">${icon('grip')}</span>
<input type="color" value="${color}" aria-label="Colour of folder ${folder.name}" data-field="color">
<input type="text" value="${folder.name}" aria-label="Name of folder ${folder.name}" data-field="name" maxlength="100">
<a class="small nowrap" href="/app?folder=${folder.id}">${formatNumber(folder.links_count)} ${folder.links_count === 1 ? 'link' : 'links'}</a>
<button class="btn btn-ghost icon-btn" type="button" data-move="up" aria-label="Move ${folder.name} up"${index === 0 ? html` disabled` : ''}>${icon('up')}</button>
<button class="btn btn-ghost icon-btn" type="button" data-move="down" aria-label="Move ${folder.name} down"${index === count - 1 ? html` disabled` : ''}>${icon('down')}</button>
<button class="btn btn-ghost icon-btn" type="button" data-delete-folder aria-label="Delete folder ${folder.name}">${icon('trash')}</button></li>`;
}

function tagItem(tag: TagResource): SafeHtml {
  return html`<li data-tag-id="${tag.id}" data-name="${tag.name}" data-count="${tag.links_count}">
<span class="muted" aria-hidden="true">#</span>
<input type="text" value="${tag.name}" aria-label="Name of tag ${tag.name}" data-field="name" maxlength="50">
<a class="small nowrap" href="/app?tag=${encodeURIComponent(tag.name)}">${formatNumber(tag.links_count)} ${tag.links_count === 1 ? 'link' : 'links'}</a>
<button class="btn btn-ghost icon-btn" type="button" data-delete-tag aria-label="Delete tag ${tag.name}">${icon('trash')}</button></li>`;
}

const FOLDER_DELETE_DIALOG = html`<dialog id="folder-dialog" aria-labelledby="folder-dialog-title"><form method="dialog">
<div class="dialog-body"><h2 id="folder-dialog-title">Delete folder</h2><p id="folder-dialog-text"></p>
<fieldset><legend class="label">What should happen to its links?</legend>
<label class="check" style="margin-bottom:.5rem"><input type="radio" name="links" value="unfile" checked> Keep them, outside any folder</label>
<label class="check"><input type="radio" name="links" value="delete"> Delete them too (they stop redirecting)</label></fieldset></div>
<div class="dialog-actions"><button class="btn btn-secondary" value="cancel" type="submit">Cancel</button><button class="btn btn-danger" value="ok" type="submit">Delete folder</button></div>
</form></dialog>`;

const linkCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'link' : 'links'}`;

/** A viewer's page: the folders and tags with their links, nothing to change. */
function readOnlyPage(input: OrganizeInput): string {
  const list = (title: string, id: string, items: SafeHtml[]) => html`<section class="card" aria-labelledby="${id}-h"><div class="card-header"><h2 id="${id}-h">${title}</h2><span class="muted small">${items.length}</span></div>
${items.length === 0 ? html`<p class="muted">None yet.</p>` : html`<ul class="sortable" id="${id}-list">${items}</ul>`}</section>`;
  const folders = input.folders.map((f) => html`<li>${swatch(f.color)}<span class="truncate">${f.name}</span><a class="small nowrap" href="/app?folder=${f.id}">${linkCount(f.links_count)}</a></li>`);
  const tags = input.tags.map((t) => html`<li><span class="truncate">#${t.name}</span><a class="small nowrap" href="/app?tag=${encodeURIComponent(t.name)}">${linkCount(t.links_count)}</a></li>`);
  const body = html`<div class="page-header"><div><h1>Folders &amp; tags</h1><p class="muted">Your role in this workspace is viewer: you see its folders and tags but do not change them.</p></div></div>
<div class="grid grid-2" style="align-items:start">${list('Folders', 'folder', folders)}${list('Tags', 'tag', tags)}</div>`;
  return renderWebPage({ title: 'Folders & tags', body, viewer: input.viewer, nav: 'organize' });
}

/** Folders (create, rename, colour, reorder, delete with a choice) and tags (create, rename, delete). */
export function organizePage(input: OrganizeInput): string {
  if (!viewerMay(input.viewer, 'write_links')) return readOnlyPage(input);
  const { folders, tags } = input;
  const body = html`<div class="page-header"><div><h1>Folders &amp; tags</h1><p class="muted">Folders group links in the dashboard; their order here is the order everywhere.</p></div></div>
<div class="grid grid-2" style="align-items:start">
<section class="card" aria-labelledby="folders-h"><div class="card-header"><h2 id="folders-h">Folders</h2><span class="muted small">${folders.length}</span></div>
<form class="row" id="folder-form" style="margin-bottom:1rem;flex-wrap:nowrap" novalidate>
<label class="sr-only" for="new-folder-color">Colour of the new folder</label><input type="color" id="new-folder-color" name="color" value="${PALETTE[folders.length % PALETTE.length]!}">
<label class="sr-only" for="new-folder-name">Name of the new folder</label><input type="text" id="new-folder-name" name="name" placeholder="New folder name" maxlength="100" required>
<button class="btn" type="submit">${icon('plus')}Add</button></form>
<p class="field-error" id="folder-error" role="alert" hidden></p>
${folders.length === 0 ? html`<p class="muted">No folders yet. Create one, then pick it when you create or edit a link.</p>` : ''}
<ol class="sortable" id="folder-list" aria-label="Folders in dashboard order">${folders.map((f, i) => folderItem(f, i, folders.length))}</ol>
<p class="hint" style="margin-top:.75rem">Drag a folder, or use the arrow buttons, to change the order. Names and colours save when you leave the field.</p></section>
<section class="card" aria-labelledby="tags-h"><div class="card-header"><h2 id="tags-h">Tags</h2><span class="muted small">${tags.length}</span></div>
<form class="row" id="tag-form" style="margin-bottom:1rem;flex-wrap:nowrap" novalidate>
<label class="sr-only" for="new-tag-name">Name of the new tag</label><input type="text" id="new-tag-name" name="name" placeholder="New tag name" maxlength="50" required>
<button class="btn" type="submit">${icon('plus')}Add</button></form>
<p class="field-error" id="tag-error" role="alert" hidden></p>
${tags.length === 0 ? html`<p class="muted">No tags yet. Tags are also created when you first use them on a link.</p>` : ''}
<ul class="sortable" id="tag-list" aria-label="Tags">${tags.map(tagItem)}</ul></section></div>${FOLDER_DELETE_DIALOG}`;
  return renderWebPage({ title: 'Folders & tags', body, viewer: input.viewer, nav: 'organize', script: 'organize' });
}
