import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, RateLimitError } from '../../../platform/http/errors.js';
import { createLink, deleteLink, getLinkRowOrThrow, LinkCreateBody, LinkUpdateBody, parseLinkId, qrTextOf, shortUrlOf, transitionOwnedLink, updateLink } from '../../links/index.js';
import { designOf, logoForDesign, type QrDesign, QrPreviewQuery, qrValidationError, readLinkQrOptions, readQrDesign, renderLinkQr, renderOrThrow, sendImage } from '../../qr/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';

type IdRequest = FastifyRequest<{ Params: { id: string; action?: string } }>;

const DESIGN_KEYS = ['dot_style', 'marker_shape', 'marker_center', 'foreground', 'marker_color', 'transparent', 'background', 'logo', 'frame', 'frame_text', 'frame_color'] as const;

const actor = (request: FastifyRequest) => actorOf(sessionUser(request));
const linkId = (request: IdRequest) => parseLinkId(request.params.id);

/** The design to draw: the query's (a live preview) when it names any design field, else the saved one. */
function designFor(query: QrPreviewQuery, saved: string | null): QrDesign | null {
  if (!DESIGN_KEYS.some((key) => query[key] !== undefined)) return designOf(saved);
  const design = readQrDesign(query);
  if (!design.ok) throw qrValidationError(design.errors);
  return design.value;
}

/** /app/api/links: the dashboard's writes, through the same link services as /api/v1. */
export async function linksApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  // The same schemas as /api/v1 validate the dashboard's writes (and leave the document alone).
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post('/links', { schema: { hide: true, body: LinkCreateBody } }, async (request, reply) =>
    reply.code(201).send({ data: await createLink(ctx.links, actor(request), request.body) }),
  );

  typed.patch('/links/:id', { schema: { hide: true, body: LinkUpdateBody } }, async (request) => ({
    data: await updateLink(ctx.links, actor(request), linkId(request as IdRequest), request.body),
  }));

  app.delete('/links/:id', async (request: IdRequest, reply) => {
    await deleteLink(ctx.links, actor(request), linkId(request));
    return reply.code(204).send();
  });

  app.post('/links/:id/:action', async (request: IdRequest) => {
    const id = linkId(request);
    const action = request.params.action;
    if (action !== 'enable' && action !== 'disable' && action !== 'archive' && action !== 'unarchive') {
      throw new NotFoundError(`No action "${action}"`);
    }
    return { data: await transitionOwnedLink(ctx.links, actor(request), id, action) };
  });

  // The link's code (saved design) or a live preview of design options from the query.
  typed.get('/links/:id/qr', { schema: { hide: true, querystring: QrPreviewQuery } }, async (request, reply) => {
    const user = sessionUser(request);
    const limit = await ctx.qrLimiter.consume(`user:${user.id}`);
    if (!limit.allowed) throw new RateLimitError(limit.resetSeconds, 'Too many previews; wait a moment');
    const link = await getLinkRowOrThrow(ctx.links.store.db, actorOf(user), linkId(request as IdRequest));
    const options = readLinkQrOptions(request.query);
    const design = designFor(request.query, link.qr_design);
    const logo = await logoForDesign(ctx.links.store.db, link.workspace_id, link.id, design);
    const image = renderOrThrow(() => renderLinkQr(qrTextOf(shortUrlOf(link, ctx.links.baseUrl)), design, options, logo));
    return sendImage(request, reply, image, 'private, no-cache', options.download);
  });
}
