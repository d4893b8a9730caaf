import type { FastifyInstance } from 'fastify';
import { type ShortenDeps, shortenAnonymously } from './shorten.service.js';
import { shortenBodySchema, shortenResultSchema } from './shorten.schemas.js';

/** POST /api/shorten: keyless, JSON or form-encoded, errors as `{ "error": "..." }`. */
export async function shortenRoutes(app: FastifyInstance, deps: ShortenDeps): Promise<void> {
  app.post<{ Body: { url?: unknown } | undefined }>(
    '/api/shorten',
    {
      config: { errorShape: 'keyless' },
      // The schema documents the endpoint; the service gives the friendlier messages.
      attachValidation: true,
      schema: {
        operationId: 'shorten',
        tags: ['Keyless'],
        summary: 'Shorten a URL without an account',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: shortenBodySchema,
        response: { 201: shortenResultSchema, 422: { $ref: 'KeylessError#' }, 429: { $ref: 'KeylessError#' } },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const url = body && typeof body === 'object' ? body.url : undefined;
      const result = await shortenAnonymously(deps, url, request.ip);
      return reply.code(201).send(result);
    },
  );
}
