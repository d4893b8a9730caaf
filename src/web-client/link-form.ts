import { $, api, busy, clearErrors, flashThenGo, initCommon, toast } from './core.js';
import { initLinkActions } from './link-actions.js';
import { initQrDesigner } from './qr-designer.js';
import { initSmartForm } from './smart-form.js';
import { initTestVisitor } from './test-visitor.js';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'];
const TEXT_FIELDS = ['destination_url', 'slug', 'title', 'description', 'notes', 'fallback_url', 'ios_url', 'android_url'];

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    // With no option marked selected in the page, the first one is shown: that is the default.
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? '');
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** Link input from the form: everything filled in on create; only what changed on edit. */
function readLinkInput(form: HTMLFormElement, editing: boolean): Record<string, unknown> {
  const control = (name: string): Control | null => {
    const found = form.elements.namedItem(name);
    // Fields in a plan-locked fieldset are :disabled and never sent.
    return found instanceof Element && !found.matches(':disabled') ? (found as Control) : null;
  };
  const wanted = (name: string): Control | null => {
    const c = control(name);
    if (!c) return null;
    return (editing ? changed(c) : c.value.trim() !== '') ? c : null;
  };
  const body: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const c = wanted(name);
    if (!c) continue;
    const value = c.value.trim();
    if (name === 'slug' && value === '') continue;
    body[name] = value === '' ? null : value;
  }
  const redirect = wanted('redirect_type');
  if (redirect) body.redirect_type = Number(redirect.value);
  const folder = wanted('folder_id');
  if (folder) body.folder_id = folder.value === '' ? null : Number(folder.value);
  const tags = wanted('tags');
  if (tags) body.tags = tags.value.split(',').map((tag) => tag.trim()).filter(Boolean);
  if (UTM_KEYS.some((key) => wanted(`utm.${key}`))) {
    body.utm = Object.fromEntries(UTM_KEYS.map((key) => [key, control(`utm.${key}`)?.value.trim() ?? '']).filter(([, value]) => value !== ''));
  }
  const expires = wanted('expires_at');
  if (expires) {
    const at = new Date(`${expires.value}Z`);
    body.expires_at = expires.value === '' ? null : Number.isNaN(at.getTime()) ? expires.value : at.toISOString();
  }
  const limit = wanted('click_limit');
  if (limit) body.click_limit = limit.value === '' ? null : /^\d+$/.test(limit.value) ? Number(limit.value) : limit.value;
  const domain = wanted('domain');
  if (domain) body.domain = domain.value;
  const indexable = control('indexable');
  if (indexable instanceof HTMLInputElement && (editing ? changed(indexable) : indexable.checked)) body.indexable = indexable.checked;
  // On by default for new links: a new link says so only when it is switched off.
  const forward = control('forward_query');
  if (forward instanceof HTMLInputElement && (editing ? changed(forward) : !forward.checked)) body.forward_query = forward.checked;
  const remove = control('remove_password');
  const password = control('password');
  if (remove instanceof HTMLInputElement && remove.checked) body.password = null;
  else if (password && password.value !== '') body.password = password.value;
  return body;
}

initCommon();
initLinkActions();
initQrDesigner();
const smart = initSmartForm(() => $<HTMLInputElement>('#f-destination_url')?.value.trim() ?? '');
const form = $<HTMLFormElement>('#link-form');
// The visitor test reads the saved link; it says so when the form holds edits not saved yet.
initTestVisitor(() => {
  if (!form) return false;
  try {
    return Object.keys({ ...readLinkInput(form, true), ...smart.read(true) }).length > 0;
  } catch {
    return true;
  }
});

// The short code's prefix follows the chosen domain.
const domainSelect = $<HTMLSelectElement>('#f-domain');
domainSelect?.addEventListener('change', () => {
  const prefix = $('#f-slug-host');
  if (prefix) prefix.textContent = `${domainSelect.value}/`;
});

form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const editing = form.dataset.mode === 'edit';
  const errorBox = $('#form-error');
  clearErrors(form, errorBox);
  try {
    const body = { ...readLinkInput(form, editing), ...smart.read(editing) };
    if (editing && Object.keys(body).length === 0) {
      toast('Nothing changed yet');
      return;
    }
    const submit = $<HTMLButtonElement>('button[type="submit"]', form);
    if (editing) {
      await busy(submit, () => api('PATCH', `/app/api/links/${form.dataset.id}`, body));
      flashThenGo('Changes saved');
    } else {
      const created = await busy(submit, () => api<{ data: { id: number } }>('POST', '/app/api/links', body));
      flashThenGo('Link created. Now give its QR code your style.', `/app/links/${created.data.id}#qr-designer`);
    }
  } catch (error) {
    smart.showErrors(form, error, errorBox);
  }
});
