import { createRng } from '@knossos/random';
import {
  builtinMask,
  connectPieces,
  createTopology,
  cutToShape,
  piecesOf,
} from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addHoles } from './add-holes.js';
import { addLoops } from './add-loops.js';
import { addRooms } from './add-rooms.js';
import { braid } from './braid.js';
import { carve } from './carve.js';
import { distancesFrom, facts } from './facts.js';
import { algorithmArb, boardArb, expectAll, seedArb } from './test-support.test-util.js';
import { weave } from './weave.js';

const runs = { numRuns: 60 };

/** Square boards of one floor, some cut to a shape: the boards weave works on. */
const squareBoardArb = fc
  .tuple(
    fc.integer({ min: 3, max: 16 }),
    fc.integer({ min: 3, max: 16 }),
    fc.option(fc.constantFrom('circle', 'ring', 'heart', 'star', 'diamond', 'cross' as const)),
  )
  .map(([width, height, shape]) => {
    const topology = createTopology({ kind: 'square', width, height });
    if (!shape) return { topology, playable: undefined };
    const cut = cutToShape(topology, builtinMask(shape, 32));
    if (cut.playableCount < 2) return { topology, playable: undefined };
    return { topology, playable: connectPieces(topology, cut.playable).playable };
  });

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

describe('braid', () => {
  it('at 1 leaves no dead end that has a wall it could open', () => {
    fc.assert(
      fc.property(boardArb(), algorithmArb, seedArb, ({ topology, playable }, algorithm, seed) => {
        const rng = createRng(seed);
        const passages = carve(topology, algorithm, rng, { playable });
        const before = facts(passages);
        const opened = braid(passages, 1, rng);
        // Worked out here, not with the package's helper: a dead end left behind may have no
        // base side it could open (each other side is the border, a hole, or under a tunnel).
        for (let c = 0; c < topology.cellCount; c++) {
          if (passages.holes[c] || passages.degree(c) !== 1) continue;
          const sides =
            topology.floors > 1
              ? topology.base.slotCount(topology.baseCell(c))
              : topology.slotCount(c);
          for (let s = 0; s < sides; s++) {
            const other = topology.neighbor(c, s);
            const blocked =
              other < 0 ||
              passages.holes[other] === 1 ||
              passages.isOpen(c, s) ||
              passages.isTunnel(c, s) ||
              passages.isTunnel(other, topology.oppositeSlot(c, s));
            expect(blocked, `dead end ${c} could open slot ${s}`).toBe(true);
          }
        }
        expect(facts(passages).loops).toBe(before.loops + opened);
      }),
      runs,
    );
  });

  it('notes the dead ends it cannot open', () => {
    const t = createTopology({ kind: 'square', width: 2, height: 1 });
    const passages = carve(t, 'prim', createRng('b'));
    expect(braid(passages, 1, createRng('b'))).toBe(0);
    expect(passages.notes).toEqual([
      'Braid: 2 dead ends have no wall that could be opened, so they stay.',
    ]);
  });

  it('at 0 changes nothing, and in between removes some dead ends', () => {
    const t = createTopology({ kind: 'square', width: 20, height: 20 });
    const a = carve(t, 'kruskal', createRng('b'));
    const ends = facts(a).deadEnds;
    expect(braid(a, 0, createRng('b'))).toBe(0);
    expect(facts(a).deadEnds).toBe(ends);
    braid(a, 0.5, createRng('b'));
    expect(facts(a).deadEnds).toBeLessThan(ends);
    expect(facts(a).deadEnds).toBeGreaterThan(0);
  });
});

describe('addLoops', () => {
  it('raises loops by one per opening while there are walls left', () => {
    fc.assert(
      fc.property(
        boardArb(),
        algorithmArb,
        seedArb,
        fc.integer({ min: 0, max: 30 }),
        ({ topology, playable }, algorithm, seed, count) => {
          const rng = createRng(seed);
          const passages = carve(topology, algorithm, rng, { playable });
          const opened = addLoops(passages, count, rng);
          expect(facts(passages).loops).toBe(opened);
          if (opened < count)
            expect(passages.notes.some((n) => n.startsWith('Loops: only'))).toBe(true);
          else expect(opened).toBe(count);
        },
      ),
      runs,
    );
  });

  it('clamps the count with a note', () => {
    const passages = carve(
      createTopology({ kind: 'square', width: 3, height: 3 }),
      'prim',
      createRng('l'),
    );
    addLoops(passages, 5000, createRng('l'));
    expect(passages.notes[0]).toBe('Loops: 5000 is outside 0–999; used 999.');
    expect(passages.notes[1]).toMatch(/^Loops: only 4 walls were left to open/);
  });
});

describe('addRooms', () => {
  it('opens every wall inside each room, keeps rooms apart, and notes what did not fit', () => {
    fc.assert(
      fc.property(
        boardArb({ floors: false }),
        seedArb,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        ({ topology, playable }, seed, count, size) => {
          const rng = createRng(seed);
          const passages = carve(topology, 'wilson', rng, { playable });
          const rooms = addRooms(passages, count, size, rng);
          expect(rooms.length).toBeGreaterThanOrEqual(1);
          expect(rooms.length <= count).toBe(true);
          if (rooms.length < count) expect(passages.notes.at(-1)).toMatch(/^Rooms: only/);
          const owner = new Map<number, number>();
          expectAll((m) => {
            rooms.forEach((room, i) => {
              for (const cell of room.cells) {
                m.ok(!owner.has(cell), `cell ${cell} in rooms ${owner.get(cell)} and ${i}`); // rooms never overlap
                owner.set(cell, i);
              }
              for (const cell of room.cells) {
                for (let s = 0; s < topology.slotCount(cell); s++) {
                  const other = topology.neighbor(cell, s);
                  if (room.cells.includes(other))
                    m.is(passages.isOpen(cell, s), true, `${cell}/${s} in room ${i}`);
                }
              }
            });
            // Rooms never touch: no side joins cells of two different rooms.
            for (const [cell, i] of owner) {
              for (let s = 0; s < topology.slotCount(cell); s++) {
                const j = owner.get(topology.neighbor(cell, s));
                if (j !== undefined) m.is(j, i, `room beside ${cell}/${s} of room ${i}`);
              }
            }
          });
          expect(facts(passages).pieces).toBe(1);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('addHoles', () => {
  it('keeps every floor in one piece, gives every floor the same holes, near the asked share', () => {
    fc.assert(
      fc.property(
        boardArb(),
        seedArb,
        fc.double({ min: 0, max: 0.35, noNaN: true }),
        ({ topology, playable }, seed, fraction) => {
          const cut = addHoles(topology, fraction, createRng(seed), playable);
          const per = topology.cellsPerFloor;
          const inside = (c: number) => (playable ? playable[c] === 1 : true);
          let positions = 0;
          for (let b = 0; b < per; b++) {
            let everywhere = true;
            for (let f = 0; f < topology.floors; f++) everywhere &&= inside(f * per + b);
            if (everywhere) positions++;
          }
          const wanted = Math.round(fraction * positions);
          const removedPositions = cut.removed / topology.floors;
          expect(Number.isInteger(removedPositions)).toBe(true);
          expect(removedPositions).toBeLessThanOrEqual(wanted);
          if (removedPositions < wanted) expect(cut.notes[0]).toMatch(/^Holes: only/);
          if (wanted === 0 && fraction > 0) expect(cut.notes[0]).toMatch(/rounds to none/);
          expectAll((m) => {
            for (let b = 0; b < per; b++) {
              const removedHere = inside(b) && cut.playable[b] === 0;
              for (let f = 1; f < topology.floors; f++) {
                if (removedHere) m.is(cut.playable[f * per + b], 0, `cell ${b} on floor ${f}`);
              }
            }
          });
          // Each floor stays in one piece (checked floor by floor on the base grid).
          for (let f = 0; f < topology.floors; f++) {
            const floor = Uint8Array.from(
              { length: per },
              (_, b) => cut.playable[topology.at(f, b)]!,
            );
            expect(piecesOf(topology.base, floor).length).toBeLessThanOrEqual(1);
          }
          const passages = carve(topology, 'kruskal', createRng(seed), { playable: cut.playable });
          expect(facts(passages).pieces).toBe(1);
        },
      ),
      runs,
    );
  });

  it('reaches the asked share on an open board, and clamps with a note', () => {
    const t = createTopology({ kind: 'square', width: 30, height: 30 });
    expect(addHoles(t, 0.3, createRng('h')).removed).toBe(270);
    const cut = addHoles(t, 0.9, createRng('h'));
    expect(cut.notes[0]).toBe('Holes: 0.9 is outside 0–0.35; used 0.35.');
  });
});

describe('weave', () => {
  it('keeps tunnels two-way when loops and rooms are added afterwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 14 }), algorithmArb, seedArb, (w, algorithm, seed) => {
        const t = createTopology({ kind: 'square', width: w, height: w });
        const rng = createRng(seed);
        const passages = carve(t, algorithm, rng);
        weave(passages, 20, rng);
        addLoops(passages, 40, rng);
        addRooms(passages, 3, 1, rng);
        braid(passages, 1, rng);
        expectAll((m) => {
          for (const { over, a, c } of passages.tunnels) {
            const into = t.slotTo(a, over);
            const at = `tunnel ${a} under ${over} to ${c}`;
            m.is(passages.across(a, into), c, `${at}, from ${a}`);
            m.is(passages.across(c, t.slotTo(c, over)), a, `${at}, from ${c}`);
            m.is(passages.isOpen(over, into), false, `${at}: ${over} open towards ${a}`);
            m.is(passages.isOpen(over, (into + 2) % 4), false, `${at}: ${over} open towards ${c}`);
          }
        });
        expect(Number.isInteger(facts(passages).loops)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('tunnels straight under corridor cells, re-routing so the loops stay as they were', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 14 }),
        fc.integer({ min: 3, max: 14 }),
        algorithmArb,
        seedArb,
        fc.integer({ min: 1, max: 40 }),
        (w, h, algorithm, seed, count) => {
          const t = createTopology({ kind: 'square', width: w, height: h });
          const rng = createRng(seed);
          const passages = carve(t, algorithm, rng);
          const before = passages.masks.slice();
          const added = weave(passages, count, rng);
          // Each crossing walls up at most one side (two mask bits) that was open.
          let closed = 0;
          expectAll((m) => {
            for (let c = 0; c < t.cellCount; c++) {
              m.is(passages.masks[c]! & ~before[c]!, 0, `newly opened at ${c}`); // nothing newly opened
              closed += popcount(before[c]! & ~passages.masks[c]!);
            }
          });
          expect(closed).toBeLessThanOrEqual(2 * added);
          expect(passages.tunnels).toHaveLength(added);
          expect(facts(passages).loops).toBe(0);
          expect(facts(passages).pieces).toBe(1);
          const corridors = new Set(passages.tunnels.map((x) => x.over));
          expectAll((m) => {
            for (const { over, a, c } of passages.tunnels) {
              const into = t.slotTo(a, over);
              const at = `tunnel ${a} under ${over} to ${c}`;
              m.is(t.neighbor(over, into), c, `${at}: straight on`);
              m.is(corridors.has(a) || corridors.has(c), false, `${at}: an end on a crossing`);
              m.is(passages.isOpen(over, (into + 1) % 4), true, `${at}: the corridor crosses it`);
              m.is(passages.isOpen(over, (into + 3) % 4), true, `${at}: the corridor crosses it`);
              m.is(passages.across(a, into), c, `${at}: across`);
              m.is(distancesFrom(passages, a)[c], 1, `${at}: distance`);
            }
          });
          const overs = passages.tunnels.map((x) => x.over);
          expect(new Set(overs).size).toBe(overs.length);
        },
      ),
      runs,
    );
  });

  it('keeps a perfect maze a spanning tree of the playable cells, tunnels counted as edges', () => {
    fc.assert(
      fc.property(
        squareBoardArb,
        algorithmArb,
        seedArb,
        fc.integer({ min: 1, max: 40 }),
        ({ topology, playable }, algorithm, seed, count) => {
          const rng = createRng(seed);
          const passages = carve(topology, algorithm, rng, { playable });
          const pieces = facts(passages).pieces;
          weave(passages, count, rng);
          // Edges counted here from the raw sides and tunnels, not through facts().
          let cells = 0;
          let ends = 0;
          for (let c = 0; c < topology.cellCount; c++) {
            if (passages.holes[c]) continue;
            cells++;
            for (let s = 0; s < topology.maxSlots; s++) if (passages.across(c, s) >= 0) ends++;
          }
          expect(ends / 2).toBe(cells - pieces); // a forest of as many trees as pieces
          expect(facts(passages).pieces).toBe(pieces);
        },
      ),
      runs,
    );
  });

  it('keeps a braided maze free of dead ends and its loops as they were', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 14 }), algorithmArb, seedArb, (w, algorithm, seed) => {
        const t = createTopology({ kind: 'square', width: w, height: w });
        const rng = createRng(seed);
        const passages = carve(t, algorithm, rng);
        braid(passages, 1, rng);
        const before = facts(passages);
        weave(passages, 20, rng);
        const after = facts(passages);
        expect(after.loops).toBe(before.loops);
        expect(after.deadEnds).toBe(before.deadEnds);
        expect(after.pieces).toBe(1);
      }),
      { numRuns: 40 },
    );
  });

  it('adds nothing off a square board, with a note', () => {
    const passages = carve(
      createTopology({ kind: 'hex', width: 6, height: 6 }),
      'prim',
      createRng('w'),
    );
    expect(weave(passages, 5, createRng('w'))).toBe(0);
    expect(passages.notes).toEqual([
      'Weave crossings: they need a Square board, so none were added.',
    ]);
  });
});
