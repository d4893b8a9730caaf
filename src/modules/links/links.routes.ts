import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOf } from '../accounts/index.js';
import { parseLinkId } from './link.js';
import { deleteLink } from './delete-link.js';
import { getLink } from './get-link.js';
import { getLinkBySlug } from './get-link-by-slug.js';
import { listLinks } from './list-links.js';
import { transitionOwnedLink } from './transition-owned-link.js';
import { updateLink } from './update-link.js';
import { sendDownload } from '../../platform/http/download.js';
import { pageLinks, withPageDefaults } from '../../platform/http/paging.js';
import { storedHostname } from '../../platform/text/hostnames.js';
import { idParams, v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { bodyValidator } from '../../platform/http/validation.js';
import { BulkCreateBody, BulkEnvelope, LinkCreateBody, LinkListQuery, LinkUpdateBody } from './links.input.schema.js';
import { bulkResultSchema, linkEnvelopeSchema, linkListSchema } from './links.schemas.js';
import { bulkCreateLinks } from './bulk-create-links.js';
import { linksBulkRoutes } from './links-bulk.routes.js';
import { folderDeleteRoutes } from './links.folders.routes.js';
import { EXPORT_FORMATS, EXPORT_TYPES, exportLinks } from './export-links.js';
import { createLink } from './create-link.js';
import { endAbTest } from './end-ab-test.js';
import type { Actor, LinksContext } from './links.context.js';
import { sendCreated } from '../../platform/http/created.js';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

const linkId = (request: IdRequest) => parseLinkId(request.params.id);

function actorOf(request: FastifyRequest): Actor {
  return accountOf(request);
}

const doc = <Extra extends object>(operationId: string, summary: string, scope: string, extra?: Extra) => ({
  tags: ['Links'],
  operationId,
  summary,
  security: [{ bearerAuth: [scope] }],
  ...extra,
});
const idParamsSchema = idParams('link');

/** /api/v1/links: thin routes over the link services. */
export async function linksRoutes(untyped: FastifyInstance, ctx: LinksContext): Promise<void> {
  // Bodies and queries are typed from their TypeBox schemas: what was validated is what the service gets.
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const notFoundMessage = 'Link not found';
  const read = { scope: 'links:read' as const, notFoundMessage };
  const write = { scope: 'links:write' as const, notFoundMessage };

  app.get('/links', { config: read, schema: { ...doc('listLinks', 'List links', 'links:read', { response: { 200: linkListSchema, ...v1Errors } }), querystring: LinkListQuery } }, async (request) => {
    const q = withPageDefaults(request.query);
    const { data, total } = await listLinks(ctx, actorOf(request), {
      search: q.search,
      folderId: q.folder_id,
      tag: q.tag,
      status: q.status,
      health: q.health,
      host: q.domain === undefined ? undefined : storedHostname(q.domain),
      page: q.page,
      perPage: q.per_page,
    });
    return { data, ...pageLinks(ctx.baseUrl, request.url, q.page, q.per_page, total) };
  });

  const ExportQuery = Type.Object({ format: Type.Optional(Type.Enum([...EXPORT_FORMATS], { default: 'csv' })) });
  const exported = {
    description: 'Every live link, oldest first, streamed: CSV (tags joined with ", ", spreadsheet formulas defused with a leading \') or a JSON array of Links with their folder name',
    content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'array', items: { $ref: 'Link#' } } } },
  };
  app.get('/links/export', { config: read, schema: { ...doc('exportLinks', 'Export all your links (CSV or JSON)', 'links:read', { response: { 200: exported, ...v1Errors } }), querystring: ExportQuery } }, async (request, reply) => {
    const format = request.query.format ?? 'csv';
    const day = new Date().toISOString().slice(0, 10);
    return sendDownload(reply, EXPORT_TYPES[format], `links-${day}.${format}`, exportLinks(ctx, actorOf(request), format));
  });

  app.post('/links', { config: write, schema: { ...doc('createLink', 'Create a link', 'links:write', { response: { 201: linkEnvelopeSchema, ...v1Errors } }), body: LinkCreateBody } }, async (request, reply) => {
    const link = await createLink(ctx, actorOf(request), request.body);
    return sendCreated(request, reply, link.id, { data: link });
  });

  // The document shows each row's schema; the route checks the list, and each row fails on its own.
  const bulk = doc('bulkCreateLinks', 'Create up to 100 links (Business)', 'links:write', { body: BulkCreateBody, response: { 200: bulkResultSchema, ...v1Errors } });
  app.post('/links/bulk', { config: write, schema: bulk, validatorCompiler: () => bodyValidator.compile(BulkEnvelope) }, async (request) => {
    return { data: await bulkCreateLinks(ctx, actorOf(request), request.body as BulkEnvelope) };
  });
  await linksBulkRoutes(untyped, ctx);
  await folderDeleteRoutes(untyped, ctx);

  app.get('/links/:id', { config: read, schema: doc('getLink', 'Get a link', 'links:read', { params: idParamsSchema, response: { 200: linkEnvelopeSchema, ...v1Errors } }) }, async (request: IdRequest) => {
    return { data: await getLink(ctx, actorOf(request), linkId(request)) };
  });

  const BySlugParams = Type.Object({ slug: Type.String({ description: 'The slug, case-sensitive' }) });
  const BySlugQuery = Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253, description: "The link's branded domain; the service's own host when absent" })) });
  const bySlug = doc('getLinkBySlug', 'Get a link by its slug (and domain)', 'links:read', { response: { 200: linkEnvelopeSchema, ...v1Errors } });
  app.get('/links/by-slug/:slug', { config: read, schema: { ...bySlug, params: BySlugParams, querystring: BySlugQuery } }, async (request) => ({
    data: await getLinkBySlug(ctx, actorOf(request), request.params.slug, request.query.domain),
  }));

  app.patch('/links/:id', { config: write, schema: { ...doc('updateLink', 'Update a link', 'links:write', { params: idParamsSchema, response: { 200: linkEnvelopeSchema, ...v1Errors } }), body: LinkUpdateBody } }, async (request) => {
    return { data: await updateLink(ctx, actorOf(request), linkId(request as IdRequest), request.body) };
  });

  app.delete('/links/:id', { config: write, schema: doc('deleteLink', 'Delete a link (stops redirecting at once)', 'links:write', { params: idParamsSchema, response: { 204: { type: 'null' }, ...v1Errors } }) }, async (request: IdRequest, reply) => {
    await deleteLink(ctx, actorOf(request), linkId(request));
    return reply.code(204).send();
  });

  const Winner = Type.Object({ destination_url: Type.String({ maxLength: 2048, description: "One of the link's variants" }) });
  const winner = doc('chooseVariantWinner', 'End the A/B test: the chosen variant becomes the destination', 'links:write', { params: idParamsSchema, response: { 200: linkEnvelopeSchema, 409: { $ref: 'ApiError#' }, ...v1Errors } });
  app.post('/links/:id/variants/winner', { config: write, schema: { ...winner, body: Winner } }, async (request) => ({
    data: await endAbTest(ctx, actorOf(request), linkId(request as IdRequest), request.body.destination_url),
  }));

  const moves = {
    enable: 'Enable a disabled link',
    disable: 'Disable an active link',
    archive: 'Archive an active link (it keeps redirecting)',
    unarchive: 'Bring an archived link back to active',
  } as const;
  for (const [move, summary] of Object.entries(moves) as Array<[keyof typeof moves, string]>) {
    const schema = doc(`${move}Link`, summary, 'links:write', { params: idParamsSchema, response: { 200: linkEnvelopeSchema, 409: { $ref: 'ApiError#' }, ...v1Errors } });
    app.post(`/links/:id/${move}`, { config: write, schema }, async (request: IdRequest) => ({
      data: await transitionOwnedLink(ctx, actorOf(request), linkId(request), move),
    }));
  }
}
