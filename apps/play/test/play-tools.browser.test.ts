// The maze's tools in real Chromium against the built game: an Endless 3★ request (Building…,
// Cancel — and no maze opening later — then a maze the HUD rates 3★), Undo, Hint and the solver
// doing what they say (a solver's win: no pips, and it says so; a frame after every move it
// plays), the 2D view, a touch screen, and the game still loading offline once the service worker
// controls the page. The frame time while the solver plays a 30 × 30 maze is measured by
// bench/frames.bench.ts.
import { type MazeData, newGame, solveFrom, tryStep } from '@knossos/maze';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_ANGLES } from '../src/maze/input.js';
import {
  eventually,
  type Game,
  hook,
  levelButton,
  mazeState,
  openCard,
  openGame,
  openTab,
  puzzleInPlay,
  SKIPPED,
  SMALL_PAGE,
  shot,
  waitForScreen,
  winPips,
} from './browser.test-util.js';
import { planKeys, playSolution } from './maze-drive.test-util.js';

let game: Game;
let page: Page;

/** The side of the maze the solver plays to its goal (`?maze=frames&size=…`: par 14). */
const SOLVER_SIZE = 4;
/** Moves the solver plays at the least: the maze's par is more. */
const SOLVER_MOVES = 8;

/** Waits until the page has drawn `count` more animation frames (a pace, not a clock). */
async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );
}

describe.skipIf(SKIPPED)('the maze tools in Chromium', () => {
  beforeAll(async () => {
    // Endless seeds in order (e2e-1, e2e-2, …), so the mazes made are the same every run.
    game = await openGame('?seed=e2e', { viewport: SMALL_PAGE });
    page = game.page;
  });
  afterAll(async () => game?.close());

  // First the Endless tests, alone: the cancelled maze is watched for over animation frames, which
  // other pages' 3D views would slow. Then the groups below all at once, each in a page of its own
  // (a maze's moves wait for their animation's frames; the pages fill those waits with each
  // other's work), each group in order. The offline test comes last, alone: it stops the server.
  it('Endless 3★: Building… can be cancelled; then the maze made is rated 3★ by the HUD', async () => {
    await openCard(page, 'Classic');
    await openTab(page, 'Endless');
    await page.getByRole('button', { name: 'Square', exact: true }).click();
    await page.getByRole('button', { name: '3★', exact: true }).click();
    // Play, then Cancel within the same task of the page: the worker's answer cannot come first.
    const cancelled = await page.evaluate(async () => {
      const buttons = () => [...document.querySelectorAll('button')];
      buttons()
        .find((b) => b.textContent === 'Play')!
        .click();
      for (let i = 0; i < 20; i++) {
        const cancel = buttons().find((b) => b.textContent === 'Cancel');
        if (cancel) {
          const building = document.querySelector('.building')?.textContent ?? '';
          cancel.click();
          return building;
        }
        await Promise.resolve();
      }
      return null;
    });
    expect(cancelled).toMatch(/Building…/);
    await waitForScreen(page, 'mode:classic');
    // The cancelled maze never opens: the screen stays put while the page draws on.
    for (let i = 0; i < 3; i++) {
      await frames(page, 30);
      expect((await hook(page)).screen).toBe('mode:classic');
    }
    // The choices are kept: the same request again, this time to the end.
    expect(await page.getByRole('button', { name: '3★' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForScreen(page, 'play:maze');
    const maze = await puzzleInPlay<MazeData>(page);
    // The second seed of the run (the first was cancelled), or a retry of it.
    expect(maze.seed).toMatch(/^e2e-2(#\d+)?$/);
    expect(maze.verdict.difficulty).toBe(3);
    expect(await page.getByTestId('hud-stars').getAttribute('data-stars')).toBe('3');
    expect(await page.getByTestId('hud-stars').textContent()).toBe('★★★☆☆');
    await shot(page, 'endless-3-stars');
  });

  it('Endless Next: after a win, a new maze to the same order', async () => {
    await page.keyboard.press('Escape');
    await openCard(page, 'Roll');
    await openTab(page, 'Endless');
    await page.getByRole('button', { name: 'Square', exact: true }).click();
    await page.getByRole('button', { name: '1★', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForScreen(page, 'play:maze');
    const first = await puzzleInPlay<MazeData>(page);
    expect(first.board.movement).toBe('roll');
    await playSolution(page, first);
    expect(await winPips(page)).toBe(3);
    expect(await page.getByRole('button', { name: 'Next puzzle' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await waitForScreen(page, 'play:maze');
    await expect.poll(async () => (await puzzleInPlay<MazeData>(page)).seed).not.toBe(first.seed);
    const next = await puzzleInPlay<MazeData>(page);
    expect(next.seed).toMatch(/^e2e-4(#\d+)?$/);
    expect(next.board.movement).toBe('roll');
    expect(next.verdict.difficulty).toBe(1);
    expect(await page.locator('.hud-title').textContent()).toBe('Roll · Endless, 1★ asked');
    // Off the maze, whose view would draw on beside the pages below.
    await page.keyboard.press('Escape');
    await waitForScreen(page, 'modes');
  });

  describe.concurrent('Undo, Hint and Solve on Classic level 2', () => {
    let page: Page;
    beforeAll(async () => {
      page = await game.openPage();
    });
    afterAll(async () => page?.close());

    it.sequential('Undo takes back the last move; Hint points along a best way on', async ({
      expect,
    }) => {
      await openCard(page, 'Classic');
      await openTab(page, 'Level Pack');
      await levelButton(page, 2).click();
      await waitForScreen(page, 'play:maze');
      const maze = await puzzleInPlay<MazeData>(page);
      const start = (await mazeState(page)).positions[0]!;
      const [first, second] = planKeys(maze)!;
      await page.keyboard.press(first!.key);
      await page.keyboard.press(second!.key);
      await expect.poll(async () => (await mazeState(page)).moves).toBe(2);
      const two = (await mazeState(page)).positions[0]!;
      await page.keyboard.press('u');
      await expect.poll(async () => (await mazeState(page)).moves).toBe(1);
      const one = (await mazeState(page)).positions[0]!;
      expect(one).not.toBe(two);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(async () => (await mazeState(page)).moves).toBe(0);
      expect((await mazeState(page)).positions[0]).toBe(start);

      // A hint from the start: a step toward it leaves one move fewer to go.
      await page.getByRole('button', { name: 'Hint' }).click();
      await expect.poll(async () => (await mazeState(page)).hint).not.toBeNull();
      const hint = (await mazeState(page)).hint!;
      expect(await page.getByTestId('hud-note').textContent()).toMatch(/^Hint/);
      await shot(page, 'hint');
      const step = tryStep(maze.board, newGame(maze.board), 0, hint.to);
      expect(step.ok).toBe(true);
      if (step.ok) expect(solveFrom(maze, step.play).par).toBe(maze.verdict.par - 1);
      // The moves made so far were not helped.
      expect((await mazeState(page)).helped).toBe(false);
    });

    it.sequential('Solve plays the rest (F stops it); the win is not recorded', async ({
      expect,
    }) => {
      const before = await mazeState(page);
      expect(before.par - before.moves).toBeGreaterThan(4);
      // F, and F again once the solver has made 3 moves, both in the page's own tasks: however
      // slowly this process runs beside it, the solver cannot play on to the win in between.
      const run = await page.evaluate(
        (atLeast) =>
          new Promise<{ started: boolean; stoppedAt: number; solving: boolean }>((resolve) => {
            const f = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f' }));
            f();
            const started = window.__knossosPlay.maze?.solving ?? false;
            const look = () => {
              const maze = window.__knossosPlay.maze;
              if (maze === null || maze.won || maze.moves < atLeast) {
                if (maze !== null && !maze.won) setTimeout(look, 0);
                else resolve({ started, stoppedAt: -1, solving: false });
                return;
              }
              f();
              resolve({
                started,
                stoppedAt: maze.moves,
                solving: window.__knossosPlay.maze?.solving ?? true,
              });
            };
            look();
          }),
        3,
      );
      expect(run).toEqual({ started: true, stoppedAt: 3, solving: false });
      const stopped = (await mazeState(page)).moves;
      expect(stopped).toBe(3);
      // A look over 30 frames: a solver still playing would have moved again (never a false failure).
      await frames(page, 30);
      expect((await mazeState(page)).moves).toBe(stopped);
      expect((await mazeState(page)).helped).toBe(true);
      await page.getByRole('button', { name: 'Solve' }).click();
      await page.getByTestId('win-panel').waitFor();
      const state = await mazeState(page);
      expect(state.won).toBe(true);
      expect(state.moves).toBe(state.par);
      expect(await page.getByTestId('win-panel').textContent()).toMatch(/not recorded/);
      // The solver played it: no pips, and the panel says who solved it.
      expect(await page.getByTestId('win-pips').count()).toBe(0);
      expect(await page.getByTestId('win-heading').textContent()).toBe('The solver played it');
      await shot(page, 'solver-win');
      await page.getByTestId('win-panel').getByRole('button', { name: 'Menu' }).click();
      await openCard(page, 'Classic');
      expect(await levelButton(page, 2).getAttribute('data-state')).toBe('todo');
    });
  });

  it.concurrent('the 2D view (?view=2d) plays the same game', async ({ expect }) => {
    const page = await game.openPage('?maze=flat&size=8&view=2d');
    try {
      await waitForScreen(page, 'play:maze');
      expect((await hook(page)).view).toBe('2d');
      const maze = await puzzleInPlay<MazeData>(page);
      const [first, second] = planKeys(maze)!;
      await page.keyboard.press(first!.key);
      await page.keyboard.press(second!.key);
      await expect.poll(async () => (await mazeState(page)).moves).toBe(2);
      expect((await mazeState(page)).positions[0]).toBe(maze.verdict.moves[0]![1]);
      await shot(page, 'view-2d');
    } finally {
      await page.close();
    }
  });

  it.concurrent('on a touch screen: the direction buttons and a swipe on the board move', async ({
    expect,
  }) => {
    const touch = await game.context.browser()!.newContext({
      viewport: { width: 480, height: 760 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await touch.newPage();
    try {
      await phone.goto(`${game.base}?maze=touch&size=6`);
      await waitForScreen(phone, 'play:maze');
      await expect.poll(() => phone.locator('.touch-pad').isVisible()).toBe(true);
      const maze = await puzzleInPlay<MazeData>(phone);
      const [first, second] = planKeys(maze)!;
      const names: Record<number, string> = {
        0: 'right',
        45: 'up right',
        90: 'up',
        135: 'up left',
        180: 'left',
        225: 'down left',
        270: 'down',
        315: 'down right',
      };
      await phone
        .getByRole('button', { name: `Move ${names[KEY_ANGLES[first!.key]!]}`, exact: true })
        .tap();
      await expect.poll(async () => (await mazeState(phone)).moves).toBe(1);
      // A quick one-finger swipe toward the second move's direction.
      const angle = (KEY_ANGLES[second!.key]! * Math.PI) / 180;
      await phone.evaluate(
        ([dx, dy]) => {
          const board = document.querySelector('[data-testid="board"]')!;
          const r = board.getBoundingClientRect();
          const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
          const touchAt = (cx: number, cy: number) =>
            new Touch({ identifier: 1, target: board, clientX: cx, clientY: cy });
          const start = touchAt(x, y);
          const end = touchAt(x + dx!, y + dy!);
          board.dispatchEvent(
            new TouchEvent('touchstart', {
              touches: [start],
              changedTouches: [start],
              bubbles: true,
            }),
          );
          board.dispatchEvent(
            new TouchEvent('touchend', { touches: [], changedTouches: [end], bubbles: true }),
          );
        },
        [Math.cos(angle) * 80, -Math.sin(angle) * 80],
      );
      await expect.poll(async () => (await mazeState(phone)).moves).toBe(2);
      expect((await mazeState(phone)).positions[0]).toBe(maze.verdict.moves[0]![1]);
      await shot(phone, 'touch');
    } finally {
      await touch.close();
    }
  });

  it.concurrent(`the solver plays a ${SOLVER_SIZE} × ${SOLVER_SIZE} maze from the address to its goal, a frame drawn after every move`, async ({
    expect,
  }) => {
    const page = await game.openPage(`?maze=frames&size=${SOLVER_SIZE}`);
    try {
      await waitForScreen(page, 'play:maze');
      expect((await puzzleInPlay<MazeData>(page)).board.passages.spec).toMatchObject({
        width: SOLVER_SIZE,
        height: SOLVER_SIZE,
      });
      const par = (await mazeState(page)).par;
      expect(par).toBeGreaterThan(SOLVER_MOVES);
      // Count the frames drawn from here on (frameTimes() keeps only the last 2000, so its length
      // stops growing: the new frames are the last `count` of it).
      await page.evaluate(() => {
        const w = window as unknown as { timedFrames: number };
        w.timedFrames = 0;
        const tick = () => {
          w.timedFrames++;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.keyboard.press('f');
      await eventually(async () => expect((await mazeState(page)).won).toBe(true));
      const times = await page.evaluate(() => {
        const count = (window as unknown as { timedFrames: number }).timedFrames;
        const all = window.__knossosPlay.frameTimes();
        return all.slice(Math.max(0, all.length - count));
      });
      // The solver waits for the frame that ends each move's animation (the view is busy till
      // then), so every move but the last had a frame after it, however slowly frames come.
      const moves = (await mazeState(page)).moves;
      expect(moves).toBeGreaterThanOrEqual(SOLVER_MOVES);
      expect(moves).toBe(par);
      expect(times.length).toBeGreaterThanOrEqual(moves - 1);
      await shot(page, 'solver-goal');
    } finally {
      await page.close();
    }
  });

  it('plays offline once loaded: with the server stopped, a reload still shows the game', async () => {
    await page.goto(game.base);
    await waitForScreen(page, 'welcome');
    // The service worker has every file once it is active and controls the page. It claims the
    // page as it activates (clientsClaim), which may have happened before this test, so the test
    // does not wait for that change: it waits for the active worker, gives the claim a few frames,
    // and reloads once when the page is still not controlled.
    const controlled = async () => {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      for (let i = 0; i < 10; i++) {
        if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return true;
        await frames(page, 5);
      }
      return false;
    };
    if (!(await controlled())) {
      await page.reload();
      await waitForScreen(page, 'welcome');
    }
    expect(await controlled()).toBe(true);
    game.stopServer();
    await game.context.setOffline(true);
    await page.reload();
    await waitForScreen(page, 'welcome');
    await openCard(page, 'Roll');
    await levelButton(page, 1).click();
    await waitForScreen(page, 'play:maze');
    expect((await mazeState(page)).moves).toBe(0);
    await shot(page, 'offline-roll');
  });
});
