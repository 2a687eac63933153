import { type Board, LIMITS } from './board.js';
import { GimmicksError } from './errors.js';
import { newGame, type Play, roll, type StepResult, tryStep } from './play.js';
import { canRollOn, HOME } from './roll.js';
import { rulesOf } from './rules.js';

/** One thing wrong with a board. */
export interface BoardProblem {
  /** Where: a field such as `'doors[2]'`, `'passages'` or `'route'`. */
  readonly field: string;
  /** What is wrong, as a sentence. */
  readonly message: string;
}

/** A stored best solution, as a maze's verdict holds it. */
export interface StoredSolution {
  /** Step: per player, the cells stepped to. Roll: one list of directions. */
  readonly moves: readonly (readonly number[])[];
  /**
   * Player 1's cells, start first. Step: every cell stood on (portal landings included). Roll:
   * where it comes to rest after each roll. Checked when given.
   */
  readonly solution?: readonly number[];
}

/**
 * Checks a board against every rule a generated board keeps, and returns every problem found
 * (an empty list for a sound board); it never throws:
 * - the maze: both sides of every opening agree, holes are sealed, tunnels run straight under a
 *   straight corridor that crosses them;
 * - counts within {@link LIMITS}; Roll only on one-floor square and hex boards;
 * - starts, goals and every gimmick on playable cells, no two things on one cell (besides
 *   players sharing a goal), every door, gate and one-way on an open side, every door's key
 *   and every gate's switch present;
 * - when `route` is given, it walks under the rules and brings every player home. Step: per
 *   player, the cells it steps to (`verdict.moves`), or the cells it stands on, start first,
 *   portal landings included (a maze's `verdict.solution` or `verdict.routes`). Roll: one list of
 *   directions, or a {@link StoredSolution} (a maze's verdict itself), whose `solution` must then
 *   be where player 1 comes to rest after each roll, start first.
 */
export function validate(
  board: Board,
  route?: readonly (readonly number[])[] | StoredSolution,
): BoardProblem[] {
  const problems: BoardProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (board === null || typeof board !== 'object')
    return [{ field: 'board', message: 'must be a Board object' }];
  // Counts first: they need no maze, so they are reported even when the maze cannot be read.
  countChecks(board, add);
  let rules: ReturnType<typeof rulesOf>;
  try {
    rules = rulesOf(board);
  } catch (error) {
    const field = error instanceof GimmicksError ? error.field : 'board';
    if (!problems.some((p) => p.field === field))
      add(field, String((error as Error)?.message ?? error));
    return problems;
  }
  const { passages, topology: t, n } = rules;

  for (let c = 0; c < n; c++) {
    for (let s = 0; s < t.slotCount(c); s++) {
      if (!passages.isOpen(c, s)) continue;
      const other = t.neighbor(c, s);
      if (other < 0) add('passages', `cell ${c} is open off the board (slot ${s})`);
      else if (!passages.isOpen(other, t.oppositeSlot(c, s))) {
        add('passages', `cells ${c} and ${other} disagree about the side between them`);
      } else if (passages.isHole(c) || passages.isHole(other)) {
        add(
          'passages',
          `hole ${passages.isHole(c) ? c : other} is not sealed (open toward ${passages.isHole(c) ? other : c})`,
        );
      }
    }
  }
  passages.tunnels.forEach((tunnel, i) => {
    const sa = t.slotTo(tunnel.over, tunnel.a);
    const sc = t.slotTo(tunnel.over, tunnel.c);
    const straight = sa >= 0 && sc >= 0 && t.oppositeSlot(tunnel.over, sa) === sc;
    const crossing =
      t.spec.kind === 'square' &&
      straight &&
      !passages.isOpen(tunnel.over, sa) &&
      !passages.isOpen(tunnel.over, sc) &&
      passages.isOpen(tunnel.over, (sa + 1) % 4) &&
      passages.isOpen(tunnel.over, (sa + 3) % 4);
    if (!crossing)
      add(
        `tunnels[${i}]`,
        `the tunnel under cell ${tunnel.over} does not run straight under a crossing corridor`,
      );
  });

  const b = board;
  if (b.movement === 'roll' && !canRollOn(t.spec.kind, t.floors)) {
    add('movement', `players cannot roll on a ${t.spec.kind} board with ${t.floors} floor(s)`);
  }

  // Things on cells: playable, and one per cell (several players may share a goal or a start).
  const holder = new Map<number, string>();
  const place = (cell: number, field: string, alone: boolean) => {
    if (passages.isHole(cell)) add(field, `cell ${cell} is a hole`);
    const before = holder.get(cell);
    if (before !== undefined && alone) add(field, `cell ${cell} already holds ${before}`);
    if (before === undefined || alone) holder.set(cell, field);
  };
  b.starts.forEach((c, i) => {
    place(c, `starts[${i}]`, false);
  });
  b.goals.forEach((c, i) => {
    place(c, `goals[${i}]`, false);
  });
  b.keys.forEach((c, i) => {
    place(c, `keys[${i}]`, true);
  });
  b.switches.forEach((s, i) => {
    place(s.cell, `switches[${i}]`, true);
  });
  b.gems.forEach((c, i) => {
    place(c, `gems[${i}]`, true);
  });
  b.traps.forEach((c, i) => {
    place(c, `traps[${i}]`, true);
  });
  b.portals.forEach((p, i) => {
    place(p.a, `portals[${i}].a`, true);
    place(p.b, `portals[${i}].b`, true);
  });
  // Sides: open, and one thing each (a door, a gate or a one-way), whichever side names it.
  const sideHolder = new Map<number, string>();
  const onOpenSide = (cell: number, slot: number, field: string) => {
    const other = t.neighbor(cell, slot);
    if (!passages.isOpen(cell, slot) || other < 0) {
      add(field, `side ${slot} of cell ${cell} is not an open side`);
      return;
    }
    const id = Math.min(cell * t.maxSlots + slot, other * t.maxSlots + t.oppositeSlot(cell, slot));
    const before = sideHolder.get(id);
    if (before !== undefined) add(field, `side ${slot} of cell ${cell} already holds ${before}`);
    else sideHolder.set(id, field);
  };
  b.doors.forEach((d, i) => {
    onOpenSide(d.cell, d.slot, `doors[${i}]`);
  });
  b.gates.forEach((g, i) => {
    onOpenSide(g.cell, g.slot, `gates[${i}]`);
  });
  b.oneWays.forEach((o, i) => {
    onOpenSide(o.cell, o.slot, `oneWays[${i}]`);
  });

  if (route !== undefined) {
    try {
      replay(board, route, add);
    } catch (error) {
      add('route', (error as Error).message);
    }
  }
  return problems;
}

function replay(
  board: Board,
  given: readonly (readonly number[])[] | StoredSolution,
  add: (f: string, m: string) => void,
): void {
  let play: Play = newGame(board);
  const stored = Array.isArray(given) ? null : (given as StoredSolution);
  const route = stored === null ? (given as readonly (readonly number[])[]) : stored.moves;
  if (board.movement === 'roll') {
    const rests = [board.starts[0]!];
    for (const [i, dir] of (route[0] ?? []).entries()) {
      const out = roll(board, play, dir);
      if (out.trapped || !out.moved) {
        add(
          'route',
          `roll ${i + 1} (direction ${dir}) ${out.trapped ? 'ends on a trap' : 'moves nobody'}`,
        );
        return;
      }
      play = out.after;
      const at = play.positions[0]!;
      rests.push(at === -1 ? (board.goals[0] ?? -1) : at);
    }
    const listed = stored?.solution ?? rests;
    const k = listed.findIndex((cell, j) => rests[j] !== cell);
    if (k >= 0) {
      add(
        'route',
        `solution[${k}] is cell ${listed[k]}, but player 1 rests on ${rests[k] ?? 'nothing'} there`,
      );
      return;
    }
    if (listed.length !== rests.length) {
      add('route', `the solution lists ${listed.length} cells for ${rests.length} rests`);
      return;
    }
  } else {
    const lists = stored?.solution === undefined ? route : [stored.solution, ...route.slice(1)];
    for (let p = 0; p < board.starts.length; p++) {
      if (!stepAlong(board, p, lists[p] ?? [], play, add, (next) => (play = next))) return;
    }
  }
  const away = play.positions.flatMap((c, p) => (c === -1 ? [] : [p]));
  if (away.length > 0) add('route', `the route leaves player ${away.join(', ')} short of home`);
}

/**
 * Walks player `p` along `cells`. A list that starts on the player's start is the cells it
 * stands on (a maze's `verdict.solution` or `verdict.routes`): each after the first is where a
 * step leaves it, so a portal's landing stands for the step into the portal. Any other list is
 * the cells it steps to (`verdict.moves`).
 */
function stepAlong(
  board: Board,
  p: number,
  cells: readonly number[],
  from: Play,
  add: (f: string, m: string) => void,
  keep: (play: Play) => void,
): boolean {
  let play = from;
  const stoodOn = cells.length > 0 && cells[0] === board.starts[p];
  for (const [i, cell] of cells.entries()) {
    if (stoodOn && i === 0) continue;
    let out = tryStep(board, play, p, cell);
    if (stoodOn) {
      // Where the step leaves the player must be the cell listed (or home, on the goal).
      const lands = (r: StepResult) => r.ok && [cell, HOME].includes(r.play.positions[p]!);
      for (const pair of board.portals) {
        if (lands(out)) break;
        const into = pair.a === cell ? pair.b : pair.b === cell ? pair.a : -1;
        const via = into < 0 ? out : tryStep(board, play, p, into);
        if (lands(via)) out = via;
      }
      if (out.ok && !lands(out)) {
        add(
          'route',
          `player ${p}, entry ${i} (cell ${cell}): no step from ${play.positions[p]} lands there`,
        );
        return false;
      }
    }
    if (!out.ok) {
      add('route', `player ${p}, step ${i + 1} to cell ${cell}: ${out.message}`);
      return false;
    }
    play = out.play;
  }
  keep(play);
  return true;
}

/** The checks that need no maze: counts within the limits, every gate's channel with a switch. */
function countChecks(b: Board, add: (field: string, message: string) => void): void {
  const length = (field: keyof Board) =>
    Array.isArray(b[field]) ? (b[field] as unknown[]).length : 0;
  const counts: [keyof typeof LIMITS, number][] = [
    ['players', length('starts')],
    ['keys', length('keys')],
    ['gems', length('gems')],
    ['oneWays', length('oneWays')],
    ['portals', length('portals')],
    ['switches', length('switches')],
  ];
  for (const [name, count] of counts) {
    if (count > LIMITS[name])
      add(name, `${count} is more than the ${LIMITS[name]} a board may hold`);
  }
  const gates = Array.isArray(b.gates) ? b.gates : [];
  const switches = Array.isArray(b.switches) ? b.switches : [];
  const perChannel = new Map<number, number>();
  for (const g of gates) perChannel.set(g?.channel, (perChannel.get(g?.channel) ?? 0) + 1);
  for (const [channel, count] of perChannel) {
    if (count > LIMITS.gatesPerSwitch) {
      add('gates', `channel ${channel} has ${count} gates (at most ${LIMITS.gatesPerSwitch})`);
    }
    if (!switches.some((sw) => sw?.channel === channel))
      add('gates', `channel ${channel} has gates but no switch`);
  }
}
