// The face of the audit module: reading and keeping the audit log (ADR 1003). Writing an entry
// is platform/events/audit.ts (`recordAudit`), so every module can do it in its own transaction.
export { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit.actions.js';
export { registerAuditJobs, pruneAuditLog } from './audit.jobs.js';
export { type AuditEntry } from './audit.mapper.js';
export { listAuditActors } from './audit.repository.js';
export { auditRoutes } from './audit.routes.js';
export { auditEntrySchema } from './audit.schemas.js';
export { AUDIT_CSV_COLUMNS, type AuditFilterInput, auditFilterOf, exportAuditCsv, listAuditLog } from './audit.service.js';
