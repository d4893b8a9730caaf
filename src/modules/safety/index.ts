// Public surface of the safety module; other modules import from here only.
export { createHostResolver, type HostResolver } from './host-resolver.js';
export { checkLiteralHost, ForbiddenTargetError, guardedLookup, type Resolver } from './guarded-lookup.js';
export { isForbiddenAddress, isPublicAddress } from './ip-ranges.js';
export type { SafetyLogger } from './logger.js';
export type { Finding, ReasonCode, ScanResult, Verdict } from './scan-result.js';
export { isMalformed, SafetyError } from './scan-result.js';
export {
  createSafetyScanner,
  type SafetyScanner,
  type SafetyScannerOptions,
} from './scanner.js';
export { type ImportResult, importThreatList } from './threat-import.js';
export type { ThreatListStats } from './threat-lists.js';
export {
  checkUrlPolicy,
  MAX_URL_LENGTH,
  normalizeDestination,
  type PolicyResult,
  type UrlPolicyOptions,
} from './url-policy.js';
export { createSafetyScannerFromConfig } from './scanner.factory.js';
