import type { Db } from '../../platform/db/db.js';
import { ValidationError } from '../../platform/http/errors.js';
import { csvLine } from '../../platform/text/csv.js';
import { type AuditFilter, allAuditRows, listAuditRows } from './audit.repository.js';
import { type AuditEntry, toAuditEntry } from './audit.mapper.js';

/** The filters as the API and the web page take them (snake_case, times as text). */
export interface AuditFilterInput {
  action?: string | undefined;
  actor?: number | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY_MS = 86_400_000;

/** A bound as an ISO instant; a bare day is its UTC start, or (`end`) the start of the next day. */
function instantOf(field: 'from' | 'to', value: string, end: boolean): string {
  const ms = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : TIME.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw ValidationError.field(field, `${field} must be a day (YYYY-MM-DD) or an ISO 8601 time with a zone`);
  const shift = end ? (DAY.test(value) ? DAY_MS : 1) : 0;
  return new Date(ms + shift).toISOString();
}

/** Checks the filters: bad times are a 422 naming the field. */
export function auditFilterOf(input: AuditFilterInput): AuditFilter {
  const filter: AuditFilter = {};
  if (input.action) filter.action = input.action;
  if (input.actor !== undefined) filter.actorUserId = input.actor;
  if (input.target_type) filter.targetType = input.target_type;
  if (input.target_id) filter.targetId = input.target_id;
  if (input.from) filter.from = instantOf('from', input.from, false);
  if (input.to) filter.before = instantOf('to', input.to, true);
  if (filter.from !== undefined && filter.before !== undefined && filter.from >= filter.before) throw ValidationError.field('to', 'to must be after from');
  return filter;
}

/** One page of the workspace's audit log, newest first. */
export async function listAuditLog(db: Db, workspaceId: number, input: AuditFilterInput, page: number, perPage: number): Promise<{ data: AuditEntry[]; total: number }> {
  const { rows, total } = await listAuditRows(db, workspaceId, auditFilterOf(input), (page - 1) * perPage, perPage);
  return { data: rows.map(toAuditEntry), total };
}

export const AUDIT_CSV_COLUMNS = ['id', 'at', 'action', 'actor_type', 'actor_user_id', 'actor_email', 'actor_token_prefix', 'target_type', 'target_id', 'changes'];

/** The matching entries as CSV, newest first; cells are defused against spreadsheet formulas. */
export function exportAuditCsv(db: Db, workspaceId: number, input: AuditFilterInput): AsyncGenerator<string> {
  // Checked before the first byte: a bad filter is a 422, not a broken download.
  return csvRows(db, workspaceId, auditFilterOf(input));
}

async function* csvRows(db: Db, workspaceId: number, filter: AuditFilter): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_COLUMNS);
  for await (const row of allAuditRows(db, workspaceId, filter)) {
    const entry = toAuditEntry(row);
    const { actor, target } = entry;
    yield csvLine([entry.id, entry.at, entry.action, actor.type, actor.user_id, actor.email, actor.token_prefix, target.type, target.id, JSON.stringify(entry.changes)]);
  }
}
