import { idParams, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { LinkQrQuery, QrQuery, REQUIRED_FIELD_DOC } from './qr.schemas.js';

const image = {
  description: 'The image itself',
  content: { 'image/png': { schema: { type: 'string', format: 'binary' } }, 'image/svg+xml': { schema: { type: 'string' } } },
} as const;
/** The query of GET /api/qr as one JSON Schema, for the document's components (symbol keys dropped). */
export const qrQueryDocument: object = JSON.parse(JSON.stringify(QrQuery));

const notModified = { description: 'Not modified (If-None-Match)', type: 'null' } as const;

/** The QR endpoints' route schemas: their queries validate the request and document it. */
export const qrDocs = {
  keyless: {
    operationId: 'qr',
    tags: ['Keyless'],
    summary: 'Draw a styled QR code (not tracked)',
    description: `Required fields per type: ${REQUIRED_FIELD_DOC}. The parameters as one object, with the field each type requires, are \`components.schemas.QrQuery\` (named by \`x-query-schema\`).`,
    security: [],
    'x-query-schema': { $ref: '#/components/schemas/QrQuery' },
    querystring: QrQuery,
    response: { 200: image, 304: notModified, 422: { $ref: 'QrValidationError#' }, 429: { $ref: 'QrValidationError#' } },
  },
  link: {
    operationId: 'getLinkQr',
    tags: ['Links'],
    summary: "QR code of a link's short URL, in its saved design",
    security: [{ bearerAuth: ['links:read'] }],
    params: idParams('link'),
    querystring: LinkQrQuery,
    response: { 200: image, 304: notModified, ...v1ErrorResponses },
  },
};
