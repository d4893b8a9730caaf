import { crc32, deflateSync } from 'node:zlib';

/** A square image of palette indices, one byte per pixel, row-major. */
export interface IndexedImage {
  size: number;
  pixels: Uint8Array;
  /** RGB triples. */
  palette: Uint8Array;
  /** One alpha per palette entry, or null when every entry is opaque. */
  alpha: Uint8Array | null;
  /** 1 where a row is known to equal the row above: it is sent as zeros and never read. */
  repeats: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE_PALETTE = 3;
const FILTER_NONE = 0;
const FILTER_UP = 2;
// Measured on a 512 px dots code: level 3 deflates 4x faster than 6 for a file 1.7x bigger.
const DEFLATE_LEVEL = 3;

/** Encodes an indexed-colour PNG at the smallest bit depth that holds its palette. */
export function encodeIndexedPng(image: IndexedImage): Buffer {
  const entries = image.palette.length / 3;
  const bitDepth = entries <= 2 ? 1 : entries <= 4 ? 2 : entries <= 16 ? 4 : 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.size, 0);
  header.writeUInt32BE(image.size, 4);
  header.writeUInt8(bitDepth, 8);
  header.writeUInt8(COLOR_TYPE_PALETTE, 9);
  const chunks = [
    SIGNATURE,
    buildChunk('IHDR', header),
    buildChunk('PLTE', image.palette),
    ...(image.alpha === null ? [] : [buildChunk('tRNS', image.alpha)]),
    buildChunk('IDAT', deflateSync(buildScanlines(image, bitDepth), { level: DEFLATE_LEVEL })),
    buildChunk('IEND', new Uint8Array(0)),
  ];
  return Buffer.concat(chunks);
}

/** Filtered scanlines: a repeated row is sent as Up (all zeros), any other as None. */
function buildScanlines(image: IndexedImage, bitDepth: number): Buffer {
  const { size, pixels, repeats } = image;
  const stride = Math.ceil((size * bitDepth) / 8);
  const raw = Buffer.alloc((stride + 1) * size);
  for (let row = 0; row < size; row++) {
    const out = row * (stride + 1);
    if (repeats[row] === 1) {
      raw[out] = FILTER_UP;
      continue;
    }
    raw[out] = FILTER_NONE;
    if (bitDepth === 8) raw.set(pixels.subarray(row * size, row * size + size), out + 1);
    else packRow(pixels, row * size, size, bitDepth, raw, out + 1);
  }
  return raw;
}

// Packs 1-, 2- or 4-bit indices, leftmost pixel in the high bits; the last byte is zero-padded.
function packRow(pixels: Uint8Array, start: number, width: number, bitDepth: number, out: Buffer, at: number): void {
  const perByte = 8 / bitDepth;
  for (let x = 0, byte = at; x < width; byte++) {
    let value = 0;
    for (let k = 0; k < perByte; k++, x++) value = (value << bitDepth) | (x < width ? (pixels[start + x] ?? 0) : 0);
    out[byte] = value;
  }
}

function buildChunk(type: string, data: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  chunk.set(data, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}
