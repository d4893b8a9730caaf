import { api, busy, confirmDialog, errorMessage, flashThenGo, toast } from './core.js';

interface ActionSpec {
  title: (slug: string) => string;
  message: string;
  label: string;
  danger?: boolean;
  done: string;
}

export const ACTIONS: Record<string, ActionSpec> = {
  disable: { title: (s) => `Disable ${s}?`, message: 'The short link will show a "not found" page until you enable it again.', label: 'Disable', done: 'Link disabled' },
  enable: { title: (s) => `Enable ${s}?`, message: 'The short link will redirect again.', label: 'Enable', done: 'Link enabled' },
  archive: { title: (s) => `Archive ${s}?`, message: 'Archived links keep redirecting but leave your main list. Find them under "Archived links".', label: 'Archive', done: 'Link archived' },
  unarchive: { title: (s) => `Unarchive ${s}?`, message: 'The link returns to your main list.', label: 'Unarchive', done: 'Link restored' },
  delete: { title: (s) => `Delete ${s}?`, message: 'The short link stops working at once, printed QR codes included. This cannot be undone.', label: 'Delete link', danger: true, done: 'Link deleted' },
};

/** Enable, disable, archive and delete buttons (`data-action`), each confirmed first. */
export function initLinkActions(): void {
  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-action]') : null;
    const action = button?.dataset.action;
    const spec = action ? ACTIONS[action] : undefined;
    if (!button || !action || !spec) return;
    button.closest('details')?.removeAttribute('open');
    const slug = button.dataset.slug ?? 'this link';
    if (!(await confirmDialog({ title: spec.title(slug), message: spec.message, confirmLabel: spec.label, danger: spec.danger }))) return;
    const id = button.dataset.id;
    try {
      await busy(button, () => (action === 'delete' ? api('DELETE', `/app/api/links/${id}`) : api('POST', `/app/api/links/${id}/${action}`)));
      flashThenGo(spec.done, button.dataset.after);
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}
