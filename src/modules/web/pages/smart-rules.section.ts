import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { BROWSER_FAMILIES, OS_FAMILIES } from '../../../platform/agents/families.js';
import type { Entitlements } from '../../accounts/index.js';
import { type LinkResource, RULE_BROWSERS, RULE_DEVICES, RULE_OS } from '../../links/index.js';
import { gated } from '../ui/gated.js';
import { icon } from '../ui/icons.js';

type Rule = NonNullable<LinkResource['rules']>[number];
type Conditions = Rule['conditions'];

/** Stands for a row's key in the templates; the script puts a fresh number in its place. */
export const ROW_KEY = '__K__';

const DEVICE_LABELS: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };
/** `ios` -> `iOS`: the parser's own spelling of each family the API names in lower case. */
const displayName = (families: readonly string[]) => new Map(families.map((name) => [name.toLowerCase(), name]));
const OS_LABELS = displayName(OS_FAMILIES);
const BROWSER_LABELS = displayName(BROWSER_FAMILIES);

/** `2030-01-31T12:00` in UTC, the value a datetime-local input takes. */
const toLocalInput = (iso: string | undefined) => (iso ? iso.slice(0, 16) : '');
const checked = (on: boolean) => raw(on ? ' checked' : '');

function checkGroup(key: string, condition: 'device' | 'os' | 'browser', legend: string, values: readonly string[], labels: ReadonlyMap<string, string>, chosen: readonly string[] | undefined): SafeHtml {
  return html`<fieldset class="check-group"><legend class="label">${legend}</legend><div class="checks">
${values.map((value) => html`<label class="check"><input type="checkbox" data-cond="${condition}" value="${value}"${checked(chosen?.includes(value) ?? false)}> ${labels.get(value) ?? value}</label>`)}</div>
<p class="hint" id="r-${key}-${condition}-hint">Any, when none is ticked.</p></fieldset>`;
}

function listInput(key: string, condition: 'country' | 'language', label: string, hint: string, values: readonly string[] | undefined): SafeHtml {
  return html`<div class="field"><label for="r-${key}-${condition}">${label}</label>
<input id="r-${key}-${condition}" type="text" data-cond-list="${condition}" value="${values?.join(', ') ?? ''}" autocomplete="off" aria-describedby="r-${key}-${condition}-hint">
<p class="hint" id="r-${key}-${condition}-hint">${hint}</p></div>`;
}

/** One required query parameter: its name and, optionally, the value it must have. */
export function queryPair(key: string, name: string, value: string | null): SafeHtml {
  return html`<div class="query-pair" data-query-pair><div class="field"><label for="q-${key}-name">Parameter</label><input id="q-${key}-name" type="text" data-query-name value="${name}" maxlength="100" placeholder="utm_source" autocomplete="off"></div>
<div class="field"><label for="q-${key}-value">Value</label><input id="q-${key}-value" type="text" data-query-value value="${value ?? ''}" maxlength="200" placeholder="any value" autocomplete="off"></div>
<button class="btn btn-ghost icon-btn" type="button" data-remove-query aria-label="Remove this parameter">${icon('trash')}</button></div>`;
}

function queryField(key: string, query: Conditions['query'] | undefined): SafeHtml {
  const pairs = Object.entries(query ?? {});
  return html`<fieldset class="query-group"><legend class="label">Query string</legend>
<p class="hint">The short link must be opened with these parameters (<code>?utm_source=newsletter</code>). An empty value means any value.</p>
<div data-query-list>${pairs.map(([name, value], i) => queryPair(`${key}-${i}`, name, value))}</div>
<button class="btn btn-secondary btn-sm" type="button" data-add-query>${icon('plus')}Add a parameter</button></fieldset>`;
}

/** A rule's editor: destination, every condition, and the buttons that move or remove it. */
export function ruleRow(key: string, number: number, rule: Rule | null): SafeHtml {
  const c: Partial<Conditions> = rule?.conditions ?? {};
  return html`<fieldset class="rule" data-rule aria-describedby="r-${key}-error">
<legend>Rule <span data-rule-number>${number}</span></legend>
<div class="rule-tools"><span class="drag-handle" draggable="true" title="Drag to reorder" aria-hidden="true">${icon('grip')}</span>
<button class="btn btn-ghost icon-btn" type="button" data-move="up" aria-label="Move rule ${number} up">${icon('up')}</button>
<button class="btn btn-ghost icon-btn" type="button" data-move="down" aria-label="Move rule ${number} down">${icon('down')}</button>
<button class="btn btn-ghost icon-btn" type="button" data-remove-rule aria-label="Remove rule ${number}">${icon('trash')}</button></div>
<div class="field"><label for="r-${key}-dest">Send matching visitors to</label><input id="r-${key}-dest" type="url" data-rule-destination value="${rule?.destination_url ?? ''}" placeholder="https://example.com/page" maxlength="2048"></div>
<p class="field-error" id="r-${key}-error" data-error-for="rule-row" hidden></p>
<details class="conditions"${raw(rule ? '' : ' open')}><summary>Conditions <span class="muted small" data-rule-summary></span></summary>
${checkGroup(key, 'device', 'Device', RULE_DEVICES, new Map(Object.entries(DEVICE_LABELS)), c.device)}
${checkGroup(key, 'os', 'Operating system', RULE_OS, OS_LABELS, c.os)}
${checkGroup(key, 'browser', 'Browser', RULE_BROWSERS, BROWSER_LABELS, c.browser)}
<div class="grid grid-2">${listInput(key, 'country', 'Countries', 'ISO codes separated by commas, such as FR, BE.', c.country)}
${listInput(key, 'language', 'Languages', "Primary codes such as fr, nl: the visitor's preferred language.", c.language)}</div>
${queryField(key, c.query)}
<div class="grid grid-2"><div class="field"><label for="r-${key}-after">From (UTC)</label><input id="r-${key}-after" type="datetime-local" data-cond-time="after" value="${toLocalInput(c.after)}"></div>
<div class="field"><label for="r-${key}-before">Until (UTC)</label><input id="r-${key}-before" type="datetime-local" data-cond-time="before" value="${toLocalInput(c.before)}"></div></div>
</details></fieldset>`;
}

/** "Redirect rules": the ordered rules, templates for new rows, locked on plans without them. */
export function rulesCard(entitlements: Entitlements, link: LinkResource | undefined): SafeHtml {
  const rules = link?.rules ?? [];
  const content = html`<ol class="rule-list" id="rule-list" data-initial-count="${rules.length}">${rules.map((rule, i) => html`<li>${ruleRow(String(i), i + 1, rule)}</li>`)}</ol>
<p class="muted small" id="rules-empty"${raw(rules.length ? ' hidden' : '')}>No rules: everyone goes to the destination above (or to an A/B variant).</p>
<p class="field-error" id="f-rules-error" data-error-for="rules" hidden></p>
<button class="btn btn-secondary" type="button" id="add-rule">${icon('plus')}Add a rule</button>
<template id="rule-template"><li>${ruleRow(ROW_KEY, 0, null)}</li></template>
<template id="query-template">${queryPair(ROW_KEY, '', null)}</template>`;
  return html`<section class="card" id="rules-card" aria-labelledby="rules-h"><h2 id="rules-h">Redirect rules</h2>
<p class="hint">Send visitors somewhere else by device, system, browser, country, language, query string or time. The first rule whose conditions all hold wins; ticking several values of one condition means any of them. An app link for iPhone or Android comes before the rules (see App links).</p>
<div style="margin-top:.75rem">${gated(entitlements, 'redirect_rules', content)}</div></section>`;
}
