// Doors with their keys and switches with their gates: locks across the way, each opener placed
// where the player can reach it before the lock.

import type { Board, Door, Gate, Switch } from './board.js';
import {
  distancesOver,
  occupiedCells,
  offWaySides,
  sidesTaken,
  type Tools,
  waySides,
} from './placement-tools.js';
import type { BoardVerdict } from './problems.js';
import { rulesOf } from './rules.js';

/**
 * Up to `count` doors across the way, each with its key where the player can reach it from the
 * start without passing the door. A door is kept only if the board stays solvable and every
 * earlier portal stays used; without shortcut doors it must also lengthen the way (opening it
 * for free makes the par shorter), with them it may be walked around. `null` when no door fitted
 * and some layout was tried (another try may fit one); otherwise the board, with a note saying
 * what limited the count when it fell short.
 */
export function placeDoors(b: Board, v: BoardVerdict, count: number, tools: Tools) {
  const { prove, quick, needed, shortcuts } = tools;
  if (count === 0) return { board: b };
  const fits = Math.min(count, Math.floor(waySides(b, v).length / 3));
  let board = b;
  let verdict = v;
  const doors: Door[] = [];
  let walkable = 0;
  let tried = 0; // layouts proven, over every door
  const firstWay = new Set(waySides(b, v).map((w) => w.cell * rulesOf(b).maxSlots + w.slot));
  for (let k = 0; k < fits; k++) {
    let placedHere = false;
    let triedHere = 0;
    for (const site of lockSites(board, verdict, k, fits, tools)) {
      if (site.opener < 0) {
        // On the first way, a side the player can walk around means loops (or portals); later
        // ways also run to keys and back, and those sides are no loss.
        if (firstWay.has(site.sideId)) walkable++;
        continue;
      }
      if (++triedHere > SITES_PER_LOCK) break;
      tried++;
      const door: Door = { cell: site.cell, slot: site.slot, key: board.keys.length };
      const next = { ...board, keys: [...board.keys, site.opener], doors: [...board.doors, door] };
      const nv = quick(next);
      // Kept only if it lengthens the way (unless it may be walked around) and leaves every
      // earlier door and portal needed.
      if (!nv.solvable || (!shortcuts && nv.par <= verdict.par) || !needed(next, nv.par)) continue;
      board = next;
      verdict = prove(next);
      doors.push(door);
      placedHere = true;
      break;
    }
    if (!placedHere) break;
  }
  if (doors.length === 0 && fits > 0 && walkable === 0 && tried > 0) return null;
  if (doors.length === count) return { board };
  return { board, note: doorsNote(doors.length, count, fits, walkable, tried, shortcuts) };
}

/** Why fewer doors than asked were placed (see {@link placeDoors}). */
function doorsNote(
  placed: number,
  count: number,
  fits: number,
  walkable: number,
  tried: number,
  shortcuts: boolean,
): string {
  if (fits < count) {
    return `Keys: the way to the goal is too short for ${count} door${count === 1 ? '' : 's'}.`;
  }
  if (walkable > 0) {
    return `Keys: the maze's loops (or portals) leave room for ${placed} of ${count} doors that can't be walked around.`;
  }
  if (shortcuts && tried === 0) {
    return `Keys: room for ${placed} of ${count} doors with a free cell for each key before its door.`;
  }
  return shortcuts
    ? `Keys: room for ${placed} of ${count} doors that keep the maze solvable.`
    : `Keys: room for ${placed} of ${count} doors, each with its key off the way.`;
}

/**
 * Sites tried for each door or first gate, nearest the spot along the way first. Measured on
 * 75 generated mazes (three of each preset, 30 × 30 boards with every gimmick, 20 × 20 with
 * keys and switches): 129 of the 134 locks placed fitted at the first site tried, and a lock
 * that fits nowhere near its spot would otherwise cost a proof per side of the way.
 */
export const SITES_PER_LOCK = 8;

/** A side on the way to lock with a door or a shut gate, and where its key or switch goes. */
interface LockSite {
  readonly cell: number;
  readonly slot: number;
  /** The side as `cell · maxSlots + slot`, and its twin from the other cell. */
  readonly sideId: number;
  readonly back: number;
  /**
   * Where the key or switch goes: reachable from the start with the side shut, off the way,
   * free, and as far from the side as possible; −1 when the side can be walked around (shortcut
   * locks not allowed) or no such cell exists.
   */
  readonly opener: number;
}

/**
 * The sides where lock `k` of `fits` could go, nearest to its share of the way first (nudged at
 * random), each with the cell for its opener. Doors and switches both place this way. Lazy: a
 * side's searches run only when the caller asks for it.
 */
function* lockSites(
  board: Board,
  verdict: BoardVerdict,
  k: number,
  fits: number,
  { rng, shortcuts }: Tools,
): Generator<LockSite> {
  const rules = rulesOf(board);
  const t = rules.topology;
  const way = waySides(board, verdict);
  const wayCells = new Set(verdict.routes[0]);
  const around = Math.floor(((k + 1) * way.length) / (fits + 1));
  const candidates = way
    .map((side, index) => ({ side, distance: Math.abs(index - around) + rng.next() * 2 }))
    .sort((p, q) => p.distance - q.distance)
    .map((c) => c.side);
  const usedSides = sidesTaken(board);
  const occupied = occupiedCells(board);
  for (const { cell, slot } of candidates) {
    const sideId = cell * rules.maxSlots + slot;
    if (usedSides.has(sideId)) continue;
    const back = t.neighbor(cell, slot) * rules.maxSlots + t.oppositeSlot(cell, slot);
    const shut = new Set([sideId, back]);
    const fromStart = distancesOver(board, board.starts[0]!, shut);
    if (!shortcuts && fromStart[rules.goalOf[0]!]! >= 0) {
      yield { cell, slot, sideId, back, opener: -1 };
      continue;
    }
    const fromSide = distancesOver(board, cell, shut);
    let opener = -1;
    for (let c = 0; c < rules.n; c++) {
      if (fromStart[c]! < 0 || occupied.has(c) || wayCells.has(c) || rules.passages.isHole(c))
        continue;
      if (opener < 0 || fromSide[c]! > fromSide[opener]!) opener = c;
    }
    if (opener >= 0) yield { cell, slot, sideId, back, opener };
  }
}

/**
 * Up to `count` switches, each with its first gate shut across the way and the switch where the
 * player can reach it without passing that gate; the other gates are decoys off the way. The
 * rule for keeping one is the doors' (see {@link placeDoors}): with shortcut doors its first gate
 * may be walked around. `null` when none fitted and another try may fit one.
 */
export function placeSwitches(
  b: Board,
  v: BoardVerdict,
  count: number,
  perSwitch: number,
  tools: Tools,
) {
  const { rng, prove, quick, needed, shortcuts } = tools;
  if (count === 0) return { board: b };
  const fits = Math.min(count, Math.floor(waySides(b, v).length / 3));
  let board = b;
  let verdict = v;
  let placed = 0;
  let tried = 0; // layouts proven, over every switch
  for (let k = 0; k < fits; k++) {
    let done = false;
    let triedHere = 0;
    for (const site of lockSites(board, verdict, k, fits, tools)) {
      if (site.opener < 0) continue;
      if (++triedHere > SITES_PER_LOCK) break;
      tried++;
      const channel = board.switches.length;
      const gates: Gate[] = [{ cell: site.cell, slot: site.slot, channel, startsOpen: false }];
      // Decoys: open sides off the way, some starting open (the switch shuts them).
      const used = new Set([...sidesTaken(board), site.sideId, site.back]);
      const decoys = offWaySides(board, verdict, used);
      rng.shuffle(decoys);
      for (let g = 1; g < perSwitch && g - 1 < decoys.length; g++) {
        const [cell, slot] = decoys[g - 1]!;
        gates.push({ cell, slot, channel, startsOpen: rng.bool() });
      }
      const sw: Switch = { cell: site.opener, channel };
      const next = {
        ...board,
        switches: [...board.switches, sw],
        gates: [...board.gates, ...gates],
      };
      const nv = quick(next);
      // Kept only if it lengthens the way (unless it may be walked around) and leaves every
      // earlier door and portal needed.
      if (!nv.solvable || (!shortcuts && nv.par <= verdict.par) || !needed(next, nv.par)) continue;
      board = next;
      verdict = prove(next);
      placed++;
      done = true;
      break;
    }
    if (!done) break;
  }
  if (placed === 0 && (tried > 0 || !shortcuts)) return null;
  if (placed === count) return { board };
  const why = !shortcuts
    ? `room for ${placed} of ${count} switches whose gate is truly in the way`
    : fits < count
      ? `the way to the goal is too short for ${count} switch${count === 1 ? '' : 'es'}`
      : tried === 0
        ? `room for ${placed} of ${count} switches with a free cell for each before its gate`
        : `room for ${placed} of ${count} switches whose gates keep the maze solvable`;
  return { board, note: `Switches: ${why}.` };
}
