import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendDownload } from '../../../platform/http/download.js';
import { NotFoundError } from '../../../platform/http/errors.js';
import { cancelImport, exportImportErrors, getImport, listImportErrors, listImportNotes, previewImport, readImportUpload, startImport } from '../../imports/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';
import { positiveInt } from './query.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

function idOf(request: IdRequest): number {
  const id = positiveInt(request.params.id);
  if (id === undefined) throw new NotFoundError('Import not found');
  return id;
}

const actor = (request: FastifyRequest) => actorOf(sessionUser(request));

/** /app/api/imports: the Import page's calls, through the same import services as /api/v1. */
export async function importsApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  await app.register(async (uploads) => {
    // Multipart on these two routes only; the file streams, bounded by IMPORT_MAX_BYTES.
    await uploads.register(multipart, { limits: { fileSize: ctx.importMaxBytes, files: 1 } });
    uploads.post('/imports/preview', { schema: { hide: true } }, async (request) => {
      const { file, options } = await readImportUpload(request, ctx.importMaxBytes);
      return { data: await previewImport(file, options.format) };
    });
    uploads.post('/imports', { schema: { hide: true } }, async (request, reply) => {
      const { file, options } = await readImportUpload(request, ctx.importMaxBytes);
      return reply.code(202).send({ data: await startImport(ctx.links, actor(request), file, options) });
    });
  });
  app.get('/imports/:id', async (request: IdRequest) => ({ data: await getImport(ctx.links, actor(request), idOf(request)) }));
  app.get('/imports/:id/errors', async (request: IdRequest) => listImportErrors(ctx.links, actor(request), idOf(request), 1, 100));
  app.get('/imports/:id/notes', async (request: IdRequest) => listImportNotes(ctx.links, actor(request), idOf(request), 1, 100));
  app.get('/imports/:id/errors.csv', async (request: IdRequest, reply) =>
    sendDownload(reply, 'text/csv; charset=utf-8', `import-${idOf(request)}-failed-rows.csv`, await exportImportErrors(ctx.links, actor(request), idOf(request))),
  );
  app.post('/imports/:id/cancel', async (request: IdRequest) => ({ data: await cancelImport(ctx.links, actor(request), idOf(request)) }));
}
