// The settings of every level of the five maze packs, in play order (make-packs.mjs makes them
// from the seeds `<pack>-<level>`). `targetDifficulty` is the stars a level must rate.

const sq = (side, more = {}) => ({ grid: 'square', width: side, height: side, ...more });
const hex = (side, more = {}) => ({ grid: 'hex', width: side, height: side, ...more });
const tri = (rows, more = {}) => ({ grid: 'triangle', width: rows * 2, height: rows, ...more });
const ring = (rings, more = {}) => ({ grid: 'circular', rings, endpoints: 'outside-in', ...more });
const stars = (n) => ({ targetDifficulty: n });

/**
 * Classic: every grid, 6 × 6 up to 18 × 18 square, a hex star (18 × 18) and a circular heart,
 * 1★ rising to 5★.
 */
const classic = [
  sq(6, stars(1)),
  hex(6, stars(1)),
  tri(5, stars(1)),
  sq(9, stars(2)),
  ring(6, stars(2)),
  hex(18, { shape: 'star', ...stars(2) }),
  sq(12, stars(3)),
  tri(9, stars(3)),
  hex(12, stars(3)),
  ring(12, { shape: 'heart', ...stars(4) }),
  sq(15, stars(4)),
  sq(18, stars(5)),
];

/**
 * Dungeon: one new idea per level for the first seven (a key, gems, a switch, a portal, one-way
 * sides, traps, weave crossings), then mixes, ending with a 14 × 14 with keys, gems, traps, a
 * switch, a portal and one-way sides; 1★ rising to 5★, never a star down.
 */
const dungeon = [
  sq(7, { keys: 1, ...stars(1) }),
  sq(7, { gems: 2, ...stars(1) }),
  sq(8, { switches: 1, ...stars(2) }),
  sq(9, { portals: 1, ...stars(2) }),
  hex(8, { oneWays: 6, ...stars(2) }),
  sq(9, { traps: 0.1, braid: 0.3, ...stars(2) }),
  sq(10, { weave: 8, ...stars(3) }),
  hex(9, { keys: 1, gems: 2, ...stars(3) }),
  tri(8, { switches: 1, traps: 0.08, braid: 0.3, ...stars(3) }),
  ring(7, { keys: 1, portals: 1, oneWays: 4, ...stars(4) }),
  sq(12, { keys: 2, gems: 2, switches: 1, ...stars(5) }),
  sq(14, {
    keys: 2,
    gems: 3,
    traps: 0.08,
    switches: 1,
    portals: 1,
    oneWays: 6,
    braid: 0.2,
    ...stars(5),
  }),
];

/** A Roll board of `n` stars; more loops (braid 0.9) keep the rolls few on the 1★ boards. */
const rolling = (n, more = {}) => ({
  movement: 'roll',
  braid: n === 1 ? 0.9 : 0.6,
  ...stars(n),
  ...more,
});

/**
 * Roll: square and hex, 5 × 5 to 10 × 10, two levels per star from 1★ to 5★, the last with gems
 * and a portal. A hex board rolls long even when small: its 1★ is 5 × 5, found in more tries.
 */
const roll = [
  sq(6, rolling(1)),
  hex(5, rolling(1, { maxAttempts: 150 })),
  sq(7, rolling(2)),
  hex(7, rolling(2, { braid: 0.9 })),
  sq(8, rolling(3)),
  hex(8, rolling(3)),
  sq(9, rolling(4)),
  hex(9, rolling(4)),
  sq(10, rolling(5)),
  hex(10, rolling(5, { gems: 2, portals: 1 })),
];

const up = (floors, more = {}) => ({ floors, endpoints: 'outside-in', ...more });

/** Tower: 2 to 4 floors on every grid, some with a key or gems, rim to centre, 1★ rising to 5★. */
const tower = [
  sq(6, up(2, stars(1))),
  hex(6, up(2, stars(1))),
  tri(5, up(2, { keys: 1, ...stars(2) })),
  ring(4, up(2, stars(2))),
  sq(7, up(3, { gems: 2, ...stars(3) })),
  hex(7, up(3, { keys: 1, ...stars(3) })),
  ring(5, up(3, { gems: 2, ...stars(4) })),
  sq(8, up(4, { keys: 1, gems: 2, ...stars(5) })),
];

const racers = (players, more = {}) => ({ players, sharedGoal: true, ...more });

/** Race: 2 to 4 players on every grid, one shared goal, equal routes from fair starts. */
const race = [
  sq(8, racers(2)),
  hex(8, racers(2)),
  tri(7, racers(2)),
  ring(6, racers(2)),
  sq(10, racers(3)),
  hex(11, racers(3, { endpoints: 'outside-in' })),
  ring(8, racers(4)),
  hex(13, racers(4, { endpoints: 'outside-in' })),
];

/** Every maze pack by name, in the order the game lists them. */
export const MAZE_PACKS = { classic, dungeon, roll, tower, race };
