import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken, verifyCsrfToken } from '../../../platform/http/csrf.js';
import { AppError, EmailLinkInvalidError, SessionRequiredError, ValidationError } from '../../../platform/http/errors.js';
import { SESSION_COOKIE } from '../../accounts/index.js';
import {
  changePassword, checkEmailChangeLink, checkResetLink, checkVerificationLink, confirmEmailChange,
  requestEmailChange, requestPasswordReset, resendVerificationEmail, resetPassword, verifyEmail,
} from '../../credentials/index.js';
import { changeEmailPage, changePasswordPage, confirmLinkPage, flowDonePage, forgotPasswordPage, linkInvalidPage, resetPasswordPage } from '../pages/credentials.page.js';
import { loadWebUser, verifySessionCsrf, type WebUser } from '../session.js';
import { sendHtml, type WebContext } from '../web.context.js';
import { useHtmlErrors } from './html-errors.js';

type FormRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined; Querystring: Record<string, string | undefined> }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A refused form: its status and headers on the reply, the message or field errors for the page. */
function failure(reply: FastifyReply, error: unknown): { status: number; message?: string; errors: Record<string, string[]> } {
  if (!(error instanceof AppError)) throw error;
  reply.headers(error.headers);
  const errors = error instanceof ValidationError ? error.fields : {};
  return { status: error.status, errors, ...(Object.keys(errors).length > 0 ? {} : { message: error.message }) };
}

/** Forgot and reset password, email verification and change, password change (ADR 0701). */
export async function credentialsRoutes(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;
  const creds = ctx.credentials;
  const csrfOf = (request: FastifyRequest, reply: FastifyReply) => issueCsrfToken(request, reply, ctx.secure);
  const logFailure = (request: FastifyRequest) => (error: unknown) => request.log.error({ err: error }, 'account email failed');
  useHtmlErrors(app);

  /** The signed-in user of an account form; everyone else goes to log in first. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<WebUser | null> => {
    const user = await loadWebUser(db, request);
    if (!user) void reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
    return user;
  };

  app.get('/forgot-password', async (request: FormRequest, reply) => sendHtml(reply, forgotPasswordPage({ csrf: csrfOf(request, reply) })));

  app.post('/forgot-password', async (request: FormRequest, reply) => {
    const email = text(request.body?.email);
    const csrf = csrfOf(request, reply);
    try {
      verifyCsrfToken(request, request.body?.csrf);
      await requestPasswordReset(creds, email, request.ip, logFailure(request));
      return sendHtml(reply, forgotPasswordPage({ csrf, email, sent: true }));
    } catch (error) {
      const { status, ...shown } = failure(reply, error);
      return sendHtml(reply, forgotPasswordPage({ csrf, email, ...shown }), status);
    }
  });

  /** GET of an emailed link: checks it, then asks for the click (or the form) that spends it. */
  const linkPage = <T>(path: string, check: (token: string) => Promise<T>, page: (request: FormRequest, reply: FastifyReply, token: string, found: T) => Promise<string>) =>
    app.get(path, async (request: FormRequest, reply) => {
      const token = text(request.query.token);
      let found: T;
      try {
        found = await check(token);
      } catch (error) {
        if (!(error instanceof EmailLinkInvalidError)) throw error;
        return sendHtml(reply, linkInvalidPage(error.message, await loadWebUser(db, request)), error.status);
      }
      return sendHtml(reply, await page(request, reply, token, found));
    });

  linkPage('/reset-password', (token) => checkResetLink(creds, token), async (request, reply, token) => resetPasswordPage({ csrf: csrfOf(request, reply), token }));

  app.post('/reset-password', async (request: FormRequest, reply) => {
    const token = text(request.body?.token);
    const csrf = csrfOf(request, reply);
    try {
      verifyCsrfToken(request, request.body?.csrf);
      await resetPassword(creds, token, request.body?.password);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.secure });
      return reply.redirect('/login?reset=done', 303);
    } catch (error) {
      if (error instanceof EmailLinkInvalidError) return sendHtml(reply, linkInvalidPage(error.message), error.status);
      const { status, ...shown } = failure(reply, error);
      return sendHtml(reply, resetPasswordPage({ csrf, token, ...shown }), status);
    }
  });

  const confirmPage = (action: string, title: string, intro: string, button: string) => async (request: FormRequest, reply: FastifyReply, token: string) =>
    confirmLinkPage({ csrf: csrfOf(request, reply), token, action, title, intro, button, viewer: await loadWebUser(db, request) });

  linkPage('/verify-email', (token) => checkVerificationLink(creds, token), (request, reply, token, email) =>
    confirmPage('/verify-email', 'Confirm your email address', `Confirm ${email} as the address of your account.`, 'Confirm my email address')(request, reply, token),
  );

  linkPage('/confirm-email', (token) => checkEmailChangeLink(creds, token), (request, reply, token, email) =>
    confirmPage('/confirm-email', 'Confirm your new email address', `Move your account to ${email}. You will log in with it from now on.`, 'Use this address')(request, reply, token),
  );

  /** POST of a confirmation button: spends the link, or says why it can't be used. */
  const spendLink = (path: string, spend: (token: unknown) => Promise<string>, done: (email: string) => [string, string]) =>
    app.post(path, async (request: FormRequest, reply) => {
      verifyCsrfToken(request, request.body?.csrf);
      const outcome = await spend(request.body?.token).then(done, (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return error;
      });
      const viewer = await loadWebUser(db, request);
      if (outcome instanceof AppError) return sendHtml(reply, linkInvalidPage(outcome.message, viewer), outcome.status);
      const next = viewer ? { href: '/app', label: 'Go to your links' } : { href: '/login', label: 'Log in' };
      return sendHtml(reply, flowDonePage(outcome[0], outcome[1], next, viewer));
    });

  spendLink('/verify-email', (token) => verifyEmail(creds, token), (email) => ['Email address confirmed', `Thank you: ${email} is confirmed.`]);
  spendLink('/confirm-email', (token) => confirmEmailChange(creds, token), (email) => ['Email address changed', `Your account now uses ${email}. Log in with it from now on.`]);

  app.post('/app/account/verify-email', async (request: FormRequest, reply) => {
    const user = await loadWebUser(db, request);
    if (!user) throw new SessionRequiredError();
    verifySessionCsrf(request, user, request.body?.csrf);
    await resendVerificationEmail(creds, user, logFailure(request));
    const message = user.emailVerified ? 'Your email address is already confirmed.' : `We sent a new link to ${user.email}. It works for 48 hours.`;
    return sendHtml(reply, flowDonePage('Check your inbox', message, { href: '/app/account', label: 'Back to your account' }, user));
  });

  app.get('/app/account/password', async (request: FormRequest, reply) => {
    const user = await signedIn(request, reply);
    return user ? sendHtml(reply, changePasswordPage({ viewer: user, csrf: user.csrfToken, done: request.query.done === '1' })) : reply;
  });

  app.post('/app/account/password', async (request: FormRequest, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    try {
      verifySessionCsrf(request, user, request.body?.csrf);
      const sessionToken = request.cookies[SESSION_COOKIE] ?? '';
      await changePassword(creds, ctx.loginGuard, { userId: user.id, email: user.email, sessionToken, current: request.body?.current_password, next: request.body?.new_password });
      return reply.redirect('/app/account/password?done=1', 303);
    } catch (error) {
      const { status, ...shown } = failure(reply, error);
      return sendHtml(reply, changePasswordPage({ viewer: user, csrf: user.csrfToken, ...shown }), status);
    }
  });

  app.get('/app/account/email', async (request: FormRequest, reply) => {
    const user = await signedIn(request, reply);
    return user ? sendHtml(reply, changeEmailPage({ viewer: user, csrf: user.csrfToken })) : reply;
  });

  app.post('/app/account/email', async (request: FormRequest, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const newEmail = text(request.body?.new_email);
    try {
      verifySessionCsrf(request, user, request.body?.csrf);
      const sentTo = await requestEmailChange(creds, ctx.loginGuard, { userId: user.id, email: user.email, password: request.body?.password, newEmail }, logFailure(request));
      return sendHtml(reply, changeEmailPage({ viewer: user, csrf: user.csrfToken, sentTo }));
    } catch (error) {
      const { status, ...shown } = failure(reply, error);
      return sendHtml(reply, changeEmailPage({ viewer: user, csrf: user.csrfToken, newEmail, ...shown }), status);
    }
  });
}
