import type { FastifyReply } from 'fastify';
import { RateLimitError } from '../http/errors.js';
import type { RateLimitState } from './rate-limit.js';

/** Sets the v1 rate-limit headers for this request and refuses it (429) when over the limit. */
export function limitOrThrow(reply: FastifyReply, state: RateLimitState): void {
  setLimitHeaders(reply, state);
  if (!state.allowed) throw new RateLimitError(state.resetSeconds);
}

/** Sets the v1 rate-limit headers only: the count is reported, nothing is refused. */
export function setLimitHeaders(reply: FastifyReply, state: RateLimitState): void {
  reply.header('x-ratelimit-limit', state.limit);
  reply.header('x-ratelimit-remaining', state.remaining);
  reply.header('x-ratelimit-reset', state.resetSeconds);
}
