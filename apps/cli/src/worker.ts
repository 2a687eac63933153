// The batch worker: a Piscina thread that makes one puzzle per task and writes its files.
import { type Job, type Made, makeOne } from './families.js';

export default function make(job: Job): Promise<Made> {
  return makeOne(job);
}
