// The 2D fallback: where WebGL is missing (or asked for), the maze is drawn as the exported
// picture (an SVG from @knossos/maze toSketch through @knossos/export renderSvg), redrawn on
// every event, with the same MazeView as the 3D view.
import { renderSvg } from '@knossos/export';
import { toSketch } from '@knossos/maze';
import type { MazeGameApi } from '../maze/game-api.js';
import type { MazeView } from '../view3d/view-api.js';

/** How many frame times are kept. */
const FRAMES = 2000;

/**
 * Mounts the maze as an SVG picture in `container` (which the caller sizes): the players where
 * they stand, what the moving player holds, that player's floor on a board with floors.
 */
export function createMazeView2d(container: HTMLElement, game: MazeGameApi): MazeView {
  const holder = document.createElement('div');
  holder.className = 'maze-view-2d';
  holder.style.cssText =
    'width:100%;height:100%;display:flex;align-items:center;justify-content:center;overflow:hidden';
  container.appendChild(holder);
  const times: number[] = [];
  let last = performance.now();
  const draw = () => {
    const now = performance.now();
    times.push(now - last);
    if (times.length > FRAMES) times.shift();
    last = now;
    const t = game.topology;
    const sketch = toSketch(game.maze, {
      style: 'as-shown',
      play: game.play,
      solution: false,
      legend: false,
      focus: game.player,
      floor: t.floors > 1 ? game.floor : -1,
    });
    holder.innerHTML = renderSvg(sketch, { size: 1024, legend: false });
    const svg = holder.querySelector('svg');
    if (svg) {
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      svg.style.cssText = 'width:100%;height:100%;display:block';
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', 'Maze');
    }
  };
  draw();
  const unsubscribe = game.subscribe((event) => {
    if (event.type === 'moved' || event.type === 'reset' || event.type === 'won') draw();
  });
  return {
    kind: '2d',
    get busy() {
      return false;
    },
    boardAngle: (screenAngle: number) => screenAngle,
    frameTimes: () => times,
    dispose() {
      unsubscribe();
      holder.remove();
    },
  };
}
