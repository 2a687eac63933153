import { TopologyError } from '../errors.js';
import type { ShapeMask } from './shape-mask.js';

/** The built-in outlines. */
export type BuiltinShape = 'circle' | 'ring' | 'heart' | 'star' | 'diamond' | 'cross';

/** Every built-in outline's name. */
export const BUILTIN_SHAPES: readonly BuiltinShape[] = [
  'circle',
  'ring',
  'heart',
  'star',
  'diamond',
  'cross',
];

/** Corners of a five-pointed star, point up: outer radius 1, inner radius 0.382 (a pentagram's). */
const STAR = Array.from({ length: 10 }, (_, k) => {
  const radius = k % 2 === 0 ? 1 : 0.381966;
  const angle = Math.PI / 2 + (k * Math.PI) / 5;
  return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
});
/**
 * The star is 2 sin 72° = 1.902 wide and 1 + cos 36° = 1.809 tall: it is scaled to span the
 * square across, and shifted to centre it vertically.
 */
const STAR_SCALE = Math.sin((72 * Math.PI) / 180);
const STAR_SHIFT = (1 - Math.cos((36 * Math.PI) / 180)) / 2;

/**
 * Whether a point of the square `[-1, 1]²` (v up) lies in a shape. Each outline spans the square
 * across its wider dimension.
 */
const TESTS: Readonly<Record<BuiltinShape, (u: number, v: number) => boolean>> = {
  circle: (u, v) => u * u + v * v <= 1,
  ring: (u, v) => u * u + v * v <= 1 && u * u + v * v >= 0.25,
  diamond: (u, v) => Math.abs(u) + Math.abs(v) <= 1,
  cross: (u, v) => Math.abs(u) <= 1 / 3 || Math.abs(v) <= 1 / 3,
  // The heart curve (x² + y² − 1)³ = x² y³, which spans x ±1.14 and y −1 … 1.24.
  heart: (u, v) => {
    const x = 1.14 * u;
    const y = 1.14 * v + 0.12;
    const s = x * x + y * y - 1;
    return s * s * s - x * x * y * y * y <= 0;
  },
  star: (u, v) => pointInPolygon(STAR_SCALE * u, STAR_SCALE * v + STAR_SHIFT, STAR),
};

/**
 * A built-in outline as a square mask: `circle`, `ring` (a circle with a hole half its radius),
 * `heart`, `star` (five points), `diamond` and `cross` (arms a third of the width). The outline
 * touches the mask's edges; {@link cutToShape} fits it to a board and scales it by `fill`.
 *
 * @param name - one of {@link BUILTIN_SHAPES}.
 * @param size - pixels across and down, 8–1024 (default 64); out-of-range values are clamped.
 * @throws {@link TopologyError} (field `name`) for an unknown outline.
 */
export function builtinMask(name: BuiltinShape, size = 64): ShapeMask {
  const test = TESTS[name];
  if (!BUILTIN_SHAPES.includes(name) || !test) {
    throw new TopologyError(
      'name',
      `name must be one of ${BUILTIN_SHAPES.join(', ')} (got ${JSON.stringify(name)})`,
    );
  }
  const n = Number.isFinite(size) ? Math.round(Math.min(1024, Math.max(8, size))) : 64;
  const pixels = new Uint8Array(n * n);
  for (let y = 0; y < n; y++) {
    const v = 1 - (2 * (y + 0.5)) / n;
    for (let x = 0; x < n; x++) {
      if (test((2 * (x + 0.5)) / n - 1, v)) pixels[y * n + x] = 1;
    }
  }
  return { width: n, height: n, pixels };
}

function pointInPolygon(x: number, y: number, corners: readonly (readonly [number, number])[]) {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i]!;
    const [xj, yj] = corners[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
