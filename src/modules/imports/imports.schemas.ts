import { type Static, Type } from 'typebox';
import { requireAll } from '../../platform/http/api-schemas.js';
import { PAGE_DEFAULTS, pagedListSchema } from '../../platform/http/paging.js';
import { IMPORT_FORMATS } from './formats/detect.js';
import { IMPORT_STATUSES } from './imports.repository.js';

export const ON_CONFLICT = ['fail', 'suffix'] as const;

/** Options of an upload, as query parameters (or multipart fields before the file). */
export const ImportOptionsQuery = Type.Object({
  format: Type.Optional(Type.Enum([...IMPORT_FORMATS], { description: 'The file\'s format; detected from its content when absent' })),
  on_conflict: Type.Optional(Type.Enum([...ON_CONFLICT], { description: 'A taken slug fails its row (`slug_taken`, the default), or takes the first free `-2`, `-3`... (`suffix`)' })),
});
export type ImportOptionsQuery = Static<typeof ImportOptionsQuery>;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: PAGE_DEFAULTS.page })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGE_DEFAULTS.per_page })),
});

const nullableString = { type: ['string', 'null'] } as const;

export const importSchema = requireAll({
  $id: 'Import',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: [...IMPORT_STATUSES] },
    format: { type: 'string', enum: [...IMPORT_FORMATS] },
    on_conflict: { type: 'string', enum: [...ON_CONFLICT] },
    filename: nullableString,
    size_bytes: { type: 'integer' },
    total: { type: ['integer', 'null'], description: 'Records in the file; null until the import has counted them' },
    processed: { type: 'integer', description: 'Records done so far (created + skipped + failed)' },
    created: { type: 'integer' },
    skipped: { type: 'integer', description: 'Records already imported before (same source id): not duplicated' },
    failed: { type: 'integer', description: 'Records that failed; GET /imports/{id}/errors says why' },
    error: {
      type: ['object', 'null'],
      description: 'Why a failed import stopped (the whole file), else null',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    finished_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const);

export const importEnvelopeSchema = { type: 'object', required: ['data'], properties: { data: { $ref: 'Import#' } } } as const;
export const importListSchema = requireAll(pagedListSchema({ $ref: 'Import#' }));
export const importErrorListSchema = requireAll(
  pagedListSchema({
    type: 'object',
    properties: {
      row: { type: 'integer', description: '1-based record number (the header row is not one)' },
      code: { $ref: 'ErrorCode#' },
      message: { type: 'string' },
      destination_url: { ...nullableString, description: 'The destination the row gave, as written in the file; null when it gave none' },
      slug: { ...nullableString, description: 'The short code the row asked for, as written in the file; null when it asked for none' },
    },
  }),
);

export const importNoteListSchema = requireAll(
  pagedListSchema({
    type: 'object',
    properties: {
      row: { type: 'integer', description: '1-based record number (the header row is not one)' },
      destination_url: nullableString,
      slug: { type: 'string', description: 'The short code the link got' },
      message: { type: 'string', description: 'Why the row was imported otherwise than it asked, such as a short code our rules refuse' },
    },
  }),
);

export const importPreviewSchema = requireAll({
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        format: { type: 'string', enum: [...IMPORT_FORMATS] },
        columns: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, field: nullableString } } },
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              row: { type: 'integer' },
              link: { type: ['object', 'null'], additionalProperties: true, description: 'The row as link input; `slug_note` says why a short code of the source was not kept (the link gets a random one)' },
              error: { type: ['object', 'null'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
            },
          },
        },
      },
    },
  },
} as const);

/** The multipart body, for the document only: the route reads the stream itself. */
export const multipartBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary', description: 'CSV, JSON or SQL; UTF-8; at most IMPORT_MAX_BYTES (50 MB by default)' },
          format: { type: 'string', enum: [...IMPORT_FORMATS] },
          on_conflict: { type: 'string', enum: [...ON_CONFLICT] },
        },
      },
    },
  },
} as const;
