/**
 * What an `ios_url`/`android_url` may be: a scheme that opens an app, or a universal/app link
 * (https). Never one the browser runs or reads locally, opens another browser with (which would
 * carry the visitor to a web address no scan saw) or opens the device's settings with; and the
 * web addresses an app link carries (an Android intent's target and fallback, a URL in its
 * query) are scanned like any destination. ADR 0602.
 */

// Schemes a browser would run or read locally rather than hand to an app.
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'file', 'vbscript', 'blob', 'about', 'filesystem', 'view-source', 'jar', 'chrome', 'ms-appx']);

// Schemes that open a web address in another browser, named by the apps that register them.
const BROWSER_SCHEME =
  /^(?:googlechromes?|firefox(?:-focus)?|fennec|x-safari-.*|com-apple-mobilesafari-tab|microsoft-edge(?:-https?)?|opera(?:-https?|touch|gx)?|touch-https?|brave(?:-https?)?|duckduckgo|ddgquicklink|samsunginternet|ucbrowser|yandexbrowser-open-url|vivaldi|onionhttps?|x-web-search)$/;

// Schemes that open the device's or an app's settings (Windows, iOS, macOS).
const SETTINGS_SCHEME = /^(?:ms-settings(?:-.*)?|app-settings|prefs|app-prefs|x-apple\.systempreferences)$/;

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

interface Intent {
  /** The scheme the intent opens, lower case; null when it names none (an action only). */
  scheme: string | null;
  /** What follows `intent:` up to the `#Intent` part (`//host/path?query`). */
  address: string;
  extras: Map<string, string>;
}

/** Why an `ios_url`/`android_url` is refused, or null: an app scheme or http(s), never a script, browser or settings scheme. */
export function appUrlProblem(value: string): string | null {
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !URL.canParse(value)) return 'must be an absolute URL: an app scheme such as myapp://path, or https';
  if (scheme !== 'intent') return schemeProblem(scheme);
  const intent = readIntent(value);
  if (intent === null) return 'must be an Android intent of the form intent://path#Intent;scheme=...;end';
  const action = intent.extras.get('action') ?? '';
  const target = `${intent.extras.get('package') ?? ''} ${intent.extras.get('component') ?? ''}`;
  if (action.startsWith('android.settings.') || /(?:^| )com\.android\.settings\b/.test(target)) return 'must not open the device settings';
  const inner = intent.scheme === null ? null : schemeProblem(intent.scheme);
  if (inner !== null) return inner;
  const fallback = intent.extras.get('S.browser_fallback_url');
  if (fallback !== undefined && !/^https?:\/\//i.test(fallback)) return 'must have an http or https browser fallback (S.browser_fallback_url)';
  return null;
}

/**
 * The web addresses an app link leads to: itself when it is http(s); for an intent, the
 * address it opens with scheme=http(s) and its browser fallback; and any http(s) URL it
 * carries, plain or percent-encoded (`myapp://open?url=https%3A%2F%2F...`).
 */
export function webUrlsIn(value: string): string[] {
  if (isWebUrl(value)) return [value];
  const found = new Set<string>();
  const intent = /^intent:/i.test(value) ? readIntent(value) : null;
  if (intent?.scheme === 'http' || intent?.scheme === 'https') found.add(`${intent.scheme}:${intent.address}`);
  const fallback = intent?.extras.get('S.browser_fallback_url');
  if (fallback !== undefined && isWebUrl(fallback)) found.add(fallback);
  // Decoded layer by layer: an address encoded twice is still the same address.
  let layer = value;
  for (let depth = 0; depth < 3; depth++) {
    for (const match of layer.matchAll(EMBEDDED_URL)) found.add(match[0]);
    const decoded = decode(layer);
    if (decoded === layer) break;
    layer = decoded;
  }
  return [...found];
}

/** http or https: the only URLs the safety scanner judges (app schemes are not fetched by us). */
export function isWebUrl(url: string): boolean {
  return /^https?:/i.test(url);
}

// An http(s) URL inside another: it ends where a URL cannot go on, or at a separator of the
// wrapping (`;` of an intent, `|` of an Office link, `&` of a query).
const EMBEDDED_URL = /https?:\/\/[^\s"'<>\\^`{|}&;#]+/gi;

function schemeProblem(scheme: string): string | null {
  if (UNSAFE_SCHEMES.has(scheme)) return `must not use the ${scheme}: scheme`;
  if (BROWSER_SCHEME.test(scheme)) return `must not open another browser (the ${scheme}: scheme); put a web address in destination_url or a rule, where it is scanned`;
  if (SETTINGS_SCHEME.test(scheme)) return `must not open the device settings (the ${scheme}: scheme)`;
  return null;
}

/** `intent://host/path#Intent;scheme=myapp;package=...;S.browser_fallback_url=...;end`, read as Chrome reads it. */
function readIntent(value: string): Intent | null {
  const at = value.search(/#intent;/i);
  if (at === -1) return null;
  const extras = new Map<string, string>();
  for (const part of value.slice(at + '#Intent;'.length).split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0) extras.set(part.slice(0, equals), decode(part.slice(equals + 1)));
  }
  const scheme = extras.get('scheme')?.toLowerCase() ?? null;
  return { scheme, address: value.slice('intent:'.length, at), extras };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
