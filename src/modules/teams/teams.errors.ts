import { AppError, ForbiddenError } from '../../platform/http/errors.js';

// Invite failures (ADR 1002): each says what happened and changes nothing.

/** No invite has this secret (or the workspace it invited to is gone). */
export class InviteInvalidError extends AppError {
  readonly status = 404;
  readonly type = 'not_found';
  readonly code = 'invite_invalid';
  constructor() {
    super('This invite link is not valid: check that it was copied whole, or ask for a new invite');
  }
}

/** Past its 7 days. */
export class InviteExpiredError extends AppError {
  readonly status = 409;
  readonly type = 'state';
  readonly code = 'invite_expired';
  constructor() {
    super('This invite has expired (invites last 7 days); ask an admin of the workspace to send it again');
  }
}

/** Accepted already: an invite joins once. */
export class InviteUsedError extends AppError {
  readonly status = 409;
  readonly type = 'state';
  readonly code = 'invite_used';
  constructor() {
    super('This invite was already used; each invite joins one person once');
  }
}

/** Sent to another address than the caller's account. */
export class InviteWrongEmailError extends ForbiddenError {
  readonly code = 'invite_wrong_email';
  constructor() {
    super('This invite was sent to another email address; sign in with the account of the address it was sent to');
  }
}

/** The personal workspace goes only with its account. */
export class PersonalWorkspaceError extends AppError {
  readonly status = 409;
  readonly type = 'state';
  readonly code = 'invalid_state';
  constructor(message = 'A personal workspace cannot be deleted; it goes with the account (delete the account instead)') {
    super(message);
  }
}
