/** A raw click as the redirect hands it off; parsed later by the batch click writer. */
export interface ClickEvent {
  id: string; // unique event id (idempotency)
  linkId: number;
  at: number; // epoch ms
  method: 'GET' | 'HEAD';
  ip: string; // client IP as resolved by the server (never stored raw)
  userAgent: string; // '' when absent
  referer: string; // raw Referer header, '' when absent
  countryHeader: string; // value of the trusted COUNTRY_HEADER (e.g. CF-IPCountry), '' when none
  /** Raw Accept-Language header; absent on events queued before it existed. */
  acceptLanguage?: string;
  /** 'qr' when the short URL carried the QR scan marker; absent on events queued before it existed. */
  source?: ClickSource;
  /** Index of the A/B variant served; absent or null without a test. */
  variant?: number | null;
  /** The visitor asked not to be tracked (`Sec-GPC: 1` or `DNT: 1`): a click, never a visitor. */
  noVisitor?: boolean;
  /** EXCLUDE_OWN_CLICKS: the SHA-256 of the request's session cookie (the sessions table's id), when it had one. */
  session?: string;
}

/**
 * Clicks as they cross to the writer (the Redis stream, the writer thread): JSON texts, each an
 * array of events written by `encodeClicks`, or (an entry of a release before ADR 1008) one
 * event as an object. They are handed on as they are and parsed only by the writer, so the
 * thread that answers requests does not parse and serialize each click again.
 */
export interface ClickTexts {
  texts: readonly ClickText[];
}

/**
 * A JSON text, or its UTF-8 bytes: the in-process queue's chunks (click-chunks.ts), which the
 * writer thread reads in place from shared memory (ADR 1026).
 */
export type ClickText = string | Uint8Array;

/** Texts with the number of clicks they hold, for the queue's metrics. */
export interface EncodedClicks extends ClickTexts {
  count: number;
}

/** A batch as a queue hands it to the writer. */
export type ClickBatch = ClickEvent[] | EncodedClicks;

export function batchSize(batch: ClickBatch): number {
  return Array.isArray(batch) ? batch.length : batch.count;
}

/**
 * The events as one JSON text, each an array of its fields in this order (the wire fields):
 * id, linkId, at, method, ip, userAgent, referer, countryHeader, acceptLanguage, source,
 * variant, noVisitor, session. Without the names, the JSON of a click is a third shorter, and
 * writing and parsing it cost 1.0 and 0.8 µs against 1.6 and 1.6 for objects (2,000 clicks with
 * a browser's User-Agent). New fields go at the end: a shorter array reads as an event without
 * them. Each field is named here and in `fromWire` (a loop over a list of names read and wrote
 * every field through a megamorphic lookup).
 */
export function encodeClicks(events: readonly ClickEvent[]): string {
  return JSON.stringify(events.map(wireFields));
}

/** One event's wire fields (encodeClicks), in their order. */
export function wireFields(event: ClickEvent): unknown[] {
  return [
    event.id,
    event.linkId,
    event.at,
    event.method,
    event.ip,
    event.userAgent,
    event.referer,
    event.countryHeader,
    event.acceptLanguage ?? null,
    event.source ?? null,
    event.variant ?? null,
    event.noVisitor ?? null,
    event.session ?? null,
  ];
}

/**
 * The batch's events, unchecked (sanitizeClickEvent checks each). A text that does not parse is
 * dropped, as an unreadable stream entry always was: it must not stall the entries beside it.
 */
export function decodeClicks(batch: ClickEvent[] | ClickTexts): unknown[] {
  if (Array.isArray(batch)) return batch;
  const events: unknown[] = [];
  for (const text of batch.texts) decodeText(text, (event) => events.push(event));
  return events;
}

/**
 * Hands each event of one text to `each` as it is read, and lets go of its wire array: a
 * batch's events decoded whole outlived the thread's young-generation collections and were
 * copied by them, once as arrays and again as objects.
 */
function decodeText(text: ClickText, each: (event: unknown) => void): void {
  let value: unknown;
  try {
    value = JSON.parse(typeof text === 'string' ? text : utf8Text(text));
  } catch {
    return;
  }
  if (!Array.isArray(value)) {
    each(value);
    return;
  }
  const wire = value as unknown[];
  for (let i = 0; i < wire.length; i++) {
    each(fromWire(wire[i]));
    wire[i] = null;
  }
}

/** Bytes as text; through Buffer, as TextDecoder refuses a view of shared memory. */
function utf8Text(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** The batch's events that pass the check (sanitizeClickEvent), in order. */
export function checkedClicks(batch: ClickEvent[] | ClickTexts): ClickEvent[] {
  const events: ClickEvent[] = [];
  const keep = (raw: unknown) => {
    const event = sanitizeClickEvent(raw);
    if (event) events.push(event);
  };
  if (Array.isArray(batch)) batch.forEach(keep);
  else for (const text of batch.texts) decodeText(text, keep);
  return events;
}

/**
 * An array of the wire fields (encodeClicks) as an event to check. The fields are named one by
 * one, not in a loop over the names: every event then has one shape, and the check reads it at
 * a fixed place.
 */
function fromWire(event: unknown): unknown {
  if (!Array.isArray(event)) return event;
  const fields = event as unknown[];
  return {
    id: fields[0],
    linkId: fields[1],
    at: fields[2],
    method: fields[3],
    ip: fields[4],
    userAgent: fields[5],
    referer: fields[6],
    countryHeader: fields[7],
    acceptLanguage: fields[8],
    source: fields[9],
    variant: fields[10],
    noVisitor: fields[11],
    session: fields[12],
  };
}

export const CLICK_SOURCES = ['link', 'qr'] as const;
export type ClickSource = (typeof CLICK_SOURCES)[number];

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The event with every field of the right type, or null when it names no link. Events cross
 * a Redis stream and a thread boundary; one malformed entry must not stall the batch it is in.
 */
export function sanitizeClickEvent(raw: unknown): ClickEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const event = raw as Record<string, unknown>;
  if (typeof event.id !== 'string' || !Number.isSafeInteger(event.linkId)) return null;
  const clean: ClickEvent = {
    id: event.id.slice(0, 64),
    linkId: event.linkId as number,
    at: typeof event.at === 'number' && Number.isFinite(event.at) ? event.at : Date.now(),
    method: event.method === 'HEAD' ? 'HEAD' : 'GET',
    ip: text(event.ip, 64),
    userAgent: text(event.userAgent, 1024),
    referer: text(event.referer, 2048),
    countryHeader: text(event.countryHeader, 8),
    acceptLanguage: text(event.acceptLanguage, 256),
    source: event.source === 'qr' ? 'qr' : 'link',
    variant: Number.isInteger(event.variant) && (event.variant as number) >= 0 && (event.variant as number) < 16 ? (event.variant as number) : null,
    noVisitor: event.noVisitor === true,
  };
  // Set only when present (not spread in): the common event is built as one object.
  if (typeof event.session === 'string' && event.session !== '') clean.session = event.session.slice(0, 64);
  return clean;
}
