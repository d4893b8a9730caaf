import { $, $$, initCommon } from './core.js';
import { initLinkActions } from './link-actions.js';
import { initBulkActions } from './links-bulk.js';
import { initLinkSearch } from './links-search.js';

initCommon();
initLinkActions();
initBulkActions();
initLinkSearch();

// Filters apply as soon as a choice is made; the Apply button stays for keyboards and no-script.
const filters = $<HTMLFormElement>('#link-filters');
for (const select of $$<HTMLSelectElement>('select', filters ?? document.createElement('form'))) {
  select.addEventListener('change', () => filters?.requestSubmit());
}

const dialog = $<HTMLDialogElement>('#qr-dialog');
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-qr]') : null;
  if (!button || !dialog) return;
  const base = `/app/api/links/${button.dataset.qr}/qr`;
  $<HTMLImageElement>('#qr-dialog-img', dialog)!.src = `${base}?format=svg`;
  $('#qr-dialog-url', dialog)!.textContent = button.dataset.short ?? '';
  $<HTMLAnchorElement>('#qr-dialog-png', dialog)!.href = `${base}?format=png&size=1024&download=1`;
  $<HTMLAnchorElement>('#qr-dialog-svg', dialog)!.href = `${base}?format=svg&download=1`;
  $<HTMLAnchorElement>('#qr-dialog-design', dialog)!.href = `/app/links/${button.dataset.qr}#qr-designer`;
  dialog.showModal();
});
