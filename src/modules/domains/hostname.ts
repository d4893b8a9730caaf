import { isIP } from 'node:net';
import { ValidationError } from '../../platform/http/errors.js';
import { storedHostname } from '../../platform/text/hostnames.js';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const MAX_LENGTH = 253;

const refuse = (message: string) => ValidationError.field('hostname', message);

/**
 * A branded domain's name in the one form it is stored and matched in (storedHostname, which
 * routing reads a request's Host with too): lower case, ASCII (an IDN becomes punycode, as the
 * Host header carries it), no trailing dot. Refuses what no
 * account can own: IP literals, names without a public top-level domain (`localhost`,
 * `printer.local`, `db.internal`), public suffixes themselves (`co.uk`, `github.io`) and the
 * service's own host. The safety scan (shortener lists, threat lists) comes after.
 */
export async function checkHostname(raw: string, ownHost: string): Promise<string> {
  const given = raw.trim().toLowerCase();
  const address = isIP(given.replace(/^\[|\]$/g, '').replace(/\.$/, '')) !== 0;
  if (/[/:@\s?#]/.test(given) && !address) throw refuse('must be a host name such as go.example.com, without scheme, port or path');
  if (address) throw refuse('must be a host name, not an IP address');
  const ascii = storedHostname(given);
  if (ascii === '' || ascii.length > MAX_LENGTH || !ascii.split('.').every((label) => LABEL.test(label))) {
    throw refuse('must be a host name such as go.example.com');
  }
  if (!ascii.includes('.')) throw refuse('must be a full domain name such as go.example.com');
  if (ascii === ownHost) throw refuse('is the service\'s own host; links on it need no domain');
  // Loaded on first use: the list costs memory that a server without domains need not hold.
  const { parse } = await import('tldts');
  const parsed = parse(ascii, { allowPrivateDomains: true });
  if (!parsed.isIcann && !parsed.isPrivate) throw refuse('must end in a public top-level domain; private and reserved names cannot be reached from the internet');
  if (parsed.domain === null) throw refuse(`is a public suffix (like co.uk or github.io), which no one account can own`);
  return ascii;
}
