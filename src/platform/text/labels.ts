/** Control characters, and format characters: zero-width spaces and joiners, bidi overrides. */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

/**
 * A short user-chosen name (tag, folder) in one canonical form, or why it can't be one. NFC
 * makes a composed and a decomposed "café" the same name; invisible and direction-changing
 * characters are refused, so two names that look alike are the same name or visibly differ.
 */
export function readLabel(value: unknown, maxLength: number): { ok: true; name: string } | { ok: false; problem: string } {
  const name = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  // Length in characters as people count them, so one emoji is one.
  const length = [...name].length;
  if (length === 0 || length > maxLength) return { ok: false, problem: `must be 1 to ${maxLength} characters` };
  if (HIDDEN.test(name)) return { ok: false, problem: 'must not contain control, invisible or direction-changing characters' };
  return { ok: true, name };
}

/** Lower case as SQLite's `lower()` does it, ASCII letters only, the same on every store. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
