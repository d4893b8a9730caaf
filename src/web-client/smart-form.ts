// The smart-link part of the link form: what to send, what to refuse before sending, and
// where the server's errors about rules and variants go.
import { $, ApiError, clearErrors, showErrors } from './core.js';
import { focusFirstError, rowErrorControl } from './first-error.js';
import { humanize } from './wording.js';
import { initPreviewCard, initVariants, type VariantsEditor } from './smart-extras.js';
import { initRules, type RulesEditor } from './smart-rules.js';

/** Errors found in the form itself, in the API's field-error shape, plus per-row ones. */
export class FormProblems extends Error {
  constructor(
    readonly fields: Record<string, string[]>,
    readonly rows: Array<{ row: HTMLElement; message: string }>,
  ) {
    super('Some fields need attention');
  }
}

const PREVIEW_FIELDS = ['title', 'description', 'image'] as const;
const CONDITION_NAMES: Record<string, string> = {
  destination_url: 'Destination', conditions: 'Conditions', device: 'Device', os: 'Operating system', browser: 'Browser',
  country: 'Countries', language: 'Languages', query: 'Query string', after: 'From', before: 'Until', weight: 'Weight',
};

export interface SmartForm {
  /** The smart fields to send: all that are set on create, those that changed on edit. */
  read(editing: boolean): Record<string, unknown>;
  /** Shows a failed save's errors, the rules' and variants' by row. */
  showErrors(form: HTMLFormElement, error: unknown, fallback: HTMLElement | null): void;
}

function readPreview(): Record<string, string | null> | null {
  const fields = PREVIEW_FIELDS.map((name) => $<HTMLInputElement | HTMLTextAreaElement>(`[name="preview.${name}"]`));
  if (fields.some((field) => !field || field.matches(':disabled'))) return null;
  return Object.fromEntries(PREVIEW_FIELDS.map((name, i) => [name, fields[i]!.value.trim() || null]));
}

/** `item 2 conditions country item 1 must be ...` -> row 1, `Countries: must be ...`. */
function splitRowMessage(message: string): { index: number; text: string; condition?: string } | null {
  const match = /^(?:item|rule) (\d+):? (.*)$/.exec(message);
  if (!match) return null;
  const words = match[2]!.replace(/\bitem \d+ /g, '').split(' ');
  const named: string[] = [];
  while (words.length > 1 && CONDITION_NAMES[words[0]!]) named.push(words.shift()!);
  const last = named.at(-1);
  return { index: Number(match[1]) - 1, text: `${last ? `${CONDITION_NAMES[last]}: ` : ''}${humanize(words.join(' '))}`, ...(last ? { condition: last } : {}) };
}

/** Wires rules, variants and the preview card; reads them like the rest of the form. */
export function initSmartForm(mainDestination: () => string): SmartForm {
  const rules: RulesEditor | null = initRules();
  const variants: VariantsEditor | null = initVariants(mainDestination);
  initPreviewCard();
  // The saved state, to send only what changed when editing.
  const initial = { rules: JSON.stringify(rules?.read()?.value ?? []), variants: JSON.stringify(variants?.read()?.value ?? []), preview: JSON.stringify(readPreview()) };

  return {
    read(editing) {
      const body: Record<string, unknown> = {};
      const problems: Record<string, string[]> = {};
      const rows: Array<{ row: HTMLElement; message: string }> = [];
      const readRules = rules?.read();
      if (readRules) {
        for (const [index, message] of readRules.rowErrors) rows.push({ row: rules!.rows()[index]!, message });
        const changed = JSON.stringify(readRules.value) !== initial.rules;
        if (editing ? changed : readRules.value.length > 0) body.rules = readRules.value.length ? readRules.value : null;
      }
      const readVariants = variants?.read();
      if (readVariants) {
        for (const [index, message] of readVariants.rowErrors) rows.push({ row: variants!.rows()[index]!, message });
        if (readVariants.problem) problems.variants = [readVariants.problem];
        const changed = JSON.stringify(readVariants.value) !== initial.variants;
        if (editing ? changed : readVariants.value.length > 0) body.variants = readVariants.value.length ? readVariants.value : null;
      }
      const preview = readPreview();
      if (preview) {
        const empty = Object.values(preview).every((value) => value === null);
        if (editing ? JSON.stringify(preview) !== initial.preview : !empty) body.preview = empty ? null : preview;
      }
      if (rows.length || Object.keys(problems).length) throw new FormProblems(problems, rows);
      return body;
    },

    showErrors(form, error, fallback) {
      const placed: Array<{ row: HTMLElement; message: string; condition?: string }> = error instanceof FormProblems ? [...error.rows] : [];
      let rest: unknown = error;
      if (error instanceof FormProblems) rest = new ApiError(422, error.message, error.fields);
      else if (error instanceof ApiError) {
        // The server names a rule or variant by its position in what was sent: the rows' order.
        const fields: Record<string, string[]> = {};
        for (const [field, messages] of Object.entries(error.fields)) {
          // `rules` with "item 2 ..." in the message, or a key that names the row (`rules.1.destination_url`).
          const keyed = /^(rules|variants)\.(\d+)(?:\.(.+))?$/.exec(field);
          const section = keyed?.[1] ?? field;
          const list = section === 'rules' ? rules?.rows() : section === 'variants' ? variants?.rows() : undefined;
          for (const message of messages) {
            const split = !list ? null : keyed ? splitRowMessage(`item ${Number(keyed[2]) + 1} ${keyed[3] ? `${keyed[3].replaceAll('.', ' ')} ` : ''}${message}`) : splitRowMessage(message);
            const row = split ? list?.[split.index] : undefined;
            if (split && row) placed.push({ row, message: split.text, ...(split.condition ? { condition: split.condition } : {}) });
            else (fields[field] ??= []).push(message);
          }
        }
        rest = new ApiError(error.status, error.message, fields, error.code);
      }
      const leftover = rest instanceof ApiError ? Object.keys(rest.fields).length : 1;
      if (leftover > 0 || placed.length === 0) showErrors(form, rest, fallback);
      else clearErrors(form, fallback);
      for (const { row, message } of placed) {
        const slot = $('[data-error-for="rule-row"], [data-error-for="variant-row"]', row);
        if (!slot) continue;
        slot.textContent = slot.textContent ? `${slot.textContent} ${message}` : message;
        slot.hidden = false;
      }
      const conditionOf = new Map(placed.map(({ row, condition }) => [row, condition]));
      focusFirstError(form, (slot) => {
        const row = [...conditionOf.keys()].find((candidate) => candidate.contains(slot));
        return row ? rowErrorControl(row, conditionOf.get(row)) : null;
      });
    },
  };
}
