import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectAll } from '../../../tooling/test-support/expect-all.js';
import {
  connected,
  generateNetwalk,
  hint,
  isSolved,
  jumble,
  lock,
  moveServer,
  NetwalkError,
  type NetwalkMode,
  type NetwalkPlay,
  newGame,
  rotate,
  shownMasks,
  undo,
} from './index.js';

/** One move of any kind, drawn by fast-check: a turn, a lock, a jumble or a server move. */
const moveArb = fc.oneof(
  fc.record({
    kind: fc.constant('turn' as const),
    cell: fc.nat(29),
    turns: fc.integer({ min: -3, max: 3 }),
  }),
  fc.record({ kind: fc.constant('lock' as const), cell: fc.nat(29) }),
  fc.record({ kind: fc.constant('jumble' as const), seed: fc.string({ maxLength: 4 }) }),
  fc.record({ kind: fc.constant('server' as const), cell: fc.nat(29) }),
);

type Move = typeof moveArb extends fc.Arbitrary<infer M> ? M : never;

function apply(play: NetwalkPlay, m: Move): NetwalkPlay {
  switch (m.kind) {
    case 'turn':
      return rotate(play, m.cell, m.turns);
    case 'lock':
      return lock(play, m.cell);
    case 'jumble':
      return jumble(play, m.seed);
    case 'server':
      return moveServer(play, m.cell);
  }
}

/** What a play shows and holds, to compare two plays by. */
const stateOf = (play: NetwalkPlay) => ({
  offsets: [...play.offsets],
  locked: [...play.locked],
  server: play.server,
});

const modeArb = fc.constantFrom<NetwalkMode>('bounded', 'torus', 'classic');

describe('play moves: lock, jumble, moveServer, turns both ways, undo', () => {
  it('undo takes back every kind of move exactly, one by one, to the start', () => {
    fc.assert(
      fc.property(
        modeArb,
        fc.string({ maxLength: 5 }),
        fc.array(moveArb, { maxLength: 25 }),
        (mode, seed, moves) => {
          const board = generateNetwalk({ width: 6, height: 5, mode, seed });
          const history: NetwalkPlay[] = [newGame(board)];
          for (const m of moves) {
            const before = history.at(-1)!;
            const after = apply(before, m);
            if (after === before) continue;
            expect(after.moves.length).toBe(before.moves.length + 1);
            expect(stateOf(undo(after))).toEqual(stateOf(before));
            history.push(after);
          }
          let play = history.at(-1)!;
          while (play.moves.length > 0) play = undo(play);
          expect(stateOf(play)).toEqual(stateOf(newGame(board)));
        },
      ),
      { numRuns: 150, seed: 2801 },
    );
  });

  it('anticlockwise after clockwise is the identity, a half turn twice too, and a locked tile never turns', () => {
    fc.assert(
      fc.property(modeArb, fc.string({ maxLength: 5 }), fc.nat(29), (mode, seed, cell) => {
        const play = newGame(generateNetwalk({ width: 6, height: 5, mode, seed }));
        expect([...rotate(rotate(play, cell, 1), cell, -1).offsets]).toEqual([...play.offsets]);
        expect([...rotate(rotate(play, cell, -1), cell, 1).offsets]).toEqual([...play.offsets]);
        expect([...rotate(rotate(play, cell, 2), cell, 2).offsets]).toEqual([...play.offsets]);
        const locked = lock(play, cell);
        expect(locked.locked[cell]).toBe(1);
        for (const turns of [1, -1, 2, 3]) expect(rotate(locked, cell, turns)).toBe(locked);
        expect(lock(locked, cell, true)).toBe(locked);
        expect(lock(locked, cell).locked[cell]).toBe(0);
      }),
      { numRuns: 100, seed: 2802 },
    );
  });

  it('a jumble leaves locked tiles as they were and is the same for the same seed', () => {
    fc.assert(
      fc.property(
        modeArb,
        fc.string({ maxLength: 5 }),
        fc.uniqueArray(fc.nat(29), { maxLength: 12 }),
        fc.string({ maxLength: 5 }),
        (mode, seed, cells, jumbleSeed) => {
          const board = generateNetwalk({ width: 6, height: 5, mode, seed });
          let play = newGame(board);
          for (const c of cells) play = rotate(lock(play, c), c, 1);
          const jumbled = jumble(play, jumbleSeed);
          expectAll((m) => {
            for (let c = 0; c < 30; c++) {
              m.is(jumbled.locked[c], play.locked[c], `lock of tile ${c}`);
              if (play.locked[c]) m.is(jumbled.offsets[c], play.offsets[c], `locked tile ${c}`);
            }
          });
          expect(stateOf(jumble(play, jumbleSeed))).toEqual(stateOf(jumbled));
        },
      ),
      { numRuns: 100, seed: 2803 },
    );
    // Over many seeds a jumble moves every unlocked tile now and then, never a locked one.
    const play = lock(newGame(generateNetwalk({ width: 6, height: 5, seed: 'jumble' })), 0);
    const moved = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const j = jumble(play, i);
      for (let c = 0; c < 30; c++) if (j.offsets[c] !== play.offsets[c]) moved.add(c);
    }
    expect(moved.has(0)).toBe(false);
    expect(moved.size).toBe(29);
  });

  it('moving the server lights what is joined to the new one, and wins the same', () => {
    fc.assert(
      fc.property(modeArb, fc.string({ maxLength: 5 }), fc.nat(29), (mode, seed, cell) => {
        const board = generateNetwalk({ width: 6, height: 5, mode, seed });
        const play = moveServer(newGame(board), cell);
        expect(play.server).toBe(cell);
        expect(connected(play)[cell]).toBe(1);
        const solved = moveServer({ ...newGame(board), offsets: new Uint8Array(30) }, cell);
        expect(isSolved(solved)).toBe(true);
        expect([...connected(solved)].every((v) => v === 1)).toBe(true);
        // Lit tiles are those joined to the server through matched openings.
        const masks = shownMasks(play);
        const lit = connected(play);
        expectAll((m) => {
          for (let c = 0; c < 30; c++) if (lit[c]) m.ok(masks[c] !== 0, `empty tile ${c} lit`);
        });
      }),
      { numRuns: 60, seed: 2804 },
    );
  });

  it('hints unlocked tiles first, and a tile locked the wrong way last, saying it is locked', () => {
    const board = generateNetwalk({ width: 6, height: 5, seed: 'hint-lock' });
    const first = hint(newGame(board))!;
    const play = lock(newGame(board), first.cell);
    const next = hint(play)!;
    expect(next.cell).not.toBe(first.cell);
    expect(next.locked).toBe(false);
    // Lock every tile: the only hints left are locked ones, and unlocking then turning follows them.
    let all = newGame(board);
    for (let c = 0; c < 30; c++) all = lock(all, c, true);
    for (let h = hint(all); h !== null; h = hint(all)) {
      expect(h.locked).toBe(true);
      all = rotate(lock(all, h.cell, false), h.cell, h.quarterTurns);
    }
    expect(isSolved(all)).toBe(true);
  });

  it('refuses cells off the board and seeds that are not seeds', () => {
    const play = newGame(generateNetwalk({ width: 4, height: 4, seed: 'odd' }));
    expect(() => lock(play, 16)).toThrow(NetwalkError);
    expect(() => moveServer(play, -1)).toThrow(/cell must be 0–15/);
    expect(() => jumble(play, Number.NaN)).toThrow(/seed must be/);
    expect(() => lock({ ...play, locked: new Uint8Array(3) }, 0)).toThrow(/play.locked/);
  });
});
