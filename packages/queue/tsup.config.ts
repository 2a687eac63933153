import { packageConfig } from '../../tooling/tsup.config.js';

export default packageConfig({ index: 'src/index.ts' });
