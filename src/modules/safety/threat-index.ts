import { toBareHost } from './domain-names.js';
import { FingerprintSet } from './fingerprint-set.js';

/** Which list entry a URL matched. */
export interface ThreatMatch {
  kind: 'url' | 'host';
  entry: string;
}

/** Receives the entries a feed parser finds. */
export interface ThreatSink {
  addHost(host: string): void;
  addUrl(url: URL): void;
}

const PERCENT_ESCAPE = /%[0-9a-f]{2}/gi;

/**
 * Key under which a URL is listed: host, port, path without trailing slash, query. The scheme
 * is left out (the same path on http and https is the same threat); so is the fragment.
 */
export function toUrlKey(url: URL): string {
  return toHostKey(url) + toPathKey(url) + normalizeEscapes(url.search);
}

function toPathKey(url: URL): string {
  const path = url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : url.pathname;
  return normalizeEscapes(path);
}

function toHostKey(url: URL): string {
  const host = toBareHost(url.hostname);
  return url.port === '' ? host : `${host}:${url.port}`;
}

// Feeds and users spell the same byte as %2f or %2F.
function normalizeEscapes(text: string): string {
  return text.includes('%') ? text.replace(PERCENT_ESCAPE, (e) => e.toUpperCase()) : text;
}

/** Immutable lookup structure; a reload builds a new one and swaps it in whole. */
export class ThreatIndex {
  constructor(
    private readonly hosts: FingerprintSet,
    private readonly urls: FingerprintSet,
    /** Host keys that have URL entries: most URLs skip the URL lookups after one probe. */
    private readonly urlHosts: FingerprintSet,
  ) {}

  get hostCount(): number {
    return this.hosts.size;
  }

  get urlCount(): number {
    return this.urls.size;
  }

  /**
   * A URL entry matches that URL, the same path with any query when the entry has none, and
   * every page of its host when the entry is a site root. A host entry matches the host and
   * all its subdomains.
   */
  match(url: URL, host: string): ThreatMatch | null {
    return this.matchUrl(url, host) ?? this.matchHost(host);
  }

  private matchUrl(url: URL, host: string): ThreatMatch | null {
    const root = url.port === '' ? host : `${host}:${url.port}`;
    if (!this.urlHosts.has(root)) return null;
    const base = root + toPathKey(url);
    const full = base + normalizeEscapes(url.search);
    if (this.urls.has(full)) return { kind: 'url', entry: full };
    if (full !== base && this.urls.has(base)) return { kind: 'url', entry: base };
    if (root !== base && this.urls.has(root)) return { kind: 'url', entry: root };
    return null;
  }

  private matchHost(host: string): ThreatMatch | null {
    // An IP literal has no parent domains (the URL parser leaves IPv4 dotted-decimal only).
    if (host.includes(':') || isDigit(host.charCodeAt(host.length - 1))) {
      return this.hosts.has(host) ? { kind: 'host', entry: host } : null;
    }
    const start = this.hosts.findDomainOf(host);
    return start === -1 ? null : { kind: 'host', entry: host.slice(start) };
  }
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Collects entries from any number of files; `build` hands them to a ThreatIndex. */
export class ThreatIndexBuilder implements ThreatSink {
  private readonly hosts = new FingerprintSet();
  private readonly urls = new FingerprintSet();
  private readonly urlHosts = new FingerprintSet();

  addHost(host: string): void {
    this.hosts.add(host);
  }

  addUrl(url: URL): void {
    this.urls.add(toUrlKey(url));
    this.urlHosts.add(toHostKey(url));
  }

  build(): ThreatIndex {
    return new ThreatIndex(this.hosts, this.urls, this.urlHosts);
  }
}
