import { qrTextOf, shortUrlOf } from './links.mapper.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../platform/db/db.js';
import { NotFoundError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import { accountOf } from '../accounts/index.js';
import { designOf, limitQrRequests, LinkQrQuery, logoForDesign, qrDocs, readLinkQrOptions, renderLinkQr, renderOrThrow, sendImage } from '../qr/index.js';
import { parseLinkId } from './link.js';
import { getLinkRowOrThrow } from './get-link.js';
import { findLinkQrBySlug } from './links.repository.js';
import { qrLogoRoutes } from './links.qr-logo.routes.js';

export interface LinkQrDeps {
  store: Store;
  baseUrl: string;
  shortLinkLimiter: RateLimiter;
}

// A link's code follows its saved design, which its owner may change.
const LINK_CODE = 'public, max-age=3600';
const SHORT_FILE = /^([A-Za-z0-9_-]{4,64})(?:\.(png|svg))?$/;

/** /qr/{slug}[.svg]: the public code of a short link, in its saved design. */
export async function shortLinkQrRoutes(app: FastifyInstance, deps: LinkQrDeps): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/qr/:file',
    {
      config: { errorShape: 'qr' },
      schema: { hide: true, querystring: LinkQrQuery },
      onRequest: async (request, reply) => limitQrRequests(deps.shortLinkLimiter, request, reply),
    },
    async (request, reply) => {
      const match = SHORT_FILE.exec((request.params as { file: string }).file);
      const row = match ? await findLinkQrBySlug(deps.store.db, match[1]!) : undefined;
      if (!row || !['active', 'archived'].includes(row.status)) throw new NotFoundError('No active short link has this code');
      // The file's extension picks the format.
      const options = { ...readLinkQrOptions(request.query), format: match?.[2] === 'svg' ? 'svg' : 'png' } as const;
      const design = designOf(row.qr_design);
      const logo = await logoForDesign(deps.store.db, row.workspace_id, row.id, design);
      const image = renderOrThrow(() => renderLinkQr(qrTextOf(`${deps.baseUrl}/${row.slug}`), design, options, logo));
      return sendImage(request, reply, image, LINK_CODE, options.download);
    },
  );
}

/** GET /api/v1/links/{id}/qr (scope links:read): the short URL in the link's saved design. */
export async function linkQrRoutes(v1: FastifyInstance, deps: LinkQrDeps): Promise<void> {
  v1.withTypeProvider<TypeBoxTypeProvider>().get('/links/:id/qr', { config: { scope: 'links:read', notFoundMessage: 'Link not found' }, schema: qrDocs.link }, async (request, reply) => {
    const account = accountOf(request);
    const actor = account;
    const link = await getLinkRowOrThrow(deps.store.db, actor, parseLinkId(request.params.id));
    const options = readLinkQrOptions(request.query);
    const design = designOf(link.qr_design);
    const logo = await logoForDesign(deps.store.db, link.workspace_id, link.id, design);
    const image = renderOrThrow(() => renderLinkQr(qrTextOf(shortUrlOf(link, deps.baseUrl)), design, options, logo));
    return sendImage(request, reply, image, 'private, max-age=300', options.download);
  });
  await v1.register(qrLogoRoutes, deps);
}
