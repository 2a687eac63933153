import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTopology } from './create-topology.js';
import {
  edgeKey,
  expectAll,
  sameEdge,
  sides,
  specArb,
  strictlyInside,
  topologyArb,
} from './test-support.test-util.js';
import type { Edge, Topology } from './types.js';

const runs = { numRuns: 60 };

describe('adjacency, on every kind with and without floors', () => {
  it('is reciprocal: neighbor(neighbor(c, s), oppositeSlot(c, s)) === c', () => {
    fc.assert(
      fc.property(topologyArb(), (t) =>
        expectAll((m) => {
          for (const [c, s, n] of sides(t)) {
            if (n === -1) {
              m.is(t.oppositeSlot(c, s), -1, `oppositeSlot(${c}, ${s}) off the board`);
              continue;
            }
            const back = t.oppositeSlot(c, s);
            m.is(t.neighbor(n, back), c, `neighbor(${n}, ${back}) back from ${c}/${s}`);
            m.is(t.oppositeSlot(n, back), s, `oppositeSlot(${n}, ${back}) back from ${c}/${s}`);
          }
        }),
      ),
      runs,
    );
  });

  it('has slotTo agree with neighbor, and -1 for cells that do not touch', () => {
    fc.assert(
      fc.property(topologyArb(), fc.nat(), fc.nat(), (t, x, y) => {
        expectAll((m) => {
          for (const [c, , n] of sides(t))
            if (n !== -1) m.is(t.neighbor(c, t.slotTo(c, n)), n, `slotTo(${c}, ${n})`);
        });
        const c = x % t.cellCount;
        const o = y % t.cellCount;
        const touching = Array.from({ length: t.slotCount(c) }, (_, s) =>
          t.neighbor(c, s),
        ).includes(o);
        expect(t.slotTo(c, o) >= 0).toBe(touching);
      }),
      runs,
    );
  });

  it('keeps the tables within their bounds: -1 past each slot count, slot counts ≤ maxSlots', () => {
    fc.assert(
      fc.property(topologyArb(), (t) => {
        expect(t.neighbors.length).toBe(t.cellCount * t.maxSlots);
        expectAll((m) => {
          for (let c = 0; c < t.cellCount; c++) {
            m.ok(t.slotCount(c) <= t.maxSlots, `slotCount(${c}) ${t.slotCount(c)} > maxSlots`);
            for (let s = t.slotCount(c); s < t.maxSlots; s++)
              m.is(t.neighbor(c, s), -1, `neighbor(${c}, ${s}) past the slot count`);
          }
        });
        expect(t.neighbor(-1, 0)).toBe(-1);
        expect(t.neighbor(t.cellCount, 0)).toBe(-1);
        expect(t.neighbor(0, t.maxSlots)).toBe(-1);
        expect(t.neighbor(0.5, 0)).toBe(-1);
      }),
      runs,
    );
  });

  it('is connected: every cell is reached from cell 0', () => {
    fc.assert(
      fc.property(topologyArb(), (t) => {
        const seen = new Uint8Array(t.cellCount);
        const queue = [0];
        seen[0] = 1;
        for (let i = 0; i < queue.length; i++) {
          for (let s = 0; s < t.slotCount(queue[i]!); s++) {
            const n = t.neighbor(queue[i]!, s);
            if (n !== -1 && !seen[n]) {
              seen[n] = 1;
              queue.push(n);
            }
          }
        }
        expect(queue.length).toBe(t.cellCount);
      }),
      runs,
    );
  });

  it('gives each kind its degree: square 4, hex 6, triangle 3 inside; torus 4 everywhere', () => {
    const expected = { square: 4, hex: 6, triangle: 3, torus: 4 } as const;
    fc.assert(
      fc.property(topologyArb({ floors: false }), (t) =>
        expectAll((m) => {
          for (let c = 0; c < t.cellCount; c++) {
            const degree = Array.from({ length: t.slotCount(c) }, (_, s) =>
              t.neighbor(c, s),
            ).filter((n) => n !== -1).length;
            const where = `degree of ${t.kind} cell ${c}`;
            if (t.kind === 'circular') {
              if (c === 0) m.is(degree, t.spec.kind === 'circular' ? t.spec.firstRing : -1, where);
              else m.is(degree, t.isRim(c) ? 3 : t.slotCount(c), where);
            } else if (t.kind === 'torus' || !t.isRim(c)) {
              m.is(degree, expected[t.kind], where);
            } else {
              m.ok(degree < expected[t.kind], `${where} on the rim: ${degree}`);
            }
          }
        }),
      ),
      runs,
    );
  });
});

describe('floors', () => {
  it('join every cell to the cell above and below through its stair slots', () => {
    fc.assert(
      fc.property(
        specArb().map((s) => ({ ...s, floors: 1 + ((s.floors ?? 1) % 4) + 1 })),
        (spec) => {
          const t = createTopology(spec);
          const base = t.base;
          expect(t.floors).toBe(spec.floors);
          expect(base.floors).toBe(1);
          expect(t.cellCount).toBe(base.cellCount * t.floors);
          const cells = Array.from({ length: t.cellCount }, (_, c) => c);
          expectAll((m) => {
            for (const c of cells) {
              const f = t.floorOf(c);
              const b = t.baseCell(c);
              m.is(t.at(f, b), c, `at(floorOf(${c}), baseCell(${c}))`);
              const up = t.upSlot(c);
              const down = t.downSlot(c);
              m.is(up === -1, f === t.floors - 1, `upSlot(${c}) is -1 (floor ${f})`);
              m.is(down === -1, f === 0, `downSlot(${c}) is -1 (floor ${f})`);
              if (up !== -1) m.is(t.neighbor(c, up), c + t.cellsPerFloor, `above ${c}`);
              if (down !== -1) m.is(t.neighbor(c, down), c - t.cellsPerFloor, `below ${c}`);
              // The base slots come first and match the base grid, shifted to this floor.
              for (let s = 0; s < base.slotCount(b); s++) {
                m.is(t.isStairSlot(c, s), false, `isStairSlot(${c}, ${s})`);
                const n = base.neighbor(b, s);
                m.is(t.neighbor(c, s), n === -1 ? -1 : t.at(f, n), `neighbor(${c}, ${s})`);
              }
              const stairs = [up, down].filter((s) => s !== -1);
              m.is(t.slotCount(c), base.slotCount(b) + stairs.length, `slotCount(${c})`);
              for (const s of stairs) {
                m.is(t.isStairSlot(c, s), true, `isStairSlot(${c}, ${s})`);
                m.is(t.edgeOf(c, s), null, `edgeOf(${c}, ${s}) of a stair`);
              }
              m.is(t.isRim(c), base.isRim(b), `isRim(${c})`);
            }
          });
          expect(cells.map((c) => t.coord(c))).toEqual(cells.map((c) => base.coord(t.baseCell(c))));
        },
      ),
      runs,
    );
  });
});

describe('geometry, on every kind with and without floors', () => {
  it('gives both sides of a wall the same segment or arc (a torus: one period apart)', () => {
    fc.assert(
      fc.property(topologyArb(), (t) => {
        // Not merely equal to rounding: the same numbers, so exact de-duplication works.
        const numbers = (g: Edge) =>
          g.kind === 'arc'
            ? [g.center.x, g.center.y, g.radius, g.start, g.end]
            : [g.a.x, g.a.y, g.b.x, g.b.y];
        expectAll((m) => {
          for (const [c, s, n] of sides(t)) {
            if (n === -1 || t.isStairSlot(c, s)) continue;
            const e = t.edgeOf(c, s)!;
            const f = t.edgeOf(n, t.oppositeSlot(c, s))!;
            if (t.kind !== 'torus') {
              m.ok(sameEdge(e, f), `${c}/${s} vs ${n}`);
              const [mine, theirs] = [numbers(e), numbers(f)];
              m.ok(
                e.kind === f.kind && theirs.every((x, i) => Object.is(x, mine[i])),
                `${c}/${s} vs ${n}: ${theirs.join(' ')} is not exactly ${mine.join(' ')}`,
              );
              continue;
            }
            const { width, height } = t.spec as { width: number; height: number };
            const shifts = [-1, 0, 1].flatMap((i) =>
              [-1, 0, 1].map((j) => [i * width, j * height]),
            );
            m.ok(
              shifts.some(([dx, dy]) => sameEdge(e, f, dx, dy)),
              `${c}/${s} vs ${n}, one period apart`,
            );
          }
        });
      }),
      runs,
    );
  });

  it('finds each cell at its own centre, and every centre inside the bounds', () => {
    fc.assert(
      fc.property(topologyArb(), (t) => {
        const { min, max } = t.bounds();
        expectAll((m) => {
          for (let c = 0; c < t.cellCount; c++) {
            const p = t.center(c);
            m.is(t.cellAt(p), c, `cellAt(center(${c}))`);
            m.ok(
              p.x > min.x && p.x < max.x && p.y > min.y && p.y < max.y,
              `center(${c}) ${p.x},${p.y} outside the bounds`,
            );
          }
        });
      }),
      runs,
    );
  });

  it('answers -1 for points off the board or not finite, and never hangs', () => {
    fc.assert(
      fc.property(
        topologyArb(),
        fc.constantFrom(
          Number.NaN,
          Number.POSITIVE_INFINITY,
          Number.NEGATIVE_INFINITY,
          1e17,
          -1e17,
        ),
        (t, bad) => {
          const { min, max } = t.bounds();
          const mid = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2 };
          expect(t.cellAt({ x: bad, y: mid.y })).toBe(-1);
          expect(t.cellAt({ x: mid.x, y: bad })).toBe(-1);
          expect(t.cellAt({ x: min.x - 0.01, y: mid.y })).toBe(-1);
          expect(t.cellAt({ x: mid.x, y: max.y + 0.01 })).toBe(-1);
        },
      ),
      runs,
    );
  });

  it('names a cell only for points inside it or on its walls', () => {
    fc.assert(
      fc.property(
        topologyArb(),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1 }), fc.double({ min: 0, max: 1 })), {
          minLength: 30,
          maxLength: 30,
        }),
        (t, points) => {
          const { min, max } = t.bounds();
          expectAll((m) => {
            for (const [u, v] of points) {
              const p = { x: min.x + u * (max.x - min.x), y: min.y + v * (max.y - min.y) };
              const found = t.cellAt(p);
              // A negative margin accepts points up to 1e-7 outside the walls.
              if (found >= 0) m.ok(strictlyInside(t, found, p, -1e-7), `${found} at ${p.x},${p.y}`);
            }
          });
        },
      ),
      runs,
    );
  });

  it('puts a point inside exactly the cell cellAt names (checked against the walls)', () => {
    fc.assert(
      fc.property(
        topologyArb(),
        fc.array(fc.tuple(fc.double({ min: -0.1, max: 1.1 }), fc.double({ min: -0.1, max: 1.1 })), {
          minLength: 20,
          maxLength: 20,
        }),
        (t, points) => {
          const { min, max } = t.bounds();
          expectAll((m) => {
            for (const [u, v] of points) {
              if (Number.isNaN(u) || Number.isNaN(v)) continue;
              const p = { x: min.x + u * (max.x - min.x), y: min.y + v * (max.y - min.y) };
              const found = t.cellAt(p);
              const inside: number[] = [];
              for (let c = 0; c < t.cellCount; c++) if (strictlyInside(t, c, p)) inside.push(c);
              // A point strictly inside a cell is found there; a point on no cell's inside is on
              // a wall (found in a neighbouring cell) or off the board.
              m.ok(inside.length <= 1, `${p.x},${p.y} inside ${inside.join(', ')}`);
              if (inside.length === 1) m.is(found, inside[0], `cellAt(${p.x}, ${p.y})`);
            }
          });
        },
      ),
      runs,
    );
  });

  it('pairs walls by geometry exactly as the neighbour table pairs sides', () => {
    // A second code path for adjacency: two cells are neighbours when they share a wall.
    fc.assert(
      fc.property(topologyArb({ floors: false }), (t) => {
        const byWall = new Map<string, [number, number][]>();
        for (const [c, s] of sides(t)) {
          const key = edgeKey(t.edgeOf(c, s)!);
          byWall.set(key, [...(byWall.get(key) ?? []), [c, s]]);
        }
        expectAll((m) => {
          for (const [c, s, n] of sides(t)) {
            const sharing = byWall.get(edgeKey(t.edgeOf(c, s)!))!;
            const others = sharing.filter(([d]) => d !== c);
            if (t.kind === 'torus' && others.length === 0) {
              // A wrapping side: its twin is a period away.
              m.ok(t.neighbor(c, s) !== -1, `wrapping side ${c}/${s} has no neighbour`);
              continue;
            }
            m.ok(sharing.length <= 2, `${sharing.length} sides share the wall of ${c}/${s}`);
            m.is(n, others.length === 1 ? others[0]![0] : -1, `neighbor(${c}, ${s})`);
            if (n !== -1) m.is(t.oppositeSlot(c, s), others[0]![1], `oppositeSlot(${c}, ${s})`);
          }
        });
      }),
      runs,
    );
  });

  it('marks as rim exactly the cells with a wall on the board border', () => {
    fc.assert(
      fc.property(topologyArb(), (t) =>
        expectAll((m) => {
          for (let c = 0; c < t.cellCount; c++) {
            const b = t.baseCell(c);
            const border = Array.from({ length: t.base.slotCount(b) }, (_, s) =>
              t.base.neighbor(b, s),
            ).includes(-1);
            m.is(t.isRim(c), border, `isRim(${c})`);
          }
        }),
      ),
      runs,
    );
  });
});

describe('spec', () => {
  it('rebuilds the same topology from topology.spec', () => {
    fc.assert(
      fc.property(topologyArb(), (t: Topology) => {
        const again = createTopology(t.spec);
        expect(again.spec).toEqual(t.spec);
        // Compared as booleans, element by element: toEqual walks a typed array slowly, and a
        // failing one would print the whole table.
        const same = (a: Int32Array | Int8Array, b: Int32Array | Int8Array) =>
          a.constructor === b.constructor && a.length === b.length && a.every((x, i) => x === b[i]);
        expect(same(again.neighbors, t.neighbors)).toBe(true);
        expect(same(again.opposites, t.opposites)).toBe(true);
      }),
      runs,
    );
  });

  it('names the field that describes no board', () => {
    const bad: [unknown, RegExp][] = [
      [{ kind: 'square', width: 0, height: 3 }, /^width must be an integer 1–/],
      [{ kind: 'square', width: 2.5, height: 3 }, /width .*\(got 2.5\)/],
      [{ kind: 'hex', width: 3 }, /height .*\(got nothing\)/],
      [{ kind: 'torus', width: 1, height: 5 }, /width must be an integer 2–/],
      [{ kind: 'triangle', width: 1, height: 5 }, /width must be an integer 2–/],
      [{ kind: 'circular', rings: 0 }, /rings must be an integer 1–/],
      [
        { kind: 'circular', rings: 3, firstRing: 2 },
        /firstRing must be 0 or an integer 3–12 \(got 2\)/,
      ],
      [
        { kind: 'circular', rings: 3, firstRing: 13 },
        /firstRing must be 0 or an integer 3–12 \(got 13\)/,
      ],
      [{ kind: 'circular', rings: 4097 }, /rings must be an integer 1–4096/],
      [{ kind: 'square', width: 3n, height: 3 }, /width .*\(got 3n\)/],
      [{ kind: 'square', width: '3', height: 3 }, /width .*\(got "3"\)/],
      [
        { kind: 'square', width: 3, height: 3, floors: 9 },
        /floors must be an integer 1–8 \(got 9\)/,
      ],
      [{ kind: 'octagon', width: 3, height: 3 }, /kind must be one of square, hex/],
      [
        { kind: 'square', width: 10_000, height: 10_000 },
        /100000000 cells of up to 4 slots, 400000000 table entries, more than the 67108864 allowed/,
      ],
      [{ kind: 'circular', rings: 2000, floors: 8 }, /table entries, more than/],
      [null, /spec must be an object/],
    ];
    for (const [spec, message] of bad) {
      expect(() => createTopology(spec as never)).toThrow(message);
    }
    expect(() => createTopology({ kind: 'square', width: 0, height: 1 })).toThrow(
      expect.objectContaining({ code: 'KNOSSOS_TOPOLOGY', field: 'width' }),
    );
  });

  it('refuses cells and slots out of range where it cannot answer -1', () => {
    const t = createTopology({ kind: 'square', width: 2, height: 2 });
    expect(() => t.center(4)).toThrow(/cell 4 is out of range \(0–3\)/);
    expect(() => t.edgeOf(0, 4)).toThrow(/slot 4 is out of range for cell 0 \(0–3\)/);
    expect(() => t.at(1, 0)).toThrow(/floor 1 is out of range \(0–0\)/);
    expect(t.slotCount(9)).toBe(0);
    expect(t.cellAt({ x: -0.5, y: 0.5 })).toBe(-1);
    expect(t.cellAt({ x: 2, y: 0.5 })).toBe(-1);
    for (const bad of [-1, 4, 2.5, Number.NaN]) {
      expect(t.floorOf(bad)).toBe(-1);
      expect(t.baseCell(bad)).toBe(-1);
      expect(t.upSlot(bad)).toBe(-1);
    }
    const tower = createTopology({ kind: 'square', width: 2, height: 2, floors: 2 });
    expect(tower.isStairSlot(0, 4)).toBe(true);
    expect(tower.isStairSlot(0, 4.5)).toBe(false);
    expect(tower.isStairSlot(0, '4' as unknown as number)).toBe(false);
  });

  it('freezes its spec', () => {
    const t = createTopology({ kind: 'hex', width: 3, height: 3, floors: 2 });
    expect(Object.isFrozen(t.spec)).toBe(true);
    expect(Object.isFrozen(t.base.spec)).toBe(true);
  });
});

describe('recent topologies', () => {
  it('hands out the same topology for the same board, but keeps no huge one', () => {
    const spec = { kind: 'hex', width: 9, height: 7, floors: 2 } as const;
    // Compared as booleans: a failing toBe would print the whole topology.
    expect(createTopology(spec) === createTopology({ ...spec })).toBe(true);
    expect(createTopology(spec) === createTopology({ ...spec, floors: 3 })).toBe(false);
    // 300,000 cells × 4 slots is past the 2²⁰ entries kept.
    const huge = { kind: 'square', width: 600, height: 500 } as const;
    const first = createTopology(huge);
    expect(first === createTopology({ ...huge })).toBe(false);
  });
});
