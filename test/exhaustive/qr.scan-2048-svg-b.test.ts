import { describe, expect, it } from 'vitest';
import { listStyleCombos, pickPayloads } from '../unit/qr/helpers/samples.js';
import { scanEveryCombination } from '../unit/qr/helpers/scan-suite.js';

describe('scannability of SVG at 2048 px (rasterised by librsvg): sms, whatsapp, wifi, vcard', () => {
  it('decodes every style and transparency to the exact text', { timeout: 900_000 }, async () => {
    const outcome = await scanEveryCombination(2048, pickPayloads(['sms', 'whatsapp', 'wifi', 'vcard']), listStyleCombos(['svg']));
    expect(outcome.refused).toEqual([]);
    expect(outcome.rendered).toHaveLength(4 * 36);
    expect(outcome.failures).toEqual([]);
  });
});
