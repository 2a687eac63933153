import { packageConfig } from '../../tooling/tsup.config.js';

// The batch worker is its own entry: a pool's threads load it by URL, beside the index.
export default packageConfig({ index: 'src/index.ts', 'batch-worker': 'src/batch-worker.ts' });
