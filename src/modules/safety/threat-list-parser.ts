import { isIP } from 'node:net';
import { isLocalHostName, isPublicSuffix, toBareHost } from './domain-names.js';
import type { ThreatSink } from './threat-index.js';

/** What one line of a feed turned out to be. */
export type LineKind = 'entry' | 'ignored' | 'invalid';

const PLAIN_HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
// The URL parser reads a host whose last label is a number (decimal or 0x hex) as IPv4.
const ENDS_IN_NUMBER = /(?:^|\.)(?:\d+|0x[0-9a-f]*)$/;
const URL_LINE = /^https?:\/\/\S+$/i;
const ADBLOCK_HOST_RULE = /^\|\|([^/^$*|]+)\^$/;

/**
 * Parses one line of any supported feed: plain host list, hosts file, URL list (OpenPhish,
 * PhishTank, URLhaus text), CSV with a URL column (URLhaus, PhishTank), Adblock `||host^`.
 */
export function parseThreatLine(line: string, sink: ThreatSink): LineKind {
  const text = line.trim();
  if (text === '' || text[0] === '#' || text[0] === '!' || text[0] === '[') return 'ignored';
  if (URL_LINE.test(text)) return addUrlEntry(text, sink);
  if (text.startsWith('||')) {
    const rule = ADBLOCK_HOST_RULE.exec(text);
    return rule === null ? 'invalid' : addHostEntry(rule[1]!, sink);
  }
  if (text.includes(',')) return addCsvEntry(text, sink);
  const body = withoutComment(text);
  const tokens = /\s/.test(body) ? body.split(/\s+/) : [body];
  if (tokens.length > 1 && isIpToken(tokens[0]!)) {
    return addHostsFileEntries(tokens.slice(1), sink);
  }
  return tokens.length === 1 ? addHostEntry(tokens[0]!, sink) : 'invalid';
}

/** Normalises a listed host the way the URL parser normalises a destination's host. */
export function normalizeHostEntry(text: string): string | null {
  let host = text.toLowerCase();
  if (host.startsWith('*.')) host = host.slice(2);
  else if (host.startsWith('.')) host = host.slice(1);
  if (host.endsWith('.')) host = host.slice(0, -1);
  // Already canonical names skip the URL parser: this path runs a million times per load.
  const canonical = PLAIN_HOST.test(host) && !ENDS_IN_NUMBER.test(host);
  const parsed = canonical ? host : parseBareHost(host);
  if (parsed === null || parsed === '') return null;
  if (!canonical && isIP(parsed) !== 0) return parsed;
  // A whole public suffix (co.uk, github.io) or a local name would block far too much.
  return isPublicSuffix(parsed) || isLocalHostName(parsed) ? null : parsed;
}

function parseBareHost(text: string): string | null {
  try {
    const url = new URL(`http://${text}`);
    const onlyHost = url.pathname === '/' && url.search === '' && url.hash === '';
    return onlyHost && url.port === '' && url.username === '' ? toBareHost(url.hostname) : null;
  } catch {
    return null;
  }
}

function addHostEntry(text: string, sink: ThreatSink): LineKind {
  const host = normalizeHostEntry(text);
  if (host === null) return 'invalid';
  sink.addHost(host);
  return 'entry';
}

function addUrlEntry(text: string, sink: ThreatSink): LineKind {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
    sink.addUrl(url);
    return 'entry';
  } catch {
    return 'invalid';
  }
}

function addHostsFileEntries(names: string[], sink: ThreatSink): LineKind {
  let kind: LineKind = 'ignored';
  for (const name of names) {
    if (name.startsWith('#')) break;
    // Boilerplate such as `127.0.0.1 localhost` names no threat.
    if (!name.includes('.') || isIpToken(name) || isLocalHostName(name.toLowerCase())) continue;
    if (addHostEntry(name, sink) === 'invalid') return 'invalid';
    kind = 'entry';
  }
  return kind;
}

function addCsvEntry(text: string, sink: ThreatSink): LineKind {
  const url = parseCsvFields(text).find((field) => URL_LINE.test(field));
  return url === undefined ? 'invalid' : addUrlEntry(url, sink);
}

// Hosts files point names at an address (0.0.0.0, 127.0.0.1, fe80::1%lo0, ...).
function isIpToken(token: string): boolean {
  const first = token.charCodeAt(0);
  const mayBeIp = (first >= 48 && first <= 57) || token.includes(':');
  return mayBeIp && isIP(token.split('%')[0]!) !== 0;
}

function withoutComment(text: string): string {
  const hash = text.indexOf(' #');
  return hash === -1 ? text : text.slice(0, hash).trim();
}

/** Splits one RFC 4180 record (quoted fields, doubled quotes); feeds keep a record per line. */
export function parseCsvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (line[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}
