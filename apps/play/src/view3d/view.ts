// The maze view: a three.js board (or, without WebGL, the 2D picture) that follows a MazeGame's
// events — players' moves animated, gimmicks updated, hints and effects shown — with its own
// camera input.
import * as THREE from 'three';
import type { MazeGameApi } from '../maze/game-api.js';
import { createMazeView2d } from '../view2d/view2d.js';
import { buildBoard } from './board-mesh.js';
import { boardAngleFor, cameraPlace, fitDistance, type Orbit, PITCH } from './camera-math.js';
import { layoutMaze } from './layout.js';
import { BOARD_COLORS } from './palette.js';
import type { MazeView, MazeViewOptions } from './view-api.js';

export type { MazeView, MazeViewOptions } from './view-api.js';

/** How many frame times are kept. */
const FRAMES = 2000;

/** Whether this browser can make a WebGL context (WebGL 2, else 1). */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * Mounts the maze view in `container` (which the caller sizes; the view fills it and follows
 * its size). The view subscribes to `game` itself; `dispose` removes it.
 *
 * @param options - `fallback: true` draws the 2D picture even where WebGL works.
 */
export function createMazeView(
  container: HTMLElement,
  game: MazeGameApi,
  options: MazeViewOptions = {},
): MazeView {
  if (options.fallback || !hasWebGL()) return createMazeView2d(container, game);
  const t = game.topology;
  const layout = layoutMaze(game.maze, t);
  const renderer = new THREE.WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  renderer.domElement.style.cssText = 'display:block;width:100%;height:100%;touch-action:none';
  container.appendChild(renderer.domElement);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(BOARD_COLORS.background);
  scene.add(new THREE.HemisphereLight('#ffffff', '#8090a0', 1.6));
  const sun = new THREE.DirectionalLight('#ffffff', 1.6);
  sun.position.set(-4, 10, 6);
  scene.add(sun);
  const board = buildBoard(layout, game.maze.board.traps, scene);
  const camera = new THREE.PerspectiveCamera(40, 1, 0.1, 500);
  const b = layout.bounds;
  const orbit: Orbit = {
    yaw: 0,
    pitch: PITCH.initial,
    distance: 10,
    targetX: (b.minX + b.maxX) / 2,
    targetY: (b.minY + b.maxY) / 2,
    targetH: 0,
  };
  const resize = () => {
    const w = Math.max(1, container.clientWidth);
    const h = Math.max(1, container.clientHeight);
    renderer.setSize(w, h, false);
    camera.aspect = w / h;
    camera.updateProjectionMatrix();
    orbit.distance = fitDistance(
      b.maxX - b.minX,
      b.maxY - b.minY,
      camera.fov,
      camera.aspect,
      orbit.pitch,
    );
  };
  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(container);
  const times: number[] = [];
  let last = performance.now();
  let frame = 0;
  const tick = () => {
    frame = requestAnimationFrame(tick);
    const now = performance.now();
    times.push(now - last);
    if (times.length > FRAMES) times.shift();
    last = now;
    const place = cameraPlace(orbit);
    camera.position.set(place.x, place.h, -place.y);
    camera.lookAt(orbit.targetX, orbit.targetH, -orbit.targetY);
    for (let f = 0; f < board.floors.length; f++) board.floors[f]!.visible = f <= game.floor;
    renderer.render(scene, camera);
  };
  frame = requestAnimationFrame(tick);
  return {
    kind: '3d',
    get busy() {
      return false;
    },
    boardAngle: (screenAngle: number) => boardAngleFor(screenAngle, orbit.yaw),
    frameTimes: () => times,
    dispose() {
      cancelAnimationFrame(frame);
      observer.disconnect();
      board.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
