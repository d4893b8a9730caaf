import { type Static, type TSchema, Type } from 'typebox';
import { MAX_ID } from '../../platform/http/api-schemas.js';
import { PAGE_DEFAULTS } from '../../platform/http/paging.js';
import { orNull, X_ERRORS } from '../../platform/http/validation.js';
import { QrDesignBody } from '../qr/index.js';
import { MAX_URL_LENGTH } from '../safety/index.js';
import { LINK_HEALTH, LINK_STATUSES, REDIRECT_TYPES, RESERVED } from './link.js';
import { AndroidUrl, ForwardQuery, IosUrl, Preview, Rules, Variants } from './smart.schema.js';

// Link input: one TypeBox schema per request gives the validation (Fastify's ajv), the
// TypeScript type (Static) and the OpenAPI document. What a schema cannot say (trimming, tags
// that differ only in letter case, a future expiry, QR colour contrast, reserved slugs, plan
// gates, the safety scan) is checked afterwards on the validated value (links.input.ts).

export const MAX_URL = MAX_URL_LENGTH;
const URL_LIMIT = `At most ${MAX_URL} characters as stored, https:// added when no scheme is given; a longer one is 422 \`destination_invalid\``;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
const MAX_CLICK_LIMIT = 1_000_000_000;

// No maxLength here: the limit counts the stored form (https:// added, percent-encoding), which
// only the safety scan sees, so every too-long URL gets its one answer there (destination_invalid).
const url = (description: string) =>
  Type.String({ pattern: '\\S', description: `${description}. ${URL_LIMIT}`, [X_ERRORS]: { '*': `must be an http or https URL of at most ${MAX_URL} characters` } });

// Tabs and line breaks are text; other control characters are not (PostgreSQL can't even store NUL).
const text = (maxLength: number) =>
  Type.String({
    maxLength,
    pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$',
    description: `At most ${maxLength} characters (an emoji counts as one); no control characters but tab and line breaks; an empty string is no text`,
    [X_ERRORS]: { pattern: 'must not contain control characters', maxLength: `must be a string of at most ${maxLength} characters` },
  });

/** `api` matches `API` too: reserved names are refused in any letter case. */
const caseless = (name: string) =>
  [...name].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c.replace(/[.]/g, '\\.'))).join('');

// Route names that the shape alone would refuse (`api`, `robots.txt`) pass it, so that the
// answer is the one decisions.md gives every reserved name: "slug already taken".
const shortReserved = RESERVED.filter((name) => !/^[a-zA-Z0-9_-]{4,64}$/.test(name)).map(caseless);
const slug = Type.String({
  pattern: `^(?:[a-zA-Z0-9_-]{4,64}|${shortReserved.join('|')})$`,
  description: '4 to 64 letters, digits, `-` or `_`. Pro and above. Route names such as `api` or `docs` count as taken (`slug_taken`).',
  [X_ERRORS]: { '*': 'must be 4 to 64 characters of letters, digits, "-" or "_"' },
});

const utmValue = Type.String({ maxLength: 200 });
const utm = Type.Object(
  {
    source: Type.Optional(orNull(utmValue)),
    medium: Type.Optional(orNull(utmValue)),
    campaign: Type.Optional(orNull(utmValue)),
    term: Type.Optional(orNull(utmValue)),
    content: Type.Optional(orNull(utmValue)),
  },
  { description: 'Merged into the destination as utm_* parameters; an empty string or null drops one' },
);

const fields = {
  destination_url: url('http or https; scanned for safety, and refused when unsafe'),
  slug,
  title: text(255),
  description: text(1000),
  notes: text(5000),
  redirect_type: Type.Enum([...REDIRECT_TYPES], { description: 'Default 302' }),
  folder_id: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'The id of one of your folders', [X_ERRORS]: { '*': 'must be the id of one of your folders' } }),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: MAX_TAG_LENGTH }), {
    maxItems: MAX_TAGS,
    description: `At most ${MAX_TAGS} tag names of 1 to ${MAX_TAG_LENGTH} characters, created as needed; names differing only in letter case are one tag`,
  }),
  utm,
  expires_at: Type.String({ format: 'date-time', description: 'Pro and above; must be in the future', [X_ERRORS]: { format: 'must be an ISO 8601 date-time such as 2030-01-31T12:00:00Z' } }),
  fallback_url: url('Pro and above; where visitors go once the link has expired or reached its click limit'),
  click_limit: Type.Integer({ minimum: 1, maximum: MAX_CLICK_LIMIT, description: 'Pro and above; human clicks only', [X_ERRORS]: { '*': `must be a whole number from 1 to ${MAX_CLICK_LIMIT}` } }),
  password: Type.String({ minLength: 1, maxLength: 128, description: 'Visitors get a form; guesses are throttled per address and per link (429 with Retry-After). Pro and above', [X_ERRORS]: { '*': 'must be a string of 1 to 128 characters' } }),
  qr: QrDesignBody,
  domain: Type.String({ maxLength: 253, description: 'One of your verified branded domains (GET /api/v1/domains); absent: the service\'s own host' }),
  indexable: Type.Boolean({ description: 'Let search engines index the short link: no `X-Robots-Tag: noindex`, and an `Allow` line in its host\'s robots.txt. Default false' }),
  rules: Rules,
  variants: Variants,
  ios_url: IosUrl,
  android_url: AndroidUrl,
  forward_query: ForwardQuery,
  preview: Preview,
};
const f = fields;
const optional = <T extends TSchema & { type: string }>(schema: T) => Type.Optional(orNull(schema));

/** Creating a link: null is the same as leaving a field out (clients serialise unset fields so). */
export const LinkCreateBody = Type.Object({
  destination_url: f.destination_url,
  slug: optional(f.slug),
  title: optional(f.title),
  description: optional(f.description),
  notes: optional(f.notes),
  redirect_type: Type.Optional(Type.Unsafe<(typeof REDIRECT_TYPES)[number] | null>({ ...f.redirect_type, enum: [...REDIRECT_TYPES, null] })),
  folder_id: optional(f.folder_id),
  tags: optional(f.tags),
  utm: optional(f.utm),
  expires_at: optional(f.expires_at),
  fallback_url: optional(f.fallback_url),
  click_limit: optional(f.click_limit),
  password: optional(f.password),
  qr: optional(f.qr),
  domain: optional(f.domain),
  indexable: Type.Optional(Type.Unsafe<boolean | null>({ ...f.indexable, type: ['boolean', 'null'] })),
  rules: optional(f.rules),
  variants: optional(f.variants),
  ios_url: optional(f.ios_url),
  android_url: optional(f.android_url),
  forward_query: Type.Optional(Type.Unsafe<boolean | null>({ ...f.forward_query, type: ['boolean', 'null'] })),
  preview: optional(f.preview),
});
export type LinkCreateBody = Static<typeof LinkCreateBody>;

/**
 * Changing a link: any subset of the link input; a field not named keeps its value (so no
 * defaults here: one would be filled into every PATCH). null clears an optional field.
 */
export const LinkUpdateBody = Type.Object(
  {
    destination_url: Type.Optional(f.destination_url),
    slug: Type.Optional(f.slug),
    title: optional(f.title),
    description: optional(f.description),
    notes: optional(f.notes),
    redirect_type: Type.Optional(f.redirect_type),
    folder_id: optional(f.folder_id),
    tags: Type.Optional(f.tags),
    utm: optional(f.utm),
    expires_at: optional(f.expires_at),
    fallback_url: optional(f.fallback_url),
    click_limit: optional(f.click_limit),
    password: Type.Optional(
      orNull(Type.String({ maxLength: 128, description: 'Visitors get a form; guesses are throttled per address and per link (429 with Retry-After). Pro and above; null or an empty string removes the password', [X_ERRORS]: { '*': 'must be a string of 1 to 128 characters' } })),
    ),
    qr: optional(f.qr),
    indexable: Type.Optional(f.indexable),
    domain: Type.Optional(orNull(Type.String({ maxLength: 253, description: 'Moves the link to one of your verified domains; null: to the service\'s own host' }))),
    rules: optional(f.rules),
    variants: optional(f.variants),
    ios_url: optional(f.ios_url),
    android_url: optional(f.android_url),
    forward_query: Type.Optional(f.forward_query),
    preview: optional(f.preview),
  },
  { description: 'Any subset of the link input; null clears an optional field; a field not named keeps its value' },
);
export type LinkUpdateBody = Static<typeof LinkUpdateBody>;

export const BULK_MAX = 100;

/** As documented: each row is link input, and each row is checked on its own. */
export const BulkCreateBody = Type.Object({ links: Type.Array(LinkCreateBody, { minItems: 1, maxItems: BULK_MAX, description: 'Rows fail independently: an invalid row is reported in `failed`' }) });
/** What the route validates before the rows are checked one by one. */
export const BulkEnvelope = Type.Object({ links: Type.Array(Type.Unknown(), { minItems: 1, maxItems: BULK_MAX }) });
export type BulkEnvelope = Static<typeof BulkEnvelope>;

export const LinkListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches slug, title and destination URL' })),
  // The bounds of the path's `{id}`: a folder id is one anywhere in the API.
  folder_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Only links in this folder' })),
  tag: Type.Optional(Type.String({ maxLength: MAX_TAG_LENGTH })),
  status: Type.Optional(Type.Enum([...LINK_STATUSES])),
  health: Type.Optional(Type.Enum([...LINK_HEALTH], { description: 'Only links whose destinations are ok, broken, or not yet checked' })),
  domain: Type.Optional(Type.String({ maxLength: 253, description: 'Only links on this branded domain' })),
  // Bounded so OFFSET stays an integer both stores accept; no account holds this many pages.
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: PAGE_DEFAULTS.page })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGE_DEFAULTS.per_page })),
});
export type LinkListQuery = Static<typeof LinkListQuery>;
