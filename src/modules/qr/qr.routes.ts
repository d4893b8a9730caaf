import type { FastifyInstance } from 'fastify';
import { documentationOnly } from '../../platform/http/validation.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import { qrDocs } from './qr.docs.js';
import { parseQrQuery } from './qr.params.js';
import { isFresh, limitQrRequests, qrValidationError, renderOrThrow, sendImage } from './qr.reply.js';
import { computeQrEtag, renderQr } from './qr.service.js';

const ONE_DAY = 'public, max-age=86400, immutable';

type Query = Record<string, unknown>;

/** GET /api/qr: a keyless, untracked QR code of any content. */
export async function qrRoutes(app: FastifyInstance, deps: { keylessLimiter: RateLimiter }): Promise<void> {
  app.get<{ Querystring: Query }>('/api/qr', { config: { errorShape: 'qr' }, schema: qrDocs.keyless, validatorCompiler: documentationOnly }, async (request, reply) => {
    await limitQrRequests(deps.keylessLimiter, request, reply);
    const parsed = parseQrQuery(request.query);
    if (!parsed.ok) throw qrValidationError(parsed.errors);
    const etag = computeQrEtag(parsed.value);
    if (isFresh(request, etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', ONE_DAY).send();
    }
    const image = renderOrThrow(() => renderQr(parsed.value));
    return sendImage(request, reply, image, ONE_DAY, parsed.value.download);
  });
}
