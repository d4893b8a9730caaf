import type { FieldErrors } from './qr.types.js';

/** The `message` of every QR 422 body. */
export const QR_INVALID_MESSAGE = 'The QR code parameters are invalid.';

/**
 * Well-formed parameters that this content cannot honour (too long for a QR code, or a size too
 * small for its modules); answer 422 `{ message, errors }` like a parse failure.
 */
export class QrValidationError extends Error {
  readonly code = 'QR_VALIDATION';
  readonly statusCode = 422;

  constructor(readonly errors: FieldErrors) {
    super(QR_INVALID_MESSAGE);
    this.name = 'QrValidationError';
  }
}
