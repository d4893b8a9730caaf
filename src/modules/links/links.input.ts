import { addFieldError, type FieldErrors, SLUG_TAKEN, SlugTakenError, ValidationError } from '../../platform/http/errors.js';
import { asciiLower, readLabel } from '../../platform/text/labels.js';
import { type QrDesignJson, readQrDesign, toQrDesignJson } from '../qr/index.js';
import { isReservedSlug, type RedirectType } from './link.js';
import { type LinkCreateBody, type LinkUpdateBody, MAX_TAG_LENGTH } from './links.input.schema.js';
import { readSmartInput, type SmartInput } from './smart.input.js';

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/**
 * Link input after every check a schema can state and those it cannot. A key that is absent
 * was not sent; `null` means "clear it" (PATCH only). Plan gates, ownership and the safety scan
 * come later, in the service.
 */
export interface LinkInput extends SmartInput {
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
  /** A branded domain as given (checked against the account's domains later); null: the own host. */
  domain?: string | null;
  indexable?: boolean;
}

type Body = LinkCreateBody | LinkUpdateBody;

/**
 * The rules a schema cannot state, on a body the schema already validated: URLs trimmed, empty
 * text as no text, tags counted once ignoring letter case, a future expiry, legible QR colours,
 * reserved slugs. On create, null is the same as an absent field.
 */
export function checkLinkInput(body: Body): LinkInput {
  const input: LinkInput = {};
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => addFieldError(errors, field, message);

  if (typeof body.destination_url === 'string') input.destination_url = body.destination_url.trim();
  // A reserved slug is "taken": when it is the only fault, the answer keeps that code.
  const reserved = typeof body.slug === 'string' && isReservedSlug(body.slug);
  if (reserved) fail('slug', SLUG_TAKEN);
  else if (typeof body.slug === 'string') input.slug = body.slug;
  for (const field of ['title', 'description', 'notes'] as const) {
    const value = body[field];
    if (value !== undefined) input[field] = value === '' ? null : value;
  }
  if (body.redirect_type != null) input.redirect_type = body.redirect_type;
  if (body.folder_id !== undefined) input.folder_id = body.folder_id;
  if (body.tags != null) {
    const tags = readTags(body.tags);
    if (typeof tags === 'string') fail('tags', tags);
    else input.tags = tags;
  }
  if (body.utm !== undefined) input.utm = body.utm === null ? null : withoutEmpty(body.utm);
  if (typeof body.expires_at === 'string') {
    if (Date.parse(body.expires_at) <= Date.now()) fail('expires_at', 'must be in the future');
    else input.expires_at = new Date(body.expires_at).toISOString();
  } else if (body.expires_at === null) input.expires_at = null;
  if (typeof body.fallback_url === 'string') input.fallback_url = body.fallback_url.trim();
  else if (body.fallback_url === null) input.fallback_url = null;
  if (body.click_limit !== undefined) input.click_limit = body.click_limit;
  if (body.password !== undefined) input.password = body.password === '' ? null : body.password;
  if (body.qr != null) {
    const design = readQrDesign(body.qr, 'qr.');
    if (design.ok) input.qr = toQrDesignJson(design.value);
    else for (const [field, messages] of Object.entries(design.errors)) for (const m of messages) fail(field, m);
  } else if (body.qr === null) input.qr = null;
  if (body.domain !== undefined) input.domain = body.domain;
  if (typeof body.indexable === 'boolean') input.indexable = body.indexable;
  readSmartInput(body, input, fail);

  if (reserved && Object.keys(errors).length === 1) throw new SlugTakenError();
  if (Object.keys(errors).length > 0) throw ValidationError.fromFields(errors);
  return input;
}

/** On create, null means "not sent": the same input as a body without the key. */
export function withoutNulls(body: LinkCreateBody): LinkCreateBody {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as LinkCreateBody;
}

/** Tag names trimmed and counted once ignoring letter case, or the problem with one of them. */
export function readTags(value: readonly string[]): string[] | string {
  // Keyed ignoring letter case: `Spring` and `spring` are one tag, the first spelling kept.
  const tags = new Map<string, string>();
  for (const item of value) {
    const label = readLabel(item, MAX_TAG_LENGTH);
    if (!label.ok) return `each tag ${label.problem}`;
    const key = asciiLower(label.name);
    if (!tags.has(key)) tags.set(key, label.name);
  }
  return [...tags.values()];
}

function withoutEmpty(value: NonNullable<Body['utm']>): Utm {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const item = value[key];
    if (item) utm[key] = item;
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
