import { describe, expect, it } from 'vitest';
import { CLICKS_PER_TEXT, type ClickChunk, createClickChunks } from '../../../src/modules/analytics/click-chunks.js';
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

const textsOf = (chunk: ClickChunk) => chunk.texts().map((bytes) => Buffer.from(bytes).toString('utf8'));
/** For a chunk of at most CLICKS_PER_TEXT clicks: its one text. */
const textOf = (chunk: ClickChunk) => {
  const texts = textsOf(chunk);
  expect(texts).toHaveLength(1);
  return texts[0];
};

describe('click chunks (the in-process queue holds clicks as wire text outside the heap)', () => {
  it("holds exactly encodeClicks' text of the clicks added", () => {
    const chunks = createClickChunks();
    // Header values arrive as latin1 text; quotes, backslashes and characters past ASCII must survive.
    const events = [event(1), event(2, 'Bot "x" \\ ü é ñ'), event(3, 'Ä'.repeat(300)), event(14)];
    for (const e of events) chunks.add(e);
    expect(chunks.count).toBe(4);
    const chunk = chunks.seal();
    expect(chunk.count).toBe(4);
    expect(textOf(chunk)).toBe(encodeClicks(events));
    expect(checkedClicks({ texts: chunk.texts() })).toEqual(checkedClicks(events));
  });

  it('keeps the bytes in shared memory, so the writer thread reads them without a copy', () => {
    const chunks = createClickChunks();
    chunks.add(event(1));
    expect(chunks.seal().texts()[0]!.buffer).toBeInstanceOf(SharedArrayBuffer);
    // Past the first buffer too.
    for (let n = 0; n < 200; n++) chunks.add(event(n, 'x'.repeat(1_000)));
    expect(chunks.seal().texts()[0]!.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('starts a new chunk at a seal, and grows past its first buffer without losing a byte', () => {
    const chunks = createClickChunks();
    chunks.add(event(1));
    const first = chunks.seal();
    expect(chunks.count).toBe(0);
    // About 2 MB of User-Agents: the 64 KiB buffer grows several times.
    const events = Array.from({ length: 500 }, (_, n) => event(n + 2, `agent ${n} `.repeat(400)));
    for (const e of events) chunks.add(e);
    const second = chunks.seal();
    expect(textOf(first)).toBe(encodeClicks([event(1)]));
    expect(textOf(second)).toBe(encodeClicks(events));
    expect(second.count).toBe(500);
  });

  it('reuses a released buffer, and a chunk not released keeps its text', () => {
    const chunks = createClickChunks();
    chunks.add(event(1, 'a'.repeat(1_000)));
    const written = chunks.seal();
    chunks.add(event(2));
    const waiting = chunks.seal();
    chunks.release(written);
    chunks.add(event(3));
    const next = chunks.seal();
    // These clicks go into the released buffer, over the text it held.
    chunks.add(event(4));
    const reusing = chunks.seal();
    expect(textOf(reusing)).toBe(encodeClicks([event(4)]));
    expect(textOf(next)).toBe(encodeClicks([event(3)]));
    expect(textOf(waiting)).toBe(encodeClicks([event(2)]));
  });

  it('holds a chunk of many clicks as texts of CLICKS_PER_TEXT clicks each, over a grown buffer', () => {
    const chunks = createClickChunks();
    const total = CLICKS_PER_TEXT * 2 + 1;
    // Past 64 KiB, so the buffer grows while texts are open.
    const events = Array.from({ length: total }, (_, n) => event(n, n % 3 === 0 ? `é ${n} `.repeat(40) : 'Mozilla/5.0'));
    for (const e of events) chunks.add(e);
    const chunk = chunks.seal();
    expect(chunk.count).toBe(total);
    expect(textsOf(chunk)).toEqual([
      encodeClicks(events.slice(0, CLICKS_PER_TEXT)),
      encodeClicks(events.slice(CLICKS_PER_TEXT, CLICKS_PER_TEXT * 2)),
      encodeClicks(events.slice(CLICKS_PER_TEXT * 2)),
    ]);
    expect(checkedClicks({ texts: chunk.texts() })).toEqual(checkedClicks(events));
    // Exactly a text's worth ends with a full text, not an empty one.
    for (const e of events.slice(0, CLICKS_PER_TEXT)) chunks.add(e);
    expect(textsOf(chunks.seal())).toEqual([encodeClicks(events.slice(0, CLICKS_PER_TEXT))]);
  });

  it('seals an empty chunk as an empty array', () => {
    const chunk = createClickChunks().seal();
    expect(chunk.count).toBe(0);
    expect(textOf(chunk)).toBe('[]');
  });
});
