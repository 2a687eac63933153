export { default } from '../../tooling/vitest.config.js';
