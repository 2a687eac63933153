// The maze view: a three.js board (or, without WebGL, the 2D picture) that follows a MazeGame's
// events — players' moves animated, gimmicks updated, hints and effects shown — with its own
// camera input.
import type { MazeGameApi } from '../maze/game-api.js';
import { createMazeView2d } from '../view2d/view2d.js';
import { createScene } from './scene.js';
import type { MazeView, MazeViewOptions } from './view-api.js';

export type { MazeView, MazeViewOptions } from './view-api.js';

/** Whether this browser can make a WebGL context (WebGL 2, else 1). */
export function hasWebGL(): boolean {
  try {
    if (typeof document === 'undefined') return false;
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // Give the trial context back at once: browsers keep only a few alive.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

/**
 * Mounts the maze view in `container` (which the caller sizes; the view fills it and follows
 * its size with a ResizeObserver). The view subscribes to `game` itself; `dispose` removes it.
 * Without WebGL, or with `fallback: true`, it is the 2D picture (`kind: '2d'`).
 *
 * @param options - `fallback: true` draws the 2D picture even where WebGL works.
 */
export function createMazeView(
  container: HTMLElement,
  game: MazeGameApi,
  options: MazeViewOptions = {},
): MazeView {
  if (options.fallback || !hasWebGL()) return createMazeView2d(container, game);
  try {
    return createScene(container, game);
  } catch {
    // A context that fails to start (a lost or blocked GPU) falls back to the picture.
    return createMazeView2d(container, game);
  }
}
