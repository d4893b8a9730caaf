import { idParams, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { MIN_CONTRAST_WITH_WHITE } from './qr.contrast.js';
import { DOT_STYLES, MARKER_CENTERS, MARKER_SHAPES, QR_FORMATS, QR_TYPES, WIFI_ENCRYPTIONS } from './qr.types.js';

const hex = { type: 'string', pattern: '^#?[0-9a-fA-F]{6}$' } as const;
const flag = { type: 'string', enum: ['0', '1'] } as const;
const image = {
  description: 'The image itself',
  content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/svg+xml': { schema: { type: 'string' } } },
} as const;

const style = {
  format: { type: 'string', enum: [...QR_FORMATS], default: 'png' },
  size: { type: 'integer', minimum: 64, maximum: 2048, default: 512, description: 'Width and height in pixels, quiet zone included' },
  dot_style: { type: 'string', enum: [...DOT_STYLES], default: 'square' },
  marker_shape: { type: 'string', enum: [...MARKER_SHAPES], default: 'square' },
  marker_center: { type: 'string', enum: [...MARKER_CENTERS], default: 'square' },
  foreground: { ...hex, default: '000000', description: `Must contrast with white at least ${MIN_CONTRAST_WITH_WHITE}:1 (unless transparent)` },
  marker_color: { ...hex, description: `Defaults to the foreground colour; the same contrast rule` },
  transparent: { ...flag, default: '0' },
  download: { ...flag, default: '0', description: '1 sends Content-Disposition: attachment' },
} as const;

/** OpenAPI descriptions of the QR endpoints; validation is done by qr.params.ts. */
export const qrDocs = {
  keyless: {
    operationId: 'qr',
    tags: ['Keyless'],
    summary: 'Draw a styled QR code (not tracked)',
    description: 'Required fields per type: url→url, text→text, email→to, phone→phone, sms→phone, whatsapp→phone, wifi→ssid, vcard→name.',
    querystring: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: [...QR_TYPES], default: 'url' },
        ...style,
        url: { type: 'string', maxLength: 2048 },
        text: { type: 'string' },
        to: { type: 'string' },
        subject: { type: 'string' },
        body: { type: 'string' },
        phone: { type: 'string' },
        ssid: { type: 'string' },
        password: { type: 'string' },
        encryption: { type: 'string', enum: [...WIFI_ENCRYPTIONS] },
        name: { type: 'string' },
        org: { type: 'string' },
        title: { type: 'string' },
        email: { type: 'string' },
      },
    },
    response: { 200: image, 304: { description: 'Not modified (If-None-Match)', type: 'null' }, 422: { $ref: 'QrValidationError#' }, 429: { $ref: 'QrValidationError#' } },
  },
  link: {
    operationId: 'getLinkQr',
    tags: ['Links'],
    summary: "QR code of a link's short URL, in its saved design",
    security: [{ bearerAuth: ['links:read'] }],
    params: idParams('link'),
    querystring: { type: 'object', properties: { format: style.format, size: style.size, download: style.download } },
    response: { 200: image, 304: { description: 'Not modified (If-None-Match)', type: 'null' }, ...v1ErrorResponses },
  },
} as const;
