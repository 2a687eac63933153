// The batch worker: a Piscina thread that makes one puzzle per task and writes its files.
// Errors cross back as plain data: a thrown error would lose its code and fields on the way.
import type { MessagePort } from 'node:worker_threads';
import { type Job, type Made, makeOne } from './make-one.js';

/**
 * One task: the job, and a port on which any message aborts the signal its family searches
 * under (a stop); a job that does not end by it is ended with its thread (see `job-pool.ts`).
 */
export interface Task {
  /** The puzzle to make. */
  readonly job: Job;
  /** Any message cancels the job's searches. */
  readonly cancel?: MessagePort;
}

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
  /** The file a refused write was for (a full disk). */
  readonly path?: string;
}

export default async function make({ job, cancel }: Task): Promise<Made | WorkerFailure> {
  const controller = new AbortController();
  cancel?.once('message', () => controller.abort());
  try {
    return await makeOne(job, controller.signal);
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
      ...(typeof (e as { path?: unknown })?.path === 'string'
        ? { path: (e as { path: string }).path }
        : {}),
    };
  } finally {
    cancel?.close();
  }
}
