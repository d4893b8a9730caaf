// Generic shorteners and link wrappers that forward to arbitrary destinations. Brand-only
// short domains (youtu.be, amzn.to) are left out: their destination site is known.
const KNOWN_SHORTENERS: readonly string[] = [
  'bit.ly',
  'bitly.com',
  'j.mp',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'shorturl.com',
  'rb.gy',
  'tiny.cc',
  'tiny.one',
  'bl.ink',
  'dub.sh',
  'dub.co',
  's.id',
  't.ly',
  'lnkd.in',
  'short.io',
  'short.gy',
  'shorte.st',
  'adf.ly',
  'bc.vc',
  'ouo.io',
  'soo.gd',
  'clck.ru',
  'qr.net',
  'x.co',
  'su.pr',
  'tr.im',
  'cli.gs',
  'po.st',
  'mcaf.ee',
  'kutt.it',
  'tinu.be',
  'urlz.fr',
  'lstu.fr',
  'chilp.it',
  'budurl.com',
  'snip.ly',
  'snipurl.com',
  'hyperurl.co',
  'shrtco.de',
  '9qr.de',
  'n9.cl',
  'tiny.pl',
  'u.to',
  'zpr.io',
  'trib.al',
  'ift.tt',
  'dlvr.it',
];

// One anchored regex: faster in V8 than slicing the host's suffixes for Set probes.
const SHORTENER_HOST = new RegExp(
  `(?:^|\\.)(?:${KNOWN_SHORTENERS.map((host) => host.replaceAll('.', '\\.')).join('|')})$`,
);

/** True when `host` (bare, lower-case) is a known URL shortener or one of its subdomains. */
export function isKnownShortener(host: string): boolean {
  return SHORTENER_HOST.test(host);
}

/** The built-in shortener list, for documentation and tests. */
export function listKnownShorteners(): readonly string[] {
  return KNOWN_SHORTENERS;
}
