import { type Static, Type } from 'typebox';
import { requireAll } from '../../platform/http/api-schemas.js';
import { PAGE_DEFAULTS, pagedListSchema } from '../../platform/http/paging.js';

const nullable = (type: string) => ({ type: [type, 'null'] });

/** The AuditEntry resource (ADR 1003). */
export const auditEntrySchema = requireAll({
  $id: 'AuditEntry',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    action: { type: 'string', description: '`<target>.<verb>`, e.g. `link.updated`, `member.role_changed` (docs/audit-log.md lists them)' },
    actor: requireAll({
      type: 'object',
      description: 'Who acted: a user in the web app, or an API token (`user_id` and `email` are then its maker)',
      properties: {
        type: { type: 'string', enum: ['user', 'token', 'operator'] },
        user_id: nullable('integer'),
        email: { ...nullable('string'), description: 'The email when they acted' },
        token_id: nullable('integer'),
        token_prefix: nullable('string'),
      },
    }),
    target: requireAll({ type: 'object', properties: { type: { type: 'string' }, id: { type: 'string' } } }),
    changes: {
      type: 'object',
      description: 'Changed fields, each `{before, after}`; secrets show as "[redacted]"',
      additionalProperties: { type: 'object', required: ['before', 'after'], properties: { before: {}, after: {} } },
    },
  },
});

export const auditListSchema = requireAll(pagedListSchema({ $ref: 'AuditEntry#' }));

const when = (bound: string) => Type.Optional(Type.String({ maxLength: 40, description: `A day (YYYY-MM-DD, UTC) or an ISO 8601 time; ${bound}` }));

export const AuditQuery = Type.Object({
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  actor: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Only what this user did (with any of their tokens)' })),
  target_type: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  target_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  from: when('entries at or after it'),
  to: when('entries at or before it (a day includes the whole day)'),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: PAGE_DEFAULTS.page })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGE_DEFAULTS.per_page })),
});
export type AuditQuery = Static<typeof AuditQuery>;
