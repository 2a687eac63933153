// What a run shows: JSON Lines on stdout in `--json` mode, human lines otherwise (stderr then).

import { join } from 'node:path';
import pc from 'picocolors';
import { io } from './io.js';
import type { Made } from './make-one.js';
import { terminalSafe } from './terminal.js';

/** How output is shown. */
export interface Output {
  /** JSON Lines on stdout, everything else on stderr. */
  readonly json: boolean;
  /** Print each puzzle's terminal art (single puzzles and the main job). */
  readonly art: boolean;
  /** Standard output carries a file (`--out -`): human lines go to stderr. */
  readonly fileOnStdout?: boolean;
}

/** Where human-readable lines go: stdout normally, stderr in `--json` mode or under `--out -`. */
export function say(output: Output, text: string): void {
  const stream = output.json || output.fileOnStdout === true ? io().stderr : io().stdout;
  stream.write(`${terminalSafe(text)}\n`);
}

/**
 * The JSON line of a made puzzle: the verdict's fields as the families name them (with
 * `uniqueLoose` where the family proves it), the files (relative to the folder) and their
 * `paths` (with the folder), and the `puzzle` itself as a `knossos.puzzle/1` record.
 */
export function jsonLine(made: Made, outDir: string | null = null): string {
  const { seed, family, solvable, par, optimalCount, unique, canGetStuck, stars, notes, files } =
    made;
  return JSON.stringify({
    seed,
    family,
    solvable,
    par,
    optimalCount,
    unique,
    ...(made.uniqueLoose === undefined ? {} : { uniqueLoose: made.uniqueLoose }),
    canGetStuck,
    stars,
    notes,
    files,
    paths: outDir === null ? [] : files.map((f) => join(outDir, f)),
    puzzle: made.puzzle ?? null,
  });
}

/** Shows one finished puzzle: its JSON line (in `--json` mode) and its human lines. */
export function show(output: Output, made: Made, outDir: string | null = null): void {
  if (output.json) io().stdout.write(`${jsonLine(made, outDir)}\n`);
  showHuman(output, made);
}

/** The human lines of a finished puzzle: art (when asked), the verdict, unmet requests, notes. */
export function showHuman(output: Output, made: Made): void {
  if (output.art) say(output, `\n${made.art}`);
  say(output, `${made.met ? pc.green('✔') : pc.yellow('!')} ${made.line}`);
  for (const note of made.unmet) say(output, `  ${pc.yellow('request not met:')} ${note}`);
  if (output.art || !made.met)
    for (const note of made.notes) say(output, `  ${pc.dim(`note: ${note}`)}`);
}
