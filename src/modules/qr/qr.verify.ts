import { createRequire } from 'node:module';
import type jsqrModule from 'jsqr';
import { QrUnreadableError } from '../../platform/http/errors.js';
import { type Canvas, toGreyOverWhite } from './qr.canvas.js';

// Loaded by the first branded code: loading the reader costs about 11 MB that a process serving
// only redirects and plain codes never needs (ADR 0105).
let jsqr: typeof jsqrModule | null = null;

/**
 * Decodes the finished image with a pure-JS reader and compares the text: a branded design that
 * does not read back exactly is refused, never served. Transparent codes are judged over white.
 * The reader is tried at about 3, then 2 pixels per module (a box average, as from further away):
 * jsQR misses round dots at some sizes that zbar and phone cameras read.
 */
export function verifyDecodes(canvas: Canvas, text: string, modulePx: number): void {
  jsqr ??= createRequire(import.meta.url)('jsqr') as typeof jsqrModule;
  const factors = new Set([Math.max(1, Math.floor(modulePx / 3)), Math.max(1, Math.floor(modulePx / 2))]);
  for (const factor of factors) {
    const { side, rgba } = toGreyOverWhite(canvas, factor);
    const result = jsqr.default(rgba, side, side, { inversionAttempts: 'dontInvert' });
    if (result?.data === text) return;
  }
  throw new QrUnreadableError('This QR design does not decode: use a smaller logo, more contrast, or a larger size');
}
