import type { FastifyInstance } from 'fastify';
import { accountOf } from '../accounts/index.js';
import { idParams, v1ErrorResponses as v1Errors } from '../../platform/http/api-schemas.js';
import { checkLinkNow } from './health.service.js';
import type { HealthContext } from './health.context.js';

/** POST /api/v1/links/{id}/health-check. */
export async function healthRoutes(app: FastifyInstance, ctx: HealthContext): Promise<void> {
  const schema = {
    tags: ['Links'],
    operationId: 'checkLinkHealth',
    summary: 'Check a link\'s destinations now',
    description: 'Fetches every destination of the link now (HEAD, GET where HEAD is refused, up to 5 redirects) and answers the link with its new `health`. One failure alone does not make a link `broken`: a second one at least `HEALTH_RETRY_S` later does. Rate limited per account.',
    security: [{ bearerAuth: ['links:write'] }],
    params: idParams('link'),
    response: { 200: { type: 'object', required: ['data'], properties: { data: { $ref: 'Link#' } } }, ...v1Errors },
  };
  app.post<{ Params: { id: number } }>('/links/:id/health-check', { config: { scope: 'links:write', notFoundMessage: 'Link not found' }, schema }, async (request) => {
    const account = accountOf(request);
    return { data: await checkLinkNow(ctx, account, request.params.id) };
  });
}
