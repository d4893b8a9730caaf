import { addFieldError, type FieldErrors, InvalidBodyError, SlugTakenError, ValidationError } from '../../platform/http/errors.js';
import { parseQrDesign, type QrDesignJson, toQrDesignJson } from '../qr/index.js';
import { REDIRECT_TYPES, type RedirectType } from './link.js';
import { validateCustomSlug } from './slugs.js';
import { asciiLower, readLabel } from '../../platform/text/labels.js';

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/**
 * Link input after type and shape checks. A key that is absent was not sent; `null` means
 * "clear it" (PATCH only). Plan gates, ownership and the safety scan come later, in the service.
 */
export interface LinkInput {
  destination_url?: string;
  slug?: string;
  title?: string | null;
  description?: string | null;
  notes?: string | null;
  redirect_type?: RedirectType;
  folder_id?: number | null;
  tags?: string[];
  utm?: Utm | null;
  expires_at?: string | null;
  fallback_url?: string | null;
  click_limit?: number | null;
  password?: string | null;
  qr?: QrDesignJson | null;
}

const MAX_URL = 2048;
const TEXT_LIMITS = { title: 255, description: 1000, notes: 5000 } as const;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;
// Tabs and line breaks are text; other control characters are not (PostgreSQL can't even store NUL).
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

type Mode = 'create' | 'update';

/** Checks every link-input field and reports all problems at once, each under its field name. */
export function parseLinkInput(body: unknown, mode: Mode): LinkInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidBodyError();
  }
  const raw = body as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input: LinkInput = {};
  const fail = (field: string, message: string) => addFieldError(errors, field, message);
  // On create, `null` is the same as leaving a field out (clients serialise unset fields so).
  const has = (field: string) => raw[field] !== undefined && !(mode === 'create' && raw[field] === null);
  const clearable = (field: string) => mode === 'update' && raw[field] === null;

  if (has('destination_url')) {
    const url = readUrl(raw.destination_url);
    if (url === null) fail('destination_url', `must be an http or https URL of at most ${MAX_URL} characters`);
    else input.destination_url = url;
  } else if (mode === 'create') fail('destination_url', 'is required');

  // A reserved slug is "taken": when it is the only fault, the answer keeps that code.
  let slugTaken: SlugTakenError | undefined;
  if (has('slug')) {
    try {
      input.slug = validateCustomSlug(raw.slug);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      if (error instanceof SlugTakenError) slugTaken = error;
      fail('slug', error.message);
    }
  }

  for (const field of ['title', 'description', 'notes'] as const) {
    if (!has(field)) continue;
    const value = raw[field];
    if (typeof value === 'string' && CONTROL_CHARS.test(value)) fail(field, 'must not contain control characters');
    // Counted in characters as people count them: one emoji is one, not two UTF-16 units.
    else if (value === null || (typeof value === 'string' && [...value].length <= TEXT_LIMITS[field])) {
      input[field] = value === null || value === '' ? null : value;
    } else fail(field, `must be a string of at most ${TEXT_LIMITS[field]} characters`);
  }

  if (has('redirect_type')) {
    if (REDIRECT_TYPES.includes(raw.redirect_type as RedirectType)) input.redirect_type = raw.redirect_type as RedirectType;
    else fail('redirect_type', 'must be 301, 302 or 307');
  }

  if (has('folder_id')) {
    if (clearable('folder_id')) input.folder_id = null;
    else if (Number.isSafeInteger(raw.folder_id) && (raw.folder_id as number) > 0) input.folder_id = raw.folder_id as number;
    else fail('folder_id', 'must be the id of one of your folders');
  }

  if (has('tags')) {
    const tags = readTags(raw.tags);
    if (typeof tags === 'string') fail('tags', tags);
    else input.tags = tags;
  }

  if (has('utm')) {
    if (clearable('utm')) input.utm = null;
    else {
      const utm = readUtm(raw.utm);
      if (typeof utm === 'string') fail('utm', utm);
      else input.utm = utm;
    }
  }

  if (has('expires_at')) {
    const value = raw.expires_at;
    if (clearable('expires_at')) input.expires_at = null;
    else if (typeof value !== 'string' || !ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) {
      fail('expires_at', 'must be an ISO 8601 date-time such as 2030-01-31T12:00:00Z');
    } else if (Date.parse(value) <= Date.now()) fail('expires_at', 'must be in the future');
    else input.expires_at = new Date(value).toISOString();
  }

  if (has('fallback_url')) {
    if (clearable('fallback_url')) input.fallback_url = null;
    else {
      const url = readUrl(raw.fallback_url);
      if (url === null) fail('fallback_url', `must be an http or https URL of at most ${MAX_URL} characters`);
      else input.fallback_url = url;
    }
  }

  if (has('click_limit')) {
    const value = raw.click_limit;
    if (clearable('click_limit')) input.click_limit = null;
    else if (Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 1_000_000_000) {
      input.click_limit = value as number;
    } else fail('click_limit', 'must be a whole number from 1 to 1000000000');
  }

  if (has('password')) {
    const value = raw.password;
    if (mode === 'update' && (value === null || value === '')) input.password = null;
    else if (typeof value === 'string' && value.length >= 1 && value.length <= 128) input.password = value;
    else fail('password', 'must be a string of 1 to 128 characters');
  }

  if (has('qr')) {
    if (clearable('qr')) input.qr = null;
    else {
      const design = parseQrDesign(raw.qr);
      if (design.ok) input.qr = toQrDesignJson(design.value);
      else for (const [field, messages] of Object.entries(design.errors)) for (const m of messages) fail(field, m);
    }
  }

  if (slugTaken && Object.keys(errors).length === 1) throw slugTaken;
  if (Object.keys(errors).length > 0) {
    const [field, messages] = Object.entries(errors)[0]!;
    throw new ValidationError(`${field}: ${messages[0]}`, errors);
  }
  return input;
}

function readUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= MAX_URL ? trimmed : null;
}

function readTags(value: unknown): string[] | string {
  if (!Array.isArray(value)) return 'must be an array of tag names';
  // Keyed ignoring letter case: `Spring` and `spring` are one tag, the first spelling kept.
  const tags = new Map<string, string>();
  for (const item of value) {
    const label = readLabel(item, MAX_TAG_LENGTH);
    if (!label.ok) return `each tag ${label.problem}`;
    const key = asciiLower(label.name);
    if (!tags.has(key)) tags.set(key, label.name);
  }
  if (tags.size > MAX_TAGS) return `at most ${MAX_TAGS} tags per link`;
  return [...tags.values()];
}

function readUtm(value: unknown): Utm | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be an object';
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || item === null) continue;
    if (typeof item !== 'string' || item.length > 200) return `utm.${key} must be a string of at most 200 characters`;
    if (item !== '') utm[key] = item;
  }
  return utm;
}

/** The URL with every `utm_*` parameter the `utm` field manages taken out, for a new `utm` to replace them. */
export function withoutUtm(destination: string): string {
  if (!URL.canParse(destination)) return destination;
  const url = new URL(destination);
  const present = UTM_KEYS.filter((key) => url.searchParams.has(`utm_${key}`));
  // Untouched when there is nothing to take out: rewriting the query would re-encode it.
  if (present.length === 0) return destination;
  for (const key of present) url.searchParams.delete(`utm_${key}`);
  return url.href;
}

/** The destination with utm_* query parameters set from `utm` (existing ones are replaced). */
export function applyUtm(destination: string, utm: Utm | null | undefined): string {
  if (!utm || Object.keys(utm).length === 0) return destination;
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return destination;
  }
  for (const key of UTM_KEYS) {
    const value = utm[key];
    if (value) url.searchParams.set(`utm_${key}`, value);
  }
  return url.href;
}
