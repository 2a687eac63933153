// The board's static meshes from the layout: one group per floor holding its floor tiles (one
// merged mesh), its walls and posts (instanced boxes and cylinders), its stairs and bridges.
import * as THREE from 'three';
import type { MazeLayout } from './layout.js';
import { BOARD_COLORS, MARKER_COLORS } from './palette.js';

/** Height of a wall, in cells. */
export const WALL_HEIGHT = 0.42;
/** Thickness of a wall, in cells. */
export const WALL_THICKNESS = 0.1;
/** Height from one floor to the next, in cells. */
export const FLOOR_GAP = 2.4;
/** Height of a bridge deck over its tunnel. */
export const BRIDGE_HEIGHT = 0.32;

/** Board (x, y) on floor `f` at height `h` → a three.js point (y up, board +y is −z). */
export function toWorld(x: number, y: number, floor: number, h = 0, out = new THREE.Vector3()) {
  return out.set(x, floor * FLOOR_GAP + h, -y);
}

/** What {@link buildBoard} made: the floors' groups (index = floor) and what to dispose. */
export interface BoardMeshes {
  readonly floors: readonly THREE.Group[];
  dispose(): void;
}

const unitBox = () => new THREE.BoxGeometry(1, 1, 1);

/** Builds every floor's static meshes and adds the groups to `parent`. */
export function buildBoard(
  layout: MazeLayout,
  traps: readonly number[],
  parent: THREE.Object3D,
): BoardMeshes {
  const t = layout.topology;
  const disposables: { dispose(): void }[] = [];
  const keep = <T extends { dispose(): void }>(x: T): T => {
    disposables.push(x);
    return x;
  };
  const floors: THREE.Group[] = [];
  for (let f = 0; f < t.floors; f++) {
    const g = new THREE.Group();
    g.name = `floor-${f}`;
    parent.add(g);
    floors.push(g);
  }
  const trapSet = new Set(traps);
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const s = new THREE.Vector3();
  const p = new THREE.Vector3();
  const up = new THREE.Vector3(0, 1, 0);
  const colour = new THREE.Color();

  // Floor tiles: one merged mesh per floor, vertex-coloured (a faint checker, traps tinted).
  const floorMat = keep(new THREE.MeshLambertMaterial({ vertexColors: true }));
  for (let f = 0; f < t.floors; f++) {
    const positions: number[] = [];
    const colours: number[] = [];
    for (let c = f * t.cellsPerFloor; c < (f + 1) * t.cellsPerFloor; c++) {
      const tri = layout.floorTriangles[c]!;
      const { x, y } = t.coord(c);
      colour.set(
        trapSet.has(c)
          ? BOARD_COLORS.trapFloor
          : (x + y) % 2 === 0
            ? BOARD_COLORS.floor
            : BOARD_COLORS.floorAlt,
      );
      for (let i = 0; i < tri.length; i += 3) {
        positions.push(tri[i]!, 0, -tri[i + 1]!);
        colours.push(colour.r, colour.g, colour.b);
      }
    }
    const geo = keep(new THREE.BufferGeometry());
    geo.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
    geo.setAttribute('color', new THREE.Float32BufferAttribute(colours, 3));
    geo.computeVertexNormals();
    const mesh = new THREE.Mesh(geo, floorMat);
    mesh.receiveShadow = true;
    floors[f]!.add(mesh);
  }

  // Walls and posts: instanced per floor.
  const wallMat = keep(new THREE.MeshLambertMaterial({ color: BOARD_COLORS.wall }));
  const postMat = wallMat;
  const wallGeo = keep(unitBox());
  const postGeo = keep(
    new THREE.CylinderGeometry(WALL_THICKNESS * 0.62, WALL_THICKNESS * 0.62, 1, 10),
  );
  for (let f = 0; f < t.floors; f++) {
    const pieces = layout.pieces.filter((w) => w.floor === f);
    const walls = new THREE.InstancedMesh(wallGeo, wallMat, Math.max(1, pieces.length));
    walls.count = pieces.length;
    pieces.forEach((w, i) => {
      const dx = w.x2 - w.x1;
      const dy = w.y2 - w.y1;
      const len = Math.hypot(dx, dy);
      q.setFromAxisAngle(up, Math.atan2(dy, dx));
      // A hair longer than the piece, so tessellated arcs close their joints.
      s.set(len + WALL_THICKNESS * 0.15, WALL_HEIGHT, WALL_THICKNESS);
      toWorld((w.x1 + w.x2) / 2, (w.y1 + w.y2) / 2, 0, WALL_HEIGHT / 2, p);
      walls.setMatrixAt(i, m.compose(p, q, s));
    });
    walls.castShadow = true;
    floors[f]!.add(walls);
    const fp = layout.posts.filter((x) => x[0] === f);
    const posts = new THREE.InstancedMesh(postGeo, postMat, Math.max(1, fp.length));
    posts.count = fp.length;
    q.identity();
    fp.forEach(([, x, y], i) => {
      s.set(1, WALL_HEIGHT + 0.02, 1);
      toWorld(x, y, 0, (WALL_HEIGHT + 0.02) / 2, p);
      posts.setMatrixAt(i, m.compose(p, q, s));
    });
    floors[f]!.add(posts);
  }

  // Stairs: a short flight of steps in a cell whose Up slot is open; a darker well where the
  // Down slot is open.
  const stepMat = keep(new THREE.MeshLambertMaterial({ color: MARKER_COLORS.stairs }));
  const wellMat = keep(new THREE.MeshLambertMaterial({ color: '#4a5160' }));
  const stepGeo = keep(unitBox());
  const ups: number[] = [];
  const downs: number[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    if (layout.isHole(c)) continue;
    const u = t.upSlot(c);
    const d = t.downSlot(c);
    if (u >= 0 && layout.isOpen(c, u)) ups.push(c);
    if (d >= 0 && layout.isOpen(c, d)) downs.push(c);
  }
  const STEPS = 4;
  for (let f = 0; f < t.floors; f++) {
    const here = ups.filter((c) => t.floorOf(c) === f);
    const flight = new THREE.InstancedMesh(stepGeo, stepMat, Math.max(1, here.length * STEPS));
    flight.count = here.length * STEPS;
    here.forEach((c, i) => {
      const o = layout.centre(c);
      const fit = layout.cellSize(c);
      for (let k = 0; k < STEPS; k++) {
        const h = ((k + 1) / STEPS) * 0.5;
        s.set(0.44 * fit, h, 0.12 * fit);
        toWorld(o.x, o.y + (-0.2 + k * 0.12) * fit, 0, h / 2, p);
        q.identity();
        flight.setMatrixAt(i * STEPS + k, m.compose(p, q, s));
      }
    });
    floors[f]!.add(flight);
    const wells = downs.filter((c) => t.floorOf(c) === f);
    const well = new THREE.InstancedMesh(stepGeo, wellMat, Math.max(1, wells.length));
    well.count = wells.length;
    wells.forEach((c, i) => {
      const o = layout.centre(c);
      const fit = layout.cellSize(c);
      s.set(0.42 * fit, 0.02, 0.42 * fit);
      toWorld(o.x, o.y, 0, 0.012, p);
      q.identity();
      well.setMatrixAt(i, m.compose(p, q, s));
    });
    floors[f]!.add(well);
  }

  // Weave bridges: a raised deck with railings across the over cell; the tunnel runs beneath.
  const deckMat = keep(new THREE.MeshLambertMaterial({ color: BOARD_COLORS.bridge }));
  for (const b of layout.bridges) {
    const dx = b.to.x - b.from.x;
    const dy = b.to.y - b.from.y;
    const len = Math.hypot(dx, dy);
    const deck = new THREE.Mesh(keep(unitBox()), deckMat);
    deck.scale.set(len, 0.06, 0.6);
    deck.rotation.y = Math.atan2(dy, dx);
    toWorld((b.from.x + b.to.x) / 2, (b.from.y + b.to.y) / 2, 0, BRIDGE_HEIGHT, deck.position);
    floors[b.floor]!.add(deck);
    for (const side of [-1, 1]) {
      const rail = new THREE.Mesh(keep(unitBox()), wallMat);
      rail.scale.set(len, 0.12, 0.05);
      rail.rotation.y = deck.rotation.y;
      const nx = (-dy / len) * 0.3 * side;
      const ny = (dx / len) * 0.3 * side;
      toWorld(
        (b.from.x + b.to.x) / 2 + nx,
        (b.from.y + b.to.y) / 2 + ny,
        0,
        BRIDGE_HEIGHT + 0.09,
        rail.position,
      );
      floors[b.floor]!.add(rail);
    }
  }

  for (const g of floors) g.position.y = floors.indexOf(g) * FLOOR_GAP;
  return {
    floors,
    dispose() {
      for (const d of disposables) d.dispose();
      for (const g of floors) g.removeFromParent();
    },
  };
}
