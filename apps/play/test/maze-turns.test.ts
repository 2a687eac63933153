// The maze game's turns and help: a race passes the turn after every step and the first home
// wins, choosePlayer picks who moves where each has a goal, a roll onto a trap is refused, a
// diagonal push takes the way that moves (on Roll as on Step), only a move the solver made
// counts as help, and a hint is bounded by its state budget.
import { generate, HOME, roll, rollAngle } from '@knossos/maze';
import { describe, expect, it } from 'vitest';
import { MazeGame } from '../src/maze/game.js';
import { HINT_HANG_GUARD_MS } from '../src/maze/game-plan.js';
import { corridor, madeMaze, mazeOf, recorded, topologyOfMaze } from './maze-boards.test-util.js';

describe('races', () => {
  it.each(['race2', 'race3'])(
    '%s: the turn passes after every step; the first home wins',
    (name) => {
      const maze = mazeOf(name);
      expect(maze.verdict.fair).toBe(true);
      const { game, events } = recorded(maze);
      const players = maze.board.starts.length;
      expect(game.race).toBe(true);
      expect(game.player).toBe(0);
      // Choosing a player is for boards where each has a goal: ignored in a race.
      game.choosePlayer(1);
      expect(game.player).toBe(0);
      expect(events).toHaveLength(0);
      let expected = 0;
      while (!game.won) {
        expect(game.player).toBe(expected);
        expect(game.autoStep()).toBe(true);
        const moved = events.find((e) => e.type === 'moved' && e === events.at(game.won ? -2 : -1));
        expect(moved?.type === 'moved' && moved.motions.map((m) => m.player)).toEqual([expected]);
        expected = (expected + 1) % players;
      }
      // Equal pars, player 1 first: it is home on its par-th step, the others one short.
      const own = maze.verdict.playerPars[0]!;
      expect(game.winner).toBe(0);
      expect(game.moves).toBe((own - 1) * players + 1);
      expect(game.play.positions.filter((c) => c === HOME)).toHaveLength(1);
      expect(events.at(-1)).toEqual({
        type: 'won',
        moves: game.moves,
        par: maze.verdict.par,
        helped: true,
        winner: 0,
      });
      // The race is over: nobody moves on.
      expect(game.autoStep()).toBe(false);
      game.undo();
      expect(game.won).toBe(false);
      expect(game.winner).toBe(-1);
      expect(game.player).toBe(0);
    },
  );

  it('each player with its own goal: choosePlayer picks who moves', () => {
    const maze = mazeOf('ownGoals');
    const { game, events } = recorded(maze);
    expect(game.race).toBe(false);
    expect(game.player).toBe(0);
    game.choosePlayer(1);
    expect(game.player).toBe(1);
    expect(events.at(-1)).toEqual({
      type: 'reset',
      play: game.play,
      moments: [{ cue: 'blip', cell: maze.board.starts[1] }],
    });
    game.autoStep();
    const e = events.at(-1);
    expect(e?.type === 'moved' && e.motions[0]!.player).toBe(1);
    expect(game.play.positions[0]).toBe(maze.board.starts[0]);
  });
});

describe('traps on Roll', () => {
  it('a roll onto a trap on the way spikes at a trap and does not count', () => {
    const maze = mazeOf('rollTraps');
    const t = topologyOfMaze(maze);
    const traps = new Set(maze.board.traps);
    const { game, events } = recorded(maze);
    let found = false;
    while (!game.won && !found) {
      const dir = [0, 1, 2, 3].find((d) => roll(maze.board, game.play, d).trapped);
      if (dir === undefined) {
        game.autoStep();
        continue;
      }
      found = true;
      const before = game.play;
      const moves = game.moves;
      game.push(rollAngle(t, dir));
      const e = events.at(-1);
      expect(e?.type).toBe('refused');
      if (e?.type !== 'refused') return;
      expect(e.moments.length).toBeGreaterThan(0);
      for (const m of e.moments) {
        expect(m.cue).toBe('spikes');
        expect(traps.has(m.cell)).toBe(true);
      }
      expect(game.play).toBe(before);
      expect(game.moves).toBe(moves);
    }
    expect(found).toBe(true);
  });
});

describe('ties and help', () => {
  it('a diagonal push on Roll takes, of the two ways, the one that moves', () => {
    // Square roll directions 0 north, 1 east; from the top-left corner north moves nothing.
    const spec = { kind: 'square', width: 3, height: 3 } as const;
    const corner = 6;
    const maze = madeMaze({ spec, open: 'all', starts: [corner], goals: [2], movement: 'roll' });
    const { game, events } = recorded(maze);
    game.push(45);
    expect(events.at(-1)?.type).toBe('moved');
    expect(game.play.positions).toEqual([8]);
    // From the bottom-left corner both move: the first (north), as before.
    const low = recorded(
      madeMaze({ spec, open: 'all', starts: [0], goals: [2], movement: 'roll' }),
    );
    low.game.push(45);
    expect(low.game.play.positions).toEqual([6]);
  });

  it('autoStep with no way on plays nothing and counts as no help', () => {
    // A wall between cells 1 and 2: the goal cannot be reached.
    const { game, events } = recorded(
      corridor(3, { starts: [0], goals: [2], closed: [1], par: 2 }),
    );
    expect(game.autoStep()).toBe(false);
    expect(game.moves).toBe(0);
    expect(game.helped).toBe(false);
    expect(events.at(-1)?.type).toBe('refused');
    // A move of its own still counts.
    const open = recorded(corridor(3, { starts: [0], goals: [2], par: 2 }));
    expect(open.game.autoStep()).toBe(true);
    expect(open.game.helped).toBe(true);
    expect(open.game.autoStep()).toBe(true);
    expect(open.events.at(-1)).toEqual({ type: 'won', moves: 2, par: 2, helped: true });
  });
});

describe('hint limits', () => {
  it('a hint is bounded by the state budget, not the clock: the same answer every time', () => {
    const maze = generate({ grid: 'square', width: 24, height: 24, keys: 2, gems: 2, seed: 'b' });
    // A budget far below what the way on needs: `budget`, said as a message, nothing played.
    const tight = new MazeGame(maze, { stateBudget: 1_000 });
    const said: string[] = [];
    tight.subscribe((e) => {
      if (e.type === 'message') said.push(e.message);
    });
    tight.hint();
    tight.hint();
    expect(said).toEqual([
      'The solver found no way on within its search.',
      'The solver found no way on within its search.',
    ]);
    expect(tight.autoStep()).toBe(false);
    expect(tight.helped).toBe(false);
    // The default budget finds it.
    const free = recorded(maze);
    free.game.hint();
    expect(free.events.at(-1)?.type).toBe('hint');
    expect(HINT_HANG_GUARD_MS).toBeGreaterThanOrEqual(10_000);
  });
});
