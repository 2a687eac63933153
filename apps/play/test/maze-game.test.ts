// The maze game over generated mazes of every grid, gimmick and movement: the solver's moves
// reach the win in par, undo and restart put the play back exactly, every motion is a walk of
// linked cells from where the player stood to where it rests (races, traps on Roll and help:
// maze-turns.test.ts).
import { isSolved, type MazeData, newGame, roll, rollAngle, sideAngle } from '@knossos/maze';
import { describe, expect, it } from 'vitest';
import type { Motion } from '../src/maze/events.js';
import type { MazeGame } from '../src/maze/game.js';
import { KEY_COLORS } from '../src/maze/palette.js';
import { CASES, mazeOf, recorded, standingOf, topologyOfMaze } from './maze-boards.test-util.js';

/** Plays autoStep until won (at most `limit` calls); returns the calls made. */
function playOut(game: MazeGame, limit: number): number {
  let calls = 0;
  while (!game.won && calls < limit) {
    calls++;
    if (!game.autoStep()) break;
  }
  return calls;
}

/** Whether consecutive motion cells are neighbours (open side, stairs) or a portal's two ends. */
function checkMotion(maze: MazeData, m: Motion): void {
  const t = topologyOfMaze(maze);
  const twins = new Map<number, number>();
  for (const p of maze.board.portals) {
    twins.set(p.a, p.b);
    twins.set(p.b, p.a);
  }
  expect(m.cells.length).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < m.cells.length; i++) {
    const [a, b] = [m.cells[i - 1]!, m.cells[i]!];
    if (m.hops?.includes(i - 1)) expect(twins.get(a)).toBe(b);
    else expect(t.slotTo(a, b), `cells ${a} → ${b} of ${m.kind}`).toBeGreaterThanOrEqual(0);
  }
  if (m.kind === 'stairs') expect(t.floorOf(m.cells[0]!)).not.toBe(t.floorOf(m.cells[1]!));
  if (m.kind === 'portal') expect(m.hops).toContain(m.cells.length - 2);
}

/** Cues the solver's way through a case must sound (beside the moves and the win). */
const EXPECTED_CUES: Readonly<Record<string, readonly string[]>> = {
  floors: ['stairs'],
  tower: ['stairs'],
  keys: ['key', 'door'],
  gems: ['gem', 'goal-open'],
  switches: ['switch'],
  portals: ['portal'],
  mix: ['key', 'door', 'gem', 'goal-open', 'portal'],
  rollGems: ['gem', 'goal-open', 'portal'],
  rollKeys: ['key', 'door', 'switch'],
};

const SOLO = Object.keys(CASES).filter((name) => !name.startsWith('race'));

describe('MazeGame over generated mazes', () => {
  it.each(SOLO)('%s: autoStep reaches the win in exactly par moves, once', (name) => {
    const maze = mazeOf(name);
    expect(maze.verdict.solvable).toBe(true);
    const { game, events } = recorded(maze);
    expect(game.helped).toBe(false);
    playOut(game, maze.verdict.par + 5);
    expect(game.won).toBe(true);
    expect(isSolved(maze.board, game.play)).toBe(true);
    expect(game.moves).toBe(maze.verdict.par);
    expect(game.helped).toBe(true);
    const won = events.filter((e) => e.type === 'won');
    expect(won).toEqual([
      { type: 'won', moves: maze.verdict.par, par: maze.verdict.par, helped: true },
    ]);
    expect(events.at(-1)).toBe(won[0]);
    // The winning move's last moment is the win.
    const last = events.at(-2);
    expect(last?.type === 'moved' && last.moments.at(-1)?.cue).toBe('win');
    expect(game.autoStep()).toBe(false);
    expect(events.filter((e) => e.type === 'won')).toHaveLength(1);
  });

  it.each(Object.keys(CASES))('%s: every move is a linked walk from before to after', (name) => {
    const maze = mazeOf(name);
    const { game, events } = recorded(maze);
    playOut(game, maze.verdict.par + 5);
    const moved = events.filter((e) => e.type === 'moved');
    expect(moved).toHaveLength(game.moves);
    for (const e of moved) {
      if (e.type !== 'moved') continue;
      expect(e.motions.length).toBeGreaterThan(0);
      // Exactly the players whose cell changed have a motion, each from before to after.
      const movers = e.before.positions.flatMap((c, p) => (c !== e.after.positions[p] ? [p] : []));
      expect(e.motions.map((m) => m.player).sort()).toEqual(movers);
      for (const m of e.motions) {
        checkMotion(maze, m);
        expect(m.cells[0]).toBe(standingOf(maze, e.before, m.player));
        expect(m.cells.at(-1)).toBe(standingOf(maze, e.after, m.player));
        if (maze.board.movement === 'roll') expect(m.kind).toBe('roll');
      }
      expect(e.moments[0]?.cue).toBe(
        maze.board.movement === 'roll'
          ? 'roll'
          : e.motions[0]!.kind === 'stairs'
            ? 'stairs'
            : 'step',
      );
    }
    if (name === 'floors' || name === 'tower') {
      expect(moved.some((e) => e.type === 'moved' && e.motions[0]!.kind === 'stairs')).toBe(true);
    }
    const cues = moved.flatMap((e) => (e.type === 'moved' ? e.moments.map((m) => m.cue) : []));
    for (const cue of EXPECTED_CUES[name] ?? []) expect(cues, name).toContain(cue);
    expect(cues.filter((c) => c === 'goal-open').length).toBe(maze.board.gems.length > 0 ? 1 : 0);
    expect(cues.filter((c) => c === 'win')).toHaveLength(1);
    const keyColours = moved.flatMap((e) =>
      e.type === 'moved' ? e.moments.filter((m) => m.cue === 'key').map((m) => m.color) : [],
    );
    expect(keyColours).toEqual(
      maze.board.keys.length === 0 ? [] : expect.arrayContaining([KEY_COLORS[0]]),
    );
  });

  it.each(Object.keys(CASES))('%s: undo restores each play exactly, restart the start', (name) => {
    const maze = mazeOf(name);
    const { game, events } = recorded(maze);
    const plays = [game.play];
    while (!game.won && game.autoStep()) plays.push(game.play);
    expect(game.won).toBe(true);
    for (let k = plays.length - 2; k >= 0; k--) {
      game.undo();
      expect(game.play).toEqual(plays[k]);
      expect(game.moves).toBe(k);
      expect(game.won).toBe(false);
      const e = events.at(-1);
      expect(e?.type === 'reset' && e.moments[0]?.cue).toBe('undo');
    }
    game.undo();
    expect(events.at(-1)).toEqual({ type: 'message', message: 'Nothing to undo.' });
    // Won again after undoing: the win is announced again.
    playOut(game, plays.length + 5);
    expect(events.filter((e) => e.type === 'won')).toHaveLength(2);
    game.restart();
    expect(game.play).toEqual(newGame(maze.board, { turns: true }));
    expect(game.moves).toBe(0);
    expect(game.helped).toBe(false);
    expect(game.won).toBe(false);
    const e = events.at(-1);
    expect(e?.type === 'reset' && e.moments).toEqual([{ cue: 'restart', cell: -1 }]);
  });

  it.each(Object.keys(CASES))(
    '%s: a hint points at the next solver move and helps nobody',
    (name) => {
      const maze = mazeOf(name);
      const { game, events } = recorded(maze);
      for (let i = 0; i < 3 && !game.won; i++) {
        game.hint();
        const hint = events.at(-1);
        expect(hint?.type).toBe('hint');
        if (hint?.type !== 'hint') return;
        expect(game.helped).toBe(i > 0);
        expect(hint.player).toBe(game.player);
        expect(hint.from).toBe(standingOf(maze, game.play, game.player));
        const player = game.player;
        game.autoStep();
        const moved = events.at(-1)?.type === 'won' ? events.at(-2) : events.at(-1);
        if (moved?.type !== 'moved') throw new Error('autoStep did not move');
        const m = moved.motions.find((x) => x.player === player)!;
        if (maze.board.movement === 'roll') {
          expect(hint.direction).toBeGreaterThanOrEqual(0);
          expect(hint.to).toBe(m.cells.at(-1));
        } else {
          expect(hint.direction).toBeUndefined();
          expect(hint.to).toBe(m.kind === 'portal' ? m.cells.at(-2) : m.cells.at(-1));
        }
      }
    },
  );

  it.each(Object.keys(CASES))('%s: a push into a wall bumps and does not count', (name) => {
    const maze = mazeOf(name);
    const { game, events } = recorded(maze);
    const t = topologyOfMaze(maze);
    const before = game.play;
    if (maze.board.movement === 'roll') {
      // A way nobody rolls from the start.
      const dirs = t.kind === 'hex' ? 6 : 4;
      const still = Array.from({ length: dirs }, (_, d) => d).filter((d) => {
        const r = roll(maze.board, before, d);
        return !r.moved && !r.trapped;
      });
      expect(still.length).toBeGreaterThan(0);
      game.push(rollAngle(t, still[0]!));
    } else {
      const cell = before.positions[game.player]!;
      const mask = maze.board.passages.masks[cell]!;
      const walls = Array.from({ length: t.slotCount(cell) }, (_, s) => s).filter(
        (s) => ((mask >>> s) & 1) === 0 && sideAngle(t, cell, s) !== null,
      );
      expect(walls.length).toBeGreaterThan(0);
      game.push(sideAngle(t, cell, walls[0]!)!);
    }
    const e = events.at(-1);
    expect(e?.type).toBe('refused');
    expect(e?.type === 'refused' && e.moments.map((m) => m.cue)).toContain('bump');
    expect(events).toHaveLength(1);
    expect(game.moves).toBe(0);
    expect(game.play).toBe(before);
  });
});
