// The Node side of async generation: one worker thread per call, ended at once on abort.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type AsyncTask, type ErrorMessage, fromMessage } from './async-task.js';
import type { MazeData } from './maze-data.js';

/**
 * The worker script: next to this module in the built package; when running from source (the
 * package's own tests), the built one in `dist/`.
 */
function workerFile(): URL {
  const beside = new URL('./async-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  return new URL('../dist/async-worker.js', import.meta.url);
}

type Reply =
  | { readonly kind: 'started' }
  | { readonly kind: 'done'; readonly maze: MazeData }
  | { readonly kind: 'error'; readonly error: ErrorMessage };

/**
 * Makes a task's maze on a worker thread of its own. On abort the thread is terminated (a proof
 * running there stops mid-search) and, once it is gone, the promise rejects with the signal's
 * reason. @internal
 */
export function runOnThread(
  task: AsyncTask,
  signal: AbortSignal | undefined,
  onStart: (() => void) | undefined,
): Promise<MazeData> {
  return new Promise((resolve, reject) => {
    // A worker takes the process's Node flags, but --input-type (for `node -e`) would stop a
    // worker file from loading.
    const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
    const worker = new Worker(workerFile(), { workerData: task, execArgv });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      // Settle once the thread has ended, so no thread outlives the promise.
      worker.terminate().then(outcome, outcome);
    };
    const abort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener('abort', abort, { once: true });
    worker.on('message', (reply: Reply) => {
      if (reply.kind === 'started') {
        if (!settled) onStart?.();
      } else if (reply.kind === 'done') {
        const { maze } = reply;
        finish(() => resolve(maze));
      } else {
        const error = fromMessage(reply.error);
        finish(() => reject(error));
      }
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => {
      finish(() => reject(new Error(`the maze's worker thread stopped (exit code ${code})`)));
    });
    if (signal?.aborted) abort();
  });
}
