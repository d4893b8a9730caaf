/** A bounded least-recently-used cache in front of a pure function of one string. */
export function memoizeLru<V>(capacity: number, compute: (key: string) => V): (key: string) => V {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  // A Map iterates in insertion order, so re-inserting on a hit keeps the oldest entry first.
  const entries = new Map<string, V>();
  return (key) => {
    const cached = entries.get(key);
    if (cached !== undefined) {
      entries.delete(key);
      entries.set(key, cached);
      return cached;
    }
    const value = compute(key);
    if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
    entries.set(key, value);
    return value;
  };
}
