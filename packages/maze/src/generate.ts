import {
  addHoles,
  addLoops,
  addRooms,
  braid,
  carve,
  distancesFrom,
  farthestPair,
  facts as mazeFacts,
  type Passages,
  weave,
} from '@knossos/carving';
import {
  type Board,
  type BoardVerdict,
  canRoll,
  placeGimmicks,
  plainBoard,
  routeCoverage,
  solveBoard,
} from '@knossos/gimmicks';
import { createRng, freshSeed } from '@knossos/random';
import { mazeScore, mazeStars } from '@knossos/rating';
import {
  type BuiltinShape,
  builtinMask,
  connectPieces,
  createTopology,
  cutToShape,
  maskFromRows,
  maskFromText,
  type ShapeMask,
  type Topology,
  type TopologySpec,
} from '@knossos/topology';
import { outerWall } from './outer-wall.js';
import { goalEach, raceStarts, rollingPlayers } from './players.js';
import {
  clockCut,
  type GenerateOptions,
  type MazeCut,
  type Proving,
  provingFor,
  recordCut,
} from './proving.js';
import { clampSettings, type MazeSettings } from './settings.js';

/** What solving a maze proved, with its rating. */
export interface MazeVerdict extends BoardVerdict {
  /**
   * False only for a race (Step, several players, one shared goal) whose players' pars differ or
   * that is not proven solvable; true otherwise.
   */
  readonly fair: boolean;
  /** Stars, 1–5 (0 when not proven solvable), from `@knossos/rating`. */
  readonly difficulty: number;
  /** The score the stars come from; −1 when not proven solvable. */
  readonly score: number;
  /** Player 1's cells along a best solution, start first. */
  readonly solution: readonly number[];
}

/** Facts about a maze's shape and its best solution. */
export interface MazeFacts {
  /** Playable cells with one open side. */
  readonly deadEnds: number;
  /** Playable cells with three or more open sides. */
  readonly junctions: number;
  /** Independent loops: open sides − cells + pieces. */
  readonly loops: number;
  /** Steps on player 1's shortest route through the bare maze (gimmicks aside). */
  readonly solutionLength: number;
  /** Forks on that route: cells of it with a way off it. */
  readonly decisions: number;
  /**
   * Forks whose wrong way runs 3 or more cells deep, so the dead end cannot be seen at a glance
   * (the rating's "real decisions").
   */
  readonly realDecisions: number;
  /** The share of playable cells the best solution passes (all players' routes), 0–1. */
  readonly coverage: number;
  /** Doors and switches' first gates player 1 could walk around through the bare maze. */
  readonly shortcuts: number;
}

/** One side of a cell, numbered as `@knossos/topology` numbers slots. */
export interface Side {
  /** The cell. */
  readonly cell: number;
  /** The side (slot) of the cell. */
  readonly slot: number;
}

/** A generated maze: plain, serialisable data. */
export interface MazeData {
  /** The board: passages, players, gimmicks, movement. */
  readonly board: Board;
  /**
   * Open border: the sides of the outer wall cut open, player 1's entrance at its start first,
   * then the exit at its goal (empty when the border is closed). Drawings leave a gap there;
   * the rules ignore them (players never leave the board).
   */
  readonly entrances: readonly Side[];
  /** The proof and rating. */
  readonly verdict: MazeVerdict;
  /** Facts about the maze. */
  readonly facts: MazeFacts;
  /** The settings used (clamped), with the seed that was used. */
  readonly settings: MazeSettings;
  /** The seed used: `generate` with these settings and seed gives this maze again. */
  readonly seed: string;
  /** One sentence per adjustment, each starting with what it is about. */
  readonly notes: readonly string[];
  /**
   * Present when a limit (the state budget, the time limit or the signal) cut a proof short
   * during generation, so what was asked may have fitted with more: the maze is not verified
   * against its request (see `shortfalls`), and a note says what ran out. Absent otherwise.
   */
  readonly cut?: MazeCut;
}

/**
 * Generates one maze from exactly these settings and seed (no retries: see the verified
 * generation for that): board, shape, carving, braid, loops, rooms, weave, endpoints, players,
 * gimmicks, proof, facts and rating, in the order of the design's pipeline. The same settings
 * and seed always give the same maze; an empty seed is replaced by a fresh one, stored on the
 * result. Settings are clamped first ({@link clampSettings}), and every adjustment is a note.
 *
 * When a proof runs out of state budget or time, generation never lowers a count in silence:
 * the maze comes back with `cut` set and a note naming what ran out (see {@link MazeData.cut}).
 *
 * @param input - any settings; see {@link MazeSettings}.
 * @param options - a time limit or signal for the call (see {@link GenerateOptions}).
 * @throws the signal's reason when `options.signal` aborted; {@link MazeError} (field `signal`)
 *   when it is not an AbortSignal.
 */
export function generate(
  input: Partial<MazeSettings> | unknown = {},
  options: GenerateOptions | null = {},
): MazeData {
  const { settings: clamped, notes } = clampSettings(input);
  options?.signal?.throwIfAborted?.();
  const proving = provingFor(clamped.stateBudget, options, notes);
  const maze = generateWithin(clamped, notes, proving);
  options?.signal?.throwIfAborted?.();
  return maze;
}

/** {@link generate} once the settings are clamped and the limits known. */
function generateWithin(clamped: MazeSettings, notes: string[], proving: Proving): MazeData {
  const seed = clamped.seed === '' ? freshSeed() : clamped.seed;
  const settings: MazeSettings = { ...clamped, seed };
  const rng = createRng(`maze:${seed}`);

  // Board.
  const floors = settings.floors;
  const spec: TopologySpec =
    settings.grid === 'circular'
      ? { kind: 'circular', rings: settings.rings, firstRing: settings.firstRing, floors }
      : { kind: settings.grid, width: settings.width, height: settings.height, floors };
  const topology = createTopology(spec);
  const shaped = settings.shape === 'none' ? undefined : shapeCells(topology, settings, notes);

  // Carving.
  let cut = settings.holes > 0 ? addHoles(topology, settings.holes, rng, shaped) : null;
  if (cut && countOf(cut.playable) < 2) {
    notes.push('Holes: they would leave fewer than two cells; none were cut.');
    cut = null;
  }
  if (cut) notes.push(...cut.notes);
  const playable = cut?.playable ?? shaped;
  const passages = carve(topology, settings.algorithm, rng, {
    ...(playable ? { playable } : {}),
    ...(settings.algorithm === 'growing-tree' ? { branchiness: settings.branchiness } : {}),
    ...(floors > 1 ? { stairs: settings.stairs } : {}),
  });
  if (settings.rooms > 0) addRooms(passages, settings.rooms, settings.roomSize, rng);
  if (settings.braid > 0) braid(passages, settings.braid, rng);
  if (settings.loops > 0) addLoops(passages, settings.loops, rng);
  if (settings.weave > 0) {
    if (settings.grid === 'square' && floors === 1) {
      weave(passages, settings.weave, rng);
    } else {
      notes.push('Weave crossings: only square boards of one floor weave; none were added.');
    }
  }
  notes.push(...passages.notes);

  // Endpoints and players.
  const race = settings.players > 1 && settings.sharedGoal;
  const ends = race
    ? raceEnds(passages, topology, settings, notes)
    : endpoints(passages, topology, settings, notes);
  let movement = settings.movement;
  if (movement === 'roll' && !canRoll(topology.spec)) {
    notes.push(
      `Movement: Roll needs a one-floor square or hex board; this ${settings.grid} board with ${floors} floor${floors > 1 ? 's' : ''} uses Step.`,
    );
    movement = 'step';
  }
  const json = passages.toJSON();
  const budget = { stateBudget: settings.stateBudget, clock: proving.clock };
  // Board objects are kept once proven: the solver remembers each one's proof, so placement
  // does not prove the same plain board again.
  let plain = plainBoard(json, [ends.start], [ends.goal], { movement });
  const rolls = movement === 'roll' ? solveBoard(plain, budget) : null;
  if (rolls !== null && !rolls.solvable) {
    const advice =
      settings.braid < 1
        ? 'raise Braid, or tune the settings (Auto)'
        : 'try another seed (generateVerified does), or a board with open rooms';
    const by = rolls.timedOut ? clockCut(proving) : rolls.budgetExhausted ? 'state budget' : null;
    if (by !== null) recordCut(proving, { by, during: 'proving the board rolls' });
    notes.push(
      by === null
        ? `Movement: no start rolls into the goal on this board, so the maze uses Step; ${advice}.`
        : `Movement: the ${by} ran out proving the board rolls into the goal, so the maze uses Step and is not verified.`,
    );
    movement = 'step';
    plain = plainBoard(json, [ends.start], [ends.goal], { movement });
  }
  if (settings.players > 1 && movement === 'roll') {
    const { start, goal } = ends;
    const { sharedGoal } = settings;
    const players = settings.players;
    const made = rollingPlayers(
      passages,
      json,
      start,
      goal,
      players,
      sharedGoal,
      rng,
      proving,
      notes,
    );
    plain = made.board ?? plain;
  } else if (settings.players > 1 && !race) {
    const made = goalEach(passages, ends.start, ends.goal, settings.players);
    if (made.starts.length < settings.players) {
      notes.push(
        `Players: the board has room for ${made.starts.length} players with a start and goal each; made a maze for ${made.starts.length}.`,
      );
    }
    plain = plainBoard(json, made.starts, made.goals, { movement, sharedGoal: false });
  }

  // Gimmicks, then the proof (placement proves the board after every type). A race's other
  // players start where their real par, gimmicks included, equals player 1's.
  const placed = placeGimmicks(
    plain,
    {
      portals: settings.portals,
      keys: settings.keys,
      switches: settings.switches,
      gatesPerSwitch: settings.gatesPerSwitch,
      gems: settings.gems,
      oneWays: settings.oneWays,
      traps: settings.traps,
      shortcutDoors: settings.shortcutDoors,
      noSoftLocks: settings.noSoftLocks,
      minCoverage: settings.minCoverage,
      stateBudget: settings.stateBudget,
    },
    rng,
    { clock: proving.clock },
  );
  notes.push(...placed.notes);
  recordCut(proving, placed.cut);
  let board = placed.board;
  let v = placed.verdict;
  let coverage = placed.coverage;
  if (race && movement === 'step') {
    const starts = raceStarts(board, passages, settings.players, proving, notes);
    board = { ...board, starts };
    v = solveBoard(board, budget);
    coverage = routeCoverage(board, v);
  }
  if (v.timedOut) recordCut(proving, { by: clockCut(proving), during: 'proving the maze' });
  for (const note of v.notes) if (!notes.includes(note)) notes.push(note);
  const entrances = settings.openBorder ? cutEntrances(passages, board, notes) : [];

  // Facts and rating.
  const cutShort = proving.cut === null ? {} : { cut: proving.cut };
  return {
    board,
    entrances,
    ...stamp(board, passages, v, coverage),
    settings,
    seed,
    notes,
    ...cutShort,
  };
}

/**
 * The verdict with its rating, and the facts, for a board and what solving it proved.
 * @internal
 */
export function stamp(
  board: Board,
  passages: Passages,
  v: BoardVerdict,
  coverage: number,
): { verdict: MazeVerdict; facts: MazeFacts } {
  const shape = mazeFacts(passages);
  const route = v.routes[0] ?? [];
  // As the reference counts them: on player 1's shortest route through the bare maze.
  const goal = board.goals[0]!;
  // On a Step board without gimmicks the proof's route already is such a route.
  const plainStep =
    board.movement === 'step' &&
    board.keys.length + board.doors.length + board.gates.length + board.switches.length === 0 &&
    board.gems.length + board.traps.length + board.oneWays.length + board.portals.length === 0;
  const bare = plainStep && v.solvable ? route : bareRoute(passages, board.starts[0]!, goal);
  const { decisions, realDecisions } = decisionsAlong(passages, bare);
  const scoreInput = {
    movement: board.movement,
    solvable: v.solvable,
    par: v.solvable ? Math.max(...v.playerPars) : 0,
    realDecisions,
    keys: board.keys.length,
    gems: board.gems.length,
    portalPairs: board.portals.length,
    oneWaySides: board.oneWays.length,
  } as const;
  const race = board.movement === 'step' && board.sharedGoal && board.starts.length > 1;
  const fair = !race || (v.solvable && v.playerPars.every((par) => par === v.playerPars[0]));
  return {
    verdict: {
      ...v,
      fair,
      difficulty: mazeStars(scoreInput),
      score: mazeScore(scoreInput) ?? -1,
      solution: route,
    },
    facts: {
      deadEnds: shape.deadEnds,
      junctions: shape.junctions,
      loops: shape.loops,
      solutionLength: Math.max(0, bare.length - 1),
      decisions,
      realDecisions,
      coverage,
      shortcuts: shortcutsOf(passages, board),
    },
  };
}

/**
 * The cells inside the shape asked for (a built-in outline, the word in the built-in font, or
 * mask rows), fitted to the board at the fill asked for; pieces joined by the shortest bridges
 * (`connectPieces`) or only the largest kept. A shape that cannot be made (unknown characters,
 * empty rows, fewer than two cells inside) leaves the whole board, with a note.
 */
function shapeCells(
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): Uint8Array | undefined {
  let mask: ShapeMask;
  try {
    mask =
      settings.shape === 'text'
        ? maskFromText(settings.shapeText)
        : settings.shape === 'custom'
          ? maskFromRows(settings.shapeMask)
          : builtinMask(settings.shape as BuiltinShape);
  } catch (error) {
    notes.push(`Shape: ${(error as Error).message}; the whole board was used.`);
    return undefined;
  }
  const cut = cutToShape(topology, mask, settings.shapeFill);
  notes.push(...cut.notes);
  if (cut.playableCount < 2) {
    notes.push(
      'Shape: fewer than two cells fall inside it on this board; the whole board was used.',
    );
    return undefined;
  }
  if (cut.pieces.length <= 1) return cut.playable;
  if (settings.connectPieces) {
    const joined = connectPieces(topology, cut.playable);
    notes.push(
      `Shape: ${cut.pieces.length} pieces joined by ${joined.bridges} bridge${joined.bridges === 1 ? '' : 's'} of ${joined.added.length} cell${joined.added.length === 1 ? '' : 's'}.`,
    );
    return joined.playable;
  }
  if (cut.pieces[0]!.length < 2) {
    notes.push(
      `Shape: ${cut.pieces.length} pieces of one cell each; the whole board was used (turn on Connect pieces to join them).`,
    );
    return undefined;
  }
  const largest = new Uint8Array(topology.cellCount);
  for (const c of cut.pieces[0]!) largest[c] = 1;
  notes.push(
    `Shape: ${cut.pieces.length} pieces; kept the largest (${cut.pieces[0]!.length} cells).`,
  );
  return largest;
}

/** How many cells a mask marks. */
function countOf(mask: ArrayLike<number>): number {
  let count = 0;
  for (let c = 0; c < mask.length; c++) if (mask[c]) count++;
  return count;
}

/**
 * The start and goal for the endpoints setting: the farthest pair (both on the rim when the
 * border is open); the cell nearest the centre and the rim cell farthest from it along the maze
 * (centre out, or the other way round); or the two cells given, when they are two different
 * playable cells (else the farthest pair, with a note).
 */
function endpoints(
  passages: Passages,
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): { start: number; goal: number } {
  const farthest = () => {
    if (settings.openBorder) {
      const pair = farthestRimPair(passages);
      if (pair) return pair;
    }
    const pair = farthestPair(passages)!;
    return { start: pair.a, goal: pair.b };
  };
  switch (settings.endpoints) {
    case 'fixed': {
      const { start, goal } = settings;
      if (isPlayable(passages, start) && isPlayable(passages, goal) && start !== goal) {
        return { start, goal };
      }
      notes.push(
        `Start / goal: cells ${start} and ${goal} are not two different playable cells; used the farthest pair.`,
      );
      return farthest();
    }
    case 'center-out':
    case 'outside-in': {
      const middle = middleCell(passages, topology);
      const rim = farthestRimFrom(passages, middle);
      if (rim < 0) return farthest();
      return settings.endpoints === 'center-out'
        ? { start: middle, goal: rim }
        : { start: rim, goal: middle };
    }
    default:
      return farthest();
  }
}

/**
 * The start and goal of a race: everyone heads for the cell nearest the centre (or the Fixed
 * goal), and player 1 starts on the rim cell farthest from it along the maze (or the Fixed
 * start). The other players' starts come after the gimmicks (see `raceStarts`).
 */
function raceEnds(
  passages: Passages,
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): { start: number; goal: number } {
  if (settings.endpoints === 'fixed') {
    const { start, goal } = settings;
    if (isPlayable(passages, start) && isPlayable(passages, goal) && start !== goal) {
      return { start, goal };
    }
    notes.push(
      `Start / goal: cells ${start} and ${goal} are not two different playable cells; the race runs from the rim to the centre.`,
    );
  }
  // Player 1 starts as far out as possible where enough cells lie as far from the goal for
  // everyone to start fairly (the gimmicks may still change pars; the other starts are matched
  // to the real pars after placement), on the rim when there is such a cell.
  const goal = middleCell(passages, topology);
  const dist = distancesFrom(passages, goal);
  const atDistance = new Map<number, number>();
  for (const d of dist) if (d > 0) atDistance.set(d, (atDistance.get(d) ?? 0) + 1);
  let far = 0;
  let farthestFound = 0;
  for (const [d, cells] of atDistance) {
    farthestFound = Math.max(farthestFound, d);
    if (cells >= settings.players && d > far) far = d;
  }
  if (far === 0) far = farthestFound;
  let start = -1;
  for (let c = 0; c < dist.length; c++) {
    if (dist[c] !== far) continue;
    if (start < 0 || (passages.isRim(c) && !passages.isRim(start))) start = c;
  }
  return { start, goal };
}

function isPlayable(passages: Passages, cell: number): boolean {
  return (
    Number.isInteger(cell) &&
    cell >= 0 &&
    cell < passages.topology.cellCount &&
    !passages.isHole(cell)
  );
}

/** The playable cell of the ground floor nearest the middle of its playable cells. */
function middleCell(passages: Passages, topology: Topology): number {
  const n = topology.cellCount;
  const ground = (c: number) => !passages.isHole(c) && topology.floorOf(c) === 0;
  let sx = 0;
  let sy = 0;
  let count = 0;
  for (let c = 0; c < n; c++) {
    if (!ground(c)) continue;
    const p = topology.center(c);
    sx += p.x;
    sy += p.y;
    count++;
  }
  let middle = -1;
  let best = Number.POSITIVE_INFINITY;
  for (let c = 0; c < n; c++) {
    if (!ground(c)) continue;
    const p = topology.center(c);
    const d = (p.x - sx / count) ** 2 + (p.y - sy / count) ** 2;
    if (d < best) {
      best = d;
      middle = c;
    }
  }
  return middle;
}

/**
 * The cell on the outer wall (next to the border, or to a hole that is part of the outside)
 * farthest from `from` along the maze; −1 if none.
 */
function farthestRimFrom(
  passages: Passages,
  from: number,
  side = outerWall(passages).side,
): number {
  const dist = distancesFrom(passages, from);
  let rim = -1;
  for (let c = 0; c < dist.length; c++) {
    if (dist[c]! > 0 && side[c]! >= 0 && (rim < 0 || dist[c]! > dist[rim]!)) rim = c;
  }
  return rim;
}

/**
 * The two rim cells farthest apart along the maze, by two sweeps (exact on a perfect maze, where
 * distances form a tree metric; a close pair on a braided one); `null` with fewer than two.
 */
function farthestRimPair(passages: Passages): { start: number; goal: number } | null {
  const { side } = outerWall(passages);
  const any = side.findIndex((s) => s >= 0);
  if (any < 0) return null;
  const a = farthestRimFrom(passages, any, side);
  const b = a < 0 ? -1 : farthestRimFrom(passages, a, side);
  return a < 0 || b < 0 ? null : { start: a, goal: b };
}

/**
 * Open border: a side of the outer wall cut open at player 1's start (the entrance) and goal
 * (the exit), where they are on the rim: a side off the board first, else a side into a hole
 * or outside the shape. A start or goal off the rim gets none, with a note.
 */
function cutEntrances(passages: Passages, board: Board, notes: string[]): Side[] {
  const { side } = outerWall(passages);
  const cut: Side[] = [];
  const ends: [string, number][] = [
    ['start', board.starts[0]!],
    ['goal', board.goals[0]!],
  ];
  for (const [what, cell] of ends) {
    const slot = side[cell]!;
    if (slot >= 0) cut.push({ cell, slot });
    else
      notes.push(
        `Open border: the ${what} (cell ${cell}) is not on the outer wall, so it has no opening.`,
      );
  }
  return cut;
}

/**
 * Doors and switches' first gates a player can walk around: sides whose closing alone still
 * leaves player 1's goal reachable from its start through the bare maze.
 */
function shortcutsOf(passages: Passages, board: Board): number {
  const sides: Side[] = [...board.doors];
  const firstGate = new Set<number>();
  for (const gate of board.gates) {
    if (firstGate.has(gate.channel)) continue;
    firstGate.add(gate.channel);
    sides.push(gate);
  }
  const t = passages.topology;
  let count = 0;
  for (const side of sides) {
    const other = passages.across(side.cell, side.slot);
    const blocked = (a: number, b: number) =>
      (a === side.cell && b === other) || (a === other && b === side.cell);
    const seen = new Uint8Array(t.cellCount);
    const queue = [board.starts[0]!];
    seen[queue[0]!] = 1;
    for (let head = 0; head < queue.length; head++) {
      const cell = queue[head]!;
      for (let s = 0; s < t.slotCount(cell); s++) {
        const next = passages.across(cell, s);
        if (next < 0 || seen[next] || blocked(cell, next)) continue;
        seen[next] = 1;
        queue.push(next);
      }
    }
    if (seen[board.goals[0]!]) count++;
  }
  return count;
}

/**
 * A shortest route through the bare maze (open sides, tunnels and stairs; gimmicks aside) from
 * `start` to `goal`, start first; empty when the goal cannot be reached. Where several are
 * shortest, each step takes the lowest slot that keeps to one.
 */
function bareRoute(passages: Passages, start: number, goal: number): number[] {
  const toGoal = distancesFrom(passages, goal);
  if (toGoal[start]! < 0) return [];
  const t = passages.topology;
  const route = [start];
  for (let at = start; at !== goal; ) {
    let next = -1;
    for (let slot = 0; slot < t.slotCount(at) && next < 0; slot++) {
      const there = passages.across(at, slot);
      if (there >= 0 && toGoal[there] === toGoal[at]! - 1) next = there;
    }
    route.push(next);
    at = next;
  }
  return route;
}

/**
 * @internal Forks along a route: cells of the route (not its ends) with an open side leading off it, and
 * of those the ones where a way off runs 3 or more cells deep before it ends (measured without
 * passing back through the fork).
 */
export function decisionsAlong(
  passages: Passages,
  route: readonly number[],
): { decisions: number; realDecisions: number } {
  const t = passages.topology;
  const onRoute = new Uint8Array(t.cellCount);
  for (const c of route) onRoute[c] = 1;
  const scratch = { seen: new Int32Array(t.cellCount), queue: new Int32Array(8), mark: 0 };
  let decisions = 0;
  let realDecisions = 0;
  for (let i = 0; i + 1 < route.length; i++) {
    const fork = route[i]!;
    let off = false;
    let deep = false;
    for (let s = 0; s < t.slotCount(fork); s++) {
      const next = passages.across(fork, s);
      if (next < 0 || onRoute[next]) continue;
      off = true;
      if (!deep) deep = depthAtLeast(passages, fork, next, 3, scratch);
    }
    if (off) decisions++;
    if (deep) realDecisions++;
  }
  return { decisions, realDecisions };
}

/**
 * Whether the cells reachable from `first` without passing `fork` reach `depth` steps away: a
 * breadth-first search that stops at that depth (so it never holds more than the cells within
 * it). `scratch.seen` marks visited cells with the search's own number, so it is never cleared.
 */
function depthAtLeast(
  passages: Passages,
  fork: number,
  first: number,
  depth: number,
  scratch: { seen: Int32Array; queue: Int32Array; mark: number },
): boolean {
  const t = passages.topology;
  const mark = ++scratch.mark;
  const { seen } = scratch;
  seen[fork] = mark;
  seen[first] = mark;
  // Cells and their depths, side by side.
  let queue = scratch.queue;
  queue[0] = first;
  queue[1] = 1;
  let tail = 2;
  for (let head = 0; head < tail; head += 2) {
    const cell = queue[head]!;
    const d = queue[head + 1]!;
    if (d >= depth) return true;
    for (let s = 0; s < t.slotCount(cell); s++) {
      const next = passages.across(cell, s);
      if (next < 0 || seen[next] === mark) continue;
      seen[next] = mark;
      if (tail + 2 > queue.length) {
        const grown = new Int32Array(queue.length * 2);
        grown.set(queue);
        queue = grown;
        scratch.queue = grown;
      }
      queue[tail++] = next;
      queue[tail++] = d + 1;
    }
  }
  return false;
}
