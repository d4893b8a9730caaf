// Ordered lists of editable rows (redirect rules, A/B destinations): add from a <template>,
// move with keyboard-reachable up/down buttons or by dragging, remove, renumber.
import { $, $$ } from './core.js';

export interface RowList {
  list: HTMLElement;
  rows(): HTMLElement[];
  add(): HTMLElement;
  /** Renumbers and re-enables the arrows after a row was removed. */
  refresh(): void;
}

export interface RowListOptions {
  list: HTMLElement;
  template: HTMLTemplateElement;
  /** The element each row is (its outermost node under the list). */
  rowSelector: string;
  /** Renumbers labels after a change; `index` counts from 0. */
  label(row: HTMLElement, index: number, count: number): void;
  /** Called after any add, move or remove. */
  changed(): void;
}

let nextKey = 1000;

/** A row from the template, its ids made unique (labels keep pointing at their inputs). */
export function fromTemplate(template: HTMLTemplateElement): DocumentFragment {
  const holder = document.createElement('template');
  // The template is the server's escaped markup; only a number replaces the key placeholder.
  holder.innerHTML = template.innerHTML.replaceAll('__K__', String(nextKey++));
  return holder.content;
}

/** Wires the list's buttons and drag and drop. */
export function initRowList(options: RowListOptions): RowList {
  const { list } = options;
  const rows = () => $$<HTMLElement>(`:scope > ${options.rowSelector}`, list);
  const refresh = () => {
    const all = rows();
    all.forEach((row, index) => {
      options.label(row, index, all.length);
      const up = $<HTMLButtonElement>('[data-move="up"]', row);
      const down = $<HTMLButtonElement>('[data-move="down"]', row);
      if (up) up.disabled = index === 0;
      if (down) down.disabled = index === all.length - 1;
    });
    options.changed();
  };

  list.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-move]') : null;
    const row = button?.closest<HTMLElement>(options.rowSelector);
    if (!button || !row || row.parentElement !== list) return;
    const up = button.dataset.move === 'up';
    const sibling = up ? row.previousElementSibling : row.nextElementSibling;
    if (!sibling) return;
    if (up) sibling.before(row);
    else sibling.after(row);
    refresh();
    // Focus stays on the arrow, so repeated presses keep moving the row; at an end, on the other one.
    (button.disabled ? $<HTMLButtonElement>(`[data-move="${up ? 'down' : 'up'}"]`, row) : button)?.focus();
  });

  let dragged: HTMLElement | null = null;
  list.addEventListener('dragstart', (event) => {
    dragged = (event.target as Element).closest<HTMLElement>(options.rowSelector);
    if (!dragged || dragged.parentElement !== list) return;
    dragged.classList.add('dragging');
    event.dataTransfer?.setData('text/plain', '');
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
  });
  list.addEventListener('dragover', (event) => {
    const over = (event.target as Element).closest<HTMLElement>(options.rowSelector);
    if (!dragged || !over || over === dragged || over.parentElement !== list) return;
    event.preventDefault();
    for (const row of rows()) row.classList.toggle('drop-target', row === over);
  });
  list.addEventListener('drop', (event) => {
    const over = (event.target as Element).closest<HTMLElement>(options.rowSelector);
    if (!dragged || !over || over === dragged) return;
    event.preventDefault();
    const all = rows();
    if (all.indexOf(dragged) < all.indexOf(over)) over.after(dragged);
    else over.before(dragged);
    refresh();
  });
  list.addEventListener('dragend', () => {
    for (const row of rows()) row.classList.remove('dragging', 'drop-target');
    dragged = null;
  });

  refresh();
  return {
    list,
    rows,
    refresh,
    add() {
      list.append(fromTemplate(options.template));
      const row = rows().at(-1)!;
      refresh();
      return row;
    },
  };
}

/** Removes `row` from its list and moves focus to a neighbour, or to `fallback` when none is left. */
export function removeRow(row: HTMLElement, fallback: HTMLElement | null, focusIn: string): void {
  const next = (row.nextElementSibling ?? row.previousElementSibling) as HTMLElement | null;
  row.remove();
  (next ? $<HTMLElement>(focusIn, next) : fallback)?.focus();
}
