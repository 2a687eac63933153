import { attemptSeed, createRng, type Rng } from '@knossos/random';
import { centreCell, type NetwalkBoard, topologyOf, treeMode } from './board.js';
import { emptyCells } from './empty.js';
import { NetwalkError } from './errors.js';
import { harden } from './harden.js';
import { type CallLimits, startLimits } from './limits.js';
import { addClassicLinks, growTree } from './links.js';
import { countObvious, removeObvious } from './obvious.js';
import { scramble } from './scramble.js';
import type { NetwalkSettings, ResolvedNetwalkSettings } from './settings.js';
import { clampNetwalkSettings } from './settings-clamp.js';
import { noteShares, pathological, tuneShares } from './shares.js';
import { makeUnique } from './unique.js';
import { placeBarriers } from './walls.js';

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

/** One tree tried: its network, server, walls and the stream it goes on with. */
interface Tried {
  readonly masks: Uint8Array;
  readonly server: number;
  readonly rng: Rng;
  readonly seed: string;
  readonly barriers: Uint8Array;
  readonly emptied: number;
}

/** Rounds of taking obvious tiles away and proving again, per tree, with `avoidObvious`. */
const OBVIOUS_ROUNDS = 3;

/**
 * Generates a Netwalk board.
 *
 * 1. A spanning tree is grown from the server by randomised Prim-style frontier growth
 *    (`carve(…, 'prim')` from `@knossos/carving`, on a square or torus topology), capped at
 *    three pipes per tile when crosses are off. The server sits at the centre (column
 *    `⌊W/2⌋`, row `⌊H/2⌋` from the top, as in Tatham's Net) in bounded and torus modes, and at
 *    a random cell in classic mode. A tree with pathological tile kinds (`PATHOLOGICAL_SHARE`)
 *    is grown again from the next retry seed (unless `branching` or `straights` asked for it).
 * 2. With `empty`, random leaves of the tree (never the server) are cut off until that share
 *    of cells is empty; the rest stays one tree (see `emptyCells`).
 * 3. Classic mode links neighbouring tiles the tree left apart with the chance
 *    `classicLinkChance`, closing loops.
 * 4. With `branching` or `straights`, links are swapped (a new link closes a short loop, and
 *    another link of that loop goes) while that brings the tile shares closer to the aim.
 * 5. With `barriers`, each inner side no link crosses gets a wall with that chance (walls never
 *    cut the network; the solver below uses them, and reworking never links across one).
 * 6. With `avoidObvious`, links are swapped until no tile is settled by the border or walls
 *    alone (`obviousShare`), and again after each proof below, a few rounds; a unique board
 *    that keeps some is set aside while the next tree is tried, and the one with the fewest is
 *    returned, with a note, when no tree gets to none.
 * 7. With `unique`, the deductive solver runs; where it stops short, each ambiguous region is
 *    reworked — a link across its border that closes a loop is added, another link of that
 *    loop is removed — and the board is proved again. When three rounds in a row do not shrink
 *    the ambiguous tiles, a fresh tree is grown from the seed `seed#1`, `seed#2`, … (up to 20;
 *    then the board is returned with `unique: false` and a note). When `options.timeMs` runs
 *    out first, the proof stops where it is and the board is returned with `unique: false` and
 *    a note starting `Time limit:`.
 * 8. With `hardestRule` or `stepsPerTile`, links are swapped while the board stays unique and
 *    comes no farther from the aim (see `harden`), until it meets it; a note says when it does
 *    not.
 * 9. The tiles are scrambled with the same random stream: never a solved start, and at least
 *    `MIN_SCRAMBLE_PER_TILE` visible quarter-turns per turnable tile.
 *
 * Without `options` (or with a time limit that does not run out) the board is byte for byte
 * the one the settings alone give.
 *
 * @param settings - see {@link NetwalkSettings}.
 * @param options - `timeMs` (milliseconds for the whole call) and `signal`; see
 *   {@link NetwalkGenerateOptions}.
 * @returns the {@link GeneratedNetwalk}.
 * @throws {@link NetwalkError} for a unique torus 2 wide or 2 high without walls (none exists), a `timeMs`
 *   that is not a number (field `timeMs`) or a `signal` that is not an AbortSignal (field
 *   `signal`); the signal's reason once `signal` is aborted.
 */
export function generateNetwalk(
  settings: NetwalkSettings = {},
  options: NetwalkGenerateOptions | null = {},
): GeneratedNetwalk {
  return makeNetwalk(settings, startLimits(options));
}

/**
 * {@link generateNetwalk} with its limits already started, so several calls can share one
 * deadline.
 * @internal
 */
export function makeNetwalk(settings: unknown, limits: CallLimits): GeneratedNetwalk {
  limits.signal?.throwIfAborted();
  const clamped = clampNetwalkSettings(settings);
  const notes = [...clamped.notes];
  const resolved = clamped.settings;
  const { width, height, mode, unique, crosses } = resolved;
  const { grid } = resolved;
  if (unique && mode === 'torus' && (width === 2 || height === 2) && resolved.barriers === 0) {
    throw new NetwalkError(
      width === 2 ? 'width' : 'height',
      `a torus ${width === 2 ? '2 wide' : '2 high'} never has a unique solution without walls (every row or column across it can swap its inner link for its wrapping one); use a side of 3 or more, walls (barriers), or unique: false`,
    );
  }
  const t = topologyOf(width, height, mode, grid);
  const n = width * height;
  const tree = treeMode(mode);
  let reworks = 0;
  let last: Tried | null = null;
  let proven = !unique;
  let timedOut = false;
  let attempts = 0;
  const tuned = resolved.branching !== null || resolved.straights !== null;
  const avoid = resolved.avoidObvious;
  let kept: (Tried & { left: number }) | null = null;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    limits.signal?.throwIfAborted();
    attempts = attempt + 1;
    const seed = attempt === 0 ? resolved.seed : attemptSeed(resolved.seed, attempt);
    const rng = createRng(seed);
    const server = mode === 'classic' ? rng.below(n) : centreCell(width, height);
    const masks = growTree(t, server, rng, crosses);
    const emptied = emptyCells(t, masks, server, rng, resolved.empty);
    if (mode === 'classic') addClassicLinks(t, masks, rng, crosses);
    if (tuned) {
      tuneShares(t, masks, rng, crosses, resolved.branching, resolved.straights);
    }
    const barriers = placeBarriers(t, masks, rng, resolved.barriers, resolved.avoidObvious);
    last = { masks, server, rng, seed, barriers, emptied };
    if (!tuned && pathological(masks, grid) && attempt + 1 < ATTEMPTS) continue;
    if (avoid) removeObvious(t, masks, barriers, rng, crosses);
    if (!unique) break;
    let made = makeUnique(t, masks, rng, crosses, tree, limits, barriers);
    reworks += made.reworks;
    // Reworking for uniqueness may make tiles obvious again: take them away and prove again,
    // a few rounds; a board that keeps some is kept aside while a fresh tree is tried.
    for (let round = 0; avoid && made.unique && round < OBVIOUS_ROUNDS; round++) {
      if (countObvious(t, masks, barriers) === 0) break;
      removeObvious(t, masks, barriers, rng, crosses);
      made = makeUnique(t, masks, rng, crosses, tree, limits, barriers);
      reworks += made.reworks;
    }
    if (made.timedOut) {
      timedOut = true;
      break;
    }
    if (made.unique && avoid) {
      const left = countObvious(t, masks, barriers);
      if (left > 0) {
        if (kept === null || left < kept.left) kept = { ...last, left };
        continue;
      }
      kept = null;
    }
    if (made.unique) {
      proven = true;
      break;
    }
  }
  if (!proven && !timedOut && kept !== null) {
    last = kept;
    proven = true;
    notes.push(
      `Avoid obvious: ${kept.left} tile${kept.left === 1 ? ' is' : 's are'} still settled by the border or walls alone (the fewest of ${ATTEMPTS} trees).`,
    );
  }
  if (timedOut) {
    notes.push(
      `Time limit: the uniqueness proof was cut by the time limit after ${limits.timeMs} ms, so this board is not proven unique.`,
    );
  } else if (!proven) {
    notes.push(
      `Unique: in ${ATTEMPTS} trees none was proven unique by deduction; this board is not proven unique.`,
    );
  }
  const { masks, server, rng, seed, barriers, emptied } = last!;
  const aimed = resolved.hardestRule !== 'any' || resolved.stepsPerTile !== null;
  if (aimed && !unique) {
    notes.push(
      'Difficulty: an aim (hardest rule, steps per tile) needs unique: true, since it keeps the board unique; left as grown.',
    );
  } else if (aimed && !proven) {
    notes.push('Difficulty: the board is not proven unique, so it was not aimed; left as grown.');
  } else if (aimed) {
    const aim = {
      rule: resolved.hardestRule === 'any' ? null : resolved.hardestRule,
      steps: resolved.stepsPerTile,
      avoidObvious: resolved.avoidObvious,
    };
    if (!harden(t, masks, barriers, server, rng, crosses, tree, aim, limits)) {
      const wanted = [
        aim.rule === null ? '' : `the ${aim.rule} rule`,
        aim.steps === null ? '' : `${aim.steps} steps per tile`,
      ].filter((w) => w !== '');
      notes.push(
        `Difficulty: the board does not reach ${wanted.join(' and ')}; it is the closest found.`,
      );
    }
  }
  const wanted = Math.round(resolved.empty * n);
  if (emptied < wanted) {
    notes.push(`Empty: ${emptied} of the ${wanted} cells asked for could be left empty.`);
  }
  if (resolved.branching !== null || resolved.straights !== null) {
    noteShares(masks, resolved.branching, resolved.straights, notes, grid);
    if (pathological(masks, grid)) {
      notes.push(
        `${resolved.straights !== null ? 'Straights' : 'Branching'}: the tile mix asked for is pathological by validate's rule (PATHOLOGICAL_SHARE), so validate reports it.`,
      );
    }
  }
  const offsets = scramble(t, masks, server, rng, tree, barriers);
  return {
    width,
    height,
    mode,
    ...(grid === 'hex' ? { grid } : {}),
    server,
    solution: masks,
    offsets,
    barriers,
    unique: proven && unique,
    seed,
    notes,
    settings: { ...resolved, seed: resolved.seed },
    attempts,
    reworks,
  };
}
