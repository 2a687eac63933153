// The maze's colours as the maze pictures of @knossos/maze draw them (key letters A–F, switch
// channels, portal pairs, players), so the game's effects match the printed and studio mazes.

/** Key colours A–F as CSS colours; a door takes its key's colour. Index = key colour 0–5. */
export const KEY_COLORS: readonly string[] = [
  '#d69e2e',
  '#3182ce',
  '#e53e3e',
  '#38a169',
  '#805ad5',
  '#dd6b20',
];

/** Switch channel colours 0–3 (a switch and its gates). */
export const CHANNEL_COLORS: readonly string[] = ['#6b46c1', '#0f9d9a', '#c05621', '#b83280'];

/** Portal pair colours 0–3 (both ends of pair `i`). */
export const PORTAL_COLORS: readonly string[] = ['#d53f8c', '#0987a0', '#b7791f', '#2f855a'];

/** Player colours 0–3. */
export const PLAYER_COLORS: readonly string[] = ['#e8590c', '#1c7ed6', '#2b8a3e', '#ae3ec9'];

/** The gem colour (every gem). */
export const GEM_COLOR = '#2b8fd6';

/** The gold of the goal opening and of the hint arrow. */
export const GOLD = '#f2b705';

/** The trap (spikes) colour. */
export const TRAP_COLOR = '#c53030';
