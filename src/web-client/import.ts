import { $, api, ApiError, errorMessage, initCommon, refreshRegion } from './core.js';
import { humanize } from './wording.js';

initCommon();

interface ImportItem {
  id: number;
  status: string;
  format: string;
  total: number | null;
  processed: number;
  created: number;
  skipped: number;
  failed: number;
  error: { code: string; message: string } | null;
}
interface Preview {
  format: string;
  columns: Array<{ name: string; field: string | null }>;
  rows: Array<{ row: number; link: Record<string, unknown> | null; error: { message: string } | null }>;
}

const FORMAT_NAMES: Record<string, string> = { csv: 'CSV', json: 'JSON export of this service', bitly: 'Bitly export', dub: 'Dub export', shlink: 'Shlink export', kutt: 'Kutt export', yourls: 'YOURLS export' };
const POLL_MS = 1_000;

const zone = $('#drop-zone')!;
const input = $<HTMLInputElement>('#import-file')!;
const problem = $('#import-error')!;
const previewBox = $('#import-preview')!;
const progressBox = $('#import-progress')!;
let chosen: File | null = null;
let current: ImportItem | null = null;

function cell(text: unknown, numeric = false): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text === null || text === undefined ? '' : Array.isArray(text) ? text.join(', ') : String(text);
  if (numeric) td.className = 'num';
  return td;
}

function tableRow(...cells: HTMLTableCellElement[]): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.append(...cells);
  return tr;
}

function showProblem(error: unknown): void {
  problem.textContent = error instanceof ApiError && error.status === 413 ? 'This file is larger than the server accepts.' : errorMessage(error);
  problem.hidden = false;
}

function formOf(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  // Options before the file: the server reads them as they arrive.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

async function preview(file: File): Promise<void> {
  chosen = file;
  problem.hidden = true;
  previewBox.hidden = true;
  try {
    const { data } = await api<{ data: Preview }>('POST', '/app/api/imports/preview', formOf(file));
    $('#preview-format')!.textContent = `${file.name}: ${FORMAT_NAMES[data.format] ?? data.format}`;
    $('#preview-columns tbody')!.replaceChildren(...data.columns.map((column) => tableRow(cell(column.name), cell(column.field ?? 'not imported'))));
    $('#preview-rows tbody')!.replaceChildren(
      ...data.rows.map((row) => {
        if (!row.link) {
          const why = cell(`Will fail: ${row.error?.message ?? 'unreadable'}`);
          why.colSpan = 5;
          return tableRow(cell(row.row, true), why);
        }
        const link = row.link;
        return tableRow(cell(row.row, true), cell(link.destination_url), cell(link.slug ?? (link.slug_note ? `random: ${String(link.slug_note)}` : 'random')), cell(link.title), cell(link.tags), cell(link.folder));
      }),
    );
    previewBox.hidden = false;
  } catch (error) {
    showProblem(error);
  }
}

function render(item: ImportItem): void {
  const total = item.total ?? 0;
  const bar = $<HTMLProgressElement>('#import-bar')!;
  bar.max = Math.max(total, 1);
  bar.value = item.status === 'completed' ? bar.max : item.processed;
  $('#progress-status')!.textContent = item.status;
  $('#progress-text')!.textContent =
    item.status === 'failed'
      ? `The import failed: ${item.error?.message ?? ''}`
      : `${item.processed} of ${item.total ?? '…'} rows: ${item.created} created, ${item.skipped} already there, ${item.failed} failed.`;
  const open = item.status === 'queued' || item.status === 'running';
  $<HTMLButtonElement>('#import-cancel')!.hidden = !open;
  $('#import-links')!.hidden = open;
}

interface FailedRow {
  row: number;
  message: string;
  code: string;
  destination_url: string | null;
  slug: string | null;
}

/** The reason in the link form's words, about the value the row gave for the field at fault. */
function reasonOf(failed: FailedRow): string {
  const aboutSlug = failed.code.startsWith('slug') || failed.message.startsWith('slug');
  const given = Object.assign(document.createElement('input'), { value: (aboutSlug ? failed.slug : failed.destination_url) ?? '' });
  return humanize(failed.message, given, failed.code);
}

async function showErrors(id: number): Promise<void> {
  const { data, total } = await api<{ data: FailedRow[]; total: number }>('GET', `/app/api/imports/${id}/errors`);
  $('#import-errors tbody')!.replaceChildren(...data.map((failed) => tableRow(cell(failed.row, true), cell(failed.destination_url ?? '(none)'), cell(failed.slug ?? '(random)'), cell(reasonOf(failed)))));
  $<HTMLAnchorElement>('#import-errors-csv')!.href = `/app/api/imports/${id}/errors.csv`;
  const more = $('#import-errors-more')!;
  more.textContent = `The first ${data.length} of ${total} failed rows; the download holds them all.`;
  more.hidden = total <= data.length;
  $('#import-errors')!.hidden = data.length === 0;
}

async function showNotes(id: number): Promise<void> {
  const { data } = await api<{ data: Array<{ row: number; destination_url: string | null; slug: string; message: string }> }>('GET', `/app/api/imports/${id}/notes`);
  $('#import-notes tbody')!.replaceChildren(...data.map((note) => tableRow(cell(note.row, true), cell(note.destination_url), cell(note.slug), cell(note.message))));
  $('#import-notes')!.hidden = data.length === 0;
}

async function follow(id: number): Promise<void> {
  for (;;) {
    current = (await api<{ data: ImportItem }>('GET', `/app/api/imports/${id}`)).data;
    render(current);
    if (current.status !== 'queued' && current.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await refreshRegion('import-history-region');
  await showNotes(id);
  if (current.failed > 0) await showErrors(id);
}

$('#import-start')!.addEventListener('click', async () => {
  if (!chosen) return;
  const onConflict = $<HTMLInputElement>('#import-suffix')!.checked ? 'suffix' : 'fail';
  try {
    const { data } = await api<{ data: ImportItem }>('POST', '/app/api/imports', formOf(chosen, { on_conflict: onConflict }));
    previewBox.hidden = true;
    progressBox.hidden = false;
    $('#import-errors')!.hidden = true;
    $('#import-notes')!.hidden = true;
    await follow(data.id);
  } catch (error) {
    showProblem(error);
  }
});

$('#import-cancel')!.addEventListener('click', async () => {
  if (!current) return;
  try {
    render((await api<{ data: ImportItem }>('POST', `/app/api/imports/${current.id}/cancel`)).data);
  } catch (error) {
    showProblem(error);
  }
});

$('#import-reset')!.addEventListener('click', () => {
  previewBox.hidden = true;
  input.value = '';
  input.focus();
});

document.addEventListener('click', async (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-show-errors]') : null;
  if (!button) return;
  progressBox.hidden = false;
  const id = Number(button.dataset.showErrors);
  current = (await api<{ data: ImportItem }>('GET', `/app/api/imports/${id}`)).data;
  render(current);
  await showErrors(id);
});

input.addEventListener('change', () => {
  const file = input.files?.[0];
  if (file) void preview(file);
});
zone.addEventListener('dragover', (event) => {
  event.preventDefault();
  zone.classList.add('over');
});
zone.addEventListener('dragleave', () => zone.classList.remove('over'));
zone.addEventListener('drop', (event) => {
  event.preventDefault();
  zone.classList.remove('over');
  const file = event.dataTransfer?.files[0];
  if (file) void preview(file);
});
