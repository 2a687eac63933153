/**
 * `@knossos/flow/node`: writing batches of levels to disk (Node only).
 *
 * @packageDocumentation
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FlowError } from './errors.js';
import { COLOR_CHARACTERS, flowToJson, toFlowCsv, toFlowText } from './formats.js';
import type { GeneratedFlow } from './generate-types.js';
import { isShaped } from './graph.js';
import { rateFlow } from './rating.js';

/** What {@link writeFlowBatch} wrote. */
export interface FlowBatch {
  /** The batch's folder. */
  readonly folder: string;
  /** Every file written, manifest last. */
  readonly files: readonly string[];
}

/**
 * Writes a batch of levels into a new timestamped folder `<dir>/<YYYYMMDD_HHMMSS>/` (`-2`, `-3`,
 * … when that folder exists): for each level `level-001.json`, `.txt` (the text format, square
 * or hex, for levels of up to 62 colours) and `.csv` (square levels without holes or bridges;
 * the CSV reads back before it is written), and a `manifest.json` with the exact settings, each level's seed, size, colours,
 * proof and files, and the package version. Every text is made before anything is written, and
 * each file goes to a temporary name and is renamed into place, so a failure leaves no
 * half-written level.
 *
 * @param levels - the levels, as `generateFlow` or `synthesizeFlow` returned them.
 * @param options.dir - the folder to put the batch folder in.
 * @param options.settings - the settings the levels were made with (recorded as given).
 * @param options.now - the time for the folder name (default now).
 * @throws `FlowError` when a level cannot be written (for example a CSV that would not
 *   read back), or a file system error as Node reports it.
 */
export async function writeFlowBatch(
  levels: readonly GeneratedFlow[],
  options: { dir: string; settings?: unknown; now?: Date },
): Promise<FlowBatch> {
  if (typeof options?.dir !== 'string' || options.dir === '') {
    throw new FlowError('dir', 'dir must name the folder to write the batch in');
  }
  const now = options.now ?? new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(
    now.getHours(),
  )}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  // Every text first: a level that cannot be written stops the batch before it touches disk.
  const prepared = levels.map((level, i) => {
    const name = `level-${String(i + 1).padStart(3, '0')}`;
    const texts: [string, string][] = [[`${name}.json`, `${flowToJson(level)}\n`]];
    if (level.dots.length / 2 <= COLOR_CHARACTERS.length) {
      texts.push([`${name}.txt`, toFlowText(level)]);
    }
    // CSV has no way to write a hex row's offset, a hole or a bridge.
    if (level.grid === 'square' && !isShaped(level)) {
      texts.push([`${name}.csv`, toFlowCsv(level)]);
    }
    return { level, texts };
  });
  await mkdir(options.dir, { recursive: true });
  let folder = join(options.dir, stamp);
  for (let n = 2; ; n++) {
    try {
      await mkdir(folder);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      folder = join(options.dir, `${stamp}-${n}`);
    }
  }
  const files: string[] = [];
  const put = async (name: string, text: string) => {
    const path = join(folder, name);
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, path);
    files.push(path);
  };
  const entries = [];
  for (const { level, texts } of prepared) {
    for (const [file, text] of texts) await put(file, text);
    const { score, stars } = rateFlow(level);
    entries.push({
      files: texts.map(([file]) => file),
      seed: level.seed,
      grid: level.grid,
      width: level.width,
      height: level.height,
      colors: level.dots.length / 2,
      unique: level.unique,
      uniqueLoose: level.uniqueLoose,
      attempts: level.attempts,
      rating: { score, stars },
      notes: level.notes,
    });
  }
  const manifest = {
    generator: '@knossos/flow',
    version: packageVersion(),
    written: now.toISOString(),
    settings: options.settings ?? null,
    levels: entries,
  };
  await put('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder, files };
}

/** This package's version, from its package.json (beside `dist/`). */
function packageVersion(): string {
  try {
    return (createRequire(import.meta.url)('../package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
