// Shared primitive geometries and materials for everything on the board, made once per view and
// disposed with it.
import * as THREE from 'three';

/** The shared unit shapes and a material cache. */
export interface Kit {
  /** A 1 × 1 × 1 box. */
  readonly box: THREE.BoxGeometry;
  /** A cylinder of diameter 1 and height 1, centred. */
  readonly cylinder: THREE.CylinderGeometry;
  /** A cone of diameter 1 and height 1, centred, point up. */
  readonly cone: THREE.ConeGeometry;
  /** A torus of radius 1 (tube 0.22) in the xy plane. */
  readonly torus: THREE.TorusGeometry;
  /** An octahedron of radius 1. */
  readonly gem: THREE.OctahedronGeometry;
  /** A sphere of radius 1. */
  readonly sphere: THREE.SphereGeometry;
  /** Materials by colour. */
  readonly materials: Map<string, THREE.MeshLambertMaterial>;
  /** Keeps something to dispose with the kit. */
  own<T extends { dispose(): void }>(thing: T): T;
  /** Disposes every shape and material. */
  dispose(): void;
}

/** Makes the kit. */
export function makeKit(): Kit {
  const owned: { dispose(): void }[] = [];
  const own = <T extends { dispose(): void }>(thing: T): T => {
    owned.push(thing);
    return thing;
  };
  const materials = new Map<string, THREE.MeshLambertMaterial>();
  return {
    box: own(new THREE.BoxGeometry(1, 1, 1)),
    cylinder: own(new THREE.CylinderGeometry(0.5, 0.5, 1, 24)),
    cone: own(new THREE.ConeGeometry(0.5, 1, 12)),
    torus: own(new THREE.TorusGeometry(1, 0.22, 10, 32)),
    gem: own(new THREE.OctahedronGeometry(1)),
    sphere: own(new THREE.SphereGeometry(1, 20, 14)),
    materials,
    own,
    dispose() {
      for (const m of materials.values()) m.dispose();
      for (const o of owned) o.dispose();
    },
  };
}

/** The kit's matte material of a colour (one per colour). */
export function lambert(kit: Kit, color: string): THREE.MeshLambertMaterial {
  let m = kit.materials.get(color);
  if (!m) {
    m = new THREE.MeshLambertMaterial({ color });
    kit.materials.set(color, m);
  }
  return m;
}

/**
 * A flat arrow lying on the floor (in the xz plane), pointing along +x, about 1 long and 0.7
 * wide, centred.
 */
export function arrowShape(kit: Kit): THREE.BufferGeometry {
  const s = new THREE.Shape();
  s.moveTo(0.5, 0);
  s.lineTo(0.05, 0.35);
  s.lineTo(0.05, 0.14);
  s.lineTo(-0.5, 0.14);
  s.lineTo(-0.5, -0.14);
  s.lineTo(0.05, -0.14);
  s.lineTo(0.05, -0.35);
  s.closePath();
  const geo = new THREE.ShapeGeometry(s);
  // Lay it down: shape y becomes board −z… so that +y of the shape is board +y (three −z).
  geo.rotateX(-Math.PI / 2);
  return kit.own(geo);
}
