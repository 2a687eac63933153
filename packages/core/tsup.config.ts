import { packageConfig } from '../../tooling/tsup.config.js';

// The worker pool (piscina, node:os) is its own entry, so browser bundles never pull it in.
export default packageConfig({ index: 'src/index.ts', 'worker-pool': 'src/worker-pool.ts' });
