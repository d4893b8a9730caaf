/** True for a UNIQUE violation in either store (SQLite's constraint code or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String((error as { code: unknown }).code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
