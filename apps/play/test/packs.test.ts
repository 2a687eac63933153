// Every shipped level is played to par by its stored solution through the game's own play code
// (MazeGame, the Flow and Netwalk sessions) and, as a cross-check, straight through the
// libraries' rules; the packs hold what the issue lists; a level per pack rebuilds byte for byte.
import { readFileSync } from 'node:fs';
import { familyNamed } from '@knossos/families';
import type { FlowPuzzle } from '@knossos/flow';
import { generateVerified, isRace, type MazeData } from '@knossos/maze';
import type { NetwalkPuzzle } from '@knossos/netwalk';
import { describe, expect, it } from 'vitest';
import { flowPar } from '../src/flow/flow-session.js';
import { type LevelPack, PACKS, packNamed, parsePack } from '../src/modes/packs.js';
import { netwalkPar } from '../src/netwalk/netwalk-session.js';
import { playFlowSession, playMazeGame, playNetwalkSession } from './pack-play.test-util.js';
import { replayFlow, replayMaze, replayNetwalk } from './pack-rules.test-util.js';

const NAMES = ['classic', 'dungeon', 'roll', 'tower', 'race', 'flow', 'netwalk'] as const;
const SIZES = { classic: 12, dungeon: 12, roll: 10, tower: 8, race: 8, flow: 30, netwalk: 30 };

const textOf = (name: string) =>
  readFileSync(new URL(`../packs/${name}.pack.json`, import.meta.url), 'utf8');
const packs = new Map(NAMES.map((name) => [name, parsePack(textOf(name), name)]));
const pack = (name: (typeof NAMES)[number]) => packs.get(name) as LevelPack;
const mazes = (name: (typeof NAMES)[number]) => pack(name).levels as MazeData[];
const verdictOf = (p: LevelPack, level: unknown) => familyNamed(p.family).verdict(level);

describe('the shipped packs', () => {
  it('are the seven packs, of the sizes the issue lists, as the game reads them', () => {
    expect(PACKS.map((p) => p.name)).toEqual([...NAMES]);
    for (const name of NAMES) {
      expect(pack(name).levels.length, name).toBe(SIZES[name]);
      expect(packNamed(name).levels.length).toBe(SIZES[name]);
      expect(packNamed(name).family).toBe(pack(name).family);
    }
    const mazeLevels = NAMES.filter((n) => pack(n).family === 'maze');
    expect(mazeLevels.reduce((sum, n) => sum + pack(n).levels.length, 0)).toBe(50);
    expect(pack('flow').family).toBe('flow');
    expect(pack('netwalk').family).toBe('netwalk');
    expect(() => packNamed('nothing')).toThrow(/no level pack/);
  });

  it('hold only levels proven solvable, unique where the family proves it, and rated', () => {
    for (const name of NAMES) {
      const p = pack(name);
      for (const [i, level] of p.levels.entries()) {
        const v = verdictOf(p, level);
        expect(v.solvable, `${name} ${i + 1}`).toBe(true);
        expect(v.timedOut, `${name} ${i + 1}`).toBe(false);
        expect(v.stars, `${name} ${i + 1}`).toBeGreaterThanOrEqual(1);
        expect(familyNamed(p.family).meetsRequest(level), `${name} ${i + 1}`).toBe(true);
        if (p.family !== 'maze') expect(v.unique, `${name} ${i + 1}`).toBe(true);
      }
    }
  });
});

describe('every level played to par through the game’s own play code', () => {
  for (const name of ['classic', 'dungeon', 'roll', 'tower', 'race'] as const) {
    it(`${name}: MazeGame, pushed toward each next cell of the stored solution, wins at par`, () => {
      for (const [i, maze] of mazes(name).entries()) {
        const at = `${name} ${i + 1}`;
        const played = playMazeGame(maze);
        const par = verdictOf(pack(name), maze).par;
        const { playerPars } = maze.verdict;
        expect(played.won, at).toBe(true);
        expect(played.early, at).toBe(false);
        expect(played.wonEvents.length, at).toBe(1);
        expect(played.wonEvents[0]?.moves, at).toBe(played.moves);
        if (isRace(maze.board)) {
          // The first player home wins, in its own par (the others are a move short of theirs).
          expect(played.winner, at).toBeGreaterThanOrEqual(0);
          expect(played.playerMoves[played.winner], at).toBe(playerPars[played.winner]);
          expect(played.moves, at).toBe(played.playerMoves.reduce((a, b) => a + b, 0));
        } else {
          expect(played.moves, at).toBe(par);
          expect(played.wonEvents[0]?.par, at).toBe(par);
        }
      }
    });
  }

  it('the same play, on boards with a goal per player (none shipped yet), by choosePlayer', () => {
    for (const more of [{}, { grid: 'hex', floors: 2 }] as const) {
      const maze = generateVerified({
        grid: 'square',
        width: 6,
        height: 6,
        players: 2,
        sharedGoal: false,
        seed: 'pack-play-two-goals',
        ...more,
      });
      expect(isRace(maze.board)).toBe(false);
      const played = playMazeGame(maze);
      expect([played.won, played.early]).toEqual([true, false]);
      expect(played.playerMoves).toEqual(maze.verdict.playerPars);
      expect(played.moves).toBe(maze.verdict.par);
    }
  });

  it('flow: the session’s strokes along each colour’s stored line solve it in par moves', () => {
    for (const [i, level] of (pack('flow').levels as FlowPuzzle[]).entries()) {
      const played = playFlowSession(level);
      expect(played.won, `flow ${i + 1}`).toBe(true);
      expect(played.early, `flow ${i + 1}`).toBe(false);
      expect(played.moves, `flow ${i + 1}`).toBe(flowPar(level));
      expect(played.moves, `flow ${i + 1}`).toBe(level.dots.length / 2);
    }
  });

  it('netwalk: the session’s tile turns to the stored solution solve it in par quarter-turns', () => {
    for (const [i, puzzle] of (pack('netwalk').levels as NetwalkPuzzle[]).entries()) {
      const played = playNetwalkSession(puzzle);
      expect(played.won, `netwalk ${i + 1}`).toBe(true);
      expect(played.early, `netwalk ${i + 1}`).toBe(false);
      expect(played.moves, `netwalk ${i + 1}`).toBe(verdictOf(pack('netwalk'), puzzle).par);
      expect(played.moves, `netwalk ${i + 1}`).toBe(netwalkPar(puzzle));
    }
  });
});

describe('cross-check: every level replayed straight through the libraries’ rules', () => {
  for (const name of ['classic', 'dungeon', 'roll', 'tower', 'race'] as const) {
    it(`${name}: newGame + tryStep / roll, the stored cells in order (a race until all are home), in par`, () => {
      for (const [i, maze] of mazes(name).entries()) {
        const replay = replayMaze(maze);
        expect(replay.early, `${name} ${i + 1}`).toBe(false);
        expect(replay.solved, `${name} ${i + 1}`).toBe(true);
        expect(replay.moves, `${name} ${i + 1}`).toBe(verdictOf(pack(name), maze).par);
      }
    });
  }

  it('flow: drawPath along lines walked from the solution grid fills the board and solves it', () => {
    for (const [i, level] of (pack('flow').levels as FlowPuzzle[]).entries()) {
      const replay = replayFlow(level);
      expect(replay.covered, `flow ${i + 1}`).toBe(true);
      expect(replay.solved, `flow ${i + 1}`).toBe(true);
      expect(replay.early, `flow ${i + 1}`).toBe(false);
    }
  });

  it('netwalk: rotate, the shorter way round, to the stored solution in par quarter-turns', () => {
    for (const [i, puzzle] of (pack('netwalk').levels as NetwalkPuzzle[]).entries()) {
      const replay = replayNetwalk(puzzle);
      expect(replay.solved, `netwalk ${i + 1}`).toBe(true);
      expect(replay.early, `netwalk ${i + 1}`).toBe(false);
      expect(replay.moves, `netwalk ${i + 1}`).toBe(puzzle.verdict.par);
    }
  });
});

/** The ideas a dungeon level uses, by the board's gimmicks. */
function ideas(maze: MazeData): string[] {
  const b = maze.board;
  const has: [string, boolean][] = [
    ['key', b.keys.length > 0 && b.doors.length > 0],
    ['gems', b.gems.length > 0],
    ['switch', b.switches.length > 0 && b.gates.length > 0],
    ['portal', b.portals.length > 0],
    ['one-way', b.oneWays.length > 0],
    ['traps', b.traps.length > 0],
    ['weave', b.passages.tunnels.length > 0],
  ];
  return has.filter(([, on]) => on).map(([idea]) => idea);
}

const gridOf = (maze: MazeData) => maze.board.passages.spec.kind;
const floorsOf = (maze: MazeData) => maze.board.passages.spec.floors ?? 1;
const side = (maze: MazeData) => [maze.settings.width, maze.settings.height];
const starsOf = (levels: readonly MazeData[]) => levels.map((m) => m.verdict.difficulty);

/** Stars from 1★ to 5★ that never drop by more than one from a level to the next. */
function expectRamp(stars: readonly number[], at: string): void {
  expect(stars[0], at).toBe(1);
  expect(stars.at(-1), at).toBe(5);
  for (let i = 1; i < stars.length; i++) {
    expect(stars[i]!, `${at} ${i + 1}`).toBeGreaterThanOrEqual(stars[i - 1]! - 1);
  }
}

describe('what each pack holds', () => {
  it('classic: every grid, 6 × 6 up to 18 × 18 square, a hex star, a circular heart, 1★ rising to 5★', () => {
    const levels = mazes('classic');
    expect(new Set(levels.map(gridOf))).toEqual(new Set(['square', 'hex', 'triangle', 'circular']));
    expect([gridOf(levels[0]!), ...side(levels[0]!)]).toEqual(['square', 6, 6]);
    expect([gridOf(levels.at(-1)!), ...side(levels.at(-1)!)]).toEqual(['square', 18, 18]);
    const squares = levels.filter((m) => gridOf(m) === 'square').map((m) => m.settings.width);
    expect(Math.min(...squares)).toBe(6);
    expect(Math.max(...squares)).toBe(18);
    expect(levels.some((m) => gridOf(m) === 'hex' && m.settings.shape === 'star')).toBe(true);
    for (const m of levels.filter((l) => gridOf(l) !== 'circular')) {
      expect(
        Math.max(m.settings.width, m.settings.height * (gridOf(m) === 'triangle' ? 2 : 1)),
      ).toBeLessThanOrEqual(18);
      expect(Math.min(...side(m))).toBeGreaterThanOrEqual(5);
    }
    expect(levels.some((m) => gridOf(m) === 'circular' && m.settings.shape === 'heart')).toBe(true);
    const stars = starsOf(levels);
    expect(stars[0]).toBe(1);
    expect(stars.at(-1)).toBe(5);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    expect(levels.every((m) => ideas(m).length === 0 && m.board.starts.length === 1)).toBe(true);
  });

  it('dungeon: one new idea per level for seven levels, then mixes, ending on a 14 × 14 of six, 1★ rising to 5★', () => {
    const levels = mazes('dungeon');
    expectRamp(starsOf(levels), 'dungeon');
    const first = ['key', 'gems', 'switch', 'portal', 'one-way', 'traps', 'weave'];
    for (const [i, idea] of first.entries())
      expect(ideas(levels[i]!), `level ${i + 1}`).toEqual([idea]);
    for (const m of levels.slice(7)) expect(ideas(m).length).toBeGreaterThanOrEqual(2);
    const last = levels.at(-1)!;
    expect([gridOf(last), ...side(last)]).toEqual(['square', 14, 14]);
    expect(ideas(last)).toEqual(
      expect.arrayContaining(['key', 'gems', 'traps', 'switch', 'portal', 'one-way']),
    );
  });

  it('roll: square and hex rolling boards, 5 × 5 to 10 × 10, 1★ to 5★, the last with gems and a portal', () => {
    const levels = mazes('roll');
    const stars = starsOf(levels);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    expect([stars[0], stars.at(-1)]).toEqual([1, 5]);
    expect(new Set(stars)).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(levels.every((m) => m.board.movement === 'roll')).toBe(true);
    expect(new Set(levels.map(gridOf))).toEqual(new Set(['square', 'hex']));
    const sides = levels.flatMap(side);
    expect([Math.min(...sides), Math.max(...sides)]).toEqual([5, 10]);
    expect(ideas(levels.at(-1)!)).toEqual(expect.arrayContaining(['gems', 'portal']));
    expect(levels.every((m) => m.settings.braid >= 0.5)).toBe(true);
  });

  it('tower: 2 to 4 floors on every grid, some with a key or gems, the goal on the top floor, 1★ rising to 5★', () => {
    const levels = mazes('tower');
    expectRamp(starsOf(levels), 'tower');
    expect(new Set(levels.map(floorsOf))).toEqual(new Set([2, 3, 4]));
    expect(new Set(levels.map(gridOf))).toEqual(new Set(['square', 'hex', 'triangle', 'circular']));
    expect(levels.some((m) => m.board.keys.length > 0)).toBe(true);
    expect(levels.some((m) => m.board.gems.length > 0)).toBe(true);
    for (const m of levels) {
      const perFloor = m.board.passages.masks.length / floorsOf(m);
      expect(Math.floor(m.board.starts[0]! / perFloor)).toBe(0);
      expect(Math.floor(m.board.goals[0]! / perFloor)).toBe(floorsOf(m) - 1);
    }
  });

  it('race: 2 to 4 players on every grid, one goal, equal routes from fair starts', () => {
    const levels = mazes('race');
    expect(new Set(levels.map((m) => m.board.starts.length))).toEqual(new Set([2, 3, 4]));
    expect(new Set(levels.map(gridOf))).toEqual(new Set(['square', 'hex', 'triangle', 'circular']));
    for (const m of levels) {
      expect(m.board.sharedGoal).toBe(true);
      expect(m.verdict.fair).toBe(true);
      expect(new Set(m.verdict.playerPars).size).toBe(1);
    }
  });

  it('flow: 5 × 5 rising to 14 × 14; netwalk: 5 × 5 to 13 × 11, bounded and torus', () => {
    const flow = pack('flow').levels as FlowPuzzle[];
    const cells = flow.map((l) => l.width * l.height);
    expect(cells).toEqual([...cells].sort((a, b) => a - b));
    expect([flow[0]!.width, flow[0]!.height, flow.at(-1)!.width, flow.at(-1)!.height]).toEqual([
      5, 5, 14, 14,
    ]);
    const stars = flow.map((l) => l.verdict.stars);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    const net = pack('netwalk').levels as NetwalkPuzzle[];
    expect([net[0]!.width, net[0]!.height, net.at(-1)!.width, net.at(-1)!.height]).toEqual([
      5, 5, 13, 11,
    ]);
    expect(new Set(net.map((p) => p.mode))).toEqual(new Set(['bounded', 'torus']));
  });
});

describe('a level per pack rebuilds from its stored seed and settings', () => {
  for (const name of NAMES) {
    it(`${name}: byte for byte`, async () => {
      const p = pack(name);
      const family = familyNamed(p.family);
      const index = Math.floor(p.levels.length / 2);
      const line = textOf(name).split('\n')[1 + index]!.replace(/,$/, '');
      const level = p.levels[index]!;
      const settings = family.settingsOf(level);
      expect(settings).not.toBeNull();
      expect(family.seedOf(level)).not.toBe('');
      const again = await family.generate({ ...settings, seed: family.seedOf(level) });
      expect(JSON.stringify(family.toPuzzleFile(again))).toBe(line);
    });
  }
});
