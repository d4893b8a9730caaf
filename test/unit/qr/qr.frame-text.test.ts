import { describe, expect, it } from 'vitest';
import { canDraw, FRAME_TEXT_SYMBOLS, forEachTextPixel } from '../../../src/modules/qr/qr.font.js';
import { QrDesignBody } from '../../../src/modules/qr/qr.schemas.js';
import { bodyChecker } from '../../../src/platform/http/validation.js';

const check = bodyChecker(QrDesignBody);
const frameTextErrors = (frame_text: string) => check({ frame: 'square', frame_text })?.frame_text ?? null;

/** Every character a keyboard or a phone may give: printable ASCII, Latin-1, and what phones substitute. */
const CANDIDATES = [...Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)), ...'éÉàçñüßøÆ€£¥©®°±×÷‘’“”–—…😀'];

describe('frame text', () => {
  it.each(['Scan for 30% off', 'Save $5 today', 'Menu: 9.50 €', '"FREE" * coffee', 'Today’s menu', 'A = B; C_D [E]', 'Tea £2 – café'.replace('é', 'e')])('accepts %j', (text) => {
    expect(frameTextErrors(text)).toBeNull();
  });

  it('allows exactly the characters the bundled font draws, so nothing allowed is drawn as "?"', () => {
    for (const char of CANDIDATES) {
      const allowed = frameTextErrors(`A${char}B`) === null;
      expect(allowed, `${char} allowed: ${allowed}, drawn: ${canDraw(char)}`).toBe(canDraw(char));
    }
    const question = new Set<string>();
    forEachTextPixel('?', (x, y) => question.add(`${x},${y}`));
    for (const symbol of FRAME_TEXT_SYMBOLS.filter((char) => char !== '?')) {
      const pixels = new Set<string>();
      forEachTextPixel(symbol, (x, y) => pixels.add(`${x},${y}`));
      expect([...pixels].sort(), symbol).not.toEqual([...question].sort());
    }
  });

  it('refuses what the font cannot draw, saying what it draws', () => {
    const [message] = frameTextErrors('Café 😀')!;
    expect(message).toMatch(/^holds a character the frame's font cannot draw .*; it draws letters A to Z without accents, digits, spaces and .*%/);
    expect(frameTextErrors('x'.repeat(21))).toEqual(['must be at most 20 characters']);
    expect(frameTextErrors('')).not.toBeNull();
  });
});
