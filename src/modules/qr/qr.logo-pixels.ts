import { pngjs } from './qr.pngjs.js';
import { blendPixel, type Canvas } from './qr.canvas.js';
import type { QrLogo } from './qr.types.js';

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

// Logos are small (at most 512 px a side) and few are hot: decode each once.
const decoded = new Map<string, Pixels>();
const MAX_DECODED = 64;

function pixelsOf(logo: QrLogo): Pixels {
  const cached = decoded.get(logo.hash);
  if (cached !== undefined) return cached;
  const png = pngjs().PNG.sync.read(logo.png);
  const pixels = { width: png.width, height: png.height, data: new Uint8Array(png.data) };
  if (decoded.size >= MAX_DECODED) decoded.delete(decoded.keys().next().value ?? '');
  decoded.set(logo.hash, pixels);
  return pixels;
}

/** Where the logo lands inside a square of `side` px at (x, y): its aspect kept, centred. */
export function fitLogo(logo: QrLogo, x: number, y: number, side: number): { x: number; y: number; w: number; h: number } {
  const scale = Math.min(side / logo.width, side / logo.height);
  const w = Math.max(1, Math.round(logo.width * scale));
  const h = Math.max(1, Math.round(logo.height * scale));
  return { x: x + Math.floor((side - w) / 2), y: y + Math.floor((side - h) / 2), w, h };
}

/** Draws the logo scaled into the rectangle, averaging the source pixels under each target pixel. */
export function drawLogo(canvas: Canvas, logo: QrLogo, rect: { x: number; y: number; w: number; h: number }): void {
  const src = pixelsOf(logo);
  const stepX = src.width / rect.w;
  const stepY = src.height / rect.h;
  // Up to 4x4 samples per pixel: enough to average a 512 px logo into a small box without aliasing.
  const samples = Math.min(4, Math.max(1, Math.ceil(Math.max(stepX, stepY))));
  for (let ty = 0; ty < rect.h; ty++) {
    for (let tx = 0; tx < rect.w; tx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        const py = Math.min(src.height - 1, Math.floor((ty + (sy + 0.5) / samples) * stepY));
        for (let sx = 0; sx < samples; sx++) {
          const px = Math.min(src.width - 1, Math.floor((tx + (sx + 0.5) / samples) * stepX));
          const at = (py * src.width + px) * 4;
          const alpha = src.data[at + 3] ?? 0;
          r += (src.data[at] ?? 0) * alpha;
          g += (src.data[at + 1] ?? 0) * alpha;
          b += (src.data[at + 2] ?? 0) * alpha;
          a += alpha;
        }
      }
      if (a === 0) continue;
      const n = samples * samples;
      blendPixel(canvas, rect.x + tx, rect.y + ty, [r / a, g / a, b / a, a / n]);
    }
  }
}
