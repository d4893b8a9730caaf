import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from './error-codes.js';
import { AppError, type FieldErrors, firstProblem } from './errors.js';
import { fieldErrorsOf } from './validation.js';

/** How a route's errors are shaped: the contract differs per front door. */
export type ErrorShape = 'v1' | 'keyless' | 'qr';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: ErrorShape;
    /** The 404 message when a path parameter fails its schema ("Link not found"). */
    notFoundMessage?: string;
    /** Redirects log only failures and slow requests: the click table is their record. */
    quietLog?: boolean;
    /** The route answers on branded domains too (link routes); every other route is the app's own. */
    brandedHosts?: boolean;
  }
}

interface Failure {
  status: number;
  type: string;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  headers: Record<string, string>;
}

/** Registers the one place where failures become HTTP responses; never leaks a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = toFailure(error, request.routeOptions.config?.notFoundMessage);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    sendFailure(request, reply, failure);
  });
}

function toFailure(error: FastifyError | AppError, notFoundMessage = 'Not found'): Failure {
  if (error instanceof AppError) {
    return { status: error.status, type: error.type, code: error.code, message: error.message, fields: error.fields, headers: error.headers };
  }
  // A path id that is not a positive integer names nothing: the same 404 as a missing row.
  if (error.validation && error.validationContext === 'params') {
    return { status: 404, type: 'not_found', code: 'not_found', message: notFoundMessage, headers: {} };
  }
  if (error.validation) {
    // A body that is not even an object is the same failure as one that is not JSON.
    if (error.validationContext === 'body' && error.validation.some((issue) => issue.instancePath === '' && issue.keyword === 'type')) {
      return { status: 422, type: 'validation', code: 'invalid_body', message: 'The body must be a JSON object', fields: { body: ['must be a JSON object'] }, headers: {} };
    }
    const fields = fieldErrorsOf(error.validation, error.validationContext ?? 'body');
    return { status: 422, type: 'validation', code: 'invalid_field', message: firstProblem(fields), fields, headers: {} };
  }
  const status = error.statusCode ?? 500;
  if (status === 400) {
    return { status: 422, type: 'validation', code: 'invalid_body', message: 'The request body is not valid JSON', fields: { body: ['is not valid JSON'] }, headers: {} };
  }
  if (status === 413) {
    return { status: 413, type: 'validation', code: 'body_too_large', message: 'The request body is too large', fields: { body: ['is too large'] }, headers: {} };
  }
  // The contract makes any body that is not JSON a 422, whatever type it claims to be.
  if (status === 415) {
    return { status: 422, type: 'validation', code: 'invalid_body', message: 'The request body must be JSON (or, on /api/shorten, form-encoded)', fields: { body: ['must be JSON'] }, headers: {} };
  }
  if (status === 404) return { status, type: 'not_found', code: 'not_found', message: error.message, headers: {} };
  if (status >= 400 && status < 500) {
    return { status, type: 'validation', code: 'malformed_request', message: error.message, headers: {} };
  }
  return { status: 500, type: 'internal', code: 'internal', message: 'Something went wrong on our side', headers: {} };
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure): void {
  reply.code(failure.status).headers(failure.headers);
  reply.send(failureBody(request.routeOptions.config?.errorShape ?? 'v1', failure));
}

function failureBody(shape: ErrorShape, failure: Failure): object {
  // The contract's shapes stay exactly as they are; `code` is an addition a client may ignore.
  // A keyless 403 (DISABLE_ANONYMOUS_LINKS) is outside the contract's `{error}` sentences: it
  // takes the v1 envelope, so `error.code` names it, plus `code` as the keyless bodies carry (ADR 0712).
  if (shape === 'keyless' && failure.status === 403) return { ...v1Body(failure), code: failure.code };
  if (shape === 'keyless') return { error: failure.message, code: failure.code };
  if (shape === 'qr') return { message: failure.message, errors: failure.fields ?? {}, code: failure.code };
  return v1Body(failure);
}

function v1Body(failure: Failure): object {
  // Every v1 422 keeps the interface's validation-error shape, quota and plan refusals included.
  const hasFields = failure.fields !== undefined && Object.keys(failure.fields).length > 0;
  return {
    message: failure.message,
    error: { type: failure.type, code: failure.code, message: failure.message },
    ...(hasFields || failure.status === 422 ? { errors: failure.fields ?? {} } : {}),
  };
}

/**
 * Node refuses a request whose head is malformed or too large (a very long query string)
 * before any route sees it; the answer still takes the error shape of the path it names.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line and headers are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is malformed'];
  const head = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1', 0, 300) : '';
  const path = /^[A-Z]+ (\/[^\s?]*)/.exec(head)?.[1] ?? '';
  const shape: ErrorShape = path.startsWith('/api/shorten') ? 'keyless' : /^\/(api\/)?qr(\/|$)/.test(path) ? 'qr' : 'v1';
  const body = JSON.stringify(failureBody(shape, { status, type: 'validation', code: 'malformed_request', message, headers: {} }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
