// The "Redirect rules" editor: rows of conditions read into the API's `rules` shape.
import { $, $$ } from './core.js';
import { fromTemplate, initRowList, removeRow, type RowList } from './smart-rows.js';

export interface RuleInput {
  conditions: Record<string, unknown>;
  destination_url: string;
}

/** What the form holds, and the problems found before asking the server (by row). */
export interface Read<T> {
  value: T;
  rowErrors: Map<number, string>;
}

const MAX_QUERY_PAIRS = 10;
const list = (text: string) => text.split(/[\s,;]+/).map((item) => item.trim()).filter(Boolean);
/** A datetime-local value is read as UTC, like the link's expiry. */
const utc = (value: string) => {
  const at = new Date(`${value}Z`);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};

function readConditions(row: HTMLElement): Record<string, unknown> {
  const conditions: Record<string, unknown> = {};
  for (const name of ['device', 'os', 'browser']) {
    const ticked = $$<HTMLInputElement>(`input[data-cond="${name}"]:checked`, row).map((box) => box.value);
    if (ticked.length) conditions[name] = ticked;
  }
  const country = list($<HTMLInputElement>('[data-cond-list="country"]', row)?.value ?? '').map((code) => code.toUpperCase());
  if (country.length) conditions.country = country;
  const language = list($<HTMLInputElement>('[data-cond-list="language"]', row)?.value ?? '').map((code) => code.toLowerCase());
  if (language.length) conditions.language = language;
  const query: Record<string, string | null> = {};
  for (const pair of $$('[data-query-pair]', row)) {
    const name = $<HTMLInputElement>('[data-query-name]', pair)!.value.trim();
    const value = $<HTMLInputElement>('[data-query-value]', pair)!.value;
    if (name) query[name] = value === '' ? null : value;
  }
  if (Object.keys(query).length) conditions.query = query;
  for (const name of ['after', 'before']) {
    const value = $<HTMLInputElement>(`[data-cond-time="${name}"]`, row)?.value ?? '';
    if (value) conditions[name] = utc(value);
  }
  return conditions;
}

/** A one-line summary of a rule's conditions, shown beside its collapsed "Conditions". */
function summarize(conditions: Record<string, unknown>): string {
  const parts = Object.entries(conditions).map(([name, value]) =>
    Array.isArray(value) ? value.join(' or ') : name === 'query' ? Object.keys(value as object).map((key) => `?${key}`).join(' ') : `${name} ${String(value).slice(0, 16).replace('T', ' ')}`,
  );
  return parts.length ? `· ${parts.join(' · ')}` : '· none yet';
}

export interface RulesEditor {
  /** The rules as link input, or null when the section is locked by the plan. */
  read(): Read<RuleInput[]> | null;
  rows(): HTMLElement[];
}

/** Wires the rules card; null when the page has none. */
export function initRules(): RulesEditor | null {
  const ruleList = $<HTMLOListElement>('#rule-list');
  const template = $<HTMLTemplateElement>('#rule-template');
  const queryTemplate = $<HTMLTemplateElement>('#query-template');
  const addButton = $<HTMLButtonElement>('#add-rule');
  if (!ruleList || !template || !queryTemplate || !addButton) return null;
  const empty = $('#rules-empty');
  const locked = () => ruleList.closest('fieldset[disabled]') !== null;

  const rows: RowList = initRowList({
    list: ruleList,
    template,
    rowSelector: 'li',
    label(row, index) {
      $('[data-rule-number]', row)!.textContent = String(index + 1);
      for (const [selector, words] of [['[data-move="up"]', 'Move rule N up'], ['[data-move="down"]', 'Move rule N down'], ['[data-remove-rule]', 'Remove rule N']] as const) {
        $(selector, row)?.setAttribute('aria-label', words.replace('N', String(index + 1)));
      }
    },
    changed() {
      if (empty) empty.hidden = ruleList.children.length !== 0;
    },
  });
  const refreshSummary = (row: HTMLElement) => {
    const line = $('[data-rule-summary]', row);
    if (line) line.textContent = summarize(readConditions(row));
  };
  rows.rows().forEach(refreshSummary);

  let pointerDown = false;
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointerup', () => (pointerDown = false), true);
  // A rule that is complete folds to its one-line summary once focus has left it; one with an error stays open.
  const fold = (row: HTMLElement) => {
    const details = $<HTMLDetailsElement>('details', row);
    const error = $('[data-error-for="rule-row"]', row);
    const filled = $<HTMLInputElement>('[data-rule-destination]', row)!.value.trim() !== '' && Object.keys(readConditions(row)).length > 0;
    if (details && filled && (!error || error.hidden) && !row.contains(document.activeElement)) details.open = false;
  };
  ruleList.addEventListener('focusout', (event) => {
    const row = (event.target as Element).closest<HTMLElement>('li');
    if (!row || (event.relatedTarget instanceof Node && row.contains(event.relatedTarget))) return;
    // Later: a moved row gets its focus back at once, and folding under a pressed pointer would move the button before the click lands.
    if (pointerDown) document.addEventListener('pointerup', () => setTimeout(() => fold(row)), { once: true });
    else setTimeout(() => fold(row));
  });

  addButton.addEventListener('click', () => {
    const row = rows.add();
    refreshSummary(row);
    $<HTMLInputElement>('[data-rule-destination]', row)?.focus();
  });
  ruleList.addEventListener('input', (event) => {
    const row = (event.target as Element).closest<HTMLElement>('li');
    if (row) refreshSummary(row);
  });
  ruleList.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const row = target?.closest<HTMLElement>('li');
    if (!target || !row) return;
    if (target.closest('[data-remove-rule]')) {
      removeRow(row, addButton, '[data-rule-destination]');
      rows.refresh();
    } else if (target.closest('[data-add-query]')) {
      const pairs = $('[data-query-list]', row)!;
      if ($$('[data-query-pair]', pairs).length >= MAX_QUERY_PAIRS) return;
      pairs.append(fromTemplate(queryTemplate));
      $<HTMLInputElement>('[data-query-pair]:last-child [data-query-name]', pairs)?.focus();
    } else if (target.closest('[data-remove-query]')) {
      const pair = target.closest<HTMLElement>('[data-query-pair]')!;
      removeRow(pair, $('[data-add-query]', row), '[data-query-name]');
      refreshSummary(row);
    }
  });

  return {
    rows: () => rows.rows(),
    read() {
      if (locked()) return null;
      const rowErrors = new Map<number, string>();
      const value = rows.rows().map((row, index) => {
        const conditions = readConditions(row);
        const destination = $<HTMLInputElement>('[data-rule-destination]', row)!.value.trim();
        if (!destination) rowErrors.set(index, 'Enter where this rule sends people.');
        else if (Object.keys(conditions).length === 0) rowErrors.set(index, 'Choose at least one condition, or remove the rule.');
        return { conditions, destination_url: destination };
      });
      return { value, rowErrors };
    },
  };
}
