import { distancesFrom, type Passages, type PassagesJSON } from '@knossos/carving';
import {
  type Board,
  type Movement,
  occupiedCells,
  parsFromEveryCell,
  plainBoard,
  solveBoard,
} from '@knossos/gimmicks';
import type { Rng } from '@knossos/random';
import { clockCut, type Proving, recordCut } from './proving.js';

/**
 * Where the players of a maze start and finish, and how this was decided. Player 1's start and
 * goal come from the endpoints setting; the others are added here:
 *
 * - **Step, shared goal (a race)**: after the gimmicks are placed, each other player starts on
 *   a free cell whose real par (gimmicks included, holding nothing, from `parsFromEveryCell`)
 *   equals player 1's (moving player 1 when too few cells share its par), spread out as far
 *   from each other along the maze as the cells allow.
 * - **Step, a goal each**: each new player starts on the free cell farthest along the maze from
 *   everyone placed so far, and heads for the free cell farthest from its start.
 * - **Roll** (shared goal or not): rolling players move together, so a layout must be proven
 *   solvable as a whole; random free cells are tried, each player first alone, then all
 *   together, 8 layouts per player count, dropping a player (with a note) when none works.
 */

/** Layouts tried per count of rolling players before one is dropped. */
export const ROLL_LAYOUT_TRIES = 8;
/** Random cells tried per rolling player for a start (and goal) it can finish alone. */
const ROLL_CELL_TRIES = 24;

/** Starts and goals, one per player (a single goal when the players share it). */
export interface Ends {
  readonly starts: number[];
  readonly goals: number[];
  /** The plain board these ends were proven on, when they were (kept, so its proof is reused). */
  readonly board?: Board;
}

/**
 * A goal each on Step: every new player starts as far along the maze from the cells already
 * used as it can, and heads for the free cell farthest from its own start. Cells out of reach
 * of player 1's start are never used.
 *
 * @returns the ends for `players` players, or fewer when the board runs out of free cells.
 */
export function goalEach(passages: Passages, start: number, goal: number, players: number): Ends {
  const n = passages.topology.cellCount;
  const starts = [start];
  const goals = [goal];
  const reach = distancesFrom(passages, start);
  // Each cell's distance to the nearest used cell.
  const nearest = new Int32Array(n).fill(0x7fffffff);
  const use = (cell: number) => {
    const d = distancesFrom(passages, cell);
    for (let c = 0; c < n; c++) if (d[c]! >= 0 && d[c]! < nearest[c]!) nearest[c] = d[c]!;
  };
  use(start);
  use(goal);
  while (starts.length < players) {
    const s = argmax(n, (c) => (reach[c]! >= 0 && nearest[c]! > 0 ? nearest[c]! : -1));
    if (s < 0) break;
    use(s);
    const fromS = distancesFrom(passages, s);
    const g = argmax(n, (c) => (nearest[c]! > 0 ? fromS[c]! : -1));
    if (g < 0) break;
    use(g);
    starts.push(s);
    goals.push(g);
  }
  return { starts, goals };
}

/**
 * Fair race starts on Step: the board's other players start on free cells whose par (from
 * `parsFromEveryCell`, gimmicks included) equals player 1's, chosen one at a time as far along
 * the maze from the starts so far as possible. When too few free cells share player 1's par,
 * player 1 moves to the largest par that enough free cells share; when no par is shared by
 * enough, the nearest pars fill in and a note says the race is not fair. A Fixed start
 * (`fixedStart`) that moves so says in a note starting "Players:".
 *
 * @param board - the placed board with player 1 only.
 * @param fixedStart - player 1's start is the one the Fixed endpoints gave (then a move is noted).
 * @returns the starts, player 1's first (fewer than `players` only when the board runs out of
 *   cells from which the goal can be reached).
 */
export function raceStarts(
  board: Board,
  passages: Passages,
  players: number,
  proving: Proving,
  notes: string[],
  fixedStart = false,
): number[] {
  const n = passages.topology.cellCount;
  const given = board.starts[0]!;
  let start = given;
  const { stateBudget, clock } = proving;
  let pars = parsFromEveryCell(board, 0, { stateBudget, clock });
  if (pars === null) {
    // Without gimmicks' pars, fall back on plain distances to the goal: exact on a board whose
    // gimmicks never lengthen a route, and checked by the final proof either way.
    const by = clock.stoppedBy === null ? 'state budget' : clockCut(proving);
    recordCut(proving, { by, during: 'matching the race starts' });
    notes.push(
      `Players: the ${by} ran out measuring every cell’s par; starts were matched by distance along the maze.`,
    );
    pars = distancesFrom(passages, board.goals[0]!);
  }
  const taken = new Uint8Array(n);
  for (const c of occupiedCells(board)) taken[c] = 1;
  // Player 1's own start when enough free cells share its par; else (the gimmicks made pars
  // uneven) the largest par that enough free cells share, player 1 moving to one of them
  // (a rim cell first, as the race starts from the rim).
  taken[start] = 0;
  const sharing = new Map<number, number>();
  for (let c = 0; c < n; c++) {
    if (!taken[c] && pars[c]! > 0) sharing.set(pars[c]!, (sharing.get(pars[c]!) ?? 0) + 1);
  }
  let target = pars[start]!;
  if ((sharing.get(target) ?? 0) < players) {
    let best = -1;
    for (const [par, cells] of sharing) if (cells >= players && par > best) best = par;
    if (best > 0) {
      target = best;
      start = argmax(n, (c) => (!taken[c] && pars[c] === best ? (passages.isRim(c) ? 1 : 0) : -1));
      if (fixedStart) {
        notes.push(
          `Players: the fixed start (cell ${given}) has a par of ${pars[given]}, which too few free cells share for a fair race of ${players}; player 1 starts on cell ${start} instead, with a par of ${best}.`,
        );
      }
    }
  }
  const nearest = new Int32Array(n).fill(0x7fffffff);
  const use = (cell: number) => {
    const d = distancesFrom(passages, cell);
    for (let c = 0; c < n; c++) if (d[c]! >= 0 && d[c]! < nearest[c]!) nearest[c] = d[c]!;
    taken[cell] = 1;
  };
  use(start);
  const starts = [start];
  let fair = 0;
  while (starts.length < players) {
    // Equal pars first, farthest from the starts so far; then the nearest par, if need be.
    let cell = argmax(n, (c) => (!taken[c] && pars[c] === target ? nearest[c]! : -1));
    if (cell >= 0) fair++;
    else {
      // The nearest par; among equals, the cell farthest from the starts so far.
      cell = argmax(n, (c) =>
        !taken[c] && pars[c]! >= 0
          ? 1_000_000_000 - Math.abs(pars[c]! - target) * 1000 + Math.min(nearest[c]!, 999)
          : -1,
      );
    }
    if (cell < 0) break;
    use(cell);
    starts.push(cell);
  }
  const others = players - 1;
  let farthest = 0;
  for (let c = 0; c < n; c++) if (pars[c]! > farthest) farthest = pars[c]!;
  if (fair === others && others > 0 && target * 2 < farthest) {
    notes.push(
      `Players: the longest race with ${players} fair starts is ${target} steps (the farthest cell is ${farthest}); a bigger or braided board gives longer races.`,
    );
  }
  if (starts.length < players) {
    const made = starts.length;
    notes.push(
      made === 1
        ? 'Players: no other cell can reach the goal; made a maze for 1.'
        : `Players: only ${made} cells can reach the goal; made a race of ${made}.`,
    );
  } else if (fair < others) {
    notes.push(
      `Players: only ${fair} other cell${fair === 1 ? ' has' : 's have'} player 1’s par of ${target}, so the race is not fair.`,
    );
  }
  return starts;
}

/**
 * Rolling players: up to {@link ROLL_LAYOUT_TRIES} random layouts per player count, each new
 * player's start (and own goal) drawn from free cells until it can finish alone, then the whole
 * layout proven solvable together. Drops one player at a time, with a note, when no layout works.
 *
 * @returns the ends of the largest count that worked (player 1's alone when none did).
 */
export function rollingPlayers(
  passages: Passages,
  json: PassagesJSON,
  start: number,
  goal: number,
  players: number,
  sharedGoal: boolean,
  rng: Rng,
  proving: Proving,
  notes: string[],
): Ends {
  const free: number[] = [];
  for (let c = 0; c < passages.topology.cellCount; c++) {
    if (!passages.isHole(c) && c !== start && c !== goal) free.push(c);
  }
  const movement: Movement = 'roll';
  const needed = sharedGoal ? players - 1 : 2 * (players - 1);
  if (free.length < needed) {
    const fit = sharedGoal ? free.length + 1 : Math.floor(free.length / 2) + 1;
    notes.push(
      `Players: the board has room for ${fit} rolling player${fit === 1 ? '' : 's'}; made a maze for ${fit}.`,
    );
    if (fit < 2) return { starts: [start], goals: [goal] };
    return rollingPlayers(passages, json, start, goal, fit, sharedGoal, rng, proving, notes);
  }
  let proven: Board | undefined;
  // Layouts the state budget could not prove (not taken, but maybe solvable).
  let budgetCuts = 0;
  const { stateBudget, clock } = proving;
  const solvable = (starts: number[], goals: number[]) => {
    proven = plainBoard(json, starts, goals, { movement, sharedGoal });
    const v = solveBoard(proven, { stateBudget, clock });
    if (v.budgetExhausted && !v.solvable) budgetCuts++;
    return v.solvable;
  };
  // Fewer players than asked: said as what limited them.
  const fewer = (count: number): void => {
    if (clock.stoppedBy !== null) {
      const by = clockCut(proving);
      recordCut(proving, { by, during: 'laying out the rolling players' });
      notes.push(
        `Players: the ${by} ran out laying out ${players} rolling players, so the maze has ${count} and is not verified.`,
      );
    } else if (budgetCuts > 0) {
      recordCut(proving, { by: 'state budget', during: 'laying out the rolling players' });
      notes.push(
        `State budget: ran out on ${budgetCuts} of the proofs laying out ${players} rolling players, so the maze has ${count} and is not verified; a budget above ${stateBudget.toLocaleString('en')} may fit them.`,
      );
    } else {
      notes.push(
        `Players: no layout of ${players} rolling players could be solved in ${ROLL_LAYOUT_TRIES} tries; made a maze for ${count}.`,
      );
    }
  };
  for (let count = players; count > 1 && clock.stoppedBy === null; count--) {
    for (let layout = 0; layout < ROLL_LAYOUT_TRIES && clock.stoppedBy === null; layout++) {
      const starts = [start];
      const goals = [goal];
      const used = new Set([start, goal]);
      for (let p = 1; p < count; p++) {
        for (let attempt = 0; attempt < ROLL_CELL_TRIES && clock.stoppedBy === null; attempt++) {
          const s = free[rng.below(free.length)]!;
          const g = sharedGoal ? goal : free[rng.below(free.length)]!;
          if (used.has(s) || (!sharedGoal && (used.has(g) || g === s))) continue;
          if (!solvable([s], [g])) continue;
          starts.push(s);
          used.add(s);
          if (!sharedGoal) {
            goals.push(g);
            used.add(g);
          }
          break;
        }
      }
      if (starts.length === count && solvable(starts, goals)) {
        if (count < players) fewer(count);
        return { starts, goals, ...(proven ? { board: proven } : {}) };
      }
    }
  }
  fewer(1);
  return { starts: [start], goals: [goal] };
}

/** The cell with the highest score (the first on ties), or −1 when every score is negative. */
function argmax(n: number, score: (cell: number) => number): number {
  let best = -1;
  let bestScore = -1;
  for (let c = 0; c < n; c++) {
    const s = score(c);
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}
