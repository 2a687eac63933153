import { GridTopology } from './grid-topology.js';
import { circularGrid } from './grids/circular.js';
import { hexGrid } from './grids/hex.js';
import { squareGrid } from './grids/square.js';
import { triangleGrid } from './grids/triangle.js';
import { resolveSpec } from './resolve-spec.js';
import type { Topology, TopologySpec } from './types.js';

/**
 * Builds a board's topology from its spec: the neighbour and opposite-slot tables are computed
 * once here, so every later adjacency query is a table read.
 *
 * Geometry, in board units (x right, y up): square and torus cells are unit squares with the
 * board's lower-left corner at the origin; hex cells are pointy-top hexagons 1 unit across their
 * flat sides; triangle cells are equilateral with side 1; a circular board is centred on the
 * origin with a centre disc of radius 1 and rings 1 unit deep. Floors are laid side by side.
 *
 * @param spec - the board: kind, size (`width` × `height`, or `rings` and `firstRing`) and
 *   `floors` (1–8). Square and hex need width and height ≥ 1; a triangle board needs width ≥ 2
 *   (a strip 1 wide falls apart); a torus needs both ≥ 2; a
 *   circular board needs 1–4096 rings and a first ring of 0 (meaning 6) or 3–12. The
 *   tables may hold at most 2²⁶ entries (cells × slots).
 * @returns the topology; `createTopology(t.spec)` rebuilds it exactly.
 * @throws {@link TopologyError} naming the first field that describes no board.
 *
 * @example
 * ```ts
 * const hex = createTopology({ kind: 'hex', width: 8, height: 6 });
 * hex.neighbor(0, 0); // 1: the cell to the east
 * ```
 */
export function createTopology(spec: TopologySpec): Topology {
  const resolved = resolveSpec(spec);
  // Topologies are immutable, and a pipeline builds the same board's several times (generate,
  // then each reader of its passages): the last few are kept and handed out again.
  const key = JSON.stringify(resolved);
  const known = RECENT.get(key);
  if (known !== undefined) return known;
  const made = build(resolved);
  // Only boards of everyday size are kept: the largest allowed ones take hundreds of megabytes.
  if (made.cellCount * made.maxSlots > KEEP_LIMIT) return made;
  RECENT.set(key, made);
  if (RECENT.size > RECENT_LIMIT) RECENT.delete(RECENT.keys().next().value!);
  return made;
}

/** Topologies built lately, by resolved spec (oldest first). */
const RECENT = new Map<string, Topology>();
const RECENT_LIMIT = 8;
/** Table entries (cells × slots) of the largest topology kept: 2²⁰, about 10 MB of tables. */
const KEEP_LIMIT = 1 << 20;

function build(resolved: ReturnType<typeof resolveSpec>): Topology {
  switch (resolved.kind) {
    case 'square':
    case 'torus':
      return new GridTopology(
        resolved,
        squareGrid(resolved.width, resolved.height, resolved.kind === 'torus'),
      );
    case 'hex':
      return new GridTopology(resolved, hexGrid(resolved.width, resolved.height));
    case 'triangle':
      return new GridTopology(resolved, triangleGrid(resolved.width, resolved.height));
    case 'circular':
      return new GridTopology(resolved, circularGrid(resolved.rings, resolved.firstRing));
  }
}
