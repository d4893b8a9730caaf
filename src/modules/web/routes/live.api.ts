import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveStreams } from '../../analytics/index.js';
import { getLinkRowOrThrow, parseLinkId } from '../../links/index.js';
import { actorOf, sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';

/** /app/api/links/{id}/clicks/live: the analytics page's Live panel, the same stream as /api/v1. */
export async function liveApi(app: FastifyInstance, ctx: WebContext & { live: LiveStreams }): Promise<void> {
  app.get('/links/:id/clicks/live', async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const actor = actorOf(sessionUser(request));
    const link = await getLinkRowOrThrow(ctx.links.store.db, actor, parseLinkId(request.params.id));
    return ctx.live.open(request, reply, { workspaceId: actor.workspaceId, linkId: link.id });
  });
}
