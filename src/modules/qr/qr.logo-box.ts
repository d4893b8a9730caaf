import type { QrMatrix } from './qr.encode.js';

/** Share of the symbol's side a logo box may take: about a tenth of its area, well under H's 30 %. */
const MAX_SIDE_SHARE = 0.33;
/** Below this many modules a side a logo is too small to be worth drawing. */
const MIN_SIDE = 5;

/** The centred square of modules cleared for a logo, in module units, and the logo's inset in it. */
export interface LogoBox {
  start: number;
  side: number;
  /** Modules of background kept between the logo and the code around it. */
  inset: number;
}

/**
 * The largest centred square (odd side, so it sits on whole modules) within the share that
 * touches no function pattern: finders, timing, alignment and version information stay whole.
 * Null when none fits: from version 7 an alignment pattern sits in the very centre.
 */
export function findLogoBox(matrix: QrMatrix): LogoBox | null {
  const { count } = matrix;
  let side = Math.floor(count * MAX_SIDE_SHARE);
  if (side % 2 !== count % 2) side--;
  for (; side >= MIN_SIDE; side -= 2) {
    const start = (count - side) / 2;
    if (!touchesReserved(matrix, start, side)) return { start, side, inset: side >= 9 ? 1 : 0.5 };
  }
  return null;
}

/** The matrix with every module in the box light: renderers then draw nothing under the logo. */
export function clearLogoBox(matrix: QrMatrix, box: LogoBox): QrMatrix {
  const dark = Uint8Array.from(matrix.dark);
  for (let row = box.start; row < box.start + box.side; row++) dark.fill(0, row * matrix.count + box.start, row * matrix.count + box.start + box.side);
  return { ...matrix, dark };
}

function touchesReserved(matrix: QrMatrix, start: number, side: number): boolean {
  for (let row = start; row < start + side; row++) {
    for (let col = start; col < start + side; col++) if (matrix.reserved[row * matrix.count + col] === 1) return true;
  }
  return false;
}
