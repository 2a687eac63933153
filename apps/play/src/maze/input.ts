// The game's keys and swipes as actions: a push toward a screen direction, stairs, undo,
// restart, hint, the solver, choosing a player, mute, menu. The shell binds them; the view
// turns a push's screen angle into a board angle (`MazeView.boardAngle`).
import { HOME } from '@knossos/maze';
import type { MazeGameApi } from './game-api.js';

/**
 * The screen direction each key pushes toward, in degrees anticlockwise from screen-right:
 * arrows and WASD 0/90/180/270, Q 135, E 45, Z 225, C 315. Letter keys are lower case.
 */
export const KEY_ANGLES: Readonly<Record<string, number>> = Object.freeze({
  ArrowRight: 0,
  d: 0,
  e: 45,
  ArrowUp: 90,
  w: 90,
  q: 135,
  ArrowLeft: 180,
  a: 180,
  z: 225,
  ArrowDown: 270,
  s: 270,
  c: 315,
});

/** What a key asks the game (or the shell) to do. */
export type KeyAction =
  /** Move toward a screen direction, degrees anticlockwise from screen-right. */
  | { readonly kind: 'push'; readonly screenAngle: number }
  /** Take the stairs where the player stands (up first, see {@link stairsWay}). */
  | { readonly kind: 'stairs' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'restart' }
  | { readonly kind: 'hint' }
  /** Start or stop the solver playing (the shell's AutoSolver). */
  | { readonly kind: 'solve' }
  /** Choose a player, 0–3, or the next one still out (see {@link playerAfter}). */
  | { readonly kind: 'player'; readonly player: number | 'next' }
  | { readonly kind: 'mute' }
  | { readonly kind: 'menu' }
  /** Go on from the win panel (Enter: the shell decides between this and stairs). */
  | { readonly kind: 'next' };

/** A key event as far as {@link keyAction} reads it (a DOM KeyboardEvent fits). */
export interface KeyLike {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
}

/**
 * The action of a key, or `null` for a key the game does not use (and for keys held with Ctrl
 * or Meta, except Ctrl/Meta+Z for undo, so browser shortcuts keep working). Space and Enter give
 * `stairs` (Enter is also Next on the win panel: the shell decides), U, Backspace and Ctrl+Z
 * `undo`, R `restart`, H `hint`, F `solve`, Tab and 1–4 `player`, M `mute`, Esc `menu`.
 */
export function keyAction(e: KeyLike): KeyAction | null {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (e.ctrlKey === true || e.metaKey === true) return key === 'z' ? { kind: 'undo' } : null;
  const angle = KEY_ANGLES[key];
  if (angle !== undefined) return { kind: 'push', screenAngle: angle };
  switch (key) {
    case ' ':
    case 'Spacebar':
    case 'Enter':
      return { kind: 'stairs' };
    case 'u':
    case 'Backspace':
      return { kind: 'undo' };
    case 'r':
      return { kind: 'restart' };
    case 'h':
      return { kind: 'hint' };
    case 'f':
      return { kind: 'solve' };
    case 'Tab':
      return { kind: 'player', player: 'next' };
    case '1':
    case '2':
    case '3':
    case '4':
      return { kind: 'player', player: Number(key) - 1 };
    case 'm':
      return { kind: 'mute' };
    case 'Escape':
    case 'Esc':
      return { kind: 'menu' };
    default:
      return null;
  }
}

/**
 * The screen angle of a swipe, degrees anticlockwise from screen-right in [0, 360), from its
 * movement in pixels (`dy` grows downward, as in the DOM); `null` when it is shorter than
 * `minPixels`.
 */
export function swipeAngle(dx: number, dy: number, minPixels = 24): number | null {
  if (!(Math.hypot(dx, dy) >= minPixels)) return null;
  const a = (Math.atan2(-dy, dx) * 180) / Math.PI;
  // `+ 0` turns atan2's −0 (a swipe straight right) into 0.
  return a < 0 ? a + 360 : a + 0;
}

/** Which way Space/Enter takes the stairs where the current player stands: up first; null: none. */
export function stairsWay(game: MazeGameApi): 'up' | 'down' | null {
  const here = game.stairsHere();
  return here.up ? 'up' : here.down ? 'down' : null;
}

/**
 * The player Tab chooses: the next after the current one who is still out (wrapping round); the
 * current player when nobody else is.
 */
export function playerAfter(game: MazeGameApi): number {
  const positions = game.play.positions;
  for (let k = 1; k <= positions.length; k++) {
    const p = (game.player + k) % positions.length;
    if (positions[p] !== HOME) return p;
  }
  return game.player;
}
