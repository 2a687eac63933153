// The colours of the 3D board: the same ones the maze pictures use (@knossos/maze toSketch's
// key, channel, player and portal colours, and @knossos/export's default marker palette), so the
// game and the printed or exported pictures agree.
import { DEFAULT_PALETTE } from '@knossos/export';

/** Key colours A–F (doors take their key's colour). */
export const KEY_COLORS: readonly string[] = [
  '#d69e2e',
  '#3182ce',
  '#e53e3e',
  '#38a169',
  '#805ad5',
  '#dd6b20',
];
/** Switch channels 1–4: a switch and its gates share a colour. */
export const CHANNEL_COLORS: readonly string[] = ['#6b46c1', '#0f9d9a', '#c05621', '#b83280'];
/** Players 1–4. */
export const PLAYER_COLORS: readonly string[] = ['#e8590c', '#1c7ed6', '#2b8a3e', '#ae3ec9'];
/** Portal pairs 1–4 (both ends of a pair alike). */
export const PORTAL_COLORS: readonly string[] = ['#d53f8c', '#0987a0', '#b7791f', '#2f855a'];
/** Marker colours for the rest (start, goal, gem, trap, one-way, stairs…). */
export const MARKER_COLORS = DEFAULT_PALETTE.markers;

/** The board itself. */
export const BOARD_COLORS = Object.freeze({
  background: '#dfe7ef',
  floor: '#f4f1ea',
  floorAlt: '#ebe6db',
  trapFloor: '#fed7d7',
  wall: '#3a4150',
  bridge: '#a0764a',
  hint: '#f2b705',
});
