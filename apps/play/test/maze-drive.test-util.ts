// Playing a maze in the page by keys, from its stored solution: for each move the key whose screen
// angle is closest to the board angle of the side toward the next cell (at the camera's default
// turn the two agree), Space for stairs, the roll direction's nearest key on Roll boards. The
// keys are worked out first by replaying the solution through the play rules (a race in turns);
// in the page at most one key runs ahead of the game's count (the game keeps a key pressed
// while a move is animated for the next move), and watched moves wait for the count.
import {
  angleGap,
  HOME,
  type MazeData,
  newGame,
  type Play,
  rollAngle,
  sideAngle,
  tryStep,
} from '@knossos/maze';
import { createTopology, type Topology, type TopologySpec } from '@knossos/topology';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { MazeState } from '../src/app/test-hook.js';
import { KEY_ANGLES } from '../src/maze/input.js';
import { eventually, mazeState } from './browser.test-util.js';

/** The grid of a maze. */
export function topologyOf(maze: MazeData): Topology {
  return createTopology(maze.board.passages.spec as TopologySpec);
}

/** The arrow key (or QEZC diagonal) whose screen angle is closest to `angle`. */
export function keyToward(angle: number): string {
  let best = 'ArrowRight';
  let gap = 999;
  for (const [key, a] of Object.entries(KEY_ANGLES)) {
    if (key.length === 1 && !'qezc'.includes(key)) continue; // arrows for the four sides
    const g = angleGap(a, angle);
    if (g < gap - 1e-9) {
      gap = g;
      best = key;
    }
  }
  return best;
}

/** The key that steps from `cell` to `next` (Space for stairs), or null when none does. */
export function keyForStep(maze: MazeData, t: Topology, cell: number, next: number): string | null {
  for (let s = 0; s < t.slotCount(cell); s++) {
    const reaches =
      t.neighbor(cell, s) === next ||
      maze.board.passages.tunnels.some(
        (tunnel) =>
          tunnel.over === t.neighbor(cell, s) &&
          ((tunnel.a === cell && tunnel.c === next) || (tunnel.c === cell && tunnel.a === next)),
      );
    if (!reaches) continue;
    if (t.isStairSlot(cell, s)) return ' ';
    const angle = sideAngle(t, cell, s);
    if (angle !== null) return keyToward(angle);
  }
  return null;
}

/** One key of a plan, and the player it moves. */
export interface PlannedKey {
  readonly key: string;
  readonly player: number;
}

/**
 * The keys that play a maze's stored solution, from its start: Roll boards the stored
 * directions; Step boards each player's cells (a race in turns, whoever's turn it is; otherwise
 * one player after another, which needs Tab in the page: not planned here, so null).
 */
export function planKeys(maze: MazeData): PlannedKey[] | null {
  const t = topologyOf(maze);
  const { board } = maze;
  const solution = maze.verdict.moves;
  if (board.movement === 'roll') {
    return solution[0]!.map((dir) => ({ key: keyToward(rollAngle(t, dir)), player: 0 }));
  }
  let play: Play = newGame(board, { turns: true });
  const race = play.turn !== undefined;
  if (!race && board.starts.length > 1) return null;
  const next = solution.map(() => 0);
  const keys: PlannedKey[] = [];
  while (play.positions.some((c) => c !== HOME) && !(race && play.positions.includes(HOME))) {
    const player = race ? play.turn! : 0;
    const cell = play.positions[player]!;
    const target = solution[player]![next[player]!]!;
    const key = keyForStep(maze, t, cell, target);
    expect(key, `a key from cell ${cell} to ${target}`).not.toBeNull();
    const step = tryStep(board, play, player, target);
    expect(step.ok, `the stored step from ${cell} to ${target}`).toBe(true);
    if (!step.ok) break;
    play = step.play;
    next[player]!++;
    keys.push({ key: key!, player });
  }
  return keys;
}

/** Told of a watched move: the key, and the game before and after it. */
export type MoveWatcher = (key: string, before: MazeState, after: MazeState) => void;

/** Waits until the game in the page has counted at least `moves` moves. */
async function movesReach(page: Page, moves: number): Promise<void> {
  await page.waitForFunction((n) => (window.__knossosPlay.maze?.moves ?? -1) >= n, moves, {
    polling: 20,
  });
}

/**
 * Plays the maze in play to its win from its stored solution, by keys, and returns the moves
 * made. Moves for which `watched(index, key)` is true (default none) are made one at a time and
 * told to `watch` with the game before and after.
 */
export async function playSolution(
  page: Page,
  maze: MazeData,
  watch?: MoveWatcher,
  watched: (index: number, key: string) => boolean = () => watch !== undefined,
): Promise<number> {
  const plan = planKeys(maze);
  expect(plan, 'a plan of keys (one player, or a race)').not.toBeNull();
  const start = (await mazeState(page)).moves;
  for (const [i, { key }] of plan!.entries()) {
    if (watch !== undefined && watched(i, key)) {
      await movesReach(page, start + i);
      const before = await mazeState(page);
      await page.keyboard.press(key);
      await movesReach(page, start + i + 1);
      watch(key, before, await mazeState(page));
    } else {
      // At most one key ahead of the game's count.
      await movesReach(page, start + i - 1);
      await page.keyboard.press(key);
    }
  }
  await movesReach(page, start + plan!.length);
  await eventually(async () => expect((await mazeState(page)).won).toBe(true));
  return (await mazeState(page)).moves;
}
