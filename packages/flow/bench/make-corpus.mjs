// Writes the Flow benchmark corpus (bench/corpus/*.json and bench/corpus/index.json) from fixed
// seeds: 60 levels shaped like hand-made ones (7 × 7 to 40 × 40, colours from about the side
// length down to half of it, so paths of the side length and up to twice it) and 20
// Numberlink-style ones (a third of the side in pairs: few pairs, long paths).
//
// A level is made in three steps:
// 1. the board starts as straight columns, one path each (see `reshape`), and then, many times,
//    one cell passes from its path to a neighbouring path's end, when both stay paths that never
//    run alongside themselves: the path it leaves loses an end (or splits in two, while there are
//    fewer paths than aimed for), and paths whose ends meet join while there are more;
// 2. the path ends become dots;
// 3. while `solveFlow` (degree rule) finds a second solution, the path through a cell the two
//    solutions colour differently is cut there, one more colour, which rules that solution out.
// The first of up to eight attempts that ends proven unique is kept (else the last), so the
// index says which levels are unique. Every run of this script writes the same files for a given
// version of the solver (no clocks: budgets count solver nodes; the second solution a repair
// cuts by is the one the solver finds first).
//
// Usage: node bench/make-corpus.mjs   (after `pnpm build`)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowToJson, solveFlow } from '@knossos/flow';
import { createRng } from '@knossos/random';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'corpus');
const PROOF_NODES = 4_000_000;
const REPAIRS = 40;
const ATTEMPTS = 8;
const MOVES_PER_CELL = 400;
/** The chance to keep a move that straightens paths (fewer bends): paths end as winding as hand-made ones. */
const KEEP_STRAIGHTER = 0.25;
/** How many paths, as a share of the aim, splits may make while the board is reshaped. */
const SPLIT_ROOM = 1.3;

function neighbours(width, height, cell) {
  const x = cell % width;
  const y = (cell - x) / width;
  const list = [];
  if (x > 0) list.push(cell - 1);
  if (x < width - 1) list.push(cell + 1);
  if (y > 0) list.push(cell - width);
  if (y < height - 1) list.push(cell + width);
  return list;
}

/** A bend at `path[i]` (an inner cell). */
const bendAt = (path, i) =>
  i > 0 && i < path.length - 1 && path[i] - path[i - 1] !== path[i + 1] - path[i];

/**
 * How the number of bends changes when `cell` (at `i` in `from`) moves onto `to` at its end
 * `joint`: `to` may gain one at `joint`; `from` loses those at and next to `cell`.
 */
function turnChange(to, joint, cell, from, i) {
  const inner = to[0] === joint ? to[1] : to[to.length - 2];
  let change = inner !== undefined && joint - inner !== cell - joint ? 1 : 0;
  for (const at of [i - 1, i, i + 1]) if (bendAt(from, at)) change--;
  return change;
}

/**
 * Paths that never run alongside themselves covering a `side` × `side` board, about `target` of
 * them: straight columns at first, then `moves` tries at passing a random cell to a neighbouring
 * path's end (see the header). In the first three fifths of the moves, splits may raise the
 * count to `room`; the rest only join. Each path keeps at least 3 cells.
 */
function reshape(side, rng, target, moves, room) {
  const n = side * side;
  const paths = [];
  for (let x = 0; x < side; x++) paths.push(Array.from({ length: side }, (_, y) => y * side + x));
  const owner = new Int32Array(n);
  paths.forEach((p, i) => {
    for (const cell of p) owner[cell] = i;
  });
  const spare = [];
  let count = paths.length;
  const isEnd = (cell) => {
    const p = paths[owner[cell]];
    return p[0] === cell || p[p.length - 1] === cell;
  };
  /** Whether `cell` touches path `id` at `at` only. */
  const touchesOnly = (cell, id, at) =>
    neighbours(side, side, cell).every((r) => owner[r] !== id || r === at);
  for (let t = 0; t < moves; t++) {
    const cell = rng.below(n);
    const b = owner[cell];
    const from = paths[b];
    const near = neighbours(side, side, cell).filter((r) => owner[r] !== b && isEnd(r));
    if (near.length === 0) continue;
    const joint = near[rng.below(near.length)];
    const a = owner[joint];
    if (!touchesOnly(cell, a, joint)) continue;
    const i = from.indexOf(cell);
    let rest = null;
    let kept;
    if (i === 0 || i === from.length - 1) {
      if (from.length < 4) continue;
      kept = i === 0 ? from.slice(1) : from.slice(0, -1);
    } else {
      // Splits open ends inside long runs, so a few more paths than aimed for are let in while
      // the first three fifths of the moves; the rest only join.
      const most = t < 0.6 * moves ? room : target;
      if (count >= most || i < 3 || i > from.length - 4) continue;
      kept = from.slice(0, i);
      rest = from.slice(i + 1);
    }
    const to = paths[a];
    if (turnChange(to, joint, cell, from, i) < 0 && rng.next() > KEEP_STRAIGHTER) continue;
    paths[a] = to[0] === joint ? [cell, ...to] : [...to, cell];
    owner[cell] = a;
    paths[b] = kept;
    if (rest !== null) {
      const id = spare.length > 0 ? spare.pop() : paths.length;
      paths[id] = rest;
      for (const c of rest) owner[c] = id;
      count++;
    }
    if (count <= target) continue;
    // Join the grown path to a path whose end now meets it, when the union stays clean.
    for (const r of neighbours(side, side, cell)) {
      const c = owner[r];
      if (c === a || !isEnd(r)) continue;
      const other = paths[c];
      if (
        !other.every((q) =>
          neighbours(side, side, q).every((z) => owner[z] !== a || (q === r && z === cell)),
        )
      )
        continue;
      const first = paths[a][paths[a].length - 1] === cell ? paths[a] : [...paths[a]].reverse();
      const second = other[0] === r ? other : [...other].reverse();
      paths[a] = [...first, ...second];
      for (const q of second) owner[q] = a;
      paths[c] = [];
      spare.push(c);
      count--;
      break;
    }
  }
  return paths.filter((p) => p.length > 0);
}

function levelOf(width, height, paths) {
  return {
    grid: 'square',
    width,
    height,
    dots: paths.flatMap((p) => [p[0], p[p.length - 1]]),
    solution: null,
  };
}

/** Cuts `paths` where `other` (a second solution) differs from them; false when it cannot. */
function repair(paths, other) {
  let best = null;
  paths.forEach((path, c) => {
    for (let i = 1; i < path.length - 1; i++) {
      if (other[path[i]] === c || path.length < 4) continue;
      const score = Math.min(i, path.length - 1 - i);
      if (best === null || score > best.score) best = { c, i, score };
    }
  });
  if (best === null) return false;
  const path = paths[best.c];
  const cut = best.i + 1 < path.length - 1 ? best.i + 1 : best.i;
  paths.splice(best.c, 1, path.slice(0, cut), path.slice(cut));
  return true;
}

function turns(path) {
  let count = 0;
  for (let i = 1; i < path.length - 1; i++) {
    const a = path[i] - path[i - 1];
    const b = path[i + 1] - path[i];
    if (a !== b) count++;
  }
  return count;
}

/** One level: the first attempt whose repairs end unique within the colour cap, else the last. */
function make(name, side, colours, maxColours, splitRoom) {
  let paths = null;
  let attempt = 0;
  for (; attempt < ATTEMPTS; attempt++) {
    const rng = createRng(`${name}#${attempt}`);
    const target = Math.round(colours);
    paths = reshape(side, rng, target, MOVES_PER_CELL * side * side, Math.ceil(target * splitRoom));
    for (let round = 0; round < REPAIRS && paths.length <= maxColours; round++) {
      const result = solveFlow(levelOf(side, side, paths), { limit: 2, nodeBudget: PROOF_NODES });
      if (!result.complete && result.stoppedBy !== 'limit') break;
      if (result.count === 1) return { paths, attempt };
      const planned = new Int32Array(side * side);
      paths.forEach((p, c) => {
        for (const cell of p) planned[cell] = c;
      });
      const other = result.solutions.find((s) => s.some((c, cell) => c !== planned[cell]));
      if (!other || !repair(paths, other)) break;
    }
  }
  return { paths, attempt: attempt - 1 };
}

/** `true`, `false`, or `null` when the proof did not finish within the budget. */
function uniqueness(level) {
  const result = solveFlow(level, { limit: 2, nodeBudget: PROOF_NODES });
  return result.count >= 2 ? false : result.complete ? result.count === 1 : null;
}

const plan = [];
const sides = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 25, 28, 30, 32, 35, 38, 40];
for (const side of sides) {
  for (const [tag, share] of [
    ['a', 0.45],
    ['b', 0.65],
    ['c', 0.85],
  ]) {
    plan.push({
      name: `hand-${side}x${side}-${tag}`,
      side,
      colours: share * side,
      max: side + 1,
      splitRoom: SPLIT_ROOM,
    });
  }
}
for (let i = 0; i < 20; i++) {
  const side = 10 + Math.round((i * 15) / 19);
  // Few paths have few ends to move: more room to split keeps them winding.
  plan.push({
    name: `link-${side}x${side}-${i}`,
    side,
    colours: side / 3,
    max: Math.ceil(side / 2),
    splitRoom: 1.25 * SPLIT_ROOM,
  });
}

mkdirSync(out, { recursive: true });
const index = [];
for (const entry of plan) {
  const { paths, attempt } = make(
    entry.name,
    entry.side,
    entry.colours,
    entry.max,
    entry.splitRoom,
  );
  const level = levelOf(entry.side, entry.side, paths);
  writeFileSync(join(out, `${entry.name}.json`), `${flowToJson(level)}\n`);
  const lengths = paths.map((p) => p.length);
  const record = {
    name: entry.name,
    style: entry.name.startsWith('link') ? 'numberlink' : 'hand-made',
    size: entry.side,
    colours: paths.length,
    meanLength: Number((lengths.reduce((a, b) => a + b, 0) / lengths.length).toFixed(2)),
    longest: Math.max(...lengths),
    meanTurns: Number((paths.reduce((a, p) => a + turns(p), 0) / paths.length).toFixed(2)),
    attempt,
    unique: uniqueness(level),
  };
  index.push(record);
  console.log(JSON.stringify(record));
}
writeFileSync(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
