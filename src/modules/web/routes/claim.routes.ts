import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken, verifyCsrfToken } from '../../../platform/http/csrf.js';
import { AppError, InvalidCredentialsError, NotFoundError, SessionRequiredError, ValidationError } from '../../../platform/http/errors.js';
import { assertSignupAllowed, createSession, findSessionUser, isTwoFactorOn, type LoginGuard, prepareUser, SESSION_COOKIE, type SignupPolicy } from '../../accounts/index.js';
import { type CredentialsContext, sendVerificationEmail } from '../../credentials/index.js';
import type { LinksContext } from '../../links/index.js';
import { claimedPage, claimPage, claimUnavailablePage } from '../pages/claim.pages.js';
import { claimLink, type ClaimOwner, findClaimableLink } from '../../shorten/index.js';

export interface ClaimDeps extends LinksContext {
  loginGuard: LoginGuard;
  credentials: CredentialsContext;
  /** DISABLE_SIGNUP and SIGNUP_EMAIL_DOMAINS apply to the claim page's sign-up too. */
  signup: SignupPolicy;
}

type ClaimRequest = FastifyRequest<{ Params: { token: string }; Querystring: { mode?: string }; Body: Record<string, unknown> | undefined }>;

/** GET/POST /claim/{token}: sign up (or log in, or use the session) and take the link. */
export async function claimRoutes(app: FastifyInstance, deps: ClaimDeps): Promise<void> {
  const secure = deps.baseUrl.startsWith('https:');
  const html = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store');
  const notFound = async (request: ClaimRequest, reply: FastifyReply) => {
    const session = await findSessionUser(deps.store.db, request.cookies[SESSION_COOKIE]);
    return html(reply).code(404).send(claimUnavailablePage(session?.user.email ?? null));
  };

  const render = async (request: ClaimRequest, reply: FastifyReply, status: number, extra: { errors?: Record<string, string[]>; message?: string; email?: string; mode?: 'signup' | 'login' } = {}) => {
    const link = await findClaimableLink(deps.store.db, request.params.token);
    const session = await findSessionUser(deps.store.db, request.cookies[SESSION_COOKIE]);
    return html(reply)
      .code(status)
      .send(
        claimPage({
          link,
          shortUrl: `${deps.baseUrl}/${link.slug}`,
          token: request.params.token,
          csrf: issueCsrfToken(request, reply, secure),
          signedInAs: session?.user.email ?? null,
          mode: extra.mode ?? (request.query.mode === 'login' || deps.signup.disabled ? 'login' : 'signup'),
          ...extra,
        }),
      );
  };

  const ownerFor = async (request: ClaimRequest, body: Record<string, unknown>): Promise<ClaimOwner> => {
    if (body.mode === 'session') {
      const session = await findSessionUser(deps.store.db, request.cookies[SESSION_COOKIE]);
      if (!session) throw new SessionRequiredError();
      return { user: session.user };
    }
    await deps.loginGuard.countAttempt(request.ip);
    if (body.mode === 'login') {
      const user = await deps.loginGuard.authenticate(deps.store.db, String(body.email ?? ''), String(body.password ?? ''));
      if (!user) throw new InvalidCredentialsError();
      // A password alone must never open a two-factor account, here no more than on /login.
      if (await isTwoFactorOn(deps.store.db, user.id)) {
        throw new ValidationError('This account uses two-factor sign-in: log in first, then open this claim link again.', {});
      }
      return { user };
    }
    assertSignupAllowed(deps.signup, body.email);
    // Checked before the password is hashed: a spent token should not cost a hash.
    await findClaimableLink(deps.store.db, request.params.token);
    return { newUser: await prepareUser({ email: body.email, password: body.password, plan: 'free' }) };
  };

  app.get('/claim/:token', { schema: { hide: true } }, async (request: ClaimRequest, reply) => {
    try {
      return await render(request, reply, 200);
    } catch (error) {
      if (error instanceof NotFoundError) return notFound(request, reply);
      throw error;
    }
  });

  app.post('/claim/:token', { schema: { hide: true } }, async (request: ClaimRequest, reply) => {
    const body = request.body ?? {};
    const mode = body.mode === 'login' ? 'login' : 'signup';
    try {
      verifyCsrfToken(request, body.csrf);
      const { link, user } = await claimLink(deps, request.params.token, await ownerFor(request, body));
      if (mode === 'signup' && body.mode !== 'session') sendVerificationEmail(deps.credentials, user, (error) => request.log.error({ err: error }, 'verification email failed'));
      if (body.mode !== 'session') {
        const session = await createSession(deps.store.db, user.id, request.headers['user-agent']);
        reply.setCookie(SESSION_COOKIE, session.token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: session.expiresAt });
      }
      return html(reply).send(claimedPage(`${deps.baseUrl}/${link.slug}`, user.email));
    } catch (error) {
      if (error instanceof NotFoundError) return notFound(request, reply);
      if (error instanceof AppError && error.status === 422) {
        const errors = error.fields ?? {};
        return render(request, reply, 422, { errors, message: Object.keys(errors).length ? undefined : error.message, email: String(body.email ?? ''), mode });
      }
      if (error instanceof AppError) {
        reply.headers(error.headers);
        return render(request, reply, error.status, { message: error.message, email: String(body.email ?? ''), mode });
      }
      throw error;
    }
  });
}
