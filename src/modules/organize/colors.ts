/** Canonical `#rrggbb`, or null for none (the request schema checked the shape). */
export function parseColor(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return `#${value.replace('#', '').toLowerCase()}`;
}
