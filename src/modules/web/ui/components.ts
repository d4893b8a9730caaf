import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { icon } from './icons.js';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  disabled: 'Disabled',
  archived: 'Archived',
  expired: 'Expired',
  exhausted: 'Limit reached',
  blocked: 'Blocked',
  pending_review: 'Under review',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export function statusBadge(status: string): SafeHtml {
  return html`<span class="badge status-${status}">${statusLabel(status)}</span>`;
}

// Built on first use: an Intl formatter maps about 8 MB of ICU data, which a process that only
// redirects never needs.
let formatters: { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat; number: Intl.NumberFormat } | null = null;
const intl = () =>
  (formatters ??= {
    date: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    dateTime: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
    number: new Intl.NumberFormat('en'),
  });

/** `3 Mar 2026`; dates are shown in UTC like the analytics days. */
export function formatDate(iso: string | null): string {
  return iso ? intl().date.format(new Date(iso)) : '—';
}

export function formatDateTime(iso: string | null): string {
  return iso ? `${intl().dateTime.format(new Date(iso))} UTC` : '—';
}

export function formatNumber(value: number): string {
  return intl().number.format(value);
}

/** A read-only value with a copy button (the client script does the copying). */
export function copyField(id: string, label: string, value: string, visibleLabel = true): SafeHtml {
  return html`<div class="field"><label for="${id}"${raw(visibleLabel ? '' : ' class="sr-only"')}>${label}</label>
<div class="input-group copy"><input id="${id}" type="text" value="${value}" readonly>
<button class="btn btn-secondary" type="button" data-copy="#${id}">${icon('copy')}<span>Copy</span></button></div></div>`;
}

/** A small icon button that copies `value`. */
export function copyButton(value: string, label: string): SafeHtml {
  return html`<button class="btn btn-ghost icon-btn" type="button" data-copy-text="${value}" aria-label="${label}" title="Copy">${icon('copy')}</button>`;
}

export interface TextFieldOptions {
  name: string;
  label: string;
  value?: string | number | null;
  type?: string;
  hint?: string | SafeHtml;
  required?: boolean;
  placeholder?: string;
  autocomplete?: string;
  disabled?: boolean;
  attrs?: SafeHtml;
  error?: string[] | undefined;
  /** The input's id, when a page has two fields of one name (two forms). */
  id?: string;
}

/** A labelled input with its hint and error slot, wired up with aria-describedby. */
export function textField(o: TextFieldOptions): SafeHtml {
  const id = o.id ?? `f-${o.name.replace(/[^a-z0-9_]+/gi, '-')}`;
  const describedBy = [o.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  return html`<div class="field"><label for="${id}">${o.label}</label>
<input id="${id}" name="${o.name}" type="${o.type ?? 'text'}" value="${o.value ?? ''}"${raw(o.required ? ' required' : '')}${raw(o.disabled ? ' disabled' : '')}
 ${o.placeholder ? html`placeholder="${o.placeholder}"` : ''} ${o.autocomplete ? html`autocomplete="${o.autocomplete}"` : ''} aria-describedby="${describedBy}"${raw(o.error?.length ? ' aria-invalid="true"' : '')} ${o.attrs ?? ''}>
${o.hint ? html`<p class="hint" id="${id}-hint">${o.hint}</p>` : ''}
<p class="field-error" id="${id}-error" data-error-for="${o.name}"${raw(o.error?.length ? '' : ' hidden')}>${o.error?.join(', ') ?? ''}</p></div>`;
}

/** Why a field is unavailable on the user's plan. */
export function lockedNote(reason: string): SafeHtml {
  return html`<p class="locked-note">${icon('lock')}<span><span class="badge badge-pro plain">Pro</span> ${reason} <a href="/app/account#plans">Compare plans</a></span></p>`;
}

export function alertBox(kind: 'error' | 'success' | 'warning' | 'info', message: string | SafeHtml, id?: string): SafeHtml {
  return html`<div class="alert alert-${kind}" ${id ? html`id="${id}"` : ''} role="${kind === 'error' ? 'alert' : 'status'}"><p>${message}</p></div>`;
}

/** Previous/next links that keep the other query parameters. */
export function pagination(basePath: string, query: URLSearchParams, page: number, lastPage: number, total: number, perPage: number): SafeHtml {
  const at = (target: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(target));
    return `${basePath}?${params.toString()}`;
  };
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return html`<nav class="pagination" aria-label="Pagination"><p class="muted small">Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}</p>
<div class="row">${page > 1 ? html`<a class="btn btn-secondary btn-sm" href="${at(page - 1)}" rel="prev">Previous</a>` : ''}
<span class="small muted">Page ${page} of ${lastPage}</span>
${page < lastPage ? html`<a class="btn btn-secondary btn-sm" href="${at(page + 1)}" rel="next">Next</a>` : ''}</div></nav>`;
}

/** `example.com/path` without the scheme, for compact display. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/** A colour dot; only a validated `#rrggbb` ever reaches the style attribute. */
export function swatch(color: string | null): SafeHtml {
  const valid = color && /^#[0-9a-fA-F]{6}$/.test(color);
  return valid ? html`<span class="dot" style="background:${color}" aria-hidden="true"></span>` : html`<span class="dot" aria-hidden="true"></span>`;
}
