// The 3D view itself: the renderer, the lights, the board, the gimmicks, the players, the
// effects, the hint arrow and the camera, driven by the game's events and one animation loop.
import { direction, HOME } from '@knossos/maze';
import * as THREE from 'three';
import type { GameEvent, Moment } from '../maze/events.js';
import type { MazeGameApi } from '../maze/game-api.js';
import { restPoses } from './animation.js';
import { BRIDGE_HEIGHT, buildBoard, FLOOR_GAP } from './board-mesh.js';
import { createCameraRig } from './camera.js';
import { boardAngleFor } from './camera-math.js';
import { buildEffects } from './effects.js';
import { buildHintArrow } from './hint-arrow.js';
import { layoutMaze, type MazeLayout } from './layout.js';
import { buildMarkers } from './markers.js';
import { BOARD_COLORS } from './palette.js';
import { buildPlayers } from './players.js';
import { makeKit } from './shapes.js';
import { boardBoost } from './sizes.js';
import type { MazeView } from './view-api.js';

/** How many frame times are kept. */
const FRAMES = 2000;
/** Cues whose effect waits for the move's animation to end (they happen where it lands). */
const AT_END = new Set(['key', 'gem', 'goal-open', 'spikes', 'win', 'switch', 'door']);

/** Builds the three.js view of `game` inside `container`. Throws when WebGL cannot start. */
export function createScene(container: HTMLElement, game: MazeGameApi): MazeView {
  const layout = layoutMaze(game.maze, game.topology);
  const renderer = new THREE.WebGLRenderer({ antialias: true });
  // Everything made from here on is undone in reverse, by dispose or when the start fails
  // part way (a view that throws leaves no canvas, GL context, listener or observer behind).
  const undo: (() => void)[] = [
    () => {
      renderer.dispose();
      // Give the GL context back now rather than when the canvas is collected.
      renderer.forceContextLoss();
    },
  ];
  const teardown = () => {
    while (undo.length > 0) undo.pop()!();
  };
  try {
    return startScene(container, game, layout, renderer, undo);
  } catch (error) {
    teardown();
    throw error;
  }
}

/** The rest of {@link createScene}: each thing made pushes its undoing onto `undo`. */
function startScene(
  container: HTMLElement,
  game: MazeGameApi,
  layout: MazeLayout,
  renderer: THREE.WebGLRenderer,
  undo: (() => void)[],
): MazeView {
  const t = game.topology;
  const maze = game.maze;
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  const canvas = renderer.domElement;
  canvas.style.cssText =
    'display:block;width:100%;height:100%;touch-action:none;outline:none;cursor:grab';
  canvas.setAttribute('aria-label', 'Maze, in 3D');
  container.appendChild(canvas);
  undo.push(() => canvas.remove());

  const scene = new THREE.Scene();
  scene.background = new THREE.Color(BOARD_COLORS.background);
  scene.add(new THREE.HemisphereLight('#ffffff', '#7d8a99', 1.7));
  const sun = new THREE.DirectionalLight('#ffffff', 1.5);
  sun.position.set(-4, 10, 6);
  scene.add(sun);

  const kit = makeKit();
  undo.push(() => kit.dispose());
  const board = buildBoard(layout, maze.board.traps, scene);
  undo.push(() => board.dispose());
  const markers = buildMarkers(maze, layout, board.floors, kit);
  const rest = restPoses(layout, FLOOR_GAP, BRIDGE_HEIGHT);
  const players = buildPlayers(maze, layout, rest, scene, kit);
  const effects = buildEffects(scene, kit);
  const hint = buildHintArrow(scene, kit, boardBoost(layout.bounds));
  const rig = createCameraRig(canvas, layout.bounds);
  undo.push(() => rig.dispose());
  // On a board with floors, a veil of the background's colour just under the floor shown fades
  // the floors below it, so they read as storeys beneath rather than more of the board.
  const veil = new THREE.Mesh(
    kit.own(new THREE.PlaneGeometry(1, 1).rotateX(-Math.PI / 2)),
    kit.own(
      new THREE.MeshBasicMaterial({
        color: BOARD_COLORS.background,
        transparent: true,
        opacity: 0.8,
        depthWrite: false,
      }),
    ),
  );
  const b = layout.bounds;
  veil.scale.set((b.maxX - b.minX) * 4 + 20, 1, (b.maxY - b.minY) * 4 + 20);
  veil.position.set((b.minX + b.maxX) / 2, 0, -(b.minY + b.maxY) / 2);
  veil.visible = false;
  scene.add(veil);

  let play = game.play;
  const refresh = () => {
    markers.update(play, game.player);
  };
  players.jump(play);
  refresh();

  // Effects that wait for the pieces to land, played when the animation ends.
  const pending: Moment[] = [];
  const where = new THREE.Vector3();
  const burst = (m: Moment) => {
    if (m.cell < 0 || m.cell >= t.cellCount) {
      if (m.cue === 'win') {
        const p = players.pose(game.player);
        effects.burst('win', p.x, p.h, -p.y, m.color);
      }
      return;
    }
    const c = layout.centre(m.cell);
    const h = rest(m.cell).h;
    where.set(c.x, h, -c.y);
    // Trap cues name the trap; a won race names the goal.
    effects.burst(m.cue, where.x, where.y, where.z, m.color);
  };
  const onEvent = (event: GameEvent) => {
    switch (event.type) {
      case 'moved':
        play = event.after;
        hint.hide();
        players.animate(event.motions, event.after);
        refresh();
        for (const m of event.moments) {
          // A portal's far end swirls as the piece comes out of it.
          const landing =
            m.cue === 'portal' && event.motions.some((x) => x.cells[x.cells.length - 1] === m.cell);
          if ((AT_END.has(m.cue) || landing) && players.busy) pending.push(m);
          else burst(m);
        }
        break;
      case 'reset':
        play = event.play;
        hint.hide();
        pending.length = 0;
        players.jump(event.play);
        refresh();
        for (const m of event.moments) burst(m);
        break;
      case 'refused':
        for (const m of event.moments) burst(m);
        break;
      case 'hint': {
        const from = rest(event.from);
        if (event.direction !== undefined) {
          // Roll: the arrow points the way to roll.
          const v = direction(t, event.direction);
          hint.show(from.x, from.y, from.x + v.x, from.y + v.y, from.h, players.radius);
        } else if (event.to >= 0 && event.to < t.cellCount) {
          const to = rest(event.to);
          hint.show(from.x, from.y, to.x, to.y, from.h, players.radius);
        }
        break;
      }
      default:
        break;
    }
  };
  undo.push(game.subscribe(onEvent));

  const resize = () => {
    const w = Math.max(1, container.clientWidth);
    const h = Math.max(1, container.clientHeight);
    renderer.setSize(w, h, false);
    rig.resize(w, h);
  };
  resize();
  // Follow the container's size (the window's, where ResizeObserver is missing).
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
  observer?.observe(container);
  if (!observer) window.addEventListener('resize', resize);
  undo.push(() => {
    observer?.disconnect();
    window.removeEventListener('resize', resize);
  });

  // The last FRAMES frame times, as a ring (copied out on request).
  const ring = new Float64Array(FRAMES);
  let frames = 0;
  const start = performance.now();
  let last = start;
  let frame = 0;
  let disposed = false;
  const tick = () => {
    if (disposed) return;
    frame = requestAnimationFrame(tick);
    undo.push(() => {
      disposed = true;
      cancelAnimationFrame(frame);
    });
    const now = performance.now();
    const dt = Math.min(100, now - last);
    ring[frames % FRAMES] = now - last;
    frames++;
    last = now;
    const moving = players.tick(dt);
    if (!moving && pending.length > 0) {
      for (const m of pending) burst(m);
      pending.length = 0;
    }
    markers.tick(dt / 1000, (now - start) / 1000);
    effects.tick(dt);
    hint.tick((now - start) / 1000);
    // The camera follows the moving player (when zoomed in) and the floor it is on.
    const me = game.player;
    const pose = players.pose(me >= 0 && me < maze.board.starts.length ? me : 0);
    const cell = play.positions[me];
    const floor = cell === undefined || cell === HOME ? game.floor : t.floorOf(cell);
    // While climbing, the floor shown is the one the piece is on so far: the floor above appears
    // as the piece arrives, and disappears as soon as it starts down.
    const shownFloor = players.busy
      ? Math.min(t.floors - 1, Math.max(0, Math.floor(pose.h / FLOOR_GAP + 0.01)))
      : floor;
    for (let f = 0; f < board.floors.length; f++) board.floors[f]!.visible = f <= shownFloor;
    veil.visible = shownFloor > 0;
    veil.position.y = shownFloor * FLOOR_GAP - 0.08;
    players.showUpTo(t.floors > 1 ? shownFloor : -1, FLOOR_GAP);
    rig.update(dt, pose.x, pose.y, t.floors > 1 ? (players.busy ? pose.h : floor * FLOOR_GAP) : 0);
    renderer.render(scene, rig.camera);
  };
  frame = requestAnimationFrame(tick);
  undo.push(() => {
    disposed = true;
    cancelAnimationFrame(frame);
  });

  return {
    kind: '3d',
    get busy() {
      return players.busy;
    },
    boardAngle: (screenAngle: number) => boardAngleFor(screenAngle, rig.orbit.yaw),
    frameTimes: () => {
      const n = Math.min(frames, FRAMES);
      const out: number[] = [];
      for (let i = frames - n; i < frames; i++) out.push(ring[i % FRAMES]!);
      return out;
    },
    dispose() {
      while (undo.length > 0) undo.pop()!();
    },
  };
}
