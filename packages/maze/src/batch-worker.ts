// One worker thread of a batch pool: makes the maze of each task it is handed.
import { type BatchTask, makeOne } from './batch.js';
import type { MazeData } from './generate.js';

export default function work(task: BatchTask): MazeData {
  return makeOne(task);
}
