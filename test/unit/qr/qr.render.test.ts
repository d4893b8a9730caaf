import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeQrText } from '../../../src/modules/qr/qr.encode.js';
import { buildModuleShape, forEachDataModule, layoutQr, listFinderOrigins, minimumImageSize } from '../../../src/modules/qr/qr.geometry.js';
import { signedDistance } from '../../../src/modules/qr/qr.raster.js';
import { renderQrPng } from '../../../src/modules/qr/qr.render-png.js';
import { renderQrSvg } from '../../../src/modules/qr/qr.render-svg.js';
import { DEFAULT_DESIGN, type QrDesign } from '../../../src/modules/qr/qr.types.js';
import { chunkCrc, decodePng, readChunks, type RgbaImage } from './helpers/png-image.js';
import { DOT_STYLES, MARKER_CENTERS, MARKER_SHAPES } from './helpers/samples.js';
import { rasteriseSvg } from './helpers/scanner.js';

const matrix = encodeQrText('https://example.com/render');
const dir = mkdtempSync(join(tmpdir(), 'qr-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function render(design: Partial<QrDesign>, size = 256): { png: Buffer; svg: string } {
  const full = { ...DEFAULT_DESIGN, ...design };
  const layout = layoutQr(matrix.count, size);
  if (layout === null) throw new Error('too small');
  return { png: renderQrPng(matrix, full, layout), svg: renderQrSvg(matrix, full, layout).toString('latin1') };
}

function pixel(image: RgbaImage, x: number, y: number): number[] {
  const at = (y * image.width + x) * 4;
  return [...image.rgba.subarray(at, at + 4)];
}

describe('layout', () => {
  it('uses whole pixels per module, a quiet zone of 4 modules, centred', () => {
    expect(layoutQr(29, 512)).toEqual({ size: 512, count: 29, modulePx: 13, offset: 67 });
    expect(layoutQr(21, 64)).toEqual({ size: 64, count: 21, modulePx: 2, offset: 11 });
  });

  it('narrows the quiet zone, down to 1 module, where the full one would leave under 2 px per module', () => {
    // 25 modules at 2 px leave 7 px each side: 3.5 modules of margin.
    expect(layoutQr(25, 64)).toEqual({ size: 64, count: 25, modulePx: 2, offset: 7 });
    expect(layoutQr(29, 64)).toEqual({ size: 64, count: 29, modulePx: 2, offset: 3 });
    expect(layoutQr(33, 64)).toBeNull();
    expect(minimumImageSize(33)).toBe(70);
    expect(layoutQr(33, 70)).toEqual({ size: 70, count: 33, modulePx: 2, offset: 2 });
  });
});

describe('geometry', () => {
  it('leaves the finder patterns out of the data modules', () => {
    const cells: Array<[number, number]> = [];
    forEachDataModule(matrix, 'square', (row, col) => cells.push([row, col]));
    const inFinder = ([row, col]: [number, number]): boolean =>
      listFinderOrigins(matrix.count).some(([fc, fr]) => row >= fr && row < fr + 7 && col >= fc && col < fc + 7);
    expect(cells.some(inFinder)).toBe(false);
    const dark = matrix.dark.reduce((sum, bit) => sum + bit, 0);
    expect(cells).toHaveLength(dark - 3 * 33);
  });

  it('rounds a rounded module corner only where neither neighbour beside it is dark', () => {
    expect(buildModuleShape('rounded', 0).outer.radii).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(buildModuleShape('rounded', 2).outer.radii).toEqual([0.5, 0, 0, 0.5]);
    expect(buildModuleShape('rounded', 1 | 2).outer.radii).toEqual([0, 0, 0, 0.5]);
    expect(buildModuleShape('rounded', 15).outer.radii).toEqual([0, 0, 0, 0]);
  });

  it('measures signed distance to a rounded rectangle', () => {
    const square = { x: 0, y: 0, w: 1, h: 1, radii: [0, 0, 0, 0] as const };
    expect(signedDistance(square, 0.5, 0.5)).toBeCloseTo(-0.5);
    expect(signedDistance(square, 1.5, 0.5)).toBeCloseTo(0.5);
    const circle = { x: 0, y: 0, w: 1, h: 1, radii: [0.5, 0.5, 0.5, 0.5] as const };
    expect(signedDistance(circle, 1, 1)).toBeCloseTo(Math.SQRT1_2 - 0.5);
  });
});

describe('PNG renderer', () => {
  it('writes a valid indexed PNG of exactly the requested size with correct CRCs', () => {
    for (const size of [66, 333, 2048]) {
      const { png } = render({ dotStyle: 'dots' }, size);
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const chunks = readChunks(png);
      expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
      for (const chunk of chunks) expect(chunk.crc).toBe(chunkCrc(chunk.type, chunk.data));
      const image = decodePng(png);
      expect([image.width, image.height]).toEqual([size, size]);
    }
  });

  it('picks the smallest bit depth: 1 for plain squares, 2 with a marker colour, 8 with anti-aliasing', () => {
    const depth = (design: Partial<QrDesign>): number => readChunks(render(design).png)[0]?.data.readUInt8(8) ?? 0;
    expect(depth({})).toBe(1);
    expect(depth({ markerColor: '#c0392b' })).toBe(2);
    expect(depth({ dotStyle: 'rounded' })).toBe(8);
    expect(depth({ markerShape: 'circle' })).toBe(8);
  });

  it('keeps the quiet zone clear and paints ink in the foreground and marker colours', () => {
    const layout = layoutQr(matrix.count, 256)!;
    const image = decodePng(render({ foreground: '#1a4d8f', markerColor: '#c0392b' }).png);
    for (let i = 0; i < 256; i++) {
      for (const [x, y] of [[i, 0], [0, i], [i, layout.offset - 1], [layout.offset - 1, i], [i, 255], [255, i]]) {
        expect(pixel(image, x!, y!)).toEqual([255, 255, 255, 255]);
      }
    }
    const m = layout.modulePx;
    // Centre of the top-left finder is marker colour; module (0, 8) is a timing-free data area: check a dark one.
    expect(pixel(image, layout.offset + Math.floor(3.5 * m), layout.offset + Math.floor(3.5 * m))).toEqual([0xc0, 0x39, 0x2b, 255]);
    let dataInk = 0;
    forEachDataModule(matrix, 'square', (row, col) => {
      const [r, g, b] = pixel(image, layout.offset + col * m + 1, layout.offset + row * m + 1);
      if (r === 0x1a && g === 0x4d && b === 0x8f) dataInk++;
    });
    expect(dataInk).toBeGreaterThan(100);
  });

  it('makes only the background transparent, with anti-aliased edges as partial alpha', () => {
    const { png } = render({ dotStyle: 'dots', transparent: true });
    expect(readChunks(png).map((chunk) => chunk.type)).toContain('tRNS');
    const image = decodePng(png);
    expect(pixel(image, 0, 0)[3]).toBe(0);
    const alphas = new Set<number>();
    for (let i = 3; i < image.rgba.length; i += 4) alphas.add(image.rgba[i]!);
    expect(alphas.has(255)).toBe(true);
    expect([...alphas].some((a) => a > 0 && a < 255)).toBe(true);
  });

  it('is deterministic', () => {
    expect(render({ dotStyle: 'rounded', markerShape: 'circle' }).png).toEqual(render({ dotStyle: 'rounded', markerShape: 'circle' }).png);
  });
});

describe('SVG renderer', () => {
  it('is a sized SVG with one path per colour and a white background unless transparent', () => {
    const { svg } = render({ foreground: '#1a4d8f', markerColor: '#c0392b' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" version="1\.1" width="256" height="256" viewBox="0 0 256 256">/);
    expect(svg).toContain('<rect width="256" height="256" fill="#ffffff"/>');
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toContain('fill="#1a4d8f"');
    expect(svg).toContain('fill="#c0392b" fill-rule="evenodd"');
    expect(render({ transparent: true }).svg).not.toContain('<rect');
    expect(svg).not.toMatch(/\d\.\d{4,}/);
  });
});

describe('PNG and SVG look the same', () => {
  const styles = DOT_STYLES.flatMap((dotStyle) =>
    MARKER_SHAPES.flatMap((markerShape) => MARKER_CENTERS.map((markerCenter) => ({ dotStyle, markerShape, markerCenter }))),
  );

  it.each(styles)('$dotStyle / $markerShape / $markerCenter', async (style) => {
    for (const transparent of [false, true]) {
      const { png, svg } = render({ ...style, transparent, foreground: '#1a4d8f', markerColor: '#c0392b' }, 300);
      const name = `${style.dotStyle}-${style.markerShape}-${style.markerCenter}-${transparent}`;
      writeFileSync(join(dir, `${name}.svg`), svg);
      const fromSvg = decodePng(await rasteriseSvg(join(dir, `${name}.svg`), join(dir, `${name}.png`)));
      const fromPng = decodePng(png);
      expect([fromSvg.width, fromSvg.height]).toEqual([300, 300]);
      let total = 0;
      let worst = 0;
      for (let i = 0; i < fromPng.rgba.length; i++) {
        // Compare premultiplied values so fully transparent pixels match whatever colour they carry.
        const difference = Math.abs(premultiply(fromPng.rgba, i) - premultiply(fromSvg.rgba, i));
        total += difference;
        worst = Math.max(worst, difference);
      }
      // Same geometry on the same pixel grid: only anti-aliasing along curves may differ, and a little.
      expect(total / fromPng.rgba.length).toBeLessThan(1);
      expect(worst).toBeLessThanOrEqual(48);
    }
  });
});

function premultiply(rgba: Uint8Array, i: number): number {
  const alpha = rgba[i - (i % 4) + 3]! / 255;
  return i % 4 === 3 ? rgba[i]! : rgba[i]! * alpha;
}
