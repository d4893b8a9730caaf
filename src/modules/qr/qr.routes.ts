import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../../platform/db/db.js';
import { NotFoundError, RateLimitError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import { accountOf } from '../accounts/api-auth.js';
import { parseLinkId } from '../links/link.js';
import { getLinkRowOrThrow } from '../links/links.manage.js';
import { qrDocs } from './qr.docs.js';
import { parseLinkQrQuery, parseQrDesign, parseQrQuery } from './qr.params.js';
import { isFresh, qrValidationError, renderOrThrow, sendImage } from './qr.reply.js';
import { computeQrEtag, renderLinkQr, renderQr } from './qr.service.js';
import type { QrDesign } from './qr.types.js';

export interface QrDeps {
  store: Store;
  baseUrl: string;
  keylessLimiter: RateLimiter;
  shortLinkLimiter: RateLimiter;
}

const ONE_DAY = 'public, max-age=86400, immutable';
// A link's code follows its saved design, which its owner may change.
const LINK_CODE = 'public, max-age=3600';
const SHORT_FILE = /^([A-Za-z0-9_-]{4,64})(?:\.(png|svg))?$/;

type Query = Record<string, unknown>;

async function limit(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const state = await limiter.consume(request.ip);
  if (!state.allowed) throw new RateLimitError(state.resetSeconds, 'Too many QR code requests; please slow down');
  reply.header('x-ratelimit-limit', state.limit).header('x-ratelimit-remaining', state.remaining);
}

/** The stored design of a link, or null for the default look. */
function designOf(stored: string | null): QrDesign | null {
  if (!stored) return null;
  const parsed = parseQrDesign(JSON.parse(stored));
  return parsed.ok ? parsed.value : null;
}

/**
 * The QR schemas only document the query: qr.params.ts validates it, reporting every field at
 * once. Fastify's validator would coerce the raw text first (`size=0x100` to 256, `1e3` to 1000),
 * hiding what was sent.
 */
const documentationOnly = () => () => true;

/** GET /api/qr (keyless), /qr/{slug}[.svg] (a short link's code), GET /api/v1/links/{id}/qr. */
export async function qrRoutes(app: FastifyInstance, deps: QrDeps): Promise<void> {
  app.get<{ Querystring: Query }>('/api/qr', { config: { errorShape: 'qr' }, schema: qrDocs.keyless, validatorCompiler: documentationOnly }, async (request, reply) => {
    await limit(deps.keylessLimiter, request, reply);
    const parsed = parseQrQuery(request.query);
    if (!parsed.ok) throw qrValidationError(parsed.errors);
    const etag = computeQrEtag(parsed.value);
    if (isFresh(request, etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', ONE_DAY).send();
    }
    const image = renderOrThrow(() => renderQr(parsed.value));
    return sendImage(request, reply, image, ONE_DAY, parsed.value.download);
  });

  app.get<{ Params: { file: string }; Querystring: Query }>('/qr/:file', { config: { errorShape: 'qr' }, schema: { hide: true } }, async (request, reply) => {
    await limit(deps.shortLinkLimiter, request, reply);
    const match = SHORT_FILE.exec(request.params.file);
    const row = match
      ? await deps.store.db
          .selectFrom('links')
          .select(['slug', 'status', 'qr_design'])
          .where('slug', '=', match[1]!)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!row || !['active', 'archived'].includes(row.status)) throw new NotFoundError('No active short link has this code');
    const options = parseLinkQrQuery({ ...request.query, format: match?.[2] ?? 'png' });
    if (!options.ok) throw qrValidationError(options.errors);
    const image = renderOrThrow(() => renderLinkQr(`${deps.baseUrl}/${row.slug}`, designOf(row.qr_design), options.value));
    return sendImage(request, reply, image, LINK_CODE, options.value.download);
  });
}

/** GET /api/v1/links/{id}/qr (scope links:read): the short URL in the link's saved design. */
export async function linkQrRoutes(v1: FastifyInstance, deps: QrDeps): Promise<void> {
  v1.get<{ Params: { id: string }; Querystring: Query }>(
    '/links/:id/qr',
    { config: { scope: 'links:read' }, schema: qrDocs.link, validatorCompiler: documentationOnly },
    async (request, reply) => {
      const account = accountOf(request);
      const actor = { userId: account.userId, entitlements: account.entitlements };
      const link = await getLinkRowOrThrow(deps.store.db, actor, parseLinkId(request.params.id));
      const options = parseLinkQrQuery(request.query);
      if (!options.ok) throw qrValidationError(options.errors);
      const image = renderOrThrow(() => renderLinkQr(`${deps.baseUrl}/${link.slug}`, designOf(link.qr_design), options.value));
      return sendImage(request, reply, image, 'private, max-age=300', options.value.download);
    },
  );
}
