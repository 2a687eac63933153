// `knossos presets`: the presets of every family.

import pc from 'picocolors';
import { EXIT } from '../errors.js';
import { FAMILIES } from '../families.js';
import { PRESETS } from '../presets.js';

/** `knossos presets`: each preset's name and description by family, or one JSON line each. */
export function presetsCommand(flags: { json?: boolean }): number {
  if (flags.json) {
    for (const p of PRESETS)
      process.stdout.write(
        `${JSON.stringify({ name: p.name, family: p.family, description: p.description })}\n`,
      );
    return EXIT.ok;
  }
  for (const family of FAMILIES) {
    process.stdout.write(`${pc.bold(family)}\n`);
    for (const p of PRESETS.filter((q) => q.family === family))
      process.stdout.write(`  ${p.name.padEnd(36)} ${pc.dim(p.description)}\n`);
  }
  return EXIT.ok;
}
