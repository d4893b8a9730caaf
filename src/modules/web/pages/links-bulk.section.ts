import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { LinkResource } from '../../links/index.js';
import type { FolderResource, TagResource } from '../../organize/index.js';

/** The checkbox that puts a link in the selection. */
export function selectCell(link: LinkResource): SafeHtml {
  return html`<td class="select-cell" data-label="Select"><input type="checkbox" class="bulk-select" autocomplete="off" value="${link.id}" data-slug="${link.slug}" aria-label="Select ${link.slug}"></td>`;
}

export const SELECT_HEADER = html`<th scope="col" class="select-cell"><span class="sr-only">Select</span></th>`;

/**
 * Select-all and what to do with the selection: archive, move to a folder, add or remove a tag,
 * delete. The tools show once a link is selected; the script (links-bulk.ts) sends them.
 */
export function bulkToolbar(folders: FolderResource[], tags: TagResource[]): SafeHtml {
  return html`<div class="card bulk-bar" id="bulk-bar" role="region" aria-label="Bulk actions">
<label class="bulk-all"><input type="checkbox" id="bulk-all" autocomplete="off"> Select all on this page</label>
<p class="muted small" id="bulk-count" role="status" aria-live="polite" style="margin:0;align-self:center"></p>
<div data-bulk-tools hidden>
<button class="btn btn-secondary btn-sm" type="button" data-bulk="archive">Archive</button>
<div class="field"><label for="bulk-folder">Folder</label><select id="bulk-folder"><option value="">Choose a folder</option><option value="none">No folder</option>
${folders.map((f) => html`<option value="${f.id}">${f.name}</option>`)}</select></div>
<button class="btn btn-secondary btn-sm" type="button" data-bulk="folder">Move</button>
<div class="field"><label for="bulk-tag">Tag</label><input id="bulk-tag" type="text" maxlength="50" list="bulk-tag-names" autocomplete="off"><datalist id="bulk-tag-names">${tags.map((t) => html`<option value="${t.name}"></option>`)}</datalist></div>
<button class="btn btn-secondary btn-sm" type="button" data-bulk="add-tag">Add tag</button>
<button class="btn btn-secondary btn-sm" type="button" data-bulk="remove-tag">Remove tag</button>
<button class="btn btn-danger btn-sm" type="button" data-bulk="delete">Delete</button>
</div></div>`;
}
