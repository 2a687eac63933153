// The gimmicks on the board, built from primitives: keys and doors in their colours, switches
// and gates by channel, gems, spikes, one-way arrows, portal rings, the start and the goal. They
// follow the play: keys and gems held vanish, doors open for the key's holder, gates sink.
import { isDoorOpen, isGateOpen, isGoalOpen, type MazeData, type Play } from '@knossos/maze';
import * as THREE from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { toWorld, WALL_HEIGHT, WALL_THICKNESS } from './board-mesh.js';
import { type MazeLayout, sideSpan } from './layout.js';
import {
  CHANNEL_COLORS,
  KEY_COLORS,
  MARKER_COLORS,
  PLAYER_COLORS,
  PORTAL_COLORS,
} from './palette.js';
import { arrowShape, type Kit, lambert } from './shapes.js';
import { boardBoost } from './sizes.js';

/** The gimmicks' meshes, kept in step with the play. */
export interface Markers {
  /** Shows what `player` sees in `play`: its keys and gems gone, its doors and gates open. */
  update(play: Play, player: number): void;
  /** Spins and eases, once per frame. `dt` in seconds, `time` in seconds since start. */
  tick(dt: number, time: number): void;
}

const has = (mask: number | undefined, bit: number) => ((mask ?? 0) & (1 << bit)) !== 0;

/** Builds every gimmick of `maze` into the floors' groups. */
export function buildMarkers(
  maze: MazeData,
  layout: MazeLayout,
  floors: readonly THREE.Group[],
  kit: Kit,
): Markers {
  const board = maze.board;
  const t = layout.topology;
  const place = (obj: THREE.Object3D, cell: number, h = 0) => {
    const c = layout.centre(cell);
    const fit = layout.cellSize(cell);
    toWorld(c.x, c.y, 0, h * fit, obj.position);
    obj.scale.multiplyScalar(fit);
    floors[t.floorOf(cell)]!.add(obj);
    return obj;
  };
  const onSide = (obj: THREE.Object3D, cell: number, slot: number) => {
    const span = sideSpan(layout, cell, slot);
    if (span === null) return null;
    toWorld(span.x, span.y, 0, 0, obj.position);
    obj.rotation.y = span.angle;
    floors[t.floorOf(cell)]!.add(obj);
    return { obj, length: span.length };
  };
  const spinning: THREE.Object3D[] = [];

  // Keys: a ring and a shaft with a tooth (one merged shape), floating and turning.
  const keyParts = [
    kit.torus.clone().scale(0.11, 0.11, 0.11).translate(-0.12, 0, 0),
    kit.box.clone().scale(0.24, 0.05, 0.05).translate(0.08, 0, 0),
    kit.box.clone().scale(0.05, 0.09, 0.05).translate(0.17, -0.06, 0),
  ];
  const keyShape = kit.own(mergeGeometries(keyParts));
  for (const part of keyParts) part.dispose();
  const keys = board.keys.map((cell, k) => {
    const g = new THREE.Mesh(keyShape, lambert(kit, KEY_COLORS[k]!));
    g.scale.setScalar(1.3);
    spinning.push(place(g, cell, 0.32));
    return g;
  });

  // Doors: a slab filling the side, in the key's colour; open, it sinks to a sill.
  const doors = board.doors.map((d) => {
    const mesh = new THREE.Mesh(kit.box, lambert(kit, KEY_COLORS[d.key]!));
    const at = onSide(mesh, d.cell, d.slot);
    if (at) mesh.scale.set(at.length, WALL_HEIGHT * 0.92, WALL_THICKNESS * 0.8);
    return { mesh, height: WALL_HEIGHT * 0.92, open: false, level: 1 };
  });

  // Switches: a plate and a button in the channel's colour; a flipped switch's button is down.
  const switches = board.switches.map((s) => {
    const mat = lambert(kit, CHANNEL_COLORS[s.channel]!);
    const g = new THREE.Group();
    const plate = new THREE.Mesh(kit.cylinder, lambert(kit, '#2d3340'));
    plate.scale.set(0.34, 0.04, 0.34);
    plate.position.y = 0.02;
    const button = new THREE.Mesh(kit.cylinder, mat);
    button.scale.set(0.22, 0.1, 0.22);
    button.position.y = 0.09;
    g.add(plate, button);
    place(g, s.cell);
    return { button, flipped: false };
  });

  // Gates: bars across the side under a rail (one merged shape each) in the channel's colour;
  // open, they sink into the floor.
  const gates = board.gates.map((gate) => {
    const length = sideSpan(layout, gate.cell, gate.slot)?.length ?? 1;
    const parts: THREE.BufferGeometry[] = [];
    const bars = 4;
    for (let i = 0; i < bars; i++) {
      const x = ((i + 0.5) / bars - 0.5) * length * 0.9;
      parts.push(
        kit.cylinder
          .clone()
          .scale(0.07, WALL_HEIGHT, 0.07)
          .translate(x, WALL_HEIGHT / 2, 0),
      );
    }
    parts.push(
      kit.box
        .clone()
        .scale(length, 0.05, 0.06)
        .translate(0, WALL_HEIGHT - 0.03, 0),
    );
    const g = new THREE.Mesh(
      kit.own(mergeGeometries(parts)),
      lambert(kit, CHANNEL_COLORS[gate.channel]!),
    );
    for (const part of parts) part.dispose();
    onSide(g, gate.cell, gate.slot);
    return { group: g, open: gate.startsOpen, level: gate.startsOpen ? 0 : 1 };
  });

  // Gems: a turning octahedron.
  const gemMat = lambert(kit, MARKER_COLORS.gem);
  const gems = board.gems.map((cell) => {
    const mesh = new THREE.Mesh(kit.gem, gemMat);
    mesh.scale.set(0.2, 0.28, 0.2);
    spinning.push(place(mesh, cell, 0.3));
    return mesh;
  });

  // Traps: a cluster of spikes; one-way sides: a flat arrow on the floor across the side,
  // pointing the way it may be passed. Each instanced once per floor.
  const spikes: THREE.Matrix4[][] = floors.map(() => []);
  const arrows: THREE.Matrix4[][] = floors.map(() => []);
  const q = new THREE.Quaternion();
  const up = new THREE.Vector3(0, 1, 0);
  for (const cell of board.traps) {
    const c = layout.centre(cell);
    const fit = layout.cellSize(cell);
    for (let i = 0; i < 5; i++) {
      const a = (i / 4) * Math.PI * 2;
      const r = i === 4 ? 0 : 0.17 * fit;
      spikes[t.floorOf(cell)]!.push(
        new THREE.Matrix4().compose(
          toWorld(c.x + r * Math.cos(a), c.y + r * Math.sin(a), 0, 0.15 * fit),
          q.identity(),
          new THREE.Vector3(0.1, 0.3, 0.1).multiplyScalar(fit),
        ),
      );
    }
  }
  for (const w of board.oneWays) {
    const other = t.neighbor(w.cell, w.slot);
    const span = sideSpan(layout, w.cell, w.slot);
    if (other < 0 || span === null) continue;
    const from = layout.centre(w.cell);
    const to = layout.centre(other);
    q.setFromAxisAngle(up, Math.atan2(to.y - from.y, to.x - from.x));
    arrows[t.floorOf(w.cell)]!.push(
      new THREE.Matrix4().compose(
        toWorld(span.x, span.y, 0, 0.02),
        q,
        new THREE.Vector3(0.5, 0.5, 0.5).multiplyScalar(
          Math.min(layout.cellSize(w.cell), layout.cellSize(other)),
        ),
      ),
    );
  }
  const instanced = (
    geometry: THREE.BufferGeometry,
    material: THREE.Material,
    lists: THREE.Matrix4[][],
  ) => {
    lists.forEach((list, f) => {
      if (list.length === 0) return;
      const mesh = new THREE.InstancedMesh(geometry, material, list.length);
      list.forEach((m, i) => {
        mesh.setMatrixAt(i, m);
      });
      floors[f]!.add(mesh);
    });
  };
  instanced(kit.cone, lambert(kit, MARKER_COLORS.trap), spikes);
  instanced(arrowShape(kit), lambert(kit, MARKER_COLORS['one-way']), arrows);

  // Portals: a standing ring over a glowing disc, both ends of a pair alike.
  board.portals.forEach((p, i) => {
    const mat = lambert(kit, PORTAL_COLORS[i]!);
    const glow = new THREE.MeshBasicMaterial({
      color: PORTAL_COLORS[i]!,
      transparent: true,
      opacity: 0.45,
    });
    kit.own(glow);
    for (const cell of [p.a, p.b]) {
      const g = new THREE.Group();
      const ring = new THREE.Mesh(kit.torus, mat);
      ring.scale.set(0.3, 0.3, 0.5);
      ring.rotation.x = Math.PI / 2;
      ring.position.y = 0.04;
      const disc = new THREE.Mesh(kit.cylinder, glow);
      disc.scale.set(0.52, 0.02, 0.52);
      disc.position.y = 0.02;
      g.add(ring, disc);
      spinning.push(place(g, cell));
    }
  });

  // Start: a flat ring (each player's colour when there are several); goal: a pad and a flag.
  // Both grow a little on a big board (see sizes.ts); the flag always flies above the walls,
  // however small the cell (its height is not shrunk with the cell's width).
  const boost = boardBoost(layout.bounds);
  const several = board.starts.length > 1;
  board.starts.forEach((cell, p) => {
    const ring = new THREE.Mesh(
      kit.torus,
      lambert(kit, several ? PLAYER_COLORS[p]! : MARKER_COLORS.start),
    );
    ring.scale.set(0.32, 0.32, 0.3).multiplyScalar(Math.min(boost, 1.5));
    ring.rotation.x = Math.PI / 2;
    place(ring, cell, 0.02);
  });
  const goalMat = lambert(kit, MARKER_COLORS.goal);
  // Each player's own goal flies its colour; a shared goal, the goal's.
  const own = several && !board.sharedGoal;
  const goals = (board.sharedGoal ? board.goals.slice(0, 1) : board.goals).map((cell, p) => {
    // The pad is grey while gems are still to collect, the goal's colour once it is open.
    const padMat = kit.own(new THREE.MeshLambertMaterial({ color: MARKER_COLORS.goal }));
    const g = new THREE.Group();
    const pad = new THREE.Mesh(kit.cylinder, padMat);
    pad.scale.set(0.6, 0.03, 0.6);
    pad.position.y = 0.015;
    const pole = new THREE.Mesh(kit.cylinder, lambert(kit, '#4a5568'));
    pole.scale.set(0.03, 0.84, 0.03);
    pole.position.set(-0.18, 0.42, 0);
    const flag = new THREE.Mesh(kit.box, own ? lambert(kit, PLAYER_COLORS[p]!) : goalMat);
    flag.scale.set(0.34, 0.22, 0.03);
    flag.position.set(0, 0.72, 0);
    g.add(pad, pole, flag);
    g.scale.setScalar(Math.min(boost, 1.6));
    place(g, cell);
    // Upright: the cell's width does not shorten the pole (its top clears the walls).
    g.scale.y = Math.min(boost, 1.6);
    return { padMat };
  });

  const ease = (from: number, to: number, dt: number) => from + (to - from) * Math.min(1, dt * 10);
  return {
    update(play, player) {
      board.keys.forEach((_, k) => {
        keys[k]!.visible = !has(play.keys[player], k);
      });
      board.gems.forEach((_, g) => {
        gems[g]!.visible = !has(play.gems[player], g);
      });
      doors.forEach((d, i) => {
        d.open = isDoorOpen(board, play, i, player);
      });
      gates.forEach((g, i) => {
        g.open = isGateOpen(board, play, i, player);
      });
      switches.forEach((s, i) => {
        s.flipped = has(play.flips[player], board.switches[i]!.channel);
      });
      // The goal pad dims while gems are still to collect (until the rules call it open).
      const open = isGoalOpen(board, play, player);
      for (let g = 0; g < goals.length; g++) {
        goals[g]!.padMat.color.set(open ? MARKER_COLORS.goal : '#a0a7b4');
      }
    },
    // Index loops: nothing (not even an iterator) is allocated per frame.
    tick(dt, time) {
      for (let i = 0; i < spinning.length; i++) spinning[i]!.rotation.y = time * 1.6;
      for (let i = 0; i < doors.length; i++) {
        const d = doors[i]!;
        d.level = ease(d.level, d.open ? 0.08 : 1, dt);
        d.mesh.scale.y = d.height * d.level;
        d.mesh.position.y = (d.height * d.level) / 2;
      }
      for (let i = 0; i < gates.length; i++) {
        const g = gates[i]!;
        g.level = ease(g.level, g.open ? 0 : 1, dt);
        g.group.position.y = -WALL_HEIGHT * (1 - g.level) * 0.95;
      }
      for (let i = 0; i < switches.length; i++) {
        const b = switches[i]!.button;
        b.position.y = ease(b.position.y, switches[i]!.flipped ? 0.05 : 0.09, dt);
      }
    },
  };
}
