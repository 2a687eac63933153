// `knossos presets`: the presets of every family.

import { FAMILIES } from '@knossos/families';
import pc from 'picocolors';
import { EXIT } from '../errors.js';
import { io } from '../io.js';
import { PRESETS, presetsOf } from '../presets.js';

/**
 * `knossos presets`: each preset's name and description by family (its default first), or one
 * JSON line each.
 */
export function presetsCommand(flags: { json?: boolean }): number {
  if (flags.json) {
    for (const p of PRESETS)
      io().stdout.write(
        `${JSON.stringify({ name: p.name, family: p.family, description: p.description })}\n`,
      );
    return EXIT.ok;
  }
  for (const family of FAMILIES) {
    io().stdout.write(`${pc.bold(family.name)}\n`);
    for (const [i, p] of presetsOf(family.name).entries())
      io().stdout.write(
        `  ${p.name.padEnd(36)} ${pc.dim(p.description)}${i === 0 ? pc.dim(' (default)') : ''}\n`,
      );
  }
  return EXIT.ok;
}
