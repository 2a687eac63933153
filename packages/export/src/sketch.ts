/** A point in board units: x grows to the right, y grows upwards (as `@knossos/topology`). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A straight wall from `a` to `b`. */
export interface WallItem {
  readonly kind: 'wall';
  readonly a: Point;
  readonly b: Point;
  /** Thickness in board units; default the `wallWidth` option times the sketch's cell size. */
  readonly width?: number;
  /** CSS colour; default the palette's wall colour. */
  readonly color?: string;
}

/**
 * A circular wall: the arc of radius `radius` around `center` from angle `start` to `end`
 * (radians from the positive x axis, counter-clockwise, `start < end ≤ start + 2π`), as
 * `@knossos/topology` gives the walls of circular boards.
 */
export interface ArcItem {
  readonly kind: 'arc';
  readonly center: Point;
  readonly radius: number;
  readonly start: number;
  readonly end: number;
  readonly width?: number;
  readonly color?: string;
}

/** A filled polygon, such as a cell. */
export interface PolygonItem {
  readonly kind: 'polygon';
  readonly points: readonly Point[];
  readonly color: string;
  /** 0–1; default 1. */
  readonly opacity?: number;
}

/** A filled annular sector (a cell of a circular board): radii `inner`–`outer`, angles as {@link ArcItem}. */
export interface SectorItem {
  readonly kind: 'sector';
  readonly center: Point;
  readonly inner: number;
  readonly outer: number;
  readonly start: number;
  readonly end: number;
  readonly color: string;
  readonly opacity?: number;
}

/** The symbols a {@link MarkerItem} can show. */
export type MarkerKind =
  | 'start'
  | 'goal'
  | 'key'
  | 'door'
  | 'switch'
  | 'gate'
  | 'gem'
  | 'trap'
  | 'one-way'
  | 'portal'
  | 'stairs'
  | 'player'
  | 'dot'
  | 'pipe';

/** Every {@link MarkerKind}, in the order a legend lists them. */
export const MARKER_KINDS: readonly MarkerKind[] = Object.freeze([
  'start',
  'goal',
  'player',
  'key',
  'door',
  'switch',
  'gate',
  'gem',
  'trap',
  'one-way',
  'portal',
  'stairs',
  'dot',
  'pipe',
]);

/** A symbol centred on a point. */
export interface MarkerItem {
  readonly kind: 'marker';
  readonly marker: MarkerKind;
  readonly at: Point;
  /** Its width in board units (about a cell for most markers). */
  readonly size: number;
  /** CSS colour; default the palette's colour for the marker. */
  readonly color?: string;
  /**
   * Which way it faces, in radians counter-clockwise from the positive x axis: the arrow of a
   * one-way side, the length of a door or gate bar. Default 0.
   */
  readonly rotation?: number;
  /**
   * `pipe` only: the directions of its arms, in radians as `rotation`; each arm runs from the
   * centre to the edge of the marker's box.
   */
  readonly arms?: readonly number[];
  /** A short text drawn on the marker (a player's number, a key's letter). */
  readonly label?: string;
}

/** A line through points, such as a solution route or a Flow path. */
export interface RouteItem {
  readonly kind: 'route';
  readonly points: readonly Point[];
  /** Thickness in board units. */
  readonly width: number;
  readonly color: string;
  readonly opacity?: number;
  /** Drawn dashed (a trail rather than a route). */
  readonly dashed?: boolean;
}

/** Text in the picture. */
export interface LabelItem {
  readonly kind: 'label';
  readonly at: Point;
  readonly text: string;
  /** Font height in board units. */
  readonly size: number;
  readonly color?: string;
  /** Which part of the text sits at `at`; default `middle`. */
  readonly anchor?: 'start' | 'middle' | 'end';
}

/** One thing drawn; items are drawn in order, later ones on top. */
export type SketchItem =
  | WallItem
  | ArcItem
  | PolygonItem
  | SectorItem
  | MarkerItem
  | RouteItem
  | LabelItem;

/** One line of a legend: a marker (or a colour swatch) and what it means. */
export interface LegendEntry {
  /** The symbol shown; a plain colour swatch when absent. */
  readonly marker?: MarkerKind;
  /** Its colour; default the palette's colour for the marker. */
  readonly color?: string;
  readonly text: string;
}

/**
 * A picture in board units, independent of any renderer: what families draw their puzzles as
 * and what {@link renderSvg} and the PNG renderers turn into images.
 */
export interface Sketch {
  /** The part of the plane to show (the board), in board units. */
  readonly bounds: { readonly min: Point; readonly max: Point };
  /**
   * The size of one cell in board units (1 on square boards): the `wallWidth` and `margin`
   * options are fractions and multiples of it.
   */
  readonly cellSize: number;
  readonly items: readonly SketchItem[];
  /** Drawn under the board when the `legend` option is on. */
  readonly legend?: readonly LegendEntry[];
  /** The picture's title (an SVG `<title>`). */
  readonly title?: string;
}
