import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { BodyTooLargeError, ValidationError } from '../../platform/http/errors.js';
import { pageLinks, withPageDefaults } from '../../platform/http/paging.js';
import { compileText } from '../../platform/http/validation.js';
import { accountOf } from '../accounts/index.js';
import type { Actor, LinksContext } from '../links/index.js';
import { IMPORT_FORMATS, type ImportFormat } from './formats/detect.js';
import { previewImport } from './import-preview.js';
import { cancelImport, getImport, type ImportOptions, listImportErrors, listImportNotes, listImports, startImport, type UploadedFile } from './imports.service.js';
import { readingUpload } from './upload-errors.js';
import { importEnvelopeSchema, importErrorListSchema, importListSchema, importNoteListSchema, ImportOptionsQuery, importPreviewSchema, multipartBody, ON_CONFLICT, PageQuery } from './imports.schemas.js';
import { sendCreated } from '../../platform/http/created.js';

export interface ImportsRoutesOptions {
  links: LinksContext;
  maxBytes: number;
}

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

function actorOf(request: FastifyRequest): Actor {
  return accountOf(request);
}

const doc = (operationId: string, summary: string, scope: string, extra: object) => ({ tags: ['Imports'], operationId, summary, security: [{ bearerAuth: [scope] }], ...extra });
const idParamsSchema = idParams('import');

/** The file's bytes; past the limit the parser stops reading and marks it truncated. */
async function* withinLimit(file: AsyncIterable<Uint8Array> & { truncated: boolean }, maxBytes: number): AsyncGenerator<Uint8Array> {
  const chunks = file[Symbol.asyncIterator]();
  let received = 0;
  for (;;) {
    // A body cut off once the file passed the limit is the 413 it would have been.
    const next = await readingUpload(chunks.next(), maxBytes, () => file.truncated || received >= maxBytes);
    if (next.done) break;
    received += next.value.length;
    yield next.value;
  }
  if (file.truncated) throw new BodyTooLargeError(`The file is larger than ${maxBytes} bytes (IMPORT_MAX_BYTES)`);
}

/** The uploaded file and its options (query parameters, or multipart fields sent before the file); the route registered multipart. */
export async function readImportUpload(request: FastifyRequest, maxBytes: number): Promise<{ file: UploadedFile; options: ImportOptions }> {
  if (!request.isMultipart()) throw ValidationError.field('file', 'must be sent as multipart/form-data with a "file" part');
  const part = await readingUpload(request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } }), maxBytes);
  if (!part) throw ValidationError.field('file', 'is required');
  if (part.fieldname !== 'file') throw ValidationError.field('file', `is required (the upload's file part is named "${part.fieldname}")`);
  const query = request.query as ImportOptionsQuery;
  const field = (name: string): string | undefined => {
    const value = part.fields[name];
    return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : undefined;
  };
  const format = query.format ?? field('format');
  const onConflict = query.on_conflict ?? field('on_conflict');
  if (format !== undefined && !(IMPORT_FORMATS as readonly string[]).includes(format)) throw ValidationError.field('format', `must be one of: ${IMPORT_FORMATS.join(', ')}`);
  if (onConflict !== undefined && !(ON_CONFLICT as readonly string[]).includes(onConflict)) throw ValidationError.field('on_conflict', `must be one of: ${ON_CONFLICT.join(', ')}`);
  return {
    file: { filename: part.filename || null, bytes: withinLimit(part.file, maxBytes) },
    options: { ...(format ? { format: format as ImportFormat } : {}), ...(onConflict ? { onConflict: onConflict as 'fail' | 'suffix' } : {}) },
  };
}

/** /api/v1/imports: upload a file of links, follow its import, read its failed rows, cancel it. */
export async function importsRoutes(untyped: FastifyInstance, deps: ImportsRoutesOptions): Promise<void> {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const ctx = deps.links;
  const read = { scope: 'links:read' as const, notFoundMessage: 'Import not found' };
  const write = { scope: 'links:write' as const, notFoundMessage: 'Import not found' };

  // Multipart is parsed on the two upload routes only, and the file streams: never whole in memory.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: deps.maxBytes, files: 1 } });
    const upload = { body: multipartBody, consumes: ['multipart/form-data'], querystring: ImportOptionsQuery };
    const validatorCompiler = ({ schema, httpPart }: { schema: object; httpPart?: string }) => (httpPart === 'body' ? () => true : compileText(schema));
    uploads.post('/imports', { config: write, validatorCompiler, schema: doc('createImport', 'Import a file of links (multipart upload)', 'links:write', { ...upload, response: { 202: importEnvelopeSchema, 413: { $ref: 'ApiError#' }, ...v1Errors } }) }, async (request, reply) => {
      const { file, options } = await readImportUpload(request, deps.maxBytes);
      const started = await startImport(ctx, actorOf(request), file, options);
      return sendCreated(request, reply, started.id, { data: started }, 202);
    });
    uploads.post('/imports/preview', { config: write, validatorCompiler, schema: doc('previewImport', 'Show how a file would import: format, column mapping, first rows (creates nothing)', 'links:write', { ...upload, response: { 200: importPreviewSchema, 413: { $ref: 'ApiError#' }, ...v1Errors } }) }, async (request) => {
      const { file, options } = await readImportUpload(request, deps.maxBytes);
      return { data: await previewImport(file, options.format) };
    });
  });

  app.get('/imports', { config: read, schema: { ...doc('listImports', 'List your imports, newest first', 'links:read', { response: { 200: importListSchema, ...v1Errors } }), querystring: PageQuery } }, async (request) => {
    const q = withPageDefaults(request.query);
    const { data, total } = await listImports(ctx, actorOf(request), q.page, q.per_page);
    return { data, ...pageLinks(ctx.baseUrl, request.url, q.page, q.per_page, total) };
  });

  app.get('/imports/:id', { config: read, schema: doc('getImport', 'Follow an import', 'links:read', { params: idParamsSchema, response: { 200: importEnvelopeSchema, ...v1Errors } }) }, async (request: IdRequest) => {
    return { data: await getImport(ctx, actorOf(request), request.params.id) };
  });

  app.get('/imports/:id/errors', { config: read, schema: { ...doc('listImportErrors', 'The rows an import could not apply, with why', 'links:read', { params: idParamsSchema, response: { 200: importErrorListSchema, ...v1Errors } }), querystring: PageQuery } }, async (request) => {
    const q = withPageDefaults(request.query);
    const id = (request.params as { id: number }).id;
    const { data, total } = await listImportErrors(ctx, actorOf(request), id, q.page, q.per_page);
    return { data, ...pageLinks(ctx.baseUrl, request.url, q.page, q.per_page, total) };
  });

  app.get('/imports/:id/notes', { config: read, schema: { ...doc('listImportNotes', 'The rows an import made otherwise than they asked (a short code our rules refuse became a random one), with why', 'links:read', { params: idParamsSchema, response: { 200: importNoteListSchema, ...v1Errors } }), querystring: PageQuery } }, async (request) => {
    const q = withPageDefaults(request.query);
    const { data, total } = await listImportNotes(ctx, actorOf(request), (request.params as { id: number }).id, q.page, q.per_page);
    return { data, ...pageLinks(ctx.baseUrl, request.url, q.page, q.per_page, total) };
  });

  app.post('/imports/:id/cancel', { config: write, schema: doc('cancelImport', 'Cancel an import (links it made stay)', 'links:write', { params: idParamsSchema, response: { 200: importEnvelopeSchema, 409: { $ref: 'ApiError#' }, ...v1Errors } }) }, async (request: IdRequest) => {
    return { data: await cancelImport(ctx, actorOf(request), request.params.id) };
  });
}
