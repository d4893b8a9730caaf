import { describe, expect, it } from 'vitest';
import { createCanvas, fillRect } from '../../../src/modules/qr/qr.canvas.js';
import { encodeQrText } from '../../../src/modules/qr/qr.encode.js';
import { forEachTextPixel, measureText } from '../../../src/modules/qr/qr.font.js';
import { layoutFrame } from '../../../src/modules/qr/qr.frame.js';
import { clearLogoBox, findLogoBox } from '../../../src/modules/qr/qr.logo-box.js';
import { verifyDecodes } from '../../../src/modules/qr/qr.verify.js';

const textOfBytes = (bytes: number) => 'h'.repeat(bytes);

describe('the logo box', () => {
  it('stays clear of every function pattern and under 11 % of the symbol for versions 2 to 6', () => {
    const seen = new Set<number>();
    for (let bytes = 8; bytes <= 58; bytes++) {
      const matrix = encodeQrText(textOfBytes(bytes), 'H');
      const box = findLogoBox(matrix);
      expect(box, `version ${matrix.version}`).not.toBeNull();
      seen.add(matrix.version);
      const { start, side } = box!;
      expect(start * 2 + side).toBe(matrix.count);
      expect((side * side) / matrix.count ** 2).toBeLessThan(0.11);
      for (let row = start; row < start + side; row++) {
        for (let col = start; col < start + side; col++) expect(matrix.reserved[row * matrix.count + col]).toBe(0);
      }
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it('finds no box from version 7, where an alignment pattern sits in the centre', () => {
    const matrix = encodeQrText(textOfBytes(70), 'H');
    expect(matrix.version).toBeGreaterThanOrEqual(7);
    expect(findLogoBox(matrix)).toBeNull();
  });

  it('clears exactly the modules inside the box', () => {
    const matrix = encodeQrText(textOfBytes(30), 'H');
    const box = findLogoBox(matrix)!;
    const cleared = clearLogoBox(matrix, box);
    for (let row = 0; row < matrix.count; row++) {
      for (let col = 0; col < matrix.count; col++) {
        const inside = row >= box.start && row < box.start + box.side && col >= box.start && col < box.start + box.side;
        expect(cleared.dark[row * matrix.count + col]).toBe(inside ? 0 : matrix.dark[row * matrix.count + col]);
      }
    }
  });
});

describe('the frame', () => {
  it('draws every accepted character and fits the window, border and band into the size', () => {
    const all = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 !#&'()+,-./:?@";
    const inked = new Set<number>();
    forEachTextPixel(all, (x) => inked.add(Math.floor(x / 6)));
    // Every glyph but the space inks at least one pixel, and lower case is drawn as capitals.
    expect(inked.size).toBe(all.length - 1);
    for (const size of [128, 256, 512, 1024, 2048]) {
      const frame = layoutFrame(size, 'Scan for the menu', true)!;
      expect(frame.border + frame.window.side + frame.text.bandHeight).toBe(size);
      expect(frame.text.x).toBeGreaterThanOrEqual(frame.border);
      expect(frame.text.x + measureText('Scan for the menu') * frame.text.scale).toBeLessThanOrEqual(size - frame.border);
    }
    expect(layoutFrame(64, 'x'.repeat(20), false)).toBeNull();
  });
});

describe('the decode check', () => {
  it('refuses an image that holds no code', () => {
    const canvas = createCanvas(200);
    fillRect(canvas, 0, 0, 200, 200, [255, 255, 255, 255]);
    fillRect(canvas, 50, 50, 100, 100, [0, 0, 0, 255]);
    expect(() => verifyDecodes(canvas, 'https://sho.rt/x', 4)).toThrow(/does not decode/);
  });
});
