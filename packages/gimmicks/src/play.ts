import { type SolveOptions, solveFrom } from '@knossos/solver';
import type { Topology } from '@knossos/topology';
import type { Board } from './board.js';
import { GimmicksError } from './errors.js';
import { problemAt } from './play-problem.js';
import { checkPlayer } from './problems.js';
import { isRace, nextTurn } from './race.js';
import { canRollOn, HOME, rollAll, rollDirections, rollVector } from './roll.js';
import { type BlockReason, goalOpenWith, type Rules, rulesOf, stepThrough } from './rules.js';

/**
 * A game in progress, as plain data. Per player: where it stands ({@link HOME} once home) and
 * what it holds, as bits (key colour `k` is bit `k` of `keys`, gem `g` bit `g` of `gems`, switch
 * channel `c` bit `c` of `flips` when flipped an odd number of times). On Roll boards players
 * share what they hold, so every player's entries are the same.
 */
export interface Play {
  /** Each player's cell, or {@link HOME} (−1) once home. */
  readonly positions: readonly number[];
  /** Keys held, per player. */
  readonly keys: readonly number[];
  /** Gems held, per player. */
  readonly gems: readonly number[];
  /** Switch channels flipped an odd number of times, per player. */
  readonly flips: readonly number[];
  /**
   * In a race ({@link isRace}) played in turns (`newGame(board, { turns: true })`): the player
   * whose turn it is, 0 to players − 1, or −1 once everyone is home. Absent otherwise: then any
   * player may step at any time (as the solver's player-by-player solutions do).
   */
  readonly turn?: number;
}

/**
 * Every player on its start, holding nothing. With `turns` on a race ({@link isRace}), player 0
 * to move and the players held to turns (`turn` 0); otherwise any player may step when it likes.
 */
export function newGame(board: Board, options: { turns?: boolean } = {}): Play {
  const rules = rulesOf(board);
  const zeros = Array.from({ length: rules.players }, () => 0);
  const play = { positions: [...board.starts], keys: zeros, gems: [...zeros], flips: [...zeros] };
  return options.turns === true && isRace(board) ? { ...play, turn: 0 } : play;
}

/** Readable sentences for each {@link BlockReason}. */
const MESSAGES: Readonly<Record<BlockReason, string>> = {
  wall: 'A wall is in the way.',
  'locked-door': 'The door is locked: find its key first.',
  'shut-gate': 'The gate is shut: a switch of its colour opens it.',
  'one-way': 'That side is one-way, and this is the wrong way through it.',
  trap: 'That cell is a trap.',
  'not-adjacent': 'That cell is not next to the player (nor across a tunnel or stairs).',
  home: 'That player is already home.',
};

/** Why {@link tryStep} refused: a rule of the board, or (in a race) `turn`, another's turn. */
export type StepRefusal = BlockReason | 'turn';

/** A step {@link tryStep} allowed. */
export interface StepTaken {
  /** Always `true`. */
  readonly ok: true;
  /** The play after the step. */
  readonly play: Play;
  /** The step brought the player home. */
  readonly home: boolean;
}

/** A step {@link tryStep} refused. */
export interface StepRefused {
  /** Always `false`. */
  readonly ok: false;
  /** Why, as a code. */
  readonly reason: StepRefusal;
  /** Why, as a sentence for players. */
  readonly message: string;
}

/** What {@link tryStep} did: the new play, or why the step is not allowed. */
export type StepResult = StepTaken | StepRefused;

/** A direction on the board, as a unit vector. */
export interface Vector {
  /** Rightwards part. */
  readonly x: number;
  /** Upwards part. */
  readonly y: number;
}

/**
 * Moves one Step player one cell: to a neighbour through an open side, to the far end of a
 * tunnel, or up or down stairs. Portals, pickups, switches and getting home happen as the
 * rules say. `play` is not changed; the result holds the new play. In a race played in turns
 * (`play.turn` set) only the player whose turn it is may step (any other is refused with reason
 * `turn`), and after each step the turn passes to the next player not home.
 *
 * @param toCell - the cell stepped to (for a portal, the portal's own cell).
 * @returns `{ ok: true, play, home }` or `{ ok: false, reason, message }`.
 * @throws {@link GimmicksError} for a player that does not exist, or on a Roll board.
 */
export function tryStep(board: Board, play: Play, player: number, toCell: number): StepResult {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  if (board.movement !== 'step')
    throw new GimmicksError('movement', 'players roll on this board: use roll');
  const refuse = (reason: BlockReason): StepResult => ({
    ok: false,
    reason,
    message: MESSAGES[reason],
  });
  const cell = play.positions[player]!;
  if (cell === HOME) return refuse('home');
  const turn = isRace(board) ? play.turn : undefined;
  if (turn !== undefined && turn !== player) {
    return {
      ok: false,
      reason: 'turn',
      message: `It is player ${turn + 1}'s turn: in a race the players step in turn.`,
    };
  }
  const inv = { keys: play.keys[player]!, gems: play.gems[player]!, flips: play.flips[player]! };
  let firstReason: BlockReason | null = null;
  for (let s = 0; s < rules.topology.slotCount(cell); s++) {
    const side = cell * rules.maxSlots + s;
    const leadsThere =
      rules.across[side] === toCell ||
      (rules.across[side]! < 0 && rules.topology.neighbor(cell, s) === toCell);
    if (!leadsThere) continue;
    const next = stepThrough(rules, cell, s, inv);
    if (typeof next === 'string') {
      firstReason ??= next;
      continue;
    }
    const home = next.cell === rules.goalOf[player] && goalOpenWith(rules, next.inv.gems);
    const with_ = <T>(list: readonly T[], value: T) =>
      list.map((v, p) => (p === player ? value : v));
    const positions = with_(play.positions, home ? HOME : next.cell);
    const after = {
      positions,
      keys: with_(play.keys, next.inv.keys),
      gems: with_(play.gems, next.inv.gems),
      flips: with_(play.flips, next.inv.flips),
    };
    const passed = turn === undefined ? after : { ...after, turn: nextTurn(positions, player) };
    return { ok: true, home, play: passed };
  }
  return refuse(firstReason ?? 'not-adjacent');
}

/** Whether {@link tryStep} would allow the step. */
export function isLegalStep(board: Board, play: Play, player: number, toCell: number): boolean {
  return tryStep(board, play, player, toCell).ok;
}

/** What {@link roll} did. */
export interface RollResult {
  /** The play after the roll (equal to the one before when trapped or nobody moved). */
  readonly after: Play;
  /** Some player moved. */
  readonly moved: boolean;
  /** Someone rolled onto a trap, so the roll failed and nothing changed. */
  readonly trapped: boolean;
}

/**
 * Rolls every player the way `dir` (see the Roll rule in the README). `play` is not changed.
 *
 * @param dir - a direction 0 to {@link directionCount} − 1, numbered as the grid's slots.
 * @param trails - when given, `trails[p]` receives every cell player `p` passes, for animation.
 * @throws {@link GimmicksError} on a Step board or for a direction out of range.
 */
export function roll(board: Board, play: Play, dir: number, trails?: number[][]): RollResult {
  const rules = rulesOf(board);
  if (board.movement !== 'roll')
    throw new GimmicksError('movement', 'players step on this board: use tryStep');
  const out = rollAll(
    rules,
    {
      positions: [...play.positions],
      keys: play.keys[0]!,
      gems: play.gems[0]!,
      flips: play.flips[0]!,
    },
    dir,
    trails,
  );
  const shared = (value: number) => play.positions.map(() => value);
  return {
    after: {
      positions: out.after.positions,
      keys: shared(out.after.keys),
      gems: shared(out.after.gems),
      flips: shared(out.after.flips),
    },
    moved: out.moved,
    trapped: out.trapped,
  };
}

/** Every player is home. */
export function isSolved(board: Board, play: Play): boolean {
  rulesOf(board);
  return play.positions.every((cell) => cell === HOME);
}

/** Whether players can roll on a board of this spec: one-floor square and hex boards. */
export function canRoll(grid: { kind: string; floors?: number }): boolean {
  return canRollOn(grid.kind, grid.floors ?? 1);
}

/** How many roll directions a grid kind has: 4 on square boards, 6 on hex, 0 on the others. */
export function directionCount(grid: { kind: string }): number {
  return rollDirections(grid.kind);
}

/**
 * A roll direction as a unit vector on the board (x right, y up): the way from a cell's centre
 * through its side `dir`.
 */
export function direction(topology: Topology, dir: number): Vector {
  const count = canRoll(topology.spec) ? directionCount(topology.spec) : 0;
  if (!Number.isInteger(dir) || dir < 0 || dir >= count) {
    throw new GimmicksError('dir', `must be a direction 0–${count - 1} (got ${dir})`);
  }
  const [x, y] = rollVector(topology.spec.kind as 'square' | 'hex', dir);
  return { x, y };
}

/** A hint: the first move of a best way on. */
export interface PlayHint {
  /**
   * `move` when found; `solved` when home already; `stuck` when it can no longer finish;
   * `budget` or `time` when not proven (the state budget or the time limit ran out first).
   */
  readonly status: 'move' | 'solved' | 'stuck' | 'budget' | 'time';
  /** Step: the cell to step to. Roll: the direction to roll. −1 when there is none. */
  readonly move: number;
  /** Moves still needed from here (this player's on Step, everyone's on Roll), −1 when not known. */
  readonly par: number;
}

/**
 * The first move of a best way on from this position, by the same search the verdict used.
 *
 * @param budget - the solver's state budget (default 500,000).
 * @param timeMs - the search's time limit in milliseconds, ≥ 0 (default: none), for a game
 *   that must answer within a frame budget.
 */
export function hint(
  board: Board,
  play: Play,
  player = 0,
  budget = 500_000,
  timeMs?: number,
): PlayHint {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  const options: SolveOptions = {
    stateBudget: budget,
    ...(timeMs === undefined ? {} : { timeMs }),
  };
  const at = problemAt(board, play, player);
  if (at === null) return { status: 'solved', move: -1, par: 0 };
  const h = solveFrom(at.problem, at.problem.initial as number, options);
  if (at.kind === 'roll') return { status: h.status, move: h.move, par: h.par };
  const { cell } = at;
  const move = h.status === 'move' ? stepTarget(rules, cell, h.move) : -1;
  return { status: h.status, move, par: h.par };
}

function stepTarget(rules: Rules, cell: number, slot: number): number {
  return rules.across[cell * rules.maxSlots + slot]!;
}
