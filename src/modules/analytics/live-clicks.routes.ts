import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { getLinkRowOrThrow, type LinksContext, parseLinkId } from '../links/index.js';
import type { LiveStreams } from './live-streams.js';

export interface LiveClicksDeps {
  links: LinksContext;
  live: LiveStreams;
}

const eventStream = {
  description:
    'Server-Sent Events, one `click` event per click (people and bots) within about 2 s of the redirect; `data` is a JSON row of the clicks export with the link: link_id, slug, clicked_at, country, device, browser, os, referrer_host, unique_visitor, source, variant, bot. Each event has an `id`: reconnect with `Last-Event-ID` to receive what the last few minutes held after it. A `: heartbeat` comment every 15 s.',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
};
const headers = { type: 'object', properties: { 'last-event-id': { type: 'string', description: 'The id of the last event received: the stream starts after it (within the last few minutes)' } } } as const;
const schema = (operationId: string, summary: string) => ({
  tags: ['Analytics'],
  operationId,
  summary,
  security: [{ bearerAuth: ['analytics:read'] }],
  headers,
  response: { 200: eventStream, ...v1ErrorResponses },
});

/** GET /api/v1/links/{id}/clicks/live and /api/v1/clicks/live (scope analytics:read): SSE. */
export async function liveClicksRoutes(app: FastifyInstance, deps: LiveClicksDeps): Promise<void> {
  app.get(
    '/links/:id/clicks/live',
    { config: { scope: 'analytics:read' as const, notFoundMessage: 'Link not found' }, schema: { ...schema('streamLinkClicks', "A link's clicks as they happen (Server-Sent Events)"), params: idParams('link') } },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const actor = accountOf(request);
      const link = await getLinkRowOrThrow(deps.links.store.db, actor, parseLinkId(request.params.id));
      return deps.live.open(request, reply, { workspaceId: actor.workspaceId, linkId: link.id });
    },
  );
  app.get('/clicks/live', { config: { scope: 'analytics:read' as const }, schema: schema('streamClicks', 'Clicks on all your links as they happen (Server-Sent Events)') }, async (request, reply) =>
    deps.live.open(request, reply, { workspaceId: accountOf(request).workspaceId }),
  );
}
