import type { ErrorCode } from './error-codes.js';

/** Field name -> messages, as in the interface's validation-error shape. */
export type FieldErrors = Record<string, string[]>;

/** Adds one message under a field. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const messages = errors[field] ?? [];
  messages.push(message);
  errors[field] = messages;
}

/**
 * The base of every failure we answer on purpose; mapped to HTTP in one handler. `type` is the
 * contract's category (decisions.md), `code` names the failure itself (error-codes.ts).
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly type: string;
  abstract readonly code: ErrorCode;
  readonly headers: Record<string, string> = {};
  /** Field name -> messages; present (maybe empty) on every 422. */
  readonly fields: FieldErrors | undefined = undefined;
}

/** A 422 whose `errors` name the fields at fault. */
abstract class FieldsError extends AppError {
  readonly status = 422;
  override readonly fields: FieldErrors;
  constructor(message: string, fields: FieldErrors = {}) {
    super(message);
    this.fields = fields;
  }
}

/** The first field's first problem as a sentence, or a generic one. */
export function firstProblem(fields: FieldErrors): string {
  const [field, messages] = Object.entries(fields)[0] ?? [];
  return field && messages?.[0] ? `${field} ${messages[0]}` : 'The request is invalid';
}

/** A field is missing or invalid: the generic 422. */
export class ValidationError extends FieldsError {
  readonly type = 'validation';
  readonly code: ErrorCode = 'invalid_field';

  /** One invalid field, the message naming it. */
  static field(field: string, message: string): ValidationError {
    return new ValidationError(message, { [field]: [message] });
  }

  /** Every field's problems; the message names the first ("title must be at most 255 characters"). */
  static fromFields(fields: FieldErrors): ValidationError {
    return new ValidationError(firstProblem(fields), fields);
  }
}

/** The body is not the JSON object (or form) the endpoint reads. */
export class InvalidBodyError extends ValidationError {
  override readonly code = 'invalid_body';
  constructor(message = 'The body must be a JSON object', fields: FieldErrors = { body: ['must be a JSON object'] }) {
    super(message, fields);
  }
}

export class SlugTakenError extends ValidationError {
  override readonly code = 'slug_taken';
  constructor() {
    super(SLUG_TAKEN, { slug: [SLUG_TAKEN] });
  }
}

/** The contract's wording for a taken or reserved slug. */
export const SLUG_TAKEN = 'slug already taken';

/** A tag or folder name the account already uses. */
export class NameTakenError extends ValidationError {
  override readonly code = 'name_taken';
  constructor(message: string, field = 'name') {
    super(message, { [field]: [message] });
  }
}

export class EmailTakenError extends ValidationError {
  override readonly code = 'email_taken';
  constructor() {
    super('An account with this email already exists', { email: ['is already registered'] });
  }
}

/** A QR design that scanners could not read (a logo too large for its content, too little contrast, a frame too tight). */
export class QrUnreadableError extends ValidationError {
  override readonly code = 'qr_unreadable';
  constructor(message: string, field = 'qr') {
    super(message, { [field]: [message] });
  }
}

/** An account-wide count (folders, webhook endpoints) would pass its maximum. */
export class LimitReachedError extends ValidationError {
  override readonly code = 'limit_reached';
}

export class InvalidCredentialsError extends ValidationError {
  override readonly code = 'invalid_credentials';
  constructor() {
    super('The email or password is not correct', {});
  }
}

/**
 * A URL the safety scan refused. `invalid` says it is not a redirectable URL at all; otherwise
 * the policy refused it (threat, private address, look-alike, short link).
 */
export class DestinationRejectedError extends ValidationError {
  override readonly code: 'destination_invalid' | 'destination_unsafe';
  /** `field` null: the URL is not one the caller typed (a claim re-checks a stored link). */
  constructor(field: string | null, message: string, invalid: boolean) {
    super(message, field === null ? {} : { [field]: [message] });
    this.code = invalid ? 'destination_invalid' : 'destination_unsafe';
  }
}

/** A body (an uploaded file) past the size the server accepts; the same answer as Fastify's own limit. */
export class BodyTooLargeError extends AppError {
  readonly status = 413;
  readonly type = 'validation';
  readonly code = 'body_too_large';
  override readonly fields = { body: ['is too large'] };
}

/** An uploaded import file that cannot be imported at all: nothing of it is applied. */
export class ImportFileError extends ValidationError {
  override readonly code: 'import_format' | 'import_encoding' | 'import_empty';
  constructor(code: 'import_format' | 'import_encoding' | 'import_empty', message: string) {
    super(message, { file: [message] });
    this.code = code;
  }
}

/** A plan-gated field or endpoint is out of the caller's plan. */
export class PlanFeatureError extends FieldsError {
  readonly type = 'entitlement';
  readonly code = 'plan_feature';
}

/** The monthly link quota is used up. */
export class QuotaReachedError extends FieldsError {
  readonly type = 'entitlement';
  readonly code = 'quota_reached';
}

/** The plan allows no more of something (branded domains); a higher plan does. */
export class PlanLimitError extends FieldsError {
  readonly type = 'entitlement';
  readonly code = 'plan_limit';
}

/** Another account has verified this domain. */
export class DomainTakenError extends ValidationError {
  override readonly code = 'domain_taken';
  constructor() {
    super('This domain is verified by another account', { hostname: ['is verified by another account'] });
  }
}

/** The resource's status does not allow the action. */
export class StateError extends AppError {
  readonly status = 409;
  readonly type = 'state';
  readonly code = 'invalid_state';
}

/** The workspace would be left without an owner (ADR 1001). */
export class LastOwnerError extends AppError {
  readonly status = 409;
  readonly type = 'state';
  readonly code = 'last_owner';
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly type = 'not_found';
  readonly code = 'not_found';
  constructor(message = 'Not found') {
    super(message);
  }
}

/** A known path asked with a method it does not take; `allow` lists those it does. */
export class MethodNotAllowedError extends AppError {
  readonly status = 405;
  readonly type = 'method_not_allowed';
  readonly code = 'method_not_allowed';
  constructor(method: string, path: string, allow: string) {
    super(`${path} does not take ${method}; it takes ${allow}`);
    this.headers.allow = allow;
  }
}

export class AuthenticationError extends AppError {
  readonly status = 401;
  readonly type = 'authentication';
  readonly code = 'unauthenticated';
  constructor(message = 'A valid bearer token is required') {
    super(message);
    this.headers['www-authenticate'] = 'Bearer';
  }
}

/** A web call whose session cookie is missing or expired. */
export class SessionRequiredError extends AppError {
  readonly status = 401;
  readonly type = 'authentication';
  readonly code = 'session_required';
  constructor() {
    super('Your session has ended; log in again');
  }
}

/** A 403: the caller may not do this at all (scope, plan, or an operator's switch). */
export abstract class ForbiddenError extends AppError {
  readonly status = 403;
  readonly type = 'forbidden';
}

export class ScopeMissingError extends ForbiddenError {
  readonly code = 'scope_missing';
  constructor(scope: string) {
    super(`This token lacks the "${scope}" scope`);
  }
}

/** The caller's role in the workspace does not allow this (ADR 1001); read at each request. */
export class RoleForbiddenError extends ForbiddenError {
  readonly code = 'forbidden_role';
  constructor(role: string, needed: string) {
    super(`Your role in this workspace is ${role}; this needs ${needed} or above`);
  }
}

export class ApiNotInPlanError extends ForbiddenError {
  readonly code = 'api_not_in_plan';
  constructor() {
    super('Your plan does not include API access; it is a Pro and Business feature');
  }
}

/** REQUIRE_EMAIL_VERIFICATION is on and the account has not followed its verification link. */
export class EmailNotVerifiedError extends ForbiddenError {
  readonly code = 'email_not_verified';
  constructor() {
    super('Confirm your email address before creating links: follow the link we emailed you (your account page can send it again)');
  }
}

/** A link sent by email (reset, verification, email change) that is wrong, expired or already used. */
export class EmailLinkInvalidError extends AppError {
  readonly status = 400;
  readonly type = 'validation';
  readonly code = 'link_invalid';
  constructor() {
    super('This link is invalid, has expired or was already used. Ask for a new one.');
  }
}

/** A web form or call without a valid CSRF token (expired page or another site). */
export class RequestForgeryError extends ForbiddenError {
  readonly code = 'request_forgery';
}

export class RateLimitError extends AppError {
  readonly status = 429;
  readonly type = 'rate_limit';
  readonly code = 'rate_limited';
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, please slow down',
  ) {
    super(message);
    this.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}
