import { LINK_STATUSES } from './link.js';
import { pagedListSchema } from './links.pagination.js';

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
  description: 'Saved QR design: the style fields of GET /api/qr',
  properties: {
    dot_style: { type: 'string', enum: ['square', 'dots', 'rounded'] },
    marker_shape: { type: 'string', enum: ['square', 'rounded', 'circle'] },
    marker_center: { type: 'string', enum: ['square', 'dot'] },
    foreground: { type: 'string', pattern: '^#?[0-9a-fA-F]{6}$' },
    marker_color: { type: 'string', pattern: '^#?[0-9a-fA-F]{6}$' },
    transparent: { type: 'boolean' },
  },
} as const;

const linkInputProperties = {
  destination_url: { type: 'string', format: 'uri', maxLength: 2048 },
  slug: { type: 'string', minLength: 4, maxLength: 64, pattern: '^[a-zA-Z0-9-_]+$' },
  title: { type: 'string' },
  description: { type: 'string' },
  notes: { type: 'string' },
  redirect_type: { type: 'integer', enum: [301, 302, 307], default: 302 },
  folder_id: { type: 'integer' },
  tags: { type: 'array', items: { type: 'string' } },
  utm: {
    type: 'object',
    properties: { source: { type: 'string' }, medium: { type: 'string' }, campaign: { type: 'string' }, term: { type: 'string' }, content: { type: 'string' } },
  },
  expires_at: { ...dateTime, description: 'Pro and above' },
  fallback_url: { type: 'string', format: 'uri', description: 'Pro and above' },
  click_limit: { type: 'integer', minimum: 1, description: 'Pro and above; human clicks only' },
  password: { type: 'string', description: 'Pro and above' },
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

export const linkUpdateSchema = {
  type: 'object',
  description: 'Any subset of the link input; null clears an optional field; a field not named keeps its value',
  properties: { ...unchangedOnUpdate, redirect_type: updateRedirectType },
} as const;

export const bulkCreateSchema = {
  type: 'object',
  required: ['links'],
  properties: { links: { type: 'array', maxItems: 100, items: linkCreateSchema } },
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

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The link id (an integer)' } },
} as const;

export const linkListSchema = pagedListSchema({ $ref: 'Link#' });

export const linkEnvelopeSchema = { type: 'object', required: ['data'], properties: { data: { $ref: 'Link#' } } } as const;

export const bulkResultSchema = {
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
} as const;

/** The error responses every v1 route can give, for the OpenAPI document. */
export const v1Errors = {
  401: { $ref: 'ApiError#' },
  403: { $ref: 'ApiError#' },
  404: { $ref: 'ApiError#' },
  422: { $ref: 'ApiError#' },
  429: { $ref: 'ApiError#' },
} as const;
