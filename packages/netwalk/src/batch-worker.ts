// One worker thread of a batch pool: makes the verified puzzle of each task it is handed.
import { makeBatchPuzzle, type NetwalkBatchTask } from './batch.js';
import type { NetwalkPuzzle } from './puzzle.js';

export default function work(task: NetwalkBatchTask): Promise<NetwalkPuzzle> {
  return makeBatchPuzzle(task);
}
