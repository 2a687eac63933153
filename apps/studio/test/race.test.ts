// A race in the studio's play view, in real Chromium: the turn passes after every step.
import type { MazeData } from '@knossos/maze';
import { createTopology } from '@knossos/topology';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadText,
  generate,
  openStudio,
  puzzleOf,
  SKIPPED,
  type Studio,
} from './browser.test-util.js';

let studio: Studio;
let page: Page;

/** The arrow key from one cell's centre toward another's. */
function keyToward(maze: MazeData, from: number, to: number): string {
  const t = createTopology(maze.board.passages.spec as never);
  const a = t.center(from);
  const b = t.center(to);
  if (Math.abs(b.x - a.x) > Math.abs(b.y - a.y)) return b.x > a.x ? 'ArrowRight' : 'ArrowLeft';
  return b.y > a.y ? 'ArrowUp' : 'ArrowDown';
}

describe.skipIf(SKIPPED)('a race in the studio', () => {
  beforeAll(async () => {
    studio = await openStudio();
    page = studio.page;
  });
  afterAll(async () => studio?.close());

  it('shows whose turn it is and passes the turn after each step', async () => {
    await generate(page, 'Maze', { Width: 5, Height: 5, Players: 2 });
    const maze = puzzleOf<MazeData>((await downloadText(page, 'Export JSON')).text);
    expect(maze.board.sharedGoal).toBe(true);
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.getByRole('application').focus();
    const turn = () => page.getByTestId('maze-turn').textContent();
    await expect.poll(turn).toBe("Player 1's turn");
    const first = maze.verdict.moves[0]![0]!;
    await page.keyboard.press(keyToward(maze, maze.board.starts[0]!, first));
    await expect.poll(turn).toBe("Player 2's turn");
    const second = maze.verdict.moves[1]![0]!;
    await page.keyboard.press(keyToward(maze, maze.board.starts[1]!, second));
    await expect.poll(() => page.getByTestId('maze-status').textContent()).toMatch(/^Moves: 2 /);
    await expect.poll(turn).toBe("Player 1's turn");
  });
});
