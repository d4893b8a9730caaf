import { ValidationError } from '../../platform/http/errors.js';

export class EmailTakenError extends ValidationError {
  constructor() {
    super('An account with this email already exists', { email: ['is already registered'] });
  }
}

export class UserNotFoundError extends Error {
  constructor(email: string) {
    super(`no user with email ${email}`);
  }
}

export class TokenNotFoundError extends Error {
  constructor(prefix: string) {
    super(`no active token with prefix ${prefix}`);
  }
}
