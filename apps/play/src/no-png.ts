// The game draws no PNG files: the browser build points `@knossos/export/png` (sharp, Node only)
// here, and nothing in the game calls it.
/**
 * The browser build's stand-in for `@knossos/export/png`'s renderPng: never draws.
 * @throws Error always (the game draws no PNG files).
 */
export async function renderPng(): Promise<never> {
  throw new Error('the game draws no PNG files');
}
