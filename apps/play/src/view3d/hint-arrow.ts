// The hint: a big gold arrow with a dark rim, floating above the walls beside the player's
// piece (from the piece's edge toward the next move of a best way on), pulsing gently, shown
// until the next move.
import * as THREE from 'three';
import { WALL_HEIGHT } from './board-mesh.js';
import { BOARD_COLORS } from './palette.js';
import { arrowShape, type Kit } from './shapes.js';

/** The hint arrow. */
export interface HintArrow {
  /**
   * Points from board point (x0, y0) toward (x1, y1), the floor there at world height `h`;
   * the arrow starts `clear` board units from (x0, y0) (the piece's edge).
   */
  show(x0: number, y0: number, x1: number, y1: number, h: number, clear: number): void;
  hide(): void;
  /** Bobs and pulses the arrow, once per frame (`time` in seconds). */
  tick(time: number): void;
}

/** How far above the walls' tops the arrow floats, in board units. */
const LIFT = 0.14;

/**
 * Makes the (hidden) arrow and adds it to `parent`; `size` grows it on a big board (see
 * sizes.ts, 1 or more).
 */
export function buildHintArrow(parent: THREE.Object3D, kit: Kit, size = 1): HintArrow {
  const shape = arrowShape(kit);
  const gold = kit.own(
    new THREE.MeshBasicMaterial({ color: BOARD_COLORS.hint, side: THREE.DoubleSide }),
  );
  const rim = kit.own(new THREE.MeshBasicMaterial({ color: '#5c3d00', side: THREE.DoubleSide }));
  const group = new THREE.Group();
  const face = new THREE.Mesh(shape, gold);
  face.position.y = 0.004;
  face.renderOrder = 3;
  // The rim: the same arrow a little bigger, just under the gold one.
  const back = new THREE.Mesh(shape, rim);
  back.scale.set(1.18, 1, 1.3);
  back.renderOrder = 2;
  group.add(back, face);
  group.visible = false;
  parent.add(group);
  let base = 0;
  let length = 1;
  let width = 1;
  return {
    show(x0, y0, x1, y1, h, clear) {
      const dx = x1 - x0;
      const dy = y1 - y0;
      const len = Math.hypot(dx, dy) || 1;
      const ux = dx / len;
      const uy = dy / len;
      // From just past the piece's edge to a little short of the next cell's centre (at least
      // most of a cell long, so a big piece still leaves a clear arrow).
      const from = clear + 0.06;
      length = Math.max(0.9 * size, Math.min(len, 1) * 0.95 - from + 0.25 * size);
      width = 1.15 * size ** 1.3;
      const mid = from + length / 2;
      group.position.set(x0 + ux * mid, h, -(y0 + uy * mid));
      group.rotation.set(0, Math.atan2(dy, dx), 0);
      group.scale.set(length, 1, width);
      base = h + WALL_HEIGHT + LIFT;
      group.visible = true;
    },
    hide() {
      group.visible = false;
    },
    tick(time) {
      if (!group.visible) return;
      group.position.y = base + 0.05 * Math.sin(time * 5);
      const pulse = 1 + 0.08 * Math.sin(time * 5);
      group.scale.set(length * pulse, 1, width * pulse);
    },
  };
}
