/** Field name -> messages, as in the interface's validation-error shape. */
export type FieldErrors = Record<string, string[]>;

/** Adds one message under a field. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const messages = errors[field] ?? [];
  messages.push(message);
  errors[field] = messages;
}

/** The base of every failure we answer on purpose; mapped to HTTP in one handler. */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly type: string;
  readonly headers: Record<string, string> = {};
}

export class ValidationError extends AppError {
  readonly status = 422;
  readonly type = 'validation';
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }

  /** One invalid field, the message naming it. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError(message, { [field]: [message] });
  }
}

/** A plan-gated feature, or the monthly quota, is out of the caller's reach. */
export class EntitlementError extends AppError {
  readonly status = 422;
  readonly type = 'entitlement';
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

/** The keyless shortener refused a URL: answered as `{ "error": message }`. */
export class UrlRejectedError extends AppError {
  readonly status = 422;
  readonly type = 'validation';
}

export class StateError extends AppError {
  readonly status = 409;
  readonly type = 'state';
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly type = 'not_found';
  constructor(message = 'Not found') {
    super(message);
  }
}

export class AuthenticationError extends AppError {
  readonly status = 401;
  readonly type = 'authentication';
  constructor(message = 'A valid bearer token is required') {
    super(message);
    this.headers['www-authenticate'] = 'Bearer';
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly type = 'forbidden';
}

export class RateLimitError extends AppError {
  readonly status = 429;
  readonly type = 'rate_limit';
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, please slow down',
  ) {
    super(message);
    this.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly type = 'validation';
}
