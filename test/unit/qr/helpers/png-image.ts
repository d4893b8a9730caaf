import { deflateSync, inflateSync } from 'node:zlib';

/** An 8-bit RGBA picture. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Decodes a non-interlaced PNG of any colour type at bit depth 8 (palette also at 1, 2, 4) into RGBA. */
export function decodePng(png: Buffer): RgbaImage {
  let offset = 8;
  let width = 0;
  let height = 0;
  let bitDepth = 8;
  let colorType = 6;
  let palette: Buffer = Buffer.alloc(0);
  let alpha: Buffer = Buffer.alloc(0);
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      bitDepth = data.readUInt8(8);
      colorType = data.readUInt8(9);
      if (data.readUInt8(12) !== 0) throw new Error('interlaced PNGs are not supported');
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') alpha = data;
    else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const channels = CHANNELS[colorType];
  if (channels === undefined || (bitDepth !== 8 && colorType !== 3)) throw new Error(`unsupported PNG ${colorType}/${bitDepth}`);
  const samples = unfilter(inflateSync(Buffer.concat(idat)), width, height, channels, bitDepth);
  return { width, height, rgba: expandToRgba(samples, width * height, colorType, palette, alpha) };
}

/** Encodes an opaque RGB PNG (alpha is dropped: callers composite first). */
export function encodeRgbPng(image: RgbaImage): Buffer {
  const stride = image.width * 3 + 1;
  const raw = Buffer.alloc(stride * image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 4;
      raw.set(image.rgba.subarray(from, from + 3), y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    buildChunk('IHDR', header),
    buildChunk('IDAT', deflateSync(raw, { level: 1 })),
    buildChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Lays the picture over an opaque colour (`#rrggbb`), as a viewer would show it on that background. */
export function compositeOver(image: RgbaImage, background: string): RgbaImage {
  const bg = [1, 3, 5].map((at) => Number.parseInt(background.slice(at, at + 2), 16));
  const rgba = new Uint8Array(image.rgba.length);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = (image.rgba[i + 3] ?? 0) / 255;
    for (let c = 0; c < 3; c++) rgba[i + c] = Math.round((image.rgba[i + c] ?? 0) * a + (bg[c] ?? 0) * (1 - a));
    rgba[i + 3] = 255;
  }
  return { width: image.width, height: image.height, rgba };
}

function expandToRgba(samples: Uint8Array, pixels: number, colorType: number, palette: Buffer, alpha: Buffer): Uint8Array {
  const rgba = new Uint8Array(pixels * 4);
  const channels = CHANNELS[colorType] ?? 4;
  for (let i = 0; i < pixels; i++) {
    const s = i * channels;
    const o = i * 4;
    const first = samples[s] ?? 0;
    if (colorType === 3) {
      rgba[o] = palette[first * 3] ?? 0;
      rgba[o + 1] = palette[first * 3 + 1] ?? 0;
      rgba[o + 2] = palette[first * 3 + 2] ?? 0;
      rgba[o + 3] = alpha[first] ?? 255;
    } else if (channels <= 2) {
      rgba.fill(first, o, o + 3);
      rgba[o + 3] = channels === 2 ? (samples[s + 1] ?? 0) : 255;
    } else {
      rgba[o] = first;
      rgba[o + 1] = samples[s + 1] ?? 0;
      rgba[o + 2] = samples[s + 2] ?? 0;
      rgba[o + 3] = channels === 4 ? (samples[s + 3] ?? 0) : 255;
    }
  }
  return rgba;
}

/** Undoes the five PNG filters; sub-byte palette samples are expanded to one byte each. */
function unfilter(data: Buffer, width: number, height: number, channels: number, bitDepth: number): Uint8Array {
  const stride = Math.ceil((width * channels * bitDepth) / 8);
  const bpp = Math.max(1, (channels * bitDepth) / 8);
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)];
    const line = data.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= bpp ? (rows[y * stride + x - bpp] ?? 0) : 0;
      const up = y > 0 ? (rows[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= bpp && y > 0 ? (rows[(y - 1) * stride + x - bpp] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0] ?? 0;
      rows[y * stride + x] = ((line[x] ?? 0) + predictor) & 0xff;
    }
  }
  if (bitDepth === 8) return rows;
  const samples = new Uint8Array(width * height);
  const perByte = 8 / bitDepth;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const byte = rows[y * stride + Math.floor(x / perByte)] ?? 0;
      samples[y * width + x] = (byte >> (8 - bitDepth * ((x % perByte) + 1))) & ((1 << bitDepth) - 1);
    }
  }
  return samples;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Composites an indexed PNG over an opaque colour by blending its palette (exact for indexed
 * images, and far cheaper than touching every pixel); other PNGs go through RGBA.
 */
export function compositePngOver(png: Buffer, background: string): Buffer {
  const chunks = readChunks(png);
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  const palette = chunks.find((chunk) => chunk.type === 'PLTE')?.data;
  if (header?.readUInt8(9) !== 3 || palette === undefined) return encodeRgbPng(compositeOver(decodePng(png), background));
  const alpha = chunks.find((chunk) => chunk.type === 'tRNS')?.data ?? Buffer.alloc(0);
  const bg = [1, 3, 5].map((at) => Number.parseInt(background.slice(at, at + 2), 16));
  const blended = Buffer.alloc(palette.length);
  for (let i = 0; i < palette.length; i++) {
    const a = (alpha[Math.floor(i / 3)] ?? 255) / 255;
    blended[i] = Math.round((palette[i] ?? 0) * a + (bg[i % 3] ?? 0) * (1 - a));
  }
  const kept = chunks
    .filter((chunk) => chunk.type !== 'tRNS')
    .map((chunk) => buildChunk(chunk.type, chunk.type === 'PLTE' ? blended : chunk.data));
  return Buffer.concat([png.subarray(0, 8), ...kept]);
}

/** The chunks of a PNG, in order. */
export function readChunks(png: Buffer): Array<{ type: string; data: Buffer; crc: number }> {
  const chunks: Array<{ type: string; data: Buffer; crc: number }> = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push({
      type: png.toString('latin1', offset + 4, offset + 8),
      data: png.subarray(offset + 8, offset + 8 + length),
      crc: png.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

/** CRC-32 of a chunk's type and data, computed independently of node:zlib. */
export function chunkCrc(type: string, data: Buffer): number {
  return crc32(Buffer.concat([Buffer.from(type, 'latin1'), data]));
}

function buildChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(chunkCrc(type, data), 8 + data.length);
  return out;
}
