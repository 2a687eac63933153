// `knossos solve`: one puzzle proven again by its family, with its verdict and its solution.

import type { AnyFamily } from '@knossos/families';
import pc from 'picocolors';
import { CliError } from '../errors.js';
import { EXIT } from '../exit.js';
import { openInput } from '../input.js';
import { io } from '../io.js';
import { limitOf } from '../limits.js';
import { type Output, say } from '../output.js';

/** The flags of `knossos solve`. */
export interface SolveFlags {
  /** The verdict and the puzzle as one JSON object on stdout. */
  readonly json?: boolean;
  /** Seconds the proof may take (put in range with a note). */
  readonly timeLimit?: number;
  /** Prove under another rule of the family (see `PuzzleFamily.rules`). */
  readonly rule?: string;
  /** The older `--loose`: `--rule loose` where the family has that rule. */
  readonly loose?: boolean;
}

/**
 * The rule to prove under: `--rule` as given (the family refuses one it does not have), or
 * `--loose` where the family has a `loose` rule; `undefined` for the family's own.
 */
export function ruleOf(family: AnyFamily, flags: Pick<SolveFlags, 'rule' | 'loose'>) {
  if (flags.rule !== undefined) return flags.rule;
  return flags.loose === true && 'loose' in family.rules ? 'loose' : undefined;
}

/** Notes on the rule: the one proven under, or the others a proven "no solution" may pass. */
export function ruleNotes(family: AnyFamily, rule: string | undefined, proven: boolean): string[] {
  if (rule !== undefined) return [`Rule: ${rule} (${family.rules[rule] ?? 'the family rule'}).`];
  const others = Object.keys(family.rules);
  if (!proven || others.length === 0) return [];
  return [
    `Rule: no solution under ${family.title}'s own rule; ${others.map((r) => `--rule ${r}`).join(', ')} may allow one (${others.map((r) => family.rules[r]).join(' ')})`,
  ];
}

/**
 * `knossos solve`: proves a puzzle file, standard input (`-`) or a Net game ID again (within the
 * time limit) and prints it with its solution, its summary line and notes; `--json` prints the
 * verdict, family, seed, format and the puzzle (`knossos.puzzle/1`) as one JSON line.
 *
 * @returns 0 when proven solvable, 1 when not (proven unsolvable or not proven).
 * @throws {@link CliError} (exit 2) for a pack or a folder, or text no reader takes.
 */
export async function solve(argument: string, flags: SolveFlags): Promise<number> {
  const output: Output = { json: flags.json === true, art: true };
  const time = limitOf(flags.timeLimit, output);
  const { name, opened } = openInput(argument);
  if (opened.kind === 'pack') {
    throw new CliError(
      `${name}: is a ${opened.format} of ${opened.puzzles.length}; use knossos verify to check a pack`,
    );
  }
  if (opened.kind === 'manifest') {
    throw new CliError(`${name}: is a batch folder's manifest; use knossos verify to check it`);
  }
  const { family, puzzle } = opened.held;
  const rule = ruleOf(family, flags);
  const { after, puzzle: proven } = await family.verify(puzzle, { timeMs: time.ms, rule });
  const solvable = after.solvable;
  const notes = [...ruleNotes(family, rule, !after.solvable && !after.timedOut), ...after.notes];
  say(output, pc.dim(`${name}: read as ${opened.format}`));
  if (output.json) {
    const { notes: _notes, ...verdict } = after;
    const line = {
      family: family.name,
      seed: family.seedOf(proven),
      format: opened.format,
      ...verdict,
      notes,
      puzzle: family.toPuzzleFile(proven),
    };
    io().stdout.write(`${JSON.stringify(line)}\n`);
  }
  say(output, family.toText(proven));
  say(output, `${solvable ? pc.green('✔') : pc.yellow('!')} ${family.summary(proven)}`);
  for (const note of notes) say(output, pc.dim(`  note: ${note}`));
  return solvable ? EXIT.ok : EXIT.unmet;
}
