import { createHash } from 'node:crypto';

/** A record's fields by normalized name. */
export type Fields = Record<string, unknown>;

/** The first of `names` that holds a non-empty value, as trimmed text. */
export function pick(fields: Fields, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = fields[name];
    if (value === null || value === undefined) continue;
    const text = (typeof value === 'string' ? value : typeof value === 'object' ? '' : String(value)).trim();
    if (text !== '') return text;
  }
  return undefined;
}

/**
 * Free text (a title, a description, notes) as written, spaces and tabs included: the API keeps
 * them, so an export imported again must too. URLs, slugs and the like go through `pick`.
 */
export function pickText(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  if (typeof value !== 'string') return pick(fields, name);
  return value === '' ? undefined : value;
}

/** Tags given as a list, or as text joined with `,`, `|` or `;`. */
export function tagsOf(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,|;]/) : [];
  const tags = list.map((tag) => tag.trim()).filter((tag) => tag !== '');
  return tags.length > 0 ? tags : undefined;
}

/** A creation time as ISO text: ISO 8601, `YYYY-MM-DD HH:MM:SS` (UTC), or Unix seconds or milliseconds. */
export function dateOf(value: string | undefined): string | undefined | null {
  if (value === undefined) return undefined;
  let ms: number;
  if (/^\d{9,13}$/.test(value)) ms = value.length > 11 ? Number(value) : Number(value) * 1000;
  else if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)) ms = Date.parse(`${value.replace(' ', 'T')}Z`);
  else ms = Date.parse(value);
  if (!Number.isFinite(ms) || ms < Date.UTC(1990, 0, 1)) return null;
  // A date in the future would sort oddly and means nothing: it is taken as now.
  return new Date(Math.min(ms, Date.now())).toISOString();
}

/** The host and code of a short URL (`bit.ly/abc`, `https://s.test/abc`). */
export function shortUrlParts(value: string | undefined): { host: string; code: string } | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    const code = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
    return code ? { host: url.hostname.toLowerCase(), code } : undefined;
  } catch {
    return undefined;
  }
}

/** A key for a record that carries no id of its own: the hash of what makes the link. */
export function contentKey(parts: unknown[]): string {
  return `row:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 27)}`;
}
