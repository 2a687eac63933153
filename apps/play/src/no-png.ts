// The game draws no PNG files: the browser build points `@knossos/export/png` (sharp, Node only)
// here, and nothing in the game calls it.
export async function renderPng(): Promise<never> {
  throw new Error('the game draws no PNG files');
}
