// The maze screen's input pump: keys and buttons become actions; a move asked for while the view
// is still animating is kept (up to two) and played as soon as the view is free, so holding a
// key keeps walking and a key pressed mid-move is not lost. The solver (the game's AutoSolver)
// plays on its own timer, waiting while the view animates; any move key stops it.
import { AutoSolver } from '../maze/auto-solver.js';
import type { MazeGameApi } from '../maze/game-api.js';
import { type KeyAction, playerAfter, stairsWay } from '../maze/input.js';
import type { MazeView } from '../view3d/view.js';

/** How many moves may wait for the view. */
const QUEUE = 2;

/** What the pump calls back into the screen for. */
export interface PumpHooks {
  /** An action that is the shell's (solve, mute, menu, next). */
  shell(action: KeyAction): void;
  /** Whether moves are taken now (false during the celebration and on the win panel). */
  playing(): boolean;
}

/** Moves waiting for the view, the solver's pacing, and the frame loop that plays them. */
export class MazePump {
  readonly #game: MazeGameApi;
  readonly #hooks: PumpHooks;
  #view: MazeView | null = null;
  readonly #queue: KeyAction[] = [];
  #frame = 0;
  readonly #solver: AutoSolver;
  /** Told when the solver starts or stops. */
  onSolving: (solving: boolean) => void = () => {};

  constructor(game: MazeGameApi, hooks: PumpHooks) {
    this.#game = game;
    this.#hooks = hooks;
    this.#solver = new AutoSolver(game, {
      busy: () => this.#view?.busy ?? true,
      onStop: () => this.onSolving(false),
    });
  }

  /** Starts the frame loop (again after {@link stop}). */
  start(): void {
    cancelAnimationFrame(this.#frame);
    const tick = () => {
      this.#pump();
      this.#frame = requestAnimationFrame(tick);
    };
    this.#frame = requestAnimationFrame(tick);
  }

  /** The view the moves are turned through (null while there is none). */
  set view(view: MazeView | null) {
    this.#view = view;
  }

  /** Whether the solver is playing. */
  get solving(): boolean {
    return this.#solver.running;
  }

  /** Starts or stops the solver. */
  setSolving(on: boolean): void {
    if (on === this.#solver.running) return;
    this.#queue.length = 0;
    if (!on) {
      this.#solver.stop();
      return;
    }
    this.#solver.start();
    if (this.#solver.running) this.onSolving(true);
  }

  /**
   * Takes an action: moves go through the queue (a held key's repeats only when nothing waits);
   * the rest act at once. A held key's repeats (`repeat`) toggle nothing: of the other actions
   * only Undo repeats. Once the goal is reached (the celebration, the win panel) nothing takes
   * the win back: Undo, Restart and Hint wait for Replay.
   */
  act(action: KeyAction, repeat = false): void {
    const game = this.#game;
    if (action.kind === 'push' || action.kind === 'stairs') {
      if (!this.#hooks.playing()) return;
      if (this.#solver.running) this.setSolving(false);
      if (repeat && this.#queue.length > 0) return;
      if (this.#queue.length < QUEUE) this.#queue.push(action);
      this.#pump();
      return;
    }
    if (repeat && action.kind !== 'undo') return;
    switch (action.kind) {
      case 'undo':
        if (!this.#hooks.playing()) return;
        this.#stopAll();
        game.undo();
        return;
      case 'restart':
        if (!this.#hooks.playing()) return;
        this.#stopAll();
        game.restart();
        return;
      case 'hint':
        if (this.#hooks.playing()) game.hint();
        return;
      case 'player':
        this.#queue.length = 0;
        game.choosePlayer(action.player === 'next' ? playerAfter(game) : action.player);
        return;
      default:
        this.#hooks.shell(action);
    }
  }

  #stopAll(): void {
    this.#queue.length = 0;
    this.setSolving(false);
  }

  /** Plays what waits, when the view is free. */
  #pump(): void {
    const view = this.#view;
    if (view === null || view.busy) return;
    const game = this.#game;
    if (!this.#hooks.playing()) {
      this.#queue.length = 0;
      if (this.#solver.running) this.setSolving(false);
      return;
    }
    const next = this.#queue.shift();
    if (next === undefined) return;
    if (next.kind === 'push') game.push(view.boardAngle(next.screenAngle));
    else {
      const way = stairsWay(game);
      if (way === null) game.stairs('up');
      else game.stairs(way);
    }
  }

  /** Stops the frame loop, forgets what waits and stops the solver. */
  stop(): void {
    cancelAnimationFrame(this.#frame);
    this.#queue.length = 0;
    this.#solver.stop();
  }
}
