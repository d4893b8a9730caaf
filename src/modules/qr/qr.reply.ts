import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitError, ValidationError } from '../../platform/http/errors.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.js';
import { QR_INVALID_MESSAGE, QrValidationError } from './qr.errors.js';
import type { FieldErrors, QrImage } from './qr.types.js';

/** A 422 in the QR shape `{ message, errors }` (the route's errorShape picks the body). */
export function qrValidationError(errors: FieldErrors): ValidationError {
  return new ValidationError(QR_INVALID_MESSAGE, errors);
}

/** Runs a render, turning content that can't be drawn into the QR 422. */
export function renderOrThrow(render: () => QrImage): QrImage {
  try {
    return render();
  } catch (error) {
    if (error instanceof QrValidationError) throw qrValidationError(error.errors);
    throw error;
  }
}

/** True when the client already holds this exact image (`etag` is already quoted). */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends an image (or a 304 for a fresh ETag) with the caching headers the caller chose. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: QrImage, cacheControl: string, download: boolean) {
  reply.header('cache-control', cacheControl).header('etag', image.etag).header('x-content-type-options', 'nosniff');
  if (isFresh(request, image.etag)) return reply.code(304).send();
  reply.type(image.contentType).header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${image.filename}"`);
  // SVG is markup: served as an image it can't run script, and this CSP makes sure.
  // A logo is an embedded data: PNG of our own pixels, hence img-src data:.
  if (image.contentType === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
  return reply.send(image.body);
}

/** Counts a QR request against the caller's limit, saying where it stands; 429 past it. */
export async function limitQrRequests(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const state = await limiter.consume(request.ip);
  if (!state.allowed) throw new RateLimitError(state.resetSeconds, 'Too many QR code requests; please slow down');
  reply.header('x-ratelimit-limit', state.limit).header('x-ratelimit-remaining', state.remaining);
}
