// The shape of generated Flow levels beside published hand-made ones: colours, cells per colour,
// dead-straight paths, turns per path and runs along the border (`flowStats`), for ten seeded
// levels per size at 7, 10, 14, 20, 30 and 40, with the median generation time.
//
// Published levels are not part of Knossos: put their text files (rows top first, `.` empty,
// a letter per colour, named like `jumbo_14x14_01.txt`) in one folder named by
// KNOSSOS_PUBLISHED_FLOW. They are solved with solveFlow for their paths, and reported by name
// prefix (jumbo_*, extreme_*, regular_*). Files sorted by name alternate: the even ones may be
// used for tuning, the odd ones are held back, to check that our rows land between the jumbo
// and extreme rows; the script lists the held-back files. Without the folder it says so in one
// line and reports ours only.
//
// Usage: node bench/level-stats.mjs   (after `pnpm build`)
//   KNOSSOS_STATS_SIZES=7,10,14  KNOSSOS_STATS_COUNT=10   (sizes and levels per size)
//   KNOSSOS_STATS_PER_HELD=4   (our levels per held-back published level, at its size)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowStats, generateFlow, parseFlowText } from '@knossos/flow';

const sizes = (process.env.KNOSSOS_STATS_SIZES ?? '7,10,14,20,30,40').split(',').map(Number);
const count = Number(process.env.KNOSSOS_STATS_COUNT ?? 10);
const published = process.env.KNOSSOS_PUBLISHED_FLOW ?? '';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A level's `flowStats` with its side, `round((width + height) / 2)`. */
const statsOf = (level) => ({
  ...flowStats(level),
  side: Math.round((level.width + level.height) / 2),
});

/** One table row: the mean of each measure over `stats`. */
function row(name, stats, extra = '') {
  const mean = (key) => stats.reduce((sum, s) => sum + s[key], 0) / stats.length;
  const hugging = stats.reduce((sum, s) => sum + s.borderHugging, 0);
  const long = stats.reduce((sum, s) => sum + s.longStraight, 0);
  return `| ${name} | ${stats.length} | ${mean('colors').toFixed(1)} | ${mean('cellsPerColor').toFixed(1)} | ${(100 * mean('straightShare')).toFixed(0)}% | ${long} | ${mean('turnsPerPath').toFixed(1)} | ${(mean('turnsPerPath') / mean('cellsPerColor')).toFixed(2)} | ${hugging} | ${extra} |`;
}

console.log(
  '| levels | n | colours | cells per colour | dead-straight paths | long straight | turns per path | turns per cell | border-hugging | median ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const side of sizes) {
  const stats = [];
  const times = [];
  let unique = 0;
  let loose = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const level = generateFlow({ width: side, height: side, seed: `stats-${side}-${i}` });
    times.push(performance.now() - started);
    if (level.unique) unique++;
    if (level.uniqueLoose) loose++;
    stats.push(flowStats(level));
  }
  const extra = `${median(times).toFixed(0)} (unique ${unique}/${count}, loose ${loose}/${count})`;
  console.log(row(`Knossos ${side} × ${side}`, stats, extra));
}

if (published === '') {
  console.log('\nKNOSSOS_PUBLISHED_FLOW is not set: published rows left out.');
} else {
  const files = readdirSync(published)
    .filter((f) => /^(jumbo|extreme|regular)_.*\.txt$/.test(f))
    .sort();
  const groups = new Map();
  const held = [];
  files.forEach((file, i) => {
    const kind = file.split('_')[0];
    const half = i % 2 === 0 ? 'tuning' : 'held back';
    if (half === 'held back') held.push(file);
    const level = parseFlowText(readFileSync(join(published, file), 'utf8'));
    for (const key of [kind, `${kind} (${half})`]) {
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(statsOf(level));
    }
  });
  for (const [name, stats] of [...groups].sort()) console.log(row(`published ${name}`, stats));
  console.log(`\nHeld back (never used for tuning): ${held.join(', ')}`);

  // Ours at the sizes of the held-back jumbo and extreme levels (PER_HELD seeds each), against
  // the held-back jumbo and extreme rows, counts and lengths per unit of side (the two sets
  // differ in size): each should lie between them.
  const perHeld = Number(process.env.KNOSSOS_STATS_PER_HELD ?? 4);
  const matched = [];
  for (const file of held.filter((f) => /^(jumbo|extreme)_/.test(f))) {
    const level = parseFlowText(readFileSync(join(published, file), 'utf8'));
    for (let i = 0; i < perHeld; i++) {
      const seed = `held-${file}-${i}`;
      matched.push(statsOf(generateFlow({ width: level.width, height: level.height, seed })));
    }
  }
  const jumbo = groups.get('jumbo (held back)') ?? [];
  const extreme = groups.get('extreme (held back)') ?? [];
  if (jumbo.length === 0 || extreme.length === 0) {
    console.log('\nThe held-back half has no jumbo or no extreme level: no comparison.');
  } else {
    console.log('');
    console.log(row('published jumbo (held back)', jumbo));
    console.log(row('Knossos at the held-back sizes', matched));
    console.log(row('published extreme (held back)', extreme));
    // A share stays a share; counts and lengths are taken per unit of side.
    const perSide = (stats, key) =>
      stats.reduce((sum, s) => sum + s[key] / (key === 'straightShare' ? 1 : s.side), 0) /
      stats.length;
    let outside = 0;
    for (const key of ['colors', 'cellsPerColor', 'straightShare', 'turnsPerPath']) {
      const [ours, a, b] = [matched, jumbo, extreme].map((stats) => perSide(stats, key));
      const between = ours >= Math.min(a, b) && ours <= Math.max(a, b);
      if (!between) outside++;
      console.log(
        `${between ? 'between' : 'OUTSIDE'}  ${key}${key === 'straightShare' ? '' : ' per unit of side'}: ours ${ours.toFixed(3)}, jumbo ${a.toFixed(3)}, extreme ${b.toFixed(3)}`,
      );
    }
    console.log(
      outside === 0
        ? 'Every measure lies between the two published rows.'
        : `${outside} measure(s) outside.`,
    );
  }
}
