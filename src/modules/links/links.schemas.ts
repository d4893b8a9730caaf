import { requireAll } from '../../platform/http/api-schemas.js';
import { MIN_CONTRAST_WITH_WHITE } from '../qr/index.js';
import { LINK_STATUSES } from './link.js';
import { pagedListSchema } from '../../platform/http/paging.js';

const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

export const linkSchema = {
  $id: 'Link',
  type: 'object',
  required: [
    'id', 'slug', 'short_url', 'destination_url', 'title', 'description', 'status', 'redirect_type', 'folder_id',
    'tags', 'expires_at', 'click_limit', 'has_password', 'total_clicks', 'unique_clicks', 'last_clicked_at',
    'created_at', 'updated_at',
  ],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    short_url: { type: 'string', format: 'uri' },
    destination_url: { type: 'string', format: 'uri' },
    title: nullableString,
    description: nullableString,
    status: { type: 'string', enum: [...LINK_STATUSES] },
    redirect_type: { type: 'integer', enum: [301, 302, 307] },
    folder_id: { type: ['integer', 'null'] },
    tags: { type: 'array', items: { type: 'string' } },
    expires_at: { type: ['string', 'null'], format: 'date-time' },
    click_limit: { type: ['integer', 'null'] },
    has_password: { type: 'boolean' },
    total_clicks: { type: 'integer' },
    unique_clicks: { type: 'integer' },
    last_clicked_at: { type: ['string', 'null'], format: 'date-time' },
    created_at: dateTime,
    updated_at: dateTime,
    notes: nullableString,
    fallback_url: { type: ['string', 'null'], format: 'uri' },
    utm: { type: ['object', 'null'], additionalProperties: { type: 'string' } },
    qr: { type: ['object', 'null'], additionalProperties: true },
  },
} as const;

const qrDesign = {
  type: 'object',
  description: `Saved QR design: the style fields of GET /api/qr. Colours must contrast with white at least ${MIN_CONTRAST_WITH_WHITE}:1, or phones cannot read the code.`,
  properties: {
    dot_style: { type: 'string', enum: ['square', 'dots', 'rounded'] },
    marker_shape: { type: 'string', enum: ['square', 'rounded', 'circle'] },
    marker_center: { type: 'string', enum: ['square', 'dot'] },
    foreground: { type: 'string', pattern: '^#?[0-9a-fA-F]{6}$' },
    marker_color: { type: 'string', pattern: '^#?[0-9a-fA-F]{6}$' },
    transparent: { type: 'boolean' },
  },
} as const;

const text = (maxLength: number) =>
  ({ type: 'string', maxLength, description: `At most ${maxLength} characters; no control characters but tab and line breaks` }) as const;
const utmValue = { type: 'string', maxLength: 200 } as const;

const linkInputProperties = {
  destination_url: { type: 'string', format: 'uri', maxLength: 2048, description: 'http or https; scanned for safety, and refused when unsafe' },
  slug: { type: 'string', minLength: 4, maxLength: 64, pattern: '^[a-zA-Z0-9_-]+$', description: 'Pro and above; route names such as `api` or `docs` count as taken' },
  title: text(255),
  description: text(1000),
  notes: text(5000),
  redirect_type: { type: 'integer', enum: [301, 302, 307], default: 302 },
  folder_id: { type: 'integer', minimum: 1, description: 'The id of one of your folders' },
  tags: {
    type: 'array',
    maxItems: 20,
    items: { type: 'string', minLength: 1, maxLength: 50 },
    description: 'Tag names, created as needed; names differing only in letter case are one tag',
  },
  utm: {
    type: 'object',
    description: 'Merged into the destination as utm_* parameters; an empty string drops one',
    properties: { source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue },
  },
  expires_at: { ...dateTime, description: 'Pro and above; must be in the future' },
  fallback_url: { type: 'string', format: 'uri', maxLength: 2048, description: 'Pro and above; where visitors go once the link has expired' },
  click_limit: { type: 'integer', minimum: 1, maximum: 1_000_000_000, description: 'Pro and above; human clicks only' },
  password: { type: 'string', minLength: 1, maxLength: 128, description: 'Pro and above' },
  qr: qrDesign,
} as const;

export const linkCreateSchema = {
  type: 'object',
  required: ['destination_url'],
  properties: linkInputProperties,
} as const;

// No defaults here: a default would be filled into every PATCH body and overwrite the stored value.
const { redirect_type: createRedirectType, ...unchangedOnUpdate } = linkInputProperties;
const { default: _createDefault, ...updateRedirectType } = createRedirectType;

/** The same field, also accepting null ("clear it"). */
function orNull<T extends { type: string }>(schema: T) {
  return { ...schema, type: [schema.type, 'null'] } as const;
}

const p = unchangedOnUpdate;
export const linkUpdateSchema = {
  type: 'object',
  description: 'Any subset of the link input; null clears an optional field; a field not named keeps its value',
  properties: {
    ...p,
    redirect_type: updateRedirectType,
    title: orNull(p.title),
    description: orNull(p.description),
    notes: orNull(p.notes),
    folder_id: orNull(p.folder_id),
    utm: orNull(p.utm),
    expires_at: orNull(p.expires_at),
    fallback_url: orNull(p.fallback_url),
    click_limit: orNull(p.click_limit),
    password: { ...orNull(p.password), minLength: 0, description: 'Pro and above; null or an empty string removes the password' },
    qr: orNull(p.qr),
  },
} as const;

export const bulkCreateSchema = {
  type: 'object',
  required: ['links'],
  properties: { links: { type: 'array', minItems: 1, maxItems: 100, items: linkCreateSchema } },
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    search: { type: 'string', maxLength: 200, description: 'Matches slug, title and destination URL' },
    folder_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    tag: { type: 'string', maxLength: 50 },
    status: { type: 'string', enum: [...LINK_STATUSES] },
    // Bounded so OFFSET stays an integer both stores accept; no account holds this many pages.
    page: { type: 'integer', minimum: 1, maximum: 1_000_000_000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
} as const;

export const linkListSchema = requireAll(pagedListSchema({ $ref: 'Link#' }));

export const linkEnvelopeSchema = { type: 'object', required: ['data'], properties: { data: { $ref: 'Link#' } } } as const;

export const bulkResultSchema = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        created: { type: 'array', items: { $ref: 'Link#' } },
        failed: {
          type: 'array',
          items: {
            type: 'object',
            required: ['index', 'error', 'code'],
            properties: { index: { type: 'integer' }, error: { type: 'string' }, code: { $ref: 'ErrorCode#' } },
          },
        },
      },
    },
  },
} as const);
