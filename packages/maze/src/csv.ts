// A square maze as a character grid per floor (CSV), walls as characters.
import type { MazeData } from './maze-data.js';
import { tileGrid } from './tile-grid.js';
import { MAZE_TILES } from './tiles.js';

/**
 * A square maze as CSV text: for each floor, (2H + 1) lines of (2W + 1) one-character fields
 * separated by commas, the top row first, laid out as the Tiled map's tiles (cells at odd
 * columns and rows, the sides between them, posts at the even corners); floors follow one another
 * from the ground floor, a blank line between two. The characters (`char` of `MAZE_TILES`):
 * `#` wall, `.` open floor, `_` outside the board, `=` a wall a weave tunnel passes under,
 * `+` `-` `%` stairs up, down, both; `S` `T` `U` `V` players 1–4's starts, `G` the goal (or player
 * 1's) and `H` `I` `J` players 2–4's goals; `a`–`f` keys and `A`–`F` their doors; `1`–`4`
 * switches of channels 1–4 and `K`–`N` their gates shut at the start, `k`–`n` open; `g` gem,
 * `t` trap, `p`–`s` the two ends of portal pairs 1–4; `^` `>` `v` `<` a one-way side passed
 * north, east, south, west. A wall hides nothing; an item shows over the floor or stairs under it.
 *
 * @throws {@link MazeError} (field `grid`) as `toTiledMap` does.
 */
export function toMazeCsv(maze: MazeData): string {
  const { columns, rows, floors } = tileGrid(maze, 'The CSV grid');
  const char = (id: number) => MAZE_TILES[id]!.char;
  const blocks = floors.map((layers) => {
    const lines: string[] = [];
    for (let row = 0; row < rows; row++) {
      const fields: string[] = [];
      for (let col = 0; col < columns; col++) {
        const i = row * columns + col;
        const shown =
          layers.walls[i]! >= 0
            ? layers.walls[i]!
            : layers.items[i]! >= 0
              ? layers.items[i]!
              : layers.floor[i]!;
        fields.push(char(shown));
      }
      lines.push(fields.join(','));
    }
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}
