import { describe, expect, it } from 'vitest';
import { buildQrText } from '../../src/modules/qr/qr.payload.js';
import { createQrImageCache, renderQr } from '../../src/modules/qr/qr.service.js';
import { describeCombo, minimumSizeOf } from '../unit/qr/helpers/scan-suite.js';
import { LONG_PAYLOADS, listStyleCombos, parseValid } from '../unit/qr/helpers/samples.js';
import { ScanBatch } from '../unit/qr/helpers/scanner.js';

const noCache = createQrImageCache(0);

describe('scannability near the capacity limit', () => {
  it('decodes version 40 codes in every style at 2048 px and at the minimum size', { timeout: 900_000 }, async () => {
    const batch = new ScanBatch();
    try {
      for (const [name, query] of Object.entries(LONG_PAYLOADS)) {
        for (const combo of listStyleCombos(['png', 'svg'], ['0'])) {
          const request = parseValid({ ...query, ...combo, size: '2048' });
          const expected = buildQrText(request.payload);
          const minimum = minimumSizeOf(request);
          for (const size of [2048, minimum]) {
            const image = renderQr({ ...request, size }, noCache);
            batch.add(`${name} ${describeCombo(combo)} @${size}`, image.body, combo.format, false, expected);
          }
        }
      }
      expect(await batch.decodeAll()).toEqual([]);
    } finally {
      batch.dispose();
    }
  });
});
