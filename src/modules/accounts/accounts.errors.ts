import { NotFoundError } from '../../platform/http/errors.js';

export class UserNotFoundError extends Error {
  constructor(email: string) {
    super(`no user with email ${email}`);
  }
}

export class TokenNotFoundError extends NotFoundError {
  constructor() {
    super('Token not found');
  }
}

export { EmailNotVerifiedError } from '../../platform/http/errors.js';
