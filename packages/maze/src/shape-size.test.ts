import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from './index.js';
import { MIN_SHAPE_CELLS } from './shape-cells.js';

/** Cells of the board that are not holes. */
function playableCount(maze: ReturnType<typeof generate>): number {
  const { width = 0, height = 0 } = maze.board.passages.spec as { width?: number; height?: number };
  return width * height - maze.board.passages.holes.length;
}

describe('a shape that leaves too few cells', () => {
  it('uses the whole board, with a note that counts the cells', () => {
    // A heart at a small fill on a 10 × 10 board leaves only a handful of cells.
    const maze = generate({ seed: 's', width: 10, height: 10, shape: 'heart', shapeFill: 0.3 });
    expect(maze.board.passages.holes).toEqual([]);
    const note = maze.notes.find((n) => n.startsWith('Shape:'));
    expect(note).toMatch(
      new RegExp(
        `^Shape: the heart leaves \\d+ cells on this board, too few for a maze \\(it needs ${MIN_SHAPE_CELLS}\\); the whole board was used\\.$`,
      ),
    );
  });

  it('drops the notes of a shape it does not keep', () => {
    // Seed h: the ring falls into 4 pieces, joined, yet leaves only 7 cells.
    const maze = generate({ seed: 'h', width: 7, height: 7, shape: 'ring', shapeFill: 0.3 });
    const shapeNotes = maze.notes.filter((n) => n.startsWith('Shape:'));
    expect(shapeNotes).toHaveLength(1);
    expect(shapeNotes[0]).toMatch(/the whole board was used\.$/);
  });

  it('keeps a shape only when it leaves enough cells', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 16 }),
        fc.constantFrom('heart', 'star', 'circle', 'diamond', 'cross'),
        fc.double({ min: 0.3, max: 1, noNaN: true }),
        (side, shape, shapeFill) => {
          const maze = generate({ seed: 'p', width: side, height: side, shape, shapeFill });
          const cells = playableCount(maze);
          const needed = Math.min(MIN_SHAPE_CELLS, Math.ceil((side * side) / 2));
          const fellBack = maze.notes.some((n) => n.endsWith('the whole board was used.'));
          if (fellBack) expect(cells).toBe(side * side);
          else expect(cells).toBeGreaterThanOrEqual(needed);
        },
      ),
      { numRuns: 40 },
    );
  });
});
