// A 5x7 bitmap font of our own for the frame's call to action in PNG codes: no font files, no
// native text library. Letters are drawn as capitals (the SVG's <text> says the same).

export const MAX_FRAME_TEXT = 20;
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** Columns from one glyph's left edge to the next one's: the glyph and a gap. */
export const GLYPH_ADVANCE = 6;

// Seven rows of five pixels per glyph, '#' inked.
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  '-': '..... ..... ..... ##### ..... ..... .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  '/': '..... ....# ...#. ..#.. .#... #.... .....',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '@': '.###. #...# #.### #.#.# #.### #.... .####',
  '%': '##... ##..# ...#. ..#.. .#... #..## ...##',
  '$': '..#.. .#### #.#.. .###. ..#.# ####. ..#..',
  '€': '..### .#... ####. .#... ####. .#... ..###',
  '£': '..##. .#..# .#... ###.. .#... .#... #####',
  '*': '..... ..#.. #.#.# .###. #.#.# ..#.. .....',
  '=': '..... ..... ##### ..... ##### ..... .....',
  ';': '..... .##.. .##.. ..... .##.. ..#.. .#...',
  '"': '.#.#. .#.#. .#.#. ..... ..... ..... .....',
  '_': '..... ..... ..... ..... ..... ..... #####',
  '[': '.###. .#... .#... .#... .#... .#... .###.',
  ']': '.###. ...#. ...#. ...#. ...#. ...#. .###.',
  // What phones type for ' " and - (iOS turns "Today's" into "Today’s").
  '‘': '...#. ..#.. ..#.. ..... ..... ..... .....',
  '’': '..#.. ..#.. .#... ..... ..... ..... .....',
  '“': '.#..# #..#. #..#. ..... ..... ..... .....',
  '”': '.#..# .#..# #..#. ..... ..... ..... .....',
  '–': '..... ..... ..... ##### ..... ..... .....',
};

/** The symbols the font draws besides letters, digits and the space, in the font's order. */
export const FRAME_TEXT_SYMBOLS = Object.keys(GLYPHS).filter((char) => !/[A-Z0-9 ]/.test(char));

/**
 * Characters a frame_text may hold, as a regular-expression class body: exactly what the font
 * draws (letters in either case: they are drawn as capitals), so nothing allowed is drawn as `?`.
 */
export const FRAME_TEXT_CHARS = `A-Za-z0-9 ${FRAME_TEXT_SYMBOLS.map((char) => (/[\\\][^-]/.test(char) ? `\\${char}` : char)).join('')}`;

const BITMAPS = new Map(Object.entries(GLYPHS).map(([char, rows]) => [char, rows.split(' ').map((row) => [...row].map((c) => c === '#'))]));

/** Width in font pixels of a line of text (no trailing gap). */
export function measureText(text: string): number {
  return text.length === 0 ? 0 : text.length * GLYPH_ADVANCE - 1;
}

/** True when the font has a glyph of its own for `char` as drawn (in capitals). */
export function canDraw(char: string): boolean {
  return BITMAPS.has(char.toUpperCase());
}

/** Calls `plot` for each inked font pixel of the text in capitals, at (column, row) from its top-left. */
export function forEachTextPixel(text: string, plot: (x: number, y: number) => void): void {
  [...text.toUpperCase()].forEach((char, index) => {
    const rows = BITMAPS.get(char) ?? BITMAPS.get('?');
    rows?.forEach((row, y) => row.forEach((inked, x) => inked && plot(index * GLYPH_ADVANCE + x, y)));
  });
}
