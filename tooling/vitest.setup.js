// Runs before every test file of every package (see vitest.config.js): fast-check draws from a
// fixed seed, so a property test does the same work, and passes or fails the same way, on every
// machine and in every run. A failure prints the seed and the path that reproduce it.
//
// To explore beyond the fixed seed, set KNOSSOS_FC_SEED: a number runs that seed, `random` lets
// fast-check pick a new one per run (it is printed on failure). A seed that finds a bug once
// becomes a regression fixture beside the property, not a new default.
import fc from 'fast-check';

/** The seed every property runs with unless KNOSSOS_FC_SEED says otherwise. */
export const FIXED_SEED = 20_261_201;

const asked = process.env.KNOSSOS_FC_SEED?.trim();
if (asked !== 'random') {
  const seed = asked === undefined || asked === '' ? FIXED_SEED : Number(asked);
  if (!Number.isSafeInteger(seed)) {
    throw new Error(`KNOSSOS_FC_SEED: ${JSON.stringify(asked)} is neither an integer nor "random"`);
  }
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
