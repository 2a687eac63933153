// A player's move as a timeline, with no renderer: the legs of a motion (a step with a small hop,
// a roll sliding cell to cell, a portal shrinking away and growing back, a climb up or down the
// stairs, a pass under a weave bridge) and where the piece is at any moment.
import type { Motion } from '../maze/events.js';
import type { MazeLayout } from './layout.js';

/** Time of one step, ms. */
export const STEP_MS = 120;
/** Time to roll across one cell, ms. */
export const ROLL_MS = 65;
/** Time to shrink away (and again to grow back) through a portal, ms. */
export const PORTAL_MS = 170;
/** Time to climb a flight of stairs, ms. */
export const STAIRS_MS = 340;
/** Height of a step's hop, in cells. */
export const HOP = 0.16;

/** Where a piece is: board x, y, world height (floors included), and its size (1 = full). */
export interface Pose {
  x: number;
  y: number;
  h: number;
  scale: number;
}

type LegKind = 'step' | 'slide' | 'shrink' | 'grow' | 'climb';

/** One leg of a timeline: from one pose to the next. */
interface Leg {
  readonly kind: LegKind;
  readonly ms: number;
  readonly from: Pose;
  readonly to: Pose;
}

/** A motion's legs, played one after another. */
export interface Track {
  readonly player: number;
  readonly legs: readonly Leg[];
  /** Total time, ms. */
  readonly ms: number;
}

/** Where a piece rests on a cell: its centre, on its floor, on the bridge deck of a crossing. */
export type RestPose = (cell: number, underBridge?: boolean) => Pose;

/** The resting pose function of a board. */
export function restPoses(layout: MazeLayout, floorGap: number, bridgeHeight: number): RestPose {
  const t = layout.topology;
  const bridged = new Set(layout.bridges.map((b) => b.over));
  return (cell, underBridge = false) => {
    const c = layout.centre(cell);
    const deck = bridged.has(cell) && !underBridge ? bridgeHeight : 0;
    return { x: c.x, y: c.y, h: t.floorOf(cell) * floorGap + deck, scale: 1 };
  };
}

/** The timeline of one motion. */
export function trackOf(motion: Motion, rest: RestPose, layout: MazeLayout): Track {
  const cells = motion.cells;
  const hops = new Set(motion.hops ?? []);
  if (motion.kind === 'portal' && motion.hops === undefined) hops.add(cells.length - 2);
  const tunnels = layout.bridges;
  // A cell passed under: between two tunnel ends, with the bridge over it.
  const under = (i: number) => {
    if (i <= 0 || i >= cells.length - 1) return false;
    const a = cells[i - 1]!;
    const c = cells[i + 1]!;
    return tunnels.some(
      (b) => b.over === cells[i] && ((b.a === a && b.c === c) || (b.a === c && b.c === a)),
    );
  };
  const legs: Leg[] = [];
  const t = layout.topology;
  for (let i = 0; i + 1 < cells.length; i++) {
    const from = rest(cells[i]!, under(i));
    const to = rest(cells[i + 1]!, under(i + 1));
    if (hops.has(i)) {
      legs.push({ kind: 'shrink', ms: PORTAL_MS, from, to: { ...from, scale: 0 } });
      legs.push({ kind: 'grow', ms: PORTAL_MS, from: { ...to, scale: 0 }, to });
    } else if (t.floorOf(cells[i]!) !== t.floorOf(cells[i + 1]!)) {
      legs.push({ kind: 'climb', ms: STAIRS_MS, from, to });
    } else if (motion.kind === 'roll') {
      legs.push({ kind: 'slide', ms: ROLL_MS, from, to });
    } else {
      legs.push({ kind: 'step', ms: STEP_MS, from, to });
    }
  }
  return { player: motion.player, legs, ms: legs.reduce((s, l) => s + l.ms, 0) };
}

const smooth = (u: number) => u * u * (3 - 2 * u);

/**
 * The pose `elapsed` ms into a track, written into `out` (nothing is allocated). Past the end,
 * the last leg's end.
 */
export function poseAt(track: Track, elapsed: number, out: Pose): Pose {
  let left = elapsed;
  let leg = track.legs[track.legs.length - 1]!;
  let u = 1;
  for (let i = 0; i < track.legs.length; i++) {
    const l = track.legs[i]!;
    if (left < l.ms) {
      leg = l;
      u = Math.max(0, left / l.ms);
      break;
    }
    left -= l.ms;
  }
  const from = leg.from;
  const to = leg.to;
  // A roll slides evenly from cell to cell; a step eases and hops; the stairs climb in 4 treads.
  const k =
    leg.kind === 'slide'
      ? u
      : leg.kind === 'climb'
        ? (Math.floor(u * 4) + smooth((u * 4) % 1)) / 4
        : smooth(u);
  const along = leg.kind === 'climb' ? smooth(u) : k;
  out.x = from.x + (to.x - from.x) * along;
  out.y = from.y + (to.y - from.y) * along;
  out.h = from.h + (to.h - from.h) * (leg.kind === 'climb' ? Math.min(1, k) : k);
  if (leg.kind === 'step') out.h += HOP * Math.sin(Math.PI * u);
  out.scale = leg.kind === 'shrink' ? 1 - smooth(u) : leg.kind === 'grow' ? smooth(u) : to.scale;
  return out;
}
