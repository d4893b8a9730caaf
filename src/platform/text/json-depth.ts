/**
 * Whether a parsed JSON value nests arrays and objects deeper than `limit` levels. Walked
 * with a stack of its own, not recursion: JSON.parse takes any depth, but JSON.stringify
 * and every recursive walk overflow the call stack a few thousand levels down, which an
 * 8 KB body reaches.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(next) ? next : Object.values(next)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}
