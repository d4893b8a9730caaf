import { describe, expect, it } from 'vitest';
import { sanitiseLogo } from '../../src/modules/qr/qr.logo-image.js';
import { createQrImageCache, renderLinkQr } from '../../src/modules/qr/qr.service.js';
import { DEFAULT_DESIGN, type QrDesign, type QrLogo } from '../../src/modules/qr/qr.types.js';
import { discPng } from '../helpers/images.js';
import { ScanBatch } from '../unit/qr/helpers/scanner.js';

// A zero-byte cache stores nothing: every image is really rendered (and checked by jsQR).
const noCache = createQrImageCache(0);
const SVG_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30" rx="6" fill="#0a5"/><circle cx="20" cy="15" r="9" fill="#fff"/></svg>';
const LOGOS: Record<string, QrLogo | null> = {
  'no logo': null,
  'PNG logo': sanitiseLogo(discPng(300, [200, 30, 30]), 'image/png'),
  'SVG logo': sanitiseLogo(Buffer.from(SVG_LOGO), 'image/svg+xml'),
};
const FRAMES = ['none', 'square', 'rounded'] as const;
const BACKGROUNDS = ['#ffffff', '#fff4d6'];
// Each dot style with a marker of its own, so every marker shape is drawn too.
const STYLES: Array<Pick<QrDesign, 'dotStyle' | 'markerShape' | 'markerCenter'>> = [
  { dotStyle: 'square', markerShape: 'square', markerCenter: 'square' },
  { dotStyle: 'dots', markerShape: 'circle', markerCenter: 'dot' },
  { dotStyle: 'rounded', markerShape: 'rounded', markerCenter: 'square' },
];
// A short link, and the longest that still leaves room for a logo (version 6 at level H).
const TEXTS = ['http://sho.rt/Ab3dE5f?qr=1', 'https://go.example-brand.com/spring-sale-2026?qr=1'];

describe('branded codes scan', () => {
  it('decodes every logo x frame x background x dot style x format at 256, 512 and 1024 px', { timeout: 900_000 }, async () => {
    const batch = new ScanBatch();
    try {
      for (const text of TEXTS) {
        for (const [logoName, logo] of Object.entries(LOGOS)) {
          for (const frame of FRAMES) {
            for (const background of BACKGROUNDS) {
              for (const style of STYLES) {
                const design: QrDesign = { ...DEFAULT_DESIGN, ...style, background, logo: logo ? 'account' : 'none', frame, frameColor: '#1a4d8f', frameText: 'Scan me!' };
                for (const format of ['png', 'svg'] as const) {
                  for (const size of [256, 512, 1024]) {
                    const label = `${text} ${logoName} frame=${frame} bg=${background} ${style.dotStyle}/${style.markerShape} ${format} @${size}`;
                    batch.add(label, renderLinkQr(text, design, { format, size }, logo, noCache).body, format, false, text);
                  }
                }
              }
            }
          }
        }
      }
      expect(batch.size).toBe(2 * 3 * 3 * 2 * 3 * 2 * 3);
      expect(await batch.decodeAll()).toEqual([]);
    } finally {
      batch.dispose();
    }
  });
});
