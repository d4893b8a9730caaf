// "Test this visitor": the server decides (the redirect's own function); this only asks and tells.
import { $, api, busy, clearErrors, showErrors } from './core.js';

interface Outcome {
  destination_url: string;
  reason: 'deep_link' | 'rule' | 'variant' | 'default';
  rule_index: number | null;
  variant_index: number | null;
}

function why(outcome: Outcome, os: string): string {
  switch (outcome.reason) {
    case 'rule':
      return `Rule ${(outcome.rule_index ?? 0) + 1} matched: its conditions all hold for this visitor.`;
    case 'variant':
      return `A/B test: destination ${String.fromCharCode(65 + (outcome.variant_index ?? 0))}, drawn by weight (no rule matched). A visitor keeps the one drawn; test again to draw anew.`;
    case 'deep_link':
      return `App link for ${os === 'ios' ? 'iOS' : 'Android'}: app links come before rules.`;
    default:
      return 'No rule matched, so the link’s destination.';
  }
}

/** The visitor the form describes, in the shape of POST .../test-visitor. */
function readVisitor(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const visitor: Record<string, unknown> = {};
  for (const name of ['device', 'os', 'browser', 'language']) if (text(name)) visitor[name] = text(name);
  if (text('country')) visitor.country = text('country').toUpperCase();
  const query = new URLSearchParams(text('query').replace(/^\?/, ''));
  if ([...query.keys()].length) visitor.query = Object.fromEntries(query);
  if (text('time')) {
    const at = new Date(`${text('time')}Z`);
    visitor.time = Number.isNaN(at.getTime()) ? text('time') : at.toISOString();
  }
  return visitor;
}

/** Wires the card on the edit page, if there is one; `unsaved` tells whether the link form holds edits. */
export function initTestVisitor(unsaved: () => boolean): void {
  const card = $('#test-visitor');
  const form = card ? $<HTMLFormElement>('#test-visitor-form', card) : null;
  if (!card || !form) return;
  const result = $('#tv-result', card)!;
  const errorBox = $('#tv-error', card);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form, errorBox);
    const visitor = readVisitor(form);
    try {
      const { data } = await busy($<HTMLButtonElement>('button[type="submit"]', form), () =>
        api<{ data: Outcome }>('POST', `/app/api/links/${card.dataset.linkId}/test-visitor`, visitor),
      );
      $('#tv-destination', card)!.textContent = data.destination_url;
      $('#tv-reason', card)!.textContent = why(data, String(visitor.os ?? ''));
      $('#tv-unsaved', card)!.hidden = !unsaved();
      result.dataset.reason = data.reason;
      result.hidden = false;
    } catch (error) {
      result.hidden = true;
      showErrors(form, error, errorBox);
    }
  });
}
