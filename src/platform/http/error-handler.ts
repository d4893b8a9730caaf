import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, addFieldError, type FieldErrors } from './errors.js';

/** How a route's errors are shaped: the contract differs per front door. */
export type ErrorShape = 'v1' | 'keyless' | 'qr';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorShape?: ErrorShape;
    /** Redirects log only failures and slow requests: the click table is their record. */
    quietLog?: boolean;
  }
}

interface Failure {
  status: number;
  type: string;
  message: string;
  fields?: FieldErrors;
  headers: Record<string, string>;
}

/** Registers the one place where failures become HTTP responses; never leaks a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = toFailure(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    sendFailure(request, reply, failure);
  });
}

function toFailure(error: FastifyError | AppError): Failure {
  if (error instanceof AppError) {
    const fields = 'fields' in error ? (error.fields as FieldErrors) : undefined;
    return { status: error.status, type: error.type, message: error.message, fields, headers: error.headers };
  }
  if (error.validation) {
    const fields = fieldsFromValidation(error);
    const first = Object.entries(fields)[0];
    const message = first ? `${first[0]}: ${first[1][0]}` : 'The request is invalid';
    return { status: 422, type: 'validation', message, fields, headers: {} };
  }
  const status = error.statusCode ?? 500;
  if (status === 400) {
    return { status: 422, type: 'validation', message: 'The request body is not valid JSON', headers: {} };
  }
  if (status === 413) {
    return { status: 413, type: 'validation', message: 'The request body is too large', headers: {} };
  }
  if (status === 415) {
    return { status: 415, type: 'validation', message: 'Send the body as application/json', headers: {} };
  }
  if (status >= 400 && status < 500) {
    return { status, type: 'validation', message: error.message, headers: {} };
  }
  return { status: 500, type: 'internal', message: 'Something went wrong on our side', headers: {} };
}

function fieldsFromValidation(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { missingProperty?: string; additionalProperty?: string };
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = params.missingProperty ? [path, params.missingProperty].filter(Boolean).join('.') : path;
    const name = field || error.validationContext || 'body';
    const message = params.missingProperty ? 'is required' : (issue.message ?? 'is invalid');
    addFieldError(fields, name, message);
  }
  return fields;
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure): void {
  reply.code(failure.status).headers(failure.headers);
  const shape = request.routeOptions.config?.errorShape ?? 'v1';
  if (shape === 'keyless') {
    reply.send({ error: failure.message });
  } else if (shape === 'qr') {
    reply.send({ message: failure.message, errors: failure.fields ?? {} });
  } else {
    reply.send({
      message: failure.message,
      error: { type: failure.type, message: failure.message },
      ...(failure.fields && Object.keys(failure.fields).length > 0 ? { errors: failure.fields } : {}),
    });
  }
}
