import { describe, expect, it } from 'vitest';
import { listStyleCombos, RICH_PAYLOADS } from './helpers/samples.js';
import { scanEveryCombination } from './helpers/scan-suite.js';

describe('scannability of SVG at 2048 px (rasterised by librsvg)', () => {
  it('decodes every payload type in every style and transparency to its exact text', { timeout: 900_000 }, async () => {
    const outcome = await scanEveryCombination(2048, RICH_PAYLOADS, listStyleCombos(['svg']));
    expect(outcome.refused).toEqual([]);
    expect(outcome.rendered).toHaveLength(8 * 36);
    expect(outcome.failures).toEqual([]);
  });
});
