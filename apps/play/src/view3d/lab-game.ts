// A small stand-in MazeGame for the view's lab page (view-lab.html, dev only): steps and rolls
// by the package's rules, with motions and a few moments, until the real game is used.
import {
  direction,
  directionCount,
  HOME,
  hint,
  isSolved,
  type MazeData,
  newGame,
  type Play,
  roll,
  tryStep,
} from '@knossos/maze';
import { createTopology, type Topology } from '@knossos/topology';
import type { GameEvent, Moment, Motion } from '../maze/events.js';
import type { MazeGameApi } from '../maze/game-api.js';

/** The lab's game: enough of MazeGameApi to drive the view. */
export class LabGame implements MazeGameApi {
  readonly maze: MazeData;
  readonly topology: Topology;
  play: Play;
  moves = 0;
  readonly par: number;
  helped = false;
  player = 0;
  readonly race = false;
  readonly #history: Play[] = [];
  readonly #listeners = new Set<(event: GameEvent) => void>();

  constructor(maze: MazeData) {
    this.maze = maze;
    this.topology = createTopology(maze.board.passages.spec);
    this.play = newGame(maze.board);
    this.par = maze.verdict.par;
  }
  get won() {
    return isSolved(this.maze.board, this.play);
  }
  get floor() {
    const c = this.#at(this.player);
    return this.topology.floorOf(c);
  }
  #at(p: number, play = this.play) {
    const c = play.positions[p]!;
    return c === HOME ? (this.maze.board.goals[p] ?? this.maze.board.goals[0]!) : c;
  }
  #emit(event: GameEvent) {
    for (const l of this.#listeners) l(event);
  }
  #moments(before: Play, after: Play): Moment[] {
    const b = this.maze.board;
    const out: Moment[] = [];
    const p = this.player;
    const cell = this.#at(p, after);
    b.keys.forEach((k, i) => {
      if (!(before.keys[p]! & (1 << i)) && after.keys[p]! & (1 << i))
        out.push({ cue: 'key', cell: k });
    });
    b.gems.forEach((g, i) => {
      if (!(before.gems[p]! & (1 << i)) && after.gems[p]! & (1 << i))
        out.push({ cue: 'gem', cell: g });
    });
    if (b.portals.some((x) => x.a === cell || x.b === cell)) out.push({ cue: 'portal', cell });
    if (isSolved(b, after)) out.push({ cue: 'win', cell });
    return out.length ? out : [{ cue: 'step', cell }];
  }
  #moved(before: Play, after: Play, motions: Motion[]) {
    this.#history.push(before);
    this.play = after;
    this.moves++;
    this.#emit({ type: 'moved', before, after, motions, moments: this.#moments(before, after) });
    if (this.won)
      this.#emit({ type: 'won', moves: this.moves, par: this.par, helped: this.helped });
  }
  push(angle: number): void {
    const t = this.topology;
    const b = this.maze.board;
    const before = this.play;
    if (b.movement === 'roll') {
      const n = directionCount(t.spec);
      let best = 0;
      let gap = 999;
      for (let d = 0; d < n; d++) {
        const v = direction(t, d);
        const a = (Math.atan2(v.y, v.x) * 180) / Math.PI;
        const g = Math.abs(((((a - angle) % 360) + 540) % 360) - 180);
        if (g < gap) [best, gap] = [d, g];
      }
      const trails: number[][] = [];
      const r = roll(b, before, best, trails);
      if (!r.moved || r.trapped) {
        this.#emit({
          type: 'refused',
          message: 'No way',
          moments: [{ cue: 'bump', cell: this.#at(0) }],
        });
        return;
      }
      const motions: Motion[] = trails
        .map((cells, player) => ({
          player,
          kind: 'roll' as const,
          cells: [this.#at(player), ...cells],
        }))
        .filter((m) => m.cells.length > 1 && m.cells[0] !== m.cells[m.cells.length - 1]);
      this.#moved(before, r.after, motions);
      return;
    }
    const cell = this.#at(this.player);
    const c = t.center(cell);
    let best = -1;
    let gap = 90;
    for (let s = 0; s < t.slotCount(cell); s++) {
      const o = t.neighbor(cell, s);
      if (o < 0 || t.isStairSlot(cell, s)) continue;
      const q = t.center(o);
      const a = (Math.atan2(q.y - c.y, q.x - c.x) * 180) / Math.PI;
      const g = Math.abs(((((a - angle) % 360) + 540) % 360) - 180);
      if (g < gap) [best, gap] = [o, g];
    }
    // A tunnel under the neighbour: try its far end first.
    const tunnel = b.passages.tunnels.find(
      (x) => x.over === best && (x.a === cell || x.c === cell),
    );
    const target = tunnel ? (tunnel.a === cell ? tunnel.c : tunnel.a) : best;
    const r = best < 0 ? null : tryStep(b, before, this.player, target);
    const r2 = r && !r.ok && tunnel ? tryStep(b, before, this.player, best) : r;
    if (!r2?.ok) {
      this.#emit({
        type: 'refused',
        message: r2 && !r2.ok ? r2.message : 'No way',
        moments: [{ cue: 'bump', cell }],
      });
      return;
    }
    const to = this.#at(this.player, r2.play);
    const via = r2 === r && tunnel ? [cell, best, target] : [cell, r2 === r ? target : best];
    const kind = via[via.length - 1] !== to ? 'portal' : 'step';
    const cells = kind === 'portal' ? [...via, to] : via;
    this.#moved(before, r2.play, [{ player: this.player, kind, cells }]);
  }
  stairs(way: 'up' | 'down'): void {
    const t = this.topology;
    const cell = this.#at(this.player);
    const slot = way === 'up' ? t.upSlot(cell) : t.downSlot(cell);
    if (slot < 0) return;
    const to = t.neighbor(cell, slot);
    const r = tryStep(this.maze.board, this.play, this.player, to);
    if (!r.ok) return;
    this.#moved(this.play, r.play, [{ player: this.player, kind: 'stairs', cells: [cell, to] }]);
  }
  stairsHere() {
    const t = this.topology;
    const cell = this.#at(this.player);
    const open = (s: number) => s >= 0 && ((this.maze.board.passages.masks[cell]! >>> s) & 1) === 1;
    return { up: open(t.upSlot(cell)), down: open(t.downSlot(cell)) };
  }
  undo(): void {
    const play = this.#history.pop();
    if (!play) return;
    this.play = play;
    this.moves--;
    this.#emit({ type: 'reset', play, moments: [{ cue: 'undo', cell: -1 }] });
  }
  restart(): void {
    this.#history.length = 0;
    this.play = newGame(this.maze.board);
    this.moves = 0;
    this.#emit({ type: 'reset', play: this.play, moments: [{ cue: 'restart', cell: -1 }] });
  }
  hint(): void {
    const h = hint(this.maze.board, this.play, this.player);
    if (h.status !== 'move') return;
    const from = this.#at(this.player);
    this.#emit({ type: 'hint', player: this.player, from, to: h.move });
  }
  autoStep(): boolean {
    return false;
  }
  choosePlayer(player: number): void {
    this.player = player;
    this.#emit({ type: 'reset', play: this.play, moments: [] });
  }
  subscribe(listener: (event: GameEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
