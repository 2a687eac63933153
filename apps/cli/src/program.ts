// The commander definition of `knossos`: each command's flags and help, and what it runs.

import { PICTURE_STYLES } from '@knossos/core';
import { type AnyFamily, FAMILIES, FAMILY_NAMES } from '@knossos/families';
import { Command, Option } from 'commander';
import { type MakeFlags, mainJob, make } from './commands/make.js';
import { pack } from './commands/pack.js';
import { presetsCommand } from './commands/presets.js';
import { render } from './commands/render.js';
import { solve } from './commands/solve.js';
import { verify } from './commands/verify.js';
import { CliError } from './errors.js';
import { fail } from './exit.js';
import { io } from './io.js';
import { formatsOf } from './make-one.js';
import { collectPresets } from './mix.js';
import { addPictureFlags } from './picture-flags.js';
import { addQueueCommands } from './queue/commands.js';
import { addSettingFlags } from './setting-flags.js';
import { addShapeImageFlags } from './shape-image-flags.js';
import { numberArgument, timeLimitOption } from './time-limit.js';
import { VERSION } from './version.js';

const number = numberArgument;

/** What each make command's help says it makes (help text only; a new family gets its title). */
const MAKES: Readonly<Record<string, string>> = {
  maze: 'make mazes',
  flow: 'make Flow (Numberlink) levels',
  netwalk: 'make Netwalk (Net, pipes) boards',
};

/** A family's make command: the options every family shares, then its settings table's flags. */
function makeCommand(family: AnyFamily, argv: readonly string[]): Command {
  const command = timeLimitOption(
    new Command(family.name).description(MAKES[family.name] ?? `make ${family.title} puzzles`),
    'each puzzle',
  )
    .option(
      '--preset <name>',
      'start from a preset (see knossos presets); repeat it for a mix, used in turn (presets of any family)',
      collectPresets,
    )
    .option('--mix <file>', 'a JSON list of { family, preset?, settings? }, used in turn')
    .option('--seed <seed>', 'the seed (default: a fresh one); a batch uses <seed>-0, <seed>-1, …')
    .option(
      '--count <n>',
      'how many puzzles, 1–100000 (default 1, or one per preset of a mix)',
      number,
    )
    .option('--stars <n>', 'the stars to aim for, 1–5 (default: any)', number)
    .option('--out <dir>', 'the folder to write into (default: out/<timestamp>)')
    .option(
      '--append',
      'add the batch to the folder --out names: its manifest grows, no file is overwritten',
    )
    .option(
      '--format <list>',
      `files to write, comma-separated: ${formatsOf(family).join(',')} (default ${family.defaultFormats.join(',')})`,
    )
    .addOption(
      new Option('--style <style>', 'picture style').choices(PICTURE_STYLES).default('printable'),
    )
    .option(
      '--json',
      'one JSON object per puzzle on stdout (JSON Lines); everything else on stderr',
    )
    .option('--force', 'overwrite files that exist');
  if (family.dailySeed !== undefined) {
    command
      .option(
        '--daily [date]',
        'the daily puzzle: the same for everyone on that day (YYYY-MM-DD; default today, the local date)',
      )
      .option('--utc', "with --daily, today's date by UTC instead of the local one");
  }
  addPictureFlags(command);
  addSettingFlags(command, family);
  if (family.name === 'maze') addShapeImageFlags(command);
  return command.action((flags: MakeFlags) => make(family.name, flags, argv).then(finish));
}

/**
 * The `knossos` program: the main job and every command, with their flags and help. `argv` is
 * the command line after `knossos`, which the commands that make puzzles pass on to `runJobs`.
 */
export function program(argv: readonly string[]): Command {
  const root = new Command('knossos')
    .description(
      'Proven puzzles: mazes, Flow levels and Netwalk boards, with pictures and verdicts.\nWith no command, makes one of each into out/<timestamp>/.',
    )
    .version(VERSION, '-v, --version')
    .option('--out <dir>', 'the folder to make the timestamped folder in', 'out')
    .option('--seed <seed>', 'the seed for all three (default: a fresh one)')
    .option('--json', 'one JSON object per puzzle on stdout (JSON Lines)')
    .enablePositionalOptions()
    .allowExcessArguments(true)
    .action((flags, command: Command) => {
      if (command.args.length > 0) {
        throw new CliError(`unknown command "${command.args[0]}" (see knossos --help)`);
      }
      return mainJob(flags, argv).then(finish);
    });

  for (const family of FAMILIES) root.addCommand(makeCommand(family, argv));
  timeLimitOption(
    root
      .command('solve')
      .description(
        'solve a puzzle file or a Net game ID exactly and print the verdict and solution',
      )
      .argument(
        '<file-or-id>',
        'a puzzle file of any family and format (knossos.puzzle/1, maze JSON, micromouse text, Flow CSV/text/JSON, Netwalk JSON), a Net game ID, or - for standard input',
      ),
    'the solver',
  )
    .allowExcessArguments(false)
    .option('--json', 'the verdict as one JSON object on stdout')
    .option('--loose', 'the same as --rule loose')
    .option('--rule <rule>', `prove under another of the family's rules (${ruleList()})`)
    .action((file: string, flags) => solve(file, flags).then(finish));
  timeLimitOption(
    root
      .command('verify')
      .description(
        're-solve every puzzle of a pack, an output folder or a puzzle file and report what changed',
      )
      .argument(
        '<pack>',
        'a pack (knossos.pack/1, a maze pack, a studio pack), an output folder or its manifest.json, a puzzle file, or - for standard input',
      ),
    'each puzzle',
  )
    .allowExcessArguments(false)
    .option('--json', 'one JSON object per puzzle on stdout')
    .action((file: string, flags) => verify(file, flags).then(finish));
  const renderCommand = root
    .command('render')
    .description('draw a puzzle file as SVG or PNG, or every puzzle of a pack or folder')
    .argument('<file-or-id>', 'a puzzle file, a pack, an output folder, a Net game ID, or -')
    .allowExcessArguments(false)
    .option('--svg', 'write SVG (give exactly one of --svg and --png)')
    .option('--png', 'write PNG (give exactly one of --svg and --png)')
    .addOption(
      new Option('--style <style>', 'picture style').choices(PICTURE_STYLES).default('printable'),
    )
    .option(
      '--out <path>',
      'where to write: a file (default: beside the input, with the new extension), - for standard output, or for a pack or folder a folder (default <input>-pictures)',
    )
    .option('--force', 'overwrite the file if it exists');
  addPictureFlags(renderCommand).action((file: string, flags) => render(file, flags).then(finish));
  root
    .command('presets')
    .description('list the presets of every family')
    .option('--json', 'one JSON object per preset: name, family, description')
    .action((flags) => finish(presetsCommand(flags)));
  timeLimitOption(root.command('pack'), 'each puzzle')
    .description('make an ordered pack rising in difficulty (knossos.pack/1)')
    .addOption(
      new Option('--family <family>', 'the family')
        .choices([...FAMILY_NAMES])
        .default(FAMILY_NAMES[0]),
    )
    .option('--count <n>', 'how many puzzles (default 10)', number)
    .option('--stars <range>', 'the star range, such as 1-5 or 3 (default 1-5)')
    .option(
      '--preset <name>',
      'start from a preset instead of the sizes for each star; repeat it for a mix (any family)',
      collectPresets,
    )
    .option('--mix <file>', 'a JSON list of { family, preset?, settings? }, used in turn')
    .option('--seed <seed>', 'the seed (default: a fresh one)')
    .option('--name <name>', 'the pack name')
    .option('--out <file>', 'the pack file (default pack.json), or - for standard output')
    .option('--json', 'one JSON object per puzzle on stdout')
    .option('--force', 'overwrite the pack file if it exists')
    .action((flags) => pack(flags, argv).then(finish));
  timeLimitOption(root.command('book'), 'each puzzle made for it')
    .description(
      'make a print-ready PDF: puzzles many to a page, numbered and captioned, answers at the back',
    )
    .argument(
      '[inputs...]',
      'puzzle files, packs, output folders or Net game IDs, in book order (any family, mixed)',
    )
    .option('--out <file>', 'the PDF to write (default book.pdf)')
    .option('--force', 'overwrite the PDF (and the pack made for it) if they exist')
    .option(
      '--page <size>',
      'A4, A5, Letter, or width×height in millimetres such as 180x250 (default A4)',
    )
    .option('--landscape', 'turn the page sideways')
    .option(
      '--margin <mm>',
      'the white border round each page in millimetres, 5–50 (default 15)',
      number,
    )
    .option(
      '--per-page <n>',
      'puzzles a page, 1–64, in a grid of near-square slots (default 6)',
      number,
    )
    .option(
      '--layout <CxR>',
      'the grid of puzzles a page, columns×rows such as 2x3 (wins over --per-page)',
    )
    .option(
      '--answer-layout <CxR>',
      'the grid of answers an answer page (default one column and row more than --layout)',
    )
    .option('--no-answers', 'leave out the answer pages')
    .option('--title <text>', 'a title page with this title')
    .option('--subtitle <text>', 'a line under the title')
    .option(
      '--caption <parts>',
      `what each caption shows: some of ${'number,board,stars,par,seed'}, or none (default number,board,stars)`,
    )
    .option('--no-page-numbers', 'leave the pages unnumbered')
    .option('--legend', "draw each picture's legend under it")
    .option(
      '--wall-width <share>',
      'wall thickness as a share of a cell, 0.02–0.4 (default 0.12)',
      number,
    )
    .option(
      '--picture-margin <cells>',
      'white space round each picture, in cells, 0–4 (default 0.3)',
      number,
    )
    .addOption(
      new Option('--family <family>', 'make the puzzles: this family (with --count)').choices([
        ...FAMILY_NAMES,
      ]),
    )
    .option(
      '--count <n>',
      'make this many puzzles, rising in difficulty as knossos pack makes them',
      number,
    )
    .option('--stars <range>', 'with --count: the star range, such as 1-5 or 3 (default 1-5)')
    .option('--seed <seed>', 'with --count: the seed (default: a fresh one)')
    .option(
      '--preset <name>',
      'with --count: start from a preset; repeat it for a mix',
      collectPresets,
    )
    .option(
      '--mix <file>',
      'with --count: a JSON list of { family, preset?, settings? }, used in turn',
    )
    // PDFKit and its fonts take half a second to load: only a book pays for them.
    .action(async (inputs: string[], flags) => {
      const { book } = await import('./commands/book.js');
      return book(inputs, flags, argv).then(finish);
    });
  addQueueCommands(root, argv, finish);
  return root;
}

/**
 * Runs the command line `argv` (the words after `knossos`) to its end: the exit code and every
 * line go to the run's {@link io}. Errors end as one line and an exit code (see `fail`); help
 * and version go to standard output.
 */
export async function runProgram(argv: readonly string[]): Promise<void> {
  const cli = program(argv);
  // Commander's own error messages are shown once, by `fail`, on one line; help and version go
  // to the run's standard output. Subcommands too (`knossos queue add`), at every depth.
  const quiet = (command: Command) => {
    command.exitOverride();
    command.configureOutput({
      writeOut: (text) => void io().stdout.write(text),
      writeErr: () => undefined,
      // Streams other than the process's are no terminal: help as commander writes to a pipe.
      ...(io().stdout === process.stdout
        ? {}
        : { getOutHelpWidth: () => 80, getOutHasColors: () => false }),
    });
    for (const sub of command.commands) quiet(sub);
  };
  quiet(cli);
  await cli.parseAsync([...argv], { from: 'user' }).catch(fail);
}

/** Every family's other rules, as help lists them: `loose (Flow)`. */
function ruleList(): string {
  const rules = FAMILIES.flatMap((f) => Object.keys(f.rules).map((rule) => `${rule} (${f.title})`));
  return rules.length === 0 ? 'none' : rules.join(', ');
}

/** Sets the exit code a command returned; the process ends once its work is done. */
function finish(code: number): void {
  io().setExitCode(code);
}
