import type { CompiledRule, SmartTarget } from '../links/index.js';
export { preferredLanguage } from '../../platform/text/accept-language.js';

/** What a rule can test of a visitor; a field left out matches no condition on it. */
export interface Visitor {
  /** mobile, tablet, desktop or other. */
  device?: string | null;
  /** Lower-case OS family, as the click parser names it (`ios`, `android`, `windows`...). */
  os?: string | null;
  /** Lower-case browser family (`chrome`, `safari`...). */
  browser?: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | null;
  /** Primary subtag of the most preferred language (`fr`). */
  language?: string | null;
  /** The request's query parameters, the QR marker already removed. */
  query?: URLSearchParams | null;
  /** Epoch milliseconds. */
  time: number;
}

export type SmartReason = 'deep_link' | 'rule' | 'variant' | 'default';

/** Which destination a visitor gets, and why. */
export interface SmartChoice {
  url: string;
  reason: SmartReason;
  /** Index of the rule that matched (reason `rule`). */
  rule: number | null;
  /** Index of the A/B variant served (reason `variant`). */
  variant: number | null;
}

/**
 * The destination of a smart link for a visitor (pure): deep link by OS, then the first rule
 * whose conditions all hold, then an A/B variant (`sticky` when the visitor already has one,
 * else drawn with `draw`, a number in [0, 100)), then `defaultUrl`.
 */
export function chooseSmartDestination(smart: SmartTarget, defaultUrl: string, visitor: Visitor, sticky: number | null, draw: () => number): SmartChoice {
  if (smart.iosUrl !== null && visitor.os === 'ios') return { url: smart.iosUrl, reason: 'deep_link', rule: null, variant: null };
  if (smart.androidUrl !== null && visitor.os === 'android') return { url: smart.androidUrl, reason: 'deep_link', rule: null, variant: null };
  if (smart.rules !== null) {
    for (let i = 0; i < smart.rules.length; i++) {
      const rule = smart.rules[i]!;
      if (matchesRule(rule, visitor)) return { url: rule.url, reason: 'rule', rule: i, variant: null };
    }
  }
  if (smart.variants !== null) {
    const index = sticky !== null && sticky < smart.variants.length ? sticky : pickVariant(smart.variants, draw());
    return { url: smart.variants[index]!.url, reason: 'variant', rule: null, variant: index };
  }
  return { url: defaultUrl, reason: 'default', rule: null, variant: null };
}

const oneOf = (allowed: readonly string[] | null, value: string | null | undefined) => allowed === null || (value != null && allowed.includes(value));

/** Every condition of the rule holds for the visitor; the values of one list are alternatives. */
export function matchesRule(rule: CompiledRule, visitor: Visitor): boolean {
  if (rule.after !== null && visitor.time < rule.after) return false;
  if (rule.before !== null && visitor.time >= rule.before) return false;
  if (!oneOf(rule.device, visitor.device) || !oneOf(rule.os, visitor.os) || !oneOf(rule.browser, visitor.browser)) return false;
  if (!oneOf(rule.country, visitor.country) || !oneOf(rule.language, visitor.language)) return false;
  if (rule.query !== null) {
    for (const [name, value] of rule.query) {
      const given = visitor.query?.get(name) ?? null;
      if (given === null || (value !== null && given !== value)) return false;
    }
  }
  return true;
}

/** The variant a draw in [0, 100) falls in, by cumulative weight. */
export function pickVariant(variants: ReadonlyArray<{ weight: number }>, draw: number): number {
  let upTo = 0;
  for (let i = 0; i < variants.length; i++) {
    upTo += variants[i]!.weight;
    if (draw < upTo) return i;
  }
  return variants.length - 1;
}
