import { readFileSync } from 'node:fs';

// Shorteners and redirect wrappers, generic and brand ones alike (youtu.be, amzn.to): a short
// link to a short link hides the real destination from the scan. Operators add the maintained
// public lists through SHORTENER_LIST_PATHS (docs/safety.md); this is the floor.
const BUILT_IN: readonly string[] = [
  '1url.com', '1link.in', '2.gp', '2u.pw', '3.ly', '4sq.com', '6url.com', '7.ly', '9qr.de',
  'adf.ly', 'aka.ms', 'amzn.eu', 'amzn.to', 'apple.co', 'bc.vc', 'bddy.me', 'bit.do', 'bit.ly',
  'bitly.com', 'bitly.is', 'bl.ink', 'budurl.com', 'buff.ly', 'chilp.it', 'cli.gs', 'clck.ru',
  'cutt.ly', 'cutt.us', 'db.tt', 'dlvr.it', 'dub.co', 'dub.sh', 'fb.me', 'flic.kr', 'g.co',
  'git.io', 'go.gl', 'goo.gl', 'goo.su', 'hubs.la', 'hubs.ly', 'hyperurl.co', 'ift.tt', 'is.gd',
  'j.mp', 'kutt.it', 'lc.chat', 'linktr.ee', 'lnk.to', 'lnkd.in', 'lstu.fr', 'mcaf.ee', 'msft.it',
  'n9.cl', 'ouo.io', 'ow.ly', 'po.st', 'qr.net', 'qrco.de', 'rb.gy', 'rebrand.ly',
  'redd.it', 's.id', 'shorte.st', 'short.gy', 'short.io', 'shorturl.at', 'shorturl.com', 'shrtco.de',
  'snip.ly', 'snipurl.com', 'soo.gd', 'spoti.fi', 'su.pr', 't.co', 't.ly', 't2m.io',
  'tiny.cc', 'tiny.one', 'tiny.pl', 'tinu.be', 'tinyurl.com', 'tr.im', 'trib.al', 'u.to', 'urlz.fr',
  'v.gd', 'wp.me', 'x.co', 'y2u.be', 'youtu.be', 'zpr.io', 'zws.im',
];

/** The built-in shortener list, for documentation and tests. */
export function listKnownShorteners(): readonly string[] {
  return BUILT_IN;
}

/** A host name entry as lists write it, or null for comments, blanks and what is no host. */
function readEntry(line: string): string | null {
  const text = line.replace(/#.*/, '').trim().toLowerCase();
  if (text === '') return null;
  // Hosts-file lines ("0.0.0.0 bit.ly") name the host last.
  const host = text.split(/\s+/).at(-1)!.replace(/^\*\./, '').replace(/\.$/, '');
  return /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z0-9-]{2,63}$/.test(host) ? host : null;
}

/** Host names of shortener list files (one host per line, `#` comments, hosts-file lines too). */
export function readShortenerLists(paths: readonly string[]): string[] {
  const hosts: string[] = [];
  for (const path of paths) {
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const host = readEntry(line);
      if (host !== null) hosts.push(host);
    }
  }
  return hosts;
}

/** A test for "`host` (bare, lower-case) is a known shortener or one of its subdomains". */
export function createShortenerMatcher(extra: readonly string[] = []): (host: string) => boolean {
  const known = new Set([...BUILT_IN, ...extra]);
  // One Set probe per label boundary: cheap however long the operator's list is.
  return (host) => {
    for (let suffix = host; ; ) {
      if (known.has(suffix)) return true;
      const dot = suffix.indexOf('.');
      if (dot === -1) return false;
      suffix = suffix.slice(dot + 1);
    }
  };
}

const builtIn = createShortenerMatcher();

/** True when `host` is on the built-in list or a subdomain of an entry. */
export function isKnownShortener(host: string): boolean {
  return builtIn(host);
}
