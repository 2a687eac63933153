// Small effects from one fixed pool of particles (one instanced mesh, allocated once): sparkles
// for a key or a gem in its colour, a gold ring when the goal opens, dust at a bump, a purple
// swirl at a portal, sparks off spikes, confetti for the win. Nothing is allocated per frame.
import * as THREE from 'three';
import type { Cue } from '../maze/events.js';
import { GOLD } from './palette.js';
import type { Kit } from './shapes.js';

/** How many particles the pool holds. */
export const POOL = 480;

/** The pool of particles. */
export interface Effects {
  /** Starts the effect of `cue` at a world point (nothing for cues without one). */
  burst(cue: Cue, x: number, y: number, z: number, color?: string): void;
  /** Advances every live particle by `dt` ms. */
  tick(dt: number): void;
  /** Whether any particle is alive. */
  readonly live: boolean;
}

const PURPLE = '#8b5cf6';
const CONFETTI = ['#e53e3e', GOLD, '#38a169', '#3182ce', '#d53f8c', '#dd6b20'];

/** Makes the pool and adds its mesh to `parent`. */
export function buildEffects(parent: THREE.Object3D, kit: Kit): Effects {
  const material = kit.own(new THREE.MeshBasicMaterial({ color: '#ffffff' }));
  const mesh = new THREE.InstancedMesh(kit.box, material, POOL);
  mesh.frustumCulled = false;
  mesh.instanceMatrix.setUsage(THREE.DynamicDrawUsage);
  parent.add(mesh);
  // Per particle: position, velocity, life left and total (ms), size, gravity, spin.
  const pos = new Float32Array(POOL * 3);
  const vel = new Float32Array(POOL * 3);
  const life = new Float32Array(POOL);
  const span = new Float32Array(POOL);
  const size = new Float32Array(POOL);
  const gravity = new Float32Array(POOL);
  const spin = new Float32Array(POOL);
  const m = new THREE.Matrix4();
  const q = new THREE.Quaternion();
  const e = new THREE.Euler();
  const p = new THREE.Vector3();
  const s = new THREE.Vector3();
  const colour = new THREE.Color();
  const zero = new THREE.Matrix4().makeScale(0, 0, 0);
  for (let i = 0; i < POOL; i++) {
    mesh.setMatrixAt(i, zero);
    mesh.setColorAt(i, colour.set('#ffffff'));
  }
  let next = 0;
  let alive = 0;

  const spawn = (
    x: number,
    y: number,
    z: number,
    vx: number,
    vy: number,
    vz: number,
    ms: number,
    sz: number,
    g: number,
    color: string,
  ) => {
    const i = next;
    next = (next + 1) % POOL;
    if (life[i]! <= 0) alive++;
    pos[i * 3] = x;
    pos[i * 3 + 1] = y;
    pos[i * 3 + 2] = z;
    vel[i * 3] = vx;
    vel[i * 3 + 1] = vy;
    vel[i * 3 + 2] = vz;
    life[i] = ms;
    span[i] = ms;
    size[i] = sz;
    gravity[i] = g;
    spin[i] = Math.random() * 6;
    mesh.setColorAt(i, colour.set(color));
  };
  const ring = (x: number, y: number, z: number, n: number, speed: number, color: string) => {
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2;
      spawn(x, y, z, Math.cos(a) * speed, 0.2, Math.sin(a) * speed, 600, 0.06, 0, color);
    }
  };

  return {
    burst(cue, x, y, z, color) {
      const r = Math.random;
      switch (cue) {
        case 'key':
        case 'gem':
          for (let k = 0; k < 22; k++) {
            const a = r() * Math.PI * 2;
            const v = 0.4 + r() * 0.8;
            spawn(
              x,
              y + 0.3,
              z,
              Math.cos(a) * v,
              1 + r() * 1.5,
              Math.sin(a) * v,
              700,
              0.05,
              2.2,
              color ?? GOLD,
            );
          }
          break;
        case 'goal-open':
          ring(x, y + 0.05, z, 36, 1.6, color ?? GOLD);
          break;
        case 'bump':
          for (let k = 0; k < 10; k++) {
            const a = r() * Math.PI * 2;
            spawn(
              x,
              y + 0.05,
              z,
              Math.cos(a) * 0.6,
              0.2 + r() * 0.3,
              Math.sin(a) * 0.6,
              450,
              0.05,
              0.6,
              '#a0a4ab',
            );
          }
          break;
        case 'portal':
          for (let k = 0; k < 26; k++) {
            const a = (k / 26) * Math.PI * 4;
            const rr = 0.32;
            // A swirl: moving round the ring and up.
            spawn(
              x + Math.cos(a) * rr,
              y + 0.05 + k * 0.01,
              z + Math.sin(a) * rr,
              -Math.sin(a) * 0.9,
              0.8,
              Math.cos(a) * 0.9,
              650,
              0.05,
              0,
              color ?? PURPLE,
            );
          }
          break;
        case 'spikes':
          for (let k = 0; k < 18; k++) {
            const a = r() * Math.PI * 2;
            const v = 1 + r() * 1.5;
            spawn(
              x,
              y + 0.2,
              z,
              Math.cos(a) * v,
              1.5 + r() * 1.5,
              Math.sin(a) * v,
              500,
              0.035,
              6,
              k % 2 ? '#ffb020' : '#ff5a1f',
            );
          }
          break;
        case 'win':
          for (let k = 0; k < 140; k++) {
            const a = r() * Math.PI * 2;
            const v = 0.3 + r() * 1.6;
            spawn(
              x,
              y + 0.4,
              z,
              Math.cos(a) * v,
              2.5 + r() * 2.5,
              Math.sin(a) * v,
              1800,
              0.07,
              3,
              CONFETTI[k % CONFETTI.length]!,
            );
          }
          break;
        default:
          return;
      }
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    },
    tick(dt) {
      if (alive === 0) return;
      const sec = dt / 1000;
      alive = 0;
      for (let i = 0; i < POOL; i++) {
        if (life[i]! <= 0) continue;
        life[i]! -= dt;
        if (life[i]! <= 0) {
          mesh.setMatrixAt(i, zero);
          continue;
        }
        alive++;
        vel[i * 3 + 1]! -= gravity[i]! * sec;
        pos[i * 3]! += vel[i * 3]! * sec;
        pos[i * 3 + 1]! += vel[i * 3 + 1]! * sec;
        pos[i * 3 + 2]! += vel[i * 3 + 2]! * sec;
        const fade = Math.min(1, (life[i]! / span[i]!) * 3);
        const sz = size[i]! * fade;
        spin[i]! += sec * 8;
        e.set(spin[i]!, spin[i]! * 0.7, 0);
        p.set(pos[i * 3]!, pos[i * 3 + 1]!, pos[i * 3 + 2]!);
        s.set(sz, sz, sz);
        mesh.setMatrixAt(i, m.compose(p, q.setFromEuler(e), s));
      }
      mesh.instanceMatrix.needsUpdate = true;
    },
    get live() {
      return alive > 0;
    },
  };
}
