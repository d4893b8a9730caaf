import { requireAll } from '../../platform/http/api-schemas.js';
import { LINK_HEALTH, LINK_STATUSES } from './link.js';
import { pagedListSchema } from '../../platform/http/paging.js';
import { smartResponseProperties } from './smart.response.js';

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
    qr: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'The saved QR design with every field of link input `qr` (style, background, logo, frame, frame_text, frame_color), defaults filled in; null: the default look',
    },
    domain: { type: ['string', 'null'], description: 'The branded domain the link lives on; null: the service\'s own host' },
    indexable: { type: 'boolean', description: 'Whether search engines may index the short link (no `X-Robots-Tag: noindex`)' },
    ...smartResponseProperties,
    health: { type: 'string', enum: [...LINK_HEALTH], description: 'Whether the destinations answer: `ok`, `broken` (two failed checks a retry delay apart), `unknown` (not yet checked)' },
    health_checked_at: { type: ['string', 'null'], format: 'date-time', description: 'When the destinations were last checked' },
    health_reason: { type: ['string', 'null'], description: 'Why the link is broken: `http_404`, `dns_failure`, `tls_failure`, `timeout`, `too_many_redirects`, `parked`, ...; a destination other than `destination_url` is named in parentheses' },
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
