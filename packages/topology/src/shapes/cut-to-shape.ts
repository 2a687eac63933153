import { TopologyError } from '../errors.js';
import { isTopology } from '../is-topology.js';
import type { Topology } from '../types.js';
import type { ShapeMask } from './shape-mask.js';

/** Where a shape falls on a board. */
export interface ShapeCut {
  /** One byte per cell: 1 when the cell is playable (inside the shape), 0 otherwise. */
  readonly playable: Uint8Array;
  /** How many cells are playable. */
  readonly playableCount: number;
  /**
   * The connected pieces of playable cells (joined through sides and stairs), largest first
   * (ties: the piece holding the lower cell first); each lists its cells in ascending order.
   */
  readonly pieces: Int32Array[];
  /** The fill used, after clamping to 0.3–1. */
  readonly fill: number;
  /** What was adjusted, each note starting with the setting it is about (`"Fill: …"`). */
  readonly notes: string[];
}

/** The smallest and largest fill {@link cutToShape} uses. */
export const FILL_RANGE: {
  /** The smallest fill: the shape spans 30% of the board. */
  readonly min: 0.3;
  /** The largest fill: the shape spans the whole board. */
  readonly max: 1;
} = { min: 0.3, max: 1 };

/**
 * Cuts a board to a shape. The mask is fitted inside one floor's bounds (keeping its aspect
 * ratio, centred), scaled by `fill` about the centre, and a cell is playable when the mask pixel
 * under its centre is inside. On a board with floors every floor is cut the same way.
 *
 * @param topology - the board, of any kind.
 * @param mask - the shape; row 0 is drawn at the top of the board.
 * @param fill - how much of the board the shape spans, 0.3–1 (default 1: it touches the board's
 *   edges along its tighter dimension). Out-of-range values are clamped with a note.
 * @returns the playable cells and their pieces.
 * @throws {@link TopologyError} for something that is not a topology, or a mask whose size does
 *   not match its pixels.
 */
export function cutToShape(topology: Topology, mask: ShapeMask, fill = 1): ShapeCut {
  checkTopology(topology);
  checkMask(mask);
  const notes: string[] = [];
  let used = fill;
  if (typeof fill !== 'number' || Number.isNaN(fill)) {
    used = 1;
    notes.push(`Fill: ${String(fill)} is not a number; used 1.`);
  } else if (fill < FILL_RANGE.min || fill > FILL_RANGE.max) {
    used = Math.min(FILL_RANGE.max, Math.max(FILL_RANGE.min, fill));
    notes.push(`Fill: ${fill} is outside ${FILL_RANGE.min}–${FILL_RANGE.max}; used ${used}.`);
  }

  const base = topology.base;
  const { min, max } = base.bounds();
  const scale = Math.min((max.x - min.x) / mask.width, (max.y - min.y) / mask.height) * used;
  const left = (min.x + max.x) / 2 - (mask.width * scale) / 2;
  const top = (min.y + max.y) / 2 + (mask.height * scale) / 2;
  const baseInside = new Uint8Array(base.cellCount);
  for (let b = 0; b < base.cellCount; b++) {
    const p = base.center(b);
    const x = Math.floor((p.x - left) / scale);
    const y = Math.floor((top - p.y) / scale);
    if (x >= 0 && x < mask.width && y >= 0 && y < mask.height) {
      baseInside[b] = mask.pixels[y * mask.width + x] ? 1 : 0;
    }
  }
  const playable = new Uint8Array(topology.cellCount);
  let playableCount = 0;
  for (let c = 0; c < topology.cellCount; c++) {
    playable[c] = baseInside[topology.baseCell(c)]!;
    playableCount += playable[c]!;
  }
  return { playable, playableCount, pieces: piecesOf(topology, playable), fill: used, notes };
}

/**
 * The connected pieces of a set of cells, joined through sides and stairs.
 *
 * @param topology - the board.
 * @param cells - one value per cell; non-zero marks a cell of the set.
 * @returns the pieces, largest first (ties: the piece holding the lower cell first), each in
 *   ascending cell order.
 */
export function piecesOf(topology: Topology, cells: ArrayLike<number>): Int32Array[] {
  checkTopology(topology);
  const { label, sizes } = labelPieces(topology, cells);
  const pieces = sizes.map((size) => new Int32Array(size));
  const filled = new Int32Array(sizes.length);
  for (let c = 0; c < topology.cellCount; c++) {
    const p = label[c]!;
    if (p >= 0) pieces[p]![filled[p]!++] = c;
  }
  // Labels follow the lowest cell of each piece, so a stable sort by size breaks ties by it.
  return pieces.sort((a, b) => b.length - a.length);
}

/** A bridge plan that joins every piece of a shape into one. */
export interface Bridges {
  /** The cells to add back, bridge by bridge, each bridge from the joined part outward. */
  readonly added: Int32Array;
  /**
   * How many bridges were laid: at most one fewer than the pieces (fewer when a bridge happens to
   * touch a further piece on its way).
   */
  readonly bridges: number;
  /** The playable cells with the bridges added (a new array). */
  readonly playable: Uint8Array;
}

/**
 * Joins the pieces of a shape with bridges of added cells. Starting from the largest piece, it
 * repeatedly lays the shortest possible bridge (fewest added cells, by breadth-first search over
 * the cells outside the shape) from everything joined so far to the nearest piece not yet
 * joined, until one piece remains. Each bridge is as short as it can be; the total is the greedy
 * one, which is not always the least possible (that is the Steiner tree problem).
 *
 * @param topology - the board.
 * @param playable - one value per cell; non-zero marks a cell of the shape.
 * @returns the cells added and the joined shape; nothing is added to a shape of 0 or 1 pieces.
 * @throws {@link TopologyError} when `playable` does not have one value per cell.
 */
export function connectPieces(topology: Topology, playable: ArrayLike<number>): Bridges {
  checkTopology(topology);
  const n = topology.cellCount;
  if (playable?.length !== n) {
    throw new TopologyError(
      'playable',
      `playable must have one value per cell (${n}, got ${playable?.length})`,
    );
  }
  const result = Uint8Array.from(playable, (v) => (v ? 1 : 0));
  const { label, sizes } = labelPieces(topology, result);
  if (sizes.length <= 1) return { added: new Int32Array(0), bridges: 0, playable: result };

  // Cells of each piece, contiguous (counting sort by label).
  const starts = new Int32Array(sizes.length + 1);
  for (let p = 0; p < sizes.length; p++) starts[p + 1] = starts[p]! + sizes[p]!;
  const members = new Int32Array(starts[sizes.length]!);
  const fill = starts.slice(0, sizes.length);
  for (let c = 0; c < n; c++) if (label[c]! >= 0) members[fill[label[c]!]!++] = c;

  // Prim's algorithm over the pieces, with distances measured in added cells. `dist` is the
  // fewest cells outside the shape on a path from the joined part (0 for joined cells); cells
  // wait in buckets by distance. Joining a piece makes its cells and the bridge's sources at
  // distance 0 again, so the search resumes from bucket 0 without starting over: each cell is
  // expanded again only when its distance drops.
  const UNSEEN = 0x7fffffff;
  const dist = new Int32Array(n).fill(UNSEEN);
  const parent = new Int32Array(n).fill(-1);
  const joined = new Uint8Array(sizes.length);
  const buckets: number[][] = [[]];
  const seed = (cell: number) => {
    dist[cell] = 0;
    parent[cell] = -1;
    buckets[0]!.push(cell);
  };
  const join = (piece: number) => {
    joined[piece] = 1;
    for (let i = starts[piece]!; i < starts[piece + 1]!; i++) seed(members[i]!);
  };
  let largest = 0;
  for (let p = 1; p < sizes.length; p++) if (sizes[p]! > sizes[largest]!) largest = p;
  join(largest);

  const maxSlots = topology.maxSlots;
  const neighbors = topology.neighbors;
  const added: number[] = [];
  let laid = 0;
  let remaining = sizes.length - 1;
  let level = 0;
  while (remaining > 0 && level < buckets.length) {
    const bucket = buckets[level]!;
    if (bucket.length === 0) {
      level++;
      continue;
    }
    const cell = bucket.pop()!;
    if (dist[cell] !== level) continue; // a stale entry: the cell was reached closer since
    let target = -1;
    for (let s = 0; s < maxSlots && target < 0; s++) {
      const next = neighbors[cell * maxSlots + s]!;
      if (next < 0) continue;
      if (result[next]) {
        const piece = label[next]!;
        if (piece >= 0 && !joined[piece]) target = piece;
        continue;
      }
      if (dist[next]! > level + 1) {
        dist[next] = level + 1;
        parent[next] = cell;
        if (buckets.length === level + 1) buckets.push([]);
        buckets[level + 1]!.push(next);
      }
    }
    if (target < 0) continue;
    // The nearest unjoined piece touches `cell`: the bridge is the path back to the joined part.
    const bridge: number[] = [];
    for (let c = cell; c >= 0 && dist[c]! > 0; c = parent[c]!) bridge.push(c);
    for (const c of bridge.reverse()) {
      result[c] = 1;
      added.push(c);
      seed(c);
    }
    if (bridge.length > 0) laid++;
    join(target);
    remaining--;
    // The cell that found the piece may have more to give: look at it again.
    bucket.push(cell);
    level = 0;
  }
  return { added: Int32Array.from(added), bridges: laid, playable: result };
}

/** Labels each piece by breadth-first search in cell order: labels follow each piece's lowest cell. */
function labelPieces(topology: Topology, cells: ArrayLike<number>) {
  const n = topology.cellCount;
  if (cells?.length !== n) {
    throw new TopologyError(
      'cells',
      `cells must have one value per cell (${n}, got ${cells?.length})`,
    );
  }
  const label = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const queue = new Int32Array(n);
  const maxSlots = topology.maxSlots;
  const neighbors = topology.neighbors;
  for (let start = 0; start < n; start++) {
    if (!cells[start] || label[start] !== -1) continue;
    const id = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    label[start] = id;
    while (head < tail) {
      const cell = queue[head++]!;
      for (let s = 0; s < maxSlots; s++) {
        const next = neighbors[cell * maxSlots + s]!;
        if (next >= 0 && cells[next] && label[next] === -1) {
          label[next] = id;
          queue[tail++] = next;
        }
      }
    }
    sizes.push(tail);
  }
  return { label, sizes };
}

function checkTopology(topology: Topology): void {
  if (!isTopology(topology)) {
    throw new TopologyError('topology', 'topology must be a Topology made by createTopology');
  }
}

function checkMask(mask: ShapeMask): void {
  const ok =
    mask !== null &&
    typeof mask === 'object' &&
    Number.isInteger(mask.width) &&
    Number.isInteger(mask.height) &&
    mask.width >= 1 &&
    mask.height >= 1 &&
    mask.pixels?.length === mask.width * mask.height;
  if (!ok) {
    throw new TopologyError(
      'mask',
      'mask must have integer width and height ≥ 1 and width × height pixels',
    );
  }
}
