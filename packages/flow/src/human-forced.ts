// The `forced` rule of the human-style solver (see `HumanState`): what every person applies
// without noticing, at one cell at a time.

import { Deductions, OFF, ON, UNKNOWN } from './human-deductions.js';
import type { HumanState } from './human-state.js';

/**
 * Everything the `forced` rule finds on the position as it stands, for the solver's main line,
 * which applies it all at once (a wave) so that its count does not depend on cell order.
 */
export function forcedWave(state: HumanState): Deductions {
  const found = new Deductions();
  for (let x = 0; x < state.board.n && !found.dead; x++) lookForced(state, x, found);
  return found;
}

/** The `forced` rule at one node: applied at once, or written to `found`. */
export function lookForced(state: HumanState, x: number, found?: Deductions): void {
  const { need, maxSlots, neighbors, linkAt } = state.board;
  const on = state.on[x]!;
  const open = state.open[x]!;
  if (on > need[x]! || on + open < need[x]!) {
    if (found) found.dead = true;
    else state.dead = true;
    return;
  }
  if (open > 0 && (on === need[x] || on + open === need[x])) {
    const value = on === need[x] ? OFF : ON;
    for (let s = 0; s < maxSlots; s++) {
      const id = linkAt[x * maxSlots + s]!;
      if (id < 0 || state.link[id] !== UNKNOWN) continue;
      if (found) found.links.push(2 * id + (value === ON ? 1 : 0));
      else state.set(id, value);
    }
    return;
  }
  const r = state.find(x);
  const known = state.single(r);
  for (let s = 0; s < maxSlots; s++) {
    const id = linkAt[x * maxSlots + s]!;
    if (id < 0) continue;
    const y = neighbors[x * maxSlots + s]!;
    const link = state.link[id]!;
    if (link === OFF) {
      const theirs = state.single(y);
      if (found) {
        if (known >= 0 && state.has(y, known)) found.removals.push(y, known);
        if (theirs >= 0 && state.has(r, theirs)) found.removals.push(r, theirs);
      } else {
        if (known >= 0) state.remove(y, known);
        if (theirs >= 0) state.remove(r, theirs);
      }
    } else if (link === UNKNOWN && (!state.meets(r, y) || touches(state, x, y))) {
      if (found) found.links.push(2 * id);
      else state.set(id, OFF);
    }
    if (state.dead) return;
  }
}

/** Whether `x` touches the chain of its neighbour `y` at another cell than `y`. */
function touches(state: HumanState, x: number, y: number): boolean {
  const { maxSlots, neighbors } = state.board;
  const ry = state.find(y);
  for (let s = 0; s < maxSlots; s++) {
    const z = neighbors[x * maxSlots + s]!;
    if (z >= 0 && z !== y && state.find(z) === ry) return true;
  }
  return false;
}
