/**
 * True for a UNIQUE violation in either store: PostgreSQL's 23505, SQLite's unique-index code,
 * or its primary-key code (a WITHOUT ROWID table's key, such as `clicks`).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String((error as { code: unknown }).code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
