import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail, SESSION_COOKIE, switchSessionWorkspace } from '../../accounts/index.js';
import { acceptInvite, previewInvite } from '../../teams/index.js';
import { inviteJoinPage, inviteOtherAccountPage, inviteSignInPage } from '../pages/invite.page.js';
import { loadWebUser, verifySessionCsrf } from '../session.js';
import { sendHtml, type WebContext } from '../web.context.js';
import { useHtmlErrors } from './html-errors.js';

type SecretRequest = FastifyRequest<{ Params: { secret: string } }>;
type FormRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined }>;

/** The page behind an emailed invite link, and the button that joins (ADR 1002). */
export async function inviteRoutes(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;
  useHtmlErrors(app);

  // A wrong, expired or used link fails here with its own status and message (an error page).
  app.get('/invites/:secret', async (request: SecretRequest, reply) => {
    const invite = await previewInvite(ctx.teams, request.params.secret);
    const viewer = (request.webUser = await loadWebUser(db, request));
    if (!viewer) return sendHtml(reply, inviteSignInPage(invite, request.params.secret, !ctx.signup.disabled));
    if (normalizeEmail(viewer.email) !== invite.email) return sendHtml(reply, inviteOtherAccountPage(invite, viewer), 403);
    return sendHtml(reply, inviteJoinPage(invite, request.params.secret, viewer));
  });

  app.post('/invites/accept', async (request: FormRequest, reply) => {
    const viewer = (request.webUser = await loadWebUser(db, request));
    const secret = typeof request.body?.token === 'string' ? request.body.token : '';
    if (!viewer) return reply.redirect(`/login?next=${encodeURIComponent(`/invites/${secret}`)}`, 303);
    verifySessionCsrf(request, viewer, request.body?.csrf);
    const workspace = await acceptInvite(ctx.teams, viewer.id, secret);
    await switchSessionWorkspace(db, request.cookies[SESSION_COOKIE] ?? '', viewer.id, workspace.id);
    return reply.redirect('/app', 303);
  });
}
