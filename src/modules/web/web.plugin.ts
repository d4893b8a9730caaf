import type { FastifyInstance } from 'fastify';
import { setBaseSecurityHeaders } from '../../platform/http/security-headers.js';
import { registerAssetRoutes } from './assets.js';
import { appApi } from './routes/api.routes.js';
import { loginCodeRoutes } from './routes/login-code.routes.js';
import { appPages } from './routes/pages.routes.js';
import { credentialsRoutes } from './routes/credentials.routes.js';
import { publicRoutes, shortenApiRoute } from './routes/public.routes.js';
import { inviteRoutes } from './routes/invite.routes.js';
import type { WebUser } from './session.js';
import { webAssets } from './ui/layout.js';
import type { WebContext, WebDeps } from './web.context.js';
import { LIMITS } from '../../platform/rate-limit/limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a web page or dashboard call, once a hook loaded it. */
    webUser: WebUser | null;
  }
  interface FastifyInstance {
    /** REQUIRE_EMAIL_VERIFICATION, for the banner of unverified accounts (decorated on the web app only). */
    emailVerificationRequired?: boolean;
  }
}

/**
 * The web app: home, sign-up and log-in, the /app dashboard pages and their /app/api JSON,
 * and the static assets. Every route is hidden from the OpenAPI document.
 */
export async function webApp(app: FastifyInstance, deps: WebDeps): Promise<void> {
  const hour = deps.limiterFor(LIMITS.webShortenPerHour);
  const day = deps.limiterFor(LIMITS.webShortenPerDay);
  const ctx: WebContext = {
    links: deps,
    secure: deps.baseUrl.startsWith('https:'),
    shorten: {
      deps: { ...deps, perMinute: hour, perDay: day },
      limits: { perRequest: [], perLink: [hour, day] },
    },
    loginGuard: deps.loginGuard,
    qrLimiter: deps.limiterFor(LIMITS.webQrPreview),
    webhooks: { store: deps.store, policy: deps.webhookPolicy, baseUrl: deps.baseUrl },
    domains: deps.domains,
    importMaxBytes: deps.importMaxBytes,
    credentials: deps.credentials,
    signup: deps.signup,
    anonymousLinksDisabled: deps.anonymousLinksDisabled,
    live: deps.live,
    teams: deps.teams,
  };

  app.decorateRequest('webUser', null);
  app.decorate('emailVerificationRequired', deps.credentials.requireEmailVerification);
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // HTML pages get the rest (CSP, HSTS) from the platform's hook, like every other page.
  app.addHook('onSend', async (_request, reply, payload) => {
    setBaseSecurityHeaders(reply);
    return payload;
  });

  registerAssetRoutes(app, webAssets());
  await app.register(shortenApiRoute, ctx);
  await app.register(publicRoutes, ctx);
  await app.register(credentialsRoutes, ctx);
  await app.register(loginCodeRoutes, ctx);
  await app.register(inviteRoutes, ctx);
  await app.register(appPages, ctx);
  await app.register((api) => appApi(api, ctx), { prefix: '/app/api' });
}
