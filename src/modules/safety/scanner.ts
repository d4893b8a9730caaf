import { detectHomograph } from './homograph.js';
import type { HostResolver } from './host-resolver.js';
import type { SafetyLogger } from './logger.js';
import { createSafeBrowsingProvider, type ThreatProvider } from './safe-browsing.js';
import { buildScanResult, type Finding, type ScanResult } from './scan-result.js';
import {
  createThreatLists,
  type ThreatListListener,
  type ThreatListStats,
} from './threat-lists.js';
import type { ThreatMatch } from './threat-index.js';
import { readShortenerLists } from './shorteners.js';
import { createUrlPolicy, parseDestination } from './url-policy.js';

export interface SafetyScannerOptions {
  /** This service's host names or base URLs (BASE_URL and any custom domains). */
  ownHosts: readonly string[];
  /** THREAT_LIST_PATHS: files, or directories whose files are all lists. */
  threatListPaths: readonly string[];
  /** SHORTENER_LIST_PATHS: files of shortener host names, added to the built-in list. */
  shortenerListPaths?: readonly string[];
  /** Enabled when SAFE_BROWSING_API_KEY is set. */
  safeBrowsing?: { apiKey: string; baseUrl?: string; timeoutMs?: number };
  /** Resolves destination host names to refuse those that lead into private ranges; none: skipped. */
  hostResolver?: HostResolver;
  /** ALLOW_PRIVATE_DESTINATIONS: private addresses and internal host names are valid destinations. */
  allowPrivate?: boolean;
  /** How often list files are checked for changes; default 5 s. */
  reloadIntervalMs?: number;
  logger?: SafetyLogger;
}

/** The one safety entry point: shorten, v1 create, bulk, PATCH and claims all call `scanUrl`. */
export interface SafetyScanner {
  /** Policy, threat lists, homographs, then the remote provider; never throws. */
  scanUrl(url: string): Promise<ScanResult>;
  /** `scanUrl` for many URLs (bulk create): one provider call per 500 URLs; same order. */
  scanUrls(urls: readonly string[]): Promise<ScanResult[]>;
  /** Policy and threat lists only, no network: for rescans of stored links. */
  checkLocal(url: string): ScanResult;
  /** Fires after the threat lists were reloaded; returns the unsubscribe function. */
  on(event: 'changed', listener: ThreatListListener): () => void;
  threatListStats(): ThreatListStats;
  /** Reloads lists now if their files changed (the poll does this on its own). */
  reloadThreatLists(): Promise<boolean>;
  /** Stops the file poll; in-flight scans still finish. */
  close(): void;
}

interface LocalScan {
  url: string;
  findings: Finding[];
  /** The policy's parsed URL and host; null when the policy refused the URL. */
  passed: { url: URL; host: string } | null;
}

type PassedScan = LocalScan & { passed: { url: URL; host: string } };

/** Builds the scanner; loads the threat lists synchronously, so it is ready when returned. */
export function createSafetyScanner(opts: SafetyScannerOptions): SafetyScanner {
  const checkPolicy = createUrlPolicy({ ownHosts: opts.ownHosts, extraShorteners: readShortenerLists(opts.shortenerListPaths ?? []), allowPrivate: opts.allowPrivate === true });
  const lists = createThreatLists({
    paths: opts.threatListPaths,
    pollIntervalMs: opts.reloadIntervalMs,
    logger: opts.logger,
  });
  const provider: ThreatProvider | null = opts.safeBrowsing
    ? createSafeBrowsingProvider({ ...opts.safeBrowsing, logger: opts.logger })
    : null;

  /** Local findings plus, when the policy passed, the parsed URL the later stages need. */
  const scanLocally = (input: string): LocalScan => {
    const parsed = parseDestination(input);
    const url = typeof parsed === 'string' ? parsed : parsed.href;
    const policy = checkPolicy(parsed);
    if (!policy.ok) return { url, findings: [policy.finding], passed: null };
    const match = lists.match(policy.url, policy.host);
    const findings = match === null ? [] : [toListFinding(match)];
    return { url, findings, passed: policy };
  };

  const scanUrls = async (inputs: readonly string[]): Promise<ScanResult[]> => {
    const scans = inputs.map(scanLocally);
    // Only URLs the local stages let through go to the provider, in as few calls as possible.
    const pending = scans.filter(
      (scan): scan is PassedScan => scan.passed !== null && scan.findings.length === 0,
    );
    for (const scan of pending) {
      const homograph = detectHomograph(scan.passed.host);
      if (homograph !== null) scan.findings.push(homograph);
    }
    if (opts.hostResolver && opts.allowPrivate !== true) await findPrivateResolutions(opts.hostResolver, pending);
    if (provider !== null && pending.length > 0) {
      const remote = await provider.lookup(pending.map((scan) => withoutFragment(scan.passed.url)));
      pending.forEach((scan, i) => {
        const finding = remote[i];
        if (finding) scan.findings.push(finding);
      });
    }
    return scans.map((scan) => buildScanResult(scan.url, scan.findings));
  };

  return {
    async scanUrl(input) {
      const [result] = await scanUrls([input]);
      return result!;
    },
    scanUrls,
    checkLocal(input) {
      const { url, findings } = scanLocally(input);
      return buildScanResult(url, findings);
    },
    on(_event, listener) {
      return lists.onChanged(listener);
    },
    threatListStats: () => lists.stats(),
    reloadThreatLists: () => lists.refresh(),
    close: () => lists.close(),
  };
}

/** A host name that resolves into a private range is an attack on the visitor's own network. */
async function findPrivateResolutions(resolver: HostResolver, scans: readonly PassedScan[]): Promise<void> {
  const hosts = [...new Set(scans.map((scan) => scan.passed.host))];
  const forbidden = new Map(await Promise.all(hosts.map(async (host) => [host, await resolver.forbiddenAddressOf(host)] as const)));
  for (const scan of scans) {
    const address = forbidden.get(scan.passed.host);
    if (address) scan.findings.push({ verdict: 'unsafe', reason: 'forbidden_address', message: 'URL host name resolves to a private or loopback address' });
  }
}

// Fragments never reach a server and may hold tokens: keep them from the provider.
function withoutFragment(url: URL): string {
  return url.hash === '' ? url.href : url.href.slice(0, -url.hash.length);
}

function toListFinding(match: ThreatMatch): Finding {
  return {
    verdict: 'unsafe',
    reason: match.kind === 'url' ? 'listed_url' : 'listed_host',
    message: 'URL is blocked: it is on a list of known malicious sites',
  };
}
