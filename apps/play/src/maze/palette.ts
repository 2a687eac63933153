// The maze's colours as the maze pictures of @knossos/maze draw them (key letters A–F, switch
// channels, portal pairs, players: @knossos/maze's MAZE_COLORS; the other markers:
// @knossos/export's palette), so the game's effects match the printed and studio mazes. Each
// colour is defined once, here or in those packages.
import { DEFAULT_PALETTE } from '@knossos/export';
import { MAZE_COLORS } from '@knossos/maze';

/** Key colours A–F as CSS colours; a door takes its key's colour. Index = key colour 0–5. */
export const KEY_COLORS: readonly string[] = MAZE_COLORS.keys;

/** Switch channel colours 0–3 (a switch and its gates). */
export const CHANNEL_COLORS: readonly string[] = MAZE_COLORS.channels;

/** Portal pair colours 0–3 (both ends of pair `i`). */
export const PORTAL_COLORS: readonly string[] = MAZE_COLORS.portals;

/** Player colours 0–3. */
export const PLAYER_COLORS: readonly string[] = MAZE_COLORS.players;

/**
 * Marker colours for the rest (start, goal, gem, trap, one-way, stairs…): @knossos/export's
 * default marker palette, as the exported pictures draw them.
 */
export const MARKER_COLORS = DEFAULT_PALETTE.markers;

/** The gold of the goal opening, the win and the hint arrow. */
export const GOLD = '#f2b705';
