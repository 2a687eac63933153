import { checkBoard, type NetwalkBoard, treeMode } from './board.js';
import { type NetwalkGrid, type TileKind, tileKindOn } from './masks.js';
import { reachedCount } from './win.js';

/** What {@link validate} found. */
export interface NetwalkValidation {
  /** No problem was found. */
  readonly ok: boolean;
  /** Each problem in a sentence naming the cell (`x`, `y` with row 0 at the bottom). */
  readonly problems: readonly string[];
  /** Tiles with a pipe on the board (empty cells are not tiles). */
  readonly tiles: number;
  /** Links (pairs of matched openings) in the solution. */
  readonly links: number;
  /** Tiles the server reaches in the solution. */
  readonly reached: number;
  /** How many tiles of each kind the solution has. */
  readonly kinds: Readonly<Record<TileKind, number>>;
}

/**
 * The tile-kind shares past which a board counts as pathological: more than 60 % endpoints
 * (a star: nearly every tile is forced) or more than 60 % straights (long corridors with no
 * choices), on boards of 9 tiles or more. Prim-grown trees sit far inside them (about 30 %
 * endpoints and 15–20 % straights).
 */
export const PATHOLOGICAL_SHARE: {
  /** The largest share of endpoint tiles allowed. */
  readonly endpoints: number;
  /** The largest share of straight tiles allowed. */
  readonly straights: number;
} = Object.freeze({ endpoints: 0.6, straights: 0.6 });

const at = (board: NetwalkBoard, c: number): string =>
  `(${c % board.width}, ${Math.floor(c / board.width)})`;
const SIDES: Readonly<Record<number, readonly string[]>> = {
  4: ['north', 'east', 'south', 'west'],
  6: ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'],
};

/**
 * Checks a board's stored solution, with the mode's own neighbour rules (a torus wraps):
 * every opening is matched by the neighbour's opposite opening (reciprocal), nothing opens off
 * the board in bounded and classic modes or through a wall, every tile with a pipe is reached
 * from the server, the links number `E = V − 1` over those `V` tiles in bounded and torus modes
 * (a tree) and `E ≥ V − 1` in classic mode, and the tile kinds are not pathological
 * ({@link PATHOLOGICAL_SHARE}, over the tiles with a pipe). Empty cells are allowed.
 *
 * @param board - the board.
 * @returns the {@link NetwalkValidation}; it lists every problem rather than stopping at one.
 * @throws `NetwalkError` when the value does not have a board's shape (see `checkBoard`).
 */
export function validate(board: NetwalkBoard): NetwalkValidation {
  const t = checkBoard(board);
  const { solution, barriers } = board;
  const n = solution.length;
  const problems: string[] = [];
  const kinds = countKinds(solution, board.grid);
  const k = t.maxSlots;
  const SIDE = SIDES[k]!;
  const tiles = n - kinds.empty;
  let ends = 0;
  for (let c = 0; c < n; c++) {
    const m = solution[c]!;
    for (let s = 0; s < k; s++) {
      if (!((m >> s) & 1)) continue;
      ends++;
      const other = t.neighbors[c * k + s]!;
      if (other < 0) problems.push(`Tile ${at(board, c)} opens ${SIDE[s]} off the board.`);
      else if ((barriers[c]! >> s) & 1) {
        problems.push(`Tile ${at(board, c)} opens ${SIDE[s]} through a wall.`);
      } else if (!((solution[other]! >> ((s + (k >> 1)) % k)) & 1)) {
        problems.push(
          `Tile ${at(board, c)} opens ${SIDE[s]}, but ${at(board, other)} does not open back.`,
        );
      }
    }
  }
  const links = Math.floor(ends / 2);
  const reached =
    solution[board.server] === 0
      ? 0
      : reachedCount(t.neighbors, solution, board.server, new Uint8Array(n), k);
  if (reached < tiles) problems.push(`The server reaches ${reached} of the ${tiles} tiles.`);
  if (treeMode(board.mode) && links !== tiles - 1) {
    problems.push(`A ${board.mode} board is a tree of ${tiles - 1} links; this one has ${links}.`);
  }
  if (!treeMode(board.mode) && links < tiles - 1) {
    problems.push(
      `A board of ${tiles} tiles needs at least ${tiles - 1} links; this one has ${links}.`,
    );
  }
  problems.push(...kindProblems(kinds));
  return { ok: problems.length === 0, problems, tiles, links, reached, kinds };
}

/**
 * The pathological-mix problems of a tile count ({@link PATHOLOGICAL_SHARE}), each a sentence;
 * none for boards under 9 tiles. Generation asks the same question of every tree it grows.
 * @internal
 */
export function kindProblems(kinds: Readonly<Record<TileKind, number>>): string[] {
  const n = kinds.endpoint + kinds.straight + kinds.elbow + kinds.tee + kinds.cross;
  if (n < 9) return [];
  const problems: string[] = [];
  if (kinds.endpoint / n > PATHOLOGICAL_SHARE.endpoints) {
    problems.push(`Tile kinds: ${kinds.endpoint} of ${n} tiles are endpoints (a star).`);
  }
  if (kinds.straight / n > PATHOLOGICAL_SHARE.straights) {
    problems.push(`Tile kinds: ${kinds.straight} of ${n} tiles are straights (corridors).`);
  }
  return problems;
}

/** How many tiles of each kind the masks have. @internal */
export function countKinds(masks: Uint8Array, grid?: NetwalkGrid): Record<TileKind, number> {
  const kinds: Record<TileKind, number> = {
    empty: 0,
    endpoint: 0,
    straight: 0,
    elbow: 0,
    tee: 0,
    cross: 0,
  };
  for (const m of masks) kinds[tileKindOn(m, grid)]++;
  return kinds;
}
