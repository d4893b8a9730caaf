import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken, verifyCsrfToken } from '../../../platform/http/csrf.js';
import { AppError, ValidationError } from '../../../platform/http/errors.js';
import {
  endLoginChallenge,
  failLoginChallenge,
  findLoginChallenge,
  findUserById,
  InvalidCodeError,
  LOGIN_CHALLENGE_COOKIE,
  startLoginChallenge,
} from '../../accounts/index.js';
import { authPage } from '../pages/auth.page.js';
import { loginCodePage } from '../pages/two-factor.pages.js';
import { safeNext, signIn } from '../session.js';
import { sendHtml, type WebContext } from '../web.context.js';
import { useHtmlErrors } from './html-errors.js';

type FormRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined; Querystring: { next?: string } }>;

const EXPIRED = 'Your sign-in took too long or had too many wrong codes; enter your password again.';
const cookieOptions = (secure: boolean) => ({ path: '/login', httpOnly: true, sameSite: 'lax' as const, secure });

/** A password passed for an account with two-factor sign-in: no session yet, only a pending challenge. */
export async function askForCode(ctx: WebContext, reply: FastifyReply, userId: number, next: string): Promise<FastifyReply> {
  const challenge = await startLoginChallenge(ctx.links.store.db, userId);
  reply.setCookie(LOGIN_CHALLENGE_COOKIE, challenge.token, { ...cookieOptions(ctx.secure), expires: challenge.expiresAt });
  return reply.redirect(`/login/code?next=${encodeURIComponent(next)}`, 303);
}

/** GET/POST /login/code: the second step, throttled like the password. */
export async function loginCodeRoutes(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;
  useHtmlErrors(app);

  const startOver = (request: FormRequest, reply: FastifyReply, next: string) => {
    reply.clearCookie(LOGIN_CHALLENGE_COOKIE, cookieOptions(ctx.secure));
    return sendHtml(reply, authPage({ mode: 'login', csrf: issueCsrfToken(request, reply, ctx.secure), next, message: EXPIRED }), 401);
  };

  app.get('/login/code', async (request: FormRequest, reply) => {
    const next = safeNext(request.query.next);
    if (!(await findLoginChallenge(db, request.cookies[LOGIN_CHALLENGE_COOKIE]))) return startOver(request, reply, next);
    return sendHtml(reply, loginCodePage({ csrf: issueCsrfToken(request, reply, ctx.secure), next }));
  });

  app.post('/login/code', async (request: FormRequest, reply) => {
    const body = request.body ?? {};
    const next = safeNext(body.next);
    const token = request.cookies[LOGIN_CHALLENGE_COOKIE] ?? '';
    const csrf = issueCsrfToken(request, reply, ctx.secure);
    try {
      verifyCsrfToken(request, body.csrf);
      await ctx.loginGuard.countAttempt(request.ip);
      const userId = await findLoginChallenge(db, token);
      const user = userId === null ? undefined : await findUserById(db, userId);
      if (!user) return startOver(request, reply, next);
      if (!(await ctx.loginGuard.checkCode(db, user, typeof body.code === 'string' ? body.code : ''))) {
        await failLoginChallenge(db, token);
        throw new InvalidCodeError();
      }
      await ctx.loginGuard.refundAttempt(request.ip);
      // Two tabs sending good codes at once: only one of them gets the session.
      if (!(await endLoginChallenge(db, token))) return startOver(request, reply, next);
      reply.clearCookie(LOGIN_CHALLENGE_COOKIE, cookieOptions(ctx.secure));
      await signIn(db, reply, user.id, ctx.secure, request.headers['user-agent']);
      return reply.redirect(next, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reply.headers(error.headers);
      const errors = error instanceof ValidationError ? error.fields : undefined;
      return sendHtml(reply, loginCodePage({ csrf, next, errors, message: errors ? undefined : error.message }), error.status);
    }
  });
}
