// Proof speed. Targets: a square 30 × 30 board with 6 keys, 8 gems, 4 switches and 4 portals
// proved in 150 ms; four rolling players with gems on a 14 × 14 board in 500 ms. The boards are
// made once by placeGimmicks (two step boards from seeds where everything asked for was placed,
// so both easy and hard layouts are timed); the timed part is the proof, on a fresh copy of the
// board each time so nothing compiled for it is reused.
import { braid, carve, farthestPair } from '@knossos/carving';
import { type Board, placeGimmicks, plainBoard, solveBoard } from '@knossos/gimmicks';
import { createRng } from '@knossos/random';
import { createTopology } from '@knossos/topology';
import { bench, describe } from 'vitest';

function stepBoard(seed: string): Board {
  const t = createTopology({ kind: 'square', width: 30, height: 30 });
  const passages = carve(t, 'recursive-backtracker', createRng(seed));
  const { a, b } = farthestPair(passages)!;
  const request = { keys: 6, gems: 8, switches: 4, portals: 4, stateBudget: 2_000_000 };
  const placed = placeGimmicks(plainBoard(passages.toJSON(), [a], [b]), request, createRng(seed));
  const got = [placed.board.keys, placed.board.gems, placed.board.switches, placed.board.portals];
  if (got.map((list) => list.length).join() !== '6,8,4,4') {
    throw new Error(`bench board ${seed} did not get every gimmick: ${placed.notes.join(' ')}`);
  }
  return placed.board;
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

const easy = stepBoard('bench-30-c');
const hard = stepBoard('bench-30-d');
const rolling = rollBoard();
let kept = 0;
const budget = { stateBudget: 2_000_000 };
const prove = (board: Board) => {
  kept ^= solveBoard(structuredClone(board), budget).par;
};

describe('proofs (30 × 30: 6 keys, 8 gems, 4 switches, 4 portals; 14 × 14: 4 rolling players, 3 gems)', () => {
  bench('solveBoard, square 30 × 30, layout c (target 150 ms)', () => prove(easy), {
    time: 3000,
    iterations: 10,
  });
  bench('solveBoard, square 30 × 30, layout d (target 150 ms)', () => prove(hard), {
    time: 3000,
    iterations: 10,
  });
  bench(
    'solveBoard, 4 rolling players on 14 × 14 with 3 gems (target 500 ms)',
    () => prove(rolling),
    {
      time: 8000,
      iterations: 10,
    },
  );
});

export { kept };
