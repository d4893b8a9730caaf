import { $, $$, ApiError, api, busy, errorMessage, initCommon } from './core.js';
import { humanize } from './wording.js';

interface ShortenResult {
  short_url: string;
  slug: string;
  qr_url: string;
  preview_url: string;
  claim_url: string;
  expires: string;
  /** Set when the link went into the signed-in account. */
  dashboard_url?: string;
}

const form = $<HTMLFormElement>('#shorten-form');
const errorBox = $('#shorten-error');
const result = $('#shorten-result');

function showResult(data: ShortenResult): void {
  if (!result) return;
  $<HTMLInputElement>('#short-url', result)!.value = data.short_url;
  // Relative: the page may be open under another host name, which the page's CSP would block.
  const qrPath = new URL(data.qr_url).pathname;
  const values: Record<string, string> = {
    short_url: data.short_url,
    preview_url: data.preview_url,
    claim_url: data.claim_url,
    dashboard_url: data.dashboard_url ?? '/app',
    qr_url: qrPath,
    qr_png: `${qrPath}?download=1`,
    qr_svg: `${qrPath}.svg?download=1`,
  };
  const localOnly = $('#local-only-note', result);
  if (localOnly) localOnly.hidden = !['localhost', '127.0.0.1', '[::1]'].includes(new URL(data.short_url).hostname);
  for (const node of $$('[data-field]', result)) {
    const field = node.dataset.field ?? '';
    if (node instanceof HTMLAnchorElement) node.href = values[field] ?? '#';
    else if (node instanceof HTMLImageElement) node.src = values[field] ?? '';
    else if (field === 'expires') node.textContent = data.expires;
  }
  result.hidden = false;
  $<HTMLElement>('#result-heading', result)?.focus();
}

function showError(message: string): void {
  if (!errorBox) return;
  const alert = Object.assign(document.createElement('div'), { className: 'alert alert-error', role: 'alert', textContent: message });
  errorBox.replaceChildren(alert);
  errorBox.hidden = false;
}

initCommon();
$('#result-heading')?.setAttribute('tabindex', '-1');
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const input = $<HTMLInputElement>('#url', form)!;
  // The anonymous form's double-submit token, not the session's (a signed-in visitor has both).
  const csrf = $<HTMLInputElement>('input[name="csrf"]', form)?.value ?? '';
  if (input.value.trim() === '') {
    showError('Paste the long URL you want to shorten.');
    input.focus();
    return;
  }
  if (errorBox) errorBox.hidden = true;
  try {
    const data = await busy($<HTMLButtonElement>('button[type="submit"]', form), () => api<ShortenResult>('POST', '/app/api/shorten', { url: input.value }, csrf));
    showResult(data);
  } catch (error) {
    if (result) result.hidden = true;
    showError(error instanceof ApiError ? humanize(error.message, input, error.code) : humanize(errorMessage(error), input));
    input.focus();
  }
});
