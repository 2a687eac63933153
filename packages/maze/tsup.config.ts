import { packageConfig } from '../../tooling/tsup.config.js';

// The batch pool (the worker pool of @knossos/core, node:fs) is its own file, loaded only when a batch runs in
// Node, so browser bundles of the package never pull it in; its worker is another entry. The same
// for async generation's thread (async-thread) and its worker (async-worker).
export default packageConfig(
  {
    index: 'src/index.ts',
    'batch-pool': 'src/batch-pool.ts',
    'batch-worker': 'src/batch-worker.ts',
    'async-thread': 'src/async-thread.ts',
    'async-worker': 'src/async-worker.ts',
  },
  { external: ['./batch-pool.js', './async-thread.js'] },
);
