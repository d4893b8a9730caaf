import { describe, expect, it } from 'vitest';
import { listStyleCombos, RICH_PAYLOADS } from '../unit/qr/helpers/samples.js';
import { scanEveryCombination } from '../unit/qr/helpers/scan-suite.js';

// Split from the SVG half so the two 2048 px suites run on both cores at once.
describe('scannability of PNG at 2048 px', () => {
  it('decodes every payload type in every style and transparency to its exact text', { timeout: 900_000 }, async () => {
    const outcome = await scanEveryCombination(2048, RICH_PAYLOADS, listStyleCombos(['png']));
    expect(outcome.refused).toEqual([]);
    expect(outcome.rendered).toHaveLength(8 * 36);
    expect(outcome.failures).toEqual([]);
  });
});
