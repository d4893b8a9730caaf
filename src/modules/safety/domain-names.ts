import { isIP } from 'node:net';

// A small stand-in for the Public Suffix List: the multi-label suffixes phishing and shared
// hosting use most. Under each, every label belongs to a different registrant.
const MULTI_LABEL_SUFFIXES = new Set(
  [
    'co.uk org.uk ac.uk gov.uk me.uk ltd.uk plc.uk net.uk sch.uk nhs.uk',
    'com.au net.au org.au edu.au gov.au asn.au id.au co.nz org.nz net.nz govt.nz ac.nz',
    'co.jp ne.jp or.jp ac.jp go.jp gr.jp co.kr or.kr ne.kr go.kr ac.kr',
    'com.cn net.cn org.cn gov.cn edu.cn com.hk org.hk net.hk gov.hk edu.hk',
    'com.tw org.tw net.tw gov.tw edu.tw com.sg org.sg net.sg gov.sg edu.sg com.my org.my gov.my',
    'co.in net.in org.in gov.in ac.in firm.in gen.in ind.in co.id or.id go.id ac.id web.id',
    'com.br net.br org.br gov.br edu.br com.mx org.mx gob.mx edu.mx com.ar org.ar gob.ar',
    'com.co gov.co com.pe gob.pe com.ve com.uy com.ec com.tr org.tr gov.tr edu.tr net.tr',
    'co.za org.za gov.za ac.za web.za com.ng gov.ng co.ke or.ke com.eg com.sa gov.sa',
    'com.pk gov.pk com.ph gov.ph com.vn gov.vn co.th in.th go.th ac.th com.bd gov.bd',
    'com.ua gov.ua com.pl net.pl org.pl co.il org.il gov.il ac.il co.at or.at gv.at ac.at',
    'com.es org.es gob.es com.ru org.ru net.ru',
    // Shared hosting and dynamic DNS, where subdomains are handed to strangers.
    'github.io gitlab.io blogspot.com herokuapp.com appspot.com web.app firebaseapp.com',
    'pages.dev workers.dev netlify.app vercel.app azurewebsites.net cloudfront.net',
    's3.amazonaws.com wordpress.com weebly.com wixsite.com glitch.me repl.co ngrok.io',
    'ngrok-free.app onrender.com fly.dev surge.sh myshopify.com 000webhostapp.com duckdns.org',
  ]
    .join(' ')
    .split(' '),
);

// Special-use and conventional private names that never lead to a public site. A regex, not
// a Set of last labels: V8 runs it faster than the lastIndexOf and slice a lookup needs.
const LOCAL_NAME =
  /(?:^|\.)(?:localhost|local|internal|lan|intranet|corp|localdomain|invalid|home\.arpa)$/;

const LAST_THREE_LABELS = /[^.]+(?:\.[^.]+){0,2}$/;

/** Host without a trailing root dot and without IPv6 brackets. */
export function toBareHost(hostname: string): string {
  const unbracketed =
    hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

/** The public suffix of a bare host name (`co.uk` for `a.b.co.uk`, `com` for `a.com`). */
export function getPublicSuffix(host: string): string {
  let candidate = LAST_THREE_LABELS.exec(host)?.[0] ?? host;
  while (candidate.includes('.')) {
    if (MULTI_LABEL_SUFFIXES.has(candidate)) return candidate;
    candidate = candidate.slice(candidate.indexOf('.') + 1);
  }
  return candidate;
}

/** True when nobody can register `host` itself: a TLD or a multi-label public suffix. */
export function isPublicSuffix(host: string): boolean {
  return !host.includes('.') || getPublicSuffix(host) === host;
}

/** The labels a registrant chose: everything left of the public suffix (none for an IP). */
export function getOwnedLabels(host: string): string[] {
  if (isIP(host) !== 0) return [];
  const suffix = getPublicSuffix(host);
  if (suffix === host) return [];
  return host.slice(0, host.length - suffix.length - 1).split('.');
}

/** The registrable domain (`bad.co.uk` for `x.bad.co.uk`), or null for suffixes and IPs. */
export function getRegistrableDomain(host: string): string | null {
  const owned = getOwnedLabels(host);
  if (owned.length === 0) return null;
  return `${owned[owned.length - 1]}.${getPublicSuffix(host)}`;
}

/** True for localhost, single-label names and private-use suffixes such as `.local`. */
export function isLocalHostName(host: string): boolean {
  if (!host.includes('.')) return !host.includes(':');
  return LOCAL_NAME.test(host);
}
