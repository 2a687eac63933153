// The batch worker: a Piscina thread that makes one puzzle per task and writes its files.
// Errors cross back as plain data: a thrown error would lose its code and fields on the way.
import { type Job, type Made, makeOne } from './families.js';

/** An error from a worker, as plain data. */
export interface WorkerFailure {
  readonly failed: true;
  readonly message: string;
  readonly code?: string;
  readonly field?: string;
  readonly line?: number | null;
  readonly column?: number | null;
  readonly exitCode?: number;
  readonly stack?: string;
}

export default async function make(job: Job): Promise<Made | WorkerFailure> {
  try {
    return await makeOne(job);
  } catch (error) {
    const e = error as Partial<WorkerFailure> & Error;
    return {
      failed: true,
      message: e?.message ?? String(error),
      ...(typeof e?.code === 'string' ? { code: e.code } : {}),
      ...(typeof e?.field === 'string' ? { field: e.field } : {}),
      ...(e?.line !== undefined ? { line: e.line } : {}),
      ...(e?.column !== undefined ? { column: e.column } : {}),
      ...(typeof e?.exitCode === 'number' ? { exitCode: e.exitCode } : {}),
      ...(e?.stack ? { stack: e.stack } : {}),
    };
  }
}
