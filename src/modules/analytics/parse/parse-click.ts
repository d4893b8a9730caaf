import type { BrowserFamily, Device, OsFamily } from './agent-rules.js';
import { classifyAgent } from './classify-agent.js';
import type { ClickEvent, ClickSource } from './click-event.js';
import { type CountryDb, resolveCountry } from './country.js';
import { isoInstant } from './instant.js';
import { clickLanguage } from './language.js';
import { referrerHost } from './referrer.js';
import { saltDay, visitorHash } from './visitor.js';

/** A click reduced to the analytics dimensions; holds no IP and no raw User-Agent. */
export interface ParsedClick {
  id: string;
  linkId: number;
  at: number;
  /** `at` as an ISO instant: the raw row's `clicked_at`. */
  clickedAt: string;
  method: 'GET' | 'HEAD';
  /** UTC day, YYYY-MM-DD. */
  day: string;
  isBot: boolean;
  device: Device;
  browser: BrowserFamily;
  os: OsFamily;
  /** Primary subtag of the preferred language (`fr`), `und` when unknown. */
  language: string;
  /** ISO alpha-2, 'XX' when unknown. */
  country: string;
  /** Referer host or 'direct'. */
  referrerHost: string;
  /** 64-bit visitor id for the day (visitor.ts); null when the visitor asked not to be tracked. */
  visitorHash: bigint | null;
  /** 'qr' for a scan of the link's QR code, else 'link'. */
  source: ClickSource;
  /** The A/B variant served, or null. */
  variant: number | null;
}

export interface ClickParserDeps {
  countryDb: CountryDb;
  /** True when COUNTRY_HEADER is configured: the header is set by a proxy we trust. */
  trustCountryHeader: boolean;
}

/** Builds the pure function the batch click writer runs on each raw event. */
export function createClickParser(deps: ClickParserDeps): (event: ClickEvent, salt: string) => ParsedClick {
  return (event, salt) => {
    const agent = classifyAgent(event.userAgent);
    return {
      id: event.id,
      linkId: event.linkId,
      at: event.at,
      clickedAt: isoInstant(event.at),
      method: event.method,
      day: saltDay(event.at),
      // A HEAD is a link checker or unfurler probing the target, never a person following it.
      isBot: agent.isBot || event.method === 'HEAD',
      device: agent.device,
      browser: agent.browser,
      os: agent.os,
      language: clickLanguage(event.acceptLanguage),
      country: resolveCountry(event, deps.countryDb, deps.trustCountryHeader),
      referrerHost: referrerHost(event.referer),
      // Sec-GPC or DNT: no id is derived, so the click is never among the uniques.
      visitorHash: event.noVisitor ? null : visitorHash(salt, event.linkId, event.ip, event.userAgent),
      source: event.source === 'qr' ? 'qr' : 'link',
      variant: event.variant ?? null,
    };
  };
}
