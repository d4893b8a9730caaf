import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.js';
import { type SafetyLogger, silentLogger } from './logger.js';
import type { Finding } from './scan-result.js';

export interface SafeBrowsingOptions {
  apiKey: string;
  /** Default `https://safebrowsing.googleapis.com`; tests point it at a local server. */
  baseUrl?: string;
  /** Default 1500 ms, covering connect, response and body. */
  timeoutMs?: number;
  /** Consecutive failures that open the circuit; default 5. */
  failureThreshold?: number;
  /** How long calls are skipped once open; default 30 s. */
  cooldownMs?: number;
  clientId?: string;
  clientVersion?: string;
  logger?: SafetyLogger;
  now?: () => number;
}

/** A remote reputation check: per URL, null when the provider vouches for it. */
export interface ThreatProvider {
  lookup(urls: readonly string[]): Promise<Array<Finding | null>>;
}

const DEFAULT_BASE_URL = 'https://safebrowsing.googleapis.com';
// The Lookup API accepts at most 500 threat entries per request.
const MAX_ENTRIES_PER_REQUEST = 500;
const THREAT_LABELS: Record<string, string> = {
  MALWARE: 'malware',
  SOCIAL_ENGINEERING: 'phishing',
  UNWANTED_SOFTWARE: 'unwanted software',
  POTENTIALLY_HARMFUL_APPLICATION: 'harmful application',
};
const THREAT_TYPES = Object.keys(THREAT_LABELS);

const UNAVAILABLE: Finding = {
  verdict: 'unknown',
  reason: 'provider_unavailable',
  message: 'URL could not be checked right now; it will be reviewed',
};

interface ThreatMatch {
  threatType?: unknown;
  threat?: { url?: unknown };
}

/** Google Safe Browsing Lookup API v4 (`threatMatches:find`) behind a circuit breaker. */
export function createSafeBrowsingProvider(opts: SafeBrowsingOptions): ThreatProvider {
  const logger = opts.logger ?? silentLogger;
  const breaker: CircuitBreaker = createCircuitBreaker({
    failureThreshold: opts.failureThreshold ?? 5,
    cooldownMs: opts.cooldownMs ?? 30_000,
    now: opts.now,
  });
  const base = (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const endpoint = `${base}/v4/threatMatches:find?key=${encodeURIComponent(opts.apiKey)}`;
  const client = { clientId: opts.clientId ?? 'shortener', clientVersion: opts.clientVersion ?? '1.0.0' };
  const timeoutMs = opts.timeoutMs ?? 1_500;

  const lookupBatch = async (urls: readonly string[]): Promise<Array<Finding | null>> => {
    if (!breaker.allowRequest()) return urls.map(() => UNAVAILABLE);
    try {
      const matches = await requestMatches(endpoint, buildFindRequest(client, urls), timeoutMs);
      breaker.recordSuccess();
      return attributeMatches(urls, matches, logger);
    } catch (err) {
      breaker.recordFailure();
      // The endpoint carries the API key: log the failure, never the address.
      logger.warn({ err: describeError(err) }, 'safe browsing lookup failed');
      return urls.map(() => UNAVAILABLE);
    }
  };

  return {
    async lookup(urls) {
      const batches: Array<Promise<Array<Finding | null>>> = [];
      for (let i = 0; i < urls.length; i += MAX_ENTRIES_PER_REQUEST) {
        batches.push(lookupBatch(urls.slice(i, i + MAX_ENTRIES_PER_REQUEST)));
      }
      return (await Promise.all(batches)).flat();
    },
  };
}

/** The documented `threatMatches:find` request body. */
export function buildFindRequest(
  client: { clientId: string; clientVersion: string },
  urls: readonly string[],
) {
  return {
    client,
    threatInfo: {
      threatTypes: THREAT_TYPES,
      platformTypes: ['ANY_PLATFORM'],
      threatEntryTypes: ['URL'],
      threatEntries: urls.map((url) => ({ url })),
    },
  };
}

async function requestMatches(endpoint: string, body: object, timeoutMs: number): Promise<ThreatMatch[]> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed: unknown = await response.json();
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('response is not a JSON object');
  }
  // `{}` is the documented answer when nothing matched.
  const { matches } = parsed as { matches?: unknown };
  return Array.isArray(matches) ? (matches as ThreatMatch[]) : [];
}

function attributeMatches(
  urls: readonly string[],
  matches: ThreatMatch[],
  logger: SafetyLogger,
): Array<Finding | null> {
  const labelsByUrl = new Map<string, Set<string>>();
  for (const match of matches) {
    const url = String(match.threat?.url);
    const labels = labelsByUrl.get(url) ?? new Set<string>();
    labels.add(THREAT_LABELS[String(match.threatType)] ?? 'threat');
    labelsByUrl.set(url, labels);
  }
  const unattributed = [...labelsByUrl.keys()].some((url) => !urls.includes(url));
  if (unattributed) {
    // A match we cannot pin on one URL must not let the others pass unchecked.
    logger.warn({ matches: matches.length }, 'safe browsing match for a URL that was not sent');
  }
  return urls.map((url) => {
    const labels = labelsByUrl.get(url);
    if (labels !== undefined) {
      return {
        verdict: 'unsafe',
        reason: 'provider_match',
        message: `URL is flagged by Google Safe Browsing as ${[...labels].join(', ')}`,
      };
    }
    return unattributed ? UNAVAILABLE : null;
  });
}

function describeError(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') return 'timeout';
  return err instanceof Error ? err.message : String(err);
}
