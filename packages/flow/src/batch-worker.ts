// One worker thread of a Flow batch pool: makes the puzzle of each task it is handed.
import { type FlowBatchTask, makeBatchTask } from './batch-task.js';
import type { FlowPuzzle } from './puzzle.js';

/** Makes one task's puzzle (verified generation with the task's seed). */
export default function work(task: FlowBatchTask): Promise<FlowPuzzle> {
  return makeBatchTask(task);
}
