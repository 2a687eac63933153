// Writes the Flow benchmark corpus (bench/corpus/*.json and bench/corpus/index.json) from fixed
// seeds: 60 levels shaped like hand-made ones (7 × 7 to 40 × 40, colours from about the side
// length down to half of it) and 20 Numberlink-style ones (few pairs, long paths).
//
// A level is made in four steps:
// 1. the board covered by paths that never run alongside themselves (see `cover`), of lengths
//    drawn around the aimed mean;
// 2. paths joined end to end, where the union still obeys the degree rule, down to the aimed
//    number of colours;
// 3. the path ends become dots;
// 4. hand-made style only: while `solveFlow` (degree rule) finds a second solution and the level
//    has at most side + 1 colours, the stretch through a cell the two solutions colour
//    differently is cut there, one more colour, which rules that solution out; the first of
//    three attempts (that cover the board) that ends unique is kept, else the third. Numberlink-style levels keep their
//    few pairs. Levels may so have several solutions: the index says which are unique.
// Every run of this script writes the same files (no clocks: budgets count SAT decisions).
//
// Usage: node bench/make-corpus.mjs   (after `pnpm build`)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowToJson, solveFlow } from '@knossos/flow';
import { createRng } from '@knossos/random';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'corpus');
const PROOF_DECISIONS = 2_000_000;
const REPAIRS = 400;

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

/**
 * Covers the board with paths that never run alongside themselves: each starts at the most
 * hemmed-in free cell and walks (both ways) to a drawn length near `mean`, mostly onto the
 * free neighbour with the fewest free neighbours, so paths hug walls and each other as
 * hand-made ones do. A path stuck at one cell joins a neighbouring path's end; `null` if none.
 */
function cover(width, height, rng, mean) {
  const n = width * height;
  const owner = new Int32Array(n).fill(-1);
  const free = (cell) => neighbours(width, height, cell).filter((c) => owner[c] === -1).length;
  const paths = [];
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (;;) {
    let start = -1;
    let tightest = 5;
    for (const cell of order) {
      if (owner[cell] !== -1) continue;
      const room = free(cell);
      if (room < tightest) {
        tightest = room;
        start = cell;
      }
    }
    if (start < 0) return paths;
    const id = paths.length;
    const path = [start];
    owner[start] = id;
    const length = Math.max(2, Math.round(mean * (0.5 + rng.next())));
    for (let side = 0; side < 2 && path.length < length; side++) {
      while (path.length < length) {
        const end = side === 0 ? path[path.length - 1] : path[0];
        const options = neighbours(width, height, end).filter(
          (c) =>
            owner[c] === -1 &&
            neighbours(width, height, c).every((r) => r === end || owner[r] !== id),
        );
        if (options.length === 0) break;
        let next = options[rng.below(options.length)];
        if (rng.next() < 0.7) {
          for (const c of options) if (free(c) < free(next)) next = c;
        }
        owner[next] = id;
        if (side === 0) path.push(next);
        else path.unshift(next);
      }
    }
    paths.push(path);
    if (path.length > 1) continue;
    // A lone cell joins a neighbouring path at an end, when that keeps the degree rule.
    let joined = false;
    for (const other of neighbours(width, height, start)) {
      const t = owner[other];
      if (t === id) continue;
      const stretch = paths[t];
      const atEnd = stretch[stretch.length - 1] === other;
      if (!atEnd && stretch[0] !== other) continue;
      if (neighbours(width, height, start).some((c) => c !== other && owner[c] === t)) continue;
      if (atEnd) stretch.push(start);
      else stretch.unshift(start);
      owner[start] = t;
      paths.pop();
      joined = true;
      break;
    }
    // Else it splits a neighbouring path beside it and joins one of the halves.
    for (const other of neighbours(width, height, start)) {
      if (joined) break;
      const t = owner[other];
      if (t === id) continue;
      const stretch = paths[t];
      const i = stretch.indexOf(other);
      for (const [kept, rest] of [
        [stretch.slice(0, i + 1), stretch.slice(i + 1)],
        [stretch.slice(i).reverse(), stretch.slice(0, i)],
      ]) {
        if (rest.length < 2) continue;
        const mine = new Set(kept);
        if (neighbours(width, height, start).some((c) => c !== other && mine.has(c))) continue;
        paths[t] = [...kept, start];
        paths[id] = rest;
        for (const cell of paths[t]) owner[cell] = t;
        for (const cell of rest) owner[cell] = id;
        joined = true;
        break;
      }
    }
    if (!joined) return null;
  }
}

/** Joins stretches end to end (when the union keeps the degree rule) down to `target` of them. */
function merge(width, height, list, rng, target) {
  const owner = new Int32Array(width * height);
  const relabel = () =>
    list.forEach((s, i) => {
      for (const cell of s) owner[cell] = i;
    });
  relabel();
  for (let tries = 0; list.length > target && tries < 50 * list.length; tries++) {
    const s = rng.below(list.length);
    const a = list[s];
    const end = rng.below(2) === 0 ? a[0] : a[a.length - 1];
    const near = neighbours(width, height, end).filter((c) => {
      const b = list[owner[c]];
      return owner[c] !== s && (b[0] === c || b[b.length - 1] === c);
    });
    if (near.length === 0) continue;
    const joint = near[rng.below(near.length)];
    const t = owner[joint];
    const b = list[t];
    // The union runs a…end, joint…b; it must not run alongside itself anywhere.
    const first = end === a[a.length - 1] ? a : [...a].reverse();
    const second = joint === b[0] ? b : [...b].reverse();
    const joined = [...first, ...second];
    const mark = new Int32Array(width * height).fill(-1);
    joined.forEach((cell, i) => {
      mark[cell] = i;
    });
    const clean = joined.every((cell, i) =>
      neighbours(width, height, cell).every((c) => mark[c] < 0 || Math.abs(mark[c] - i) === 1),
    );
    if (!clean) continue;
    list[Math.min(s, t)] = joined;
    list.splice(Math.max(s, t), 1);
    relabel();
  }
  return list;
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

function turns(width, path) {
  let count = 0;
  for (let i = 1; i < path.length - 1; i++) {
    const a = path[i] - path[i - 1];
    const b = path[i + 1] - path[i];
    if (a !== b) count++;
  }
  return count;
}

/** One level: the first attempt whose repairs end unique within the colour cap. */
function make(name, side, colours, maxColours, repairs) {
  let covered = 0;
  for (let attempt = 0; attempt < 400; attempt++) {
    const rng = createRng(`${name}#${attempt}`);
    const cut = cover(side, side, rng, (side * side) / colours);
    if (cut === null) continue;
    covered++;
    const paths = merge(side, side, cut, rng, Math.round(colours));
    if (repairs === 0) return { paths, attempt };
    let proven = false;
    for (let round = 0; round < repairs && paths.length <= maxColours; round++) {
      const result = solveFlow(levelOf(side, side, paths), {
        limit: 2,
        engine: 'sat',
        nodeBudget: PROOF_DECISIONS,
      });
      if (!result.complete && result.stoppedBy !== 'limit') break;
      if (result.count === 1) {
        proven = true;
        break;
      }
      const planned = new Int32Array(side * side);
      paths.forEach((p, c) => {
        for (const cell of p) planned[cell] = c;
      });
      const other = result.solutions.find((s) => s.some((c, cell) => c !== planned[cell]));
      if (!other || !repair(paths, other)) break;
    }
    if (proven || covered >= 3) return { paths, attempt };
  }
  throw new Error(`${name}: no covering in 400 attempts`);
}

/** `true`, `false`, or `null` when the proof did not finish within the budget. */
function uniqueness(level) {
  const result = solveFlow(level, { limit: 2, engine: 'sat', nodeBudget: PROOF_DECISIONS });
  return result.count >= 2 ? false : result.complete ? result.count === 1 : null;
}

const plan = [];
const sides = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 22, 25, 28, 30, 32, 35, 38, 40];
for (const side of sides) {
  for (const [tag, share] of [
    ['a', 0.5],
    ['b', 0.7],
    ['c', 0.9],
  ]) {
    plan.push({
      name: `hand-${side}x${side}-${tag}`,
      side,
      colours: share * side,
      max: side + 1,
      repairs: REPAIRS,
    });
  }
}
for (let i = 0; i < 20; i++) {
  const side = 10 + Math.round((i * 15) / 19);
  plan.push({ name: `link-${side}x${side}-${i}`, side, colours: side / 3, max: side, repairs: 0 });
}

mkdirSync(out, { recursive: true });
const index = [];
for (const entry of plan) {
  const { paths, attempt } = make(entry.name, entry.side, entry.colours, entry.max, entry.repairs);
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
    meanTurns: Number(
      (paths.reduce((a, p) => a + turns(entry.side, p), 0) / paths.length).toFixed(2),
    ),
    attempt,
    unique: uniqueness(level),
  };
  index.push(record);
  console.log(JSON.stringify(record));
}
writeFileSync(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
