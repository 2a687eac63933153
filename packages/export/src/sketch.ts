/** A point in board units: x grows to the right, y grows upwards (as `@knossos/topology`). */
export interface Point {
  /** Horizontal position, growing to the right. */
  readonly x: number;
  /** Vertical position, growing upwards. */
  readonly y: number;
}

/** A straight wall from `a` to `b`. */
export interface WallItem {
  /** Tells the item kinds apart. */
  readonly kind: 'wall';
  /** One end. */
  readonly a: Point;
  /** The other end. */
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
  /** Tells the item kinds apart. */
  readonly kind: 'arc';
  /** The circle's centre. */
  readonly center: Point;
  /** The circle's radius in board units. */
  readonly radius: number;
  /** Where the arc begins, in radians. */
  readonly start: number;
  /** Where it ends, in radians, counter-clockwise from `start`. */
  readonly end: number;
  /** Thickness in board units, as {@link WallItem.width}. */
  readonly width?: number;
  /** CSS colour; default the palette's wall colour. */
  readonly color?: string;
}

/** A filled polygon, such as a cell. */
export interface PolygonItem {
  /** Tells the item kinds apart. */
  readonly kind: 'polygon';
  /** Its corners in order, at least three. */
  readonly points: readonly Point[];
  /** CSS colour. */
  readonly color: string;
  /** 0–1; default 1. */
  readonly opacity?: number;
}

/** A filled annular sector (a cell of a circular board): radii `inner`–`outer`, angles as {@link ArcItem}. */
export interface SectorItem {
  /** Tells the item kinds apart. */
  readonly kind: 'sector';
  /** The centre of its circles. */
  readonly center: Point;
  /** Inner radius in board units (0 for a pie slice). */
  readonly inner: number;
  /** Outer radius in board units. */
  readonly outer: number;
  /** Where it begins, in radians. */
  readonly start: number;
  /** Where it ends, in radians, counter-clockwise from `start`. */
  readonly end: number;
  /** CSS colour. */
  readonly color: string;
  /** 0–1; default 1. */
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
  /** Tells the item kinds apart. */
  readonly kind: 'marker';
  /** Which symbol. */
  readonly marker: MarkerKind;
  /** Its centre. */
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
  /**
   * A short text drawn in white on the marker (a player's number); it reads on the solid
   * markers (start, goal, player, dot). On a start marker it takes the place of the arrow.
   */
  readonly label?: string;
  /** 0–1; default 1 (an open gate or a door whose key is held is drawn faint). */
  readonly opacity?: number;
}

/** A line through points, such as a solution route or a Flow path. */
export interface RouteItem {
  /** Tells the item kinds apart. */
  readonly kind: 'route';
  /** The points it passes through in order (one point draws a dot). */
  readonly points: readonly Point[];
  /** Thickness in board units. */
  readonly width: number;
  /** CSS colour. */
  readonly color: string;
  /** 0–1; default 1. */
  readonly opacity?: number;
  /** Drawn dashed (a trail rather than a route). */
  readonly dashed?: boolean;
}

/** Text in the picture. */
export interface LabelItem {
  /** Tells the item kinds apart. */
  readonly kind: 'label';
  /** Where the text sits (see `anchor`); its middle height is here. */
  readonly at: Point;
  /** The text, drawn as given (escaped in SVG). */
  readonly text: string;
  /** Font height in board units. */
  readonly size: number;
  /** CSS colour; default the palette's text colour. */
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
  /** What it means. */
  readonly text: string;
}

/**
 * A picture in board units, independent of any renderer: what families draw their puzzles as
 * and what {@link renderSvg} and the PNG renderers turn into images.
 */
export interface Sketch {
  /** The part of the plane to show (the board), in board units. */
  readonly bounds: {
    /** The lower-left corner. */
    readonly min: Point;
    /** The upper-right corner. */
    readonly max: Point;
  };
  /**
   * The size of one cell in board units (1 on square boards): the `wallWidth` and `margin`
   * options are fractions and multiples of it.
   */
  readonly cellSize: number;
  /** What to draw, in order: later items on top. */
  readonly items: readonly SketchItem[];
  /** Drawn under the board when the `legend` option is on. */
  readonly legend?: readonly LegendEntry[];
  /** The picture's title (an SVG `<title>`). */
  readonly title?: string;
}
