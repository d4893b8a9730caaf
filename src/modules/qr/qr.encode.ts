import { createRequire } from 'node:module';
import type QRCodeModule from 'qrcode';
import { ByteLruCache } from './qr.cache.js';

let qrcodeModule: typeof QRCodeModule | undefined;
// Loaded with the first code drawn: a server that draws none never holds it (ADR 0105).
const qrcode = (): typeof QRCodeModule => (qrcodeModule ??= createRequire(import.meta.url)('qrcode') as typeof QRCodeModule);

/**
 * Error correction for every style. Dots and rounded modules were measured against squares under
 * blur and noise and decoded as often at M, so no style pays the capacity of Q (see the ADR).
 */
export const QR_ECC = 'M';
/** With a logo, modules under it are cleared: level H restores up to 30 % of each block's codewords. */
export const LOGO_ECC = 'H';
export type QrEcc = typeof QR_ECC | typeof LOGO_ECC;

/** The module grid of a QR symbol: `dark[row * count + col]` is 1 for a dark module. */
export interface QrMatrix {
  count: number;
  dark: Uint8Array;
  /** 1 for function-pattern modules (finders, timing, alignment, format and version information). */
  reserved: Uint8Array;
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
const matrices = new ByteLruCache<QrMatrix>(MATRIX_CACHE_BYTES, (key, matrix) => key.length * 2 + matrix.dark.length * 2);

/** Encodes text into a module grid with the qrcode library; throws QrCapacityError when it cannot fit. */
export function encodeQrText(text: string, ecc: QrEcc = QR_ECC): QrMatrix {
  const key = ecc === QR_ECC ? text : `${ecc}:${text}`;
  const cached = matrices.get(key);
  if (cached !== undefined) return cached;
  const matrix = tryEncode(text, ecc);
  if (matrix === null) throw new QrCapacityError(Buffer.byteLength(text));
  matrices.set(key, matrix);
  return matrix;
}

function tryEncode(text: string, ecc: QrEcc): QrMatrix | null {
  try {
    const code = qrcode().create(text, { errorCorrectionLevel: ecc });
    const { size, data, reservedBit } = code.modules as unknown as { size: number; data: Uint8Array; reservedBit: Uint8Array };
    return { count: size, dark: data, reserved: reservedBit, version: code.version };
  } catch (error) {
    // The library's only signal for too much data is this message.
    if (error instanceof Error && error.message.includes('too big')) return null;
    throw error;
  }
}
