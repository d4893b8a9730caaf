import { describe, expect, it } from 'vitest';
import { RICH_PAYLOADS } from '../unit/qr/helpers/samples.js';
import { scanEveryCombination } from '../unit/qr/helpers/scan-suite.js';

describe('scannability at 512 px', () => {
  it('decodes every payload type in every style, format and transparency to its exact text', { timeout: 600_000 }, async () => {
    const outcome = await scanEveryCombination(512, RICH_PAYLOADS);
    expect(outcome.refused).toEqual([]);
    expect(outcome.rendered).toHaveLength(8 * 72);
    expect(outcome.failures).toEqual([]);
  });
});
