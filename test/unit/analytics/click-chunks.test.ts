import { describe, expect, it } from 'vitest';
import { createChunkBuilder } from '../../../src/modules/analytics/click-chunks.js';
import { type ClickEvent, checkedClicks, encodeClicks } from '../../../src/modules/analytics/parse/click-event.js';

const event = (n: number, userAgent = 'Mozilla/5.0'): ClickEvent => ({
  id: `e${n}`,
  linkId: n,
  at: 1_700_000_000_000 + n,
  method: 'GET',
  ip: `10.0.0.${n % 256}`,
  userAgent,
  referer: n % 2 === 0 ? 'https://example.com/a?b="c"' : '',
  countryHeader: '',
  acceptLanguage: 'fr-CH, fr;q=0.9',
  source: n % 3 === 0 ? 'qr' : 'link',
  variant: n % 5 === 0 ? 1 : null,
  ...(n % 7 === 0 ? { noVisitor: true } : {}),
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('click chunks (the in-process queue holds clicks as wire text outside the heap)', () => {
  it("holds exactly encodeClicks' text of the clicks added, in UTF-8", () => {
    const builder = createChunkBuilder();
    // Header values arrive as latin1 text; quotes, backslashes and characters past ASCII must survive.
    const events = [event(1), event(2, 'Bot "x" \\ ü é ñ'), event(3, 'Ä'.repeat(300)), event(14)];
    for (const e of events) builder.add(e);
    expect(builder.count).toBe(4);
    const chunk = builder.seal();
    expect(chunk.count).toBe(4);
    expect(text(chunk.bytes)).toBe(encodeClicks(events));
    expect(checkedClicks({ texts: [chunk.bytes] })).toEqual(checkedClicks(events));
  });

  it('starts again after a seal, and grows past its first buffer without losing a byte', () => {
    const builder = createChunkBuilder();
    builder.add(event(1));
    const first = builder.seal();
    expect(builder.count).toBe(0);
    // About 2 MB of User-Agents: the 64 KiB buffer grows several times.
    const events = Array.from({ length: 500 }, (_, n) => event(n + 2, `agent ${n} `.repeat(400)));
    for (const e of events) builder.add(e);
    const second = builder.seal();
    expect(text(first.bytes)).toBe(encodeClicks([event(1)]));
    expect(text(second.bytes)).toBe(encodeClicks(events));
    expect(second.count).toBe(500);
  });

  it('seals an empty chunk as an empty array', () => {
    const chunk = createChunkBuilder().seal();
    expect(chunk.count).toBe(0);
    expect(text(chunk.bytes)).toBe('[]');
  });
});
