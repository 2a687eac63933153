/**
 * `@knossos/flow/node`: writing batches of levels to disk (Node only).
 *
 * @packageDocumentation
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FlowError } from './errors.js';
import { flowToJson, toFlowCsv, toFlowText } from './formats.js';
import type { GeneratedFlow } from './generate.js';

/** What {@link writeFlowBatch} wrote. */
export interface FlowBatch {
  /** The batch's folder. */
  readonly folder: string;
  /** Every file written, manifest last. */
  readonly files: readonly string[];
}

/**
 * Writes a batch of levels into a new timestamped folder `<dir>/<YYYYMMDD_HHMMSS>/`: for each
 * level `level-001.json`, `.txt` (the text format) and `.csv` (the solution; CSV reads back
 * before it is written), and a `manifest.json` with the exact settings, each level's seed, size,
 * colours and proof, and the package version. Each file is written to a temporary name and
 * renamed into place, so a crash leaves no half-written level.
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
  const folder = join(options.dir, stamp);
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  const put = async (name: string, text: string) => {
    const path = join(folder, name);
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, path);
    files.push(path);
  };
  const entries = [];
  for (const [i, level] of levels.entries()) {
    const name = `level-${String(i + 1).padStart(3, '0')}`;
    // Every text is made (and the CSV checked) before anything of this level is written.
    const json = flowToJson(level);
    const text = level.grid === 'square' ? toFlowText(level) : null;
    const csv = level.grid === 'square' ? toFlowCsv(level) : null;
    await put(`${name}.json`, `${json}\n`);
    if (text !== null) await put(`${name}.txt`, text);
    if (csv !== null) await put(`${name}.csv`, csv);
    entries.push({
      file: name,
      seed: level.seed,
      grid: level.grid,
      width: level.width,
      height: level.height,
      colors: level.dots.length / 2,
      unique: level.unique,
      uniqueLoose: level.uniqueLoose,
      attempts: level.attempts,
      notes: level.notes,
    });
  }
  const manifest = {
    generator: '@knossos/flow',
    written: now.toISOString(),
    settings: options.settings ?? null,
    levels: entries,
  };
  await put('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder, files };
}
