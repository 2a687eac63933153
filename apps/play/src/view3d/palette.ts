// The colours of the 3D board: the same ones the maze pictures use (@knossos/maze toSketch's
// key, channel, player and portal colours, and @knossos/export's default marker palette), so the
// game and the printed or exported pictures agree.
import { GOLD } from '../maze/palette.js';

export {
  CHANNEL_COLORS,
  GOLD,
  KEY_COLORS,
  MARKER_COLORS,
  PLAYER_COLORS,
  PORTAL_COLORS,
} from '../maze/palette.js';

/** The board itself. */
export const BOARD_COLORS = Object.freeze({
  background: '#dfe7ef',
  floor: '#f4f1ea',
  floorAlt: '#ebe6db',
  trapFloor: '#fed7d7',
  wall: '#3a4150',
  bridge: '#a0764a',
  hint: GOLD,
});
