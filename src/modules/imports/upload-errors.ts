import { AppError, BodyTooLargeError, InvalidBodyError } from '../../platform/http/errors.js';

/**
 * The multipart parser's failure as the client's: a body past the limit is 413, any other
 * (no or wrong boundary, a body cut off before its closing boundary, a broken part head) 422.
 */
export function uploadErrorOf(error: unknown, maxBytes: number, pastLimit = false): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413 || pastLimit) return new BodyTooLargeError(`The file is larger than ${maxBytes} bytes (IMPORT_MAX_BYTES)`);
  const message = 'The upload is not a complete multipart/form-data body (its boundary is missing or wrong, or it was cut off); send the file again';
  return new InvalidBodyError(message, { body: ['is not a complete multipart/form-data body'] });
}

/** Awaits a step of reading the upload, its failure mapped by `uploadErrorOf`. */
export async function readingUpload<T>(step: Promise<T>, maxBytes: number, pastLimit = () => false): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw uploadErrorOf(error, maxBytes, pastLimit());
  }
}
