import { createRng } from '@knossos/random';
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARVE_ALGORITHMS, carve, carveSteps } from './carve.js';
import { distancesFrom, facts, farthestPair } from './facts.js';
import { createPassages, passagesFromJSON } from './passages.js';
import { algorithmArb, boardArb, expectAll, seedArb, specArb } from './test-support.test-util.js';
import { weave } from './weave.js';

const runs = { numRuns: 80 };

describe('carve', () => {
  it('Prim with maxDegree 3 grows a spanning tree with no four-way cell on square and torus boards', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('square' as const, 'torus' as const),
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 2, max: 14 }),
        seedArb,
        (kind, width, height, seed) => {
          const t = createTopology({ kind, width, height });
          const root = (height >> 1) * width + (width >> 1);
          const passages = carve(t, 'prim', createRng(seed), { root, maxDegree: 3 });
          const f = facts(passages);
          expect(f.pieces).toBe(1);
          expect(f.loops).toBe(0);
          expect(passages.notes).toEqual([]);
          expectAll((m) => {
            for (let c = 0; c < t.cellCount; c++)
              m.ok(passages.masks[c] !== 15, `cell ${c} is four-way`);
          });
        },
      ),
      runs,
    );
  });

  it('starts growth at the given root: the first side Prim opens touches it', () => {
    const t = createTopology({ kind: 'square', width: 9, height: 7 });
    for (const root of [0, 31, 62]) {
      const first = carveSteps(t, 'prim', createRng(`r${root}`), { root }).next().value;
      const cell = first && 'cell' in first ? first.cell : -1;
      const slot = first && 'slot' in first ? first.slot : -1;
      expect([cell, t.neighbor(cell, slot)]).toContain(root);
    }
    const p = carve(t, 'prim', createRng('x'), { root: 99, maxDegree: 9 });
    expect(p.notes.join(' ')).toMatch(/Root: 99 is not a playable cell/);
    expect(p.notes.join(' ')).toMatch(/Max degree/);
    expect(carve(t, 'wilson', createRng('x'), { maxDegree: 3 }).notes.join(' ')).toMatch(
      /only the prim algorithm/,
    );
  });

  it('makes a perfect maze: a spanning tree of the playable cells on every grid', () => {
    fc.assert(
      fc.property(boardArb(), algorithmArb, seedArb, ({ topology, playable }, algorithm, seed) => {
        const passages = carve(topology, algorithm, createRng(seed), { playable });
        const f = facts(passages);
        const expected = playable ? playable.reduce((a, b) => a + b, 0) : topology.cellCount;
        expect(f.cells).toBe(expected);
        expect(f.pieces).toBe(1);
        expect(f.loops).toBe(0);
        // E = V − 1, counted independently from the masks.
        let ends = 0;
        for (let c = 0; c < topology.cellCount; c++) {
          for (let s = 0; s < topology.slotCount(c); s++) if (passages.isOpen(c, s)) ends++;
        }
        expect(ends / 2).toBe(f.cells - 1);
        expect(passages.notes).toEqual([]);
        expectAll((m) => {
          for (let c = 0; c < topology.cellCount; c++) {
            if (passages.holes[c]) m.is(passages.masks[c], 0, `mask of hole ${c}`);
          }
        });
      }),
      runs,
    );
  });

  it('grows a spanning tree at every branchiness, 0 and 1 included, on every grid', () => {
    const branchinessArb = fc.oneof(
      fc.constantFrom(0, 1, 0.5, 1 / 3, 0.5 + 2 ** -40),
      fc.double({ min: 0, max: 1, noNaN: true }),
    );
    fc.assert(
      fc.property(
        boardArb(),
        branchinessArb,
        seedArb,
        ({ topology, playable }, branchiness, seed) => {
          const passages = carve(topology, 'growing-tree', createRng(seed), {
            playable,
            branchiness,
          });
          const f = facts(passages);
          const expected = playable ? playable.reduce((a, b) => a + b, 0) : topology.cellCount;
          expect([f.cells, f.pieces, f.loops]).toEqual([expected, 1, 0]);
          expect(passages.notes).toEqual([]);
        },
      ),
      runs,
    );
  });

  it('carves one tree per piece when random holes split the board, for every algorithm', () => {
    fc.assert(
      fc.property(
        specArb({ floors: false }),
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        algorithmArb,
        seedArb,
        (spec, density, algorithm, seed) => {
          const topology = createTopology(spec);
          const n = topology.cellCount;
          const draw = createRng(`holes-${seed}`);
          const playable = Uint8Array.from({ length: n }, () => (draw.next() < density ? 0 : 1));
          const passages = carve(topology, algorithm, createRng(seed), { playable });
          // Pieces of the playable cells, counted here by a plain search over neighbours.
          const seen = new Uint8Array(n);
          let pieces = 0;
          let cells = 0;
          for (let c = 0; c < n; c++) {
            if (!playable[c] || seen[c]) continue;
            pieces++;
            const queue = [c];
            seen[c] = 1;
            while (queue.length > 0) {
              const cell = queue.pop()!;
              cells++;
              for (let s = 0; s < topology.slotCount(cell); s++) {
                const other = topology.neighbor(cell, s);
                if (other >= 0 && playable[other] && !seen[other]) {
                  seen[other] = 1;
                  queue.push(other);
                }
              }
            }
          }
          let ends = 0;
          expectAll((m) => {
            for (let c = 0; c < n; c++) {
              for (let s = 0; s < topology.slotCount(c); s++) {
                if (!passages.isOpen(c, s)) continue;
                ends++;
                m.ok(
                  Boolean(playable[c] && playable[topology.neighbor(c, s)]),
                  `${c}/${s} opens into a hole`,
                );
              }
            }
          });
          const f = facts(passages);
          expect([f.cells, f.pieces, f.loops]).toEqual([cells, pieces, 0]);
          expect(ends / 2).toBe(cells - pieces);
        },
      ),
      runs,
    );
  });

  it('opens both sides of every side it opens, and never a side off the board', () => {
    fc.assert(
      fc.property(boardArb(), algorithmArb, seedArb, ({ topology, playable }, algorithm, seed) => {
        const passages = carve(topology, algorithm, createRng(seed), { playable });
        expectAll((m) => {
          for (let c = 0; c < topology.cellCount; c++) {
            for (let s = 0; s < topology.maxSlots; s++) {
              if (!passages.isOpen(c, s)) continue;
              const other = topology.neighbor(c, s);
              m.ok(other >= 0, `${c}/${s} is open off the board`);
              if (other >= 0)
                m.is(
                  passages.isOpen(other, topology.oppositeSlot(c, s)),
                  true,
                  `${c}/${s} from ${other}`,
                );
            }
          }
        });
      }),
      runs,
    );
  });

  it('gives the same passages for the same seed', () => {
    fc.assert(
      fc.property(boardArb(), algorithmArb, seedArb, ({ topology, playable }, algorithm, seed) => {
        const a = carve(topology, algorithm, createRng(seed), { playable });
        const b = carve(topology, algorithm, createRng(seed), { playable });
        expect(b.masks).toEqual(a.masks);
      }),
      { numRuns: 40 },
    );
  });

  it('joins floors with the asked number of stairs, each extra one a loop', () => {
    fc.assert(
      fc.property(
        algorithmArb,
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        seedArb,
        (algorithm, floors, stairs, seed) => {
          const t = createTopology({ kind: 'square', width: 6, height: 5, floors });
          const passages = carve(t, algorithm, createRng(seed), { stairs });
          let opened = 0;
          for (let c = 0; c < t.cellCount; c++)
            if (t.upSlot(c) >= 0 && passages.isOpen(c, t.upSlot(c))) opened++;
          expect(opened).toBe(stairs * (floors - 1));
          const f = facts(passages);
          expect(f.pieces).toBe(1);
          expect(f.loops).toBe((stairs - 1) * (floors - 1));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('puts the first stair where the floor below is farthest from where you arrived', () => {
    const t = createTopology({ kind: 'square', width: 7, height: 7, floors: 2 });
    const passages = carve(t, 'recursive-backtracker', createRng('stairs'));
    const stair = [...Array(t.cellsPerFloor).keys()].find((c) => passages.isOpen(c, t.upSlot(c)))!;
    // Floor 1 alone, without its stair: the stair must sit at a far end of its longest route.
    const ground = passages.clone();
    ground.close(stair, t.upSlot(stair));
    const pair = farthestPair(ground, 0)!;
    const fromA = distancesFrom(ground, pair.a);
    expect(fromA[stair]).toBe(Math.max(...[...fromA].slice(0, t.cellsPerFloor)));
  });

  it('puts every first stair at the far end of its floor, with several stairs and floors', () => {
    fc.assert(
      fc.property(
        algorithmArb,
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 2, max: 4 }),
        seedArb,
        (algorithm, floors, stairs, seed) => {
          const t = createTopology({ kind: 'square', width: 5, height: 4, floors });
          const passages = carve(t, algorithm, createRng(seed), { stairs });
          // Within one floor (no stairs), the distance from each arrival stair to the farthest
          // cell must equal its distance to one of the stairs going up.
          const within = (from: number) => {
            const dist = new Map([[from, 0]]);
            const queue = [from];
            for (let i = 0; i < queue.length; i++) {
              const cell = queue[i]!;
              for (let s = 0; s < 4; s++) {
                const next = t.neighbor(cell, s);
                if (passages.isOpen(cell, s) && !dist.has(next)) {
                  dist.set(next, dist.get(cell)! + 1);
                  queue.push(next);
                }
              }
            }
            return dist;
          };
          for (let f = 1; f + 1 < floors; f++) {
            const arrivals = [...Array(t.cellsPerFloor).keys()]
              .map((b) => t.at(f, b))
              .filter((c) => passages.isOpen(c, t.downSlot(c)));
            const ups = [...Array(t.cellsPerFloor).keys()]
              .map((b) => t.at(f, b))
              .filter((c) => passages.isOpen(c, t.upSlot(c)));
            const ok = arrivals.some((arrival) => {
              const dist = within(arrival);
              const far = Math.max(...dist.values());
              return ups.some((up) => dist.get(up) === far);
            });
            expect(ok).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('notes out-of-range settings and a board in pieces, never failing', () => {
    const t = createTopology({ kind: 'square', width: 5, height: 1 });
    const playable = Uint8Array.from([1, 1, 0, 1, 1]);
    const passages = carve(t, 'growing-tree', createRng('x'), {
      playable,
      branchiness: 3,
      stairs: 9,
    });
    expect(passages.notes).toEqual([
      'Branchiness: 3 is outside 0–1; used 1.',
      'Stairs: 9 is outside 1–4; used 4.',
      'Stairs: the board has one floor, so there are no stairs to add.',
      'Holes: the playable cells fall into 2 pieces, each carved as its own maze.',
    ]);
    expect(facts(passages).pieces).toBe(2);
    expect(() => carve(t, 'eller' as never, createRng('x'))).toThrow(
      /algorithm must be one of recursive-backtracker/,
    );
    expect(() => carve(t, 'prim', createRng('x'), { playable: [1] })).toThrow(
      /playable must have one value per cell \(5, got 1\)/,
    );
  });

  it('carves a 2 × 2 torus, where two slots lead to the same cell, as a tree (regression)', () => {
    const t = createTopology({ kind: 'torus', width: 2, height: 2 });
    for (const algorithm of CARVE_ALGORITHMS) {
      for (const seed of ['', 'a', 'b', 'c'])
        expect(facts(carve(t, algorithm, createRng(seed))).loops).toBe(0);
    }
  });

  it('carves three-sided cells, where a per-cell record is wider than the slot table (regression)', () => {
    // Found by the spanning-tree property (seed 1682779122): growing tree kept four entries per
    // cell in an array sized cells × slots, which a triangle board's three slots overran.
    const t = createTopology({ kind: 'triangle', width: 3, height: 2 });
    for (const algorithm of CARVE_ALGORITHMS) {
      for (const seed of ['', 'a', 'b', 'c']) {
        const passages = carve(t, algorithm, createRng(seed));
        const f = facts(passages);
        expect([f.loops, f.pieces]).toEqual([0, 1]);
      }
    }
  });

  it('carves a large board without running out of stack', () => {
    const t = createTopology({ kind: 'square', width: 400, height: 400 });
    for (const algorithm of CARVE_ALGORITHMS) {
      expect(facts(carve(t, algorithm, createRng('big'))).loops).toBe(0);
    }
  });
});

describe('odd inputs', () => {
  it('names what is wrong instead of failing somewhere inside', () => {
    const t = createTopology({ kind: 'square', width: 3, height: 3 });
    expect(() => carve(t, 'prim', undefined as never)).toThrow(/rng must be an Rng/);
    expect(() => carve({ kind: 'square' } as never, 'prim', createRng('x'))).toThrow(
      /topology must be a Topology/,
    );
    expect(() => carveSteps(t, 'nope' as never, createRng('x'))).toThrow(
      /algorithm must be one of/,
    );
    expect(() => carve(t, 'prim', createRng('x'), { playable: '111111111' as never })).toThrow(
      /playable must have one value per cell/,
    );
    expect(facts(carve(t, 'prim', createRng('x'), null as never)).loops).toBe(0);
    const p = carve(t, 'wilson', createRng('x'), { stairs: 2.5, branchiness: 0.5 });
    expect(p.notes).toEqual([
      'Branchiness: only the growing-tree algorithm uses it, so wilson ignored it.',
      'Stairs: 2.5 is not a whole number; used 3.',
      'Stairs: the board has one floor, so there are no stairs to add.',
    ]);
  });

  it('carves a board of many small pieces quickly (a checkerboard)', () => {
    const t = createTopology({ kind: 'square', width: 300, height: 300 });
    const playable = Uint8Array.from(
      { length: t.cellCount },
      (_, c) => ((c % 300) + Math.floor(c / 300)) % 2,
    );
    for (const algorithm of CARVE_ALGORITHMS) {
      expect(facts(carve(t, algorithm, createRng('checker'), { playable })).pieces).toBe(45_000);
    }
  });
});

describe('growing tree', () => {
  it('grows bushier as branchiness rises: dead ends at 0 < 0.5 < 1', () => {
    const t = createTopology({ kind: 'square', width: 30, height: 30 });
    const ends = [0, 0.5, 1].map((branchiness) => {
      let total = 0;
      for (let i = 0; i < 8; i++)
        total += facts(carve(t, 'growing-tree', createRng(`g${i}`), { branchiness })).deadEnds;
      return total / 8;
    });
    expect(ends[0]!).toBeLessThan(ends[1]!);
    expect(ends[1]!).toBeLessThan(ends[2]!);
  });
});

describe('carveSteps', () => {
  it('replays into exactly the passages carve makes', () => {
    fc.assert(
      fc.property(
        boardArb(),
        algorithmArb,
        seedArb,
        fc.integer({ min: 1, max: 4 }),
        ({ topology, playable }, algorithm, seed, stairs) => {
          const carved = carve(topology, algorithm, createRng(seed), { playable, stairs });
          const replay = createPassages(topology);
          if (playable)
            for (let c = 0; c < topology.cellCount; c++) replay.holes[c] = playable[c] ? 0 : 1;
          const steps = carveSteps(topology, algorithm, createRng(seed), { playable, stairs });
          let result = steps.next();
          let count = 0;
          while (!result.done) {
            replay.open(result.value.cell, result.value.slot);
            count++;
            result = steps.next();
          }
          expect(replay.masks).toEqual(carved.masks);
          expect(result.value.masks).toEqual(carved.masks);
          const f = facts(carved);
          expect(count).toBe(f.cells - f.pieces + f.loops);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('passages', () => {
  it('round-trips through JSON, tunnels and notes included', () => {
    fc.assert(
      fc.property(boardArb(), algorithmArb, seedArb, ({ topology, playable }, algorithm, seed) => {
        const rng = createRng(seed);
        const passages = carve(topology, algorithm, rng, { playable, branchiness: 0.3 });
        weave(passages, 5, rng);
        const again = passagesFromJSON(JSON.parse(JSON.stringify(passages)));
        expect(again.masks).toEqual(passages.masks);
        expect(again.holes).toEqual(passages.holes);
        expect(again.tunnels).toEqual(passages.tunnels);
        expect(again.notes).toEqual(passages.notes);
        expect(again.topology.spec).toEqual(topology.spec);
      }),
      { numRuns: 40 },
    );
  });

  it('reads its own JSON back as written (the object itself, unparsed), and changes to it too', () => {
    fc.assert(
      fc.property(boardArb(), algorithmArb, seedArb, ({ topology, playable }, algorithm, seed) => {
        const rng = createRng(seed);
        const passages = carve(topology, algorithm, rng, { playable });
        weave(passages, 3, rng);
        const json = passages.toJSON();
        const again = passagesFromJSON(json);
        // The second path: the same JSON through text, read from scratch.
        const parsed = passagesFromJSON(JSON.parse(JSON.stringify(json)));
        expect(again.masks).toEqual(parsed.masks);
        expect(again.holes).toEqual(parsed.holes);
        expect(again.tunnels).toEqual(parsed.tunnels);
        // A copy: changing what was read leaves the next read alone.
        again.masks.fill(0);
        expect(passagesFromJSON(json).masks).toEqual(parsed.masks);
      }),
      { numRuns: 40 },
    );
    // JSON changed after writing is read (and checked) as it now is.
    const t = createTopology({ kind: 'square', width: 2, height: 1 });
    const open = createPassages(t);
    open.open(0, 1);
    const json = open.toJSON();
    json.masks[0] = 0;
    expect(() => passagesFromJSON(json)).toThrow(/masks\[1\]/);
    json.masks[1] = 0;
    expect(passagesFromJSON(json).isOpen(0, 1)).toBe(false);
    const holed = createPassages(t).toJSON();
    holed.holes.push(1);
    expect(passagesFromJSON(holed).isHole(1)).toBe(true);
  });

  it('rejects JSON that is not a maze, naming the field', () => {
    const t = createTopology({ kind: 'square', width: 2, height: 1 });
    const good = createPassages(t).toJSON();
    expect(() => passagesFromJSON({ ...good, masks: [2, 0] })).toThrow(
      /masks\[0\] opens slot 1, which is not open from the other side/,
    );
    expect(() => passagesFromJSON({ ...good, masks: [64, 0] })).toThrow(
      /masks\[0\] is not a mask of cell 0's 4 slots/,
    );
    expect(() => passagesFromJSON({ ...good, holes: [5] })).toThrow(
      /holes\[0\] must be a cell 0–1 \(got 5\)/,
    );
    expect(() =>
      passagesFromJSON({ ...good, spec: { kind: 'square', width: 0, height: 1 } }),
    ).toThrow(/^spec: width/);
    expect(() => passagesFromJSON({ ...good, masks: [] })).toThrow(
      /masks must be an array of 2 numbers/,
    );
  });

  it('keeps tunnels consistent: checked on add, on JSON, and against holes', () => {
    const t = createTopology({ kind: 'square', width: 3, height: 1 });
    const p = createPassages(t);
    expect(() => p.addTunnel({ over: 1, a: 0, c: 2 })).toThrow(/not a free straight corridor/);
    const tall = createTopology({ kind: 'square', width: 3, height: 3 });
    const q = createPassages(tall);
    q.open(1, 0); // 1 ↔ 4
    q.open(4, 0); // 4 ↔ 7: cell 4 is a north–south corridor
    q.addTunnel({ over: 4, a: 3, c: 5 });
    expect(q.across(3, 1)).toBe(5);
    expect(() => q.addTunnel({ over: 4, a: 3, c: 5 })).toThrow(/not a free straight corridor/);
    expect(() => q.open(3, 1)).toThrow(/crossed by a tunnel/);
    expect(() => q.setHole(5, true)).toThrow(/part of a tunnel/);
    const json = q.toJSON();
    expect(passagesFromJSON(JSON.parse(JSON.stringify(json))).tunnels).toEqual([
      { over: 4, a: 3, c: 5 },
    ]);
    expect(() =>
      passagesFromJSON({ ...json, tunnels: [...json.tunnels, ...json.tunnels] }),
    ).toThrow(/tunnels\[1\]/);
    expect(() => passagesFromJSON({ ...json, tunnels: 'x' as never })).toThrow(
      /tunnels must be an array/,
    );
    expect(() => passagesFromJSON({ ...json, notes: [{}] as never })).toThrow(
      /notes must be an array of strings/,
    );
    expect([...distancesFrom(q, 1.5)].every((d) => d === -1)).toBe(true);
  });

  it('opens and closes both sides together, and refuses the border and holes', () => {
    const t = createTopology({ kind: 'hex', width: 3, height: 3 });
    const p = createPassages(t);
    p.open(4, 1);
    expect(p.isOpen(t.neighbor(4, 1), t.oppositeSlot(4, 1))).toBe(true);
    expect(p.degree(4)).toBe(1);
    p.close(t.neighbor(4, 1), t.oppositeSlot(4, 1));
    expect(p.isOpen(4, 1)).toBe(false);
    expect(() => p.open(0, 3)).toThrow(/slot 3 of cell 0 leads off the board/);
    p.setHole(1, true);
    expect(() => p.open(0, 0)).toThrow(/one is a hole/);
    expect(p.isRim(4)).toBe(true); // next to the hole
    const copy = p.clone();
    copy.open(4, 0);
    expect(p.isOpen(4, 0)).toBe(false);
  });
});

describe('facts and distances', () => {
  it('finds the true longest route of a perfect maze (checked against every pair)', () => {
    fc.assert(
      fc.property(
        boardArb({ max: 6, floors: false }),
        algorithmArb,
        seedArb,
        ({ topology, playable }, algorithm, seed) => {
          const passages = carve(topology, algorithm, createRng(seed), { playable });
          const pair = farthestPair(passages)!;
          let diameter = 0;
          for (let c = 0; c < topology.cellCount; c++) {
            if (passages.holes[c]) continue;
            for (const d of distancesFrom(passages, c)) diameter = Math.max(diameter, d);
          }
          expect(pair.distance).toBe(diameter);
          expect(distancesFrom(passages, pair.a)[pair.b]).toBe(diameter);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('counts dead ends and junctions from the degrees', () => {
    const t = createTopology({ kind: 'square', width: 3, height: 1 });
    const p = createPassages(t);
    p.open(0, 1);
    p.open(1, 1);
    expect(facts(p)).toEqual({ deadEnds: 2, junctions: 0, loops: 0, cells: 3, pieces: 1 });
    expect([...distancesFrom(p, 0)]).toEqual([0, 1, 2]);
    expect([...distancesFrom(p, 7)]).toEqual([-1, -1, -1]);
  });
});
