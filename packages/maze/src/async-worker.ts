// The worker thread of one async generation: says it started, makes the maze, posts it back.
import { parentPort, workerData } from 'node:worker_threads';
import { type AsyncTask, toMessage } from './async-task.js';
import { generate } from './generate.js';
import { generateVerified } from './verified.js';

const task = workerData as AsyncTask;
const options = task.timeMs === undefined ? {} : { timeMs: task.timeMs };
parentPort?.postMessage({ kind: 'started' });
try {
  const maze = task.verified
    ? generateVerified(task.settings, options)
    : generate(task.settings, options);
  parentPort?.postMessage({ kind: 'done', maze });
} catch (error) {
  parentPort?.postMessage({ kind: 'error', error: toMessage(error) });
}
