import { domainToASCII } from 'node:url';

// Already in the stored form: lower-case ASCII labels, no empty one, no trailing dot.
const PLAIN_NAME = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;
// A bracketed IPv6 literal, as a Host header carries one.
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;
// What no host name holds: a path, query, user, port or space would be read as part of it.
const NOT_IN_NAME = /[\s/\\?#@:%[\]]/;

/**
 * A host name in the one form it is stored and compared in: lower case, punycode (as the Host
 * header carries it), without the one trailing dot of a fully qualified name; surrounding space
 * ignored. '' when it is no host name at all: an empty label (`a..b`, a second trailing dot), a
 * port, a path or a space inside.
 * The router, the TLS ask endpoint and the domain API all read names through this.
 */
export function storedHostname(given: string): string {
  const lower = given.trim().toLowerCase();
  const name = lower.endsWith('.') ? lower.slice(0, -1) : lower;
  if (PLAIN_NAME.test(name)) return name;
  if (IPV6_LITERAL.test(name) && !lower.endsWith('.')) return name;
  if (name === '' || NOT_IN_NAME.test(name)) return '';
  const ascii = domainToASCII(name);
  return PLAIN_NAME.test(ascii) ? ascii : '';
}

/**
 * The host name a request's Host header (or X-Forwarded-Host behind a trusted proxy) names, in
 * the stored form: port, case and one trailing dot dropped. '' without a Host header (HTTP/1.0);
 * null when the header names no host at all (`go.example.com..`): such a request is refused.
 */
export function requestHostname(host: string): string | null {
  if (host === '') return '';
  // Most requests: a plain lower-case name, perhaps with a port.
  const colon = host.lastIndexOf(':');
  const bracket = host.lastIndexOf(']');
  const name = colon > bracket && /^:\d{1,5}$/.test(host.slice(colon)) ? host.slice(0, colon) : host;
  const stored = storedHostname(name);
  return stored === '' ? null : stored;
}
