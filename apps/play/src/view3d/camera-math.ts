// The orbit camera's arithmetic, with no renderer: where the camera stands for a turn, a tilt
// and a distance, and how a screen direction becomes a board direction.

/** Tilt limits and default, in degrees above the horizon. */
export const PITCH = Object.freeze({ min: 25, max: 85, initial: 58 });

/** Where the camera looks from: all angles in degrees, distances in cells. */
export interface Orbit {
  /**
   * The turn, in degrees: the camera orbits anticlockwise (seen from above) by this much from
   * its start south of the board, so board angle `yaw` is screen right.
   */
  yaw: number;
  /** The tilt above the horizon, {@link PITCH}.min–max. */
  pitch: number;
  /** From the camera to the point it looks at. */
  distance: number;
  /** The board point looked at (board units) and its height (cells). */
  targetX: number;
  targetY: number;
  targetH: number;
}

/**
 * A screen direction as a board direction, for the camera's turn: at turn 0 board +x is screen
 * right and board +y screen up, so the angle is unchanged; turned by `yaw`, screen right is
 * board angle `yaw`.
 *
 * @param screenAngle - degrees anticlockwise from screen right.
 * @param yaw - the camera's turn, degrees ({@link Orbit.yaw}).
 * @returns degrees anticlockwise from board +x, in [0, 360).
 */
export function boardAngleFor(screenAngle: number, yaw: number): number {
  const a = (screenAngle + yaw) % 360;
  return a < 0 ? a + 360 : a;
}

/**
 * The camera's position in board terms: `x`, `y` on the board and `h` above it, for an orbit
 * (written into `out` when given). The camera looks along board angle `yaw + 90` (screen up),
 * down by `pitch`.
 */
export function cameraPlace(
  orbit: Orbit,
  out: { x: number; y: number; h: number } = { x: 0, y: 0, h: 0 },
): { x: number; y: number; h: number } {
  const yaw = (orbit.yaw * Math.PI) / 180;
  const pitch = (orbit.pitch * Math.PI) / 180;
  const flat = orbit.distance * Math.cos(pitch);
  // Forward (screen up) is (−sin yaw, cos yaw); the camera stands behind the target.
  out.x = orbit.targetX + Math.sin(yaw) * flat;
  out.y = orbit.targetY - Math.cos(yaw) * flat;
  out.h = orbit.targetH + orbit.distance * Math.sin(pitch);
  return out;
}
