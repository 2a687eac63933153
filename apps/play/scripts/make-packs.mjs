// Makes the game's level packs from fixed seeds: `pnpm --filter play packs` writes
// apps/play/packs/<name>.pack.json (knossos.pack/1: one JSON document, each level on a line of its
// own) and prints a table of every level (pack, level, size, stars, par). Every level comes from
// verified generation and must meet its request (solvable, unique where the family proves it, its
// gimmicks and stars). A level that misses does not stop the script: every pack is still written,
// then the misses are listed and the script exits with code 1. `pnpm --filter play packs roll flow`
// makes only the packs named. The same script always writes the same bytes.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { familyNamed, hold, packToJson } from '@knossos/families';
import { generateVerified, shortfalls, tune } from '@knossos/maze';
import { MAZE_PACKS } from './pack-recipes.mjs';

const OUT = fileURLToPath(new URL('../packs/', import.meta.url));

/** The board's size in words: `12×12`, `8 rings`, with floors and players when more than 1. */
function sizeOf(s) {
  const base = s.grid === 'circular' ? `${s.rings} rings` : `${s.width}×${s.height}`;
  const floors = s.floors > 1 ? `, ${s.floors} floors` : '';
  const players = s.players > 1 ? `, ${s.players} players` : '';
  return `${s.grid} ${base}${floors}${players}`;
}

const rows = [];
const fail = [];

/** One maze level: the recipe tuned, verified, and checked to meet its request. */
function mazeLevel(pack, index, recipe) {
  const seed = `${pack}-${index + 1}`;
  const { settings } = tune({ ...recipe, seed });
  const maze = generateVerified(settings);
  const misses = shortfalls(maze);
  if (misses.length > 0) fail.push(`${pack} ${index + 1}: ${misses.join('; ')}`);
  const v = maze.verdict;
  rows.push([pack, index + 1, sizeOf(maze.settings), `${v.difficulty}★`, v.par]);
  return maze;
}

/** One Flow or Netwalk level, verified by its family. */
async function gridLevel(family, pack, index, settings) {
  const seed = `${pack}-${index + 1}`;
  // More tries than the family's default: Netwalk's stars follow size unevenly.
  const puzzle = await family.generateVerified({ ...settings, seed }, { tries: 60 });
  const misses = family.shortfalls(puzzle);
  if (misses.length > 0) fail.push(`${pack} ${index + 1}: ${misses.join('; ')}`);
  const v = family.verdict(puzzle);
  const mode = settings.mode === undefined ? '' : ` ${settings.mode}`;
  rows.push([
    pack,
    index + 1,
    `${settings.width}×${settings.height}${mode}`,
    `${v.stars}★`,
    v.par ?? '—',
  ]);
  return puzzle;
}

/** Flow: three levels per side, 5 × 5 to 14 × 14, rising from 1★ to 5★ every two sides. */
const FLOW = Array.from({ length: 30 }, (_, i) => {
  const side = 5 + Math.floor(i / 3);
  return { width: side, height: side, stars: Math.floor((side - 5) / 2) + 1 };
});

/** Netwalk: fifteen sizes, 5 × 5 to 13 × 11, each bounded then torus, 1★ rising to 4★. */
const NETWALK_SIZES = [
  [5, 5],
  [6, 5],
  [6, 6],
  [7, 6],
  [7, 7],
  [8, 7],
  [8, 8],
  [9, 8],
  [9, 9],
  [10, 9],
  [10, 10],
  [11, 10],
  [11, 11],
  [12, 11],
  [13, 11],
];
const NETWALK = NETWALK_SIZES.flatMap(([width, height], i) => {
  const stars = Math.floor(i / 4) + 1;
  return [
    { width, height, mode: 'bounded', stars },
    { width, height, mode: 'torus', stars },
  ];
});

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const maze = familyNamed('maze');

for (const [name, recipes] of Object.entries(MAZE_PACKS)) {
  if (!wanted(name)) continue;
  const levels = recipes.map((recipe, i) => hold(maze, mazeLevel(name, i, recipe)));
  writeFileSync(`${OUT}${name}.pack.json`, packToJson(name, levels));
}
for (const [name, specs] of [
  ['flow', FLOW],
  ['netwalk', NETWALK],
]) {
  if (!wanted(name)) continue;
  const family = familyNamed(name);
  const levels = [];
  for (const [i, spec] of specs.entries()) {
    levels.push(hold(family, await gridLevel(family, name, i, spec)));
  }
  writeFileSync(`${OUT}${name}.pack.json`, packToJson(name, levels));
}

const widths = [8, 5, 34, 5, 5];
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' ');
console.log(line(['pack', 'level', 'size', 'stars', 'par']));
for (const row of rows) console.log(line(row));
if (fail.length > 0) {
  console.error(`\nLevels that miss their request:\n${fail.join('\n')}`);
  process.exitCode = 1;
}
