import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError } from '../../../platform/http/errors.js';
import { isPlanName, PLAN_NAMES, setUserPlan, UserNotFoundError } from '../../accounts/index.js';
import { decideReview, parseLinkId } from '../../links/index.js';
import { sessionUser } from '../session.js';
import type { WebContext } from '../web.context.js';

type Body = Record<string, unknown> | undefined;

/**
 * /app/api/admin: operators only; everyone else sees a 404, as if it did not exist. An operator
 * acts on the service, not in a workspace, so no workspace role is asked (`permission: 'read'`).
 */
export async function adminApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  // At the request's start (the session is loaded by then): before its body is parsed, so a
  // malformed or non-object body tells a non-operator no more than a good one does.
  app.addHook('onRequest', async (request) => {
    if (!sessionUser(request).isAdmin) throw new NotFoundError();
  });

  app.post('/admin/links/:id/:decision', { config: { permission: 'read' } }, async (request: FastifyRequest<{ Params: { id: string; decision: string } }>) => {
    const { decision } = request.params;
    if (decision !== 'approve' && decision !== 'block') throw new NotFoundError(`No decision "${decision}"`);
    return { data: await decideReview(ctx.links, parseLinkId(request.params.id), decision) };
  });

  app.post('/admin/plan', { config: { permission: 'read' } }, async (request) => {
    const body = request.body as Body;
    const plan = body?.plan;
    if (!isPlanName(plan)) throw ValidationError.field('plan', `plan must be one of ${PLAN_NAMES.join(', ')}`);
    if (typeof body?.email !== 'string' || body.email.trim() === '') throw ValidationError.field('email', 'email is required');
    try {
      const user = await setUserPlan(ctx.links.store.db, body.email, plan, sessionUser(request).id);
      return { data: { email: user.email, plan: user.plan } };
    } catch (error) {
      if (error instanceof UserNotFoundError) throw ValidationError.field('email', 'No user has this email');
      throw error;
    }
  });
}
