// Random boards with every gimmick, for tests: a small carved maze (with loops, sometimes a weave
// or floors), players, and keys, doors, switches, gates, gems, traps, one-way sides and portals
// dropped at random. Nothing is placed to make sense: the tests compare two ways of reading the
// rules, which must agree on any board, solvable or not.
import { addLoops, carve, weave } from '@knossos/carving';
import { createRng } from '@knossos/random';
import { createTopology, type TopologySpec } from '@knossos/topology';
import fc from 'fast-check';
import type { Board, Movement } from './board.js';

export interface BoardRecipe {
  readonly seed: string;
  readonly movement: Movement;
  readonly players: number;
  readonly grid: 'square' | 'hex' | 'triangle' | 'circular' | 'floors';
  readonly size: number;
  readonly loops: number;
  readonly counts: {
    keys: number;
    switches: number;
    gems: number;
    traps: number;
    oneWays: number;
    portals: number;
  };
}

export const recipeArb = (movement?: Movement): fc.Arbitrary<BoardRecipe> =>
  fc
    .record({
      seed: fc.string({ maxLength: 6 }),
      movement: movement ? fc.constant(movement) : fc.constantFrom<Movement>('step', 'roll'),
      players: fc.integer({ min: 1, max: 4 }),
      grid: fc.constantFrom('square', 'hex', 'triangle', 'circular', 'floors' as const),
      size: fc.integer({ min: 3, max: 6 }),
      loops: fc.integer({ min: 0, max: 6 }),
      counts: fc.record({
        keys: fc.integer({ min: 0, max: 3 }),
        switches: fc.integer({ min: 0, max: 2 }),
        gems: fc.integer({ min: 0, max: 3 }),
        traps: fc.integer({ min: 0, max: 3 }),
        oneWays: fc.integer({ min: 0, max: 4 }),
        portals: fc.integer({ min: 0, max: 2 }),
      }),
    })
    .map((r) =>
      r.movement === 'roll' && r.grid !== 'square' && r.grid !== 'hex'
        ? { ...r, grid: 'square' as const }
        : r,
    );

export function randomBoard(recipe: BoardRecipe): Board {
  const rng = createRng(`board-${recipe.seed}`);
  const { size } = recipe;
  const spec: TopologySpec =
    recipe.grid === 'circular'
      ? { kind: 'circular', rings: Math.max(2, size - 2) }
      : recipe.grid === 'floors'
        ? { kind: 'square', width: size - 1, height: size - 1, floors: 2 }
        : { kind: recipe.grid, width: size, height: size };
  const t = createTopology(spec);
  const passages = carve(t, 'recursive-backtracker', rng, spec.floors ? { stairs: 2 } : {});
  addLoops(passages, recipe.loops, rng);
  if (recipe.grid === 'square' && recipe.movement === 'step') weave(passages, 2, rng);
  const cells = rng.shuffle(Array.from({ length: t.cellCount }, (_, c) => c));
  const take = () => cells.pop()!;
  const players = Math.min(
    recipe.players,
    recipe.movement === 'roll' ? 3 : 4,
    Math.floor(t.cellCount / 4),
  );
  const starts = Array.from({ length: players }, take);
  const shared = rng.bool();
  const goals = shared ? [take()] : Array.from({ length: players }, take);
  const c = recipe.counts;
  const room = () => cells.length > 2;
  const keys: number[] = [];
  for (let k = 0; k < c.keys && room(); k++) keys.push(take());
  const gems: number[] = [];
  for (let g = 0; g < c.gems && room(); g++) gems.push(take());
  const switches = [];
  for (let s = 0; s < c.switches && room(); s++) switches.push({ cell: take(), channel: s });
  const traps: number[] = [];
  for (let k = 0; k < c.traps && room(); k++) traps.push(take());
  const portals = [];
  for (let k = 0; k < c.portals && cells.length > 3; k++) portals.push({ a: take(), b: take() });
  // Sides: open, inside the board, on one floor (stairs and tunnels keep no doors).
  const open: [number, number][] = [];
  for (let cell = 0; cell < t.cellCount; cell++) {
    for (let s = 0; s < t.base.slotCount(t.baseCell(cell)); s++) {
      const other = t.neighbor(cell, s);
      if (other > cell && passages.isOpen(cell, s)) open.push([cell, s]);
    }
  }
  rng.shuffle(open);
  const doors = keys
    .map(() => open.pop())
    .flatMap((side, key) => (side ? [{ cell: side[0], slot: side[1], key }] : []));
  const gates = switches.flatMap((sw) => {
    const side = open.pop();
    return side
      ? [{ cell: side[0], slot: side[1], channel: sw.channel, startsOpen: rng.bool() }]
      : [];
  });
  const oneWays = [];
  for (let k = 0; k < c.oneWays && open.length > 0; k++) {
    const [cell, slot] = open.pop()!;
    oneWays.push(
      rng.bool()
        ? { cell, slot }
        : { cell: t.neighbor(cell, slot), slot: t.oppositeSlot(cell, slot) },
    );
  }
  return {
    passages: passages.toJSON(),
    starts,
    goals,
    sharedGoal: shared,
    movement: recipe.movement,
    keys,
    doors,
    switches,
    gates,
    gems,
    traps,
    oneWays,
    portals,
  };
}
