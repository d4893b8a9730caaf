/** Outcome of a safety scan: `unknown` means "store as pending_review", never a pass. */
export type Verdict = 'safe' | 'unsafe' | 'unknown';

/** Stable reason codes; routes and logs may rely on them, messages may change. */
export type ReasonCode =
  | 'invalid_url'
  | 'unsupported_scheme'
  | 'missing_host'
  | 'invalid_host'
  | 'credentials'
  | 'too_long'
  | 'forbidden_address'
  | 'local_host'
  | 'own_host'
  | 'already_shortened'
  | 'listed_url'
  | 'listed_host'
  | 'mixed_script'
  | 'homograph'
  | 'provider_match'
  | 'provider_unavailable';

const MALFORMED: ReadonlySet<ReasonCode> = new Set(['invalid_url', 'unsupported_scheme', 'missing_host', 'invalid_host', 'too_long']);

/** True when a refusal says the text is no redirectable URL at all, rather than a refused one. */
export function isMalformed(result: ScanResult): boolean {
  return result.reasons[0] !== undefined && MALFORMED.has(result.reasons[0]);
}

/** One rule's objection to a URL. */
export interface Finding {
  verdict: Exclude<Verdict, 'safe'>;
  reason: ReasonCode;
  message: string;
}

/** The one result every caller of the safety module gets. */
export interface ScanResult {
  verdict: Verdict;
  /** Reason codes, the deciding (worst) ones first; empty when safe. */
  reasons: ReasonCode[];
  /** Human sentence for the first reason, suitable for `{ "error": ... }`; '' when safe. */
  message: string;
  /** The normalised destination that was scanned: store this one, not the raw input. */
  url: string;
}

const SEVERITY: Record<Verdict, number> = { safe: 0, unknown: 1, unsafe: 2 };

/** Folds findings into a ScanResult; the worst verdict wins and leads the reasons. */
export function buildScanResult(url: string, findings: readonly Finding[]): ScanResult {
  if (findings.length === 0) return { verdict: 'safe', reasons: [], message: '', url };
  const ordered =
    findings.length === 1
      ? findings
      : [...findings].sort((a, b) => SEVERITY[b.verdict] - SEVERITY[a.verdict]);
  const first = ordered[0]!;
  return {
    verdict: first.verdict,
    reasons: ordered.map((f) => f.reason),
    message: first.message,
    url,
  };
}

/** Error thrown by the operator-facing parts (list import), never by a scan. */
export class SafetyError extends Error {
  constructor(
    readonly code: 'threat_list_unreadable' | 'threat_list_empty' | 'threat_list_target',
    message: string,
  ) {
    super(message);
    this.name = 'SafetyError';
  }
}
