import { packageConfig } from '../../tooling/tsup.config.js';

// The batch worker is its own entry: the pool (`@knossos/core/worker-pool`) starts it in each
// worker thread, and is loaded only when a batch runs in Node, so browser bundles never pull
// piscina in.
export default packageConfig({
  index: 'src/index.ts',
  node: 'src/node.ts',
  'batch-worker': 'src/batch-worker.ts',
});
