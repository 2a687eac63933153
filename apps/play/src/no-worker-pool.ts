// In the browser there are no worker threads to pool: the families make a batch one puzzle after
// another when no pool is given, and never load this (the studio runs batches in a Web Worker).
export function poolThreads(): null {
  return null;
}

export function createWorkerPool(): never {
  throw new Error('worker-thread pools exist only in Node');
}

export function availableWorkers(): number {
  return 1;
}
