// For tests and benches only (not exported): a level of the benchmark corpus in bench/corpus.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowFromJson } from './formats.js';
import type { FlowLevel } from './level.js';

/** The corpus level `name` (as `hand-25x25-a`), read from bench/corpus. */
export function corpusLevel(name: string): FlowLevel {
  const file = join(import.meta.dirname, '..', 'bench', 'corpus', `${name}.json`);
  return flowFromJson(readFileSync(file, 'utf8'));
}
