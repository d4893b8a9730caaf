import type { IncomingHttpHeaders } from 'node:http';
import { type ClickEvent, type ClickSource, newEventId } from '../analytics/index.js';

/**
 * The click a served redirect hands to the queue: the raw headers the writer parses later
 * (user agent, referrer, country, language), nothing parsed on the request. Both the plain
 * redirect at the front door and the Fastify route build it here.
 */
export function clickEventOf(
  headers: IncomingHttpHeaders,
  ip: string,
  linkId: number,
  source: ClickSource,
  variant: number | null,
  countryHeader: string | null,
): ClickEvent {
  const event: ClickEvent = {
    id: newEventId(),
    linkId,
    at: Date.now(),
    method: 'GET',
    ip,
    userAgent: headers['user-agent'] ?? '',
    referer: headers.referer ?? '',
    countryHeader: countryHeader ? String(headers[countryHeader] ?? '') : '',
    // Bounded: the event crosses a Redis stream; the preferred language comes first anyway.
    acceptLanguage: headers['accept-language']?.slice(0, 256) ?? '',
    source,
    variant,
  };
  // Set only when asked, so the common event crosses the queue (a Redis stream) no larger.
  if (headers['sec-gpc'] === '1' || headers.dnt === '1') event.noVisitor = true;
  return event;
}
