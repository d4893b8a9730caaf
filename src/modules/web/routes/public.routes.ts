import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken, verifyCsrfToken } from '../../../platform/http/csrf.js';
import { AppError, InvalidCredentialsError, RateLimitError, ValidationError } from '../../../platform/http/errors.js';
import { sendVerificationEmail } from '../../credentials/index.js';
import { assertSignupAllowed, createUser, isTwoFactorOn } from '../../accounts/index.js';
import { waitTime } from '../../../platform/text/wait-time.js';
import { createLink } from '../../links/index.js';
import { readShortenUrl, shortenAnonymously } from '../../shorten/index.js';
import { authPage } from '../pages/auth.page.js';
import { type HomeResult, homePage } from '../pages/home.page.js';
import { FAVICON_SVG } from '../ui/layout.js';
import { useHtmlErrors } from './html-errors.js';
import { askForCode } from './login-code.routes.js';
import { actorOf, assertMay, loadWebUser, safeNext, signIn, signOut, verifySessionCsrf, type WebUser } from '../session.js';
import { type WebContext, sendHtml } from '../web.context.js';

type FormRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined; Querystring: { next?: string; reset?: string } }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');


const homeSwitches = (ctx: WebContext) => ({ signupOpen: !ctx.signup.disabled, anonymousLinksDisabled: ctx.anonymousLinksDisabled });

/** The website's anonymous limits, explained instead of a bare 429. */
function friendlyShortenError(error: unknown): unknown {
  if (!(error instanceof RateLimitError)) return error;
  return new RateLimitError(
    error.retryAfterSeconds,
    `You have reached the limit for links without an account (10 an hour, 30 a day). Try again in ${waitTime(error.retryAfterSeconds)}, or sign up free to keep going.`,
  );
}

/**
 * The website's shortening. Signed in, the link goes into the account (as people expect of a
 * shortener's home page), where it can be edited and tracked; signed out, it is the keyless
 * service with the website's limits and messages.
 */
async function shortenOnWebsite(ctx: WebContext, viewer: WebUser | null, given: unknown, ip: string): Promise<HomeResult> {
  const url = readShortenUrl({ url: given });
  if (viewer) {
    // Signed in, the link goes into the workspace shown: a viewer may not add one there.
    assertMay(viewer, 'write_links');
    const link = await createLink(ctx.links, actorOf(viewer), { destination_url: url });
    const base = ctx.links.baseUrl;
    return {
      short_url: link.short_url,
      slug: link.slug,
      qr_url: `${base}/qr/${link.slug}`,
      preview_url: `${base}/preview/${link.slug}`,
      claim_url: '',
      expires: 'Saved to your links.',
      docs: `${base}/docs#shorten`,
      dashboard_url: `/app/links/${link.id}`,
    };
  }
  return shortenAnonymously(ctx.shorten.deps, url, ip, ctx.shorten.limits).catch((error: unknown) => {
    throw friendlyShortenError(error);
  });
}

/** POST /app/api/shorten: the home page's script; errors in the JSON envelope. */
export async function shortenApiRoute(app: FastifyInstance, ctx: WebContext): Promise<void> {
  app.post<{ Body: { url?: unknown } | undefined }>('/app/api/shorten', async (request, reply) => {
    verifyCsrfToken(request, undefined);
    const viewer = await loadWebUser(ctx.links.store.db, request);
    return reply.code(201).send(await shortenOnWebsite(ctx, viewer, request.body?.url, request.ip));
  });
}

/** Home (shorten), log in, sign up and log out: the pages anyone can reach. */
export async function publicRoutes(app: FastifyInstance, ctx: WebContext): Promise<void> {
  const db = ctx.links.store.db;
  useHtmlErrors(app);

  // Browsers ask for it on every page that names no icon (short-link pages, error pages).
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG),
  );

  app.get('/', async (request, reply) => {
    const viewer = await loadWebUser(db, request);
    return sendHtml(reply, homePage({ viewer, csrf: issueCsrfToken(request, reply, ctx.secure), ...homeSwitches(ctx) }));
  });

  // Without scripts the form posts here and gets the whole page back.
  app.post('/', async (request: FormRequest, reply) => {
    const body = request.body ?? {};
    const viewer = await loadWebUser(db, request);
    const csrf = issueCsrfToken(request, reply, ctx.secure);
    try {
      verifyCsrfToken(request, body.csrf);
      const result = await shortenOnWebsite(ctx, viewer, body.url, request.ip);
      return sendHtml(reply, homePage({ viewer, csrf, result, ...homeSwitches(ctx) }), 201);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      reply.headers(error.headers);
      return sendHtml(reply, homePage({ viewer, csrf, url: text(body.url), error: error.message, ...homeSwitches(ctx) }), error.status);
    }
  });

  for (const mode of ['login', 'signup'] as const) {
    app.get(`/${mode}`, async (request: FormRequest, reply) => {
      if (await loadWebUser(db, request)) return reply.redirect('/app', 303);
      const csrf = issueCsrfToken(request, reply, ctx.secure);
      const notice = mode === 'login' && request.query.reset === 'done' ? 'Your password was changed and every session was signed out. Log in with the new password.' : undefined;
      const signupOpen = !ctx.signup.disabled;
      return sendHtml(reply, authPage({ mode, csrf, next: safeNext(request.query.next), notice, signupOpen }), mode === 'signup' && !signupOpen ? 403 : 200);
    });

    app.post(`/${mode}`, async (request: FormRequest, reply) => {
      const body = request.body ?? {};
      const email = text(body.email);
      const next = safeNext(body.next);
      const csrf = issueCsrfToken(request, reply, ctx.secure);
      try {
        verifyCsrfToken(request, body.csrf);
        if (mode === 'signup') assertSignupAllowed(ctx.signup, body.email);
        await ctx.loginGuard.countAttempt(request.ip);
        const user =
          mode === 'login'
            ? await ctx.loginGuard.authenticate(db, email, text(body.password))
            : await createUser(db, { email: body.email, password: body.password, plan: 'free' });
        if (!user) throw new InvalidCredentialsError();
        if (mode === 'login' && (await isTwoFactorOn(db, user.id))) return await askForCode(ctx, reply, user.id, next);
        if (mode === 'signup') sendVerificationEmail(ctx.credentials, user, (error) => request.log.error({ err: error }, 'verification email failed'));
        await signIn(db, reply, user.id, ctx.secure, request.headers['user-agent']);
        return reply.redirect(next, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reply.headers(error.headers);
        const errors = error instanceof ValidationError ? error.fields : {};
        const message = Object.keys(errors).length > 0 ? undefined : error.message;
        return sendHtml(reply, authPage({ mode, csrf, next, email, message, errors, signupOpen: !ctx.signup.disabled }), error.status);
      }
    });
  }

  app.post('/logout', async (request: FormRequest, reply: FastifyReply) => {
    const user = await loadWebUser(db, request);
    if (user) verifySessionCsrf(request, user, request.body?.csrf);
    await signOut(db, request, reply, ctx.secure);
    return reply.redirect('/', 303);
  });
}
