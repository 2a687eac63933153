// The rules past the `forced` one, each found all at once on a position (so that what a rule
// finds, and how often it is needed, does not depend on the order the cells are numbered in:
// a mirrored level finds the mirrored deductions) and then applied together.

import { Deductions, OFF, UNKNOWN } from './human-deductions.js';
import type { HumanState } from './human-state.js';

/**
 * `dead-end`: a colour that could not get the links a cell needs (too few neighbours that can
 * still be that colour) is ruled out for the cell's path; a link that would fill a cell's last
 * need, and so take from a neighbour a side it cannot spare, is not drawn. @internal
 */
export function findDeadEnds(state: HumanState): Deductions {
  const found = new Deductions();
  const { n, words, need, maxSlots, neighbors, linkAt, linkA, linkB } = state.board;
  const palette = state.palette();
  for (let x = 0; x < n; x++) {
    const wanted = need[x]! - state.on[x]!;
    if (wanted <= 0 || state.single(x) >= 0) continue;
    for (let w = 0; w < words; w++) {
      // The colours at least one, and at least two, open neighbours can take.
      let once = 0;
      let twice = 0;
      for (let s = 0; s < maxSlots; s++) {
        const id = linkAt[x * maxSlots + s]!;
        if (id < 0 || state.link[id] !== UNKNOWN) continue;
        const theirs = palette[neighbors[x * maxSlots + s]! * words + w]!;
        twice |= once & theirs;
        once |= theirs;
      }
      let lost = palette[x * words + w]! & ~(wanted === 1 ? once : twice);
      while (lost !== 0) {
        const bit = 31 - Math.clz32(lost);
        found.removals.push(x, w * 32 + bit);
        lost &= ~(1 << bit);
      }
    }
  }
  for (let id = 0; id < linkA.length; id++) {
    if (state.link[id] !== UNKNOWN) continue;
    if (starves(state, linkA[id]!, id) || starves(state, linkB[id]!, id)) found.links.push(2 * id);
  }
  return found;
}

/** Whether drawing link `id` at `x` fills `x` and so leaves a neighbour too few sides. */
function starves(state: HumanState, x: number, id: number): boolean {
  const { need, maxSlots, neighbors, linkAt } = state.board;
  if (state.on[x]! + 1 !== need[x]) return false;
  for (let s = 0; s < maxSlots; s++) {
    const other = linkAt[x * maxSlots + s]!;
    if (other < 0 || other === id || state.link[other] !== UNKNOWN) continue;
    const z = neighbors[x * maxSlots + s]!;
    if (state.on[z]! + state.open[z]! - 1 < need[z]!) return true;
  }
  return false;
}

/**
 * The two global rules look at every colour when `every` is set (the solver's main line, so
 * that what they find is a function of the position alone), else only at the colours whose
 * cells or links changed since they last looked (`HumanState.stale`), which finds the same on
 * a position the main line had settled (a trial of the lookahead), much faster.
 */

/**
 * `region`: a colour's path runs through cells that can be that colour, across links not ruled
 * out; a cell outside the region its dots lie in can never be that colour, and dots in two
 * regions (a colour cut off from its partner) leave no solution. @internal
 */
export function findRegions(state: HumanState, scratch: Int32Array, every: boolean): Deductions {
  const found = new Deductions();
  const { n, k, words, dots, maxSlots, neighbors, linkAt } = state.board;
  const palette = state.palette();
  const seen = scratch.subarray(n, 2 * n);
  let mark = 0;
  seen.fill(0);
  for (let c = 0; c < k; c++) {
    if (!every && state.stale[c] === 0) continue;
    state.stale[c] = 0;
    const w = c >> 5;
    const bit = 1 << (c & 31);
    const from = dots[2 * c]!;
    mark++;
    let tail = 0;
    scratch[tail++] = from;
    seen[from] = mark;
    for (let q = 0; q < tail; q++) {
      const x = scratch[q]!;
      for (let s = 0; s < maxSlots; s++) {
        const y = neighbors[x * maxSlots + s]!;
        if (y < 0 || seen[y] === mark || state.link[linkAt[x * maxSlots + s]!] === OFF) continue;
        if ((palette[y * words + w]! & bit) === 0) continue;
        seen[y] = mark;
        scratch[tail++] = y;
      }
    }
    if (seen[dots[2 * c + 1]!] !== mark) {
      found.dead = true;
      return found;
    }
    if (tail === state.able[c]) continue;
    for (let x = 0; x < n; x++) {
      if (seen[x] !== mark && (palette[x * words + w]! & bit) !== 0) found.removals.push(x, c);
    }
  }
  return found;
}

/**
 * `chokepoint`: a cell every route of a colour between its dots must pass (a cut vertex between
 * them, among the cells that can be that colour) is that colour, and a link every route must
 * cross is drawn; two colours that both must pass one cell leave no solution. Found with one
 * depth-first search per colour (Hopcroft and Tarjan's low points). @internal
 */
export function findChokepoints(
  state: HumanState,
  scratch: ChokeScratch,
  every: boolean,
): Deductions {
  const found = new Deductions();
  const { k, words, maxSlots, neighbors, linkAt, dots } = state.board;
  const { disc, low, up, slot, stack } = scratch;
  const palette = state.palette();
  for (let c = 0; c < k; c++) {
    const from = dots[2 * c]!;
    const to = dots[2 * c + 1]!;
    if (!every && state.stale[k + c] === 0) continue;
    state.stale[k + c] = 0;
    if (state.find(from) === state.find(to)) continue;
    // Times count up across colours, so a time below this colour's start means "not seen".
    if (scratch.time > 1 << 30) {
      disc.fill(-1);
      scratch.time = 0;
    }
    const start = scratch.time;
    let time = start;
    let top = 0;
    stack[top++] = from;
    disc[from] = low[from] = time++;
    up[from] = -1;
    slot[from] = 0;
    while (top > 0) {
      const v = stack[top - 1]!;
      if (slot[v]! < maxSlots) {
        const s = slot[v]!++;
        const w = neighbors[v * maxSlots + s]!;
        if (w < 0 || state.link[linkAt[v * maxSlots + s]!] === OFF) continue;
        if (((palette[w * words + (c >> 5)]! >>> (c & 31)) & 1) === 0) continue;
        if (disc[w]! < start) {
          up[w] = v;
          disc[w] = low[w] = time++;
          slot[w] = 0;
          stack[top++] = w;
        } else if (w !== up[v]) {
          low[v] = Math.min(low[v]!, disc[w]!);
        }
      } else {
        top--;
        const p = up[v]!;
        if (p >= 0) low[p] = Math.min(low[p]!, low[v]!);
      }
    }
    scratch.time = time;
    if (disc[to]! < start) {
      found.dead = true;
      return found;
    }
    for (let w = to, v = up[to]!; v >= 0; w = v, v = up[v]!) {
      if (v !== from && low[w]! >= disc[v]! && state.single(v) !== c) found.keeps.push(v, c);
      if (low[w]! > disc[v]!) {
        const id = linkBetween(state, v, w);
        if (state.link[id] === UNKNOWN) found.links.push(2 * id + 1);
      }
    }
  }
  return found;
}

/** Scratch arrays for {@link findChokepoints}, one node each. @internal */
export interface ChokeScratch {
  /** Discovery times; every colour's search starts at `time`, past all earlier ones. */
  readonly disc: Int32Array;
  time: number;
  readonly low: Int32Array;
  readonly up: Int32Array;
  readonly slot: Int32Array;
  readonly stack: Int32Array;
}

/** {@link ChokeScratch} for `n` nodes. @internal */
export function chokeScratch(n: number): ChokeScratch {
  const make = () => new Int32Array(n);
  const disc = make().fill(-1);
  return { disc, time: 0, low: make(), up: make(), slot: make(), stack: make() };
}

function linkBetween(state: HumanState, v: number, w: number): number {
  const { maxSlots, neighbors, linkAt } = state.board;
  for (let s = 0; s < maxSlots; s++)
    if (neighbors[v * maxSlots + s] === w) return linkAt[v * maxSlots + s]!;
  return -1;
}
