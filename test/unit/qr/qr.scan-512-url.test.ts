import { describe, expect, it } from 'vitest';
import { listStyleCombos, pickPayloads } from './helpers/samples.js';
import { scanEveryCombination } from './helpers/scan-suite.js';

// The quick tier's sample of test/exhaustive: one payload in every style; every payload runs there.
describe('scannability at 512 px of a URL', () => {
  it('decodes in every style, format and transparency to its exact text', { timeout: 300_000 }, async () => {
    const outcome = await scanEveryCombination(512, pickPayloads(['url']), listStyleCombos());
    expect(outcome.refused).toEqual([]);
    expect(outcome.rendered).toHaveLength(72);
    expect(outcome.failures).toEqual([]);
  });
});
