import { type Static, Type } from 'typebox';
import { ValidationError } from '../../platform/http/errors.js';
import { bodyChecker, X_ERRORS } from '../../platform/http/validation.js';
import { MAX_URL_LENGTH } from '../safety/index.js';

/** The keyless body, JSON or form-encoded: the schema validates, types and documents it. */
export const ShortenBody = Type.Object({
  url: Type.String({
    pattern: '\\S',
    // The limit counts the stored form, which only the safety scan sees: one answer for every too-long URL.
    description: `The long URL; https:// is assumed when the scheme is omitted. At most ${MAX_URL_LENGTH} characters as stored (https:// included); a longer one is 422 with code \`destination_invalid\`.`,
    examples: ['example.com/a?b=1'],
    [X_ERRORS]: { pattern: 'is required' },
  }),
});
export type ShortenBody = Static<typeof ShortenBody>;

const checkShortenBody = bodyChecker(ShortenBody);

/** The URL of a body that did not come through the route's validation (the home page's form). */
export function readShortenUrl(body: unknown): string {
  const errors = checkShortenBody(body);
  if (errors === null) return (body as ShortenBody).url;
  throw ValidationError.fromFields(errors);
}

export const shortenResultSchema = {
  type: 'object',
  required: ['short_url', 'slug', 'qr_url', 'preview_url', 'claim_url', 'expires', 'docs'],
  properties: {
    short_url: { type: 'string', format: 'uri' },
    slug: { type: 'string' },
    qr_url: { type: 'string', format: 'uri', description: 'PNG QR code of the short link; append .svg for SVG' },
    preview_url: { type: 'string', format: 'uri' },
    claim_url: { type: 'string', format: 'uri', description: 'Sign up here to keep and manage the link' },
    expires: { type: 'string' },
    docs: { type: 'string', format: 'uri' },
  },
} as const;
