// `knossos queue add | work | status | collect`: the commander definitions. BullMQ and ioredis
// load only when a queue command runs.

import { PICTURE_STYLES } from '@knossos/core';
import { FAMILY_NAMES } from '@knossos/families';
import { type Command, Option } from 'commander';
import { collectPresets } from '../mix.js';
import { addPictureFlags } from '../picture-flags.js';
import { numberArgument, timeLimitOption } from '../time-limit.js';

const REDIS_HELP = 'the Redis URL (default redis://127.0.0.1:6379)';

/** Adds the `queue` command and its four subcommands to `root`; `finish` takes the exit code. */
export function addQueueCommands(
  root: Command,
  argv: readonly string[],
  finish: (code: number) => void,
): void {
  const queue = root
    .command('queue')
    .description('make a batch on many machines: jobs on Redis (BullMQ), workers anywhere');
  const add = queue
    .command('add')
    .description('add a batch to the queue: one job per seed, the same puzzles a batch makes')
    .option('--redis <url>', REDIS_HELP)
    .option('--name <batch>', 'the batch name (letters, digits, . _ -)')
    .addOption(
      new Option('--family <family>', 'the family')
        .choices([...FAMILY_NAMES])
        .default(FAMILY_NAMES[0]),
    )
    .option('--count <n>', 'how many puzzles, 1–10000000 (default 1)', numberArgument)
    .option('--seed <seed>', 'the seed root: puzzles <seed>-0, <seed>-1, … (default: a fresh one)')
    .option('--preset <name>', 'a preset; repeat it for a mix (any family)', collectPresets)
    .option('--mix <file>', 'a JSON list of { family, preset?, settings? }, used in turn')
    .option('--stars <n>', 'the stars to aim for, 1–5 (default: any)', numberArgument)
    .option('--out <dir>', 'the folder every worker writes to (default out/<batch>)')
    .option('--format <list>', 'files to write, comma-separated (default the family’s)')
    .addOption(
      new Option('--style <style>', 'picture style').choices(PICTURE_STYLES).default('printable'),
    )
    .option(
      '--attempts <n>',
      'tries a puzzle gets before it counts as failed, 1–20 (default 3)',
      numberArgument,
    )
    .addOption(
      new Option('--results <where>', '"redis": each puzzle kept in Redis too, beside its files')
        .choices(['folder', 'redis'])
        .default('folder'),
    );
  addPictureFlags(timeLimitOption(add, 'each puzzle')).action(async (flags) => {
    const { queueAdd } = await import('./add.js');
    return queueAdd(flags, argv).then(finish);
  });
  queue
    .command('work')
    .description('work on the queue: make its puzzles here and write them to their folders')
    .option('--redis <url>', REDIS_HELP)
    .option(
      '--name <batch>',
      'only this batch; repeat for more (default every batch)',
      collectPresets,
    )
    .option(
      '--concurrency <n>',
      'puzzles at a time, one thread each (default one per core)',
      numberArgument,
    )
    .option(
      '--lock-seconds <s>',
      "how long a puzzle stays a killed worker's before it is retried (default 30)",
      numberArgument,
    )
    .option('--until-done', 'stop once every batch it works on is done')
    .option('--quiet', 'no line per puzzle')
    .action(async (flags) => {
      const { queueWork } = await import('./work.js');
      return queueWork(flags).then(finish);
    });
  queue
    .command('status')
    .description("a batch's counts: waiting, active, done, failed, the rate and the time left")
    .argument('<batch>', 'the batch name')
    .option('--redis <url>', REDIS_HELP)
    .option('--watch', 'a progress bar until the batch is done')
    .option('--json', 'one JSON object')
    .action(async (name: string, flags) => {
      const { queueStatus } = await import('./collect.js');
      return queueStatus(name, flags).then(finish);
    });
  queue
    .command('collect')
    .description('write a batch’s manifest in seed order, one item per seed (and a pack if asked)')
    .argument('<batch>', 'the batch name')
    .option('--redis <url>', REDIS_HELP)
    .option('--out <dir>', 'the folder to make whole (default the one the workers wrote to)')
    .option('--pack <file>', 'also write the puzzles as one knossos.pack/1 file')
    .option('--force', 'overwrite the pack file if it exists')
    .action(async (name: string, flags) => {
      const { queueCollect } = await import('./collect.js');
      return queueCollect(name, flags).then(finish);
    });
}
