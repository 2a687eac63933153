// The 3D view's motion, in Node: boardAngle's sign against a real three.js camera, animation
// poses (steps hop, portals shrink and grow, stairs only climb, rolls pass every cell), and the
// effects' fixed particle pool, and the camera's fit of the whole board.
import { generate, type MazeData } from '@knossos/maze';
import type { Topology } from '@knossos/topology';
import fc from 'fast-check';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { poseAt, restPoses, trackOf } from '../src/view3d/animation.js';
import { createCameraRig } from '../src/view3d/camera.js';
import { boardAngleFor, cameraPlace, PITCH } from '../src/view3d/camera-math.js';
import { buildEffects, POOL } from '../src/view3d/effects.js';
import { layoutMaze } from '../src/view3d/layout.js';
import { makeKit } from '../src/view3d/shapes.js';
import { topologyOfMaze } from './maze-boards.test-util.js';

const mazeOf = (s: Record<string, unknown>): { maze: MazeData; t: Topology } => {
  const maze = generate({ ...s, maxAttempts: 2, stateBudget: 20_000 });
  return { maze, t: topologyOfMaze(maze) };
};

describe('boardAngle', () => {
  it('turns a screen direction into the board direction that looks that way on screen', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -720, max: 720, noNaN: true }),
        fc.double({ min: PITCH.min, max: PITCH.max, noNaN: true }),
        fc.constantFrom(0, 90, 180, 270, 45, 135),
        (yaw, pitch, screen) => {
          const orbit = { yaw, pitch, distance: 12, targetX: 3, targetY: 2, targetH: 0 };
          const camera = new THREE.PerspectiveCamera(40, 1.3, 0.1, 100);
          const p = cameraPlace(orbit);
          camera.position.set(p.x, p.h, -p.y);
          camera.lookAt(3, 0, -2);
          camera.updateMatrixWorld();
          const a = (boardAngleFor(screen, yaw) * Math.PI) / 180;
          const o = new THREE.Vector3(3, 0, -2).project(camera);
          const q = new THREE.Vector3(3 + 0.5 * Math.cos(a), 0, -(2 + 0.5 * Math.sin(a))).project(
            camera,
          );
          // Screen x grows rightwards, y upwards, as the screen angle counts.
          const seen = (Math.atan2((q.y - o.y) / 1, (q.x - o.x) * 1.3) * 180) / Math.PI;
          const gap = Math.abs(((seen - screen + 540) % 360) - 180);
          // Foreshortening bends diagonals a little, never past the next key's direction.
          expect(gap).toBeLessThan(screen % 90 === 0 ? 1e-6 : 22.5);
        },
      ),
    );
  });

  it('is the identity at the default turn', () => {
    for (const a of [0, 45, 90, 180, 270, 315]) expect(boardAngleFor(a, 0)).toBe(a);
  });
});

describe('animation', () => {
  it('walks a step from cell to cell with a hop, and a portal shrinks and grows', () => {
    const { maze, t } = mazeOf({ grid: 'square', width: 5, height: 5, seed: 'anim' });
    const layout = layoutMaze(maze, t);
    const rest = restPoses(layout, 2.4, 0.3);
    const a = 0;
    const b = t.neighbor(0, 0);
    const step = trackOf({ player: 0, kind: 'step', cells: [a, b] }, rest, layout);
    const pose = { x: 0, y: 0, h: 0, scale: 1 };
    poseAt(step, 0, pose);
    expect([pose.x, pose.y]).toEqual([rest(a).x, rest(a).y]);
    poseAt(step, step.ms / 2, pose);
    expect(pose.h).toBeGreaterThan(0.1);
    poseAt(step, step.ms, pose);
    expect([pose.x, pose.y]).toEqual([rest(b).x, rest(b).y]);
    expect(pose.h).toBeCloseTo(0, 9);
    const far = t.cellCount - 1;
    const hop = trackOf({ player: 0, kind: 'portal', cells: [a, b, far], hops: [1] }, rest, layout);
    poseAt(hop, step.ms + hop.legs[1]!.ms - 1, pose);
    expect(pose.scale).toBeLessThan(0.05);
    poseAt(hop, hop.ms, pose);
    expect([pose.x, pose.y, pose.scale]).toEqual([rest(far).x, rest(far).y, 1]);
  });
});

describe('effects', () => {
  it('draws every burst from one fixed pool that empties again', () => {
    const kit = makeKit();
    const parent = new THREE.Group();
    const effects = buildEffects(parent, kit);
    const mesh = parent.children[0] as THREE.InstancedMesh;
    expect(mesh.count).toBe(POOL);
    for (let i = 0; i < 10; i++) effects.burst('win', 0, 0, 0);
    effects.burst('key', 1, 0, 1, '#3182ce');
    expect(effects.live).toBe(true);
    expect(parent.children.length).toBe(1);
    expect(mesh.count).toBe(POOL);
    for (let i = 0; i < 200 && effects.live; i++) effects.tick(16);
    expect(effects.live).toBe(false);
    kit.dispose();
  });
});

describe('stairs and rolls', () => {
  it('climbs the stairs without going down, and rolls through every cell passed', () => {
    const { maze, t } = mazeOf({ grid: 'square', width: 5, height: 5, floors: 2, seed: 'st' });
    const layout = layoutMaze(maze, t);
    const rest = restPoses(layout, 2.4, 0.3);
    const up = t.at(1, 0);
    const climb = trackOf({ player: 0, kind: 'stairs', cells: [0, up] }, rest, layout);
    const pose = { x: 0, y: 0, h: 0, scale: 1 };
    let last = -1;
    for (let ms = 0; ms <= climb.ms; ms += 5) {
      poseAt(climb, ms, pose);
      expect(pose.h).toBeGreaterThanOrEqual(last - 1e-9);
      last = pose.h;
    }
    expect(last).toBeCloseTo(2.4, 9);
    const row = [0, 1, 2, 3];
    const roll = trackOf({ player: 0, kind: 'roll', cells: row }, rest, layout);
    expect(roll.legs.length).toBe(3);
    poseAt(roll, roll.ms / 3, pose);
    expect(pose.x).toBeCloseTo(rest(1).x, 6);
    expect(pose.h).toBe(0);
  });
});

describe('the camera rig', () => {
  it('frames every corner of the board, walls included, at any turn and tilt', () => {
    // Node has no window: the rig only adds and removes its key listener there.
    const listeners = { addEventListener: () => {}, removeEventListener: () => {} };
    const g = globalThis as { window?: unknown };
    const hadWindow = 'window' in g;
    if (!hadWindow) g.window = listeners;
    try {
      const bounds = { minX: -1, minY: -2, maxX: 7, maxY: 3 };
      const rig = createCameraRig(listeners as unknown as HTMLElement, bounds);
      rig.resize(800, 500);
      const p = new THREE.Vector3();
      fc.assert(
        fc.property(
          fc.double({ min: -360, max: 360, noNaN: true }),
          fc.double({ min: PITCH.min, max: PITCH.max, noNaN: true }),
          (yaw, pitch) => {
            rig.orbit.yaw = yaw;
            rig.orbit.pitch = pitch;
            // Long enough for the eased distance to settle on the fit.
            for (let i = 0; i < 40; i++) rig.update(100, 3, 0.5, 0);
            rig.camera.updateMatrixWorld();
            let widest = 0;
            for (const x of [bounds.minX, bounds.maxX]) {
              for (const y of [bounds.minY, bounds.maxY]) {
                for (const h of [0, 0.5]) {
                  p.set(x, h, -y).project(rig.camera);
                  widest = Math.max(widest, Math.abs(p.x), Math.abs(p.y));
                }
              }
            }
            expect(widest).toBeLessThan(0.91);
            // Tight: the farthest corner is near the margin, not lost in the middle.
            expect(widest).toBeGreaterThan(0.85);
          },
        ),
        { numRuns: 40 },
      );
      rig.dispose();
    } finally {
      if (!hadWindow) delete g.window;
    }
  });
});
