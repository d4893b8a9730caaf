import { randomInt } from 'node:crypto';
import type { SmartTarget } from '../links/index.js';
import { forwardQuery, QR_MARKER } from './forward-query.js';
import { chooseSmartDestination, preferredLanguage, type SmartReason } from './smart-choice.js';

/** A visitor described by hand (the web editor's "test this visitor", the API). */
export interface VisitorDescription {
  device?: string;
  os?: string;
  browser?: string;
  country?: string;
  /** A primary subtag (`fr`) or a whole Accept-Language header. */
  language?: string;
  query?: Record<string, string>;
  /** ISO date-time; default now. */
  time?: string;
  /** The A/B variant the visitor already has (its cookie); absent: a fresh draw. */
  variant?: number;
}

/** What such a visitor gets and why. */
export interface VisitorOutcome {
  destination_url: string;
  reason: SmartReason;
  rule_index: number | null;
  variant_index: number | null;
}

/**
 * The destination a described visitor gets from a link's smart settings (null: a plain link),
 * by the same decision the redirect makes, query forwarding included (pure but for a fresh A/B draw).
 */
export function testVisitor(smart: SmartTarget | null, defaultUrl: string, visitor: VisitorDescription): VisitorOutcome {
  const query = new URLSearchParams(visitor.query ?? {});
  query.delete(QR_MARKER);
  const choice =
    smart === null
      ? { url: defaultUrl, reason: 'default' as const, rule: null, variant: null }
      : chooseSmartDestination(
          smart,
          defaultUrl,
          {
            device: visitor.device ?? null,
            os: visitor.os ?? null,
            browser: visitor.browser ?? null,
            country: visitor.country ?? null,
            language: preferredLanguage(visitor.language),
            query,
            time: visitor.time ? Date.parse(visitor.time) : Date.now(),
          },
          visitor.variant ?? null,
          () => randomInt(100),
        );
  const url = smart?.forwardQuery ? forwardQuery(choice.url, query) : choice.url;
  return { destination_url: url, reason: choice.reason, rule_index: choice.rule, variant_index: choice.variant };
}
