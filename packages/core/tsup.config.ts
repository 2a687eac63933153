import { packageConfig } from '../../tooling/tsup.config.js';

// The worker pool (piscina, node:os) is its own entry, so browser bundles never pull it in.
// Browsers get worker-pool-browser (the `browser` condition), which makes batches in the calling
// thread, so no app needs an alias for it.
export default packageConfig({
  index: 'src/index.ts',
  'worker-pool': 'src/worker-pool.ts',
  'worker-pool-browser': 'src/worker-pool-browser.ts',
});
