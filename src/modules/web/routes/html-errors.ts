import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/http/errors.js';
import { errorPage } from '../pages/error.page.js';
import { sendHtml } from '../web.context.js';

/** Page routes fail with a page, not JSON: same statuses and messages, never a stack. */
export function useHtmlErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const status = error instanceof AppError ? error.status : error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'page failed');
    if (error instanceof AppError) reply.headers(error.headers);
    const message =
      error instanceof AppError ? error.message : status < 500 ? 'The request could not be understood.' : 'Please try again in a moment.';
    return sendHtml(reply, errorPage(status, message, request.webUser ?? null), status);
  });
}
