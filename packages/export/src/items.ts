import type { ArcItem, Point, WallItem } from './sketch.js';

/**
 * A board's wall as `@knossos/topology` describes it (`topology.edgeOf(cell, slot)`): a straight
 * segment, or an arc on circular boards.
 */
export type EdgeShape = SegmentShape | ArcShape;

/** A straight wall, as `@knossos/topology`'s `Segment`. */
export interface SegmentShape {
  /** Tells the edge kinds apart. */
  readonly kind: 'segment';
  /** One end. */
  readonly a: Point;
  /** The other end. */
  readonly b: Point;
}

/** A circular wall, as `@knossos/topology`'s `Arc` (angles as {@link ArcItem}). */
export interface ArcShape {
  /** Tells the edge kinds apart. */
  readonly kind: 'arc';
  /** The circle's centre. */
  readonly center: Point;
  /** The circle's radius in board units. */
  readonly radius: number;
  /** Where the arc begins, in radians. */
  readonly start: number;
  /** Where it ends, in radians, counter-clockwise from `start`. */
  readonly end: number;
}

/**
 * The sketch item that draws a board's wall: a {@link WallItem} for a segment, an
 * {@link ArcItem} for an arc, at the default width and colour.
 */
export function wallItem(edge: EdgeShape): WallItem | ArcItem {
  return edge.kind === 'segment'
    ? { kind: 'wall', a: edge.a, b: edge.b }
    : { kind: 'arc', center: edge.center, radius: edge.radius, start: edge.start, end: edge.end };
}
