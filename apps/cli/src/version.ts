// The version of the `knossos` command, read from its package.json at run time.

import { createRequire } from 'node:module';

// `../package.json` is resolved from this module's own URL: from src/ and from the bundle in
// dist/ alike it names the app's package.json, so this file stays at the top of src/.
const require = createRequire(import.meta.url);

/** The `version` field of @knossos/cli's package.json, such as `0.0.0`. */
export const VERSION = (require('../package.json') as { version: string }).version;
