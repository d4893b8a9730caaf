/** The primary subtag of the most preferred language of an `Accept-Language` header, or null. */
export function preferredLanguage(header: string | undefined): string | null {
  if (!header) return null;
  let best: string | null = null;
  let bestQ = 0;
  for (const part of header.split(',', 20)) {
    const [range, ...params] = part.trim().split(';');
    const tag = range?.trim().toLowerCase().split('-')[0] ?? '';
    if (!/^[a-z]{2,3}$/.test(tag)) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    // The first of equal weights wins, as listed.
    if (Number.isFinite(q) && q > bestQ) {
      best = tag;
      bestQ = q;
    }
  }
  return best;
}
