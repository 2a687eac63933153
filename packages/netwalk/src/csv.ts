// A Netwalk board as a CSV grid, for game engines and spreadsheets.
import { type NetwalkBoard, startMasks } from './board.js';

/**
 * A board as CSV: one line per row, top row first, one field per tile — the tile's pipes as the
 * puzzle starts (the scramble), a number 0–15 adding N = 1, E = 2, S = 4, W = 8 (the masks of
 * `@knossos/netwalk`); the server's field ends in `*`. A blank line, then the solved board in the
 * same layout. Cells are numbered `y · width + x` with row 0 at the bottom, so the first line is
 * row `height − 1`.
 *
 * @throws `NetwalkError` for a malformed board.
 */
export function toNetwalkCsv(board: NetwalkBoard): string {
  const grid = (masks: ArrayLike<number>) => {
    const lines: string[] = [];
    for (let y = board.height - 1; y >= 0; y--) {
      const fields: string[] = [];
      for (let x = 0; x < board.width; x++) {
        const cell = y * board.width + x;
        fields.push(`${masks[cell]}${cell === board.server ? '*' : ''}`);
      }
      lines.push(fields.join(','));
    }
    return lines.join('\n');
  };
  return `${grid(startMasks(board))}\n\n${grid(board.solution)}\n`;
}
