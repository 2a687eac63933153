// The orbit camera and its input: drag turns and tilts, the wheel and a pinch zoom, [ ] turn,
// PageUp/PageDown tilt, + and − zoom. It frames the whole board, follows the moving player when
// zoomed in, and rises and sinks with the player's floor.
import * as THREE from 'three';
import { cameraPlace, type Orbit, PITCH } from './camera-math.js';

/** Zoom limits: the distance as a share of the distance that frames the whole board. */
export const ZOOM = Object.freeze({ min: 0.25, max: 1.5 });
/** Below this zoom the camera follows the player. */
const FOLLOW_BELOW = 0.85;
/** Degrees per key press (turn and tilt) and zoom factor per press. */
const TURN_STEP = 15;
const TILT_STEP = 5;
const ZOOM_STEP = 1.15;

/** The camera controller of a view. */
export interface CameraRig {
  readonly camera: THREE.PerspectiveCamera;
  /** The live orbit (yaw read by boardAngle). */
  readonly orbit: Orbit;
  /** Fits the board to the container's new size. */
  resize(width: number, height: number): void;
  /** Moves the camera toward its aim: `follow` is the player's board point, `floorH` its floor's height. */
  update(dt: number, followX: number, followY: number, floorH: number): void;
  dispose(): void;
}

/** Whether keys should go to a focused text field instead. */
function typing(): boolean {
  const el = document.activeElement;
  if (!el) return false;
  const tag = el.tagName;
  return (
    tag === 'INPUT' ||
    tag === 'TEXTAREA' ||
    tag === 'SELECT' ||
    (el as HTMLElement).isContentEditable
  );
}

/**
 * Makes the camera for a board of `bounds` (board units) and listens for input on `element`
 * (pointer, wheel) and on the window (keys).
 */
export function createCameraRig(
  element: HTMLElement,
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
): CameraRig {
  const camera = new THREE.PerspectiveCamera(40, 1, 0.05, 800);
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  const orbit: Orbit = {
    yaw: 0,
    pitch: PITCH.initial,
    distance: 10,
    targetX: cx,
    targetY: cy,
    targetH: 0,
  };
  let fit = 10;
  let zoom = 1;
  const clampPitch = (p: number) => Math.min(PITCH.max, Math.max(PITCH.min, p));
  const clampZoom = (z: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, z));

  // Pointers: a mouse or pen drags (turn and tilt); on a touch screen one finger is left to
  // the shell's swipes (moves), and two fingers pinch (zoom) and drag together (turn and tilt).
  const pointers = new Map<number, { x: number; y: number }>();
  let pinch = 0;
  const spread = () => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const turnBy = (dx: number, dy: number) => {
    // Dragging right turns the board with the pointer (the camera goes the other way round).
    orbit.yaw -= dx * 0.4;
    orbit.pitch = clampPitch(orbit.pitch + dy * 0.3);
  };
  const down = (e: PointerEvent) => {
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (e.pointerType !== 'touch') element.setPointerCapture?.(e.pointerId);
    pinch = spread();
  };
  const move = (e: PointerEvent) => {
    const last = pointers.get(e.pointerId);
    if (!last) return;
    const dx = e.clientX - last.x;
    const dy = e.clientY - last.y;
    last.x = e.clientX;
    last.y = e.clientY;
    if (e.pointerType !== 'touch') {
      turnBy(dx, dy);
      return;
    }
    if (pointers.size < 2) return;
    const now = spread();
    if (pinch > 0 && now > 0) zoom = clampZoom(zoom * (pinch / now));
    pinch = now;
    // Each finger's move counts half: the pair's middle moves by the average.
    turnBy(dx / 2, dy / 2);
  };
  const up = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    pinch = spread();
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    zoom = clampZoom(zoom * Math.exp(e.deltaY * 0.0015));
  };
  const key = (e: KeyboardEvent) => {
    if (typing() || e.ctrlKey || e.metaKey || e.altKey) return;
    switch (e.key) {
      case '[':
        orbit.yaw -= TURN_STEP;
        break;
      case ']':
        orbit.yaw += TURN_STEP;
        break;
      case 'PageUp':
        orbit.pitch = clampPitch(orbit.pitch + TILT_STEP);
        break;
      case 'PageDown':
        orbit.pitch = clampPitch(orbit.pitch - TILT_STEP);
        break;
      case '+':
      case '=':
        zoom = clampZoom(zoom / ZOOM_STEP);
        break;
      case '-':
      case '_':
        zoom = clampZoom(zoom * ZOOM_STEP);
        break;
      default:
        return;
    }
    e.preventDefault();
  };
  element.addEventListener('pointerdown', down);
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', up);
  element.addEventListener('wheel', wheel, { passive: false });
  window.addEventListener('keydown', key);

  // The distance that frames the whole board for the current turn, tilt and aspect: the
  // board's corners (floor and wall tops) all inside the picture, with a small margin.
  const seen = { yaw: Number.NaN, pitch: Number.NaN, aspect: Number.NaN };
  const probe = new THREE.PerspectiveCamera();
  const corner = new THREE.Vector3();
  // The corners as flat x, y, h triples; the probe's orbit and place are scratch objects, so a
  // fit (run every frame the turn or tilt changes) allocates nothing.
  const corners = new Float64Array(8 * 3);
  for (let i = 0; i < 8; i++) {
    corners[i * 3] = i & 1 ? bounds.maxX : bounds.minX;
    corners[i * 3 + 1] = i & 2 ? bounds.maxY : bounds.minY;
    corners[i * 3 + 2] = i & 4 ? 0.5 : 0;
  }
  const probeOrbit: Orbit = { ...orbit };
  const probePlace = { x: 0, y: 0, h: 0 };
  const fits = (d: number) => {
    probeOrbit.distance = d;
    const p = cameraPlace(probeOrbit, probePlace);
    probe.position.set(p.x, p.h, -p.y);
    probe.lookAt(cx, 0, -cy);
    probe.updateMatrixWorld();
    for (let i = 0; i < corners.length; i += 3) {
      corner.set(corners[i]!, corners[i + 2]!, -corners[i + 1]!).project(probe);
      if (Math.abs(corner.x) > 0.9 || Math.abs(corner.y) > 0.9 || corner.z > 1) return false;
    }
    return true;
  };
  const fitBoard = () => {
    // The lens alone (Object3D.copy would clone userData: an allocation).
    probe.fov = camera.fov;
    probe.aspect = camera.aspect;
    probe.near = camera.near;
    probe.far = camera.far;
    probe.updateProjectionMatrix();
    probeOrbit.yaw = orbit.yaw;
    probeOrbit.pitch = orbit.pitch;
    probeOrbit.targetX = cx;
    probeOrbit.targetY = cy;
    probeOrbit.targetH = 0;
    let lo = 0.5;
    let hi = 1000;
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (fits(mid)) hi = mid;
      else lo = mid;
    }
    return hi;
  };
  const spot = { x: 0, y: 0, h: 0 };
  const aimX = { v: cx };
  const aimY = { v: cy };
  let first = true;
  return {
    camera,
    orbit,
    resize(width, height) {
      camera.aspect = Math.max(1, width) / Math.max(1, height);
      camera.updateProjectionMatrix();
      seen.yaw = Number.NaN;
    },
    update(dt, followX, followY, floorH) {
      if (seen.yaw !== orbit.yaw || seen.pitch !== orbit.pitch || seen.aspect !== camera.aspect) {
        fit = fitBoard();
        seen.yaw = orbit.yaw;
        seen.pitch = orbit.pitch;
        seen.aspect = camera.aspect;
      }
      // Zoomed in: follow the player, as far as keeps the board in view; zoomed out: the board.
      const follow = zoom < FOLLOW_BELOW ? Math.min(1, (FOLLOW_BELOW - zoom) / 0.25) : 0;
      aimX.v = cx + (followX - cx) * follow;
      aimY.v = cy + (followY - cy) * follow;
      const k = first ? 1 : Math.min(1, dt * 0.006);
      orbit.targetX += (aimX.v - orbit.targetX) * k;
      orbit.targetY += (aimY.v - orbit.targetY) * k;
      orbit.targetH += (floorH - orbit.targetH) * k;
      orbit.distance += (fit * zoom - orbit.distance) * (first ? 1 : Math.min(1, dt * 0.012));
      first = false;
      const place = cameraPlace(orbit, spot);
      camera.position.set(place.x, place.h, -place.y);
      camera.lookAt(orbit.targetX, orbit.targetH, -orbit.targetY);
    },
    dispose() {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('wheel', wheel);
      window.removeEventListener('keydown', key);
    },
  };
}
