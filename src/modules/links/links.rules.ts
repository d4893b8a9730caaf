import type { Db } from '../../platform/db/db.js';
import { DestinationRejectedError, PlanFeatureError, ValidationError } from '../../platform/http/errors.js';
import { type Entitlements, type Feature, featureName } from '../accounts/index.js';
import { usableDomain } from '../domains/index.js';
import { storedHostname } from '../../platform/text/hostnames.js';
import { isMalformed, type ReasonCode, type SafetyScanner } from '../safety/index.js';
import type { LinkInput } from './links.input.js';

/** Fields that need a plan feature when given a value (clearing them is always allowed). */
const GATED_FIELDS: Array<[keyof LinkInput, Feature]> = [
  ['slug', 'custom_slugs'],
  ['expires_at', 'link_expiration'],
  ['fallback_url', 'link_expiration'],
  ['click_limit', 'click_limits'],
  ['password', 'password_protection'],
  ['rules', 'redirect_rules'],
  ['variants', 'ab_testing'],
  ['ios_url', 'deep_links'],
  ['android_url', 'deep_links'],
  ['preview', 'link_previews'],
];

/** Refuses plan-gated fields the caller's plan lacks, all of them named at once. */
export function checkEntitlements(input: LinkInput, entitlements: Entitlements, extra: Feature[] = []): void {
  const errors: Record<string, string[]> = {};
  for (const [field, feature] of GATED_FIELDS) {
    if (input[field] !== undefined && input[field] !== null && !entitlements[feature]) {
      errors[field] = [`${featureName(feature)} ${feature === 'link_previews' ? 'is not included in your plan' : 'requires the Pro plan or above'}`];
    }
  }
  for (const feature of extra) {
    if (!entitlements[feature]) errors[feature === 'edit_destination' ? 'destination_url' : feature] = [`${featureName(feature)} requires the Pro plan or above`];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new PlanFeatureError(first, errors);
}

export interface ScannedUrl {
  url: string;
  /** The scan could not decide: the link waits for review instead of redirecting. */
  needsReview: boolean;
  /** A known threat, on an edit that stores it as `blocked` rather than refusing it. */
  blocked: boolean;
}

/** Findings that name a known threat, as opposed to a URL that is malformed or not allowed. */
const THREAT_REASONS: ReadonlySet<ReasonCode> = new Set(['listed_url', 'listed_host', 'provider_match']);

/**
 * The safety scan of one URL field; unsafe is a validation error naming the field. With
 * `storeThreatsAsBlocked` (a destination edit), a known threat is kept and the link becomes
 * `blocked` instead (decisions.md: only on create is it refused rather than stored).
 * `wrapped`: the URL was found inside the field's app link, which the message then says.
 */
export async function scanField(scanner: SafetyScanner, url: string, field: string, storeThreatsAsBlocked = false, wrapped = false): Promise<ScannedUrl> {
  const result = await scanner.scanUrl(url);
  if (result.verdict === 'unsafe') {
    const threat = result.reasons[0] !== undefined && THREAT_REASONS.has(result.reasons[0]);
    const message = !wrapped ? result.message : `${field} opens the web address ${url}, which is refused: ${result.message}`;
    if (!(storeThreatsAsBlocked && threat)) throw new DestinationRejectedError(field, message, isMalformed(result));
    return { url: result.url, needsReview: false, blocked: true };
  }
  return { url: result.url, needsReview: result.verdict === 'unknown', blocked: false };
}

/**
 * The host a link goes on: one of the account's verified domains, or null for the service's
 * own host (named by its host name, or null). Undefined when the input names none.
 */
export async function hostFor(db: Db, workspaceId: number, domain: string | null | undefined, ownHost: string): Promise<string | null | undefined> {
  if (domain === undefined || domain === null) return domain;
  if (storedHostname(domain) === ownHost) return null;
  const host = await usableDomain(db, workspaceId, domain);
  if (host === null) throw ValidationError.field('domain', 'domain must be one of your verified domains');
  return host;
}
