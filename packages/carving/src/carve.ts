import type { Rng } from '@knossos/random';
import { isTopology, type Topology } from '@knossos/topology';
import { growingTree } from './algorithms/growing-tree.js';
import { huntAndKill } from './algorithms/hunt-and-kill.js';
import { kruskal } from './algorithms/kruskal.js';
import { prim, primCapped } from './algorithms/prim.js';
import { recursiveBacktracker } from './algorithms/recursive-backtracker.js';
import { wilson } from './algorithms/wilson.js';
import { CarvingError } from './errors.js';
import {
  type Algorithm,
  buildGraph,
  type CarveGraph,
  Carver,
  type Scratch,
  scratchOf,
} from './graph.js';
import { createPassages, type Passages } from './passages.js';
import { clampSetting } from './settings.js';

/** The carving algorithms. */
export type CarveAlgorithm =
  | 'recursive-backtracker'
  | 'prim'
  | 'kruskal'
  | 'wilson'
  | 'hunt-and-kill'
  | 'growing-tree';

/** Every carving algorithm's name. */
export const CARVE_ALGORITHMS: readonly CarveAlgorithm[] = [
  'recursive-backtracker',
  'prim',
  'kruskal',
  'wilson',
  'hunt-and-kill',
  'growing-tree',
];

const ALGORITHMS: Readonly<Record<CarveAlgorithm, Algorithm>> = {
  'recursive-backtracker': recursiveBacktracker,
  prim,
  kruskal,
  wilson,
  'hunt-and-kill': huntAndKill,
  'growing-tree': growingTree,
};

/** Options for {@link carve}. */
export interface CarveOptions {
  /**
   * One value per cell: non-zero for a playable cell, 0 for a hole (for example a shape's
   * `playable` from `cutToShape`). Default: every cell is playable.
   */
  playable?: ArrayLike<number>;
  /**
   * Growing tree only: the chance, 0–1 (default 0.5), of carving from a random active cell
   * instead of the newest. 0 gives long winding corridors, 1 short bushy ones. Clamped, with a
   * note.
   */
  branchiness?: number;
  /**
   * Boards with floors: stairs between each pair of floors, 1–4 (default 1). Clamped, with a
   * note.
   */
  stairs?: number;
  /**
   * The cell growth starts from, in `[0, cellCount)`. It is used for the piece it belongs to;
   * other pieces (and every piece when it is absent) start at a random cell. A root that is not
   * a playable cell is ignored, with a note.
   */
  root?: number;
  /**
   * Prim only: the most open sides a cell may get, 1 up to the grid's slot count (default: no
   * limit). Netwalk uses 3 to grow trees without four-way crosses. On square and torus boards a
   * cap of 3 never strands a cell (a stranded group would have to be ringed by cells at the cap,
   * and that ring would be a loop); where a cap would strand cells the growth goes past it for
   * them, with a note. Clamped, with a note.
   */
  maxDegree?: number;
}

/**
 * Carves a perfect maze (exactly one route between any two playable cells) over a board.
 *
 * Every algorithm is iterative (no recursion, so no depth limit), works on every grid, and skips
 * holes. On a board with floors each floor is carved as its own maze; then, between each pair of
 * floors, the first stair goes where the lower floor's maze is farthest from the stair that
 * arrived on it (on the ground floor: from one end of its longest route), and each further stair
 * goes to a random cell and adds one loop.
 *
 * When the playable cells fall apart into pieces (on one floor), each piece is carved on its own
 * and a note says so; join pieces first (`connectPieces` from `@knossos/topology`) to avoid it.
 *
 * @param topology - the board.
 * @param algorithm - one of {@link CARVE_ALGORITHMS}.
 * @param rng - the random stream; the same stream state gives the same maze.
 * @param options - see {@link CarveOptions}.
 * @returns the passages, with notes on anything adjusted.
 * @throws {@link CarvingError} for an unknown algorithm or a `playable` of the wrong length.
 */
export function carve(
  topology: Topology,
  algorithm: CarveAlgorithm,
  rng: Rng,
  options: CarveOptions = {},
): Passages {
  return run(topology, algorithm, rng, options, false).passages;
}

/**
 * The same carving as {@link carve}, as a sequence of steps for animation: each step is one side
 * opened, in the order the algorithm opened it, stairs last. The passages are complete when the
 * sequence ends; replaying the steps on empty passages rebuilds them exactly.
 *
 * @returns a generator of `{ cell, slot }` steps.
 * @throws {@link CarvingError} as {@link carve} does, before the first step.
 */
export function carveSteps(
  topology: Topology,
  algorithm: CarveAlgorithm,
  rng: Rng,
  options: CarveOptions = {},
): Generator<CarveStep, Passages, undefined> {
  // Carved here, at the call, so bad arguments throw now rather than at the first step.
  const { passages, log, length } = run(topology, algorithm, rng, options, true);
  const maxSlots = topology.maxSlots;
  return (function* () {
    for (let i = 0; i < length; i++) {
      const side = log[i]!;
      const cell = Math.floor(side / maxSlots);
      yield { cell, slot: side - cell * maxSlots };
    }
    return passages;
  })();
}

/** One side opened by {@link carveSteps}. */
export interface CarveStep {
  /** The cell whose side was opened. */
  readonly cell: number;
  /** The slot that was opened (its twin on the other side opened with it). */
  readonly slot: number;
}

function run(
  topology: Topology,
  algorithm: CarveAlgorithm,
  rng: Rng,
  given: CarveOptions | null,
  record: boolean,
) {
  if (!isTopology(topology)) {
    throw new CarvingError('topology', 'topology must be a Topology made by createTopology');
  }
  if (typeof rng?.below !== 'function' || typeof rng.uint32 !== 'function') {
    throw new CarvingError('rng', 'rng must be an Rng made by createRng');
  }
  const options = given ?? {};
  const carveOne = ALGORITHMS[algorithm];
  if (!CARVE_ALGORITHMS.includes(algorithm) || !carveOne) {
    throw new CarvingError(
      'algorithm',
      `algorithm must be one of ${CARVE_ALGORITHMS.join(', ')} (got ${JSON.stringify(algorithm)})`,
    );
  }
  const n = topology.cellCount;
  const passages = createPassages(topology);
  const scratch = scratchOf(topology);
  let playable: Uint8Array;
  if (options.playable === undefined) {
    scratch.allPlayable ??= new Uint8Array(n).fill(1);
    playable = scratch.allPlayable;
  } else {
    playable = new Uint8Array(n);
    if (typeof options.playable === 'string' || options.playable?.length !== n) {
      throw new CarvingError(
        'playable',
        `playable must have one value per cell (${n}, got ${options.playable?.length})`,
      );
    }
    for (let c = 0; c < n; c++) {
      playable[c] = options.playable[c] ? 1 : 0;
      passages.holes[c] = playable[c] ? 0 : 1;
    }
  }
  const branchiness = clampSetting(passages.notes, 'Branchiness', options.branchiness, 0, 1, 0.5);
  if (options.branchiness !== undefined && algorithm !== 'growing-tree') {
    passages.notes.push(
      `Branchiness: only the growing-tree algorithm uses it, so ${algorithm} ignored it.`,
    );
  }
  const stairs = clampSetting(passages.notes, 'Stairs', options.stairs, 1, 4, 1, true);
  if (options.stairs !== undefined && topology.floors === 1) {
    passages.notes.push('Stairs: the board has one floor, so there are no stairs to add.');
  }

  let root = -1;
  if (options.root !== undefined) {
    if (
      Number.isInteger(options.root) &&
      options.root >= 0 &&
      options.root < n &&
      playable[options.root]
    ) {
      root = options.root;
    } else {
      passages.notes.push(
        `Root: ${String(options.root)} is not a playable cell of the board, so growth starts at random cells.`,
      );
    }
  }
  const maxDegree =
    options.maxDegree === undefined
      ? 0
      : clampSetting(
          passages.notes,
          'Max degree',
          options.maxDegree,
          1,
          topology.maxSlots,
          topology.maxSlots,
          true,
        );
  if (options.maxDegree !== undefined && algorithm !== 'prim') {
    passages.notes.push(`Max degree: only the prim algorithm uses it, so ${algorithm} ignored it.`);
  }

  const graph = buildGraph(
    topology,
    playable,
    options.playable !== undefined && playable.includes(0),
  );
  // Only carveSteps needs the log: every tree side plus up to 4 stairs per pair of floors.
  const carver = new Carver(topology, passages.masks, record ? n + 4 * (topology.floors - 1) : 0);
  const pieces = graph.hasHoles ? piecesOf(graph) : wholeFloors(topology, scratch);
  const perFloor = new Map<number, number>();
  for (const piece of pieces) {
    const floor = topology.floorOf(piece[0]!);
    perFloor.set(floor, (perFloor.get(floor) ?? 0) + 1);
    const start =
      root >= 0 && piece.includes(root)
        ? root
        : piece[piece.length === 1 ? 0 : rng.int(0, piece.length - 1)]!;
    if (maxDegree > 0 && algorithm === 'prim') {
      if (!primCapped(graph, start, rng, carver, maxDegree)) {
        passages.notes.push(
          `Max degree: some cells could only be reached past ${maxDegree} open sides, so they were.`,
        );
      }
    } else carveOne(graph, piece, start, rng, carver, branchiness);
  }
  for (const [floor, count] of perFloor) {
    if (count > 1) {
      const where = topology.floors > 1 ? ` on floor ${floor + 1}` : '';
      passages.notes.push(
        `Holes: the playable cells${where} fall into ${count} pieces, each carved as its own maze.`,
      );
    }
  }
  if (topology.floors > 1) addStairs(passages, playable, stairs, rng, carver);
  return { passages, log: carver.log, length: carver.length };
}

/** Without holes each floor is one piece (every topology is connected): its cells in order. */
function wholeFloors(topology: Topology, scratch: Scratch): Int32Array[] {
  if (scratch.floorCells === null) {
    const per = topology.cellsPerFloor;
    const floors: Int32Array[] = [];
    for (let f = 0; f < topology.floors; f++) {
      const cells = new Int32Array(per);
      for (let b = 0; b < per; b++) cells[b] = f * per + b;
      floors.push(cells);
    }
    scratch.floorCells = floors;
  }
  return scratch.floorCells;
}

/** Connected pieces of the carve graph, each a list of cells. */
function piecesOf(graph: CarveGraph): Int32Array[] {
  const { n, maxSlots, neighbors, playable, sides } = graph;
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  const pieces: Int32Array[] = [];
  for (let start = 0; start < n; start++) {
    if (!playable[start] || seen[start]) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const cell = queue[head++]!;
      const end = sides === null ? maxSlots : sides[cell]!;
      for (let s = 0; s < end; s++) {
        const next = neighbors[cell * maxSlots + s]!;
        if (next >= 0 && playable[next] && !seen[next]) {
          seen[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    pieces.push(queue.slice(0, tail));
  }
  return pieces;
}

/**
 * Distances within one floor, through open base sides only: a route may not leave the floor by
 * a stair and come back by another.
 */
function floorDistances(passages: Passages, from: number): Int32Array {
  const t = passages.topology;
  const dist = new Int32Array(t.cellCount).fill(-1);
  const queue = new Int32Array(t.cellsPerFloor);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  dist[from] = 0;
  const { masks } = passages;
  const { neighbors, maxSlots } = t;
  while (head < tail) {
    const cell = queue[head++]!;
    const sides = t.base.slotCount(t.baseCell(cell));
    const mask = masks[cell]!;
    for (let s = 0; s < sides; s++) {
      if (!((mask >>> s) & 1)) continue;
      const next = neighbors[cell * maxSlots + s]!;
      if (dist[next] === -1) {
        dist[next] = dist[cell]! + 1;
        queue[tail++] = next;
      }
    }
  }
  return dist;
}

/** Stairs between each pair of floors: the first far from the arrival, the rest at random. */
function addStairs(
  passages: Passages,
  playable: Uint8Array,
  stairs: number,
  rng: Rng,
  carver: Carver,
) {
  const t = passages.topology;
  const perFloor = t.cellsPerFloor;
  const log = (cell: number, slot: number) => {
    if (carver.length < carver.log.length) carver.log[carver.length++] = cell * t.maxSlots + slot;
  };
  let arrival = -1;
  for (let floor = 0; floor + 1 < t.floors; floor++) {
    const candidates: number[] = [];
    for (let b = 0; b < perFloor; b++) {
      if (playable[t.at(floor, b)] && playable[t.at(floor + 1, b)]) candidates.push(t.at(floor, b));
    }
    if (candidates.length === 0) {
      passages.notes.push(
        `Stairs: floors ${floor + 1} and ${floor + 2} share no playable cell, so no stair joins them.`,
      );
      arrival = -1;
      continue;
    }
    if (arrival < 0) {
      // The ground floor (or a floor nothing arrived on): measure from one end of its longest route.
      const first = candidates[0]!;
      const dist = floorDistances(passages, first);
      arrival = first;
      for (let c = 0; c < dist.length; c++) if (dist[c]! > dist[arrival]!) arrival = c;
    }
    const dist = floorDistances(passages, arrival);
    let stair = candidates[0]!;
    for (const c of candidates) if (dist[c]! > dist[stair]!) stair = c;
    const chosen = new Set([stair]);
    for (let extra = 1; extra < stairs && chosen.size < candidates.length; extra++) {
      let pick = candidates[rng.int(0, candidates.length - 1)]!;
      while (chosen.has(pick)) pick = candidates[rng.int(0, candidates.length - 1)]!;
      chosen.add(pick);
    }
    if (chosen.size < stairs) {
      passages.notes.push(
        `Stairs: floors ${floor + 1} and ${floor + 2} have room for only ${chosen.size}.`,
      );
    }
    for (const cell of chosen) {
      const up = t.upSlot(cell);
      passages.open(cell, up);
      log(cell, up);
    }
    arrival = stair + perFloor;
  }
}
