// One-entry cache of the second: a batch's clicks fall within a second or so of each other,
// and `new Date(at).toISOString()` cost 0.5 µs a click where this costs about a tenth of it.
let cachedSecond = Number.NaN;
let cachedPrefix = '';

/** An epoch-millisecond instant as `new Date(at).toISOString()` writes it (the raw row's `clicked_at`). */
export function isoInstant(at: number): string {
  const second = Math.floor(at / 1000);
  // Outside the common range (and fractions) the Date does it, errors included.
  if (!Number.isSafeInteger(at) || at < 0 || at >= 253_402_300_800_000) return new Date(at).toISOString();
  if (second !== cachedSecond) {
    // "YYYY-MM-DDTHH:MM:SS."
    cachedPrefix = new Date(second * 1000).toISOString().slice(0, 20);
    cachedSecond = second;
  }
  return `${cachedPrefix}${String(at - second * 1000).padStart(3, '0')}Z`;
}
