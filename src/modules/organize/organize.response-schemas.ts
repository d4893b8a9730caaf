import { requireAll } from '../../platform/http/api-schemas.js';

// The Folder and Tag resources as /api/v1 answers them.

export const folderSchema = requireAll({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    color: { type: ['string', 'null'] },
    position: { type: 'integer' },
    links_count: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const);

export const tagSchema = requireAll({
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    color: { type: ['string', 'null'] },
    links_count: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const);

const envelope = (data: object) => ({ type: 'object', required: ['data'], properties: { data } }) as const;
export const folderEnvelopeSchema = envelope(folderSchema);
export const tagEnvelopeSchema = envelope(tagSchema);
