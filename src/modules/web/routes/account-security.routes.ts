import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError } from '../../../platform/http/errors.js';
import {
  confirmTwoFactorSetup,
  endOtherSessions,
  endSessionByHandle,
  InvalidCodeError,
  isTwoFactorOn,
  issueRecoveryCodes,
  SESSION_COOKIE,
  startTwoFactorSetup,
  totpUri,
  turnOffTwoFactor,
  twoFactorStatus,
} from '../../accounts/index.js';
import { deleteAccount } from '../../account-deletion/index.js';
import { renderSecretQrSvg } from '../../qr/index.js';
import { accountDeletedPage, deleteAccountPage } from '../pages/delete-account.page.js';
import { recoveryCodesPage, twoFactorManagePage, twoFactorSetupPage } from '../pages/two-factor.pages.js';
import { signOut, verifySessionCsrf, type WebUser } from '../session.js';
import { sendHtml, type WebContext } from '../web.context.js';

type FormRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined; Params: { handle?: string } }>;

/** Issuer shown by authenticator apps next to the account's email. */
const TOTP_ISSUER = 'Shortener';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** /app/account/two-factor, /app/account/sessions and /app/account/delete: plain forms, no script needed. */
export async function accountSecurityRoutes(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;

  /** The signed-in user of a form post, its CSRF token checked. */
  const formUser = (request: FormRequest): WebUser => {
    if (!request.webUser) throw new NotFoundError();
    verifySessionCsrf(request, request.webUser, request.body?.csrf);
    return request.webUser;
  };

  /** The password again, and a code when two-factor sign-in is on; both throttled like logging in. */
  const confirmIdentity = async (request: FormRequest, user: WebUser, needCode: boolean): Promise<void> => {
    await ctx.loginGuard.countAttempt(request.ip);
    const body = request.body ?? {};
    if (!(await ctx.loginGuard.authenticate(db, user.email, text(body.password)))) {
      throw new ValidationError('Password is not correct', { password: ['is not correct'] });
    }
    if (needCode && !(await ctx.loginGuard.checkCode(db, user, text(body.code)))) throw new InvalidCodeError();
    await ctx.loginGuard.refundAttempt(request.ip);
  };

  /** A field's failure renders the form again with the message under its field; anything else is an error page. */
  const failWith = async (reply: FastifyReply, error: unknown, render: (errors: Record<string, string[]>) => string | Promise<string>) => {
    if (!(error instanceof ValidationError)) throw error;
    return sendHtml(reply, await render(error.fields), error.status);
  };

  const setupPage = async (user: WebUser, errors?: Record<string, string[]>) => {
    const secret = await startTwoFactorSetup(db, user.id);
    const uri = totpUri(secret, user.email, TOTP_ISSUER);
    const qr = `data:image/svg+xml;base64,${Buffer.from(renderSecretQrSvg(uri)).toString('base64')}`;
    return twoFactorSetupPage({ viewer: user, csrf: user.csrfToken, secret, qr, uri, errors });
  };
  const managePage = async (user: WebUser, errors?: Record<string, string[]>, form?: 'disable' | 'recovery') =>
    twoFactorManagePage({ viewer: user, csrf: user.csrfToken, recoveryCodesLeft: (await twoFactorStatus(db, user.id)).recoveryCodesLeft, errors, form });

  app.get('/app/account/two-factor', async (request, reply) => {
    const user = request.webUser!;
    return sendHtml(reply, (await isTwoFactorOn(db, user.id)) ? await managePage(user) : await setupPage(user));
  });

  app.post('/app/account/two-factor', async (request: FormRequest, reply) => {
    const user = formUser(request);
    try {
      const codes = await confirmTwoFactorSetup(db, user.id, text(request.body?.code));
      // As after a password change: a session someone else holds must not outlive the new protection.
      await endOtherSessions(db, user.id, request.cookies[SESSION_COOKIE] ?? '');
      return sendHtml(reply, recoveryCodesPage(user, codes, true));
    } catch (error) {
      return failWith(reply, error, (errors) => setupPage(user, errors));
    }
  });

  app.post('/app/account/two-factor/recovery-codes', async (request: FormRequest, reply) => {
    const user = formUser(request);
    try {
      if (!(await ctx.loginGuard.checkCode(db, user, text(request.body?.code)))) throw new InvalidCodeError();
      return sendHtml(reply, recoveryCodesPage(user, await issueRecoveryCodes(db, user.id), false));
    } catch (error) {
      return failWith(reply, error, (errors) => managePage(user, errors, 'recovery'));
    }
  });

  app.post('/app/account/two-factor/disable', async (request: FormRequest, reply) => {
    const user = formUser(request);
    try {
      await confirmIdentity(request, user, true);
      await turnOffTwoFactor(db, user.id);
      return reply.redirect('/app/account#two-factor', 303);
    } catch (error) {
      return failWith(reply, error, (errors) => managePage(user, errors, 'disable'));
    }
  });

  app.post('/app/account/sessions/sign-out-others', async (request: FormRequest, reply) => {
    formUser(request);
    await endOtherSessions(db, request.webUser!.id, request.cookies[SESSION_COOKIE] ?? '');
    return reply.redirect('/app/account#sessions', 303);
  });

  app.post('/app/account/sessions/:handle/sign-out', async (request: FormRequest, reply) => {
    const user = formUser(request);
    if (!(await endSessionByHandle(db, user.id, request.params.handle ?? ''))) throw new NotFoundError('This session has already ended');
    return reply.redirect('/app/account#sessions', 303);
  });

  app.get('/app/account/delete', async (request, reply) => {
    const user = request.webUser!;
    return sendHtml(reply, deleteAccountPage({ viewer: user, csrf: user.csrfToken, twoFactor: await isTwoFactorOn(db, user.id) }));
  });

  app.post('/app/account/delete', async (request: FormRequest, reply) => {
    const user = formUser(request);
    const twoFactor = await isTwoFactorOn(db, user.id);
    try {
      await confirmIdentity(request, user, twoFactor);
      await deleteAccount(ctx.links, user.id, user.email);
    } catch (error) {
      return failWith(reply, error, (errors) => deleteAccountPage({ viewer: user, csrf: user.csrfToken, twoFactor, errors }));
    }
    await signOut(db, request, reply, ctx.secure);
    return sendHtml(reply, accountDeletedPage());
  });
}
