// A maze straight from the URL, for tests and benchmarks: `?maze=<seed>&size=<n>` (optional
// `&grid=hex`) opens a plain n × n maze of that seed (2–64 across; default 30) in play; a
// circular one (`&grid=circular`) has n rings (at most 40).
import { generate } from '@knossos/maze';
import { ALL_GRIDS, modeNamed } from '../modes/modes.js';
import type { Session } from './session.js';

/** The debug maze a URL's query asks for, or null when it asks for none. */
export function debugSession(search: string): Session | null {
  const query = new URLSearchParams(search);
  const seed = query.get('maze');
  if (seed === null || seed === '') return null;
  const size = Math.min(64, Math.max(2, Math.round(Number(query.get('size') ?? 30) || 30)));
  const grid = ALL_GRIDS.find((g) => g === query.get('grid')) ?? 'square';
  const rings = Math.min(40, size);
  const maze = generate(
    grid === 'circular' ? { grid, rings, seed } : { grid, width: size, height: size, seed },
  );
  return {
    family: 'maze',
    puzzle: maze,
    mode: modeNamed('classic'),
    origin: { kind: 'debug' },
    title: `Maze ${seed} · ${grid === 'circular' ? `${rings} rings` : `${size} × ${size}`}`,
  };
}

/** Whether the URL asks for the 2D view (`?view=2d`). */
export function wantsFallback(search: string): boolean {
  return new URLSearchParams(search).get('view') === '2d';
}
