import pngjs from 'pngjs';

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
  for (let row = y; row < y + h; row++) {
    for (let col = x; col < x + w; col++) canvas.data.set(color, (row * canvas.size + col) * 4);
  }
}

/** The canvas as an RGBA PNG; only its pixels are written, no metadata. */
export function encodeCanvasPng(canvas: Canvas): Buffer {
  const png = new pngjs.PNG({ width: canvas.size, height: canvas.size, colorType: 6 });
  png.data = Buffer.from(canvas.data.buffer, canvas.data.byteOffset, canvas.data.byteLength);
  return pngjs.PNG.sync.write(png, { colorType: 6, deflateLevel: 3 });
}

/** Grey levels of the canvas over white, the way a scanner sees a transparent image on paper. */
export function toLuminanceOverWhite(canvas: Canvas): Uint8ClampedArray {
  const out = new Uint8ClampedArray(canvas.size * canvas.size * 4);
  const { data } = canvas;
  for (let i = 0; i < data.length; i += 4) {
    const a = (data[i + 3] ?? 0) / 255;
    for (let c = 0; c < 3; c++) out[i + c] = (data[i + c] ?? 0) * a + 255 * (1 - a);
    out[i + 3] = 255;
  }
  return out;
}
