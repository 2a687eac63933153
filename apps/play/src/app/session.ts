// What the shell is showing: a screen of the menus, a puzzle being built, or a puzzle in play
// with where it came from (a pack level, an endless request, the daily puzzle), so the win
// panel's Next knows what comes after it.
import type { FlowPuzzle } from '@knossos/flow';
import type { MazeData } from '@knossos/maze';
import type { NetwalkPuzzle } from '@knossos/netwalk';
import type { MazeMode } from '../modes/modes.js';
import type { EndlessRequest } from '../worker/endless.js';

/** The puzzle families the game plays. */
export type PlayFamily = 'maze' | 'flow' | 'netwalk';

/** Where a puzzle in play came from. */
export type Origin =
  /** Level `index` (0-based) of the pack named `pack`. */
  | { readonly kind: 'pack'; readonly pack: string; readonly index: number }
  /** Made to order in the worker; Next asks again with a new seed. */
  | { readonly kind: 'endless'; readonly request: EndlessRequest }
  /** Today's puzzle of its family (`date`: the local date it is for, YYYY-MM-DD). */
  | { readonly kind: 'daily'; readonly date: string }
  /** A maze made from the page's URL (`?maze=<seed>&size=<n>`), for tests and benchmarks. */
  | { readonly kind: 'debug' };

/** A puzzle of one family, as its game takes it. */
export type HeldPuzzle =
  | { readonly family: 'maze'; readonly puzzle: MazeData }
  | { readonly family: 'flow'; readonly puzzle: FlowPuzzle }
  | { readonly family: 'netwalk'; readonly puzzle: NetwalkPuzzle };

/** A puzzle in play. */
export type Session = HeldPuzzle & {
  readonly origin: Origin;
  /** The maze mode it is played in (mazes only; none for a debug maze). */
  readonly mode?: MazeMode | undefined;
  /** A short title for the HUD, such as "Classic · Level 3" or "Flow · Daily 2026-12-02". */
  readonly title: string;
};

/** The menu screen to go back to from a game (Menu, Esc, or after a pack's last level). */
export type MenuScreen =
  | { readonly name: 'welcome' }
  | { readonly name: 'modes' }
  /** A maze mode's screen, on its Endless or Level Pack tab. */
  | { readonly name: 'mode'; readonly mode: MazeMode['id'] }
  /** The Flow or Netwalk screen. */
  | { readonly name: 'family'; readonly family: 'flow' | 'netwalk' };

/** Everything the shell can show. */
export type Screen =
  | MenuScreen
  /** A puzzle being made in the worker (Cancel goes back to `back`). */
  | {
      readonly name: 'building';
      readonly request: EndlessRequest;
      readonly mode?: MazeMode | undefined;
      /** The date when it is the daily puzzle (YYYY-MM-DD). */
      readonly daily?: string | undefined;
      readonly back: MenuScreen;
    }
  /** A puzzle in play (`back`: where Menu goes). */
  | { readonly name: 'play'; readonly session: Session; readonly back: MenuScreen };

/** The screen's name as the test hook and `data-screen` report it. */
export function screenName(screen: Screen): string {
  if (screen.name === 'mode') return `mode:${screen.mode}`;
  if (screen.name === 'family') return `family:${screen.family}`;
  if (screen.name === 'play') return `play:${screen.session.family}`;
  return screen.name;
}

let seeds = 0;

/**
 * A fresh seed for an endless puzzle: short, readable, different each time. With `?seed=<s>` in
 * the page's address the seeds are `<s>-1`, `<s>-2`, … in order (tests ask for them).
 */
export function freshSeed(): string {
  const fixed =
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('seed');
  if (fixed) return `${fixed}-${++seeds}`;
  return Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
}
