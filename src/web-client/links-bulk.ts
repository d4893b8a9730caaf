import { $, $$, api, busy, confirmDialog, errorMessage, flashThenGo, toast } from './core.js';
import { ACTIONS } from './link-actions.js';

interface BulkAnswer {
  data: { updated?: unknown[]; deleted?: number[]; failed: Array<{ id: number; error: string }> };
}

interface BulkRequest {
  method: 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  /** Past tense for the flash: "3 links archived". */
  done: string;
  confirm?: { title: string; message: string; label: string; danger?: boolean };
}

const plural = (n: number) => `${n} ${n === 1 ? 'link' : 'links'}`;

/** What a toolbar button asks for, or a reason it cannot yet (nothing chosen in its field). */
function requestFor(action: string, bar: HTMLElement, label: string, count: number): BulkRequest | string {
  const tag = $<HTMLInputElement>('#bulk-tag', bar)?.value.trim() ?? '';
  switch (action) {
    case 'archive':
      return { method: 'PATCH', body: { status: 'archived' }, done: 'archived', confirm: { title: `Archive ${label}?`, message: ACTIONS.archive!.message, label: 'Archive' } };
    case 'folder': {
      const folder = $<HTMLSelectElement>('#bulk-folder', bar)?.value ?? '';
      if (folder === '') return 'Choose a folder to move the links to';
      return { method: 'PATCH', body: { folder_id: folder === 'none' ? null : Number(folder) }, done: 'moved' };
    }
    case 'add-tag':
      return tag === '' ? 'Type the tag to add' : { method: 'PATCH', body: { add_tags: [tag] }, done: `tagged #${tag}` };
    case 'remove-tag':
      return tag === '' ? 'Type the tag to remove' : { method: 'PATCH', body: { remove_tags: [tag] }, done: `untagged #${tag}` };
    case 'delete': {
      // The single delete's confirmation, naming how many go.
      const single = ACTIONS.delete!;
      return { method: 'DELETE', done: 'deleted', confirm: { title: single.title(label), message: single.message, label: count === 1 ? single.label : `Delete ${plural(count)}`, danger: true } };
    }
    default:
      return 'Unknown action';
  }
}

/** The links list's checkboxes, select-all and bulk toolbar (archive, folder, tags, delete). */
export function initBulkActions(): void {
  let wired: AbortController | null = null;
  const wire = () => {
    wired?.abort();
    wired = new AbortController();
    wireBulkBar(wired.signal);
  };
  wire();
  // Search as you type replaces the rows and the toolbar with them: wire the new ones.
  document.addEventListener('link-results-replaced', wire);
}

function wireBulkBar(signal: AbortSignal): void {
  const bar = $('#bulk-bar');
  if (!bar) return;
  const all = $<HTMLInputElement>('#bulk-all', bar)!;
  const tools = $('[data-bulk-tools]', bar)!;
  const count = $('#bulk-count', bar)!;
  const boxes = () => $$<HTMLInputElement>('input.bulk-select');
  const chosen = () => boxes().filter((box) => box.checked);
  const refresh = () => {
    const n = chosen().length;
    const total = boxes().length;
    tools.hidden = n === 0;
    count.textContent = n === 0 ? '' : `${plural(n)} selected`;
    all.checked = n > 0 && n === total;
    all.indeterminate = n > 0 && n < total;
    for (const box of boxes()) box.closest('tr')?.classList.toggle('is-selected', box.checked);
  };
  all.addEventListener('change', () => {
    for (const box of boxes()) box.checked = all.checked;
    refresh();
  });
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.classList.contains('bulk-select')) refresh();
    },
    { signal },
  );
  // A reload after an action must not keep (and silently act on) the old selection.
  for (const box of [all, ...boxes()]) box.checked = false;
  window.addEventListener('pageshow', refresh, { signal });
  bar.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-bulk]') : null;
    if (!button) return;
    const selection = chosen();
    if (selection.length === 0) return;
    const slugs = new Map(selection.map((box) => [Number(box.value), box.dataset.slug ?? box.value]));
    const label = selection.length === 1 ? [...slugs.values()][0]! : plural(selection.length);
    const request = requestFor(button.dataset.bulk ?? '', bar, label, selection.length);
    if (typeof request === 'string') return toast(request, 'error');
    const { confirm } = request;
    if (confirm && !(await confirmDialog({ title: confirm.title, message: confirm.message, confirmLabel: confirm.label, danger: confirm.danger }))) return;
    const ids = [...slugs.keys()];
    try {
      const answer = await busy(button, () =>
        request.method === 'DELETE' ? api<BulkAnswer>('DELETE', `/app/api/links/bulk?ids=${ids.join(',')}`) : api<BulkAnswer>('PATCH', '/app/api/links/bulk', { ids, ...request.body }),
      );
      const { failed } = answer.data;
      const done = ids.length - failed.length;
      const why = failed.map((f) => `${slugs.get(f.id) ?? f.id}: ${f.error}`).join('; ');
      if (done === 0) return toast(`No link ${request.done}. ${why}`, 'error');
      flashThenGo(failed.length === 0 ? `${plural(done)} ${request.done}` : `${plural(done)} ${request.done}; ${plural(failed.length)} left as they were (${why})`);
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
  refresh();
}
