// Shared helpers of the dashboard scripts: JSON calls with the CSRF token, toasts, the
// confirm dialog, copy buttons and field errors. Pages work from server-rendered HTML.
import { humanize, watchCutInput } from './wording.js';

export type FieldErrors = Record<string, string[]>;

/** A failed call to /app/api, carrying the envelope's message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
    /** The server's stable error code (`error.code`); '' when the call never got an answer. */
    readonly code = '',
  ) {
    super(message);
  }
}

export function $<T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T | null {
  return root.querySelector<T>(selector);
}

export function $$<T extends Element = HTMLElement>(selector: string, root: ParentNode = document): T[] {
  return [...root.querySelectorAll<T>(selector)];
}

function csrfToken(): string {
  return $<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? $<HTMLInputElement>('input[name="csrf"]')?.value ?? '';
}

interface ErrorBody {
  message?: string;
  error?: string | { message?: string; code?: string };
  code?: string;
  errors?: FieldErrors;
}

/** Calls a session JSON endpoint (a FormData body goes as multipart, a Blob as is, typed by the file); throws ApiError with the server's message on failure. */
export async function api<T = unknown>(method: string, url: string, body?: unknown, csrf = csrfToken()): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrf };
  const form = body instanceof FormData ? body : null;
  const file = body instanceof Blob ? body : null;
  if (body !== undefined && !form) headers['content-type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method, headers, credentials: 'same-origin', body: body === undefined ? null : (form ?? file ?? JSON.stringify(body)) });
  } catch {
    throw new ApiError(0, 'Could not reach the server; check your connection and try again');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as (ErrorBody & T) | null;
  if (response.ok) return data as T;
  if (response.status === 401 && location.pathname.startsWith('/app')) {
    location.assign(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
  }
  const message = data?.message ?? (typeof data?.error === 'string' ? data.error : data?.error?.message) ?? `Request failed (${response.status})`;
  const code = (typeof data?.error === 'object' ? data.error.code : data?.code) ?? '';
  throw new ApiError(response.status, message, data?.errors ?? {}, code);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong';
}

/** A short message in the polite live region. */
export function toast(message: string, kind: 'info' | 'error' = 'info'): void {
  const region = $('#toasts');
  if (!region) return;
  const item = document.createElement('div');
  item.className = `toast${kind === 'error' ? ' error' : ''}`;
  item.textContent = message;
  region.append(item);
  setTimeout(() => item.remove(), kind === 'error' ? 7000 : 4000);
}

/** A toast shown after the next page load (actions that reload the page). */
export function flashThenGo(message: string, url?: string): void {
  sessionStorage.setItem('flash', message);
  if (url) location.assign(url);
  else location.reload();
}

export interface ConfirmOptions {
  title: string;
  message: string | Node;
  confirmLabel: string;
  danger?: boolean;
}

/** The page's confirm <dialog>: focus is trapped and Escape cancels. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const dialog = $<HTMLDialogElement>('#confirm-dialog');
  if (!dialog || typeof dialog.showModal !== 'function') {
    return Promise.resolve(window.confirm(`${options.title}\n\n${String(options.message)}`));
  }
  $('#confirm-title', dialog)!.textContent = options.title;
  const body = $('#confirm-message', dialog)!;
  if (typeof options.message === 'string') {
    const p = document.createElement('p');
    p.textContent = options.message;
    body.replaceChildren(p);
  } else body.replaceChildren(options.message);
  const ok = $<HTMLButtonElement>('#confirm-ok', dialog)!;
  ok.textContent = options.confirmLabel;
  ok.className = options.danger ? 'btn btn-danger' : 'btn';
  dialog.returnValue = '';
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.showModal();
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        // Back to the button that opened it, not the top of the page; when that button sits in
        // a menu that has closed since, to the menu's toggle.
        if (opener?.isConnected) opener.focus();
        if (opener && document.activeElement !== opener) opener.closest('details')?.querySelector('summary')?.focus();
        resolve(dialog.returnValue === 'ok');
      },
      { once: true },
    );
  });
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  // Plain-http deployments have no async clipboard: fall back to a selected textarea.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'sr-only';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Clears then shows a failed call's field errors next to their inputs; the rest go to `fallback`. */
export function showErrors(form: HTMLElement, error: unknown, fallback?: HTMLElement | null): void {
  clearErrors(form, fallback);
  const fields = error instanceof ApiError ? error.fields : {};
  // A code names the whole failure; it words a field's message only when that field is the one at fault.
  const code = error instanceof ApiError && Object.keys(fields).length === 1 ? error.code : '';
  let shown = 0;
  let first: HTMLElement | null = null;
  for (const [field, messages] of Object.entries(fields)) {
    const slot = $(`[data-error-for="${CSS.escape(field)}"]`, form);
    if (!slot) continue;
    const input = $(`[name="${CSS.escape(field)}"]`, form);
    slot.textContent = messages.map((message) => humanize(message, input, code)).join(' ');
    slot.hidden = false;
    input?.setAttribute('aria-invalid', 'true');
    first ??= input;
    shown++;
  }
  if (shown === 0 || Object.keys(fields).length > shown) {
    const target = fallback ?? null;
    if (target) {
      target.replaceChildren(Object.assign(document.createElement('div'), { className: 'alert alert-error', role: 'alert', textContent: humanize(errorMessage(error), null, error instanceof ApiError ? error.code : '') }));
      target.hidden = false;
      target.scrollIntoView({ block: 'nearest' });
    } else toast(humanize(errorMessage(error), null, error instanceof ApiError ? error.code : ''), 'error');
  }
  first?.focus();
}

export function clearErrors(form: HTMLElement, fallback?: HTMLElement | null): void {
  for (const slot of $$('[data-error-for]', form)) {
    slot.hidden = true;
    slot.textContent = '';
  }
  for (const input of $$('[aria-invalid="true"]', form)) input.removeAttribute('aria-invalid');
  if (fallback) fallback.hidden = true;
}

/** Disables a button while `work` runs, so double clicks don't submit twice. */
export async function busy<T>(button: HTMLButtonElement | null, work: () => Promise<T>): Promise<T> {
  if (button) button.disabled = true;
  try {
    return await work();
  } finally {
    if (button) button.disabled = false;
  }
}

/** Copy buttons, menus that close on outside click or Escape, and the flash message. */
export function initCommon(): void {
  watchCutInput();
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>('[data-copy], [data-copy-text]');
    if (button) {
      const source = button.dataset.copy ? $<HTMLInputElement>(button.dataset.copy) : null;
      const text = button.dataset.copyText ?? source?.value ?? '';
      source?.select();
      copyText(text).then(
        () => toast('Copied to the clipboard'),
        () => toast('Copy failed; select the text and copy it by hand', 'error'),
      );
    }
    for (const menu of $$<HTMLDetailsElement>('details.menu[open]')) if (!menu.contains(target)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of $$<HTMLDetailsElement>('details.menu[open]')) {
      menu.open = false;
      $('summary', menu)?.focus();
    }
  });
  const flash = sessionStorage.getItem('flash');
  if (flash) {
    sessionStorage.removeItem('flash');
    toast(flash);
  }
}

/** The JSON a page embedded for its script. */
export function pageData<T>(): T | null {
  const node = $('#page-data');
  return node?.textContent ? (JSON.parse(node.textContent) as T) : null;
}

/** Replaces the element `#id` with its fresh copy from the server's rendering of this page. */
export async function refreshRegion(id: string): Promise<void> {
  const response = await fetch(location.pathname + location.search, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById(id);
  if (fresh) document.getElementById(id)?.replaceWith(fresh);
}
