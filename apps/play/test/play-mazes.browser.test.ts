// The five maze modes in real Chromium against the built game (see browser.test-util.ts): each
// mode's first pack level played by keys from its stored solution to the win panel (3 pips on
// par; a race shows who won, with the winner's own moves and par), the win kept when Undo,
// Backspace or Restart come during the celebration, the Dungeon legend, a race passing the turn
// (Enter on a focused Replay replays), a tower taking the stairs with Space, and every level's
// progress still there after a reload. The five levels play at once, each in a small page of its
// own in the one browser context, whose storage the reload then reads.
import type { MazeData } from '@knossos/maze';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MazeState } from '../src/app/test-hook.js';
import {
  type Game,
  levelButton,
  mazeState,
  openCard,
  openGame,
  puzzleInPlay,
  SKIPPED,
  SMALL_PAGE,
  shot,
  waitForScreen,
  winPips,
} from './browser.test-util.js';
import {
  keyForStep,
  type MoveWatcher,
  planKeys,
  playSolution,
  topologyOf,
} from './maze-drive.test-util.js';

let game: Game;
let page: Page;

/** Opens a mode's first pack level in `on` (from any screen); returns the maze in play. */
async function openFirstLevel(on: Page, title: string): Promise<MazeData> {
  await openCard(on, title);
  await waitForScreen(on, `mode:${title.toLowerCase()}`);
  await levelButton(on, 1).click();
  await waitForScreen(on, 'play:maze');
  const maze = await puzzleInPlay<MazeData>(on);
  expect((await mazeState(on)).par).toBe(maze.verdict.par);
  return maze;
}

/**
 * Plays the maze open in `on` to the win panel (`afterWin` runs the moment the game is won,
 * before the panel), and checks the panel's moves against par.
 */
async function playToWin(
  on: Page,
  maze: MazeData,
  watch?: MoveWatcher,
  watched?: (index: number, key: string) => boolean,
  afterWin?: () => Promise<void>,
): Promise<void> {
  const moves = await playSolution(on, maze, watch, watched);
  expect((await mazeState(on)).won).toBe(true);
  await afterWin?.();
  await on.getByTestId('win-panel').waitFor();
  let line = `Moves ${moves} · par ${maze.verdict.par}`;
  if (maze.board.sharedGoal && maze.board.starts.length > 1) {
    // A race: the winner's own moves (the last key's player's) against its own par.
    const plan = planKeys(maze)!;
    const winner = plan.at(-1)!.player;
    const own = plan.filter((k) => k.player === winner).length;
    line = `Moves ${own} · par ${maze.verdict.playerPars[winner]}`;
  }
  expect(await on.getByTestId('win-moves').textContent()).toBe(line);
}

/**
 * Opens a mode's first pack level in `on` and plays it to the win panel (see
 * {@link playToWin}); returns the maze played.
 */
async function playFirstLevel(
  on: Page,
  title: string,
  watch?: MoveWatcher,
  watched?: (index: number, key: string) => boolean,
  afterWin?: () => Promise<void>,
): Promise<MazeData> {
  const maze = await openFirstLevel(on, title);
  await playToWin(on, maze, watch, watched, afterWin);
  return maze;
}

/**
 * Runs `play` in a page of its own (the game's storage shared, on {@link SMALL_PAGE}), closed
 * after. The five modes play at once, each in its page: a move waits for its animation's
 * frames, and five pages fill those waits with each other's moves.
 */
async function inOwnPage(play: (on: Page) => Promise<void>): Promise<void> {
  const on = await game.openPage('', SMALL_PAGE);
  try {
    await play(on);
  } finally {
    await on.close();
  }
}

describe.skipIf(SKIPPED)('the maze modes in Chromium', () => {
  beforeAll(async () => {
    game = await openGame();
    page = game.page;
  });
  afterAll(async () => game?.close());

  it('shows the welcome, then the seven mode cards with a picture each', async () => {
    await shot(page, 'welcome');
    await page.getByRole('button', { name: "Let's play" }).click();
    await waitForScreen(page, 'modes');
    const cards = page.locator('.card');
    await expect.poll(() => cards.count()).toBe(7);
    const pictures = await page
      .locator('.card img.card-picture')
      .evaluateAll((imgs) =>
        imgs.map(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      );
    expect(pictures).toEqual([true, true, true, true, true, true, true]);
    await shot(page, 'mode-cards');
  });

  it.concurrent('Classic: level 1 by keys to the win panel, 3 pips on par, "Level complete!"; Undo and Restart in the celebration keep the win', ({
    expect,
  }) =>
    inOwnPage(async (on) => {
      let won: MazeState | null = null;
      const maze = await playFirstLevel(on, 'Classic', undefined, undefined, async () => {
        won = await mazeState(on);
        // Straight after the winning move, during the celebration: the win stands.
        for (const key of ['u', 'Backspace', 'r']) await on.keyboard.press(key);
      });
      const after = await mazeState(on);
      expect(after.won).toBe(true);
      expect(after.moves).toBe(won!.moves);
      expect(after.moves).toBe(maze.verdict.par);
      expect(after.positions).toEqual(won!.positions);
      expect(await winPips(on)).toBe(3);
      expect(await on.getByTestId('win-wording').textContent()).toBe('Level complete!');
      await shot(on, 'classic-win');
      // Enter is Next: the pack's level 2.
      await on.keyboard.press('Enter');
      await expect.poll(() => on.locator('.hud-title').textContent()).toBe('Classic · Level 2');
      expect((await mazeState(on)).moves).toBe(0);
    }));

  it.concurrent('Dungeon: level 1 (its key and door) by keys, 3 pips; the legend names the key and doors', ({
    expect,
  }) =>
    inOwnPage(async (on) => {
      const shown = await openFirstLevel(on, 'Dungeon');
      expect(shown.board.keys.length).toBeGreaterThan(0);
      const legend = on.getByTestId('hud-legend');
      expect(await legend.locator('[data-legend="keys"]').textContent()).toMatch(/key.*doors/);
      expect(await legend.locator('[data-legend="keys"] .swatch').count()).toBe(
        shown.board.keys.length,
      );
      // Only what the maze holds is listed.
      if (shown.board.portals.length === 0) {
        expect(await legend.locator('[data-legend="portals"]').count()).toBe(0);
      }
      await shot(on, 'dungeon-legend');
      await playToWin(on, shown);
      expect(await winPips(on)).toBe(3);
      await shot(on, 'dungeon-win');
    }));

  it.concurrent('Roll: level 1 by the roll directions, 3 pips', ({ expect }) =>
    inOwnPage(async (on) => {
      const rolls: number[] = [];
      const maze = await playFirstLevel(on, 'Roll', (_key, before, after) => {
        // A roll moves the player more than one cell at a time, but it counts one move.
        expect(after.moves).toBe(before.moves + 1);
        rolls.push(after.positions[0]!);
      });
      expect(maze.board.movement).toBe('roll');
      expect(rolls.length).toBe(maze.verdict.par);
      expect(await winPips(on)).toBe(3);
      await shot(on, 'roll-win');
    }));

  it.concurrent('Tower: level 1 takes the stairs with Space (the floor changes), 3 pips', ({
    expect,
  }) =>
    inOwnPage(async (on) => {
      const climbs: [number, number][] = [];
      await playFirstLevel(
        on,
        'Tower',
        (_key, before, after) => climbs.push([before.floor, after.floor]),
        (_index, key) => key === ' ',
      );
      expect(climbs.length).toBeGreaterThan(0);
      for (const [from, to] of climbs) expect(to).not.toBe(from);
      expect(await winPips(on)).toBe(3);
      await shot(on, 'tower-win');
    }));

  it.concurrent('Race: the turn passes after every move, the HUD says whose, and the panel who won', ({
    expect,
  }) =>
    inOwnPage(async (on) => {
      const turns: [number, number][] = [];
      const maze = await playFirstLevel(
        on,
        'Race',
        (_key, before, after) => turns.push([before.turn, after.turn]),
        (index) => index < 8,
      );
      expect(maze.board.starts.length).toBeGreaterThan(1);
      // Every move but the winning one hands the turn on.
      expect(turns.length).toBe(8);
      for (const [before, after] of turns) expect(after).not.toBe(before);
      await expect
        .poll(() => on.getByTestId('win-winner').textContent())
        .toMatch(/^Player \d wins!$/);
      await shot(on, 'race-win');
      // Enter on a focused Replay replays (Enter is Next only on Next); then the HUD during a
      // race: whose turn, in words.
      await on.getByRole('button', { name: 'Replay' }).focus();
      await on.keyboard.press('Enter');
      await expect.poll(async () => (await mazeState(on)).moves).toBe(0);
      expect(await on.locator('.hud-title').textContent()).toBe('Race · Level 1');
      const turn = () => on.getByTestId('hud-turn').textContent();
      await expect.poll(turn).toBe("Player 1's turn");
      const t = topologyOf(maze);
      await on.keyboard.press(
        keyForStep(maze, t, maze.board.starts[0]!, maze.verdict.moves[0]![0]!)!,
      );
      await expect.poll(turn).toBe("Player 2's turn");
      expect((await mazeState(on)).moves).toBe(1);
      await on.keyboard.press('Escape');
      await waitForScreen(on, 'modes');
    }));

  it('progress survives a reload: each first level gold (on par), the race solved', async () => {
    await page.reload();
    await waitForScreen(page, 'welcome');
    for (const title of ['Classic', 'Dungeon', 'Roll', 'Tower', 'Race']) {
      await openCard(page, title);
      const state = await levelButton(page, 1).getAttribute('data-state');
      // A race keeps no best (it shows who won), so its level is solved, not gold.
      expect(state, title).toBe(title === 'Race' ? 'solved' : 'par');
      expect(await levelButton(page, 2).getAttribute('data-state'), title).toBe('todo');
      if (title === 'Dungeon') await shot(page, 'dungeon-progress');
    }
  });
});
