import { describe, expect, it } from 'vitest';
import { MIN_MODULE_PX, QUIET_ZONE_MODULES } from '../../src/modules/qr/qr.geometry.js';
import { RICH_PAYLOADS, SHORT_PAYLOADS } from '../unit/qr/helpers/samples.js';
import { scanEveryCombination } from '../unit/qr/helpers/scan-suite.js';

describe('scannability at 64 px and the size floor', () => {
  it('decodes what fits at 64 px, refuses the rest naming the minimum, and decodes that at the minimum', { timeout: 600_000 }, async () => {
    const outcome = await scanEveryCombination(64, { ...SHORT_PAYLOADS, ...prefixKeys(RICH_PAYLOADS, 'rich-') });
    // Up to version 3 (29 modules, 42 bytes) fits 64 px, with a margin narrowed to 1.5 modules.
    for (const type of ['url', 'text', 'email', 'phone', 'sms', 'whatsapp', 'wifi', 'rich-url']) {
      expect(outcome.rendered.some((label) => label.startsWith(`${type} square/`))).toBe(true);
    }
    for (const refusal of outcome.refused) {
      expect(refusal.minimum).toBeGreaterThan(64);
      expect(refusal.minimum % MIN_MODULE_PX).toBe(0);
      expect(refusal.message).toBe(`must be at least ${refusal.minimum} for this content (2 px per module and a margin of 1 module)`);
    }
    expect(outcome.refused.length + outcome.rendered.length).toBe(16 * 72);
    expect(outcome.failures).toEqual([]);
    expect(QUIET_ZONE_MODULES).toBe(4);
  });
});

function prefixKeys<T>(record: Record<string, T>, prefix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [prefix + key, value]));
}
