import { blendPixel, type Canvas, createCanvas, fillRect, type Rgba } from './qr.canvas.js';
import type { QrMatrix } from './qr.encode.js';
import { forEachTextPixel } from './qr.font.js';
import type { FrameLayout } from './qr.frame.js';
import type { QrLayout } from './qr.geometry.js';
import type { LogoBox } from './qr.logo-box.js';
import { drawLogo, fitLogo } from './qr.logo-pixels.js';
import { coverShape } from './qr.raster.js';
import { parseRgb, rasteriseQr } from './qr.render-png.js';
import type { QrDesign, QrLogo } from './qr.types.js';

/** Everything a branded code is drawn from; `matrix` already has the logo's modules cleared. */
export interface BrandedParts {
  matrix: QrMatrix;
  design: QrDesign;
  /** The code's layout inside its window (the whole image without a frame). */
  layout: QrLayout;
  frame: FrameLayout | null;
  logo: { image: QrLogo; box: LogoBox } | null;
}

const CLEAR: Rgba = [0, 0, 0, 0];

/** Where the window (code plus quiet zone) starts in the image. */
export function windowOrigin(parts: BrandedParts): { x: number; y: number } {
  return parts.frame ? { x: parts.frame.window.x, y: parts.frame.window.y } : { x: 0, y: 0 };
}

/** The pixel square the logo is fitted into, in image coordinates. */
export function logoSquare(parts: BrandedParts, box: LogoBox): { x: number; y: number; side: number } {
  const { x, y } = windowOrigin(parts);
  const { offset, modulePx } = parts.layout;
  const start = Math.round((box.start + box.inset) * modulePx);
  return { x: x + offset + start, y: y + offset + start, side: Math.round((box.side - 2 * box.inset) * modulePx) };
}

/** The RGBA image of a code with a logo, a frame or both: the PNG's pixels and what is decoded to check it. */
export function composeBranded(parts: BrandedParts): Canvas {
  const { design, layout, frame } = parts;
  const canvas = createCanvas(frame?.size ?? layout.size);
  const light: Rgba = design.transparent ? CLEAR : [...parseRgb(design.background), 255];
  if (frame) paintFrame(canvas, frame, design, light);
  else fillRect(canvas, 0, 0, canvas.size, canvas.size, light);
  const origin = windowOrigin(parts);
  const raster = rasteriseQr(parts.matrix, design, layout, true);
  // Palette entries as ready colours: the blit below is the hot loop of a branded render.
  const colors: Rgba[] = Array.from({ length: raster.palette.length / 3 }, (_, i) => [
    raster.palette[i * 3] ?? 0, raster.palette[i * 3 + 1] ?? 0, raster.palette[i * 3 + 2] ?? 0, raster.alpha?.[i] ?? 255,
  ]);
  for (let y = 0; y < layout.size; y++) {
    for (let x = 0; x < layout.size; x++) {
      const index = raster.pixels[y * layout.size + x] ?? 0;
      const color = colors[index];
      if (index === 0 || color === undefined) continue;
      if (color[3] === 255) canvas.data.set(color, ((origin.y + y) * canvas.size + origin.x + x) * 4);
      else blendPixel(canvas, origin.x + x, origin.y + y, color);
    }
  }
  if (parts.logo) {
    const square = logoSquare(parts, parts.logo.box);
    drawLogo(canvas, parts.logo.image, fitLogo(parts.logo.image, square.x, square.y, square.side));
  }
  return canvas;
}

/** The frame in its colour (round corners anti-aliased), the light window, the text in the light colour. */
function paintFrame(canvas: Canvas, frame: FrameLayout, design: QrDesign, light: Rgba): void {
  const ink: Rgba = [...parseRgb(design.frameColor), 255];
  const { size, radius, window: win, text } = frame;
  fillRect(canvas, 0, 0, size, size, ink);
  if (radius > 0) roundCorners(canvas, radius);
  fillRect(canvas, win.x, win.y, win.side, win.side, light);
  // Text on a transparent code stays white: a hole in the frame would read as whatever lies below.
  const textColor: Rgba = light[3] === 0 ? [255, 255, 255, 255] : light;
  forEachTextPixel(design.frameText, (fx, fy) => fillRect(canvas, text.x + fx * text.scale, text.y + fy * text.scale, text.scale, text.scale, textColor));
}

// Only the corner squares can be partly outside a rounded rectangle; there, keep the covered share.
function roundCorners(canvas: Canvas, radius: number): void {
  const { size } = canvas;
  const shape = { outer: { x: 0, y: 0, w: size, h: size, radii: [radius, radius, radius, radius] as const }, hole: null };
  for (const [x0, y0] of [[0, 0], [size - radius, 0], [0, size - radius], [size - radius, size - radius]] as const) {
    for (let y = y0; y < y0 + radius; y++) {
      for (let x = x0; x < x0 + radius; x++) {
        const cover = coverShape(shape, x + 0.5, y + 0.5, 1);
        const at = (y * size + x) * 4 + 3;
        canvas.data[at] = Math.round((canvas.data[at] ?? 0) * cover);
      }
    }
  }
}
