// The solver playing a maze out on a timer (F in the game): one `autoStep` per tick, waiting
// while the view is still animating, until the win, `stop()`, or a position with no move.
import type { MazeGameApi } from './game-api.js';

/** Options of an {@link AutoSolver}. */
export interface AutoSolverOptions {
  /** Milliseconds between moves, ≥ 0 (default 180). */
  readonly stepMs?: number;
  /** Whether the view is busy (animating): then the move waits for the next tick. */
  readonly busy?: () => boolean;
  /** Called once whenever it stops (the win, `stop()`, or no move). */
  readonly onStop?: () => void;
}

/** Plays `game.autoStep()` every `stepMs` while running. */
export class AutoSolver {
  readonly #game: Pick<MazeGameApi, 'autoStep' | 'won'>;
  readonly #stepMs: number;
  readonly #busy: () => boolean;
  readonly #onStop: (() => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(game: Pick<MazeGameApi, 'autoStep' | 'won'>, options: AutoSolverOptions = {}) {
    this.#game = game;
    this.#stepMs = Math.max(0, options.stepMs ?? 180);
    this.#busy = options.busy ?? (() => false);
    this.#onStop = options.onStop;
  }

  /** Whether it is playing. */
  get running(): boolean {
    return this.#timer !== null;
  }

  /** Starts playing (nothing when already running or the game is won). */
  start(): void {
    if (this.#timer !== null || this.#game.won) return;
    this.#schedule();
  }

  /** Stops playing (nothing when not running). */
  stop(): void {
    if (this.#timer === null) return;
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#onStop?.();
  }

  /** Starts when stopped, stops when running; returns whether it runs now. */
  toggle(): boolean {
    if (this.running) this.stop();
    else this.start();
    return this.running;
  }

  #schedule(): void {
    this.#timer = setTimeout(() => this.#tick(), this.#stepMs);
  }

  #tick(): void {
    if (this.#game.won) {
      this.#timer = null;
      this.#onStop?.();
      return;
    }
    if (!this.#busy() && !this.#game.autoStep()) {
      this.#timer = null;
      this.#onStop?.();
      return;
    }
    if (this.#game.won) {
      this.#timer = null;
      this.#onStop?.();
      return;
    }
    this.#schedule();
  }
}
