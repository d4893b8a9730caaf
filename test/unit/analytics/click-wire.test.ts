import { describe, expect, it } from 'vitest';
import { type ClickEvent, checkedClicks, decodeClicks, encodeClicks, sanitizeClickEvent } from '../../../src/modules/analytics/parse/click-event.js';

const full: ClickEvent = {
  id: '0m3kq1x2abc',
  linkId: 42,
  at: 1_764_288_000_000,
  method: 'HEAD',
  ip: '2001:db8::1',
  userAgent: 'Mozilla/5.0 "quoted" \\ back\nslash',
  referer: 'https://example.com/a?b=c',
  countryHeader: 'FR',
  acceptLanguage: 'fr-FR,fr;q=0.9',
  source: 'qr',
  variant: 3,
  noVisitor: true,
  session: 'f'.repeat(64),
};

describe('the click wire format (events crossing to the writer)', () => {
  it('reads back every field of every event it wrote, in order', () => {
    const plain: ClickEvent = { id: 'e2', linkId: 7, at: 1, method: 'GET', ip: '192.0.2.1', userAgent: '', referer: '', countryHeader: '' };
    const text = encodeClicks([full, plain]);
    const events = decodeClicks({ texts: [text] }).map(sanitizeClickEvent);
    expect(events).toEqual([full, { ...plain, acceptLanguage: '', source: 'link', variant: null, noVisitor: false }]);
    // No field names on the wire.
    expect(text).not.toContain('userAgent');
  });

  it('reads a text given as UTF-8 bytes, in shared memory or not, as it reads the string', () => {
    const text = encodeClicks([{ ...full, userAgent: 'Bot ü 漢字 😀' }]);
    const shared = Buffer.from(new SharedArrayBuffer(text.length * 3 + 8));
    // A view into the middle of the memory, as a chunk's is from its buffer's start.
    const length = shared.write(text, 4);
    const fromShared = decodeClicks({ texts: [shared.subarray(4, 4 + length)] });
    expect(fromShared).toEqual(decodeClicks({ texts: [text] }));
    expect(decodeClicks({ texts: [new TextEncoder().encode(text)] })).toEqual(fromShared);
    expect(sanitizeClickEvent(fromShared[0])?.userAgent).toBe('Bot ü 漢字 😀');
  });

  it('reads an object (an entry of an earlier release) and an array without the newer trailing fields', () => {
    const legacy = JSON.stringify({ id: 'old', linkId: 1, at: 5, method: 'GET', ip: '', userAgent: 'UA', referer: '', countryHeader: '' });
    const short = JSON.stringify([['short', 2, 6, 'GET', '', 'UA2', '', '']]);
    const events = decodeClicks({ texts: [legacy, short] }).map(sanitizeClickEvent);
    expect(events.map((event) => [event?.id, event?.linkId, event?.userAgent, event?.noVisitor])).toEqual([
      ['old', 1, 'UA', false],
      ['short', 2, 'UA2', false],
    ]);
  });

  it('drops a text that does not parse and keeps the others; an element naming no link is refused by the check', () => {
    const events = decodeClicks({ texts: ['[["broken', encodeClicks([full]), '[[null, "x"], 17]'] });
    expect(events.map(sanitizeClickEvent)).toEqual([full, null, null]);
  });

  it('checks each event as it is read, across texts of every kind, in order, leaving out what does not pass', () => {
    const plain: ClickEvent = { id: 'p', linkId: 9, at: 2, method: 'HEAD', ip: '', userAgent: 'UA', referer: '', countryHeader: '' };
    const legacy = JSON.stringify({ ...plain, id: 'legacy' });
    const texts = [encodeClicks([full]), '[["broken', Buffer.from(encodeClicks([plain, { ...plain, id: 'q' }])), legacy, '[[null, "x"], 17]'];
    expect(checkedClicks({ texts }).map((event) => event.id)).toEqual([full.id, 'p', 'q', 'legacy']);
    expect(checkedClicks({ texts })).toEqual(decodeClicks({ texts }).map(sanitizeClickEvent).filter((event) => event !== null));
  });
});
