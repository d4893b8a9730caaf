import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../packages/client/src/retry.js';
import { toApiError } from '../../packages/client/src/errors.js';

describe("the client's reading of Retry-After", () => {
  it.each<[string | null, number]>([
    ['3', 3000],
    ['0.5', 500],
    ['Fri, 27 Nov 2026 10:00:10 GMT', 10_000],
    ['Fri, 27 Nov 2026 09:59:00 GMT', 0],
    [null, 1000],
    ['soon', 1000],
  ])('reads %s as %i ms', (header, ms) => {
    expect(retryAfterMs(header, Date.parse('2026-11-27T10:00:00Z'))).toBe(ms);
  });
});

describe("the client's reading of error bodies", () => {
  it('reads the v1 envelope, the keyless shorten and the keyless QR shapes', () => {
    expect(toApiError(422, '', { message: 'bad', error: { type: 'validation', code: 'invalid_field', message: 'slug is bad' }, errors: { slug: ['is bad'] } })).toMatchObject({
      status: 422,
      code: 'invalid_field',
      message: 'slug is bad',
      details: { slug: ['is bad'] },
    });
    expect(toApiError(422, '', { error: 'That URL is not allowed', code: 'destination_blocked' })).toMatchObject({ code: 'destination_blocked', message: 'That URL is not allowed', details: null });
    expect(toApiError(422, '', { message: 'Invalid', errors: { url: ['is required'] }, code: 'invalid_field' })).toMatchObject({ code: 'invalid_field', message: 'Invalid', details: { url: ['is required'] } });
    expect(toApiError(502, 'Bad Gateway', '<html>')).toMatchObject({ code: 'http_502', message: '<html>' });
    expect(toApiError(503, 'Service Unavailable', undefined)).toMatchObject({ code: 'http_503', message: 'Service Unavailable' });
  });
});
