// Letters that render like Latin ones: a curated subset of Unicode's confusables.txt for the
// scripts homograph attacks use (Cyrillic, Greek, Armenian, Latin extensions).
const CONFUSABLE_LETTERS = new Map<string, string>(
  Object.entries({
    а: 'a', в: 'b', с: 'c', ԁ: 'd', е: 'e', һ: 'h', і: 'i', ј: 'j', к: 'k', ӏ: 'l', м: 'm',
    п: 'n', о: 'o', р: 'p', ԛ: 'q', г: 'r', ѕ: 's', т: 't', у: 'y', х: 'x', ԝ: 'w', ѡ: 'w',
    ү: 'y', ь: 'b', ɡ: 'g',
    α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u',
    χ: 'x', ω: 'w', γ: 'y',
    օ: 'o', ս: 'u', ց: 'g', հ: 'h', ո: 'n', զ: 'q',
    ı: 'i', ɑ: 'a', ɩ: 'i', ʟ: 'l', ℓ: 'l', ɴ: 'n', ȷ: 'j',
    '0': 'o', '1': 'l', '|': 'l',
  }),
);

// Letter pairs that read as one letter at a glance.
const CONFUSABLE_SEQUENCES: ReadonlyArray<readonly [RegExp, string]> = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
];

const COMBINING_MARK = /\p{M}/u;

/** Maps a label to the Latin letters it looks like: `pаypa1` and `paypal` share a skeleton. */
export function toSkeleton(label: string): string {
  let out = '';
  for (const char of label.normalize('NFD')) {
    if (COMBINING_MARK.test(char)) continue;
    out += CONFUSABLE_LETTERS.get(char) ?? char;
  }
  for (const [pattern, replacement] of CONFUSABLE_SEQUENCES) {
    out = out.replace(pattern, replacement);
  }
  return out;
}

const SCRIPT_NAMES = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Devanagari',
  'Bengali', 'Tamil', 'Thai', 'Ethiopic', 'Hangul', 'Hiragana', 'Katakana', 'Han', 'Bopomofo',
] as const;

const SCRIPT_PATTERNS = SCRIPT_NAMES.map(
  (name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const,
);

const LETTER = /\p{L}/u;

// UTS #39 "highly restrictive": the only script mixes ordinary names use.
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/** True when a (Unicode) label mixes scripts in a way ordinary names never do. */
export function isMixedScript(label: string): boolean {
  const scripts = new Set<string>();
  for (const char of label) {
    const script = getScript(char);
    if (script !== null) scripts.add(script);
  }
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)));
}

/** Script of a letter; null for digits, hyphens and marks, which go with any script. */
function getScript(char: string): string | null {
  if (char < '\u0080') return /[a-z]/i.test(char) ? 'Latin' : null;
  if (!LETTER.test(char)) return null;
  for (const [name, pattern] of SCRIPT_PATTERNS) {
    if (pattern.test(char)) return name;
  }
  return 'Other';
}
