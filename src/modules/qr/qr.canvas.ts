import { pngjs } from './qr.pngjs.js';

/** A square RGBA image, row-major, straight (not premultiplied) alpha. */
export interface Canvas {
  size: number;
  data: Uint8Array;
}

export type Rgba = readonly [number, number, number, number];

export function createCanvas(size: number): Canvas {
  return { size, data: new Uint8Array(size * size * 4) };
}

/** Draws a colour over the pixel at `cover` (0..1) of its strength: Porter-Duff source-over. */
export function blendPixel(canvas: Canvas, x: number, y: number, color: Rgba, cover = 1): void {
  const at = (y * canvas.size + x) * 4;
  const { data } = canvas;
  const srcA = (color[3] / 255) * cover;
  if (srcA <= 0) return;
  const dstA = (data[at + 3] ?? 0) / 255;
  const outA = srcA + dstA * (1 - srcA);
  for (let c = 0; c < 3; c++) {
    data[at + c] = Math.round(((color[c] ?? 0) * srcA + (data[at + c] ?? 0) * dstA * (1 - srcA)) / outA);
  }
  data[at + 3] = Math.round(outA * 255);
}

/** Sets every pixel of a rectangle to one colour (no blending). */
export function fillRect(canvas: Canvas, x: number, y: number, w: number, h: number, color: Rgba): void {
  // One 32-bit store per pixel, in the byte order of RGBA in memory.
  const word = new Uint32Array(new Uint8Array(color).buffer)[0] ?? 0;
  const words = new Uint32Array(canvas.data.buffer, canvas.data.byteOffset, canvas.size * canvas.size);
  for (let row = y; row < y + h; row++) words.fill(word, row * canvas.size + x, row * canvas.size + x + w);
}

/** The canvas as an RGBA PNG; only its pixels are written, no metadata. */
export function encodeCanvasPng(canvas: Canvas): Buffer {
  const png = new (pngjs().PNG)({ width: canvas.size, height: canvas.size, colorType: 6 });
  png.data = Buffer.from(canvas.data.buffer, canvas.data.byteOffset, canvas.data.byteLength);
  // A fixed Up filter: rows of a code repeat, and trying every filter per row costs 5x the time.
  return pngjs().PNG.sync.write(png, { colorType: 6, deflateLevel: 3, filterType: 2 });
}

/**
 * Grey levels of the canvas laid over white and averaged over `factor` x `factor` pixels, as a
 * scanner further away sees it, in the RGBA layout decoders take.
 */
export function toGreyOverWhite(canvas: Canvas, factor: number): { side: number; rgba: Uint8ClampedArray } {
  const { size, data } = canvas;
  const side = Math.floor(size / factor);
  const rgba = new Uint8ClampedArray(side * side * 4);
  const area = factor * factor;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        let at = ((y * factor + dy) * size + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, at += 4) {
          const alpha = (data[at + 3] ?? 0) / 255;
          const grey = 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
          sum += grey * alpha + 255 * (1 - alpha);
        }
      }
      const value = sum / area;
      const to = (y * side + x) * 4;
      rgba[to] = rgba[to + 1] = rgba[to + 2] = value;
      rgba[to + 3] = 255;
    }
  }
  return { side, rgba };
}
