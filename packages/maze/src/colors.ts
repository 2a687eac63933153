// The maze's colours, shared by its pictures and by anything else that draws a maze (the game's
// 3D view and its effects), so every rendering of one maze agrees.

/** The colours the maze pictures give each kind of gimmick and each player, as CSS hex colours. */
export interface MazeColors {
  /** Key colours A–F (index = key colour 0–5); a door is drawn in its key's colour. */
  readonly keys: readonly string[];
  /** Switch channels 1–4 (index 0–3): a switch and its gates share a colour. */
  readonly channels: readonly string[];
  /** Players 1–4 (index 0–3): their markers, routes and trails. */
  readonly players: readonly string[];
  /** Portal pairs 1–4 (index 0–3): both ends of a pair alike. */
  readonly portals: readonly string[];
}

/** The colours of every maze picture in the `as-shown` style (the printable style uses greys). */
export const MAZE_COLORS: MazeColors = Object.freeze({
  keys: Object.freeze(['#d69e2e', '#3182ce', '#e53e3e', '#38a169', '#805ad5', '#dd6b20']),
  channels: Object.freeze(['#6b46c1', '#0f9d9a', '#c05621', '#b83280']),
  players: Object.freeze(['#e8590c', '#1c7ed6', '#2b8a3e', '#ae3ec9']),
  portals: Object.freeze(['#d53f8c', '#0987a0', '#b7791f', '#2f855a']),
});
