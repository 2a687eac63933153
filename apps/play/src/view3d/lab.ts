// The view's lab page (view-lab.html, served by Vite in dev, not built): a maze from the URL's
// settings (`?grid=hex&width=8&keys=2&floors=2&seed=a&fallback=1`), played with the keyboard
// (arrows/WASD move through the view's boardAngle, X/Y stairs up/down, U undo, R restart, H hint),
// and `window.lab` for scripts.
import { generate, type MazeSettings } from '@knossos/maze';
import { MazeGame } from '../maze/game.js';
import { createMazeView } from './view.js';

const params = new URLSearchParams(location.search);
// `slow=8` runs the view's clock 8 times slower, to catch animations mid-way.
const slow = Number(params.get('slow') ?? 1);
if (slow > 1) {
  const now = performance.now.bind(performance);
  performance.now = () => now() / slow;
}
const settings: Record<string, unknown> = {};
for (const [k, v] of params) {
  if (k === 'fallback' || k === 'slow') continue;
  settings[k] =
    v === 'true' ? true : v === 'false' ? false : Number.isNaN(Number(v)) ? v : Number(v);
}
const maze = generate(settings as Partial<MazeSettings>);

const game = new MazeGame(maze);
const container = document.getElementById('view')!;
const view = createMazeView(container, game, { fallback: params.get('fallback') === '1' });
const info = document.getElementById('info')!;
const show = () => {
  info.textContent = `${view.kind} · moves ${game.moves}/${game.par} · floor ${game.floor + 1}${game.won ? ' · won' : ''}`;
};
show();
game.subscribe(show);
const ANGLES: Record<string, number> = {
  ArrowRight: 0,
  d: 0,
  ArrowUp: 90,
  w: 90,
  ArrowLeft: 180,
  a: 180,
  ArrowDown: 270,
  s: 270,
  e: 45,
  q: 135,
  z: 225,
  c: 315,
};
window.addEventListener('keydown', (event) => {
  const angle = ANGLES[event.key];
  if (angle !== undefined) {
    if (!view.busy) game.push(view.boardAngle(angle));
  } else if (event.key === 'x') game.stairs('up');
  else if (event.key === 'y') game.stairs('down');
  else if (event.key === 'u') game.undo();
  else if (event.key === 'r') game.restart();
  else if (event.key === 'h') game.hint();
  else return;
  event.preventDefault();
});
Object.assign(window, { lab: { game, view, maze } });
