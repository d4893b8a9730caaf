import { ForbiddenError } from '../../platform/http/errors.js';

/** DISABLE_ANONYMOUS_LINKS is on: only accounts create links. */
export class AnonymousLinksDisabledError extends ForbiddenError {
  readonly code = 'anonymous_links_disabled';
  constructor() {
    super('Links without an account are turned off on this service; sign in to create links');
  }
}
