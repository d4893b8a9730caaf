/**
 * A bounded cache in front of a pure function of one string, kept in two generations. A hit
 * in the current generation is one Map lookup; a key found only in the previous one moves to
 * the current one; a full current generation becomes the previous one, and the old previous
 * one is dropped. So a key asked for at least once every `capacity` new keys stays cached, and
 * at most 2 × `capacity` keys are held. A key longer than `maxKeyLength` is computed and never
 * held, so odd clients cannot fill the memo with long texts.
 *
 * Not an LRU: an LRU's delete-and-set on every hit made the Map rebuild its table every few hits
 * when few keys are hot (one browser, one language), about 2 µs a click in the click writer,
 * the largest part of parsing a click.
 */
export function memoizeBounded<V>(capacity: number, compute: (key: string) => V, maxKeyLength = Infinity): (key: string) => V {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  let current = new Map<string, V>();
  let previous = new Map<string, V>();
  return (key) => {
    if (key.length > maxKeyLength) return compute(key);
    const hit = current.get(key);
    if (hit !== undefined) return hit;
    const value = previous.get(key) ?? compute(key);
    if (current.size >= capacity) {
      previous = current;
      current = new Map();
    }
    current.set(key, value);
    return value;
  };
}
