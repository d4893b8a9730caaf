import type { QrMatrix } from './qr.encode.js';
import type { DotStyle, MarkerCenter, MarkerShape } from './qr.types.js';

/** ISO/IEC 18004 asks for a light margin of 4 modules on every side. */
export const QUIET_ZONE_MODULES = 4;
/**
 * Where the full margin would leave fewer than 2 pixels per module, the margin narrows, down to
 * 1 module, to keep 2: so 64 px holds codes up to version 3 (29 modules, 42 bytes), which takes
 * in a short link. zbar reads every style and the lightest accepted ink with that margin.
 */
export const NARROW_QUIET_ZONE_MODULES = 1;
/**
 * Below 2 pixels per module codes stop decoding reliably: at 1 px zbar read a version 12 code
 * at some offsets in the image and not at others.
 */
export const MIN_MODULE_PX = 2;
/** Diameter of a `dots` module, in modules: a small gap keeps the dots distinct. */
export const DOT_DIAMETER = 0.9;
export const FINDER_MODULES = 7;

/** A rectangle in module units with per-corner radii: top-left, top-right, bottom-right, bottom-left. */
export interface RoundRect {
  x: number;
  y: number;
  w: number;
  h: number;
  radii: readonly [number, number, number, number];
}

/** A filled region, with an optional hole lying wholly inside it (a finder's ring). */
export interface Shape {
  outer: RoundRect;
  hole: RoundRect | null;
}

/** Where the symbol sits in the image: whole pixels per module, the rest is margin, split evenly. */
export interface QrLayout {
  size: number;
  count: number;
  modulePx: number;
  offset: number;
}

/** Smallest image size, in pixels, that gives this symbol its minimum pixels per module and margin. */
export function minimumImageSize(count: number): number {
  return MIN_MODULE_PX * (count + 2 * NARROW_QUIET_ZONE_MODULES);
}

/** Lays a symbol of `count` modules into a `size` pixel square, or null when it does not fit. */
export function layoutQr(count: number, size: number): QrLayout | null {
  let modulePx = Math.floor(size / (count + 2 * QUIET_ZONE_MODULES));
  if (modulePx < MIN_MODULE_PX && size >= minimumImageSize(count)) modulePx = MIN_MODULE_PX;
  if (modulePx < MIN_MODULE_PX) return null;
  return { size, count, modulePx, offset: Math.floor((size - modulePx * count) / 2) };
}

/** Top-left module (column, row) of the three finder patterns. */
export function listFinderOrigins(count: number): ReadonlyArray<readonly [number, number]> {
  const far = count - FINDER_MODULES;
  return [
    [0, 0],
    [far, 0],
    [0, far],
  ];
}

/** Calls `visit` for each dark module outside the finders, with the shape variant its style needs. */
export function forEachDataModule(
  matrix: QrMatrix,
  dotStyle: DotStyle,
  visit: (row: number, col: number, variant: number) => void,
): void {
  const { count, dark } = matrix;
  const rounded = dotStyle === 'rounded';
  for (let row = 0; row < count; row++) {
    const [first, last] = dataColumns(count, row);
    for (let col = first; col < last; col++) {
      if (dark[row * count + col] === 1) visit(row, col, rounded ? neighbourMask(matrix, row, col) : 0);
    }
  }
}

/** Calls `visit` for each horizontal run of dark modules outside the finders: columns [start, end). */
export function forEachDataRun(matrix: QrMatrix, visit: (row: number, start: number, end: number) => void): void {
  const { count, dark } = matrix;
  for (let row = 0; row < count; row++) {
    const [first, last] = dataColumns(count, row);
    for (let col = first; col < last; col++) {
      if (dark[row * count + col] === 0) continue;
      let end = col + 1;
      while (end < last && dark[row * count + end] === 1) end++;
      visit(row, col, end);
      col = end;
    }
  }
}

// Finders fill the first and last 7 columns of the top 7 rows, and the first 7 of the bottom 7.
function dataColumns(count: number, row: number): [number, number] {
  const far = count - FINDER_MODULES;
  const first = row < FINDER_MODULES || row >= far ? FINDER_MODULES : 0;
  return [first, row < FINDER_MODULES ? far : count];
}

/** Number of shape variants `forEachDataModule` can report for a style. */
export function countVariants(dotStyle: DotStyle): number {
  return dotStyle === 'rounded' ? 16 : 1;
}

/** Shape of one data module in its unit cell at (0, 0). */
export function buildModuleShape(dotStyle: DotStyle, variant: number): Shape {
  if (dotStyle === 'square') return { outer: square(0, 0, 1, 0), hole: null };
  if (dotStyle === 'dots') return { outer: square((1 - DOT_DIAMETER) / 2, (1 - DOT_DIAMETER) / 2, DOT_DIAMETER, DOT_DIAMETER / 2), hole: null };
  // Rounded: a corner is round only where neither module beside it is dark, so runs join into blobs.
  const [north, east, south, west] = [variant & 1, variant & 2, variant & 4, variant & 8];
  const radius = (a: number, b: number): number => (a === 0 && b === 0 ? 0.5 : 0);
  return {
    outer: { x: 0, y: 0, w: 1, h: 1, radii: [radius(north, west), radius(north, east), radius(south, east), radius(south, west)] },
    hole: null,
  };
}

/**
 * Corner radius of a finder's outer ring, in modules (the ring is 7 wide). `circle` keeps straight
 * sides over its middle 2 modules: decoders that fit finder edges as lines (zbar) misread a true
 * circle once a module spans more than a few pixels (see docs/adr/0101-qr-codes.md).
 */
const RING_RADIUS: Record<MarkerShape, number> = { square: 0, rounded: 1.5, circle: 2.5 };

/** The ring and centre of a finder pattern, relative to its top-left module. */
export function buildFinderShapes(markerShape: MarkerShape, markerCenter: MarkerCenter): readonly Shape[] {
  const radius = RING_RADIUS[markerShape];
  const ring: Shape = {
    outer: square(0, 0, FINDER_MODULES, radius),
    // The hole's radius is one module less, so the ring keeps a constant width of one module.
    hole: square(1, 1, FINDER_MODULES - 2, Math.max(radius - 1, 0)),
  };
  const centre: Shape = { outer: square(2, 2, 3, markerCenter === 'dot' ? 1.5 : 0), hole: null };
  return [ring, centre];
}

function square(x: number, y: number, side: number, radius: number): RoundRect {
  return { x, y, w: side, h: side, radii: [radius, radius, radius, radius] };
}

/** Dark neighbours of a module as bits: north 1, east 2, south 4, west 8. */
function neighbourMask(matrix: QrMatrix, row: number, col: number): number {
  const { count, dark } = matrix;
  const at = row * count + col;
  return (
    (row > 0 && dark[at - count] === 1 ? 1 : 0) |
    (col < count - 1 && dark[at + 1] === 1 ? 2 : 0) |
    (row < count - 1 && dark[at + count] === 1 ? 4 : 0) |
    (col > 0 && dark[at - 1] === 1 ? 8 : 0)
  );
}
