// Proof speed: a square 30 × 30 board with keys, gems, switches and portals placed by placeGimmicks
// (target with 6 keys, 8 gems, 4 switches and 4 portals: 150 ms), and four rolling players with
// gems on a 14 × 14 board (target 500 ms). Boards are made once; the timed part is the proof.
import { braid, carve, farthestPair } from '@knossos/carving';
import { type Board, placeGimmicks, plainBoard, solveBoard } from '@knossos/gimmicks';
import { createRng } from '@knossos/random';
import { createTopology } from '@knossos/topology';
import { bench, describe } from 'vitest';

function stepBoard(): Board {
  const t = createTopology({ kind: 'square', width: 30, height: 30 });
  const passages = carve(t, 'recursive-backtracker', createRng('bench-30'));
  const { a, b } = farthestPair(passages)!;
  // The target asks for 8 gems too; with 4 switches as well, placement's proofs take minutes on
  // this board today, so the bench board holds 4 (see the package status).
  const request = { keys: 6, gems: 8, switches: 4, portals: 4, stateBudget: 2_000_000 };
  return placeGimmicks(plainBoard(passages.toJSON(), [a], [b]), request, createRng('bench-30'))
    .board;
}

function rollBoard(): Board {
  const t = createTopology({ kind: 'square', width: 14, height: 14 });
  const rng = createRng('bench-roll-a');
  const passages = carve(t, 'recursive-backtracker', rng);
  braid(passages, 0.9, rng);
  const corners = [0, 13, 14 * 13, 14 * 14 - 1];
  const plain = plainBoard(passages.toJSON(), corners, [7 * 14 + 7], {
    movement: 'roll',
    sharedGoal: true,
  });
  return placeGimmicks(plain, { gems: 3, stateBudget: 2_000_000 }, createRng('bench-roll')).board;
}

const step = stepBoard();
const rolling = rollBoard();
let kept = 0;
const budget = { stateBudget: 2_000_000 };

describe(`proofs (step board: ${step.keys.length} keys, ${step.gems.length} gems, ${step.switches.length} switches, ${step.portals.length} portals; roll board: 4 players, ${rolling.gems.length} gems)`, () => {
  bench(
    'solveBoard, square 30 × 30 with gimmicks (target 150 ms)',
    () => {
      kept ^= solveBoard(step, budget).par;
    },
    { time: 4000, iterations: 5 },
  );
  bench(
    'solveBoard, 4 rolling players on 14 × 14 with gems (target 500 ms)',
    () => {
      kept ^= solveBoard(rolling, budget).par;
    },
    { time: 4000, iterations: 5 },
  );
});

export { kept };
