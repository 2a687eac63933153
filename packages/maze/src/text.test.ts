import { passagesFromJSON } from '@knossos/carving';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, summary, toText, toTextWithRoute } from './index.js';

describe('toText', () => {
  it('draws every wall of a square maze where the passages have one, and marks start and goal', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 2, max: 10 }),
        fc.constantFrom(0, 0.6),
        (seed, width, height, braid) => {
          const maze = generate({ seed, width, height, braid });
          const lines = toText(maze).split('\n');
          expect(lines).toHaveLength(2 * height + 2);
          expect(lines.at(-1)).toBe(summary(maze));
          const passages = passagesFromJSON(maze.board.passages);
          // Read the drawing back: east walls in cell rows, south walls in post rows. What
          // differs is collected and asserted once per maze (an expect costs tens of µs).
          const wrong: string[] = [];
          for (let j = 0; j < height; j++) {
            const row = lines[2 * j + 1]!.padEnd(4 * width + 1);
            const below = lines[2 * j + 2]!.padEnd(4 * width + 1);
            for (let x = 0; x < width; x++) {
              const cell = (height - 1 - j) * width + x;
              if (x + 1 < width && (row[4 * x + 4] === '│') !== !passages.isOpen(cell, 1))
                wrong.push(`east side of ${cell}`);
              if (
                j + 1 < height &&
                (below.slice(4 * x + 1, 4 * x + 4) === '───') !== !passages.isOpen(cell, 2)
              )
                wrong.push(`south side of ${cell}`);
              const centre = row[4 * x + 2];
              const mark =
                cell === maze.board.starts[0] ? 'S' : cell === maze.board.goals[0] ? 'G' : ' ';
              if (centre !== mark) wrong.push(`centre of ${cell}: ${centre}, not ${mark}`);
            }
          }
          expect(wrong).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('sums up boards it does not draw', () => {
    const maze = generate({ seed: 'h', grid: 'circular', rings: 4 });
    const lines = toText(maze).split('\n');
    expect(lines[0]).toBe('circular board, 4 rings');
    expect(lines.at(-1)).toBe(summary(maze));
  });
});

describe('toTextWithRoute', () => {
  it('marks exactly the empty cells of the best route', () => {
    const maze = generate({ width: 7, height: 5, seed: 'route' });
    const plain = toText(maze).split('\n');
    const drawn = toTextWithRoute(maze).split('\n');
    const route = new Set(maze.verdict.solution);
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 7; x++) {
        const [line, column] = [1 + 2 * (4 - y), 2 + 4 * x];
        const cell = y * 7 + x;
        const onRoute = route.has(cell) && plain[line]![column] === ' ';
        expect(drawn[line]![column], `cell ${cell}`).toBe(onRoute ? '·' : plain[line]![column]);
      }
    }
    expect(drawn.join('\n').replace(/·/g, ' ')).toBe(plain.join('\n'));
  });
});
