// The 2D fallback: where WebGL is missing (or asked for), the maze is drawn as the exported
// picture (an SVG from @knossos/maze toSketch through @knossos/export renderSvg), redrawn on
// every event, with the same MazeView as the 3D view: the hint arrow over it until the next
// move, and a gold flash with confetti on the win.
import { pictureFrame, renderSvg } from '@knossos/export';
import { direction, toSketch } from '@knossos/maze';
import type { GameEvent } from '../maze/events.js';
import type { MazeGameApi } from '../maze/game-api.js';
import type { MazeView } from '../view3d/view-api.js';
import { celebrate } from './celebrate.js';
import { type HintMark, hintSvg } from './hint-overlay.js';

/** How many frame times are kept. */
const FRAMES = 2000;
/** The picture's longer side in SVG pixels (CSS scales it to the container). */
const SIZE = 1024;

/** Whether the player asked for less motion. */
function stillWanted(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Mounts the maze as an SVG picture in `container` (which the caller sizes): the players where
 * they stand, what the moving player holds, that player's floor on a board with floors, the
 * hint arrow after a `hint` event (until the next move or reset), a celebration on `won`.
 */
export function createMazeView2d(container: HTMLElement, game: MazeGameApi): MazeView {
  const holder = document.createElement('div');
  holder.className = 'maze-view-2d';
  holder.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden';
  const picture = document.createElement('div');
  picture.style.cssText =
    'width:100%;height:100%;display:flex;align-items:center;justify-content:center';
  const layer = document.createElement('div');
  layer.className = 'maze-celebration';
  layer.style.cssText = 'position:absolute;inset:0;pointer-events:none;overflow:hidden';
  holder.append(picture, layer);
  container.appendChild(holder);
  const times: number[] = [];
  let last = performance.now();
  let hint: HintMark | null = null;
  let endCelebration: (() => void) | null = null;
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
    const options = { size: SIZE, legend: false };
    let svgText = renderSvg(sketch, options);
    if (hint) {
      const over = hintSvg(hint, pictureFrame(sketch, options), sketch.cellSize, stillWanted());
      svgText = svgText.replace(/<\/svg>\s*$/, `${over}</svg>`);
    }
    picture.innerHTML = svgText;
    const svg = picture.querySelector('svg');
    if (svg) {
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      svg.style.cssText = 'width:100%;height:100%;display:block';
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', hint ? 'Maze, with a hint arrow' : 'Maze');
    }
  };
  const onEvent = (event: GameEvent) => {
    switch (event.type) {
      case 'moved':
      case 'reset':
        hint = null;
        endCelebration?.();
        endCelebration = null;
        draw();
        break;
      case 'hint': {
        const t = game.topology;
        if (event.from < 0 || event.from >= t.cellCount) break;
        const from = t.center(event.from);
        if (event.direction !== undefined) {
          const v = direction(t, event.direction);
          hint = { from, to: { x: from.x + v.x, y: from.y + v.y }, climb: false };
        } else if (event.to >= 0 && event.to < t.cellCount) {
          const climb = t.floorOf(event.to) !== t.floorOf(event.from);
          hint = { from, to: t.center(event.to), climb };
        } else break;
        draw();
        break;
      }
      case 'won':
        draw();
        endCelebration?.();
        endCelebration = celebrate(layer, stillWanted());
        break;
      default:
        break;
    }
  };
  draw();
  const unsubscribe = game.subscribe(onEvent);
  return {
    kind: '2d',
    get busy() {
      return false;
    },
    boardAngle: (screenAngle: number) => screenAngle,
    frameTimes: () => times,
    dispose() {
      unsubscribe();
      endCelebration?.();
      holder.remove();
    },
  };
}
