import { $, $$, api, busy, confirmDialog, errorMessage, flashThenGo, initCommon, toast } from './core.js';

const folderList = $<HTMLOListElement>('#folder-list');
const tagList = $<HTMLUListElement>('#tag-list');

function inlineError(id: string, message: string | null): void {
  const line = $(`#${id}`);
  if (!line) return;
  line.textContent = message ?? '';
  line.hidden = message === null;
}

/** A small "create" form: POST its fields, then reload so every list shows the new item. */
function initCreateForm(formId: string, url: string, errorId: string, done: string): void {
  const form = $<HTMLFormElement>(`#${formId}`);
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(form));
    try {
      await busy($<HTMLButtonElement>('button[type="submit"]', form), () => api('POST', url, body));
      flashThenGo(done);
    } catch (error) {
      inlineError(errorId, errorMessage(error));
      $<HTMLInputElement>('input[name="name"]', form)?.focus();
    }
  });
}

/** Rename (and recolour) on change: each field saves when the user leaves it. */
function initInlineEdits(list: HTMLElement | null, urlOf: (item: HTMLElement) => string, errorId: string): void {
  list?.addEventListener('change', async (event) => {
    const input = event.target as HTMLInputElement;
    const item = input.closest<HTMLElement>('li');
    const field = input.dataset.field;
    if (!item || !field) return;
    try {
      await api('PATCH', urlOf(item), { [field]: input.value });
      input.defaultValue = input.value;
      if (field === 'name') item.dataset.name = input.value;
      inlineError(errorId, null);
      toast(field === 'color' ? 'Colour saved' : 'Name saved');
    } catch (error) {
      inlineError(errorId, errorMessage(error));
      input.value = input.defaultValue;
    }
  });
}

async function saveOrder(): Promise<void> {
  if (!folderList) return;
  const items = $$<HTMLLIElement>('li', folderList);
  items.forEach((item, index) => {
    $<HTMLButtonElement>('[data-move="up"]', item)!.disabled = index === 0;
    $<HTMLButtonElement>('[data-move="down"]', item)!.disabled = index === items.length - 1;
  });
  try {
    await api('PUT', '/app/api/folders/order', { ids: items.map((item) => Number(item.dataset.folderId)) });
    toast('Folder order saved');
  } catch (error) {
    toast(errorMessage(error), 'error');
  }
}

function initReorder(): void {
  if (!folderList) return;
  folderList.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-move]') : null;
    const item = button?.closest('li');
    if (!button || !item) return;
    const sibling = button.dataset.move === 'up' ? item.previousElementSibling : item.nextElementSibling;
    if (!sibling) return;
    if (button.dataset.move === 'up') sibling.before(item);
    else sibling.after(item);
    // Keep focus on the moved item's arrow so repeated presses keep moving it.
    (button.disabled ? $<HTMLButtonElement>(`[data-move="${button.dataset.move === 'up' ? 'down' : 'up'}"]`, item) : button)?.focus();
    void saveOrder();
  });
  let dragged: HTMLLIElement | null = null;
  folderList.addEventListener('dragstart', (event) => {
    dragged = (event.target as Element).closest('li');
    dragged?.classList.add('dragging');
    event.dataTransfer?.setData('text/plain', dragged?.dataset.folderId ?? '');
  });
  folderList.addEventListener('dragover', (event) => {
    const over = (event.target as Element).closest('li');
    if (!dragged || !over || over === dragged) return;
    event.preventDefault();
    for (const item of $$('li.drop-target', folderList)) item.classList.remove('drop-target');
    over.classList.add('drop-target');
  });
  folderList.addEventListener('drop', (event) => {
    const over = (event.target as Element).closest('li');
    event.preventDefault();
    if (dragged && over && over !== dragged) {
      const after = [...folderList.children].indexOf(over) > [...folderList.children].indexOf(dragged);
      if (after) over.after(dragged);
      else over.before(dragged);
      void saveOrder();
    }
  });
  folderList.addEventListener('dragend', () => {
    dragged?.classList.remove('dragging');
    for (const item of $$('li.drop-target', folderList)) item.classList.remove('drop-target');
    dragged = null;
  });
}

function initDeletes(): void {
  const dialog = $<HTMLDialogElement>('#folder-dialog');
  folderList?.addEventListener('click', (event) => {
    const item = event.target instanceof Element ? event.target.closest('[data-delete-folder]')?.closest<HTMLElement>('li') : null;
    if (!item || !dialog) return;
    const count = Number(item.dataset.count ?? 0);
    $('#folder-dialog-text', dialog)!.textContent =
      count === 0 ? `"${item.dataset.name}" holds no links.` : `"${item.dataset.name}" holds ${count} ${count === 1 ? 'link' : 'links'}.`;
    dialog.returnValue = '';
    dialog.showModal();
    dialog.addEventListener(
      'close',
      async () => {
        if (dialog.returnValue !== 'ok') return;
        const choice = $<HTMLInputElement>('input[name="links"]:checked', dialog)?.value ?? 'unfile';
        try {
          await api('DELETE', `/app/api/folders/${item.dataset.folderId}?links=${choice}`);
          flashThenGo('Folder deleted');
        } catch (error) {
          toast(errorMessage(error), 'error');
        }
      },
      { once: true },
    );
  });
  tagList?.addEventListener('click', async (event) => {
    const item = event.target instanceof Element ? event.target.closest('[data-delete-tag]')?.closest<HTMLElement>('li') : null;
    if (!item) return;
    const count = Number(item.dataset.count ?? 0);
    const ok = await confirmDialog({
      title: `Delete the tag "${item.dataset.name}"?`,
      message: count === 0 ? 'No link carries it.' : `It is removed from ${count} ${count === 1 ? 'link' : 'links'}; the links stay.`,
      confirmLabel: 'Delete tag',
      danger: true,
    });
    if (!ok) return;
    try {
      await api('DELETE', `/app/api/tags/${item.dataset.tagId}`);
      flashThenGo('Tag deleted');
    } catch (error) {
      toast(errorMessage(error), 'error');
    }
  });
}

initCommon();
initCreateForm('folder-form', '/app/api/folders', 'folder-error', 'Folder created');
initCreateForm('tag-form', '/app/api/tags', 'tag-error', 'Tag created');
initInlineEdits(folderList, (item) => `/app/api/folders/${item.dataset.folderId}`, 'folder-error');
initInlineEdits(tagList, (item) => `/app/api/tags/${item.dataset.tagId}`, 'tag-error');
initReorder();
initDeletes();
