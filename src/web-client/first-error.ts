// After a failed save, focus goes to the first error on the page, in reading order.
import { $, $$ } from './core.js';

/** Where a row's error points: the condition it names, an empty destination, or its first condition. */
const CONDITION_CONTROLS: Record<string, string> = {
  destination_url: '[data-rule-destination], [data-variant-destination]',
  weight: '[data-variant-weight]',
  device: '[data-cond="device"]',
  os: '[data-cond="os"]',
  browser: '[data-cond="browser"]',
  country: '[data-cond-list="country"]',
  language: '[data-cond-list="language"]',
  query: '[data-query-name], [data-add-query]',
  after: '[data-cond-time="after"]',
  before: '[data-cond-time="before"]',
};

/** The control a row's error is about; a collapsed rule opens to show it. */
export function rowErrorControl(row: HTMLElement, condition: string | undefined): HTMLElement | null {
  const destination = $<HTMLInputElement>('[data-rule-destination], [data-variant-destination]', row);
  const named = condition ? $<HTMLElement>(CONDITION_CONTROLS[condition] ?? '', row) : null;
  const details = $<HTMLDetailsElement>('details', row);
  const target = named ?? (destination && destination.value.trim() === '' ? destination : details ? $<HTMLElement>('input, select', details) : destination);
  const closed = target?.closest('details');
  if (closed) closed.open = true;
  return target ?? $<HTMLElement>('input', row);
}

/** Focuses the control of the first visible error slot of `form` (field or row), in reading order. */
export function focusFirstError(form: HTMLElement, controlOf: (slot: HTMLElement) => HTMLElement | null): void {
  const slot = $$('[data-error-for]', form).find((candidate) => !candidate.hidden);
  if (!slot) return;
  const control = controlOf(slot) ?? $<HTMLElement>(`[name="${CSS.escape(slot.dataset.errorFor ?? '')}"]`, form) ?? $<HTMLElement>(`[aria-describedby~="${CSS.escape(slot.id)}"]`, form);
  control?.scrollIntoView({ block: 'center' });
  control?.focus();
}
