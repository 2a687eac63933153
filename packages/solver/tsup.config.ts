import { packageConfig } from '../../tooling/tsup.config.js';

export default packageConfig({ index: 'src/index.ts', z3: 'src/z3.ts' });
