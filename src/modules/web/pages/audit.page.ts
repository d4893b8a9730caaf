import { html, raw, type SafeHtml } from '../../../platform/html/html.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry, type AuditFilterInput } from '../../audit/index.js';
import { formatDateTime, formatNumber, pagination } from '../ui/components.js';
import { icon } from '../ui/icons.js';
import { renderWebPage, type Viewer } from '../ui/layout.js';

export interface AuditPageInput {
  viewer: Viewer;
  entries: AuditEntry[];
  total: number;
  page: number;
  perPage: number;
  filter: AuditFilterInput;
  /** The people in the log, for the "Who" filter. */
  actors: Array<{ userId: number; email: string | null }>;
  /** The query string as given, kept by the pagination and the CSV link. */
  query: URLSearchParams;
}

const MAX_VALUE = 120;
const selected = (on: boolean) => raw(on ? ' selected' : '');

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function changesList(entry: AuditEntry): SafeHtml {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return html`<span class="muted">—</span>`;
  return html`<ul class="changes small">${fields.map(([field, { before, after }]) => html`<li><strong>${field}</strong>: <span class="muted">${valueText(before)}</span> → ${valueText(after)}</li>`)}</ul>`;
}

function actorCell(entry: AuditEntry): SafeHtml {
  const who = entry.actor.email ?? (entry.actor.user_id === null ? 'unknown' : `user ${entry.actor.user_id}`);
  return entry.actor.type === 'token' ? html`${who}<br><span class="muted small">API token ${entry.actor.token_prefix ?? ''}</span>` : html`${who}`;
}

function row(entry: AuditEntry): SafeHtml {
  return html`<tr><td class="nowrap" data-label="When"><time datetime="${entry.at}">${formatDateTime(entry.at)}</time></td>
<td data-label="Who">${actorCell(entry)}</td><td data-label="Action"><code>${entry.action}</code></td>
<td data-label="Target">${entry.target.type} ${entry.target.id}</td><td data-label="Changes">${changesList(entry)}</td></tr>`;
}

function filters(input: AuditPageInput): SafeHtml {
  const f = input.filter;
  const actions = Object.values(AUDIT_ACTIONS).flat();
  return html`<form class="filters" method="get" action="/app/audit" id="audit-filters" role="search">
<div class="field"><label for="audit-action">Action</label><select id="audit-action" name="action"><option value="">Any action</option>
${actions.map((a) => html`<option value="${a}"${selected(f.action === a)}>${a}</option>`)}</select></div>
<div class="field"><label for="audit-actor">Who</label><select id="audit-actor" name="actor"><option value="">Anyone</option>
${input.actors.map((a) => html`<option value="${a.userId}"${selected(f.actor === a.userId)}>${a.email ?? `user ${a.userId}`}</option>`)}</select></div>
<div class="field"><label for="audit-target-type">Target</label><select id="audit-target-type" name="target_type"><option value="">Any target</option>
${AUDIT_TARGET_TYPES.map((t) => html`<option value="${t}"${selected(f.target_type === t)}>${t}</option>`)}</select></div>
<div class="field"><label for="audit-target-id">Target id</label><input id="audit-target-id" name="target_id" value="${f.target_id ?? ''}" maxlength="64"></div>
<div class="field"><label for="audit-from">From</label><input id="audit-from" name="from" type="date" value="${f.from ?? ''}"></div>
<div class="field"><label for="audit-to">To</label><input id="audit-to" name="to" type="date" value="${f.to ?? ''}"></div>
<button class="btn btn-secondary" type="submit">Apply</button>
</form>`;
}

/** The audit log: who changed what in the workspace, filtered, a page at a time, with a CSV export. */
export function auditPage(input: AuditPageInput): string {
  const lastPage = Math.max(1, Math.ceil(input.total / input.perPage));
  const exportQuery = new URLSearchParams(input.query);
  exportQuery.delete('page');
  const table =
    input.entries.length === 0
      ? html`<div class="card empty"><h2>No entries</h2><p>Nothing recorded matches these filters.</p></div>`
      : html`<div class="table-wrap responsive"><table id="audit-table"><caption class="sr-only">Audit log entries, newest first</caption>
<thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Target</th><th scope="col">Changes</th></tr></thead>
<tbody>${input.entries.map(row)}</tbody></table></div>${pagination('/app/audit', input.query, input.page, lastPage, input.total, input.perPage)}`;
  const body = html`<div class="page-header"><div><h1>Audit log</h1>
<p class="muted" role="status">${formatNumber(input.total)} ${input.total === 1 ? 'entry' : 'entries'}. Every change to links, folders, tags, domains, members, invites, tokens, webhooks, imports and the plan; secrets are never shown. Kept as long as your plan keeps analytics.</p></div>
<a class="btn btn-secondary" href="/app/audit/export.csv?${exportQuery.toString()}" download>${icon('download')}Export CSV</a></div>
${filters(input)}${table}`;
  return renderWebPage({ title: 'Audit log', body, viewer: input.viewer, nav: 'audit' });
}
