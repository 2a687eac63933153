// The maze view as the shell and the input see it: the 3D view and the 2D fallback both give it.

/** A mounted maze view. */
export interface MazeView {
  /**
   * A screen direction as a board direction, using the camera's current turn: degrees
   * anticlockwise from screen right in, degrees anticlockwise from board +x out, in [0, 360).
   */
  boardAngle(screenAngle: number): number;
  /** `'3d'` for the three.js view, `'2d'` for the SVG fallback. */
  readonly kind: '3d' | '2d';
  /** Whether a move is still being animated. */
  readonly busy: boolean;
  /** The last (up to) 2000 frame times, in ms (`performance.now()` deltas). */
  frameTimes(): readonly number[];
  /** Removes the view, its listeners and its GPU resources. */
  dispose(): void;
}

/** Options of `createMazeView`. */
export interface MazeViewOptions {
  /** Use the 2D picture even where WebGL works. */
  readonly fallback?: boolean;
}
