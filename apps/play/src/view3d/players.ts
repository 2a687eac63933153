// The players as coloured pieces: they rest on their cells, play each move's motion (see
// animation.ts), jump at once on undo or restart, and share a cell by standing apart.
import { HOME, type MazeData, type Play } from '@knossos/maze';
import * as THREE from 'three';
import type { Motion } from '../maze/events.js';
import { type Pose, poseAt, type RestPose, type Track, trackOf } from './animation.js';
import type { MazeLayout } from './layout.js';
import { PLAYER_COLORS } from './palette.js';
import { type Kit, lambert } from './shapes.js';
import { boardBoost } from './sizes.js';

/** The pieces and their animation. */
export interface Players {
  /** Plays a move's motions from the `before` play to `after`. */
  animate(motions: readonly Motion[], after: Play): void;
  /** Puts every piece where `play` has it, at once. */
  jump(play: Play): void;
  /** Advances the animation by `dt` ms; returns whether anything still moves. */
  tick(dt: number): boolean;
  /** Whether a move is being played. */
  readonly busy: boolean;
  /** Where player `p`'s piece is now (live: read, don't keep). */
  pose(p: number): Pose;
  /** Hides pieces above floor `floor` (−1: show all). */
  showUpTo(floor: number, floorGap: number): void;
  /** A resting piece's radius (its base), in board units. */
  readonly radius: number;
}

/** Makes one piece per player and adds them to `parent`. */
export function buildPlayers(
  maze: MazeData,
  layout: MazeLayout,
  rest: RestPose,
  parent: THREE.Object3D,
  kit: Kit,
): Players {
  const board = maze.board;
  // One size for every piece: the smallest of the cells they start on, as markers shrink there,
  // grown a little on a big board so a piece stays easy to see when the whole board is framed.
  const fit =
    Math.min(1, ...board.starts.map((c) => Math.max(0.62, layout.cellSize(c)))) *
    boardBoost(layout.bounds);
  // Height is not bound by the cell's width: a piece on a small (triangle) cell stays tall enough
  // to show over the walls, and on a big board it stands taller still (a cell's width caps how
  // wide it can grow, nothing caps its height).
  const tall = Math.max(fit, 0.9) * boardBoost(layout.bounds);
  const count = board.starts.length;
  const pieces = board.starts.map((_, p) => {
    const mat = lambert(kit, PLAYER_COLORS[p]!);
    const g = new THREE.Group();
    const body = new THREE.Mesh(kit.cone, mat);
    body.scale.set(0.42, 0.42, 0.42);
    body.position.y = 0.21;
    const head = new THREE.Mesh(kit.sphere, mat);
    head.scale.setScalar(0.13);
    head.position.y = 0.46;
    const base = new THREE.Mesh(kit.cylinder, mat);
    base.scale.set(0.44, 0.06, 0.44);
    base.position.y = 0.03;
    g.add(body, head, base);
    parent.add(g);
    return g;
  });
  const poses: Pose[] = pieces.map(() => ({ x: 0, y: 0, h: 0, scale: 1 }));
  const offsets = pieces.map(() => ({ x: 0, y: 0, size: 1 }));
  const tracks: (Track | null)[] = pieces.map(() => null);
  const elapsed = pieces.map(() => 0);
  let cells: number[] = [...board.starts];
  const home: boolean[] = pieces.map(() => false);

  const cellOf = (play: Play, p: number) => {
    const c = play.positions[p]!;
    return c === HOME ? (board.goals[p] ?? board.goals[0]!) : c;
  };
  /** Players on one cell stand apart round its centre. */
  const spread = () => {
    const byCell = new Map<number, number[]>();
    cells.forEach((c, p) => {
      byCell.set(c, [...(byCell.get(c) ?? []), p]);
    });
    for (const group of byCell.values()) {
      group.forEach((p, i) => {
        const r = group.length > 1 ? 0.2 * fit : 0;
        const a = (2 * Math.PI * i) / group.length + Math.PI / 4;
        offsets[p] = { x: r * Math.cos(a), y: r * Math.sin(a), size: group.length > 1 ? 0.75 : 1 };
      });
    }
  };
  const place = (p: number) => {
    const pose = poses[p]!;
    const o = offsets[p]!;
    // A moving piece walks the cells' centres; a resting one stands apart from the others there.
    const apart = tracks[p] ? 0 : 1;
    const piece = pieces[p]!;
    piece.position.set(pose.x + o.x * apart, pose.h, -(pose.y + o.y * apart));
    const s = pose.scale * o.size * (home[p] ? 0.8 : 1);
    piece.scale.set(s * fit, s * tall, s * fit);
  };
  const settle = (play: Play) => {
    cells = pieces.map((_, p) => cellOf(play, p));
    pieces.forEach((_, p) => {
      home[p] = play.positions[p] === HOME;
    });
    spread();
  };
  const jump = (play: Play) => {
    settle(play);
    pieces.forEach((_, p) => {
      tracks[p] = null;
      Object.assign(poses[p]!, rest(cells[p]!));
      place(p);
    });
  };
  jump({ positions: board.starts, keys: [], gems: [], flips: [] });

  let busy = false;
  return {
    animate(motions, after) {
      // A move that arrives mid-animation ends the one before at once.
      for (let p = 0; p < count; p++) {
        tracks[p] = null;
        Object.assign(poses[p]!, rest(cells[p]!));
      }
      settle(after);
      for (const m of motions) {
        if (m.player < 0 || m.player >= count || m.cells.length < 2) continue;
        tracks[m.player] = trackOf(m, rest, layout);
        elapsed[m.player] = 0;
      }
      for (let p = 0; p < count; p++) {
        if (!tracks[p]) Object.assign(poses[p]!, rest(cells[p]!));
        place(p);
      }
      busy = tracks.some((x) => x !== null);
    },
    jump(play) {
      jump(play);
      busy = false;
    },
    tick(dt) {
      let moving = false;
      for (let p = 0; p < count; p++) {
        const track = tracks[p];
        if (!track) continue;
        elapsed[p]! += dt;
        poseAt(track, elapsed[p]!, poses[p]!);
        if (elapsed[p]! >= track.ms) {
          tracks[p] = null;
          Object.assign(poses[p]!, rest(cells[p]!));
        } else moving = true;
        place(p);
      }
      busy = moving;
      return moving;
    },
    get busy() {
      return busy;
    },
    pose: (p) => poses[p]!,
    radius: 0.22 * fit,
    showUpTo(floor, floorGap) {
      for (let p = 0; p < count; p++) {
        pieces[p]!.visible = floor < 0 || poses[p]!.h < (floor + 0.999) * floorGap;
      }
    },
  };
}
