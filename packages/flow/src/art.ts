import { COLOR_CHARACTERS } from './formats.js';
import type { FlowLevel } from './level.js';

/**
 * A level as terminal text: one row per line, top row first, cells two characters apart (hex
 * rows of odd `y` shifted by one). A dot is its colour's letter (`A`, `B`, … of
 * {@link COLOR_CHARACTERS}), a solved cell the letter in lower case, an empty or unsolved cell
 * `.`; past the 62 letters every dot is `@` and every path cell `*`. A hole is blank (no cell)
 * and a bridge `+`, as in the text format.
 *
 * @param level - the level; its `solution`, when known, fills the paths in.
 */
export function flowArt(
  level: Pick<FlowLevel, 'grid' | 'width' | 'height' | 'dots' | 'holes' | 'bridges'> & {
    readonly solution?: readonly number[] | null;
  },
): string {
  const letters = COLOR_CHARACTERS;
  const holes = new Set(level.holes ?? []);
  const bridges = new Set(level.bridges ?? []);
  // The colour of each dot's cell, looked up once rather than searched per cell.
  const dotColour = new Map(level.dots.map((cell, i) => [cell, i >> 1]));
  const rows: string[] = [];
  for (let y = level.height - 1; y >= 0; y--) {
    let row = level.grid === 'hex' && y % 2 === 1 ? ' ' : '';
    for (let x = 0; x < level.width; x++) {
      const cell = y * level.width + x;
      const k = level.solution?.[cell] ?? -1;
      const dot = dotColour.get(cell);
      const ch = holes.has(cell)
        ? ' '
        : bridges.has(cell)
          ? '+'
          : dot !== undefined
            ? (letters[dot] ?? '@')
            : k >= 0
              ? (letters[k]?.toLowerCase() ?? '*')
              : '.';
      row += `${ch} `;
    }
    rows.push(row.trimEnd());
  }
  return rows.join('\n');
}
