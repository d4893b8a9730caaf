import { createRequire } from 'node:module';
import type jsqrModule from 'jsqr';
import { flattenOverWhite, readPng } from './images.js';

const jsqr = createRequire(import.meta.url)('jsqr') as typeof jsqrModule;

/** Decodes a PNG QR code in-process with jsQR (no zbarimg needed), laid over white first. */
export function decodePngQr(png: Buffer): string | null {
  const { width, height, data } = readPng(flattenOverWhite(png));
  return jsqr.default(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data ?? null;
}
