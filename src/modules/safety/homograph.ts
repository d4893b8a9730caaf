import { domainToUnicode } from 'node:url';
import { BRAND_DOMAINS } from './brands.js';
import { isMixedScript, toSkeleton } from './confusables.js';
import { getOwnedLabels, getRegistrableDomain } from './domain-names.js';
import type { Finding } from './scan-result.js';

interface Brand {
  label: string;
  domain: string;
}

const genuineDomains = new Set(BRAND_DOMAINS);
const brandsBySkeleton = new Map<string, Brand>(
  BRAND_DOMAINS.map((domain) => {
    const label = domain.slice(0, domain.indexOf('.'));
    return [toSkeleton(label), { label, domain }];
  }),
);

/**
 * Flags a host that imitates another: a label mixing scripts (Latin with Cyrillic, ...) or one
 * that looks like a well-known brand without being it. Verdict `unknown`: suspicious, unproven.
 */
export function detectHomograph(host: string): Finding | null {
  const registrable = getRegistrableDomain(host);
  if (registrable !== null && genuineDomains.has(registrable)) return null;
  for (const ascii of getOwnedLabels(host)) {
    const label = ascii.startsWith('xn--') ? domainToUnicode(ascii) : ascii;
    if (label !== ascii && isMixedScript(label)) {
      return {
        verdict: 'unknown',
        reason: 'mixed_script',
        message: `URL host "${domainToUnicode(host)}" mixes alphabets the way lookalike domains do`,
      };
    }
    const brand = brandsBySkeleton.get(toSkeleton(label));
    if (brand !== undefined && label !== brand.label) {
      return {
        verdict: 'unknown',
        reason: 'homograph',
        message: `URL host "${domainToUnicode(host)}" looks like ${brand.domain} but is a different domain`,
      };
    }
  }
  return null;
}
