import type { ArcItem, Point, WallItem } from './sketch.js';

/**
 * A board's wall as `@knossos/topology` describes it (`topology.edgeOf(cell, slot)`): a straight
 * segment, or an arc on circular boards.
 */
export type EdgeShape =
  | { readonly kind: 'segment'; readonly a: Point; readonly b: Point }
  | {
      readonly kind: 'arc';
      readonly center: Point;
      readonly radius: number;
      readonly start: number;
      readonly end: number;
    };

/**
 * The sketch item that draws a board's wall: a {@link WallItem} for a segment, an
 * {@link ArcItem} for an arc, at the default width and colour.
 */
export function wallItem(edge: EdgeShape): WallItem | ArcItem {
  return edge.kind === 'segment'
    ? { kind: 'wall', a: edge.a, b: edge.b }
    : { kind: 'arc', center: edge.center, radius: edge.radius, start: edge.start, end: edge.end };
}
