// `knossos render`: a puzzle file drawn as SVG or PNG.

import { extname } from 'node:path';
import { renderSvg } from '@knossos/export';
import { toSketch as flowSketch } from '@knossos/flow';
import { exportPng, exportSvg } from '@knossos/maze';
import { toSketch as netwalkSketch } from '@knossos/netwalk';
import { load } from '../detect.js';
import { CliError, EXIT } from '../errors.js';
import type { STYLES } from '../families.js';
import { prepareFile, writeAtomic } from '../files.js';
import { terminalSafe } from '../terminal.js';

/**
 * `knossos render`: draws a puzzle file or a Net game ID as SVG or PNG (1024 px), beside the file
 * unless `--out` says where, and prints the path written.
 */
export async function render(
  argument: string,
  flags: {
    svg?: boolean;
    png?: boolean;
    style: (typeof STYLES)[number];
    out?: string;
    force?: boolean;
  },
): Promise<number> {
  if (flags.svg === flags.png) throw new CliError('render: give exactly one of --svg and --png');
  const loaded = load(argument);
  const answer = flags.style === 'answer-key';
  const ext = flags.svg ? 'svg' : 'png';
  let data: string | Uint8Array;
  const { renderPng } = flags.png ? await import('@knossos/export/png') : { renderPng: null };
  switch (loaded.family) {
    case 'pack':
      throw new CliError(`${argument}: is a maze pack; render one maze file at a time`);
    case 'maze':
      data = flags.svg
        ? exportSvg(loaded.maze, { style: flags.style })
        : await exportPng(loaded.maze, { style: flags.style, size: 1024 });
      break;
    case 'flow': {
      const sketch = flowSketch(loaded.level, undefined, {
        solution: answer && loaded.level.solution != null,
        legend: true,
      });
      data = flags.svg ? renderSvg(sketch) : await renderPng!(sketch, { size: 1024 });
      break;
    }
    case 'netwalk': {
      const sketch = netwalkSketch(loaded.board, undefined, { solution: answer, legend: true });
      data = flags.svg ? renderSvg(sketch) : await renderPng!(sketch, { size: 1024 });
      break;
    }
  }
  const target =
    flags.out ??
    (loaded.format === 'Net game ID' && !argument.includes('/') && argument.includes(':')
      ? `netwalk.${ext}`
      : `${argument.slice(0, argument.length - extname(argument).length)}.${ext}`);
  prepareFile(target, '--out', flags.force === true);
  writeAtomic(target, data, flags.force === true);
  process.stdout.write(`${terminalSafe(target)}\n`);
  return EXIT.ok;
}
