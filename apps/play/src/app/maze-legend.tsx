// The maze legend: a short line in the HUD naming each gimmick this maze holds, in the colours the
// board draws it — keys and doors, switches and gates, gems, traps, one-way sides, portals, stairs.
import type { MazeData } from '@knossos/maze';
import type { ReactNode } from 'react';
import { CHANNEL_COLORS, KEY_COLORS, MARKER_COLORS, PORTAL_COLORS } from '../maze/palette.js';

/** One entry of the legend: its colours (one swatch each) and its words. */
export interface LegendEntry {
  /** A name for tests and styles: `keys`, `switches`, `gems`, `traps`, `one-way`, `portals`, `stairs`. */
  readonly id: string;
  /** CSS colours, one swatch each (a key's and its door's colour, a channel's, a pair's). */
  readonly colors: readonly string[];
  readonly words: string;
}

/** Distinct values of a list, in the order they first come. */
function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The colour of index `i` of a palette (wrapping). */
const colorOf = (palette: readonly string[], i: number) => palette[i % palette.length]!;

/**
 * The legend's entries for a maze, in a fixed order, only for the gimmicks it holds (none for a
 * plain maze). `floors`: the board's floors (stairs are listed when there are two or more).
 */
export function legendOf(maze: MazeData, floors: number): LegendEntry[] {
  const b = maze.board;
  const entries: LegendEntry[] = [];
  if (b.keys.length > 0) {
    entries.push({
      id: 'keys',
      colors: b.keys.map((_, k) => colorOf(KEY_COLORS, k)),
      words: 'a key opens the doors of its colour',
    });
  }
  if (b.switches.length > 0) {
    const channels = distinct(b.switches.map((s) => s.channel));
    entries.push({
      id: 'switches',
      colors: channels.map((c) => colorOf(CHANNEL_COLORS, c)),
      words: 'a switch flips the gates of its colour',
    });
  }
  if (b.gems.length > 0) {
    entries.push({
      id: 'gems',
      colors: [MARKER_COLORS.gem],
      words: `gems: the goal opens once all ${b.gems.length} are held`,
    });
  }
  if (b.traps.length > 0) {
    entries.push({ id: 'traps', colors: [MARKER_COLORS.trap], words: 'traps: never step on one' });
  }
  if (b.oneWays.length > 0) {
    entries.push({
      id: 'one-way',
      colors: [MARKER_COLORS['one-way']],
      words: 'one-way sides: pass with the arrow only',
    });
  }
  if (b.portals.length > 0) {
    entries.push({
      id: 'portals',
      colors: b.portals.map((_, i) => colorOf(PORTAL_COLORS, i)),
      words: 'portals: step in, come out at the other of its colour',
    });
  }
  if (floors > 1) {
    entries.push({
      id: 'stairs',
      colors: [MARKER_COLORS.stairs],
      words: 'stairs: Space climbs or goes down',
    });
  }
  return entries;
}

/** The legend line; nothing for a plain maze. */
export function MazeLegend(props: { entries: readonly LegendEntry[] }): ReactNode {
  if (props.entries.length === 0) return null;
  return (
    <ul className="legend" data-testid="hud-legend" aria-label="What is on this maze">
      {props.entries.map((entry) => (
        <li key={entry.id} data-legend={entry.id}>
          {entry.colors.map((color, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a colour may repeat; the place is the key
              key={i}
              className="swatch"
              style={{ background: color }}
              aria-hidden="true"
            />
          ))}
          {entry.words}
        </li>
      ))}
    </ul>
  );
}
