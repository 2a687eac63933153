// How the stars of each preset spread: over 40 seeds per preset, a histogram of the stars that
// plain `generate` makes (1★ … 5★), and for presets with a target difficulty the same with
// `generateVerified`. Printed once at collection; each bench then times one preset's maze, the
// next seed each iteration.
import { bench, describe } from 'vitest';
import { generate, generateVerified, presets } from './index.js';

const SEEDS = 40;

/** Counts of 1★ … 5★ over `SEEDS` seeds, as `1★ 0 · 2★ 3 · …`. */
function histogram(make: (seed: string) => number): string {
  const counts = [0, 0, 0, 0, 0];
  for (let i = 0; i < SEEDS; i++) {
    const stars = make(`stars-${i}`);
    counts[stars - 1] = (counts[stars - 1] ?? 0) + 1;
  }
  return counts.map((n, i) => `${i + 1}★ ${n}`).join(' · ');
}

const lines: string[] = [];
for (const p of presets) {
  const settings = p.make();
  lines.push(
    `${p.name} (aims at ${p.stars.join('–')}★): ${histogram((seed) => generate({ ...settings, seed }).verdict.difficulty)}`,
  );
  if (settings.targetDifficulty > 0) {
    const verified = histogram(
      (seed) => generateVerified({ ...settings, seed }).verdict.difficulty,
    );
    lines.push(`${p.name}, verified to ${settings.targetDifficulty}★: ${verified}`);
  }
}
console.log(`Stars per preset over ${SEEDS} seeds\n${lines.join('\n')}`);

let seed = 0;
describe('one maze of each preset', () => {
  for (const p of presets) {
    bench(p.name, () => {
      generate({ ...p.make(), seed: `p${seed++}` });
    });
  }
});
