// One puzzle of a Flow batch, made the same here and in a worker thread.
import { generateVerifiedFlow } from './family-make.js';
import type { FlowPuzzle } from './puzzle.js';

/** One puzzle of a batch, as a worker thread receives it: plain data. @internal */
export interface FlowBatchTask {
  readonly settings: unknown;
  readonly seed: string;
  readonly stars?: number;
  readonly tries?: number;
  readonly timeMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One puzzle of a batch: verified generation with the task's seed. @internal */
export function makeBatchTask(task: FlowBatchTask, signal?: AbortSignal): Promise<FlowPuzzle> {
  const settings = isRecord(task.settings) ? task.settings : {};
  return generateVerifiedFlow(
    { ...settings, seed: task.seed },
    {
      ...(task.stars === undefined ? {} : { stars: task.stars }),
      ...(task.tries === undefined ? {} : { tries: task.tries }),
      ...(task.timeMs === undefined ? {} : { timeMs: task.timeMs }),
      ...(signal === undefined ? {} : { signal }),
    },
  );
}
