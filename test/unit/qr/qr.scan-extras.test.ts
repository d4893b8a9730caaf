import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastWithWhite } from '../../../src/modules/qr/qr.contrast.js';
import { QR_ECC } from '../../../src/modules/qr/qr.encode.js';
import { buildQrText } from '../../../src/modules/qr/qr.payload.js';
import { createQrImageCache, renderQr } from '../../../src/modules/qr/qr.service.js';
import { decodePng, encodeRgbPng, type RgbaImage } from './helpers/png-image.js';
import { parseValid, type Query } from './helpers/samples.js';
import { minimumSizeOf, sizeAtModulePx } from './helpers/scan-suite.js';
import { decodeBinaryWithZbar, decodeWithZbar, rasteriseSvg, ScanBatch } from './helpers/scanner.js';

const noCache = createQrImageCache(0);

// The lightest ink of each hue that the contrast rule still accepts (about 3:1 against white).
const THRESHOLD_INKS = ['#ff5d5d', '#8787ff', '#22ac22', '#df7b00', '#ba73ff', '#00a5a5', '#949494', '#ff49c2', '#a8926c'];

describe('contrast rule', () => {
  it('accepts inks at the 3:1 threshold, and those scan in the least inky style, small and large, on white and on a tint', { timeout: 600_000 }, async () => {
    const batch = new ScanBatch();
    try {
      for (const ink of THRESHOLD_INKS) {
        expect(contrastWithWhite(ink)).toBeGreaterThanOrEqual(3);
        expect(contrastWithWhite(ink)).toBeLessThan(3.05);
        const query = { type: 'text', text: `ink ${ink}`, foreground: ink, dot_style: 'dots', marker_shape: 'circle', marker_center: 'dot' };
        for (const format of ['png', 'svg']) {
          for (const transparent of ['0', '1']) {
            const request = parseValid({ ...query, format, transparent });
            for (const size of [minimumSizeOf(request), 512]) {
              const image = renderQr({ ...request, size }, noCache);
              batch.add(`${ink} ${format} t=${transparent} @${size}`, image.body, format, transparent === '1', buildQrText(request.payload));
            }
          }
        }
      }
      expect(await batch.decodeAll()).toEqual([]);
    } finally {
      batch.dispose();
    }
  });
});

describe('UTF-8 content', () => {
  it('encodes non-ASCII text as UTF-8 bytes, read back exactly', { timeout: 120_000 }, async () => {
    const batch = new ScanBatch();
    try {
      const samples: Query[] = [
        { type: 'text', text: 'Grüße aus Köln, 東京へようこそ 🚀' },
        { type: 'wifi', ssid: 'Café «Ω»', password: 'mot de passe', encryption: 'WPA' },
        { type: 'vcard', name: 'José Ñúñez', org: 'Ünïcødé, Inc.', title: 'Directeur général adjoint des opérations européennes et asiatiques' },
      ];
      for (const [index, query] of samples.entries()) {
        for (const format of ['png', 'svg']) {
          const request = parseValid({ ...query, format, dot_style: 'rounded' });
          const file = join(batch.dir, `utf8-${index}.${format}`);
          writeFileSync(file, renderQr(request, noCache).body);
          const png = format === 'png' ? file : `${file}.png`;
          if (format === 'svg') await rasteriseSvg(file, png);
          // -Sbinary: zbar guesses a charset for codes without ECI, so compare the raw bytes instead.
          expect(await decodeBinaryWithZbar(png)).toBe(buildQrText(request.payload));
        }
      }
    } finally {
      batch.dispose();
    }
  });
});

describe('error correction', () => {
  it('keeps M for every style: blurred, noisy dots and rounded modules decode as often as squares', { timeout: 300_000 }, async () => {
    expect(QR_ECC).toBe('M');
    const batch = new ScanBatch();
    try {
      const decoded: Record<string, number> = {};
      for (const dotStyle of ['square', 'dots', 'rounded']) {
        const files: string[] = [];
        const expected = new Map<string, string>();
        for (let i = 0; i < 30; i++) {
          const request = parseValid({ type: 'text', text: `item ${i} `.repeat(1 + (i % 10) * 3), dot_style: dotStyle });
          // Four pixels per module, then a camera-like blur and sensor noise.
          const size = sizeAtModulePx(request, 4);
          const file = join(batch.dir, `${dotStyle}-${i}.png`);
          writeFileSync(file, encodeRgbPng(degrade(decodePng(renderQr({ ...request, size }, noCache).body), i * 13 + 4)));
          files.push(file);
          expected.set(file, buildQrText(request.payload));
        }
        const results = await decodeWithZbar(files);
        decoded[dotStyle] = files.filter((file) => results.get(file)?.[0] === expected.get(file)).length;
      }
      expect(decoded).toEqual({ square: expect.any(Number), dots: expect.any(Number), rounded: expect.any(Number) });
      for (const count of Object.values(decoded)) expect(count).toBeGreaterThanOrEqual(27);
    } finally {
      batch.dispose();
    }
  });
});

/** Greyscale, a 3x3 box blur applied twice, and deterministic noise of σ ≈ 20 grey levels. */
function degrade(image: RgbaImage, seed: number): RgbaImage {
  const { width, height } = image;
  let grey: Float32Array = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i++) {
    grey[i] = 0.299 * image.rgba[i * 4]! + 0.587 * image.rgba[i * 4 + 1]! + 0.114 * image.rgba[i * 4 + 2]!;
  }
  for (let pass = 0; pass < 2; pass++) grey = blur(grey, width, height);
  let state = seed + 1;
  const random = (): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < grey.length; i++) {
    const value = Math.max(0, Math.min(255, grey[i]! + (random() + random() + random() - 1.5) * 40));
    rgba.fill(value, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

function blur(grey: Float32Array, width: number, height: number): Float32Array {
  const out: Float32Array = new Float32Array(grey.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          sum += grey[ny * width + nx]!;
          count++;
        }
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}
