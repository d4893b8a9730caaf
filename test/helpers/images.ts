import { crc32 } from 'node:zlib';
import pngjs from 'pngjs';

/** An RGBA PNG of `size` px: a disc of `rgb` on transparency (a typical logo). */
export function discPng(size: number, rgb: [number, number, number]): Buffer {
  const png = new pngjs.PNG({ width: size, height: size });
  const r = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x + 0.5 - r) ** 2 + (y + 0.5 - r) ** 2 < r * r * 0.9;
      png.data.set(inside ? [...rgb, 255] : [0, 0, 0, 0], (y * size + x) * 4);
    }
  }
  return pngjs.PNG.sync.write(png);
}

/** A solid opaque PNG of width x height. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new pngjs.PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([...rgb, 255], i * 4);
  return pngjs.PNG.sync.write(png);
}

/** Inserts a chunk right after IHDR (tEXt, eXIf, iCCP...): metadata a clean copy must drop. */
export function withChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

/** The chunk types of a PNG, in order. */
export function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/** RGBA pixels of a PNG. */
export function readPng(png: Buffer): { width: number; height: number; data: Buffer } {
  const image = pngjs.PNG.sync.read(png);
  return { width: image.width, height: image.height, data: image.data };
}

/** An RGBA PNG laid over white, as it prints on paper. */
export function flattenOverWhite(png: Buffer): Buffer {
  const image = pngjs.PNG.sync.read(png);
  for (let i = 0; i < image.data.length; i += 4) {
    const alpha = (image.data[i + 3] ?? 0) / 255;
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.round((image.data[i + c] ?? 0) * alpha + 255 * (1 - alpha));
    image.data[i + 3] = 255;
  }
  return pngjs.PNG.sync.write(image);
}
