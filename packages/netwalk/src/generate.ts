import { carve, clampSetting } from '@knossos/carving';
import { attemptSeed, createRng, type Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import {
  centreCell,
  NETWALK_LIMITS,
  NETWALK_MODES,
  type NetwalkBoard,
  type NetwalkMode,
  topologyOf,
  treeMode,
} from './board.js';
import { type Clock, clockStop, startClock } from './clock.js';
import { Deducer, isWin, type Puzzle } from './deduce.js';
import { NetwalkError, shown } from './errors.js';
import { BITS, rotated, turnsBetween } from './masks.js';
import { countKinds, kindProblems } from './validate.js';

/** Settings for {@link generateNetwalk}. Out-of-range values are clamped, with a note. */
export interface NetwalkSettings {
  /** Columns, 2–128 (default 9). */
  width?: number;
  /** Rows, 2–128 (default 9). */
  height?: number;
  /** See {@link NetwalkMode} (default `'bounded'`). */
  mode?: NetwalkMode;
  /**
   * Prove the solution is the only one, reworking the board until deduction alone solves it
   * (default `true`). A torus 2 wide or 2 high never has a unique solution, so it is refused.
   */
  unique?: boolean;
  /** Allow four-way crosses (default `true`); without them every tile has 1–3 pipes. */
  crosses?: boolean;
  /**
   * Aim for this share of junction tiles (tees and crosses), 0–1; by default the tree keeps the
   * share it grew with (about 0.2–0.25). Reached as nearly as the board allows, with a note
   * when it falls short by more than 0.05.
   */
  branching?: number;
  /** Aim for this share of straight tiles, 0–1, as {@link NetwalkSettings.branching}. */
  straights?: number;
  /** The seed: the same settings and seed give the same board (default `'netwalk'`). */
  seed?: string | number;
}

/**
 * How long {@link generateNetwalk} may spend proving uniqueness, and a way to cancel it. Not a
 * setting: settings are stored with the board and rebuild it, a time limit is not.
 */
export interface NetwalkGenerateOptions {
  /**
   * Milliseconds of wall time (`performance.now()`) for the whole call, ≥ 0; missing or NaN
   * means no limit, a negative value is 0. Every uniqueness proof gets what is left of it; when
   * it runs out the board comes back as it stands, with `unique: false` and a note starting
   * `Time limit:`. Only proofs are cut: a board made with `unique: false` never looks at it.
   * The clock is looked at before every round of proof, so a call runs on past its deadline by
   * at most one round of deduction and one tree grown (well under a ms on 13 × 11, tens of ms
   * on 128 × 128).
   */
  readonly timeMs?: number;
  /**
   * Checked before the start and between trees and rounds of proof: once aborted, the call
   * throws the signal's reason (as `signal.throwIfAborted()` does). The call is synchronous
   * and runs none of the caller's code, so in practice it stops a call only when aborted before
   * it (say, a signal shared by a batch of calls).
   */
  readonly signal?: AbortSignal;
}

/** The settings a board was made with, every field filled in. */
export interface ResolvedNetwalkSettings {
  /** Columns, 2–128. */
  readonly width: number;
  /** Rows, 2–128. */
  readonly height: number;
  /** The mode. */
  readonly mode: NetwalkMode;
  /** Uniqueness was asked for. */
  readonly unique: boolean;
  /** Four-way crosses were allowed. */
  readonly crosses: boolean;
  /** The junction share aimed for, 0–1, or `null` for the tree as grown. */
  readonly branching: number | null;
  /** The straight share aimed for, 0–1, or `null` for the tree as grown. */
  readonly straights: number | null;
  /** The seed asked for (a retry's seed is the board's own `seed`). */
  readonly seed: string;
}

/** A generated board: the board, and how it was made. */
export interface GeneratedNetwalk extends NetwalkBoard {
  /** The seed the board was made from (after `#n` retries, the retry's seed). */
  readonly seed: string;
  /** The settings, after clamping. */
  readonly settings: ResolvedNetwalkSettings;
  /** Trees grown (1 unless reworking stalled and a fresh tree was needed). */
  readonly attempts: number;
  /** Reworks of ambiguous regions it took to make the solution unique (0 when not asked). */
  readonly reworks: number;
}

/** Trees grown before uniqueness is given up (with a note). */
const ATTEMPTS = 20;
/** Rounds of reworking in a row that do not shrink the ambiguous tiles before a fresh tree. */
const STALL_ROUNDS = 3;
/** Visible quarter-turns per turnable tile the scramble must reach at least (see `generateNetwalk`, step 5). */
export const MIN_SCRAMBLE_PER_TILE = 0.5;

/**
 * The chance that classic mode links two neighbouring tiles the tree left apart:
 * `1 / (4 + cells / 16)`, about 0.18 on 5 × 5, 0.1 on 10 × 10, 0.03 on 20 × 20 and 0.006 on
 * 50 × 50. With about one candidate pair per cell, that adds roughly 4, 10, 14 and 16 loops:
 * small boards gain the most, while large ones already have junctions to spare. A tuning
 * choice, measured on tile counts, not a law.
 */
export function classicLinkChance(cells: number): number {
  return 1 / (4 + cells / 16);
}

/**
 * Generates a Netwalk board.
 *
 * 1. A spanning tree is grown from the server by randomised Prim-style frontier growth
 *    (`carve(…, 'prim')` from `@knossos/carving`, on a square or torus topology), capped at
 *    three pipes per tile when crosses are off. The server sits at the centre (column
 *    `⌊W/2⌋`, row `⌊H/2⌋` from the top, as in Tatham's Net) in bounded and torus modes, and at
 *    a random cell in classic mode. A tree with pathological tile kinds (`PATHOLOGICAL_SHARE`)
 *    is grown again from the next retry seed (unless `branching` or `straights` asked for it).
 * 2. Classic mode links neighbouring tiles the tree left apart with the chance
 *    {@link classicLinkChance}, closing loops.
 * 3. With `branching` or `straights`, links are swapped (a new link closes a short loop, and
 *    another link of that loop goes) while that brings the tile shares closer to the aim.
 * 4. With `unique`, the deductive solver runs; where it stops short, each ambiguous region is
 *    reworked — a link across its border that closes a loop is added, another link of that
 *    loop is removed — and the board is proved again. When three rounds in a row do not shrink
 *    the ambiguous tiles, a fresh tree is grown from the seed `seed#1`, `seed#2`, … (up to 20;
 *    then the board is returned with `unique: false` and a note). When `options.timeMs` runs
 *    out first, the proof stops where it is and the board is returned with `unique: false` and
 *    a note starting `Time limit:`.
 * 5. The tiles are scrambled with the same random stream: never a solved start, and at least
 *    {@link MIN_SCRAMBLE_PER_TILE} visible quarter-turns per turnable tile.
 *
 * Without `options` (or with a time limit that does not run out) the board is byte for byte
 * the one the settings alone give.
 *
 * @param settings - see {@link NetwalkSettings}.
 * @param options - `timeMs` (milliseconds for the whole call) and `signal`; see
 *   {@link NetwalkGenerateOptions}.
 * @returns the {@link GeneratedNetwalk}.
 * @throws {@link NetwalkError} for a unique torus 2 wide or 2 high (none exists), a `timeMs`
 *   that is not a number (field `timeMs`) or a `signal` that is not an AbortSignal (field
 *   `signal`); the signal's reason once `signal` is aborted.
 */
export function generateNetwalk(
  settings: NetwalkSettings = {},
  options: NetwalkGenerateOptions | null = {},
): GeneratedNetwalk {
  const clock = startClock(options);
  clock.signal?.throwIfAborted();
  const notes: string[] = [];
  const resolved = resolveSettings(settings, notes);
  const { width, height, mode, unique, crosses } = resolved;
  if (unique && mode === 'torus' && (width === 2 || height === 2)) {
    throw new NetwalkError(
      width === 2 ? 'width' : 'height',
      `a torus ${width === 2 ? '2 wide' : '2 high'} never has a unique solution (every row or column across it can swap its inner link for its wrapping one); use a side of 3 or more, or unique: false`,
    );
  }
  const t = topologyOf(width, height, mode);
  const n = width * height;
  const tree = treeMode(mode);
  let reworks = 0;
  let last: { masks: Uint8Array; server: number; rng: Rng; seed: string } | null = null;
  let proven = !unique;
  let timedOut = false;
  let attempts = 0;
  const tuned = resolved.branching !== null || resolved.straights !== null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    clock.signal?.throwIfAborted();
    attempts = attempt + 1;
    const seed = attempt === 0 ? resolved.seed : attemptSeed(resolved.seed, attempt);
    const rng = createRng(seed);
    const server = mode === 'classic' ? rng.below(n) : centreCell(width, height);
    const masks = growTree(t, server, rng, crosses);
    if (mode === 'classic') addClassicLinks(t, masks, rng, crosses);
    if (tuned) {
      tuneShares(t, masks, rng, crosses, resolved.branching, resolved.straights);
    }
    last = { masks, server, rng, seed };
    if (!tuned && pathological(masks) && attempt + 1 < ATTEMPTS) continue;
    if (!unique) break;
    const made = makeUnique(t, masks, rng, crosses, tree, clock);
    reworks += made.reworks;
    if (made.unique) {
      proven = true;
      break;
    }
    if (made.timedOut) {
      timedOut = true;
      break;
    }
  }
  if (timedOut) {
    notes.push(
      `Time limit: the uniqueness proof was cut by the time limit after ${clock.timeMs} ms, so this board is not proven unique.`,
    );
  } else if (!proven) {
    notes.push(
      `Unique: in ${ATTEMPTS} trees none was proven unique by deduction; this board is not proven unique.`,
    );
  }
  const { masks, server, rng, seed } = last!;
  if (resolved.branching !== null || resolved.straights !== null) {
    noteShares(masks, resolved.branching, resolved.straights, notes);
    if (pathological(masks)) {
      notes.push(
        `${resolved.straights !== null ? 'Straights' : 'Branching'}: the tile mix asked for is pathological by validate's rule (PATHOLOGICAL_SHARE), so validate reports it.`,
      );
    }
  }
  const offsets = scramble(t, masks, server, rng, tree);
  return {
    width,
    height,
    mode,
    server,
    solution: masks,
    offsets,
    barriers: new Uint8Array(n),
    unique: proven && unique,
    seed,
    notes,
    settings: { ...resolved, seed: resolved.seed },
    attempts,
    reworks,
  };
}

/** The settings with defaults filled in and values clamped (notes say what moved). @internal */
export function resolveSettings(
  settings: NetwalkSettings,
  notes: string[],
): ResolvedNetwalkSettings {
  const given = settings ?? {};
  const { minSide, maxSide } = NETWALK_LIMITS;
  const width = clampSetting(notes, 'Width', given.width, minSide, maxSide, 9, true);
  const height = clampSetting(notes, 'Height', given.height, minSide, maxSide, 9, true);
  let mode: NetwalkMode = 'bounded';
  if (given.mode !== undefined) {
    if (NETWALK_MODES.includes(given.mode)) mode = given.mode;
    else notes.push(`Mode: ${shown(given.mode)} is not bounded, torus or classic; used bounded.`);
  }
  const flag = (name: string, value: unknown, fallback: boolean): boolean => {
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    notes.push(`${name}: ${shown(value)} is not true or false; used ${fallback}.`);
    return fallback;
  };
  const share = (name: string, value: number | undefined): number | null => {
    if (value === undefined) return null;
    if (typeof value !== 'number' || Number.isNaN(value)) {
      notes.push(
        `${name}: ${shown(value)} is not a number; the tree keeps the share it grows with.`,
      );
      return null;
    }
    return clampSetting(notes, name, value, 0, 1, 0.25);
  };
  let seed = 'netwalk';
  if (given.seed !== undefined) {
    if (
      typeof given.seed === 'string' ||
      (typeof given.seed === 'number' && Number.isFinite(given.seed))
    ) {
      seed = String(given.seed);
    } else notes.push(`Seed: ${shown(given.seed)} is not a string or a number; used "netwalk".`);
  }
  const unique = flag('Unique', given.unique, true);
  // A unique torus needs sides of 3 or more: a side that had to be clamped anyway goes to 3;
  // one asked for as exactly 2 is refused by generateNetwalk.
  const sides = { width, height };
  if (mode === 'torus' && unique) {
    for (const [name, key] of [
      ['Width', 'width'],
      ['Height', 'height'],
    ] as const) {
      if (sides[key] === 2 && given[key] !== 2) {
        sides[key] = 3;
        notes.push(`${name}: a unique torus needs 3 or more; used 3.`);
      }
    }
  }
  return {
    width: sides.width,
    height: sides.height,
    mode,
    unique,
    crosses: flag('Crosses', given.crosses, true),
    branching: share('Branching', given.branching),
    straights: share('Straights', given.straights),
    seed,
  };
}

/** A spanning tree grown by Prim from the server, as tile masks. */
function growTree(t: Topology, server: number, rng: Rng, crosses: boolean): Uint8Array {
  const passages = carve(
    t,
    'prim',
    rng,
    crosses ? { root: server } : { root: server, maxDegree: 3 },
  );
  return Uint8Array.from(passages.masks);
}

/** Classic mode: links pairs the tree left apart, each with {@link classicLinkChance}. */
function addClassicLinks(t: Topology, masks: Uint8Array, rng: Rng, crosses: boolean): void {
  const p = classicLinkChance(masks.length);
  const nb = t.neighbors;
  for (let c = 0; c < masks.length; c++) {
    // East and south only, so each pair is looked at once.
    for (const s of [1, 2]) {
      const other = nb[c * 4 + s]!;
      if (other < 0 || (masks[c]! >> s) & 1) continue;
      if (!rng.bool(p)) continue;
      if (!mayLink(masks, c, other, crosses)) continue;
      masks[c]! |= 1 << s;
      masks[other]! |= 1 << (s ^ 2);
    }
  }
}

/**
 * The links of a path from `from` to `to` through open links, not using the link `skip` (as
 * `cell · 4 + slot`, from either end), found breadth-first and given up past `limit` cells;
 * `null` when there is none in reach. `via` (one entry per cell) must hold −2 everywhere, and
 * does again on return.
 */
function pathBetween(
  t: Topology,
  masks: Uint8Array,
  from: number,
  to: number,
  skip: number,
  limit: number,
  via: Int32Array,
  queue: Int32Array,
): number[] | null {
  const nb = t.neighbors;
  const skipBack = nb[skip]! * 4 + ((skip & 3) ^ 2);
  // `via` is −2 everywhere on entry and is left so: only the cells this search marked (the
  // queue, and `to`) are reset, so a short search costs its own size, not the board's.
  via[from] = -1;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  const done = (path: number[] | null): number[] | null => {
    for (let i = 0; i < tail; i++) via[queue[i]!] = -2;
    via[to] = -2;
    return path;
  };
  while (head < tail && tail <= limit) {
    const c = queue[head++]!;
    const m = masks[c]!;
    for (let s = 0; s < 4; s++) {
      if (!((m >> s) & 1)) continue;
      const side = c * 4 + s;
      if (side === skip || side === skipBack) continue;
      const other = nb[side]!;
      if (via[other] !== -2) continue;
      via[other] = side;
      if (other === to) {
        const path: number[] = [];
        let at = to;
        while (via[at] !== -1) {
          const link = via[at]!;
          path.push(link);
          at = link >> 2;
        }
        return done(path);
      }
      queue[tail++] = other;
    }
  }
  return done(null);
}

/** Whether a new link may join two tiles: with crosses off, neither may have three pipes yet. */
function mayLink(masks: Uint8Array, a: number, b: number, crosses: boolean): boolean {
  return crosses || (BITS[masks[a]!]! < 3 && BITS[masks[b]!]! < 3);
}

function link(t: Topology, masks: Uint8Array, side: number, open: boolean): void {
  const c = side >> 2;
  const s = side & 3;
  const other = t.neighbors[side]!;
  if (open) {
    masks[c]! |= 1 << s;
    masks[other]! |= 1 << (s ^ 2);
  } else {
    masks[c]! &= ~(1 << s);
    masks[other]! &= ~(1 << (s ^ 2));
  }
}

/** Whether the tile kinds are pathological, by `validate`'s own rule. */
function pathological(masks: Uint8Array): boolean {
  return kindProblems(countKinds(masks), masks.length).length > 0;
}

/** The share of junction tiles (3+ pipes) and of straights. */
function shares(masks: Uint8Array): [number, number] {
  const kinds = countKinds(masks);
  return [(kinds.tee + kinds.cross) / masks.length, kinds.straight / masks.length];
}

/**
 * Swaps links to bring the tile shares towards the aims: a random new link closes a loop (found
 * within 64 cells), a random other link of the loop goes, and the swap stays when it does not
 * move the shares away from the aims. `4 · cells` tries.
 */
function tuneShares(
  t: Topology,
  masks: Uint8Array,
  rng: Rng,
  crosses: boolean,
  branching: number | null,
  straights: number | null,
): void {
  const n = masks.length;
  const via = new Int32Array(n).fill(-2);
  const queue = new Int32Array(n);
  const kindCost = (m: number): [number, number] => [
    BITS[m]! >= 3 ? 1 : 0,
    m === 5 || m === 10 ? 1 : 0,
  ];
  const [j, s] = shares(masks);
  let junctions = Math.round(j * n);
  let straight = Math.round(s * n);
  const error = (jj: number, ss: number): number =>
    (branching === null ? 0 : Math.abs(jj / n - branching)) +
    (straights === null ? 0 : Math.abs(ss / n - straights));
  for (let tries = 0; tries < 4 * n; tries++) {
    const c = rng.below(n);
    const slot = rng.below(4);
    const side = c * 4 + slot;
    const other = t.neighbors[side]!;
    if (other < 0 || other === c || (masks[c]! >> slot) & 1) continue;
    if (!mayLink(masks, c, other, crosses)) continue;
    const path = pathBetween(t, masks, c, other, side, 64, via, queue);
    if (path === null) continue;
    const cut = path[rng.below(path.length)]!;
    const touched = [c, other, cut >> 2, t.neighbors[cut]!];
    const unique = [...new Set(touched)];
    let dj = 0;
    let ds = 0;
    for (const cell of unique) {
      const [a, b] = kindCost(masks[cell]!);
      dj -= a;
      ds -= b;
    }
    link(t, masks, side, true);
    link(t, masks, cut, false);
    for (const cell of unique) {
      const [a, b] = kindCost(masks[cell]!);
      dj += a;
      ds += b;
    }
    if (error(junctions + dj, straight + ds) <= error(junctions, straight)) {
      junctions += dj;
      straight += ds;
    } else {
      link(t, masks, cut, true);
      link(t, masks, side, false);
    }
  }
}

function noteShares(
  masks: Uint8Array,
  branching: number | null,
  straights: number | null,
  notes: string[],
): void {
  const [j, s] = shares(masks);
  if (branching !== null && Math.abs(j - branching) > 0.05) {
    notes.push(`Branching: reached ${j.toFixed(2)} of the ${branching} asked for.`);
  }
  if (straights !== null && Math.abs(s - straights) > 0.05) {
    notes.push(`Straights: reached ${s.toFixed(2)} of the ${straights} asked for.`);
  }
}

/**
 * Proves the board unique by deduction, reworking ambiguous regions until it is, until
 * {@link STALL_ROUNDS} rounds in a row leave as many ambiguous tiles, or until the clock runs
 * out (looked at before every round; an aborted signal throws its reason).
 */
function makeUnique(
  t: Topology,
  masks: Uint8Array,
  rng: Rng,
  crosses: boolean,
  tree: boolean,
  clock: Clock,
): { unique: boolean; reworks: number; timedOut: boolean } {
  const n = masks.length;
  const via = new Int32Array(n).fill(-2);
  const queue = new Int32Array(n);
  const region = new Int32Array(n);
  const barriers = new Uint8Array(n);
  let fewest = n + 1;
  let stalled = 0;
  let reworks = 0;
  for (;;) {
    // The clock is read before the proof, and nothing is drawn from `rng` for it, so a limit
    // that does not run out leaves the board byte for byte as without one.
    const stop = clockStop(clock);
    if (stop === 'signal') clock.signal!.throwIfAborted();
    if (stop === 'time') return { unique: false, reworks, timedOut: true };
    const puzzle: Puzzle = {
      width: 0,
      height: 0,
      neighbors: t.neighbors,
      tiles: masks,
      barriers,
      tree,
    };
    const d = new Deducer(puzzle);
    d.deduce();
    if (d.unfixed === 0) return { unique: true, reworks, timedOut: false };
    if (d.unfixed < fewest) {
      fewest = d.unfixed;
      stalled = 0;
    } else if (++stalled >= STALL_ROUNDS) return { unique: false, reworks, timedOut: false };
    // Each ambiguous region (unfixed tiles joined side by side) is reworked once.
    region.fill(0);
    let label = 0;
    for (let start = 0; start < n; start++) {
      if (region[start] || BITS[d.dom[start]!]! < 2) continue;
      label++;
      const cells: number[] = [start];
      region[start] = label;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        for (let s = 0; s < 4; s++) {
          const other = t.neighbors[c * 4 + s]!;
          if (other >= 0 && !region[other] && BITS[d.dom[other]!]! > 1) {
            region[other] = label;
            cells.push(other);
          }
        }
      }
      // When nothing can be added around the region (say, every tile there already has three
      // pipes and crosses are off), it is widened by a ring of tiles, up to three times.
      for (let ring = 0; ring <= 3; ring++) {
        if (rework(t, masks, rng, crosses, cells, region, label, via, queue)) {
          reworks++;
          break;
        }
        const size = cells.length;
        for (let i = 0; i < size; i++) {
          for (let s = 0; s < 4; s++) {
            const other = t.neighbors[cells[i]! * 4 + s]!;
            if (other >= 0 && region[other] !== label) {
              region[other] = label;
              cells.push(other);
            }
          }
        }
      }
    }
  }
}

/**
 * Reworks one ambiguous region: adds a link across its border (or, when there is none to add,
 * inside it) that closes a loop, then removes another link of that loop, chosen at random.
 */
function rework(
  t: Topology,
  masks: Uint8Array,
  rng: Rng,
  crosses: boolean,
  cells: number[],
  region: Int32Array,
  label: number,
  via: Int32Array,
  queue: Int32Array,
): boolean {
  const nb = t.neighbors;
  for (const inside of [false, true]) {
    const candidates: number[] = [];
    for (const c of cells) {
      for (let s = 0; s < 4; s++) {
        const other = nb[c * 4 + s]!;
        if (other < 0 || other === c || (masks[c]! >> s) & 1) continue;
        if ((region[other] === label) !== inside) continue;
        if (!mayLink(masks, c, other, crosses)) continue;
        candidates.push(c * 4 + s);
      }
    }
    if (candidates.length === 0) continue;
    const side = candidates[rng.below(candidates.length)]!;
    const other = nb[side]!;
    const path = pathBetween(t, masks, side >> 2, other, side, masks.length, via, queue);
    if (path === null) continue;
    link(t, masks, side, true);
    link(t, masks, path[rng.below(path.length)]!, false);
    return true;
  }
  return false;
}

/**
 * Scrambles a solved board: a random turn for every tile from the stream; then, while the start
 * is solved or is fewer than {@link MIN_SCRAMBLE_PER_TILE} visible quarter-turns per turnable
 * tile away (a straight turned twice looks unturned; a cross is never counted), a random tile
 * that looks unturned is turned. Returns the offsets.
 */
function scramble(
  t: Topology,
  masks: Uint8Array,
  server: number,
  rng: Rng,
  tree: boolean,
): Uint8Array {
  const n = masks.length;
  const offsets = new Uint8Array(n);
  const shown = new Uint8Array(n);
  let turnable = 0;
  let distance = 0;
  for (let c = 0; c < n; c++) {
    offsets[c] = rng.below(4);
    shown[c] = rotated(masks[c]!, offsets[c]!);
    if (rotated(masks[c]!, 1) !== masks[c]) turnable++;
    distance += turnsBetween(masks[c]!, shown[c]!);
  }
  const needed = Math.ceil(turnable * MIN_SCRAMBLE_PER_TILE);
  if (turnable === 0) return offsets;
  const puzzle: Puzzle = {
    width: 0,
    height: 0,
    neighbors: t.neighbors,
    tiles: shown,
    barriers: new Uint8Array(n),
    tree,
  };
  // Each pass turns one tile; a single turn of one tile always breaks a winning arrangement, so
  // a handful of passes suffice (the cap only guards against the impossible).
  for (let pass = 0; pass < 4 * n + 16; pass++) {
    const short = distance < Math.max(1, needed);
    if (!short && !isWin(puzzle, shown, server)) break;
    const pool: number[] = [];
    for (let c = 0; c < n; c++) {
      if (rotated(masks[c]!, 1) === masks[c]) continue;
      // Short of the distance: tiles that look unturned. Already far enough but solved (a
      // second solution): any tile with a third orientation, so the distance does not drop.
      if (short ? shown[c] === masks[c] : rotated(masks[c]!, 2) !== masks[c]) pool.push(c);
    }
    if (pool.length === 0) {
      for (let c = 0; c < n; c++) if (rotated(masks[c]!, 1) !== masks[c]) pool.push(c);
    }
    const c = pool[rng.below(pool.length)]!;
    const straight = rotated(masks[c]!, 2) === masks[c];
    let next: number;
    if (straight) next = shown[c] === masks[c] ? 1 + 2 * rng.below(2) : 0;
    else {
      const choices = [1, 2, 3].filter((k) => k !== offsets[c]);
      next = choices[rng.below(choices.length)]!;
    }
    distance -= turnsBetween(masks[c]!, shown[c]!);
    offsets[c] = next;
    shown[c] = rotated(masks[c]!, next);
    distance += turnsBetween(masks[c]!, shown[c]!);
  }
  return offsets;
}

/**
 * The seed of the daily board: everyone who asks on the same date (UTC) for the same mode and
 * size gets the same seed, so `generateNetwalk({ …, seed: dailySeed(…) })` gives them the same
 * board. The seed reads `netwalk-daily-2026-11-30-torus-13x11`.
 *
 * @param date - a `Date` (its UTC day is used) or a `YYYY-MM-DD` string.
 * @param mode - the mode.
 * @param size - the side of a square board, or `{ width, height }` (a torus needs sides of 3 or
 *   more for a unique board: `generateNetwalk` refuses one 2 wide or high).
 * @returns the seed.
 * @throws {@link NetwalkError} for an invalid date, an unknown mode or a size that is not
 *   whole numbers 2–128.
 */
export function dailySeed(
  date: Date | string,
  mode: NetwalkMode,
  size: number | { readonly width: number; readonly height: number },
  ...extra: unknown[]
): string {
  if (extra.length > 0) {
    throw new NetwalkError(
      'size',
      'size is one number (a square board) or { width, height }, not two numbers',
    );
  }
  let day: string;
  if (date instanceof Date) {
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
      throw new NetwalkError('date', 'date must be a valid Date in the years 1–9999');
    }
    day = date.toISOString().slice(0, 10);
  } else if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const parsed = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
      throw new NetwalkError('date', `date must be a real calendar day (got "${date}")`);
    }
    day = date;
  } else {
    throw new NetwalkError(
      'date',
      `date must be a Date or a YYYY-MM-DD string (got ${shown(date)})`,
    );
  }
  if (!NETWALK_MODES.includes(mode)) {
    throw new NetwalkError('mode', `mode must be bounded, torus or classic (got ${shown(mode)})`);
  }
  const width = typeof size === 'number' ? size : size?.width;
  const height = typeof size === 'number' ? size : size?.height;
  for (const [field, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (
      !Number.isInteger(side) ||
      side! < NETWALK_LIMITS.minSide ||
      side! > NETWALK_LIMITS.maxSide
    ) {
      throw new NetwalkError(
        field,
        `the board's ${field} must be a whole number 2–128 (got ${shown(typeof size === 'number' ? size : side)})`,
      );
    }
  }
  return `netwalk-daily-${day}-${mode}-${width}x${height}`;
}
