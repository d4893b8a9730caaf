import { hash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';
import { pngjs } from './qr.pngjs.js';
import { ValidationError } from '../../platform/http/errors.js';

/** Largest upload accepted, in bytes. */
export const MAX_LOGO_BYTES = 256 * 1024;
/** Uploads wider or taller than this are refused before their pixels are decoded. */
export const MAX_LOGO_SIDE = 2048;
/** Logos are kept at most this many pixels a side: far more than a code's centre ever shows. */
export const STORED_LOGO_SIDE = 512;
export const LOGO_TYPES = ['image/png', 'image/svg+xml'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

// The SVG renderer (a native module, about 5 MB resident) loads with the first SVG logo (ADR 0105).
let resvgClass: typeof ResvgClass | null = null;
const resvg = (): typeof ResvgClass => (resvgClass ??= (createRequire(import.meta.url)('@resvg/resvg-js') as { Resvg: typeof ResvgClass }).Resvg);

/** A sanitised logo: only its pixels, re-encoded as an RGBA PNG. */
export interface CleanLogo {
  png: Buffer;
  width: number;
  height: number;
  hash: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const refuse = (message: string) => ValidationError.field('logo', `logo ${message}`);

/**
 * Turns an upload into pixels we made ourselves: a PNG is decoded and re-encoded (every chunk,
 * text and profile dropped); an SVG is rasterised once, here, without scripts or anything
 * outside the file. Anything else, or a file that does not read, is a 422.
 */
export function sanitiseLogo(body: Buffer, type: string): CleanLogo {
  if (body.length === 0) throw refuse('is empty');
  if (body.length > MAX_LOGO_BYTES) throw refuse(`must be at most ${MAX_LOGO_BYTES / 1024} KB`);
  const pixels = type === 'image/png' ? decodePng(body) : type === 'image/svg+xml' ? rasteriseSvg(body) : null;
  if (pixels === null) throw refuse('must be sent as image/png or image/svg+xml');
  const fitted = shrinkToFit(pixels, STORED_LOGO_SIDE);
  const out = new (pngjs().PNG)({ width: fitted.width, height: fitted.height, colorType: 6 });
  out.data = Buffer.from(fitted.data);
  const png = pngjs().PNG.sync.write(out, { colorType: 6 });
  return { png, width: fitted.width, height: fitted.height, hash: hash('sha256', png, 'base64url').slice(0, 22) };
}

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

function decodePng(body: Buffer): Pixels {
  if (body.length < 24 || !body.subarray(0, 8).equals(PNG_SIGNATURE) || body.toString('latin1', 12, 16) !== 'IHDR') throw refuse('is not a PNG image');
  const width = body.readUInt32BE(16);
  const height = body.readUInt32BE(20);
  // Checked before decoding: a few KB can declare an image that would fill memory.
  if (width === 0 || height === 0 || width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) throw refuse(`must be at most ${MAX_LOGO_SIDE} pixels a side`);
  try {
    const png = pngjs().PNG.sync.read(body);
    return { width: png.width, height: png.height, data: new Uint8Array(png.data) };
  } catch {
    throw refuse('is a damaged or unreadable PNG');
  }
}

// Only same-document references and embedded raster data: never a file path or a URL.
const HREF = /\s((?:[A-Za-z_][\w.-]*:)?href)\s*=\s*("[^"]*"|'[^']*')/g;
const SAFE_HREF = /^["'](#|data:image\/(png|jpeg|jpg|gif);)/i;

function rasteriseSvg(body: Buffer): Pixels {
  const text = body.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw refuse('is not an SVG image');
  // Entities could spell out a reference our href check cannot see.
  if (/<!ENTITY/i.test(text)) throw refuse('must not declare XML entities');
  const svg = text.replace(HREF, (whole, _name: string, value: string) => (SAFE_HREF.test(value) ? whole : ''));
  try {
    const probe = new (resvg())(svg, { font: { loadSystemFonts: false } });
    const wide = probe.width >= probe.height;
    const side = Math.max(probe.width, probe.height);
    if (!(side > 0)) throw new Error('empty');
    const fitTo = side > STORED_LOGO_SIDE || side < 64 ? ({ mode: wide ? 'width' : 'height', value: STORED_LOGO_SIDE } as const) : ({ mode: 'original' } as const);
    const png = new (resvg())(svg, { fitTo, font: { loadSystemFonts: true } }).render().asPng();
    const decoded = pngjs().PNG.sync.read(png);
    return { width: decoded.width, height: decoded.height, data: new Uint8Array(decoded.data) };
  } catch {
    throw refuse('is a damaged or unreadable SVG');
  }
}

/** The pixels scaled down (box average, alpha-weighted) so neither side passes `max`. */
function shrinkToFit(src: Pixels, max: number): Pixels {
  const scale = Math.min(1, max / Math.max(src.width, src.height));
  if (scale === 1) return src;
  const width = Math.max(1, Math.round(src.width * scale));
  const height = Math.max(1, Math.round(src.height * scale));
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y / scale);
    const y1 = Math.min(src.height, Math.max(y0 + 1, Math.floor((y + 1) / scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x / scale);
      const x1 = Math.min(src.width, Math.max(x0 + 1, Math.floor((x + 1) / scale)));
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const at = (sy * src.width + sx) * 4;
          const alpha = src.data[at + 3] ?? 0;
          for (let c = 0; c < 3; c++) sum[c]! += (src.data[at + c] ?? 0) * alpha;
          sum[3]! += alpha;
        }
      }
      const n = (x1 - x0) * (y1 - y0);
      const alphaSum = sum[3] ?? 0;
      const to = (y * width + x) * 4;
      if (alphaSum > 0) for (let c = 0; c < 3; c++) data[to + c] = Math.round((sum[c] ?? 0) / alphaSum);
      data[to + 3] = Math.round(alphaSum / n);
    }
  }
  return { width, height, data };
}
