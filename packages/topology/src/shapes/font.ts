import { TopologyError } from '../errors.js';
import type { ShapeMask } from './shape-mask.js';

/**
 * The built-in 5 × 7 font, drawn for mazes: every stroke of a glyph is joined edge to edge (curves
 * and diagonals are drawn as staircases), so a letter cut into a square grid stays in one piece
 * instead of falling apart where pixels would only touch at their corners. Only `!` and `?`
 * (whose dots stand apart) are in two pieces, and the space is empty.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '##### #...# #...# ##### #...# #...# #...#',
  B: '####. #..#. #..#. ##### #...# #...# #####',
  C: '.#### ##... #.... #.... #.... ##... .####',
  D: '####. #..## #...# #...# #...# #..## ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.#### ##... #.... #.### #...# ##..# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '##### ..#.. ..#.. ..#.. ..#.. ..#.. #####',
  J: '..### ...#. ...#. ...#. ...#. ##.#. .###.',
  K: '#...# #..## #.##. ###.. #.##. #..## #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## ##### #.#.# #...# #...# #...#',
  N: '#...# ##..# ###.# #.### #..## #...# #...#',
  O: '.###. ##.## #...# #...# #...# ##.## .###.',
  P: '##### #...# #...# ##### #.... #.... #....',
  Q: '.###. ##.## #...# #...# #..## ##.## .####',
  R: '##### #...# #...# ##### #.##. #..## #...#',
  S: '.#### ##... #.... ##### ....# ...## ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# ##.## .###.',
  V: '#...# #...# #...# ##.## .#.#. .###. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# #####',
  X: '#...# ##.## .###. ..#.. .###. ##.## #...#',
  Y: '#...# ##.## .###. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ...## ..##. .##.. ##... #.... #####',
  '0': '.###. .#.#. .#.#. .#.#. .#.#. .#.#. .###.',
  '1': '.##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. ##.## ...## ..##. .##.. ##... #####',
  '3': '####. ...## ....# .#### ....# ...## ####.',
  '4': '#...# #...# #...# ##### ....# ....# ....#',
  '5': '##### #.... #.... ####. ...## ....# #####',
  '6': '.###. ##... #.... ####. #..## ##.## .###.',
  '7': '##### ...## ..##. ..#.. ..#.. ..#.. ..#..',
  '8': '.###. ##.## ##.## .###. ##.## ##.## .###.',
  '9': '.###. ##.## ##..# .#### ....# ...## .###.',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '-': '..... ..... ..... ##### ..... ..... .....',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. ##.## ...## ..##. ..#.. ..... ..#..',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  '<3': '..... ##.## ##### ##### .###. ..#.. .....',
};

/** Glyph width and height in pixels, and the blank columns between two glyphs. */
export const FONT_WIDTH = 5;
/** Glyph height in pixels. */
export const FONT_HEIGHT = 7;
/** Blank pixel columns between neighbouring glyphs. */
export const FONT_GAP = 1;

/**
 * The characters the built-in font draws: `A`–`Z` (lower case is drawn as upper case), `0`–`9`,
 * space, `- ! ? . +`, and `<3` for a heart.
 */
export const FONT_CHARACTERS: readonly string[] = Object.keys(GLYPHS);

/**
 * The rows of one glyph of the built-in font, `#` inside, top row first.
 *
 * @param character - one of {@link FONT_CHARACTERS}.
 * @returns seven rows of five characters, or `undefined` for a character the font lacks.
 */
export function glyphRows(character: string): string[] | undefined {
  return Object.hasOwn(GLYPHS, character) ? GLYPHS[character]!.split(' ') : undefined;
}

/**
 * Text in the built-in 5 × 7 font as a mask: glyphs side by side with one blank column between
 * them, so `n` glyphs make a mask `6n − 1` pixels wide and 7 high. On a board, allow about 6
 * cells across per glyph and at least 9 rows.
 *
 * @param text - one line of `A`–`Z` (any case), `0`–`9`, space, `- ! ? . +` and `<3` (a heart).
 * @throws {@link TopologyError} (field `text`) for empty text or a character the font lacks,
 *   naming its position.
 *
 * @example
 * ```ts
 * maskFromText('MAZE').width; // 23
 * ```
 */
export function maskFromText(text: string): ShapeMask {
  if (typeof text !== 'string' || text.length === 0) {
    throw new TopologyError('text', 'text must be a non-empty string');
  }
  const glyphs: string[][] = [];
  // Walk the text by code points, remembering each one's index in the string for messages.
  // Only a–z are read as their capitals: other case mappings (ß → SS, ı → I) are not drawn.
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i)!;
    const character = String.fromCodePoint(codePoint);
    const heart = text.startsWith('<3', i);
    const key = heart ? '<3' : /^[a-z]$/.test(character) ? character.toUpperCase() : character;
    const rows = glyphRows(key);
    if (!rows) {
      throw new TopologyError(
        'text',
        `text[${i}] ${JSON.stringify(character)} is not in the font (A–Z, 0–9, space, - ! ? . + and <3)`,
      );
    }
    glyphs.push(rows);
    i += heart ? 2 : character.length;
  }
  const width = glyphs.length * (FONT_WIDTH + FONT_GAP) - FONT_GAP;
  const pixels = new Uint8Array(width * FONT_HEIGHT);
  glyphs.forEach((rows, g) => {
    const left = g * (FONT_WIDTH + FONT_GAP);
    rows.forEach((row, y) => {
      for (let x = 0; x < FONT_WIDTH; x++) if (row[x] === '#') pixels[y * width + left + x] = 1;
    });
  });
  return { width, height: FONT_HEIGHT, pixels };
}
