// Flow and Netwalk in real Chromium against the built game: the first pack level of each solved
// from its stored solution (Flow by dragging each line, Netwalk by clicking each tile the fewer
// turns either way) to the win panel with 3 pips, its level button gold after a reload, the
// daily puzzle showing today's date, asking for that day's puzzle and marked solved once solved,
// Reset this pack forgetting that pack only, and Forget all progress forgetting every pack.
import type { FlowPuzzle } from '@knossos/flow';
import { type NetwalkPuzzle, rotateMask } from '@knossos/netwalk';
import { createTopology } from '@knossos/topology';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyRequest } from '../src/modes/daily.js';
import {
  type Game,
  levelButton,
  openCard,
  openGame,
  openTab,
  puzzleInPlay,
  SKIPPED,
  shot,
  waitForScreen,
  winPips,
} from './browser.test-util.js';

let game: Game;
let page: Page;

/** The centre of a cell of the board in play, on the page. */
async function cellCentre(page: Page, board: string, cell: number) {
  const box = await page
    .locator(`[data-testid="${board}"] [data-cell="${cell}"]`)
    .first()
    .boundingBox();
  expect(box, `cell ${cell} is drawn`).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/** Each colour's line through a Flow level's stored solution, from its first dot to its second. */
function flowPaths(level: FlowPuzzle): number[][] {
  const t = createTopology({ kind: level.grid, width: level.width, height: level.height });
  const solution = level.solution!;
  const paths: number[][] = [];
  for (let k = 0; k < level.dots.length / 2; k++) {
    const path = [level.dots[2 * k]!];
    while (path.at(-1) !== level.dots[2 * k + 1]) {
      const here = path.at(-1)!;
      let next = -1;
      for (let s = 0; s < t.slotCount(here); s++) {
        const o = t.neighbor(here, s);
        if (o >= 0 && solution[o] === k && !path.includes(o)) next = o;
      }
      expect(next, `colour ${k} goes on from cell ${here}`).toBeGreaterThanOrEqual(0);
      path.push(next);
    }
    paths.push(path);
  }
  return paths;
}

/** The turns that solve a Netwalk tile: clockwise quarter-turns, negative anticlockwise. */
function tileTurns(board: NetwalkPuzzle, cell: number): number {
  const solved = board.solution[cell]!;
  const shown = rotateMask(solved, board.offsets[cell]!);
  for (const k of [0, 1, -1, 2]) if (rotateMask(shown, k) === solved) return k;
  throw new Error(`tile ${cell} never comes back to its solved mask`);
}

/** Solves the Netwalk board in play by clicking each tile the fewer turns; returns the turns. */
async function solveNetwalk(board: NetwalkPuzzle): Promise<number> {
  let turns = 0;
  for (let cell = 0; cell < board.width * board.height; cell++) {
    const k = tileTurns(board, cell);
    const p = await cellCentre(page, 'netwalk-board', cell);
    for (let i = 0; i < Math.abs(k); i++) {
      await page.mouse.click(p.x, p.y, { button: k > 0 ? 'left' : 'right' });
      turns++;
    }
  }
  return turns;
}

/** Opens a family's screen and its first pack level. */
async function openFirstLevel(title: 'Flow' | 'Netwalk'): Promise<void> {
  await openCard(page, title);
  await waitForScreen(page, `family:${title.toLowerCase()}`);
  await openTab(page, 'Level Pack');
  await levelButton(page, 1).click();
  await waitForScreen(page, `play:${title.toLowerCase()}`);
}

describe.skipIf(SKIPPED)('Flow and Netwalk in Chromium', () => {
  beforeAll(async () => {
    // Endless seeds in order (e2e-1, …), so the puzzles made are the same every run. Flow and
    // Netwalk draw no WebGL.
    game = await openGame('?seed=e2e', { webgl: false });
    page = game.page;
  });
  afterAll(async () => game?.close());

  it('Flow: level 1 solved by dragging each line, 3 pips', async () => {
    await openFirstLevel('Flow');
    const level = await puzzleInPlay<FlowPuzzle>(page);
    await shot(page, 'flow-level-1');
    for (const path of flowPaths(level)) {
      const first = await cellCentre(page, 'flow-board', path[0]!);
      await page.mouse.move(first.x, first.y);
      await page.mouse.down();
      for (const cell of path.slice(1)) {
        const p = await cellCentre(page, 'flow-board', cell);
        await page.mouse.move(p.x, p.y, { steps: 3 });
      }
      await page.mouse.up();
    }
    expect(await winPips(page)).toBe(3);
    expect(await page.getByTestId('win-moves').textContent()).toBe(
      `Moves ${level.dots.length / 2} · par ${level.dots.length / 2}`,
    );
    await shot(page, 'flow-win');
    await page.getByTestId('win-panel').getByRole('button', { name: 'Menu' }).click();
    await waitForScreen(page, 'modes');
  });

  it('Netwalk: level 1 solved by clicking each tile the fewer turns, 3 pips', async () => {
    await openFirstLevel('Netwalk');
    const board = await puzzleInPlay<NetwalkPuzzle>(page);
    const turns = await solveNetwalk(board);
    expect(turns).toBe(board.verdict.par);
    expect(await winPips(page)).toBe(3);
    expect(await page.getByTestId('win-moves').textContent()).toBe(
      `Moves ${turns} · par ${board.verdict.par}`,
    );
    await shot(page, 'netwalk-win');
    await page.getByTestId('win-panel').getByRole('button', { name: 'Menu' }).click();
    await waitForScreen(page, 'modes');
  });

  it('progress survives a reload: both first levels gold, the rest to do', async () => {
    await page.reload();
    await waitForScreen(page, 'welcome');
    for (const title of ['Flow', 'Netwalk']) {
      await openCard(page, title);
      await openTab(page, 'Level Pack');
      expect(await levelButton(page, 1).getAttribute('data-state'), title).toBe('par');
      expect(await levelButton(page, 2).getAttribute('data-state'), title).toBe('todo');
      await expect
        .poll(() => page.getByTestId('pack-progress').textContent())
        .toMatch(/^1 of 30 solved, 1 on par$/);
      if (title === 'Flow') await shot(page, 'flow-pack');
    }
  });

  it("Netwalk's daily puzzle shows today's date, is that day's puzzle, and is marked solved", async () => {
    await openTab(page, 'Daily');
    const date = await page.locator('.daily time').getAttribute('datetime');
    const today = await page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    expect(date).toBe(today);
    expect(await page.getByTestId('daily-solved').count()).toBe(0);
    await page.getByRole('button', { name: "Play today's puzzle" }).click();
    await waitForScreen(page, 'play:netwalk');
    expect(await page.locator('.puzzle-screen h1').textContent()).toBe(`Netwalk · Daily ${today}`);
    // The puzzle asked for is the shown day's (a retry of its seed at most).
    const board = await puzzleInPlay<NetwalkPuzzle>(page);
    const asked = dailyRequest('netwalk', today) as { seed: string; width: number; height: number };
    expect(board.seed.replace(/#\d+$/, '')).toBe(asked.seed);
    expect([board.width, board.height]).toEqual([asked.width, asked.height]);
    await shot(page, 'netwalk-daily');
    await solveNetwalk(board);
    await page.getByTestId('win-panel').waitFor();
    await page.getByTestId('win-panel').getByRole('button', { name: 'Menu' }).click();
    await openCard(page, 'Netwalk');
    await openTab(page, 'Daily');
    expect(await page.getByTestId('daily-solved').textContent()).toMatch(/Solved today/);
  });

  it('Flow Endless: a 5 × 5 level to 1★, made in the worker', async () => {
    await openCard(page, 'Flow');
    await openTab(page, 'Endless');
    await page.getByRole('button', { name: '5 × 5', exact: true }).click();
    await page.getByRole('button', { name: '1★', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForScreen(page, 'play:flow');
    const level = await puzzleInPlay<FlowPuzzle>(page);
    expect([level.width, level.height]).toEqual([5, 5]);
    expect(level.seed).toMatch(/^e2e-1/);
    expect(level.verdict.stars).toBe(1);
  });

  it('Reset this pack asks first, then forgets that pack only', async () => {
    await openCard(page, 'Netwalk');
    await openTab(page, 'Level Pack');
    expect(await levelButton(page, 1).getAttribute('data-state')).toBe('par');
    await page.getByRole('button', { name: 'Reset this pack' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    expect(await levelButton(page, 1).getAttribute('data-state')).toBe('par');
    await page.getByRole('button', { name: 'Reset this pack' }).click();
    await page.getByRole('button', { name: 'Yes, reset' }).click();
    await expect.poll(() => levelButton(page, 1).getAttribute('data-state')).toBe('todo');
    expect(await page.getByTestId('pack-progress').textContent()).toBe('0 of 30 solved, 0 on par');
    // Flow's pack is untouched.
    await openCard(page, 'Flow');
    await openTab(page, 'Level Pack');
    expect(await levelButton(page, 1).getAttribute('data-state')).toBe('par');
  });

  it('Forget all progress, on the mode cards, asks first, then forgets every pack', async () => {
    await page.keyboard.press('Escape');
    await waitForScreen(page, 'modes');
    await page.getByRole('button', { name: 'Forget all progress' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Forget all progress' }).click();
    await page.getByRole('button', { name: 'Yes, forget all' }).click();
    await openCard(page, 'Flow');
    await openTab(page, 'Level Pack');
    expect(await levelButton(page, 1).getAttribute('data-state')).toBe('todo');
  });
});
