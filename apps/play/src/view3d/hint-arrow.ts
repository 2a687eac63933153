// The hint: a gold arrow lying over the player's cell, pointing toward the next move of a best
// way on, shown until the next move.
import * as THREE from 'three';
import { BOARD_COLORS } from './palette.js';
import { arrowShape, type Kit } from './shapes.js';

/** The hint arrow. */
export interface HintArrow {
  /** Points from board point (x0, y0) toward (x1, y1) at world height `h`. */
  show(x0: number, y0: number, x1: number, y1: number, h: number): void;
  hide(): void;
  /** Bobs the arrow, once per frame (`time` in seconds). */
  tick(time: number): void;
}

/** Makes the (hidden) arrow and adds it to `parent`. */
export function buildHintArrow(parent: THREE.Object3D, kit: Kit): HintArrow {
  const material = kit.own(
    new THREE.MeshBasicMaterial({ color: BOARD_COLORS.hint, side: THREE.DoubleSide }),
  );
  const mesh = new THREE.Mesh(arrowShape(kit), material);
  mesh.visible = false;
  mesh.renderOrder = 2;
  parent.add(mesh);
  let base = 0;
  return {
    show(x0, y0, x1, y1, h) {
      const dx = x1 - x0;
      const dy = y1 - y0;
      const len = Math.hypot(dx, dy) || 1;
      // From the player toward the next cell, ending short of its centre.
      const reach = Math.min(len, 1) * 0.55;
      mesh.position.set(x0 + (dx / len) * reach, h, -(y0 + (dy / len) * reach));
      mesh.rotation.set(0, Math.atan2(dy, dx), 0);
      mesh.scale.setScalar(0.62);
      base = h + 0.62;
      mesh.visible = true;
    },
    hide() {
      mesh.visible = false;
    },
    tick(time) {
      if (mesh.visible) mesh.position.y = base + 0.05 * Math.sin(time * 6);
    },
  };
}
