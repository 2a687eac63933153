// The maze game: one maze being played, with its history for undo, the move count, who moves,
// and every change reported as a GameEvent. The rules are @knossos/maze's (tryStep, roll);
// this keeps the game around them.
import {
  HOME,
  isRace,
  isSolved,
  type MazeData,
  newGame,
  type Play,
  roll,
  rollToward,
  stepToward,
  tryStep,
} from '@knossos/maze';
import { createTopology, type Topology, type TopologySpec } from '@knossos/topology';
import type { GameEvent, Moment, Motion } from './events.js';
import type { MazeGameApi } from './game-api.js';
import {
  type BoardLinks,
  bumpMoments,
  linksOf,
  momentsOf,
  motionOf,
  rollMotions,
  standing,
  trapMoments,
} from './game-moments.js';
import { BestMoves, type BestMovesOptions } from './game-plan.js';

/** Options of a {@link MazeGame}: the solver's limits for hints and autoStep. */
export type MazeGameOptions = BestMovesOptions;

/** A maze being played (see {@link MazeGameApi}). */
export class MazeGame implements MazeGameApi {
  readonly maze: MazeData;
  readonly topology: Topology;
  readonly par: number;
  readonly race: boolean;
  readonly #links: BoardLinks;
  readonly #best: BestMoves;
  readonly #listeners = new Set<(event: GameEvent) => void>();
  #history: Play[];
  #chosen = 0;
  #helped = false;
  /** The `won` event was sent for the current win. */
  #announced = false;

  constructor(maze: MazeData, options: MazeGameOptions = {}) {
    this.maze = maze;
    this.topology = createTopology(maze.board.passages.spec as TopologySpec);
    this.par = maze.verdict.par;
    this.race = isRace(maze.board);
    this.#links = linksOf(maze, this.topology);
    this.#best = new BestMoves(maze, options);
    this.#history = [newGame(maze.board, { turns: true })];
  }

  get play(): Play {
    return this.#history[this.#history.length - 1]!;
  }

  get moves(): number {
    return this.#history.length - 1;
  }

  get won(): boolean {
    return this.race ? this.winner >= 0 : isSolved(this.maze.board, this.play);
  }

  /** In a race the first player home (−1 before anyone is, and when not a race). */
  get winner(): number {
    if (!this.race) return -1;
    for (const play of this.#history) {
      const home = play.positions.indexOf(HOME);
      if (home >= 0) return home;
    }
    return -1;
  }

  get helped(): boolean {
    return this.#helped;
  }

  get player(): number {
    const { positions, turn } = this.play;
    if (this.maze.board.movement === 'roll') return 0;
    if (this.race) return turn !== undefined && turn >= 0 ? turn : Math.max(0, this.winner);
    // The chosen player, or once it is home the next one still out.
    for (let k = 0; k < positions.length; k++) {
      const p = (this.#chosen + k) % positions.length;
      if (positions[p] !== HOME) return p;
    }
    return this.#chosen;
  }

  get floor(): number {
    return this.topology.floorOf(standing(this.maze, this.play, this.player));
  }

  subscribe(listener: (event: GameEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  #emit(event: GameEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }

  #refuse(message: string, moments: readonly Moment[]): void {
    this.#emit({ type: 'refused', message, moments });
  }

  push(angle: number): void {
    if (this.won) return;
    const board = this.maze.board;
    if (board.movement === 'roll') {
      // Of two directions equally close, the one that moves someone (as a step's open side).
      const dir = rollToward(board, this.play, angle);
      if (dir < 0) this.#refuse('There is no way that way.', this.#here('no-way'));
      else this.#roll(dir);
      return;
    }
    const player = this.player;
    if (this.play.positions[player] === HOME) return;
    // Of two sides equally close (a diagonal key on a square board), the one that can be passed.
    const aim = stepToward(board, this.play, player, angle);
    if (aim === null) this.#refuse('There is no way that way.', this.#here('no-way'));
    else this.#step(player, aim.cell);
  }

  stairsHere(): { readonly up: boolean; readonly down: boolean } {
    if (this.maze.board.movement === 'roll') return { up: false, down: false };
    const cell = this.play.positions[this.player]!;
    if (cell === HOME) return { up: false, down: false };
    const mask = this.maze.board.passages.masks[cell]!;
    const open = (slot: number) => slot >= 0 && ((mask >>> slot) & 1) === 1;
    return { up: open(this.topology.upSlot(cell)), down: open(this.topology.downSlot(cell)) };
  }

  stairs(way: 'up' | 'down'): void {
    if (this.won) return;
    if (!this.stairsHere()[way]) {
      this.#refuse(`There are no stairs ${way} here.`, this.#here('no-way'));
      return;
    }
    const cell = this.play.positions[this.player]!;
    const slot = way === 'up' ? this.topology.upSlot(cell) : this.topology.downSlot(cell);
    this.#step(this.player, this.topology.neighbor(cell, slot));
  }

  /** A moment at the current player's cell. */
  #here(cue: Moment['cue']): Moment[] {
    return [{ cue, cell: standing(this.maze, this.play, this.player) }];
  }

  #step(player: number, target: number): void {
    const before = this.play;
    if (target < 0) {
      // The board's edge: a wall.
      const cell = before.positions[player]!;
      this.#refuse('A wall is in the way.', [{ cue: 'bump', cell }]);
      return;
    }
    const r = tryStep(this.maze.board, before, player, target);
    if (!r.ok) {
      const cell = before.positions[player]!;
      if (r.reason === 'trap') this.#refuse(r.message, [{ cue: 'spikes', cell: target }]);
      else if (r.reason !== 'home') this.#refuse(r.message, [{ cue: 'bump', cell }]);
      return;
    }
    const after = r.play;
    const from = before.positions[player]!;
    const end = standing(this.maze, after, player);
    const path =
      this.#links.twin[target] === end && target !== end ? [from, target, end] : [from, end];
    this.#moved(before, after, [motionOf(this.#links, player, path, false)]);
  }

  #roll(dir: number): void {
    const before = this.play;
    const trails: number[][] = before.positions.map(() => []);
    const r = roll(this.maze.board, before, dir, trails);
    if (r.trapped) {
      const spikes = trapMoments(this.#links, before, dir, trails);
      this.#refuse(
        'A trap lies that way: the roll would end on its spikes.',
        spikes.length > 0 ? spikes : this.#here('spikes'),
      );
      return;
    }
    if (!r.moved) this.#refuse('Nothing moves that way.', bumpMoments(before));
    else this.#moved(before, r.after, rollMotions(this.#links, before, trails));
  }

  #moved(before: Play, after: Play, motions: readonly Motion[]): void {
    this.#history.push(after);
    const won = this.won;
    const moments = momentsOf(this.#links, before, after, motions, won);
    this.#emit({ type: 'moved', before, after, motions, moments });
    this.#announce();
  }

  /** Sends `won` once per win. */
  #announce(): void {
    if (!this.won) {
      this.#announced = false;
      return;
    }
    if (this.#announced) return;
    this.#announced = true;
    const base = { type: 'won', moves: this.moves, par: this.par, helped: this.#helped } as const;
    this.#emit(this.race ? { ...base, winner: this.winner } : base);
  }

  undo(): void {
    if (this.#history.length <= 1) {
      this.#emit({ type: 'message', message: 'Nothing to undo.' });
      return;
    }
    this.#history.pop();
    this.#announced = false;
    this.#emit({ type: 'reset', play: this.play, moments: [{ cue: 'undo', cell: -1 }] });
  }

  restart(): void {
    this.#history = [newGame(this.maze.board, { turns: true })];
    this.#helped = false;
    this.#announced = false;
    this.#chosen = 0;
    this.#emit({ type: 'reset', play: this.play, moments: [{ cue: 'restart', cell: -1 }] });
  }

  choosePlayer(player: number): void {
    const { positions } = this.play;
    if (this.race || this.maze.board.movement === 'roll') return;
    if (!Number.isInteger(player) || player < 0 || player >= positions.length) return;
    if (positions[player] === HOME) {
      this.#emit({ type: 'message', message: `Player ${player + 1} is home already.` });
      return;
    }
    if (player === this.player) return;
    this.#chosen = player;
    const cell = positions[player]!;
    this.#emit({ type: 'reset', play: this.play, moments: [{ cue: 'blip', cell }] });
  }

  hint(): void {
    if (this.won) return;
    const player = this.player;
    const best = this.#best.next(this.play, player);
    if (best.status !== 'move') {
      this.#noMove(best.status);
      return;
    }
    const from = standing(this.maze, this.play, player);
    if (this.maze.board.movement === 'roll') {
      const r = roll(this.maze.board, this.play, best.move);
      const to = standing(this.maze, r.after, player);
      this.#emit({ type: 'hint', player, from, to, direction: best.move });
    } else this.#emit({ type: 'hint', player, from, to: best.move });
  }

  #noMove(status: 'solved' | 'stuck' | 'budget' | 'time' | 'move'): void {
    if (status === 'stuck') {
      this.#refuse('There is no way home from here: undo or restart.', this.#here('no-way'));
    } else if (status === 'budget') {
      this.#emit({ type: 'message', message: 'The solver found no way on within its search.' });
    } else if (status === 'time') {
      this.#emit({ type: 'message', message: 'The solver found no way on in time.' });
    }
  }

  autoStep(): boolean {
    if (this.won) return false;
    const player = this.player;
    const best = this.#best.next(this.play, player);
    if (best.status !== 'move') {
      this.#noMove(best.status);
      return false;
    }
    const moves = this.moves;
    // Help counts once the solver's move is made: set first, so that a winning move's `won`
    // says so, and taken back when the move was refused.
    const helped = this.#helped;
    this.#helped = true;
    if (this.maze.board.movement === 'roll') this.#roll(best.move);
    else this.#step(player, best.move);
    if (this.moves === moves) this.#helped = helped;
    return this.moves > moves;
  }
}
