import { accessSync, constants, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseCidr } from './platform/net/ip-list.js';

/** Everything the process reads from its environment, validated once at boot. */
export interface Config {
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl: string;
  databaseReadUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so deployments can share a Redis. */
  redisPrefix: string;
  trustProxy: boolean | number | string[];
  countryHeader: string | null;
  geoipCountryPath: string | null;
  threatListPaths: string[];
  /** Files of URL shortener host names refused as destinations, beyond the built-in list. */
  shortenerListPaths: string[];
  /** Resolvers for destination host names (`ip` or `ip:port`); empty: the system's. */
  dnsServers: string[];
  safeBrowsingApiKey: string | null;
  safeBrowsingUrl: string | null;
  anonRetentionDays: number;
  webhookRetrySchedule: number[];
  webhookAllowPrivateTargets: boolean;
  /** A branded domain's HTTP check may reach a private address (an intranet's short domain). */
  domainVerifyAllowPrivate: boolean;
  /** The port the HTTP check of a branded domain connects to: 80, but in tests. */
  domainVerifyHttpPort: number;
  /** Where a branded domain must point (PUBLIC_IPV4, PUBLIC_IPV6, CNAME_TARGET): the records its owner is shown. */
  dnsTarget: { ipv4: string | null; ipv6: string | null; cname: string | null };
  logLevel: string;
  clickFlushMs: number;
  /** How long appended clicks wait at most before they are folded into rollups and counters (ADR 1005). */
  clickFoldMs: number;
  /** LIVE_HEARTBEAT_MS: how often a live click stream sends a heartbeat comment. */
  liveHeartbeatMs: number;
  /** SQLite page cache of all connections together, in MiB: half to the connection that writes clicks. */
  sqliteCacheMb: number;
  /** The redirect cache of links, in MiB (about 320 bytes a link). */
  linkCacheMb: number;
  clickReclaimIdleMs: number;
  /** Writes clicks on a worker thread of their own (a second V8 heap) instead of the main thread. */
  clickWriterThread: boolean;
  /** How far V8's heap may grow past its live data before a full collection, in percent; 0: V8's own choice. */
  heapGrowthPercent: number;
  /** Largest file an import accepts, in bytes (IMPORT_MAX_BYTES). */
  importMaxBytes: number;
  /** HTTP worker processes (node:cluster); more than one needs Redis. */
  workers: number;
  /** The default host's `/.well-known/apple-app-site-association` (JSON text), or null: 404. */
  appleAppSiteAssociation: string | null;
  /** The default host's `/.well-known/assetlinks.json` (JSON text), or null: 404. */
  assetlinks: string | null;
  /** SMTP_URL (smtp:// or smtps://); null: every message is written to the log instead. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every message. */
  mailFrom: string;
  /** REQUIRE_EMAIL_VERIFICATION: new accounts create no links until they follow the emailed link. */
  requireEmailVerification: boolean;
  /** Sign-up pages refuse new accounts; the operator CLI still creates them. */
  disableSignup: boolean;
  /** Lower-case email domains sign-up admits (exact match); empty: any. */
  signupEmailDomains: string[];
  /** Keyless `POST /api/shorten` answers 403; the home page asks to sign in. */
  disableAnonymousLinks: boolean;
  /** Addresses and CIDR blocks whose clicks are never recorded. */
  doNotTrackIps: string[];
  /** A redirect carrying a session of the link's owner is not recorded. */
  excludeOwnClicks: boolean;
  /** ALLOW_PRIVATE_DESTINATIONS: links may point at, and health checks may fetch, private addresses (intranets). */
  allowPrivateDestinations: boolean;
  /** HEALTH_CHECK_INTERVAL_S: seconds between checks of a link, overriding every plan's; null: the plan's. */
  healthCheckIntervalS: number | null;
  /** HEALTH_RETRY_S: a failed check is retried after this many seconds; the second failure marks the link broken. */
  healthRetryS: number;
}

/** A bad environment value: boot stops with this one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const port = readInt(env, 'PORT', 3000, 0, 65535);
  const baseUrl = readBaseUrl(env, port);
  return {
    port,
    host: readString(env, 'HOST') ?? '0.0.0.0',
    baseUrl,
    databaseUrl: readDatabaseUrl(env, 'DATABASE_URL') ?? 'sqlite:./data/shortener.db',
    databaseReadUrl: readDatabaseUrl(env, 'DATABASE_READ_URL'),
    redisUrl: readRedisUrl(env),
    redisPrefix: readPrefix(env),
    trustProxy: readTrustProxy(env),
    countryHeader: readString(env, 'COUNTRY_HEADER')?.toLowerCase() ?? null,
    geoipCountryPath: readString(env, 'GEOIP_COUNTRY_PATH'),
    threatListPaths: readList(env, 'THREAT_LIST_PATHS'),
    shortenerListPaths: readFileList(env, 'SHORTENER_LIST_PATHS'),
    dnsServers: readDnsServers(env),
    safeBrowsingApiKey: readString(env, 'SAFE_BROWSING_API_KEY'),
    safeBrowsingUrl: readHttpUrl(env, 'SAFE_BROWSING_URL'),
    anonRetentionDays: readInt(env, 'ANON_RETENTION_DAYS', 30, 1, 36500),
    webhookRetrySchedule: readRetrySchedule(env),
    webhookAllowPrivateTargets: readBool(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    domainVerifyAllowPrivate: readBool(env, 'DOMAIN_VERIFY_ALLOW_PRIVATE', false),
    domainVerifyHttpPort: readInt(env, 'DOMAIN_VERIFY_HTTP_PORT', 80, 1, 65535),
    dnsTarget: { ipv4: readAddress(env, 'PUBLIC_IPV4', 4), ipv6: readAddress(env, 'PUBLIC_IPV6', 6), cname: readCnameTarget(env) },
    logLevel: readEnum(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    clickFlushMs: readInt(env, 'CLICK_FLUSH_MS', 250, 10, 60_000),
    clickFoldMs: readInt(env, 'CLICK_FOLD_MS', 10_000, 50, 600_000),
    liveHeartbeatMs: readInt(env, 'LIVE_HEARTBEAT_MS', 15_000, 100, 300_000),
    sqliteCacheMb: readInt(env, 'SQLITE_CACHE_MB', 8, 4, 65_536),
    linkCacheMb: readInt(env, 'LINK_CACHE_MB', 32, 1, 65_536),
    clickReclaimIdleMs: readInt(env, 'CLICK_RECLAIM_IDLE_MS', 30_000, 100, 3_600_000),
    clickWriterThread: readBool(env, 'CLICK_WRITER_THREAD', true),
    heapGrowthPercent: readInt(env, 'HEAP_GROWTH_PERCENT', 25, 0, 1_000),
    importMaxBytes: readInt(env, 'IMPORT_MAX_BYTES', 50 * 2 ** 20, 1, 2 ** 40),
    workers: readWorkers(env),
    appleAppSiteAssociation: readJsonFile(env, 'APPLE_APP_SITE_ASSOCIATION_PATH'),
    assetlinks: readJsonFile(env, 'ASSETLINKS_PATH'),
    smtpUrl: readSmtpUrl(env),
    mailFrom: readMailFrom(env, baseUrl),
    requireEmailVerification: readBool(env, 'REQUIRE_EMAIL_VERIFICATION', false),
    disableSignup: readBool(env, 'DISABLE_SIGNUP', false),
    signupEmailDomains: readEmailDomains(env),
    disableAnonymousLinks: readBool(env, 'DISABLE_ANONYMOUS_LINKS', false),
    doNotTrackIps: readCidrList(env, 'DO_NOT_TRACK_IPS'),
    excludeOwnClicks: readBool(env, 'EXCLUDE_OWN_CLICKS', false),
    allowPrivateDestinations: readBool(env, 'ALLOW_PRIVATE_DESTINATIONS', false),
    healthCheckIntervalS: readString(env, 'HEALTH_CHECK_INTERVAL_S') === null ? null : readInt(env, 'HEALTH_CHECK_INTERVAL_S', 0, 60, 365 * 86_400),
    healthRetryS: readInt(env, 'HEALTH_RETRY_S', 300, 1, 86_400),
  };
}

function readString(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = readString(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = readString(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function readEnum(env: Env, name: string, allowed: string[], fallback: string): string {
  const raw = readString(env, name);
  if (raw === null) return fallback;
  if (!allowed.includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return raw;
}

function readList(env: Env, name: string): string[] {
  return (readString(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function readFileList(env: Env, name: string): string[] {
  const paths = readList(env, name);
  for (const path of paths) {
    try {
      accessSync(path, constants.R_OK);
    } catch {
      throw new ConfigError(`${name}: cannot read "${path}"`);
    }
  }
  return paths;
}

/** A JSON file named by the variable, read and checked at boot (compact JSON text), or null when unset. */
function readJsonFile(env: Env, name: string): string | null {
  const path = readString(env, name);
  if (path === null) return null;
  try {
    return JSON.stringify(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new ConfigError(`${name}: cannot read "${path}" as JSON (${(error as Error).message})`);
  }
}

function readAddress(env: Env, name: string, family: 4 | 6): string | null {
  const value = readString(env, name);
  if (value === null) return null;
  if (isIP(value) !== family) throw new ConfigError(`${name} must be one public IPv${family} address, like ${family === 4 ? '203.0.113.10' : '2001:db8::10'} (got "${value}")`);
  // One spelling of an IPv6 address, the one DNS answers are compared in.
  return family === 6 ? new URL(`http://[${value}]`).hostname.slice(1, -1) : value;
}

function readCnameTarget(env: Env): string | null {
  const value = readString(env, 'CNAME_TARGET')?.toLowerCase().replace(/\.$/, '') ?? null;
  if (value === null) return null;
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  if (isIP(value) !== 0 || !value.includes('.') || value.length > 253 || !value.split('.').every((part) => label.test(part))) {
    throw new ConfigError(`CNAME_TARGET must be a host name that branded domains point at, like links.example.com, without scheme or path (got "${value}")`);
  }
  return value;
}

function readDnsServers(env: Env): string[] {
  const servers = readList(env, 'DNS_SERVERS');
  for (const server of servers) {
    const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(server) ?? /^([^:]+)(?::(\d+))?$/.exec(server) ?? [server, server];
    const port = match[2] === undefined ? 53 : Number(match[2]);
    if (isIP(match[1] ?? '') === 0 || !(port >= 1 && port <= 65535)) {
      throw new ConfigError(`DNS_SERVERS must list IP addresses with an optional port, like 127.0.0.1:5353 or [::1]:53 (got "${server}")`);
    }
  }
  return servers;
}

function readBaseUrl(env: Env, port: number): string {
  const raw = readString(env, 'BASE_URL') ?? `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`BASE_URL must be an absolute http(s) URL such as https://sho.rt (got "${raw}")`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new ConfigError(`BASE_URL must be an http(s) origin with an optional path, no query (got "${raw}")`);
  }
  return url.toString().replace(/\/+$/, '');
}

function readHttpUrl(env: Env, name: string): string | null {
  const raw = readString(env, name);
  if (raw === null) return null;
  if (!/^https?:\/\/[^\s]+$/.test(raw) || !URL.canParse(raw)) {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  return raw;
}

function readDatabaseUrl(env: Env, name: string): string | null {
  const raw = readString(env, name);
  if (raw === null) return null;
  if (raw.startsWith('sqlite:') && raw.length > 'sqlite:'.length) return raw;
  if (/^postgres(ql)?:\/\//.test(raw) && URL.canParse(raw)) return raw;
  throw new ConfigError(`${name} must be sqlite:<path> or postgres://user@host:port/db (got "${redact(raw)}")`);
}

function readRedisUrl(env: Env): string | null {
  const raw = readString(env, 'REDIS_URL');
  if (raw === null) return null;
  if (!/^rediss?:\/\//.test(raw) || !URL.canParse(raw)) {
    throw new ConfigError(`REDIS_URL must be redis://host:port[/db] (got "${redact(raw)}")`);
  }
  return raw;
}

function readSmtpUrl(env: Env): string | null {
  const raw = readString(env, 'SMTP_URL');
  if (raw === null) return null;
  if (!/^smtps?:\/\/[^\s]+$/.test(raw) || !URL.canParse(raw) || !new URL(raw).hostname) {
    throw new ConfigError(`SMTP_URL must be smtp://user:pass@host:port or smtps://... (got "${redact(raw)}")`);
  }
  return raw;
}

function readMailFrom(env: Env, baseUrl: string): string {
  const raw = readString(env, 'MAIL_FROM') ?? `Shortener <no-reply@${new URL(baseUrl).hostname}>`;
  // An address alone, or a display name and <address>; no line breaks (header injection).
  if (!/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(raw)) {
    throw new ConfigError(`MAIL_FROM must be an address like no-reply@sho.rt or "Name <no-reply@sho.rt>" (got "${raw}")`);
  }
  return raw;
}

function readPrefix(env: Env): string {
  const prefix = readString(env, 'REDIS_PREFIX') ?? 'shortener';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(prefix)) throw new ConfigError(`REDIS_PREFIX must be 1 to 64 letters, digits, "_", "-" or "." (got "${prefix}")`);
  return prefix;
}

function readTrustProxy(env: Env): boolean | number | string[] {
  const raw = readString(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((item) => item.trim());
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits))) {
      throw new ConfigError(`TRUST_PROXY must be true, a hop count, or addresses/CIDRs (bad entry "${entry}")`);
    }
  }
  return entries;
}

function readWorkers(env: Env): number {
  const workers = readInt(env, 'WORKERS', 1, 1, 64);
  if (workers === 1) return workers;
  if (!readString(env, 'REDIS_URL')) {
    throw new ConfigError('WORKERS above 1 needs REDIS_URL: worker processes share rate limits and cache invalidation through Redis');
  }
  // Processes can't share the SQLite write gate (ADR 0104): their click writers would starve each other.
  if (!/^postgres(ql)?:\/\//.test(readString(env, 'DATABASE_URL') ?? '')) {
    throw new ConfigError('WORKERS above 1 needs a PostgreSQL DATABASE_URL: SQLite takes one writing process');
  }
  return workers;
}

function readEmailDomains(env: Env): string[] {
  return readList(env, 'SIGNUP_EMAIL_DOMAINS').map((entry) => {
    const domain = entry.replace(/^@/, '').toLowerCase();
    if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(domain)) {
      throw new ConfigError(`SIGNUP_EMAIL_DOMAINS must list email domains such as example.com, comma-separated (bad entry "${entry}")`);
    }
    return domain;
  });
}

function readCidrList(env: Env, name: string): string[] {
  const entries = readList(env, name);
  for (const entry of entries) {
    if (!parseCidr(entry)) throw new ConfigError(`${name} must list IP addresses or CIDR blocks such as 203.0.113.0/24 or 2001:db8::/32 (bad entry "${entry}")`);
  }
  return entries;
}

function readRetrySchedule(env: Env): number[] {
  const raw = readString(env, 'WEBHOOK_RETRY_SCHEDULE') ?? '60,300,1800,7200,43200';
  const values = raw.split(',').map((item) => item.trim());
  if (values.length !== 5 || values.some((value) => !/^\d+(\.\d+)?$/.test(value))) {
    throw new ConfigError(`WEBHOOK_RETRY_SCHEDULE must be five comma-separated numbers of seconds (got "${raw}")`);
  }
  return values.map(Number);
}

/** What the CLI's API commands and `shortener mcp` read: a server and token, and where `login` keeps them. */
export interface ApiEnv {
  /** SHORTENER_URL: wins over the file `shortener login` wrote. */
  url: string | null;
  /** SHORTENER_TOKEN: likewise. */
  token: string | null;
  /** `$XDG_CONFIG_HOME/shortener`, or `~/.config/shortener`. */
  configDir: string;
}

export function loadApiEnv(env: Env = process.env): ApiEnv {
  const url = readString(env, 'SHORTENER_URL');
  if (url !== null && !/^https?:\/\/[^/]/.test(url)) throw new ConfigError(`SHORTENER_URL must be an http(s) URL such as https://sho.rt (got "${url}")`);
  const configHome = readString(env, 'XDG_CONFIG_HOME') ?? join(homedir(), '.config');
  return { url, token: readString(env, 'SHORTENER_TOKEN'), configDir: join(configHome, 'shortener') };
}

/** Hides the password part of a connection string in messages. */
export function redact(connection: string): string {
  return connection.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}
