import { describe, expect, it } from 'vitest';
import { FONT_CHARACTERS, glyphRows, maskFromText } from './font.js';
import { maskToRows } from './shape-mask.js';

/** Pieces of a glyph when pixels join only through shared edges (as on a square grid). */
function edgePieces(rows: string[]): number {
  const seen = new Set<string>();
  let pieces = 0;
  for (const [y, row] of rows.entries()) {
    for (const [x, ch] of [...row].entries()) {
      if (ch !== '#' || seen.has(`${x},${y}`)) continue;
      pieces++;
      const stack = [[x, y]];
      seen.add(`${x},${y}`);
      while (stack.length) {
        const [cx, cy] = stack.pop()!;
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]) {
          const nx = cx! + dx!;
          const ny = cy! + dy!;
          if (rows[ny]?.[nx] === '#' && !seen.has(`${nx},${ny}`)) {
            seen.add(`${nx},${ny}`);
            stack.push([nx, ny]);
          }
        }
      }
    }
  }
  return pieces;
}

describe('the built-in font', () => {
  it('has every character the docs promise, each 7 rows of 5', () => {
    const expected = [
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      ' ',
      '-',
      '!',
      '?',
      '.',
      '+',
      '<3',
    ];
    expect([...FONT_CHARACTERS].sort()).toEqual(expected.sort());
    for (const ch of FONT_CHARACTERS) {
      const rows = glyphRows(ch)!;
      expect(rows).toHaveLength(7);
      for (const row of rows) expect(row).toMatch(/^[#.]{5}$/);
    }
  });

  it('draws every glyph in one piece on a square grid (! and ? in two, space in none)', () => {
    for (const ch of FONT_CHARACTERS) {
      const expected = ch === ' ' ? 0 : ch === '!' || ch === '?' ? 2 : 1;
      expect(edgePieces(glyphRows(ch)!), `glyph ${JSON.stringify(ch)}`).toBe(expected);
    }
  });

  it('never joins two pixels only at a corner', () => {
    for (const ch of FONT_CHARACTERS) {
      const rows = glyphRows(ch)!;
      const at = (x: number, y: number) => rows[y]?.[x] === '#';
      for (let y = 0; y < 6; y++) {
        for (let x = 0; x < 4; x++) {
          // In each 2×2 window: two pixels on a diagonal with both others empty is forbidden.
          const [a, b, c, d] = [at(x, y), at(x + 1, y), at(x, y + 1), at(x + 1, y + 1)];
          const cornerOnly = (a && d && !b && !c) || (b && c && !a && !d);
          expect(cornerOnly, `glyph ${JSON.stringify(ch)} at ${x},${y}`).toBe(false);
        }
      }
    }
  });
});

describe('maskFromText', () => {
  it('sets glyphs side by side with one blank column', () => {
    const mask = maskFromText('Hi');
    expect(mask.width).toBe(11);
    expect(mask.height).toBe(7);
    const rows = maskToRows(mask);
    expect(rows.map((r) => r.slice(0, 5))).toEqual(glyphRows('H'));
    expect(rows.map((r) => r[5])).toEqual(new Array(7).fill('.'));
    expect(rows.map((r) => r.slice(6))).toEqual(glyphRows('I'));
  });

  it('reads <3 as a heart', () => {
    expect(maskFromText('I<3U').width).toBe(3 * 6 - 1);
    expect(maskToRows(maskFromText('<3'))).toEqual(glyphRows('<3'));
  });

  it('draws a–z as capitals and nothing else by case mapping', () => {
    expect(maskToRows(maskFromText('maze'))).toEqual(maskToRows(maskFromText('MAZE')));
    expect(() => maskFromText('ß')).toThrow('text[0] "ß" is not in the font');
    expect(() => maskFromText('ı')).toThrow('text[0] "ı" is not in the font');
    expect(() => maskFromText('ßé')).toThrow('text[0] "ß"');
    expect(() => maskFromText('A😀B')).toThrow('text[1] "😀" is not in the font');
    expect(() => maskFromText('toString')).not.toThrow();
    expect(() => maskFromText('constructor')).not.toThrow();
  });

  it('names the first character it cannot draw', () => {
    expect(() => maskFromText('MAZÉ')).toThrow('text[3] "É" is not in the font');
    expect(() => maskFromText('')).toThrow(/text must be a non-empty string/);
    expect(() => maskFromText('a<b')).toThrow(/text\[1\] "<"/);
  });
});
