/** The query marker a link's QR code adds: removed before anything else reads the query. */
export const QR_MARKER = 'qr';

/** The request's query without the QR marker, and whether the marker was there. */
export function readQuery(rawQuery: string): { params: URLSearchParams; scanned: boolean } {
  const params = new URLSearchParams(rawQuery);
  const scanned = params.get(QR_MARKER) === '1';
  if (scanned) params.delete(QR_MARKER);
  return { params, scanned };
}

/**
 * The destination with the visitor's query merged in: a key the visitor sends replaces the
 * destination's own (as Shlink does), so no key is duplicated; the fragment stays last.
 */
export function forwardQuery(destination: string, params: URLSearchParams): string {
  if (params.size === 0) return destination;
  // Most destinations have neither query nor fragment: no URL parse is needed then.
  if (!destination.includes('?') && !destination.includes('#')) return `${destination}?${params.toString()}`;
  if (!URL.canParse(destination)) return destination;
  const url = new URL(destination);
  for (const name of new Set(params.keys())) url.searchParams.delete(name);
  for (const [name, value] of params) url.searchParams.append(name, value);
  return url.href;
}
