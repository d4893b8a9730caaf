import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import { qrDocs } from './qr.docs.js';
import { readQrRequest } from './qr.params.js';
import { isFresh, limitQrRequests, qrValidationError, renderOrThrow, sendImage } from './qr.reply.js';
import { computeQrEtag, renderQr } from './qr.service.js';

const ONE_DAY = 'public, max-age=86400, immutable';

/** GET /api/qr: a keyless, untracked QR code of any content. */
export async function qrRoutes(app: FastifyInstance, deps: { keylessLimiter: RateLimiter }): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/qr',
    {
      config: { errorShape: 'qr' },
      schema: qrDocs.keyless,
      // Counted before validation: a request with bad parameters costs the same as a good one.
      onRequest: async (request, reply) => limitQrRequests(deps.keylessLimiter, request, reply),
    },
    async (request, reply) => {
      const parsed = readQrRequest(request.query);
      if (!parsed.ok) throw qrValidationError(parsed.errors);
      const etag = computeQrEtag(parsed.value);
      if (isFresh(request, etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', ONE_DAY).send();
      }
      const image = renderOrThrow(() => renderQr(parsed.value));
      return sendImage(request, reply, image, ONE_DAY, parsed.value.download);
    },
  );
}
