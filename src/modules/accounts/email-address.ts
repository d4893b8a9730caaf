/**
 * What counts as an email address for an account or an invite: the forms a mail server
 * takes. The old test (anything but spaces and control characters around an `@` and a dot)
 * let in addresses no SMTP server accepts (`a@example.com.`, `a@example..com`, a zero-width
 * space), so the account or invite was made and every mail to it failed, and a trailing dot
 * made a second account for an existing mailbox. Also refused: bidi and other invisible format
 * characters, which make one address look like another, unpaired surrogates, and address
 * literals (`a@[127.0.0.1]`). International domains and local parts stay allowed.
 *
 * One mailbox has one spelling (ADR 1017): `dave@xn--bcher-kva.de` is `dave@bücher.de`.
 */
import { domainToASCII, domainToUnicode } from 'node:url';

// Dot-atom (RFC 5322 3.2.3) local part: no leading, trailing or doubled dot. Quoted local
// parts are legal but nobody signs up with them.
const LOCAL = /^[^\s@."(),:;<>[\\\]]+(\.[^\s@."(),:;<>[\\\]]+)*$/u;
// A host name: letters (any script), digits and inner hyphens in each label; a TLD of two or more.
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?$/u;
const TLD = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u;
// Controls, format characters (bidi overrides, zero-width spaces and joiners), unpaired
// surrogates, private use and unassigned code points.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u;

// Host-name characters with a last label that starts with a letter. Only these go through the
// URL host parser: it would cut `a.com/b` at the slash, decode `%41` and read `0x7f.1` as an IPv4.
const IDNA_INPUT = /^(?:[\p{L}\p{N}\p{M}-]*\.)*\p{L}[\p{L}\p{N}\p{M}-]*$/u;

/** The one spelling of an address: trimmed, lower case, NFC, the domain in its Unicode (IDNA) form. */
export function normalizeEmail(email: string): string {
  const address = email.trim().toLowerCase().normalize('NFC');
  const at = address.lastIndexOf('@');
  return at === -1 ? address : address.slice(0, at + 1) + unicodeDomain(address.slice(at + 1));
}

function unicodeDomain(domain: string): string {
  const ascii = asciiDomain(domain);
  // '' is a domain IDNA refuses (bad punycode, a leading combining mark): kept as typed, for isEmail to refuse.
  return ascii === '' ? domain : domainToUnicode(ascii);
}

function asciiDomain(domain: string): string {
  return IDNA_INPUT.test(domain) ? domainToASCII(domain) : '';
}

/**
 * The domain of an address in its ASCII (punycode) spelling, lower case, as operators write
 * domains in settings (SIGNUP_EMAIL_DOMAINS); the domain as typed when IDNA refuses it.
 */
export function emailDomainAscii(email: string): string {
  const address = normalizeEmail(email);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return asciiDomain(domain) || domain;
}

/** Whether `email` is an address a mail server takes; both as typed and in its normalized form. */
export function isEmail(email: unknown): email is string {
  if (typeof email !== 'string') return false;
  // IDNA maps some refused spellings into accepted ones (the ligature in `a@example.ﬀ` becomes `ff`), so
  // the typed form is held to the rule too: nothing refused before is taken now.
  return followsRule(email.trim().toLowerCase()) && followsRule(normalizeEmail(email));
}

function followsRule(address: string): boolean {
  if (address.length > 254 || INVISIBLE.test(address)) return false;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (at < 1 || local.length > 64 || !LOCAL.test(local) || labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TLD.test(labels[labels.length - 1]!);
}
