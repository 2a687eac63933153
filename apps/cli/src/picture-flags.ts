// The picture flags every command that draws takes: size, margin, wall width, legend and a print
// width, handed to @knossos/export as they are (it clamps them, with a note each).
import type { ExportOptions } from '@knossos/export';
import type { Command } from 'commander';
import { numberArgument } from './time-limit.js';

/** The picture flags as commander parses them. */
export interface PictureFlags {
  readonly size?: number;
  readonly margin?: number;
  readonly wallWidth?: number;
  readonly legend?: boolean;
  readonly printWidth?: number;
}

/** The picture options a job carries: what `renderSvg` and `renderPng` take, notes aside. */
export type PictureOptions = Pick<
  ExportOptions,
  'size' | 'margin' | 'wallWidth' | 'legend' | 'printWidthMm'
>;

/** PNGs are drawn 1024 px on their longer side unless `--size` says otherwise. */
export const PNG_SIZE = 1024;

/** Adds the picture flags to a command. */
export function addPictureFlags(command: Command): Command {
  return command
    .option(
      '--size <px>',
      `picture size in pixels, its longer side, 64–8192 (PNG default ${PNG_SIZE}, SVG 2048)`,
      numberArgument,
    )
    .option(
      '--margin <cells>',
      'the empty border round the board, in cells, 0–4 (default 0.8)',
      numberArgument,
    )
    .option(
      '--wall-width <share>',
      'wall thickness as a share of a cell, 0.02–0.4 (default 0.12)',
      numberArgument,
    )
    .option('--no-legend', 'draw no legend under the board')
    .option(
      '--print-width <mm>',
      'give SVGs a print size: their width in millimetres, 10–2000 (the viewBox stays in pixels)',
      numberArgument,
    );
}

/** The options the flags ask for (only those given), for a job to carry. */
export function pictureOptions(flags: PictureFlags): PictureOptions {
  return {
    ...(flags.size === undefined ? {} : { size: flags.size }),
    ...(flags.margin === undefined ? {} : { margin: flags.margin }),
    ...(flags.wallWidth === undefined ? {} : { wallWidth: flags.wallWidth }),
    ...(flags.legend === false ? { legend: false } : {}),
    ...(flags.printWidth === undefined ? {} : { printWidthMm: flags.printWidth }),
  };
}
