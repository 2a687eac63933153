import type { LegendEntry, Point, Sketch, SketchItem } from '@knossos/export';
import { checkBoard, type NetwalkBoard } from './board.js';
import { BITS } from './masks.js';
import { checkPlay, litTiles, masksNow, type NetwalkPlay, playOf } from './play.js';

/** The colours {@link toSketch} uses on screen. */
export const NETWALK_COLORS: {
  /** Pipes the server reaches. */
  readonly lit: string;
  /** Pipes it does not. */
  readonly unlit: string;
  /** The server. */
  readonly server: string;
  /** Walls (barriers). */
  readonly barrier: string;
  /** Grid lines. */
  readonly grid: string;
  /** The closed border of a bounded board. */
  readonly border: string;
  /** A lit pipe's open end that meets nothing (a leak). */
  readonly leak: string;
  /** The background of a locked tile. */
  readonly locked: string;
} = Object.freeze({
  locked: '#dee2e6',
  leak: '#f03e3e',
  lit: '#1c7ed6',
  unlit: '#495057',
  server: '#c92a2a',
  barrier: '#e8590c',
  grid: '#ced4da',
  border: '#212529',
});

const COLOURS = NETWALK_COLORS;

/**
 * The ink {@link toSketch} prints with (`ink: true`): black pipes on white, a grey server under
 * them, grey walls, nothing that only a game in progress shows.
 */
export const NETWALK_INK: typeof NETWALK_COLORS = Object.freeze({
  locked: '#dddddd',
  leak: '#000000',
  lit: '#111111',
  unlit: '#111111',
  server: '#9a9a9a',
  barrier: '#555555',
  grid: '#c8c8c8',
  border: '#111111',
});

/** What {@link toSketch} draws. */
export interface NetwalkSketchOptions {
  /** Draw the solved board (an answer key) instead of the scramble or the game. Default false. */
  readonly solution?: boolean;
  /** A legend of the symbols. Default false. */
  readonly legend?: boolean;
  /**
   * Print in black and white ({@link NETWALK_INK}): every pipe black whether the server reaches
   * it or not, no leak dots or lock shading, and a legend of the server and walls only, so a
   * page printed without colour holds all a solver needs. Default false.
   */
  readonly ink?: boolean;
}

/** The direction of each slot's pipe arm, in radians anticlockwise from east, per grid. */
const ARMS: Readonly<Record<number, readonly number[]>> = {
  4: [Math.PI / 2, 0, -Math.PI / 2, Math.PI],
  6: [0, 1, 2, 3, 4, 5].map((s) => (s * Math.PI) / 3),
};

/**
 * A board as a `Sketch` for `@knossos/export`: the grid (a firm border on bounded and classic
 * boards; thin lines and a caption on a torus, which wraps), walls, a pipe per tile with a
 * small box on each endpoint, the server as a red box under its pipes (the play's server when a
 * play is given, which `moveServer` may have moved), and a grey square under each tile the play
 * has locked. Tiles the server
 * reaches are drawn lit (blue), the rest grey, by the same flood fill as `connected`; a lit
 * pipe that ends against nothing gets a red dot at that end (a leak), except in the solution.
 *
 * @param board - the board.
 * @param play - a game in progress: its tiles are drawn as now turned. Default: the board as it
 *   starts (or solved, with `solution: true`).
 * @param options - {@link NetwalkSketchOptions}.
 * @returns the sketch, in board units (one tile is 1; y grows upwards, row 0 at the bottom).
 * @throws `NetwalkError` for a malformed board, or a play that is not a game of this board.
 */
export function toSketch(
  board: NetwalkBoard,
  play?: NetwalkPlay,
  options: NetwalkSketchOptions = {},
): Sketch {
  const t = checkBoard(board);
  const ink = options?.ink === true;
  const NETWALK_COLORS = ink ? NETWALK_INK : COLOURS;
  if (play !== undefined) checkPlay(play, board);
  options ??= {};
  const game: NetwalkPlay = options.solution
    ? playOf(board, new Uint8Array(board.solution.length))
    : (play ?? playOf(board, board.offsets));
  // The board is checked once above; the game built from it needs no second check.
  const masks = masksNow(game);
  const lit = litTiles(game, t);
  const items: SketchItem[] = [];
  const border: SketchItem[] = [];
  const walls: SketchItem[] = [];
  const bounded = board.mode !== 'torus';
  const n = masks.length;
  const k = t.maxSlots;
  const half = k >> 1;
  const ARM = ARMS[k]!;
  // An endpoint's box and the server's: squares on a square grid, hexagons on a hex grid.
  const box = k === 4 ? squareBox : hexBox;
  // Locked tiles get a grey square (or hexagon) under everything else.
  for (let c = 0; c < n; c++) {
    if (game.locked[c] && !options.solution && !ink)
      items.push(box(t.center(c), 0.94, NETWALK_COLORS.locked));
  }
  for (let c = 0; c < n; c++) {
    for (let s = 0; s < k; s++) {
      const other = t.neighbors[c * k + s]!;
      const edge = t.edgeOf(c, s);
      if (edge?.kind !== 'segment') continue;
      const wall = (board.barriers[c]! >> s) & 1;
      // Each inner edge once (from its lower cell); a torus's wrapping edges from both sides.
      const wrapsHere = other >= 0 && !bounded && isWrapping(board, c, s);
      if (other >= 0 && other < c && !wrapsHere) continue;
      if (other < 0) {
        border.push({
          kind: 'wall',
          a: edge.a,
          b: edge.b,
          width: 0.1,
          color: NETWALK_COLORS.border,
        });
      } else if (wall) {
        walls.push({
          kind: 'wall',
          a: edge.a,
          b: edge.b,
          width: 0.14,
          color: NETWALK_COLORS.barrier,
        });
      } else {
        items.push({ kind: 'wall', a: edge.a, b: edge.b, width: 0.03, color: NETWALK_COLORS.grid });
      }
    }
  }
  items.push(...border, ...walls);
  const loose: SketchItem[] = [];
  for (let c = 0; c < n; c++) {
    const m = masks[c]!;
    const at: Point = t.center(c);
    const color = lit[c] ? NETWALK_COLORS.lit : NETWALK_COLORS.unlit;
    // The server's box goes under its pipes, so they still show which way it points.
    if (c === game.server) items.push(box(at, ink ? 0.76 : 0.56, NETWALK_COLORS.server));
    if (m !== 0) {
      const arms: number[] = [];
      for (let s = 0; s < k; s++) if ((m >> s) & 1) arms.push(ARM[s]!);
      items.push({ kind: 'marker', marker: 'pipe', at, size: 1, color, arms });
    }
    if (c !== game.server && BITS[m] === 1) items.push(box(at, 0.4, color));
    if (!lit[c] || options.solution || ink) continue;
    // A lit pipe that ends against nothing (a closed side, a wall, the border) is a leak.
    for (let s = 0; s < k; s++) {
      if (!((m >> s) & 1)) continue;
      const other = t.neighbors[c * k + s]!;
      const matched =
        other >= 0 && !((board.barriers[c]! >> s) & 1) && (masks[other]! >> ((s + half) % k)) & 1;
      if (matched) continue;
      const a = ARM[s]!;
      loose.push({
        kind: 'marker',
        marker: 'dot',
        at: { x: at.x + 0.38 * Math.cos(a), y: at.y + 0.38 * Math.sin(a) },
        size: 0.26,
        color: NETWALK_COLORS.leak,
      });
    }
  }
  items.push(...loose);
  const bounds = t.bounds();
  if (board.mode === 'torus') {
    items.push({
      kind: 'label',
      at: { x: (bounds.min.x + bounds.max.x) / 2, y: bounds.min.y - 0.45 },
      text: 'Torus: the edges wrap round',
      size: 0.36,
      color: NETWALK_COLORS.border,
    });
  }
  const legend: LegendEntry[] | undefined = options.legend
    ? [
        { color: NETWALK_COLORS.server, text: 'Server' },
        ...(ink
          ? []
          : [
              {
                marker: 'pipe' as const,
                color: NETWALK_COLORS.lit,
                text: 'Connected to the server',
              },
              { marker: 'pipe' as const, color: NETWALK_COLORS.unlit, text: 'Not connected yet' },
              { marker: 'dot' as const, color: NETWALK_COLORS.leak, text: 'Open end (leak)' },
            ]),
        ...(board.barriers.some((b) => b !== 0)
          ? [{ color: NETWALK_COLORS.barrier, text: 'Wall' }]
          : []),
        ...(game.locked.some((b) => b !== 0) && !options.solution && !ink
          ? [{ color: NETWALK_COLORS.locked, text: 'Locked' }]
          : []),
      ]
    : undefined;
  const kind = board.mode === 'torus' ? 'torus (wraps round)' : board.mode;
  return {
    bounds:
      board.mode === 'torus'
        ? { min: { x: bounds.min.x, y: bounds.min.y - 0.8 }, max: bounds.max }
        : bounds,
    cellSize: 1,
    items,
    ...(legend ? { legend } : {}),
    title: `Netwalk ${board.grid === 'hex' ? 'hex ' : ''}${board.width} × ${board.height}, ${kind}${options.solution ? ', solved' : ''}`,
  };
}

/** Whether slot `s` of `c` wraps round the board (torus). */
function isWrapping(board: NetwalkBoard, c: number, s: number): boolean {
  const x = c % board.width;
  const y = Math.floor(c / board.width);
  return (
    (s === 0 && y === board.height - 1) ||
    (s === 2 && y === 0) ||
    (s === 1 && x === board.width - 1) ||
    (s === 3 && x === 0)
  );
}

function squareBox(at: Point, size: number, color: string): SketchItem {
  const h = size / 2;
  return {
    kind: 'polygon',
    color,
    points: [
      { x: at.x - h, y: at.y - h },
      { x: at.x + h, y: at.y - h },
      { x: at.x + h, y: at.y + h },
      { x: at.x - h, y: at.y + h },
    ],
  };
}

/** A pointy-top hexagon `size` across its flat sides, centred on `at`. */
function hexBox(at: Point, size: number, color: string): SketchItem {
  const r = size / Math.sqrt(3);
  const points: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    points.push({ x: at.x + r * Math.cos(a), y: at.y + r * Math.sin(a) });
  }
  return { kind: 'polygon', color, points };
}
