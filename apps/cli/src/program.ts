// The commander definition of `knossos`: each command's flags and help, and what it runs.

import { CHOICE_SETTINGS, NUMBER_SETTINGS, SWITCH_SETTINGS } from '@knossos/maze';
import { Command, InvalidArgumentError, Option } from 'commander';
import { type MakeFlags, mainJob, make } from './commands/make.js';
import { pack } from './commands/pack.js';
import { presetsCommand } from './commands/presets.js';
import { render } from './commands/render.js';
import { solve } from './commands/solve.js';
import { verify } from './commands/verify.js';
import { CliError } from './errors.js';
import { DEFAULT_FORMATS, type Family, FORMATS, STYLES } from './families.js';
import { readInput } from './files.js';
import { numberArgument, timeLimitOption } from './time-limit.js';
import { VERSION } from './version.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const number = numberArgument;

/** The options every `make` command shares. */
function makeOptions(command: Command, family: Family): Command {
  return timeLimitOption(command, 'each puzzle')
    .option('--preset <name>', `start from a preset (see knossos presets)`)
    .option('--seed <seed>', 'the seed (default: a fresh one); a batch uses <seed>-0, <seed>-1, …')
    .option('--count <n>', 'how many puzzles, 1–100000 (default 1)', number)
    .option('--out <dir>', 'the folder to write into (default: out/<timestamp>)')
    .option(
      '--format <list>',
      `files to write, comma-separated: ${FORMATS[family].join(',')} (default ${DEFAULT_FORMATS[family].join(',')})`,
    )
    .addOption(new Option('--style <style>', 'picture style').choices(STYLES).default('printable'))
    .option(
      '--json',
      'one JSON object per puzzle on stdout (JSON Lines); everything else on stderr',
    )
    .option('--force', 'overwrite files that exist');
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

  const maze = makeOptions(new Command('maze').description('make mazes'), 'maze');
  for (const [name, s] of Object.entries(NUMBER_SETTINGS)) {
    maze.option(
      `--${kebab(name)} <n>`,
      `${s.label}, ${s.min}–${s.max} (default ${s.default})`,
      number,
    );
  }
  for (const [name, s] of Object.entries(CHOICE_SETTINGS)) {
    maze.addOption(
      new Option(`--${kebab(name)} <${kebab(name)}>`, `${(s as { label: string }).label}`).choices([
        ...(s as { choices: readonly string[] }).choices,
      ]),
    );
  }
  for (const [name, s] of Object.entries(SWITCH_SETTINGS)) {
    if (name === 'noSoftLocks') {
      // Its flag would read "--no-no-soft-locks"; commander sees --no-X as X off, so it is
      // kept as softLocks and turned round in settingsOf.
      maze.option('--no-soft-locks', 'no position may leave a player unable to get home');
      maze.option('--soft-locks', 'positions that leave a player stuck are allowed (default)');
      continue;
    }
    maze.option(`--${kebab(name)}`, `${s.label} (default ${s.default ? 'on' : 'off'})`);
    maze.option(`--no-${kebab(name)}`, `${s.label} off`);
  }
  maze.option('--shape-text <text>', 'the word a text shape spells');
  maze.option(
    '--shape-mask <file>',
    "a custom shape: a text file of rows, '#' inside and '.' outside (with --shape custom)",
    (file: string) => {
      try {
        return readInput(file, 'utf8')
          .split(/\r?\n/)
          .filter((row) => row.trim() !== '');
      } catch (error) {
        throw new InvalidArgumentError(
          `cannot read ${file}: ${(error as Error).message.split('\n')[0]}`,
        );
      }
    },
  );
  const mazeNames = [
    ...Object.keys(NUMBER_SETTINGS),
    ...Object.keys(CHOICE_SETTINGS),
    ...Object.keys(SWITCH_SETTINGS),
    'shapeText',
    'shapeMask',
  ];
  maze.action((flags: MakeFlags) => make('maze', flags, mazeNames, argv).then(finish));

  const flow = makeOptions(new Command('flow').description('make Flow (Numberlink) levels'), 'flow')
    .addOption(new Option('--grid <grid>', 'the grid').choices(['square', 'hex']))
    .option('--width <n>', 'columns, 5–40 (default 7; 5 with --method z3)', number)
    .option('--height <n>', 'rows, 5–40 (default 7; 5 with --method z3)', number)
    .option('--colors <n>', 'colours to aim for (default: about one per 8 cells)', number)
    .option('--min-len <n>', 'shortest path in cells, 2–8 (default 3)', number)
    .option('--max-len <n>', 'longest path in cells (default: no limit)', number)
    .option('--unique', 'prove the solution is the only one (default)')
    .option('--no-unique', 'do not prove uniqueness')
    .addOption(
      new Option(
        '--method <method>',
        'constructive (default) or z3 (needs z3-solver installed)',
      ).choices(['constructive', 'z3']),
    );
  flow.action((flags: MakeFlags) =>
    make(
      'flow',
      flags,
      ['grid', 'width', 'height', 'colors', 'minLen', 'maxLen', 'unique', 'method'],
      argv,
    ).then(finish),
  );

  const netwalk = makeOptions(
    new Command('netwalk').description('make Netwalk (Net, pipes) boards'),
    'netwalk',
  )
    .addOption(
      new Option('--mode <mode>', 'bounded (default), torus or classic').choices([
        'bounded',
        'torus',
        'classic',
      ]),
    )
    .option('--width <n>', 'columns, 2–128 (default 9)', number)
    .option('--height <n>', 'rows, 2–128 (default 9)', number)
    .option('--crosses', 'allow four-way crosses (default)')
    .option('--no-crosses', 'no four-way crosses')
    .option('--unique', 'prove the solution is the only one (default)')
    .option('--no-unique', 'do not prove uniqueness')
    .option('--branching <share>', 'aim for this share of junction tiles, 0–1', number)
    .option('--straights <share>', 'aim for this share of straight tiles, 0–1', number);
  netwalk.action((flags: MakeFlags) =>
    make(
      'netwalk',
      flags,
      ['mode', 'width', 'height', 'crosses', 'unique', 'branching', 'straights'],
      argv,
    ).then(finish),
  );

  root.addCommand(maze).addCommand(flow).addCommand(netwalk);
  timeLimitOption(
    root
      .command('solve')
      .description(
        'solve a puzzle file or a Net game ID exactly and print the verdict and solution',
      )
      .argument(
        '<file-or-id>',
        'maze JSON, micromouse text, Flow CSV/text/JSON, Netwalk JSON, or a Net game ID',
      ),
    'the solver',
  )
    .option('--json', 'the verdict as one JSON object on stdout')
    .option('--loose', 'Flow: a path may run alongside itself (what the Flow game accepts)')
    .action((file: string, flags) => solve(file, flags).then(finish));
  timeLimitOption(
    root
      .command('verify')
      .description(
        're-solve every puzzle of a maze pack or an output folder and report what changed',
      )
      .argument('<pack>', 'a maze pack (.json), an output folder, or its manifest.json'),
    'each puzzle',
  )
    .option('--json', 'one JSON object per puzzle on stdout')
    .action((file: string, flags) => verify(file, flags).then(finish));
  root
    .command('render')
    .description('draw a puzzle file as SVG or PNG')
    .argument('<file-or-id>', 'a puzzle file or a Net game ID')
    .option('--svg', 'write SVG')
    .option('--png', 'write PNG')
    .addOption(new Option('--style <style>', 'picture style').choices(STYLES).default('printable'))
    .option('--out <file>', 'where to write (default: beside the file, with the new extension)')
    .option('--force', 'overwrite the file if it exists')
    .action((file: string, flags) => render(file, flags).then(finish));
  root
    .command('presets')
    .description('list the presets of every family')
    .option('--json', 'one JSON object per preset: name, family, description')
    .action((flags) => finish(presetsCommand(flags)));
  timeLimitOption(root.command('pack'), 'each maze')
    .description('make an ordered maze pack rising in difficulty')
    .addOption(
      new Option('--family <family>', 'the family (maze)').choices(['maze']).default('maze'),
    )
    .option('--count <n>', 'how many mazes (default 10)', number)
    .option('--stars <range>', 'the star range, such as 1-5 or 3 (default 1-5)')
    .option('--preset <name>', 'start from a maze preset')
    .option('--seed <seed>', 'the seed (default: a fresh one)')
    .option('--name <name>', 'the pack name')
    .option('--out <file>', 'the pack file (default pack.json)')
    .option('--json', 'one JSON object per maze on stdout')
    .option('--force', 'overwrite the pack file if it exists')
    .action((flags) => pack(flags, argv).then(finish));
  return root;
}

/** Sets the exit code a command returned; the process ends once its work is done. */
function finish(code: number): void {
  process.exitCode = code;
}
