import QRCode from 'qrcode';
import { ByteLruCache } from './qr.cache.js';

/**
 * Error correction for every style. Dots and rounded modules were measured against squares under
 * blur and noise and decoded as often at M, so no style pays the capacity of Q (see the ADR).
 */
export const QR_ECC = 'M';

/** The module grid of a QR symbol: `dark[row * count + col]` is 1 for a dark module. */
export interface QrMatrix {
  count: number;
  dark: Uint8Array;
  version: number;
}

/** The text does not fit in any QR code at our error correction level. */
export class QrCapacityError extends Error {
  readonly code = 'QR_CAPACITY';
  constructor(readonly bytes: number) {
    super(`${bytes} bytes of content do not fit in a QR code`);
  }
}

const MATRIX_CACHE_BYTES = 4 * 1024 * 1024;
// Choosing the mask dominates encoding time, so identical content re-styled reuses its matrix.
const matrices = new ByteLruCache<QrMatrix>(MATRIX_CACHE_BYTES, (key, matrix) => key.length * 2 + matrix.dark.length);

/** Encodes text into a module grid with the qrcode library; throws QrCapacityError when it cannot fit. */
export function encodeQrText(text: string): QrMatrix {
  const cached = matrices.get(text);
  if (cached !== undefined) return cached;
  const matrix = tryEncode(text);
  if (matrix === null) throw new QrCapacityError(Buffer.byteLength(text));
  matrices.set(text, matrix);
  return matrix;
}

function tryEncode(text: string): QrMatrix | null {
  try {
    const code = QRCode.create(text, { errorCorrectionLevel: QR_ECC });
    return { count: code.modules.size, dark: code.modules.data, version: code.version };
  } catch (error) {
    // The library's only signal for too much data is this message.
    if (error instanceof Error && error.message.includes('too big')) return null;
    throw error;
  }
}
