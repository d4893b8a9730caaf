import { describe, expect, it } from 'vitest';
import { listStyleCombos, pickPayloads } from '../unit/qr/helpers/samples.js';
import { scanEveryCombination } from '../unit/qr/helpers/scan-suite.js';

// The SVG half is the slowest (librsvg at 2048 px), so it is split in two files for the two cores.
describe('scannability of SVG at 2048 px (rasterised by librsvg): url, text, email, phone', () => {
  it('decodes every style and transparency to the exact text', { timeout: 900_000 }, async () => {
    const outcome = await scanEveryCombination(2048, pickPayloads(['url', 'text', 'email', 'phone']), listStyleCombos(['svg']));
    expect(outcome.refused).toEqual([]);
    expect(outcome.rendered).toHaveLength(4 * 36);
    expect(outcome.failures).toEqual([]);
  });
});
