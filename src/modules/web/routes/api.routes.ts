import type { FastifyInstance } from 'fastify';
import { InvalidBodyError, SessionRequiredError } from '../../../platform/http/errors.js';
import { assertMay, loadWebUser, verifySessionCsrf } from '../session.js';
import type { WebContext } from '../web.context.js';
import { accountApi } from './account.api.js';
import { adminApi } from './admin.api.js';
import { importsApi } from './imports.api.js';
import { linksApi } from './links.api.js';
import { linksBulkApi } from './links-bulk.api.js';
import { smartApi } from './smart.api.js';
import { organizeApi } from './organize.api.js';
import { qrLogoApi } from './qr-logo.api.js';
import { liveApi } from './live.api.js';
import { workspaceApi } from './workspace.api.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * /app/api: session-authenticated JSON for the dashboard, not part of the public API. Errors
 * use the /api/v1 envelope, so one client helper reads both.
 */
export async function appApi(app: FastifyInstance, ctx: WebContext): Promise<void> {
  app.addHook('onRequest', async (request) => {
    request.webUser = await loadWebUser(ctx.links.store.db, request);
    if (!request.webUser) throw new SessionRequiredError();
    if (!SAFE_METHODS.has(request.method)) verifySessionCsrf(request, request.webUser);
    // The role is checked here as the v1 door checks it; pages also hide what it does not allow.
    assertMay(request.webUser, request.routeOptions.config?.permission ?? (SAFE_METHODS.has(request.method) ? 'read' : 'write_links'));
  });
  // A JSON body is an object: `null`, an array or a scalar is the invalid_body a body schema (and
  // /api/v1) answers, also on the routes that read their body without one.
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) throw new InvalidBodyError();
  });
  await app.register(linksApi, ctx);
  await app.register(linksBulkApi, ctx);
  await app.register(smartApi, ctx);
  await app.register(organizeApi, ctx);
  await app.register(accountApi, ctx);
  await app.register(adminApi, ctx);
  await app.register(qrLogoApi, ctx);
  await app.register(importsApi, ctx);
  await app.register(liveApi, ctx);
  await app.register(workspaceApi, ctx);
}
