// In the browser there are no worker threads to pool: the families make a batch one puzzle after
// another when no pool is given, and never load this (the studio runs batches in a Web Worker).
/** The worker threads a pool would use: none in the browser (`null`: make puzzles in turn). */
export function poolThreads(): null {
  return null;
}

/**
 * The browser build's stand-in for a worker-thread pool: there is none.
 * @throws Error always (worker-thread pools exist only in Node).
 */
export function createWorkerPool(): never {
  throw new Error('worker-thread pools exist only in Node');
}

/** The workers a batch may use in the browser: 1 (the calling thread). */
export function availableWorkers(): number {
  return 1;
}
