import { describe, expect, it } from 'vitest';
import { QrValidationError } from '../../../src/modules/qr/qr.errors.js';
import { computeQrEtag, createQrImageCache, renderLinkQr, renderQr } from '../../../src/modules/qr/qr.service.js';
import { DEFAULT_DESIGN } from '../../../src/modules/qr/qr.types.js';
import { parseValid, type Query, RICH_PAYLOADS } from './helpers/samples.js';

function validationErrorOf(action: () => unknown): Record<string, string[]> {
  try {
    action();
  } catch (error) {
    if (error instanceof QrValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected a QrValidationError');
}

describe('renderQr', () => {
  it('returns the image with its content type, file name and a strong ETag', () => {
    const png = renderQr(parseValid({ url: 'a.co' }), createQrImageCache());
    expect(png.contentType).toBe('image/png');
    expect(png.filename).toBe('qr-code.png');
    expect(png.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const svg = renderQr(parseValid({ url: 'a.co', format: 'svg' }), createQrImageCache());
    expect(svg.contentType).toBe('image/svg+xml');
    expect(svg.filename).toBe('qr-code.svg');
    expect(svg.body.toString('utf8')).toMatch(/^<svg /);
  });

  it('derives the ETag from the canonical parameters, known before rendering', () => {
    const request = parseValid({ url: 'a.co', dot_style: 'dots' });
    const etag = computeQrEtag(request);
    expect(renderQr(request, createQrImageCache()).etag).toBe(etag);
    // Equivalent spellings give the same canonical parameters.
    expect(computeQrEtag(parseValid({ url: 'https://a.co', dot_style: 'dots', foreground: '#000000', marker_color: '000000', download: '1' }))).toBe(etag);
    const changes: Query[] = [{ size: '513' }, { format: 'svg' }, { transparent: '1' }, { marker_color: '333333' }, { url: 'a.co/x' }];
    for (const change of changes) {
      expect(computeQrEtag(parseValid({ url: 'a.co', dot_style: 'dots', ...change }))).not.toBe(etag);
    }
  });

  it('serves a repeated request from the LRU without rendering again', () => {
    const cache = createQrImageCache();
    const request = parseValid({ ...RICH_PAYLOADS['vcard'], dot_style: 'rounded', size: '1024' });
    const first = renderQr(request, cache);
    const second = renderQr(request, cache);
    expect(second.body).toBe(first.body);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
    expect(cache.stats().bytes).toBeGreaterThan(first.body.length);
  });

  it('renders identical bytes without a cache (deterministic output)', () => {
    const request = parseValid({ url: 'a.co', dot_style: 'dots', marker_shape: 'circle' });
    const a = renderQr(request, createQrImageCache(0));
    const b = renderQr(request, createQrImageCache(0));
    expect(a.body).not.toBe(b.body);
    expect(a.body).toEqual(b.body);
  });

  it('keeps the image cache within its byte budget', () => {
    const cache = createQrImageCache(200_000);
    for (let i = 0; i < 40; i++) renderQr(parseValid({ type: 'text', text: `item ${i}`, dot_style: 'dots', size: '1024' }), cache);
    expect(cache.stats().bytes).toBeLessThanOrEqual(200_000);
    expect(cache.stats().entries).toBeLessThan(40);
  });

  it('refuses a size too small for the content, naming the minimum', () => {
    expect(validationErrorOf(() => renderQr(parseValid({ ...RICH_PAYLOADS['vcard'], size: '64' }), createQrImageCache()))).toEqual({
      size: [expect.stringMatching(/^must be at least \d+ for this content \(2 px per module and a margin of 1 module\)$/)],
    });
  });

  it('fits up to 2331 bytes (version 40 at level M) and refuses one byte more', () => {
    const fits = renderQr(parseValid({ type: 'text', text: 'x'.repeat(2331), size: '370' }), createQrImageCache(0));
    expect(fits.body.length).toBeGreaterThan(0);
    expect(validationErrorOf(() => renderQr(parseValid({ type: 'text', text: 'x'.repeat(2332) }), createQrImageCache()))).toHaveProperty('text');
  });

  it('refuses content that no QR code holds, on the longest field', () => {
    const text = 'x'.repeat(2400);
    expect(validationErrorOf(() => renderQr(parseValid({ type: 'text', text }), createQrImageCache()))).toEqual({
      text: ['makes the content too long for a QR code (2400 bytes encoded; shorten it)'],
    });
    const email = { type: 'email', to: 'a@b.co', subject: 'hi', body: 'y'.repeat(2400) };
    expect(Object.keys(validationErrorOf(() => renderQr(parseValid(email), createQrImageCache())))).toEqual(['body']);
  });
});

describe('renderLinkQr', () => {
  it('encodes the short URL with the saved design, named after the slug', () => {
    const cache = createQrImageCache();
    const image = renderLinkQr('http://localhost:3000/abc1234', null, { format: 'png', size: 512 }, null, cache);
    expect(image.filename).toBe('qr-abc1234.png');
    expect(image.contentType).toBe('image/png');
    const same = renderQr(parseValid({ url: 'http://localhost:3000/abc1234' }), cache);
    expect(same.etag).toBe(image.etag);
    const styled = renderLinkQr('http://localhost:3000/abc1234', { ...DEFAULT_DESIGN, dotStyle: 'dots' }, { format: 'svg', size: 300 }, null, cache);
    expect(styled.filename).toBe('qr-abc1234.svg');
    expect(styled.etag).not.toBe(image.etag);
  });

  it('applies the same size floor', () => {
    const longUrl = `https://sho.rt/${'a'.repeat(60)}`;
    expect(validationErrorOf(() => renderLinkQr(longUrl, null, { format: 'png', size: 64 }, null, createQrImageCache()))).toHaveProperty('size');
  });
});
