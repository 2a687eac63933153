import { addHoles, addLoops, addRooms, braid, carve, weave } from '@knossos/carving';
import { canRoll, placeGimmicks, plainBoard, routeCoverage, solveBoard } from '@knossos/gimmicks';
import { createRng, freshSeed } from '@knossos/random';
import { createTopology, type TopologySpec } from '@knossos/topology';
import { carvedParts } from './carved-parts.js';
import { cutEntrances, endpoints, raceEnds } from './endpoints.js';
import type { MazeData } from './maze-data.js';
import { goalEach, raceStarts, rollingPlayers } from './players.js';
import { clockCut, type GenerateOptions, type Proving, provingFor, recordCut } from './proving.js';
import { movedRollEnds } from './roll-ends.js';
import { clampSettings, type MazeSettings } from './settings.js';
import { shapeCells } from './shape-cells.js';
import { stamp } from './stamp.js';

export type { MazeData, MazeFacts, MazeVerdict, Side } from './maze-data.js';
// The stamp is shared by verify and the micromouse reader, which import it from here.
export { stamp } from './stamp.js';

/**
 * Generates one maze from exactly these settings and seed (no retries: see the verified
 * generation for that): board, shape, carving, braid, loops, rooms, weave, endpoints, players,
 * gimmicks, proof, facts and rating, in the order of the design's pipeline. The same settings
 * and seed always give the same maze; an empty seed is replaced by a fresh one, stored on the
 * result. Settings are clamped first ({@link clampSettings}), and every adjustment is a note.
 *
 * When a proof runs out of state budget or time, generation never lowers a count in silence:
 * the maze comes back with `cut` set and a note naming what ran out (see {@link MazeData.cut}).
 *
 * @param input - any settings; see {@link MazeSettings}.
 * @param options - a time limit or signal for the call (see {@link GenerateOptions}).
 * @throws the signal's reason when `options.signal` aborted; {@link MazeError} (field `signal`)
 *   when it is not an AbortSignal.
 */
export function generate(
  input: Partial<MazeSettings> | unknown = {},
  options: GenerateOptions | null = {},
): MazeData {
  const { settings: clamped, notes } = clampSettings(input);
  options?.signal?.throwIfAborted?.();
  const proving = provingFor(clamped.stateBudget, options, notes);
  const maze = generateWithin(clamped, notes, proving);
  options?.signal?.throwIfAborted?.();
  return maze;
}

/** {@link generate} once the settings are clamped and the limits known. */
function generateWithin(clamped: MazeSettings, notes: string[], proving: Proving): MazeData {
  const seed = clamped.seed === '' ? freshSeed() : clamped.seed;
  const settings: MazeSettings = { ...clamped, seed };
  const rng = createRng(`maze:${seed}`);

  // Board.
  const floors = settings.floors;
  const spec: TopologySpec =
    settings.grid === 'circular'
      ? { kind: 'circular', rings: settings.rings, firstRing: settings.firstRing, floors }
      : { kind: settings.grid, width: settings.width, height: settings.height, floors };
  const topology = createTopology(spec);
  const shaped = settings.shape === 'none' ? undefined : shapeCells(topology, settings, notes);

  // Carving.
  let cut = settings.holes > 0 ? addHoles(topology, settings.holes, rng, shaped) : null;
  if (cut && countOf(cut.playable) < 2) {
    notes.push('Holes: they would leave fewer than two cells; none were cut.');
    cut = null;
  }
  if (cut) notes.push(...cut.notes);
  const playable = cut?.playable ?? shaped;
  const passages = carve(topology, settings.algorithm, rng, {
    ...(playable ? { playable } : {}),
    ...(settings.algorithm === 'growing-tree' ? { branchiness: settings.branchiness } : {}),
    ...(floors > 1 ? { stairs: settings.stairs } : {}),
  });
  const rooms =
    settings.rooms > 0 ? addRooms(passages, settings.rooms, settings.roomSize, rng) : [];
  if (settings.braid > 0) braid(passages, settings.braid, rng);
  if (settings.loops > 0) addLoops(passages, settings.loops, rng);
  if (settings.weave > 0) {
    if (settings.grid === 'square' && floors === 1) {
      weave(passages, settings.weave, rng);
    } else {
      notes.push('Weave crossings: only square boards of one floor weave; none were added.');
    }
  }
  notes.push(...passages.notes);

  // Endpoints and players.
  const race = settings.players > 1 && settings.sharedGoal;
  let ends = race
    ? raceEnds(passages, topology, settings, notes)
    : endpoints(passages, topology, settings, notes);
  let movement = settings.movement;
  if (movement === 'roll' && !canRoll(topology.spec)) {
    notes.push(
      `Movement: Roll needs a one-floor square or hex board; this ${settings.grid} board with ${floors} floor${floors > 1 ? 's' : ''} uses Step.`,
    );
    movement = 'step';
  }
  const json = passages.toJSON();
  const budget = { stateBudget: settings.stateBudget, clock: proving.clock };
  // Board objects are kept once proven: the solver remembers each one's proof, so placement
  // does not prove the same plain board again.
  let plain = plainBoard(json, [ends.start], [ends.goal], { movement });
  let rolls = movement === 'roll' ? solveBoard(plain, budget) : null;
  const stuck = settings.noSoftLocks && rolls?.canGetStuck === true;
  if (rolls !== null && (!rolls.solvable || stuck) && !rolls.timedOut && !rolls.budgetExhausted) {
    // The pair does not roll into each other (or a player can get stuck, and No soft-locks
    // asks for none): other cells may (see movedRollEnds).
    const moved = movedRollEnds(passages, ends, settings, rolls.solvable);
    if (moved !== null) {
      const board = plainBoard(json, [moved.ends.start], [moved.ends.goal], { movement });
      const proof = solveBoard(board, budget);
      const better = rolls.solvable
        ? proof.solvable && proof.canGetStuck === false
        : proof.solvable || proof.timedOut || proof.budgetExhausted;
      if (better) {
        notes.push(moved.note);
        ends = moved.ends;
        plain = board;
        rolls = proof;
      }
    }
  }
  if (rolls !== null && !rolls.solvable) {
    const advice =
      settings.braid < 1
        ? 'raise Braid, or tune the settings (Auto)'
        : 'try another seed (generateVerified does), or a board with open rooms';
    const by = rolls.timedOut ? clockCut(proving) : rolls.budgetExhausted ? 'state budget' : null;
    if (by !== null) recordCut(proving, { by, during: 'proving the board rolls' });
    notes.push(
      by === null
        ? `Movement: no start rolls into the goal on this board, so the maze uses Step; ${advice}.`
        : `Movement: the ${by} ran out proving the board rolls into the goal, so the maze uses Step and is not verified.`,
    );
    movement = 'step';
    plain = plainBoard(json, [ends.start], [ends.goal], { movement });
  }
  if (settings.players > 1 && movement === 'roll') {
    const { start, goal } = ends;
    const { sharedGoal } = settings;
    const players = settings.players;
    const made = rollingPlayers(
      passages,
      json,
      start,
      goal,
      players,
      sharedGoal,
      rng,
      proving,
      notes,
    );
    plain = made.board ?? plain;
  } else if (settings.players > 1 && !race) {
    const made = goalEach(passages, ends.start, ends.goal, settings.players);
    if (made.starts.length < settings.players) {
      notes.push(
        `Players: the board has room for ${made.starts.length} players with a start and goal each; made a maze for ${made.starts.length}.`,
      );
    }
    plain = plainBoard(json, made.starts, made.goals, { movement, sharedGoal: false });
  }

  // Gimmicks, then the proof (placement proves the board after every type). A race's other
  // players start where their real par, gimmicks included, equals player 1's.
  const placed = placeGimmicks(
    plain,
    {
      portals: settings.portals,
      keys: settings.keys,
      switches: settings.switches,
      gatesPerSwitch: settings.gatesPerSwitch,
      gems: settings.gems,
      oneWays: settings.oneWays,
      traps: settings.traps,
      shortcutDoors: settings.shortcutDoors,
      noSoftLocks: settings.noSoftLocks,
      minCoverage: settings.minCoverage,
      stateBudget: settings.stateBudget,
    },
    rng,
    { clock: proving.clock },
  );
  notes.push(...placed.notes);
  recordCut(proving, placed.cut);
  let board = placed.board;
  let v = placed.verdict;
  let coverage = placed.coverage;
  if (race && movement === 'step') {
    const fixed = settings.endpoints === 'fixed' && ends.start === settings.start;
    const starts = raceStarts(board, passages, settings.players, proving, notes, fixed);
    board = { ...board, starts };
    v = solveBoard(board, budget);
    coverage = routeCoverage(board, v);
  }
  if (v.timedOut) recordCut(proving, { by: clockCut(proving), during: 'proving the maze' });
  if (settings.noSoftLocks && v.canGetStuck === true) notes.push(SOFT_LOCK_NOTE);
  for (const note of v.notes) if (!notes.includes(note)) notes.push(note);
  const entrances = settings.openBorder ? cutEntrances(passages, board, notes) : [];

  // Facts and rating.
  const cutShort = proving.cut === null ? {} : { cut: proving.cut };
  return {
    board,
    entrances,
    ...stamp(board, passages, v, coverage),
    settings,
    seed,
    notes,
    ...cutShort,
    ...carvedParts(rooms, shaped),
  };
}

/** The note of a maze that was asked to have no soft-locks and still has one. */
const SOFT_LOCK_NOTE =
  'No soft-locks: a player can still get stuck in this maze (a reachable position from which the goal cannot be reached); generateVerified tries other seeds until none can, and on Roll a Braid near 1 makes that likelier.';

/** How many cells a mask marks. */
function countOf(mask: ArrayLike<number>): number {
  let count = 0;
  for (let c = 0; c < mask.length; c++) if (mask[c]) count++;
  return count;
}
