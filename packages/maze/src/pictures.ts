import { type Passages, passagesFromJSON } from '@knossos/carving';
import { clampWithNote, describeValue } from '@knossos/core';
import {
  type ExportOptions,
  isColor,
  type LegendEntry,
  type MarkerKind,
  type Point,
  renderSvg,
  type Sketch,
  type SketchItem,
  wallItem,
} from '@knossos/export';
import {
  type Board,
  HOME,
  isGateOpen,
  isSolved,
  newGame,
  type Play,
  roll,
  tryStep,
} from '@knossos/gimmicks';
import type { Edge, Topology } from '@knossos/topology';
import { MAZE_COLORS } from './colors.js';
import { checkMazeShape, MazeError } from './errors.js';
import type { MazeData } from './generate.js';
import { outerWall } from './outer-wall.js';

/**
 * The three ways to draw a maze:
 * - `printable`: black on white, every wall, the start and goal, and every gimmick in black with
 *   its letter or number (so the printed puzzle is the same puzzle as the one that was proven);
 * - `answer-key`: printable with the best solution drawn in;
 * - `as-shown`: full colour, every gimmick, the players, the best solution and a legend.
 */
export type MazePictureStyle = 'printable' | 'answer-key' | 'as-shown';

/** Every {@link MazePictureStyle}. */
export const MAZE_PICTURE_STYLES: readonly MazePictureStyle[] = Object.freeze([
  'printable',
  'answer-key',
  'as-shown',
]);

/** What {@link toSketch} draws. Every field is optional. */
export interface MazeSketchOptions {
  /** Default `printable`. */
  readonly style?: MazePictureStyle;
  /**
   * A position to draw instead of the start (from `newGame`, `tryStep`, `roll` or
   * {@link frames}): the players where they stand (home players are not drawn), keys and gems the
   * focus player holds gone, gates as the focus player's switches left them. Players are drawn in
   * the `as-shown` style, and in any style when a position is given.
   */
  readonly play?: Play;
  /**
   * The player (0-based) whose keys, gems and gate flips the picture shows; players on Step
   * boards each hold their own. Default 0; out of range is clamped (with a note).
   */
  readonly focus?: number;
  /** Per player, cells passed (such as a roll's), drawn as a dashed line. */
  readonly trails?: readonly (readonly number[])[];
  /**
   * −1 (the default) draws every floor side by side, left to right from the ground floor, each
   * titled; 0 or more draws just that floor, counted from 0 as the board numbers floors (floor
   * 0 is titled "Floor 1"). Out of range is clamped (with a note).
   */
  readonly floor?: number;
  /**
   * Give the sketch a legend of what it shows (in ink in the print styles). Default true for
   * `as-shown`, false for the print styles.
   */
  readonly legend?: boolean;
  /** Draw the best solution. Default true for `answer-key` and `as-shown`, false for `printable`. */
  readonly solution?: boolean;
  /**
   * The colour of everything printed in black besides the walls: the printable style's markers,
   * the bridge posts. Default `#111111`; {@link exportSvg} uses `colors.wall` when given.
   */
  readonly ink?: string;
  /** Told each clamped option, as a sentence such as `"Floor: 5 is above 2; used 2."`. */
  readonly onNote?: (note: string) => void;
}

/** Options of {@link exportSvg} and {@link exportPng}: the picture's and the renderer's. */
export type MazeExportOptions = MazeSketchOptions & Omit<ExportOptions, 'onNote'>;

const INK = '#111111';
const {
  keys: KEY_COLORS,
  channels: CHANNEL_COLORS,
  players: PLAYER_COLORS,
  portals: PORTAL_COLORS,
} = MAZE_COLORS;
const KEY_NAMES = ['A', 'B', 'C', 'D', 'E', 'F'];
const HOLE_COLOR = '#e2e8f0';
const DOOR_GREY = '#8c8c8c';
/** The best solution in print, and several players' lines, darkest first. */
const SOLUTION_GREY = '#a6a6a6';
const PRINT_GREYS = ['#5c5c5c', '#8c8c8c', '#b3b3b3', '#d4d4d4'];
/** The tunnel's hidden walls under a bridge. */
const TUNNEL_GREY = '#8c8c8c';
const TRAP_TINT = '#fed7d7';
/** How faint a door whose key is held, or an open gate, is drawn. */
const FAINT = 0.3;
/** Half the width of a weave bridge's deck and of the tunnel under it, in cells. */
const BRIDGE = 0.3;

/** Each grid's side names, by slot (circular boards name their sides in {@link sideName}). */
const SIDE_NAMES: Readonly<Record<string, readonly string[]>> = {
  square: ['north', 'east', 'south', 'west'],
  hex: ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'],
  triangle: ['left', 'right'],
};

/**
 * The way through a side, as words that follow "steps": `north`, `south-west`, `left`, `across
 * the flat side (south)`, `inward`, `outward (2 of 3)`, `up the stairs`.
 */
function sideName(t: Topology, cell: number, slot: number): string {
  if (slot === t.upSlot(cell)) return 'up the stairs';
  if (slot === t.downSlot(cell)) return 'down the stairs';
  if (t.kind === 'circular') {
    const stairs = (t.upSlot(cell) >= 0 ? 1 : 0) + (t.downSlot(cell) >= 0 ? 1 : 0);
    if (t.baseCell(cell) === 0) return `outward (${slot + 1} of ${t.slotCount(cell) - stairs})`;
    if (slot < 3) return ['counter-clockwise', 'clockwise', 'inward'][slot]!;
    const outward = t.slotCount(cell) - 3 - stairs;
    return outward > 1 ? `outward (${slot - 2} of ${outward})` : 'outward';
  }
  if (t.kind === 'triangle' && slot === 2) {
    // The flat side faces down on a triangle pointing up, and up on one pointing down.
    const { x, y } = t.coord(cell);
    return `across the flat side (${(x + y) % 2 === 0 ? 'south' : 'north'})`;
  }
  return SIDE_NAMES[t.kind]?.[slot] ?? `through side ${slot}`;
}

/** Where a cell is, in words: `column 3, row 0` (row 0 at the bottom), `ring 2, cell 5`, floor. */
function placeName(t: Topology, cell: number): string {
  const { x, y } = t.coord(cell);
  const at =
    t.kind === 'circular'
      ? y === 0
        ? 'the centre'
        : `ring ${y}, cell ${x}`
      : `column ${x}, row ${y}`;
  return t.floors > 1 ? `${at}, floor ${t.floorOf(cell) + 1}` : at;
}

/** The midpoint of a wall and the direction it runs, in radians. */
function edgeMiddle(edge: Edge): { at: Point; angle: number; length: number } {
  if (edge.kind === 'segment') {
    return {
      at: { x: (edge.a.x + edge.b.x) / 2, y: (edge.a.y + edge.b.y) / 2 },
      angle: Math.atan2(edge.b.y - edge.a.y, edge.b.x - edge.a.x),
      length: Math.hypot(edge.b.x - edge.a.x, edge.b.y - edge.a.y),
    };
  }
  const mid = (edge.start + edge.end) / 2;
  const span = edge.end - edge.start;
  return {
    at: {
      x: edge.center.x + edge.radius * Math.cos(mid),
      y: edge.center.y + edge.radius * Math.sin(mid),
    },
    angle: mid + Math.PI / 2,
    // A straight bar along the tangent, short enough to stay on the curve.
    length: 1.4 * edge.radius * Math.sin(Math.min(span, Math.PI) / 2),
  };
}

/** A cell's outline as a fill item (a polygon, or an annular sector on circular boards). */
function cellFill(t: Topology, cell: number, color: string, opacity?: number): SketchItem | null {
  const faint = opacity === undefined ? {} : { opacity };
  if (t.kind === 'circular') {
    const centre = t.center(t.at(t.floorOf(cell), 0));
    if (t.baseCell(cell) === 0) {
      const edge = t.edgeOf(cell, 0);
      if (edge?.kind !== 'arc') return null;
      return {
        kind: 'sector',
        center: centre,
        inner: 0,
        outer: edge.radius,
        start: 0,
        end: 2 * Math.PI,
        color,
        ...faint,
      };
    }
    const inner = t.edgeOf(cell, 2);
    const outer = t.edgeOf(cell, 3);
    if (inner?.kind !== 'arc' || outer?.kind !== 'arc') return null;
    return {
      kind: 'sector',
      center: inner.center,
      inner: inner.radius,
      outer: outer.radius,
      start: inner.start,
      end: inner.end,
      color,
      ...faint,
    };
  }
  // Polygons: chain the cell's wall segments end to end.
  const segments: { a: Point; b: Point }[] = [];
  for (let s = 0; s < t.slotCount(cell); s++) {
    const edge = t.edgeOf(cell, s);
    if (edge?.kind === 'segment') segments.push(edge);
  }
  if (segments.length < 3) return null;
  const same = (p: Point, q: Point) => Math.abs(p.x - q.x) < 1e-9 && Math.abs(p.y - q.y) < 1e-9;
  const points: Point[] = [segments[0]!.a];
  let end = segments[0]!.b;
  const left = segments.slice(1);
  while (left.length > 0) {
    const i = left.findIndex((s) => same(s.a, end) || same(s.b, end));
    if (i < 0) return null;
    const [s] = left.splice(i, 1);
    points.push(end);
    end = same(s!.a, end) ? s!.b : s!.a;
  }
  return { kind: 'polygon', points, color, ...faint };
}

function styleOf(style: unknown): MazePictureStyle {
  if (style === undefined) return 'printable';
  if (!MAZE_PICTURE_STYLES.includes(style as MazePictureStyle)) {
    throw new MazeError(
      'style',
      `style must be one of ${MAZE_PICTURE_STYLES.join(', ')} (got ${shown(style)})`,
    );
  }
  return style as MazePictureStyle;
}

const shown = describeValue;

/** Checks a position against the board: one cell (or HOME) and three holdings per player. */
function checkPlay(play: unknown, board: Board, cells: number): Play {
  const players = board.starts.length;
  const p = play as Play | null;
  const list = (value: unknown) => Array.isArray(value) && value.length === players;
  if (
    p === null ||
    typeof p !== 'object' ||
    !list(p.positions) ||
    !list(p.keys) ||
    !list(p.gems) ||
    !list(p.flips)
  ) {
    throw new MazeError(
      'play',
      `play must be a position of this maze's ${players} player${players > 1 ? 's' : ''} (from newGame, tryStep or roll)`,
    );
  }
  p.positions.forEach((cell, i) => {
    if (cell !== HOME && !(Number.isInteger(cell) && cell >= 0 && cell < cells)) {
      throw new MazeError(
        'play',
        `play.positions[${i}] must be a cell 0–${cells - 1} or HOME (got ${shown(cell)})`,
      );
    }
  });
  for (const field of ['keys', 'gems', 'flips'] as const) {
    p[field].forEach((mask, i) => {
      if (!(Number.isInteger(mask) && mask >= 0 && mask < 2 ** 16)) {
        throw new MazeError(
          'play',
          `play.${field}[${i}] must be a bit mask, a whole number 0–65535 (got ${shown(mask)})`,
        );
      }
    });
  }
  return p;
}

/** What the picture needs about a maze, worked out once. */
interface Scene {
  readonly maze: MazeData;
  readonly board: Board;
  readonly passages: Passages;
  readonly t: Topology;
}

function sceneOf(maze: MazeData, entry: string): Scene {
  checkMazeShape(maze, entry);
  try {
    const passages = passagesFromJSON(maze.board.passages);
    // The play rules read and check the whole board (gimmicks included) once.
    newGame(maze.board);
    return { maze, board: maze.board, passages, t: passages.topology };
  } catch (error) {
    throw new MazeError('board', `${entry}: the board cannot be read: ${(error as Error).message}`);
  }
}

/** A bit of `mask` is set. */
const has = (mask: number | undefined, bit: number) => ((mask ?? 0) & (1 << bit)) !== 0;

/**
 * A maze as a `Sketch` for `@knossos/export`, in the topology's board units (a cell is 1):
 * walls (arcs on circular boards), weave crossings as bridges (the deck's railings drawn over the
 * tunnel), the open border's entrance and exit as gaps, holes, the gimmicks — keys and doors by
 * letter (A–F), switches and gates by number (1–4), portal pairs by number, one-way sides as
 * arrows pointing the way they may be passed, stairs with ↑ and ↓ — the start and goal, and,
 * as the style and options ask, the players, the best solution (one line per player, broken
 * where a portal carries the player away), trails and a legend. Floors are drawn side by side,
 * each titled, or one at a time.
 *
 * @param maze - a maze from `generate`, `generateVerified` or `mazeFromJson`.
 * @param options - {@link MazeSketchOptions}.
 * @returns the sketch; render it with `renderSvg` from `@knossos/export`, or `renderPng` from
 *   `@knossos/export/png`.
 * @throws `MazeError` for something that is not a maze (field `maze`), an unknown style
 *   (`style`) or a position that does not fit the maze (`play`).
 */
export function toSketch(maze: MazeData, options: MazeSketchOptions = {}): Sketch {
  const scene = sceneOf(maze, 'toSketch');
  const given = (options ?? {}) as MazeSketchOptions;
  const style = styleOf(given.style);
  const { board, passages, t } = scene;
  const players = board.starts.length;
  const notes: string[] = [];
  const floor = clampWithNote(notes, 'Floor', given.floor, -1, t.floors - 1, -1, true);
  const focus = clampWithNote(notes, 'Focus', given.focus, 0, players - 1, 0, true);
  const trails = given.trails;
  if (trails !== undefined && !Array.isArray(trails)) {
    notes.push('Trails: not a list of cell lists; none were drawn.');
  } else if (Array.isArray(trails) && trails.length > players) {
    notes.push(
      `Trails: ${trails.length} lists for ${players} player${players > 1 ? 's' : ''}; the rest were not drawn.`,
    );
  }
  if (typeof given.onNote === 'function') for (const note of notes) given.onNote(note);
  const play =
    given.play === undefined ? newGame(board) : checkPlay(given.play, board, t.cellCount);
  const colour = style === 'as-shown';
  const black = typeof given.ink === 'string' ? given.ink : INK;
  const ink = (color: string) => (colour ? color : black);
  // Markers of one colour are left to the renderer's palette in colour (the same colours by
  // default, and `colors.markers` can change them); print draws them in ink.
  const plain = (): { color?: string } => (colour ? {} : { color: black });
  const showSolution = given.solution ?? style !== 'printable';
  const legend = given.legend ?? colour;
  const showPlayers = colour || given.play !== undefined;
  const shown = (cell: number) => floor < 0 || t.floorOf(cell) === floor;
  const present = new Set<string>();

  const fills: SketchItem[] = [];
  const lines: SketchItem[] = [];
  const walls: SketchItem[] = [];
  const posts: SketchItem[] = [];
  const marks: SketchItem[] = [];
  const tags: SketchItem[] = [];
  // Letters and numbers take the renderer's text colour.
  const tag = (at: Point, text: string) => {
    tags.push({ kind: 'label', at, text, size: 0.3 });
  };
  // Triangle cells hold a circle of radius 0.29 only: markers shrink there, and letters go
  // beside the marker towards the triangle's flat side, where it is widest.
  const triangle = t.kind === 'triangle';
  const fit = triangle ? 0.7 : 1;
  const corner = (cell: number): Point => {
    const c = t.center(cell);
    if (!triangle) return { x: c.x + 0.27, y: c.y - 0.27 };
    const { x, y } = t.coord(cell);
    return { x: c.x + 0.27, y: c.y + ((x + y) % 2 === 0 ? -0.14 : 0.14) };
  };

  // Holes walled in by the maze and traps as tinted cells (colour style only); the holes of the
  // outside (around a shape) are left blank, as outside.
  const { outside } = outerWall(passages);
  for (let c = 0; c < t.cellCount; c++) {
    if (!shown(c) || !passages.isHole(c) || outside[c] || !colour) continue;
    const fill = cellFill(t, c, HOLE_COLOR);
    if (fill) fills.push(fill);
    present.add('hole');
  }
  if (colour) {
    for (const c of board.traps) {
      const fill = shown(c) ? cellFill(t, c, TRAP_TINT) : null;
      if (fill) fills.push(fill);
    }
  }

  // Sides drawn as something other than a wall line.
  const side = (c: number, s: number) => c * t.maxSlots + s;
  const noWall = new Set<number>();
  const both = (c: number, s: number) => {
    if (s < 0) return;
    noWall.add(side(c, s));
    const o = t.neighbor(c, s);
    if (o >= 0) noWall.add(side(o, t.oppositeSlot(c, s)));
  };
  for (const e of maze.entrances ?? []) both(e.cell, e.slot);
  for (const d of board.doors) both(d.cell, d.slot);
  for (const g of board.gates) both(g.cell, g.slot);
  for (const tunnel of passages.tunnels) {
    both(tunnel.over, t.slotTo(tunnel.over, tunnel.a));
    both(tunnel.over, t.slotTo(tunnel.over, tunnel.c));
  }

  // Walls: every closed side once (a playable cell draws its sides towards holes).
  for (let c = 0; c < t.cellCount; c++) {
    if (!shown(c) || passages.isHole(c)) continue;
    const slots = t.slotCount(c);
    for (let s = 0; s < slots; s++) {
      const o = t.neighbor(c, s);
      if (o >= 0 && o < c && !passages.isHole(o)) continue;
      if (passages.isOpen(c, s) || noWall.has(side(c, s))) continue;
      const edge = t.edgeOf(c, s);
      if (edge === null) continue;
      walls.push(wallItem(edge));
    }
  }

  // Weave crossings: the corridor's deck is narrowed to a bridge whose railings run over the
  // tunnel; the tunnel's walls stop at the railings, and run on beneath them dashed.
  for (const { over, a, c } of passages.tunnels) {
    if (!shown(over)) continue;
    present.add('bridge');
    const o = t.center(over);
    const to = t.center(c);
    const from = t.center(a);
    const ux = (to.x - from.x) / 2;
    const uy = (to.y - from.y) / 2;
    // u runs along the tunnel (a cell long), v along the deck.
    const at = (u: number, v: number): Point => ({
      x: o.x + u * ux - v * uy,
      y: o.y + u * uy + v * ux,
    });
    const k = BRIDGE;
    for (const sign of [-1, 1]) {
      // A railing of the deck, unbroken over the tunnel.
      walls.push({ kind: 'wall', a: at(sign * k, -0.5), b: at(sign * k, 0.5) });
      // Solid posts in the corners, where the deck's ends and the tunnel's walls meet.
      for (const end of [-1, 1]) {
        posts.push({
          kind: 'polygon',
          points: [
            at(sign * k, end * k),
            at(sign * 0.5, end * k),
            at(sign * 0.5, end * 0.5),
            at(sign * k, end * 0.5),
          ],
          color: black,
        });
      }
    }
    // The tunnel's walls under the deck, dashed: hidden edges, as technical drawings show them.
    for (const end of [-1, 1]) {
      fills.push({
        kind: 'route',
        points: [at(-k, end * k), at(k, end * k)],
        width: 0.05,
        color: TUNNEL_GREY,
        dashed: true,
      });
    }
  }

  // Doors and gates, in the gaps left for them.
  board.doors.forEach((d) => {
    const edge = shown(d.cell) ? t.edgeOf(d.cell, d.slot) : null;
    if (edge === null) return;
    const { at, angle, length } = edgeMiddle(edge);
    const held = has(play.keys[focus], d.key);
    marks.push({
      kind: 'marker',
      marker: 'door',
      at,
      size: length,
      rotation: angle,
      // Grey in print, so that a door never reads as a wall.
      color: colour ? KEY_COLORS[d.key]! : DOOR_GREY,
      ...(held ? { opacity: FAINT } : {}),
    });
    const inward = t.center(d.cell);
    tag(
      { x: at.x + (inward.x - at.x) * 0.45, y: at.y + (inward.y - at.y) * 0.45 },
      KEY_NAMES[d.key]!,
    );
    present.add('door');
  });
  board.gates.forEach((g, i) => {
    const edge = shown(g.cell) ? t.edgeOf(g.cell, g.slot) : null;
    if (edge === null) return;
    const { at, angle, length } = edgeMiddle(edge);
    const open = isGateOpen(board, play, i, focus);
    marks.push({
      kind: 'marker',
      marker: 'gate',
      at,
      size: length,
      rotation: angle,
      color: ink(CHANNEL_COLORS[g.channel]!),
      ...(open ? { opacity: FAINT } : {}),
    });
    const inward = t.center(g.cell);
    tag(
      { x: at.x + (inward.x - at.x) * 0.45, y: at.y + (inward.y - at.y) * 0.45 },
      String(g.channel + 1),
    );
    present.add('gate');
  });

  // One-way sides: an arrow across the side, pointing the way it may be passed.
  for (const w of board.oneWays) {
    const edge = shown(w.cell) ? t.edgeOf(w.cell, w.slot) : null;
    const other = t.neighbor(w.cell, w.slot);
    if (edge === null || other < 0) continue;
    const from = t.center(w.cell);
    const to = t.center(other);
    marks.push({
      kind: 'marker',
      marker: 'one-way',
      at: edgeMiddle(edge).at,
      size: 0.55,
      rotation: Math.atan2(to.y - from.y, to.x - from.x),
      ...plain(),
    });
    present.add('one-way');
  }

  // Things in cells.
  const cellMark = (
    marker: MarkerKind,
    cell: number,
    color: { color?: string },
    size = 0.7,
    label?: string,
  ) => {
    if (!shown(cell)) return;
    marks.push({
      kind: 'marker',
      marker,
      at: t.center(cell),
      size: size * fit,
      ...color,
      ...(label === undefined ? {} : { label }),
    });
    present.add(marker);
  };
  board.traps.forEach((c) => {
    cellMark('trap', c, plain(), 0.6);
  });
  board.keys.forEach((c, k) => {
    if (has(play.keys[focus], k)) return;
    cellMark('key', c, { color: ink(KEY_COLORS[k]!) });
    if (shown(c)) tag(corner(c), KEY_NAMES[k]!);
  });
  board.gems.forEach((c, g) => {
    if (!has(play.gems[focus], g)) cellMark('gem', c, plain(), 0.55);
  });
  board.switches.forEach((s) => {
    cellMark('switch', s.cell, { color: ink(CHANNEL_COLORS[s.channel]!) }, 0.62);
    if (shown(s.cell)) tag(corner(s.cell), String(s.channel + 1));
  });
  board.portals.forEach((p, i) => {
    for (const c of [p.a, p.b]) {
      cellMark('portal', c, { color: ink(PORTAL_COLORS[i]!) }, 0.62);
      if (shown(c)) tag(corner(c), String(i + 1));
    }
  });
  if (t.floors > 1) {
    for (let c = 0; c < t.cellCount; c++) {
      if (!shown(c) || passages.isHole(c)) continue;
      const up = t.upSlot(c) >= 0 && passages.isOpen(c, t.upSlot(c));
      const down = t.downSlot(c) >= 0 && passages.isOpen(c, t.downSlot(c));
      if (!up && !down) continue;
      cellMark('stairs', c, plain(), 0.6);
      tag(corner(c), up && down ? '↕' : up ? '↑' : '↓');
    }
  }
  const several = players > 1;
  board.starts.forEach((c, p) => {
    cellMark(
      'start',
      c,
      several ? { color: ink(PLAYER_COLORS[p]!) } : plain(),
      0.8,
      several ? String(p + 1) : undefined,
    );
  });
  const goalLabel = (p: number) => (board.sharedGoal || !several ? undefined : String(p + 1));
  board.goals.forEach((c, p) => {
    cellMark('goal', c, plain(), 0.8, goalLabel(p));
  });

  // Routes: the best solution, then trails, then the players on top.
  // Colour: each player's colour. Print: greys, darkest first (one player: mid grey).
  const routeColor = (p: number) =>
    colour
      ? PLAYER_COLORS[p % PLAYER_COLORS.length]!
      : several
        ? PRINT_GREYS[p % PRINT_GREYS.length]!
        : SOLUTION_GREY;
  const tunnelEnds = new Set(
    passages.tunnels.flatMap((x) => [x.a * t.cellCount + x.c, x.c * t.cellCount + x.a]),
  );
  const portalPairs = new Set(
    board.portals.flatMap((x) => [x.a * t.cellCount + x.b, x.b * t.cellCount + x.a]),
  );
  // Consecutive cells of a route are neighbours, tunnel ends or a portal's two ends (the line
  // breaks there, and where stairs lead to another floor's picture).
  const joined = (from: number, to: number) =>
    t.floorOf(from) === t.floorOf(to) &&
    !portalPairs.has(from * t.cellCount + to) &&
    (t.slotTo(from, to) >= 0 || tunnelEnds.has(from * t.cellCount + to));
  const polylines = (cells: readonly number[]): Point[][] => {
    const parts: Point[][] = [];
    let part: Point[] = [];
    let previous = -1;
    for (const cell of cells) {
      const jump = previous >= 0 && !joined(previous, cell);
      if (jump || !shown(cell)) {
        if (part.length > 1) parts.push(part);
        part = [];
      }
      if (shown(cell)) part.push(t.center(cell));
      previous = cell;
    }
    if (part.length > 1) parts.push(part);
    return parts;
  };
  if (showSolution) {
    (scene.maze.verdict.routes ?? []).slice(0, players).forEach((route, p) => {
      route.forEach((cell, k) => {
        if (!(Number.isInteger(cell) && cell >= 0 && cell < t.cellCount)) {
          throw new MazeError(
            'verdict.routes',
            `toSketch: verdict.routes[${p}][${k}] must be a cell 0–${t.cellCount - 1} (got ${shown(cell)})`,
          );
        }
      });
      // Several players' lines nest: the first widest, each next one narrower on top, so
      // every player's line shows where they share a corridor.
      const width = several ? 0.34 - 0.08 * Math.min(p, 3) : 0.2;
      for (const points of polylines(solutionCells(board, route, scene.maze.verdict.moves?.[p]))) {
        lines.push({ kind: 'route', points, width, color: routeColor(p) });
      }
      if (route.length > 1) present.add('solution');
    });
  }
  (Array.isArray(trails) ? trails.slice(0, players) : []).forEach((trail, p) => {
    if (!Array.isArray(trail)) return;
    const cells = trail.filter((c) => Number.isInteger(c) && c >= 0 && c < t.cellCount);
    for (const points of polylines(cells)) {
      lines.push({
        kind: 'route',
        points,
        width: 0.1,
        color: colour ? routeColor(p) : black,
        dashed: true,
      });
    }
  });
  if (showPlayers) {
    // Players sharing a cell are spread round its centre.
    const byCell = new Map<number, number[]>();
    play.positions.forEach((c, p) => {
      if (c === HOME || !shown(c)) return;
      byCell.set(c, [...(byCell.get(c) ?? []), p]);
    });
    const order = [...play.positions.keys()].sort((p, q) =>
      p === focus ? 1 : q === focus ? -1 : p - q,
    );
    for (const p of order) {
      const c = play.positions[p]!;
      const group = byCell.get(c);
      if (group === undefined) continue;
      const centre = t.center(c);
      const i = group.indexOf(p);
      const spread = group.length > 1 ? 0.18 : 0;
      const angle = (2 * Math.PI * i) / group.length + Math.PI / 4;
      marks.push({
        kind: 'marker',
        marker: 'player',
        at: { x: centre.x + spread * Math.cos(angle), y: centre.y + spread * Math.sin(angle) },
        size: (group.length > 1 ? 0.4 : 0.5) * fit,
        color: ink(PLAYER_COLORS[p]!),
        ...(several ? { label: String(p + 1) } : {}),
      });
      present.add('player');
    }
  }

  // A title over each floor drawn, when there are several.
  if (t.floors > 1) {
    const base = t.base.bounds();
    for (let f = 0; f < t.floors; f++) {
      if (floor >= 0 && f !== floor) continue;
      const shift = t.center(t.at(f, 0)).x - t.base.center(0).x;
      tags.push({
        kind: 'label',
        at: { x: (base.min.x + base.max.x) / 2 + shift, y: base.max.y + 0.55 },
        text: `Floor ${f + 1}`,
        size: 0.55,
      });
    }
  }
  const items = [...fills, ...lines, ...walls, ...posts, ...marks, ...tags];
  // The bounds are what is drawn: one floor or all, a shape without the outside around it, and
  // markers or labels that stand past the walls, so no margin setting clips them.
  const bounds = extentOf(items) ?? t.bounds();

  const spec = t.spec;
  const size = spec.kind === 'circular' ? `${spec.rings} rings` : `${spec.width} × ${spec.height}`;
  return {
    bounds,
    cellSize: 1,
    items,
    ...(legend ? { legend: legendOf(present, players, colour ? null : black) } : {}),
    title: `Maze, ${spec.kind} ${size}${t.floors > 1 ? `, ${t.floors} floors` : ''}, seed ${maze.seed}`,
  };
}

/** The box round everything drawn, or `null` when nothing is (widths and dashes aside). */
function extentOf(items: readonly SketchItem[]): { min: Point; max: Point } | null {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  const take = (x: number, y: number, rx = 0, ry = rx) => {
    x0 = Math.min(x0, x - rx);
    y0 = Math.min(y0, y - ry);
    x1 = Math.max(x1, x + rx);
    y1 = Math.max(y1, y + ry);
  };
  /** An arc's ends and the points where it crosses an axis direction. */
  const arc = (c: Point, r: number, start: number, end: number) => {
    take(c.x + r * Math.cos(start), c.y + r * Math.sin(start));
    take(c.x + r * Math.cos(end), c.y + r * Math.sin(end));
    for (let k = Math.ceil(start / (Math.PI / 2)); k * (Math.PI / 2) <= end; k++) {
      take(c.x + r * Math.cos((k * Math.PI) / 2), c.y + r * Math.sin((k * Math.PI) / 2));
    }
  };
  for (const item of items) {
    switch (item.kind) {
      case 'wall':
        take(item.a.x, item.a.y);
        take(item.b.x, item.b.y);
        break;
      case 'arc':
        arc(item.center, item.radius, item.start, item.end);
        break;
      case 'sector':
        arc(item.center, item.outer, item.start, item.end);
        if (item.inner === 0) take(item.center.x, item.center.y);
        break;
      case 'polygon':
      case 'route':
        for (const p of item.points) take(p.x, p.y);
        break;
      case 'marker':
        take(item.at.x, item.at.y, item.size / 2);
        break;
      case 'label':
        take(item.at.x, item.at.y, item.size * item.text.length * 0.3, item.size * 0.6);
        break;
    }
  }
  return x0 <= x1 ? { min: { x: x0, y: y0 }, max: { x: x1, y: y1 } } : null;
}

/**
 * The cells a player's solution line passes. A Roll route already holds every cell passed (a
 * portal's own cell, then its twin). A Step route holds the cells stood on, so a step into a
 * portal goes straight to the twin; the portal's own cell (the cell the move entered) is put
 * back before it, so the line reaches the portal and starts again at the twin.
 */
function solutionCells(
  board: Board,
  route: readonly number[],
  moves: readonly number[] | undefined,
): readonly number[] {
  if (board.movement !== 'step' || moves === undefined || moves.length !== route.length - 1) {
    return route;
  }
  const cells = [route[0]!];
  moves.forEach((entered, k) => {
    const stood = route[k + 1]!;
    if (entered !== stood) cells.push(entered);
    cells.push(stood);
  });
  return cells;
}

/**
 * The legend: one entry per kind of thing in the picture, in colour, or all in `ink` for print.
 */
function legendOf(
  present: ReadonlySet<string>,
  players: number,
  ink: string | null,
): LegendEntry[] {
  const entries: LegendEntry[] = [];
  const paint = (color?: string): { color?: string } =>
    ink !== null ? { color: ink } : color === undefined ? {} : { color };
  const add = (what: string, entry: LegendEntry) => {
    if (present.has(what)) entries.push(entry);
  };
  if (players > 1 && ink === null) {
    // One entry per player: its start, marker and route share its colour.
    for (let p = 0; p < players; p++) {
      entries.push({ marker: 'start', color: PLAYER_COLORS[p]!, text: `Player ${p + 1}` });
    }
  } else {
    add('start', {
      marker: 'start',
      ...paint(),
      text: players > 1 ? 'Start (by number)' : 'Start',
    });
  }
  add('goal', { marker: 'goal', ...paint(), text: 'Goal' });
  if (players === 1)
    add('player', { marker: 'player', ...paint(PLAYER_COLORS[0]), text: 'Player' });
  if (players === 1 || ink !== null) {
    add('solution', { color: ink === null ? PLAYER_COLORS[0]! : SOLUTION_GREY, text: 'Solution' });
  }
  add('key', { marker: 'key', ...paint(KEY_COLORS[0]), text: 'Key (letter)' });
  add('door', { marker: 'door', color: ink === null ? KEY_COLORS[0]! : DOOR_GREY, text: 'Door' });
  add('switch', { marker: 'switch', ...paint(CHANNEL_COLORS[0]), text: 'Switch (number)' });
  add('gate', { marker: 'gate', ...paint(CHANNEL_COLORS[0]), text: 'Gate (faint: open)' });
  add('gem', { marker: 'gem', ...paint(), text: 'Gem' });
  add('trap', { marker: 'trap', ...paint(), text: 'Trap' });
  add('one-way', { marker: 'one-way', ...paint(), text: 'One-way' });
  add('portal', { marker: 'portal', ...paint(PORTAL_COLORS[0]), text: 'Portal (pair number)' });
  add('stairs', { marker: 'stairs', ...paint(), text: 'Stairs' });
  add('bridge', { color: TUNNEL_GREY, text: 'Bridge (tunnel dashed)' });
  add('hole', { color: HOLE_COLOR, text: 'Hole' });
  return entries;
}

/** One moment of the best solution, from {@link frames}. */
export interface MazeFrame {
  /** 0 for the start, then one per move. */
  readonly index: number;
  /** The position after the move: draw it with `toSketch(maze, { play })`. */
  readonly play: Play;
  /** The player who moved (0-based); −1 on the start frame and for a roll (everyone rolls). */
  readonly player: number;
  /** Step: the cell stepped to (a portal's own cell). Roll: the direction. −1 on the start frame. */
  readonly move: number;
  /** Per player, the cells it passed in this move, the one it left first (empty when it stayed). */
  readonly trails: readonly (readonly number[])[];
  /** The move in plain words: `"Player 1 steps north and takes key A."`. */
  readonly text: string;
}

/**
 * Steps through the stored best solution move by move, from the start to everyone home: keys and
 * gems go as they are taken, gates flip with their switches, players walk, roll, climb stairs and
 * go through portals by the same rules the solver proved the par with (`tryStep` and `roll`).
 * On Step boards with several players, the players take turns, one step each, as in a race.
 *
 * @param maze - a solved maze.
 * @returns the start frame and one frame per move (`par + 1` frames).
 * @throws `MazeError` for something that is not a maze, or a stored solution the rules refuse
 *   (field `solution`, naming the move): the maze was changed after it was solved.
 */
export function frames(maze: MazeData): MazeFrame[] {
  const { board, passages, t } = sceneOf(maze, 'frames');
  if (maze.verdict.solvable !== true) {
    throw new MazeError('solution', 'frames: the maze has no proven solution to step through');
  }
  const players = board.starts.length;
  let play = newGame(board);
  const still = (): number[][] => Array.from({ length: players }, () => []);
  const out: MazeFrame[] = [
    { index: 0, play, player: -1, move: -1, trails: still(), text: 'Start.' },
  ];
  const moves = maze.verdict.moves ?? [];
  const refused = (what: string, why: string) =>
    new MazeError(
      'solution',
      `frames: move ${out.length} (${what}) is refused by the rules (${why}): the maze was changed after it was solved`,
    );
  /** What a move picked up or flipped, as verb phrases. */
  /**
   * What a move picked up or flipped, as verb phrases. `by` names who did it when several roll
   * together (they share what they hold): the player whose trail passed the key or gem, or who
   * came to rest on the switch.
   */
  const happened = (before: Play, after: Play, p: number, by?: (cell: number) => string) => {
    const events: string[] = [];
    const who = (cell: number) => (by === undefined ? '' : `${by(cell)} `);
    const gained = (after.keys[p] ?? 0) & ~(before.keys[p] ?? 0);
    for (let k = 0; k < KEY_NAMES.length; k++) {
      if (has(gained, k)) events.push(`${who(board.keys[k]!)}takes key ${KEY_NAMES[k]}`);
    }
    const gems = (after.gems[p] ?? 0) & ~(before.gems[p] ?? 0);
    const held = `${popCount(after.gems[p] ?? 0)} of ${board.gems.length}`;
    if (by === undefined && gems !== 0) {
      const count = popCount(gems);
      events.push(count === 1 ? `takes a gem (${held})` : `takes ${count} gems (${held})`);
    } else if (by !== undefined) {
      for (let g = 0; g < board.gems.length; g++) {
        if (has(gems, g)) events.push(`${who(board.gems[g]!)}takes a gem`);
      }
      if (gems !== 0) events.push(`${held} gems are taken`);
    }
    const flipped = (after.flips[p] ?? 0) ^ (before.flips[p] ?? 0);
    for (let ch = 0; ch < 4; ch++) {
      if (!has(flipped, ch)) continue;
      const on = board.switches.find(
        (sw) => sw.channel === ch && after.positions.includes(sw.cell),
      );
      events.push(`${on ? who(on.cell) : ''}flips the gates of switch ${ch + 1}`);
    }
    return events;
  };
  const sentence = (who: string, doing: string, events: readonly string[]) => {
    const tail =
      events.length === 0
        ? ''
        : events.length === 1
          ? ` and ${events[0]}`
          : `, ${events.slice(0, -1).join(', ')} and ${events.at(-1)}`;
    return `${who} ${doing}${tail}.`;
  };
  if (board.movement === 'roll') {
    for (const dir of moves[0] ?? []) {
      const passed = still();
      let result: ReturnType<typeof roll>;
      try {
        result = roll(board, play, dir, passed);
      } catch (error) {
        throw refused(`roll ${dir}`, (error as Error).message);
      }
      if (!result.moved || result.trapped) {
        throw refused(
          `roll ${dir}`,
          result.trapped ? 'a player rolls onto a trap' : 'nobody moves',
        );
      }
      // Each trail starts where its player stood; players that stayed have none.
      const trails = passed.map((cells, p) =>
        cells.length === 0 ? [] : [play.positions[p]!, ...cells],
      );
      const by =
        players > 1
          ? (cell: number) => {
              const p = trails.findIndex((trail) => trail.includes(cell));
              return p < 0 ? 'someone' : `player ${p + 1}`;
            }
          : undefined;
      const events = happened(play, result.after, 0, by);
      const arrived = result.after.positions
        .map((c, p) => (c === HOME && play.positions[p] !== HOME ? p : -1))
        .filter((p) => p >= 0);
      if (isSolved(board, result.after)) events.push(players > 1 ? 'everyone is home' : 'is home');
      else if (arrived.length > 0) {
        const who = arrived.map((p) => `player ${p + 1}`);
        events.push(`${who.join(' and ')} ${who.length > 1 ? 'are' : 'is'} home`);
      }
      const name = SIDE_NAMES[t.kind]?.[dir] ?? `in direction ${dir}`;
      const text = sentence(players > 1 ? 'Everyone rolls' : 'The player rolls', name, events);
      play = result.after;
      out.push({ index: out.length, play, player: -1, move: dir, trails, text });
    }
  } else {
    const rounds = Math.max(0, ...moves.map((m) => m.length));
    for (let r = 0; r < rounds; r++) {
      for (let p = 0; p < players; p++) {
        const to = moves[p]?.[r];
        if (to === undefined) continue;
        const from = play.positions[p]!;
        let result: ReturnType<typeof tryStep>;
        try {
          result = tryStep(board, play, p, to);
        } catch (error) {
          throw refused(`player ${p + 1} to cell ${to}`, (error as Error).message);
        }
        if (!result.ok) throw refused(`player ${p + 1} to cell ${to}`, result.message);
        // The side the step leaves by: to a neighbour, or into a tunnel to its far end.
        let slot = t.slotTo(from, to);
        let tunnel = false;
        if (slot < 0 && from !== HOME) {
          for (let s = 0; s < t.slotCount(from) && slot < 0; s++) {
            if (passages.isTunnel(from, s) && passages.across(from, s) === to) {
              slot = s;
              tunnel = true;
            }
          }
        }
        const where = slot < 0 ? `to ${placeName(t, to)}` : sideName(t, from, slot);
        const landed = result.play.positions[p]!;
        const events: string[] = [];
        if (tunnel) events.push('goes through the tunnel');
        if (landed !== HOME && landed !== to) {
          events.push(`comes out of the portal at ${placeName(t, landed)}`);
        }
        events.push(...happened(play, result.play, p));
        if (result.home) events.push('is home');
        const trails = still();
        trails[p] = [from, to];
        const who = players > 1 ? `Player ${p + 1}` : 'The player';
        const stairs = slot >= 0 && t.isStairSlot(from, slot);
        const text = sentence(who, `${stairs ? 'goes' : 'steps'} ${where}`, events);
        play = result.play;
        out.push({ index: out.length, play, player: p, move: to, trails, text });
      }
    }
  }
  if (!isSolved(board, play)) {
    throw new MazeError(
      'solution',
      `frames: the stored solution stops after ${out.length - 1} moves with someone not home: the maze was changed after it was solved`,
    );
  }
  return out;
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * What is in a cell, in plain words: where it is, what stands there (start, goal, key, gem,
 * switch, trap, portal, stairs, players), the doors, gates and one-way sides around it, and which
 * ways lead out (stairs and tunnels included). For example: `"Column 2, row 0. Player 1's start.
 * Key A (taken). Door A going north. Ways out: north, east."`.
 *
 * @param maze - the maze.
 * @param cell - a cell of its board, 0 to cells − 1.
 * @param play - a position (keys and gems taken, gates flipped, players); default the start.
 * @param focus - whose holdings and gate flips to tell (0-based). Default 0.
 * @throws `MazeError` for something that is not a maze, a cell off the board (`cell`) or a position
 *   that does not fit (`play`).
 */
export function describe(maze: MazeData, cell: number, play?: Play, focus = 0): string {
  const { board, passages, t } = sceneOf(maze, 'describe');
  if (!Number.isInteger(cell) || cell < 0 || cell >= t.cellCount) {
    throw new MazeError(
      'cell',
      `cell must be a whole number 0–${t.cellCount - 1} (got ${String(cell)})`,
    );
  }
  const position = play === undefined ? newGame(board) : checkPlay(play, board, t.cellCount);
  const players = board.starts.length;
  const who = clampWithNote([], 'Focus', focus, 0, players - 1, 0, true);
  const place = placeName(t, cell);
  const parts = [`${place.charAt(0).toUpperCase()}${place.slice(1)}.`];
  if (passages.isHole(cell)) return `${parts[0]} A hole: not part of the maze.`;
  const player = (p: number) => (players > 1 ? `Player ${p + 1}'s` : "The player's");
  board.starts.forEach((c, p) => {
    if (c === cell) parts.push(`${player(p)} start.`);
  });
  board.goals.forEach((c, p) => {
    if (c === cell)
      parts.push(board.sharedGoal || players === 1 ? 'The goal.' : `${player(p)} goal.`);
  });
  board.keys.forEach((c, k) => {
    if (c === cell)
      parts.push(`Key ${KEY_NAMES[k]}${has(position.keys[who], k) ? ' (taken)' : ''}.`);
  });
  board.gems.forEach((c, g) => {
    if (c === cell) parts.push(`A gem${has(position.gems[who], g) ? ' (taken)' : ''}.`);
  });
  board.switches.forEach((s) => {
    if (s.cell === cell)
      parts.push(
        `Switch ${s.channel + 1}: landing here flips the gates of switch ${s.channel + 1}.`,
      );
  });
  if (board.traps.includes(cell)) parts.push('A trap: never step here.');
  board.portals.forEach((p, i) => {
    if (p.a === cell || p.b === cell) {
      parts.push(`Portal ${i + 1}: leads to ${placeName(t, p.a === cell ? p.b : p.a)}.`);
    }
  });
  const tunnel = passages.tunnels.find((x) => x.over === cell);
  if (tunnel) parts.push('A bridge: a tunnel runs under it.');
  position.positions.forEach((c, p) => {
    if (c === cell) parts.push(`${players > 1 ? `Player ${p + 1}` : 'The player'} is here.`);
  });
  const twin = (c: number, s: number, d: { cell: number; slot: number }) =>
    (d.cell === c && d.slot === s) ||
    (t.neighbor(d.cell, d.slot) === c && t.oppositeSlot(d.cell, d.slot) === s);
  const open: string[] = [];
  for (let s = 0; s < t.slotCount(cell); s++) {
    const name = sideName(t, cell, s);
    const door = board.doors.find((d) => twin(cell, s, d));
    if (door)
      parts.push(
        `Door ${KEY_NAMES[door.key]} going ${name}${has(position.keys[who], door.key) ? ' (its key is held)' : ''}.`,
      );
    const g = board.gates.findIndex((x) => twin(cell, s, x));
    if (g >= 0) {
      const state = isGateOpen(board, position, g, who) ? 'open' : 'shut';
      parts.push(`Gate ${board.gates[g]!.channel + 1} going ${name} (${state}).`);
    }
    const out = board.oneWays.some((w) => w.cell === cell && w.slot === s);
    const back = board.oneWays.some(
      (w) => t.neighbor(w.cell, w.slot) === cell && t.oppositeSlot(w.cell, w.slot) === s,
    );
    if (out) parts.push(`One-way side going ${name}: out only.`);
    if (back) parts.push(`One-way side going ${name}: in only.`);
    // An in-only side is no way out; a shut gate or a locked door still is, once opened.
    if (passages.isOpen(cell, s) && !back) open.push(name);
    else if (passages.isTunnel(cell, s)) open.push(`${name} (through the tunnel)`);
  }
  if ((maze.entrances ?? []).some((e) => e.cell === cell))
    parts.push('The way in or out of the maze.');
  parts.push(open.length === 0 ? 'No way out.' : `Ways out: ${open.join(', ')}.`);
  return parts.join(' ');
}

/** Splits picture options from renderer options. @internal */
export function split(options: MazeExportOptions): {
  sketch: MazeSketchOptions;
  render: ExportOptions;
} {
  const given = (options ?? {}) as MazeExportOptions;
  const { style, play, focus, trails, floor, solution, ink, onNote, ...render } = given;
  const wall = render.colors?.wall;
  // A wall colour the renderer would refuse (and replace, with a note) is not used as ink.
  const inkUsed = ink ?? (isColor(wall) ? wall : undefined);
  const sketch: MazeSketchOptions = {
    ...(style === undefined ? {} : { style }),
    ...(play === undefined ? {} : { play }),
    ...(focus === undefined ? {} : { focus }),
    ...(trails === undefined ? {} : { trails }),
    ...(floor === undefined ? {} : { floor }),
    ...(solution === undefined ? {} : { solution }),
    ...(render.legend === undefined ? {} : { legend: render.legend }),
    ...(inkUsed === undefined ? {} : { ink: inkUsed }),
    ...(onNote === undefined ? {} : { onNote }),
  };
  return { sketch, render: { ...render, ...(onNote === undefined ? {} : { onNote }) } };
}

/**
 * A maze as an SVG document: {@link toSketch} rendered by `renderSvg` from `@knossos/export`.
 *
 * @param maze - the maze.
 * @param options - the style and position ({@link MazeSketchOptions}) and the renderer's `size`
 *   (longer side in px, 64–8192, default 2048), `wallWidth` (0.02–0.4 of a cell, default 0.12),
 *   `margin` (0–4 cells, default 0.8), `legend` (drawn in the `as-shown` style, default true),
 *   `background` and `colors`. Out-of-range numbers are clamped, each with a note to `onNote`.
 * @returns the SVG document (self-contained: no scripts, no external references).
 * @throws `MazeError` as {@link toSketch}.
 */
export function exportSvg(maze: MazeData, options: MazeExportOptions = {}): string {
  const { sketch, render } = split(options);
  return renderSvg(toSketch(maze, sketch), render);
}

/**
 * A maze as PNG file bytes, drawn as {@link exportSvg} draws it and rasterised by `renderPng`
 * from `@knossos/export/png`, which is loaded on the first call (so importing this package never
 * loads the rasteriser).
 *
 * @param maze - the maze.
 * @param options - as {@link exportSvg}.
 * @returns a promise of the PNG file's bytes; its longer side is `size` pixels.
 * @throws `MazeError` as {@link toSketch}, at once rather than as a rejected promise.
 */
export function exportPng(maze: MazeData, options: MazeExportOptions = {}): Promise<Uint8Array> {
  const { sketch, render } = split(options);
  const drawn = toSketch(maze, sketch);
  return import('@knossos/export/png').then(({ renderPng }) => renderPng(drawn, render));
}
