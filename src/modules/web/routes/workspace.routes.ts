import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError } from '../../../platform/http/errors.js';
import { SESSION_COOKIE, switchSessionWorkspace } from '../../accounts/index.js';
import { getWorkspaceAnalytics, type WorkspaceAnalytics } from '../../analytics/index.js';
import { createWorkspace, readWorkspaceName } from '../../workspaces/index.js';
import { dashboardPage } from '../pages/dashboard.page.js';
import { actorOf, safeNext, verifySessionCsrf, type WebUser } from '../session.js';
import { sendHtml, type WebContext } from '../web.context.js';
import { positiveInt } from './query.js';

type FormRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;
type RangeRequest = FastifyRequest<{ Querystring: { from?: string; to?: string } }>;

const DAY_MS = 86_400_000;

/**
 * Where to land after switching: the same page, without its query (a filter names the old
 * workspace's folders), and the links list instead of one link's pages (that link stays behind).
 */
function landingAfterSwitch(next: unknown): string {
  const path = safeNext(next).split('?')[0]!;
  return /^\/app\/links\/\d+/.test(path) ? '/app' : path;
}

/** POST /app/workspace/switch and /app/workspace/create (the header's switcher), GET /app/dashboard. */
export async function workspaceRoutes(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;

  const formUser = (request: FormRequest): WebUser => {
    if (!request.webUser) throw new NotFoundError();
    verifySessionCsrf(request, request.webUser, request.body?.csrf);
    return request.webUser;
  };

  // A workspace the user is not a member of answers like one that does not exist, and nothing changes.
  app.post('/app/workspace/switch', async (request: FormRequest, reply) => {
    const user = formUser(request);
    const id = positiveInt(request.body?.workspace_id);
    const token = request.cookies[SESSION_COOKIE];
    if (id === undefined || !token || !(await switchSessionWorkspace(db, token, user.id, id))) throw new NotFoundError('Workspace not found');
    return reply.redirect(landingAfterSwitch(request.body?.next), 303);
  });

  // A new team workspace on the Free plan, owned by its maker, shown at once (ADR 1004).
  app.post('/app/workspace/create', async (request: FormRequest, reply) => {
    const user = formUser(request);
    const name = readWorkspaceName(request.body?.name);
    const workspace = await createWorkspace(db, { name, plan: 'free', ownerId: user.id });
    await switchSessionWorkspace(db, request.cookies[SESSION_COOKIE] ?? '', user.id, Number(workspace.id));
    return reply.redirect('/app', 303);
  });

  app.get('/app/dashboard', async (request: RangeRequest, reply) => {
    const user = request.webUser!;
    const today = new Date().toISOString().slice(0, 10);
    const retentionDays = user.entitlements.analytics_retention_days;
    const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - retentionDays * DAY_MS).toISOString().slice(0, 10);
    let analytics: WorkspaceAnalytics;
    let notice: string | undefined;
    try {
      analytics = await getWorkspaceAnalytics(ctx.links, actorOf(user), { from: request.query.from, to: request.query.to });
    } catch (error) {
      // A hand-edited or reversed range falls back to the default window, with the reason shown.
      if (!(error instanceof ValidationError)) throw error;
      analytics = await getWorkspaceAnalytics(ctx.links, actorOf(user), {});
      notice = error.message;
    }
    return sendHtml(reply, dashboardPage({ viewer: user, analytics, retentionDays, today, earliest, notice }));
  });
}
