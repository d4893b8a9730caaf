import { html, type SafeHtml } from '../../../platform/html/html.js';
import type { ImportResource } from '../../imports/index.js';
import { formatDateTime, formatNumber } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';

export interface ImportPageInput {
  viewer: Viewer;
  imports: ImportResource[];
  maxBytes: number;
}

const FORMAT_NAMES: Record<string, string> = { csv: 'CSV', json: 'JSON export', bitly: 'Bitly', dub: 'Dub', shlink: 'Shlink', kutt: 'Kutt', yourls: 'YOURLS' };

function importRow(item: ImportResource): SafeHtml {
  return html`<tr data-import-id="${item.id}"><td data-label="File">${item.filename ?? 'upload'}<br><span class="muted small">${FORMAT_NAMES[item.format] ?? item.format}</span></td>
<td data-label="Status">${item.status}${item.error ? html`<br><span class="muted small">${item.error.message}</span>` : ''}</td>
<td class="num" data-label="Created">${formatNumber(item.created)}</td><td class="num" data-label="Skipped">${formatNumber(item.skipped)}</td>
<td class="num" data-label="Failed">${item.failed > 0 ? html`<button class="btn btn-ghost btn-sm" type="button" data-show-errors="${item.id}">${formatNumber(item.failed)}</button>` : '0'}</td>
<td class="nowrap" data-label="Started">${formatDateTime(item.created_at)}</td></tr>`;
}

/** Import: drop a file, check the preview (format, columns, first rows), then follow the progress bar. */
export function importPage(input: ImportPageInput): string {
  const mib = Math.floor(input.maxBytes / 2 ** 20);
  const body = html`<div class="page-header"><div><h1>Import links</h1>
<p class="muted">A CSV with a destination column, an export of this service, or an export of Bitly, Dub, Shlink, Kutt or YOURLS. UTF-8, up to ${mib > 0 ? `${mib} MB` : `${input.maxBytes} bytes`}.</p></div></div>
<section class="card" aria-labelledby="drop-h"><h2 id="drop-h" class="sr-only">Choose a file</h2>
<label class="drop-zone" id="drop-zone" for="import-file"><strong>Drop a file here</strong> or choose one
<input type="file" id="import-file" name="file" accept=".csv,.json,.sql,.txt,text/csv,application/json"></label>
<p class="field-error" id="import-error" role="alert" hidden></p></section>
<section class="card" id="import-preview" aria-labelledby="preview-h" hidden><div class="card-header"><h2 id="preview-h">Preview</h2><span class="muted small" id="preview-format"></span></div>
<h3 class="label">Columns</h3><div class="table-wrap"><table id="preview-columns"><caption class="sr-only">How each column is read</caption><thead><tr><th scope="col">Column in the file</th><th scope="col">Becomes</th></tr></thead><tbody></tbody></table></div>
<h3 class="label">First rows</h3><div class="table-wrap"><table id="preview-rows"><caption class="sr-only">The first rows as links</caption><thead><tr><th scope="col" class="num">Row</th><th scope="col">Destination</th><th scope="col">Slug</th><th scope="col">Title</th><th scope="col">Tags</th><th scope="col">Folder</th></tr></thead><tbody></tbody></table></div>
<label class="check" style="margin-top:1rem"><input type="checkbox" id="import-suffix"> When a slug is taken, add -2, -3… instead of failing the row</label>
<div class="actions" style="margin-top:1rem"><button class="btn" type="button" id="import-start">Import</button><button class="btn btn-ghost" type="button" id="import-reset">Choose another file</button></div></section>
<section class="card" id="import-progress" aria-labelledby="progress-h" hidden><div class="card-header"><h2 id="progress-h">Importing</h2><span class="muted small" id="progress-status"></span></div>
<progress id="import-bar" max="1" value="0" aria-labelledby="progress-h"></progress>
<p id="progress-text" aria-live="polite"></p>
<div class="actions"><button class="btn btn-secondary" type="button" id="import-cancel">Cancel</button><a class="btn btn-ghost" href="/app" id="import-links" hidden>See your links</a></div>
<div id="import-errors" hidden><div class="card-header"><h3 class="label">Rows not imported</h3><a class="btn btn-secondary btn-sm" id="import-errors-csv" href="#" download>${icon('download')}Download failed rows</a></div>
<p class="muted small" id="import-errors-more" hidden></p>
<div class="table-wrap responsive"><table><caption class="sr-only">Rows that failed, with why</caption><thead><tr><th scope="col" class="num">Row</th><th scope="col">Destination</th><th scope="col">Short code</th><th scope="col">Why</th></tr></thead><tbody></tbody></table></div></div>
<div id="import-notes" hidden><h3 class="label">Imported with a random short code</h3>
<div class="table-wrap responsive"><table><caption class="sr-only">Rows imported with a random short code, with why</caption><thead><tr><th scope="col" class="num">Row</th><th scope="col">Destination</th><th scope="col">Short code</th><th scope="col">Why</th></tr></thead><tbody></tbody></table></div></div></section>
<section class="card" aria-labelledby="history-h"><div class="card-header"><h2 id="history-h">Recent imports</h2></div>
<div id="import-history-region">${input.imports.length === 0 ? html`<p class="muted">No imports yet.</p>` : html`<div class="table-wrap responsive"><table id="import-history"><caption class="sr-only">Your recent imports</caption>
<thead><tr><th scope="col">File</th><th scope="col">Status</th><th scope="col" class="num">Created</th><th scope="col" class="num">Skipped</th><th scope="col" class="num">Failed</th><th scope="col">Started</th></tr></thead>
<tbody>${input.imports.map(importRow)}</tbody></table></div>`}</div></section>`;
  return renderWebPage({ title: 'Import links', body, viewer: input.viewer, nav: 'import', script: 'import' });
}
