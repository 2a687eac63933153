// Where the per-package reports live: `<package>/.reports/<name>` for every workspace package.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder holding pnpm-workspace.yaml), as a file-system path. */
export function workspaceRoot() {
  return fileURLToPath(new URL('../..', import.meta.url));
}

/** Paths of every `<group>/<package>/.reports/<name>` that exists, packages before apps. */
export function listReports(name) {
  const root = workspaceRoot();
  const found = [];
  for (const group of ['packages', 'apps']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const pkg of readdirSync(base).sort()) {
      const file = join(base, pkg, '.reports', name);
      if (existsSync(file)) found.push(file);
    }
  }
  return found;
}
