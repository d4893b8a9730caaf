import { ByteLruCache } from './qr.cache.js';
import type { QrMatrix } from './qr.encode.js';
import {
  buildFinderShapes,
  buildModuleShape,
  countVariants,
  FINDER_MODULES,
  forEachDataModule,
  listFinderOrigins,
  type QrLayout,
} from './qr.geometry.js';
import { encodeIndexedPng } from './qr.png.js';
import { rasteriseTile } from './qr.raster.js';
import type { QrDesign } from './qr.types.js';

/** Coverage steps per ink when edges are anti-aliased; two inks still fit one 8-bit palette. */
const AA_LEVELS = 63;
const STAMP_CACHE_BYTES = 8 * 1024 * 1024;

// Stamps depend only on style and module size: a hot size never rasterises a curve twice.
const stamps = new ByteLruCache<Uint8Array[]>(STAMP_CACHE_BYTES, (key, list) =>
  list.reduce((sum, tile) => sum + tile.length, key.length * 2),
);

/** The code as palette indices (0 is the background), with its palette: what both PNG paths draw from. */
export interface QrRaster {
  pixels: Uint8Array;
  palette: Uint8Array;
  alpha: Uint8Array | null;
  allSquare: boolean;
}

/** Rasterises the code into an indexed PNG from the same shapes as the SVG, anti-aliased where they curve. */
export function renderQrPng(matrix: QrMatrix, design: QrDesign, layout: QrLayout): Buffer {
  const { pixels, palette, alpha, allSquare } = rasteriseQr(matrix, design, layout);
  return encodeIndexedPng({ size: layout.size, pixels, palette, alpha, repeats: listRepeatedRows(layout, allSquare) });
}

/** Palette indices of the code at its layout's size; `everyRow` fills the rows a plain PNG declares repeats. */
export function rasteriseQr(matrix: QrMatrix, design: QrDesign, layout: QrLayout, everyRow = false): QrRaster {
  // Square modules on a whole-pixel grid have no partial pixels: two or three colours suffice.
  const allSquare = isAllSquare(design);
  const levels = allSquare ? 1 : AA_LEVELS;
  const markerBase = design.markerColor === design.foreground ? 0 : levels;
  const pixels = new Uint8Array(layout.size * layout.size);
  if (design.dotStyle === 'square') paintSquareModules(pixels, matrix, layout, levels, !allSquare || everyRow);
  else paintStyledModules(pixels, matrix, layout, design, levels);
  const finder = getFinderStamp(design, layout.modulePx, levels, markerBase);
  for (const [col, row] of listFinderOrigins(layout.count)) {
    stamp(pixels, layout, finder, FINDER_MODULES, col, row);
  }
  return { pixels, ...buildPalette(design, levels, markerBase > 0), allSquare };
}

function isAllSquare(design: QrDesign): boolean {
  return design.dotStyle === 'square' && design.markerShape === 'square' && design.markerCenter === 'square';
}

// Square modules are flat runs: paint each module row's top line, and copy it down only when
// curved finders make the rows below differ (otherwise they are declared repeats).
function paintSquareModules(pixels: Uint8Array, matrix: QrMatrix, layout: QrLayout, fullInk: number, copyDown: boolean): void {
  const { size, count, modulePx, offset } = layout;
  forEachDataModule(matrix, 'square', (row, col) => {
    const start = (offset + row * modulePx) * size + offset + col * modulePx;
    pixels.fill(fullInk, start, start + modulePx);
  });
  if (!copyDown) return;
  for (let row = 0; row < count; row++) {
    const top = (offset + row * modulePx) * size;
    for (let line = 1; line < modulePx; line++) pixels.copyWithin(top + line * size, top, top + size);
  }
}

/** Rows equal to the one above: the quiet zone, and inside square-only codes every line below a module row's first. */
function listRepeatedRows(layout: QrLayout, wholeModuleRows: boolean): Uint8Array {
  const { size, count, modulePx, offset } = layout;
  const repeats = new Uint8Array(size).fill(1);
  const end = offset + count * modulePx;
  for (let y = offset; y < end; y++) repeats[y] = wholeModuleRows && (y - offset) % modulePx !== 0 ? 1 : 0;
  repeats[0] = 0;
  repeats[end] = 0;
  return repeats;
}

function paintStyledModules(pixels: Uint8Array, matrix: QrMatrix, layout: QrLayout, design: QrDesign, levels: number): void {
  const variants = getModuleStamps(design, layout.modulePx, levels);
  forEachDataModule(matrix, design.dotStyle, (row, col, variant) => {
    const tile = variants[variant];
    if (tile !== undefined) stamp(pixels, layout, tile, 1, col, row);
  });
}

/** Copies a stamp of `cells` x `cells` modules onto the module at (col, row); stamps never overlap. */
function stamp(pixels: Uint8Array, layout: QrLayout, tile: Uint8Array, cells: number, col: number, row: number): void {
  const { size, modulePx, offset } = layout;
  const side = cells * modulePx;
  let at = (offset + row * modulePx) * size + offset + col * modulePx;
  // A plain loop: a subarray per tile row would allocate thousands of views per image.
  for (let from = 0; from < side * side; from += side, at += size) {
    for (let x = 0; x < side; x++) pixels[at + x] = tile[from + x] ?? 0;
  }
}

function getModuleStamps(design: QrDesign, modulePx: number, levels: number): Uint8Array[] {
  const key = `module:${design.dotStyle}:${modulePx}:${levels}`;
  const cached = stamps.get(key);
  if (cached !== undefined) return cached;
  const list = Array.from({ length: countVariants(design.dotStyle) }, (_, variant) =>
    rasteriseTile([buildModuleShape(design.dotStyle, variant)], 1, modulePx, levels, 0),
  );
  stamps.set(key, list);
  return list;
}

function getFinderStamp(design: QrDesign, modulePx: number, levels: number, base: number): Uint8Array {
  const key = `finder:${design.markerShape}:${design.markerCenter}:${modulePx}:${levels}:${base}`;
  const cached = stamps.get(key)?.[0];
  if (cached !== undefined) return cached;
  const shapes = buildFinderShapes(design.markerShape, design.markerCenter);
  const tile = rasteriseTile(shapes, FINDER_MODULES, modulePx, levels, base);
  stamps.set(key, [tile]);
  return tile;
}

/** Index 0 is the background; then `levels` coverage steps of the foreground, then of the marker colour. */
function buildPalette(design: QrDesign, levels: number, separateMarker: boolean): { palette: Uint8Array; alpha: Uint8Array | null } {
  const inks = separateMarker ? [design.foreground, design.markerColor] : [design.foreground];
  const entries = 1 + inks.length * levels;
  const background = parseRgb(design.background);
  const palette = new Uint8Array(entries * 3);
  palette.set(background, 0);
  const alpha = design.transparent ? new Uint8Array(entries) : null;
  let entry = 1;
  for (const ink of inks) {
    const rgb = parseRgb(ink);
    for (let level = 1; level <= levels; level++, entry++) {
      const cover = level / levels;
      for (let channel = 0; channel < 3; channel++) {
        const value = rgb[channel] ?? 0;
        // Opaque: blend over the background like an SVG renderer does; transparent: full colour, coverage as alpha.
        const under = background[channel] ?? 255;
        palette[entry * 3 + channel] = alpha === null ? Math.round(under + (value - under) * cover) : value;
      }
      if (alpha !== null) alpha[entry] = Math.round(255 * cover);
    }
  }
  return { palette, alpha };
}

/** `#rrggbb` as its three channels. */
export function parseRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}
