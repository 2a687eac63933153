// What a move did, for animation and for cues: each player's motion (the cells passed, with
// portal hops, tunnels and stairs), and the moments worth a sound or an effect.
import { HOME, isGoalOpen, type MazeData, type Play } from '@knossos/maze';
import type { Topology } from '@knossos/topology';
import type { Moment, Motion } from './events.js';
import { CHANNEL_COLORS, GOLD, KEY_COLORS, MARKER_COLORS, PORTAL_COLORS } from './palette.js';

/** The board facts a motion and its moments are read against, made once per maze. */
export interface BoardLinks {
  readonly maze: MazeData;
  readonly topology: Topology;
  /** The other end of the portal on each cell, −1 for none. */
  readonly twin: Int32Array;
  /** The portal pair on each cell, −1 for none. */
  readonly pair: Int8Array;
}

/** The {@link BoardLinks} of a maze. */
export function linksOf(maze: MazeData, topology: Topology): BoardLinks {
  const twin = new Int32Array(topology.cellCount).fill(-1);
  const pair = new Int8Array(topology.cellCount).fill(-1);
  maze.board.portals.forEach((p, i) => {
    twin[p.a] = p.b;
    twin[p.b] = p.a;
    pair[p.a] = i;
    pair[p.b] = i;
  });
  return { maze, topology, twin, pair };
}

/** Where a player stands in a play: its cell, or its goal once home. */
export function standing(maze: MazeData, play: Play, player: number): number {
  const cell = play.positions[player]!;
  return cell === HOME ? (maze.board.goals[player] ?? maze.board.goals[0]!) : cell;
}

/**
 * The cell a weave tunnel from `a` to `c` passes under, or −1 when `a` and `c` are not the two
 * ends of a tunnel.
 */
export function tunnelOver(links: BoardLinks, a: number, c: number): number {
  for (const t of links.maze.board.passages.tunnels) {
    if ((t.a === a && t.c === c) || (t.a === c && t.c === a)) return t.over;
  }
  return -1;
}

/** The cell a move through side `slot` of `cell` goes to (through a tunnel its far end); −1 off the board. */
export function acrossSide(links: BoardLinks, cell: number, slot: number): number {
  const next = links.topology.neighbor(cell, slot);
  for (const t of links.maze.board.passages.tunnels) {
    if (t.over !== next) continue;
    if (t.a === cell) return t.c;
    if (t.c === cell) return t.a;
  }
  return next;
}

/**
 * Where a roll the way `dir` that failed on a trap met it: a `spikes` moment at each trap just
 * beyond a player's last cell that way (`trails` as `roll` filled them).
 */
export function trapMoments(
  links: BoardLinks,
  play: Play,
  dir: number,
  trails: readonly (readonly number[])[],
): Moment[] {
  const traps = new Set(links.maze.board.traps);
  const out: Moment[] = [];
  play.positions.forEach((start, p) => {
    if (start === HOME) return;
    const last = trails[p]!.at(-1) ?? start;
    const next = acrossSide(links, last, dir);
    if (next >= 0 && traps.has(next)) out.push({ cue: 'spikes', cell: next });
  });
  return out;
}

/** A `bump` moment at every player still out, for a roll that moves nobody. */
export function bumpMoments(play: Play): Moment[] {
  return play.positions.filter((c) => c !== HOME).map((cell): Moment => ({ cue: 'bump', cell }));
}

/** The motions of a roll from `play`, one per player that moved (`trails` as `roll` filled them). */
export function rollMotions(
  links: BoardLinks,
  play: Play,
  trails: readonly (readonly number[])[],
): Motion[] {
  const motions: Motion[] = [];
  play.positions.forEach((start, p) => {
    const trail = trails[p]!;
    if (start !== HOME && trail.length > 0)
      motions.push(motionOf(links, p, [start, ...trail], true));
  });
  return motions;
}

/**
 * A motion from the cells a player passed (`path`, first = where it stood): a weave tunnel's two
 * ends get the cell passed under put between them; `hops` lists each portal jump. Kind: `stairs`
 * for a one-cell move between floors, `portal` when the path ends with a portal jump on a step,
 * else `step` or `roll`.
 */
export function motionOf(
  links: BoardLinks,
  player: number,
  path: readonly number[],
  rolled: boolean,
): Motion {
  const { topology, twin } = links;
  const cells: number[] = [path[0]!];
  const hops: number[] = [];
  for (let i = 1; i < path.length; i++) {
    const from = cells[cells.length - 1]!;
    const to = path[i]!;
    if (topology.slotTo(from, to) < 0) {
      if (twin[from] === to) hops.push(cells.length - 1);
      else {
        const over = tunnelOver(links, from, to);
        if (over >= 0) cells.push(over);
      }
    }
    cells.push(to);
  }
  const last = cells.length - 2;
  const floors = topology.floorOf(cells[0]!) !== topology.floorOf(cells[cells.length - 1]!);
  const kind = rolled
    ? 'roll'
    : hops.includes(last)
      ? 'portal'
      : floors && cells.length === 2
        ? 'stairs'
        : 'step';
  return hops.length > 0 ? { player, kind, cells, hops } : { player, kind, cells };
}

/** Whether side `cell`–`other` holds door `d`. */
function doorBetween(links: BoardLinks, a: number, b: number): number {
  const { doors } = links.maze.board;
  for (let i = 0; i < doors.length; i++) {
    const d = doors[i]!;
    const other = links.topology.neighbor(d.cell, d.slot);
    if ((d.cell === a && other === b) || (d.cell === b && other === a)) return i;
  }
  return -1;
}

/** Bits set in `after` and not in `before`, lowest first. */
function gained(before: number, after: number): number[] {
  const out: number[] = [];
  for (let bits = after & ~before, i = 0; bits !== 0; bits >>>= 1, i++) if (bits & 1) out.push(i);
  return out;
}

/**
 * The moments of a move, in order: per motion its move cue (`step`, `roll`, `stairs`, or
 * `portal` at both ends of each jump) and a `door` per unlocked door passed; then per player who
 * moved a `key` per key picked up (in its colour), a `gem` per gem, `goal-open` when the last gem
 * was taken, a `switch` per channel flipped; `win` last when `won`.
 */
export function momentsOf(
  links: BoardLinks,
  before: Play,
  after: Play,
  motions: readonly Motion[],
  won: boolean,
): Moment[] {
  const { board } = links.maze;
  const out: Moment[] = [];
  for (const m of motions) {
    const end = m.cells[m.cells.length - 1]!;
    const cue = m.kind === 'portal' ? 'step' : m.kind;
    out.push({ cue, cell: end });
    for (const h of m.hops ?? []) {
      const color = PORTAL_COLORS[links.pair[m.cells[h]!]!] ?? PORTAL_COLORS[0]!;
      out.push({ cue: 'portal', cell: m.cells[h]!, color });
      out.push({ cue: 'portal', cell: m.cells[h + 1]!, color });
    }
    for (let i = 1; i < m.cells.length; i++) {
      const d = doorBetween(links, m.cells[i - 1]!, m.cells[i]!);
      if (d >= 0) {
        const key = board.doors[d]!.key;
        out.push({ cue: 'door', cell: m.cells[i]!, color: KEY_COLORS[key]! });
      }
    }
  }
  // On Roll every player shares what it holds: read player 0 alone.
  const players = board.movement === 'roll' ? [0] : motions.map((m) => m.player);
  for (const p of players) {
    const end = standing(links.maze, after, p);
    for (const k of gained(before.keys[p]!, after.keys[p]!)) {
      out.push({ cue: 'key', cell: board.keys[k]!, color: KEY_COLORS[k]! });
    }
    for (const g of gained(before.gems[p]!, after.gems[p]!)) {
      out.push({ cue: 'gem', cell: board.gems[g]!, color: MARKER_COLORS.gem });
    }
    // The goal opens (as the rules decide it) with the last gem taken.
    if (board.gems.length > 0 && isGoalOpen(board, after, p) && !isGoalOpen(board, before, p)) {
      const goal = board.goals[board.sharedGoal ? 0 : p] ?? board.goals[0]!;
      out.push({ cue: 'goal-open', cell: goal, color: GOLD });
    }
    for (let c = 0, flipped = before.flips[p]! ^ after.flips[p]!; flipped !== 0; c++) {
      if (flipped & (1 << c)) {
        flipped &= ~(1 << c);
        const here = board.switches.find(
          (s) =>
            s.channel === c && (s.cell === end || motions.some((m) => m.cells.at(-1) === s.cell)),
        );
        const cell = here?.cell ?? board.switches.find((s) => s.channel === c)?.cell ?? end;
        out.push({ cue: 'switch', cell, color: CHANNEL_COLORS[c]! });
      }
    }
  }
  if (won) out.push({ cue: 'win', cell: motions[0]?.cells.at(-1) ?? -1, color: GOLD });
  return out;
}
