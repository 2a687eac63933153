// End-to-end tests in real Chromium (Debian's, driven by playwright-core) against the built
// studio served by `vite preview` (see browser.test-util.ts): generating, analysing and playing.
import type { FlowPuzzle } from '@knossos/flow';
import { toSketch as flowSketch } from '@knossos/flow';
import type { MazeData } from '@knossos/maze';
import { type NetwalkPuzzle, toSketch as netwalkSketch } from '@knossos/netwalk';
import { createTopology } from '@knossos/topology';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cellPoint,
  downloadText,
  generate,
  openStudio,
  puzzleOf,
  SHOTS,
  SKIPPED,
  type Studio,
  setNumber,
} from './browser.test-util.js';

let studio: Studio;
let page: Page;

describe.skipIf(SKIPPED)('the studio in Chromium', () => {
  beforeAll(async () => {
    studio = await openStudio();
    page = studio.page;
  });
  afterAll(async () => studio?.close());

  it('generates a maze, shows its verdict, steps through the solution and exports an SVG', async () => {
    await generate(page, 'Maze', { Width: 5, Height: 5 });
    const par = await page.locator('dd[data-fact="Par"]').textContent();
    expect(par).toMatch(/^\d+ moves$/);
    const slider = page.getByLabel('Solution step');
    await slider.fill('3');
    await expect.poll(() => page.locator('.frame-text').textContent()).toMatch(/(steps|rolls)/);
    await page.screenshot({ path: `${SHOTS}maze-analyse.png` });
    const svg = await downloadText(page, 'Export SVG');
    expect(svg.name).toMatch(/\.svg$/);
    expect(svg.text).toMatch(/^<svg/);
  });

  it('plays the tiny maze to the goal with the arrow keys', async () => {
    const maze = puzzleOf<MazeData>((await downloadText(page, 'Export JSON')).text);
    const t = createTopology(maze.board.passages.spec as never);
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.getByRole('application').focus();
    const route = maze.verdict.moves[0]!;
    let at = maze.board.starts[0]!;
    for (const cell of route) {
      const a = t.center(at);
      const b = t.center(cell);
      const key =
        Math.abs(b.x - a.x) > Math.abs(b.y - a.y)
          ? b.x > a.x
            ? 'ArrowRight'
            : 'ArrowLeft'
          : b.y > a.y
            ? 'ArrowUp'
            : 'ArrowDown';
      await page.keyboard.press(key);
      at = cell;
    }
    await expect
      .poll(() => page.getByTestId('maze-status').textContent())
      .toMatch(/^Solved in \d+ moves/);
    await page.screenshot({ path: `${SHOTS}maze-play.png` });
  });

  it('solves a tiny Flow level by dragging each line', async () => {
    await generate(page, 'Flow', { Width: 5, Height: 5 });
    const level = puzzleOf<FlowPuzzle>((await downloadText(page, 'Export JSON')).text);
    await page.getByRole('tab', { name: 'Play' }).click();
    const t = createTopology({ kind: level.grid, width: level.width, height: level.height });
    const sketch = flowSketch(level, undefined, { legend: true });
    const solution = level.solution!;
    const paths: number[][] = [];
    for (let k = 0; k < level.dots.length / 2; k++) {
      // Walk colour k from its first dot to its second through the solution.
      const path = [level.dots[2 * k]!];
      while (path.at(-1) !== level.dots[2 * k + 1]) {
        const here = path.at(-1)!;
        let next = -1;
        for (let s = 0; s < t.slotCount(here); s++) {
          const o = t.neighbor(here, s);
          if (o >= 0 && solution[o] === k && !path.includes(o)) next = o;
        }
        path.push(next);
      }
      paths.push(path);
      const first = await cellPoint(page, sketch, t.center(path[0]!));
      await page.mouse.move(first.x, first.y);
      await page.mouse.down();
      for (const cell of path.slice(1)) {
        const p = await cellPoint(page, sketch, t.center(cell));
        await page.mouse.move(p.x, p.y, { steps: 3 });
      }
      await page.mouse.up();
    }
    await expect.poll(() => page.getByTestId('flow-status').textContent()).toMatch(/^Solved/);
    await page.screenshot({ path: `${SHOTS}flow-play.png` });

    // The same level again from the keyboard: arrows move the cursor, Space starts and ends a line.
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => page.getByTestId('flow-status').textContent()).not.toMatch(/^Solved/);
    const keys = page.getByRole('application');
    await keys.focus();
    let at = level.dots[0]!;
    const go = async (to: number) => {
      const [ax, ay] = [at % level.width, Math.floor(at / level.width)];
      const [bx, by] = [to % level.width, Math.floor(to / level.width)];
      for (let i = 0; i < Math.abs(bx - ax); i++)
        await page.keyboard.press(bx > ax ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(by - ay); i++)
        await page.keyboard.press(by > ay ? 'ArrowUp' : 'ArrowDown');
      at = to;
    };
    for (const path of paths) {
      await go(path[0]!);
      await page.keyboard.press('Space');
      for (const cell of path.slice(1)) await go(cell);
      await page.keyboard.press('Space');
    }
    await expect.poll(() => page.getByTestId('flow-status').textContent()).toMatch(/^Solved/);
  });

  it('rotates a tiny Netwalk board to solved, tiles lighting up as they connect', async () => {
    await generate(page, 'Netwalk', { Width: 3, Height: 3 });
    const board = puzzleOf<NetwalkPuzzle>((await downloadText(page, 'Export JSON')).text);
    await page.getByRole('tab', { name: 'Play' }).click();
    const t = createTopology({ kind: 'square', width: 3, height: 3 });
    const sketch = netwalkSketch(board, undefined, { legend: true });
    for (let c = 0; c < 9; c++) {
      const turns = (4 - board.offsets[c]!) % 4;
      const p = await cellPoint(page, sketch, t.center(c));
      for (let i = 0; i < turns; i++) await page.mouse.click(p.x, p.y);
    }
    await expect.poll(() => page.getByTestId('netwalk-status').textContent()).toMatch(/^Solved in/);
    await page.screenshot({ path: `${SHOTS}netwalk-play.png` });
  });

  it('plays a hex Netwalk board to solved by clicks, a sixth of a turn each', async () => {
    await page.getByRole('button', { name: 'Netwalk', exact: true }).click();
    await page.getByLabel('Grid').selectOption('hex');
    await generate(page, 'Netwalk', { Width: 3, Height: 3 });
    const board = puzzleOf<NetwalkPuzzle>((await downloadText(page, 'Export JSON')).text);
    expect(board.grid).toBe('hex');
    await page.getByRole('tab', { name: 'Play' }).click();
    const t = createTopology({ kind: 'hex', width: 3, height: 3 });
    const sketch = netwalkSketch(board, undefined, { legend: true });
    for (let c = 0; c < 9; c++) {
      const turns = (6 - board.offsets[c]!) % 6;
      const p = await cellPoint(page, sketch, t.center(c));
      for (let i = 0; i < turns; i++) await page.mouse.click(p.x, p.y);
    }
    await expect.poll(() => page.getByTestId('netwalk-status').textContent()).toMatch(/^Solved in/);
    await page.screenshot({ path: `${SHOTS}netwalk-hex.png` });
    await page.getByLabel('Grid').selectOption('square');
  });

  it('binds the Netwalk moves: right click turns back, Ctrl-click locks (a locked tile does not turn), U undoes', async () => {
    await generate(page, 'Netwalk', { Width: 3, Height: 3 });
    const board = puzzleOf<NetwalkPuzzle>((await downloadText(page, 'Export JSON')).text);
    await page.getByRole('tab', { name: 'Play' }).click();
    const t = createTopology({ kind: 'square', width: 3, height: 3 });
    const sketch = netwalkSketch(board, undefined, { legend: true });
    const status = () => page.getByTestId('netwalk-status').textContent();
    // A tile that looks different a quarter turn on (not a cross).
    const c = [...board.solution].findIndex((m) => m !== 15 && m !== 0);
    const p = await cellPoint(page, sketch, t.center(c));
    await page.mouse.click(p.x, p.y);
    await expect.poll(status).toMatch(/· 1 turns/);
    await page.mouse.click(p.x, p.y, { button: 'right' });
    await expect.poll(status).toMatch(/· 2 turns/);
    await page.keyboard.down('Control');
    await page.mouse.click(p.x, p.y);
    await page.keyboard.up('Control');
    await expect.poll(status).toMatch(/1 locked/);
    await page.mouse.click(p.x, p.y);
    await expect.poll(status).toMatch(/· 2 turns · 1 locked/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(status).toMatch(/· 2 turns · 0 locked/);
    await page.getByRole('button', { name: 'Jumble' }).click();
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(status).toMatch(/hint: tile/);
    await page.screenshot({ path: `${SHOTS}netwalk-moves.png` });
  });

  it("makes today's daily Netwalk board from the Daily button, its seed the day's", async () => {
    await page.getByRole('button', { name: 'Netwalk', exact: true }).click();
    await setNumber(page, 'Width', 4);
    await setNumber(page, 'Height', 3);
    await page.getByRole('button', { name: 'Daily' }).click();
    await expect
      .poll(() => page.locator('.seed-used').textContent())
      .toMatch(/^Seed used: netwalk-daily-\d{4}-\d{2}-\d{2}-bounded-4x3$/);
    // The seed shows as the run starts; the board is the page's once it arrives (the next test
    // must not see it land after its own click).
    await expect
      .poll(() => page.locator('#puzzle-heading').textContent())
      .toMatch(/· netwalk-daily-\d{4}-\d{2}-\d{2}-bounded-4x3$/);
  });

  it("makes a Flow level with Z3 in the page (cross-origin isolated, so Z3's threads run)", async () => {
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await page.getByRole('button', { name: 'Flow', exact: true }).click();
    await page.getByLabel('Method').selectOption('z3');
    await setNumber(page, 'Width', 5);
    await setNumber(page, 'Height', 5);
    const before = await page.locator('#puzzle-heading').textContent();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    // A new level (a new seed in the heading), made while the page stayed responsive.
    await expect.poll(() => page.locator('#puzzle-heading').textContent()).not.toBe(before);
    await expect
      .poll(() => page.getByTestId('summary').textContent())
      .toMatch(/^flow square 5×5 .* colours/);
    expect(await page.locator('dd[data-fact="Unique"]').textContent()).toBe('yes');
    await page.getByLabel('Method').selectOption('constructive');
    await page.screenshot({ path: `${SHOTS}flow-z3.png` });
  });
});
