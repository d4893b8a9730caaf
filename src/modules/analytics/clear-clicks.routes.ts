import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, v1ErrorResponses } from '../../platform/http/api-schemas.js';
import { accountOf } from '../accounts/index.js';
import { type LinksContext, parseLinkId } from '../links/index.js';
import { clearLinkClicks } from './clear-clicks.js';
import type { ClickQueue } from './click-queue.js';

export interface ClearClicksDeps extends LinksContext {
  clicks: Pick<ClickQueue, 'flush'>;
}

/** DELETE /api/v1/links/{id}/clicks (scope links:write). */
export async function clearClicksRoutes(app: FastifyInstance, deps: ClearClicksDeps): Promise<void> {
  app.delete(
    '/links/:id/clicks',
    {
      config: { scope: 'links:write' as const, notFoundMessage: 'Link not found' },
      schema: {
        tags: ['Analytics'],
        operationId: 'deleteLinkClicks',
        summary: "Delete a link's click data and reset its counters",
        description:
          'Deletes the raw clicks, daily rollups and visitor records of the link and sets total_clicks, unique_clicks, bot_clicks to 0 and last_clicked_at to null. ' +
          'Clicks served before the call are written first, then deleted. The link keeps redirecting; a click limit keeps its count, and the monthly usage is not refunded.',
        security: [{ bearerAuth: ['links:write'] }],
        params: idParams('link'),
        response: { 204: { type: 'null', description: 'Deleted' }, ...v1ErrorResponses },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
      await clearLinkClicks(deps.store, deps.clicks, accountOf(request), parseLinkId(request.params.id));
      return reply.code(204).send();
    },
  );
}
