import { createPassages, passagesFromJSON } from '@knossos/carving';
import { solve } from '@knossos/solver';
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Board,
  directionCount,
  HOME,
  hint,
  isSolved,
  newGame,
  type Play,
  plainBoard,
  roll,
  solveBoard,
  stepProblem,
  tryStep,
  validate,
} from './index.js';
import { solvableWithin } from './problems.js';
import { type BoardRecipe, randomBoard, recipeArb } from './test-boards.test-util.js';

/**
 * The board of a recipe, made once for the file. With one fixed seed, properties over the same
 * arbitrary draw the same recipes (the replay and hint properties share their first 30 boards),
 * and solveBoard keeps a proof with its board object, so each board is proven once. Boards are
 * immutable data: no test changes one.
 */
function boardOf(recipe: BoardRecipe): Board {
  const key = JSON.stringify(recipe);
  let board = made.get(key);
  if (board === undefined) {
    board = randomBoard(recipe);
    made.set(key, board);
  }
  return board;
}

const made = new Map<string, Board>();

/** A second reading of the rules: a plain breadth-first search through the play API alone. */
interface Naive {
  par: number;
  count: number;
  stuck: boolean;
}

function naiveSearch(
  start: Play,
  moves: (play: Play) => { play: Play; home: boolean }[],
  key: (play: Play) => string,
): Naive {
  const HOME_KEY = 'home';
  const depth = new Map<string, number>([[key(start), 0]]);
  const ways = new Map<string, number>([[key(start), 1]]);
  const edges = new Map<string, string[]>();
  let frontier: Play[] = [start];
  let par = -1;
  let count = 0;
  for (let d = 0; frontier.length > 0; d++) {
    const next: Play[] = [];
    for (const play of frontier) {
      const k = key(play);
      const out: string[] = [];
      for (const move of moves(play)) {
        if (move.home) {
          out.push(HOME_KEY);
          if (par === -1 || par === d + 1) {
            par = d + 1;
            count += ways.get(k)!;
          }
          continue;
        }
        const nk = key(move.play);
        out.push(nk);
        if (!depth.has(nk)) {
          depth.set(nk, d + 1);
          ways.set(nk, 0);
          next.push(move.play);
        }
        if (depth.get(nk) === d + 1) ways.set(nk, ways.get(nk)! + ways.get(k)!);
      }
      edges.set(k, out);
    }
    frontier = next;
  }
  // Which positions can still get home: walk the moves backwards from home (linear, so a big
  // state space with long routes home does not take one pass over every move per step).
  const back = new Map<string, string[]>();
  for (const [k, out] of edges) {
    for (const o of out) {
      const list = back.get(o);
      if (list === undefined) back.set(o, [k]);
      else list.push(k);
    }
  }
  const good = new Set<string>([HOME_KEY]);
  const todo = [HOME_KEY];
  while (todo.length > 0) {
    for (const k of back.get(todo.pop()!) ?? []) {
      if (!good.has(k)) {
        good.add(k);
        todo.push(k);
      }
    }
  }
  return { par, count, stuck: [...edges.keys()].some((k) => !good.has(k)) };
}

function naiveStep(board: Board, player: number): Naive {
  const passages = passagesFromJSON(board.passages);
  const t = passages.topology;
  return naiveSearch(
    newGame(board),
    (play) => {
      const cell = play.positions[player]!;
      const out: { play: Play; home: boolean }[] = [];
      for (let s = 0; s < t.slotCount(cell); s++) {
        const to = passages.across(cell, s);
        if (to < 0) continue;
        const r = tryStep(board, play, player, to);
        if (r.ok) out.push({ play: r.play, home: r.home });
      }
      return out;
    },
    (play) =>
      `${play.positions[player]}/${play.keys[player]}/${play.gems[player]}/${play.flips[player]}`,
  );
}

function naiveRoll(board: Board): Naive {
  const spec = passagesFromJSON(board.passages).topology.spec;
  return naiveSearch(
    newGame(board),
    (play) => {
      const out: { play: Play; home: boolean }[] = [];
      for (let d = 0; d < directionCount(spec); d++) {
        const r = roll(board, play, d);
        if (r.moved && !r.trapped) out.push({ play: r.after, home: isSolved(board, r.after) });
      }
      return out;
    },
    (play) => `${play.positions.join(',')}/${play.keys[0]}/${play.gems[0]}/${play.flips[0]}`,
  );
}

describe('rules and solver agree', () => {
  it('on Step boards: par, number of best ways and soft-locks, player by player', () => {
    fc.assert(
      fc.property(recipeArb('step'), (recipe) => {
        const board = randomBoard(recipe);
        const verdict = solveBoard(board);
        let count = 1;
        let stuck = false;
        board.starts.forEach((_, p) => {
          const naive = naiveStep(board, p);
          expect(verdict.playerPars[p]).toBe(naive.par);
          count *= naive.count;
          stuck ||= naive.stuck;
        });
        if (verdict.solvable) {
          expect(verdict.optimalCount).toBe(count);
          expect(verdict.canGetStuck).toBe(stuck);
        } else {
          expect(verdict.par).toBe(-1);
          expect(verdict.canGetStuck).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('on Roll boards: par, number of best ways and soft-locks, players together', () => {
    fc.assert(
      fc.property(recipeArb('roll'), (recipe) => {
        const board = randomBoard(recipe);
        const verdict = solveBoard(board);
        const naive = naiveRoll(board);
        expect(verdict.par).toBe(naive.par);
        expect(verdict.optimalCount).toBe(verdict.solvable ? naive.count : 0);
        expect(verdict.canGetStuck).toBe(verdict.solvable ? naive.stuck : true);
      }),
      { numRuns: 60 },
    );
  });

  it('agrees on a board where level players share the last gem (regression)', () => {
    // Found by the property above: two players level with each other, one gem left, a shared
    // goal. Who goes first among level players decided whether the second got home.
    const board = randomBoard({
      seed: 'T&',
      movement: 'roll',
      players: 2,
      grid: 'square',
      size: 3,
      loops: 4,
      counts: { keys: 0, switches: 0, gems: 1, traps: 0, oneWays: 0, portals: 0 },
    });
    const verdict = solveBoard(board);
    const naive = naiveRoll(board);
    expect([verdict.par, verdict.optimalCount]).toEqual([
      naive.par,
      verdict.solvable ? naive.count : 0,
    ]);
  });

  it("replays the solver's best solution through the play API home in exactly par moves", () => {
    fc.assert(
      fc.property(recipeArb(), (recipe) => {
        const board = boardOf(recipe);
        const verdict = solveBoard(board);
        if (!verdict.solvable) return;
        expect(validate(board, verdict.moves).filter((p) => p.field === 'route')).toEqual([]);
        let play = newGame(board);
        let moves = 0;
        if (board.movement === 'roll') {
          for (const dir of verdict.moves[0]!) {
            play = roll(board, play, dir).after;
            moves++;
          }
        } else {
          verdict.moves.forEach((cells, p) => {
            for (const cell of cells) {
              const r = tryStep(board, play, p, cell);
              expect(r.ok).toBe(true);
              if (r.ok) play = r.play;
              moves++;
            }
          });
        }
        expect(isSolved(board, play)).toBe(true);
        expect(moves).toBe(verdict.par);
      }),
      { numRuns: 60 },
    );
  });

  it('hints from every position of the best route lead one move closer each time', () => {
    fc.assert(
      fc.property(recipeArb(), (recipe) => {
        const board = boardOf(recipe);
        const verdict = solveBoard(board);
        if (!verdict.solvable) return;
        let play = newGame(board);
        for (let p = 0; p < (board.movement === 'roll' ? 1 : board.starts.length); p++) {
          let left = verdict.playerPars[p]!;
          const going = () =>
            board.movement === 'roll' ? !isSolved(board, play) : play.positions[p] !== HOME;
          while (going()) {
            const h = hint(board, play, p);
            expect(h.status).toBe('move');
            expect(h.par).toBe(left);
            if (board.movement === 'roll') play = roll(board, play, h.move).after;
            else {
              const r = tryStep(board, play, p, h.move);
              expect(r.ok).toBe(true);
              if (r.ok) play = r.play;
            }
            left--;
          }
          expect(left).toBe(0);
          expect(hint(board, play, p).status).toBe('solved');
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('the stop-to-stop Step search', () => {
  it('proves what the cell-by-cell search with @knossos/solver proves, player by player', () => {
    fc.assert(
      fc.property(recipeArb('step'), fc.integer({ min: 0, max: 6 }), (recipe, grow) => {
        const board = randomBoard({ ...recipe, size: recipe.size + grow });
        const verdict = solveBoard(board);
        board.starts.forEach((_, p) => {
          const cells = solve(stepProblem(board, p), { stateBudget: 5_000_000 });
          expect(verdict.playerPars[p]).toBe(cells.par);
          if (cells.solvable) {
            expect(verdict.routes[p]!.length).toBe(cells.par + 1);
            expect(verdict.moves[p]!.length).toBe(cells.par);
          }
        });
        if (verdict.solvable) {
          const each = board.starts.map((_, p) => solve(stepProblem(board, p)));
          expect(verdict.optimalCount).toBe(each.reduce((a, v) => a * v.optimalCount, 1));
          expect(verdict.canGetStuck).toBe(each.some((v) => v.canGetStuck));
        } else {
          expect(verdict.canGetStuck).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('proves plain boards (no gimmicks) by one breadth-first walk, as the cell-by-cell search does', () => {
    const none = { keys: 0, switches: 0, gems: 0, traps: 0, oneWays: 0, portals: 0 };
    fc.assert(
      fc.property(recipeArb('step'), fc.integer({ min: 0, max: 8 }), (recipe, grow) => {
        const board = randomBoard({ ...recipe, size: recipe.size + grow, counts: none });
        const verdict = solveBoard(board);
        const each = board.starts.map((_, p) => solve(stepProblem(board, p)));
        expect(verdict.playerPars).toEqual(each.map((v) => v.par));
        expect(verdict.canGetStuck).toBe(!verdict.solvable || each.some((v) => v.canGetStuck));
        if (verdict.solvable) {
          expect(verdict.optimalCount).toBe(each.reduce((a, v) => a * v.optimalCount, 1));
          expect(validate(board, verdict.moves)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('what is kept with a board (from review)', () => {
  it('reads passages edited in place again, and hands out proofs that callers cannot spoil', () => {
    const board = openBoard(4, 3, {});
    const first = solveBoard(board);
    expect(first.par).toBe(5);
    // Spoiling the verdict handed out leaves the kept proof alone.
    (first.routes[0] as number[]).length = 0;
    (first.notes as string[]).push('edited');
    const again = solveBoard(board);
    expect(again.routes[0]).toHaveLength(6);
    expect(again.notes).toEqual([]);
    // Wall off the goal (cell 11: its west and south sides) in the JSON itself; a new board
    // object over the same passages must see it.
    const masks = board.passages.masks as number[];
    masks[11] = 0;
    masks[10] = masks[10]! & ~(1 << 1);
    masks[7] = masks[7]! & ~1;
    expect(solveBoard({ ...board }).solvable).toBe(false);
  });
});

describe('the bounded first-goal search placement asks', () => {
  it('finds a solution within a bound exactly when the par is within it (second path: the par)', () => {
    fc.assert(
      fc.property(recipeArb('step'), fc.integer({ min: -3, max: 3 }), (recipe, off) => {
        const board = randomBoard({ ...recipe, players: 1 });
        const { solvable, par } = solveBoard(structuredClone(board));
        const bound = Math.max(0, par + off);
        expect(solvableWithin(structuredClone(board), bound)).toBe(solvable && par <= bound);
      }),
      { numRuns: 300 },
    );
  });
});

/** A board with every passage open, for hand-made regressions. */
function openBoard(width: number, height: number, extra: Partial<Board>): Board {
  const t = createTopology({ kind: 'square', width, height });
  const passages = createPassages(t);
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) if (t.neighbor(c, s) >= 0) passages.open(c, s);
  }
  return { ...plainBoard(passages.toJSON(), [0], [t.cellCount - 1]), ...extra };
}

describe('regressions found by review', () => {
  it('rolls players sharing a start in player order, and replays the best rolls home', () => {
    for (const extra of [{ gems: [8, 2, 5, 7, 9, 4] }, { keys: [6] }]) {
      const board = openBoard(4, 3, {
        movement: 'roll',
        starts: [0, 0],
        goals: [3, 11],
        sharedGoal: false,
        ...extra,
      });
      const verdict = solveBoard(board);
      const naive = naiveRoll(board);
      expect([verdict.par, verdict.canGetStuck]).toEqual([naive.par, naive.stuck]);
      let play = newGame(board);
      for (const dir of verdict.moves[0]!) play = roll(board, play, dir).after;
      expect(verdict.moves[0]!.length).toBe(verdict.par);
      expect(isSolved(board, play)).toBe(true);
    }
  });

  it('refuses portal pairs that share a cell, and validate says so instead of throwing', () => {
    const board = openBoard(4, 4, {
      portals: [
        { a: 14, b: 4 },
        { a: 11, b: 14 },
      ],
    });
    expect(() => solveBoard(board)).toThrow(/already a portal end/);
    expect(validate(board).length).toBeGreaterThan(0);
  });

  it('finds the soft-lock of a player standing on a trap (a start, or a portal end)', () => {
    const corridor = openBoard(5, 1, { starts: [2], goals: [0], traps: [2] });
    expect(solveBoard(corridor).canGetStuck).toBe(solve(stepProblem(corridor, 0)).canGetStuck);
    expect(solveBoard(corridor).canGetStuck).toBe(true);
    const portal = openBoard(7, 7, { portals: [{ a: 47, b: 41 }], traps: [47] });
    expect(solveBoard(portal).canGetStuck).toBe(solve(stepProblem(portal, 0)).canGetStuck);
  });
});
