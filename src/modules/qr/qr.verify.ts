import jsqr from 'jsqr';
import { QrUnreadableError } from '../../platform/http/errors.js';
import { type Canvas, toLuminanceOverWhite } from './qr.canvas.js';

/**
 * Decodes the finished image with a pure-JS reader and compares the text: a branded design that
 * does not read back exactly is refused, never served. Transparent codes are judged over white.
 * The reader is tried at about 3, then 2 pixels per module (a box average, as from further away):
 * jsQR misses round dots at some sizes that zbar and phone cameras read.
 */
export function verifyDecodes(canvas: Canvas, text: string, modulePx: number): void {
  const grey = toLuminanceOverWhite(canvas);
  const factors = new Set([Math.max(1, Math.floor(modulePx / 3)), Math.max(1, Math.floor(modulePx / 2))]);
  for (const factor of factors) {
    const side = Math.floor(canvas.size / factor);
    const result = jsqr.default(downsample(grey, canvas.size, factor), side, side, { inversionAttempts: 'dontInvert' });
    if (result?.data === text) return;
  }
  throw new QrUnreadableError('This QR design does not decode: use a smaller logo, more contrast, or a larger size');
}

// A box average over factor x factor pixels, as a camera further away would see the code.
function downsample(rgba: Uint8ClampedArray, size: number, factor: number): Uint8ClampedArray {
  if (factor === 1) return rgba;
  const side = Math.floor(size / factor);
  const out = new Uint8ClampedArray(side * side * 4);
  const area = factor * factor;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const sums = [0, 0, 0];
      for (let dy = 0; dy < factor; dy++) {
        let at = ((y * factor + dy) * size + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, at += 4) for (let c = 0; c < 3; c++) sums[c]! += rgba[at + c] ?? 0;
      }
      const to = (y * side + x) * 4;
      for (let c = 0; c < 3; c++) out[to + c] = (sums[c] ?? 0) / area;
      out[to + 3] = 255;
    }
  }
  return out;
}
