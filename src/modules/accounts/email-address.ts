/**
 * What counts as an email address for an account or an invite: the forms a mail server
 * takes. The old test (anything but spaces and control characters around an `@` and a dot)
 * let in addresses no SMTP server accepts (`a@example.com.`, `a@example..com`, a zero-width
 * space), so the account or invite was made and every mail to it failed, and a trailing dot
 * made a second account for an existing mailbox. Also refused: bidi and other invisible format
 * characters, which make one address look like another, unpaired surrogates, and address
 * literals (`a@[127.0.0.1]`). International domains and local parts stay allowed.
 */

// Dot-atom (RFC 5322 3.2.3) local part: no leading, trailing or doubled dot. Quoted local
// parts are legal but nobody signs up with them.
const LOCAL = /^[^\s@."(),:;<>[\\\]]+(\.[^\s@."(),:;<>[\\\]]+)*$/u;
// A host name: letters (any script), digits and inner hyphens in each label; a TLD of two or more.
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}-]{0,61}[\p{L}\p{N}\p{M}])?$/u;
const TLD = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u;
// Controls, format characters (bidi overrides, zero-width spaces and joiners), unpaired
// surrogates, private use and unassigned code points.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(email: unknown): email is string {
  if (typeof email !== 'string') return false;
  const address = normalizeEmail(email);
  if (address.length > 254 || INVISIBLE.test(address)) return false;
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (at < 1 || local.length > 64 || !LOCAL.test(local) || labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && TLD.test(labels[labels.length - 1]!);
}
