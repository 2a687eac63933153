// `knossos book`: a print-ready PDF of puzzles — packs, batch folders and puzzle files, or
// puzzles made for it — many to a page, numbered and captioned, with the answers at the back.

import { dirname, join, resolve } from 'node:path';
import {
  type BookOptions,
  type BookSource,
  CAPTION_PARTS,
  type CaptionPart,
  parseLayout,
  parsePageSize,
  resolveBookOptions,
} from '@knossos/book';
import { writeBookFile } from '@knossos/book/node';
import { isKnossosError } from '@knossos/core';
import { type Held, puzzleFileOf } from '@knossos/families';
import { SingleBar } from 'cli-progress';
import pc from 'picocolors';
import { CliError, EXIT } from '../errors.js';
import { prepareFile } from '../files.js';
import { openInput } from '../input.js';
import { errorTerminal, io } from '../io.js';
import { terminalSafe } from '../terminal.js';
import { type PackFlags, pack } from './pack.js';

/** The flags of `knossos book`. */
export interface BookFlags {
  readonly out?: string;
  readonly force?: boolean;
  readonly page?: string;
  readonly landscape?: boolean;
  readonly margin?: number;
  readonly perPage?: number;
  readonly layout?: string;
  readonly answerLayout?: string;
  readonly answers?: boolean;
  readonly title?: string;
  readonly subtitle?: string;
  readonly caption?: string;
  readonly pageNumbers?: boolean;
  readonly legend?: boolean;
  readonly wallWidth?: number;
  readonly pictureMargin?: number;
  // Puzzles made for the book, as `knossos pack` makes them.
  readonly family?: string;
  readonly count?: number;
  readonly stars?: string;
  readonly seed?: string;
  readonly preset?: string[];
  readonly mix?: string;
  readonly timeLimit?: number;
}

/** One puzzle of the book: held already (from a pack or a file) or read from a file when drawn. */
type Entry = Held | string;

/** The puzzles the inputs name, in order: each file's, a pack's in pack order, a folder's in its manifest's order. */
function entriesOf(inputs: readonly string[]): Entry[] {
  const entries: Entry[] = [];
  for (const input of inputs) {
    const { path, opened } = openInput(input);
    if (opened.kind === 'puzzle') entries.push(opened.held);
    else if (opened.kind === 'pack') entries.push(...opened.puzzles);
    else {
      if (path === null) throw new CliError(`${input}: give a batch folder by its path`);
      const folder = dirname(path);
      for (const item of opened.manifest.items) {
        const file = puzzleFileOf(item);
        if (file === null) throw new CliError(`${input}: item ${item.seed} lists no puzzle file`);
        entries.push(join(folder, file));
      }
    }
  }
  return entries;
}

/** The entries as a book's source: a folder's files are read as they are drawn, twice. */
function sourceOf(entries: readonly Entry[]): BookSource {
  return {
    count: entries.length,
    *puzzles() {
      for (const entry of entries) {
        if (typeof entry !== 'string') {
          yield entry;
          continue;
        }
        const { opened } = openInput(entry);
        if (opened.kind !== 'puzzle') {
          throw new CliError(`${entry}: is a ${opened.format}, not a puzzle`);
        }
        yield opened.held;
      }
    },
  };
}

/** The `--caption` list: parts by name, `none` for no caption. */
function captionParts(text: string | undefined): CaptionPart[] | undefined {
  if (text === undefined) return undefined;
  if (text.trim() === 'none') return [];
  const parts = text.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!CAPTION_PARTS.includes(part as CaptionPart)) {
      throw new CliError(
        `--caption: "${part}" is not a caption part; give some of ${CAPTION_PARTS.join(',')} or none`,
      );
    }
  }
  return parts as CaptionPart[];
}

/** The book options the flags ask for; page and layout text read here so errors name the flag. */
function bookOptions(flags: BookFlags): BookOptions {
  const read = <T>(flag: string, text: string | undefined, parse: (text: string) => T) => {
    if (text === undefined) return undefined;
    try {
      return parse(text);
    } catch (error) {
      throw new CliError(`${flag}: ${(error as Error).message.replace(/^\w+: /, '')}`);
    }
  };
  const page = read('--page', flags.page, parsePageSize);
  const layout = read('--layout', flags.layout, parseLayout);
  const answerLayout = read('--answer-layout', flags.answerLayout, parseLayout);
  const caption = captionParts(flags.caption);
  return {
    ...(page === undefined ? {} : { page }),
    ...(layout === undefined ? {} : { layout }),
    ...(answerLayout === undefined ? {} : { answerLayout }),
    ...(caption === undefined ? {} : { caption }),
    landscape: flags.landscape === true,
    answers: flags.answers !== false,
    pageNumbers: flags.pageNumbers !== false,
    legend: flags.legend === true,
    ...(flags.margin === undefined ? {} : { marginMm: flags.margin }),
    ...(flags.perPage === undefined ? {} : { perPage: flags.perPage }),
    ...(flags.title === undefined ? {} : { title: flags.title }),
    ...(flags.subtitle === undefined ? {} : { subtitle: flags.subtitle }),
    ...(flags.wallWidth === undefined ? {} : { wallWidth: flags.wallWidth }),
    ...(flags.pictureMargin === undefined ? {} : { pictureMargin: flags.pictureMargin }),
  };
}

/** The pack a book made for itself is kept beside it: `book.pdf` → `book.pack.json`. */
const packPathOf = (pdf: string) => `${pdf.replace(/\.pdf$/i, '')}.pack.json`;

/**
 * `knossos book`: writes the PDF `--out` (default `book.pdf`) from the inputs in order (puzzle
 * files, packs, batch folders, Net game IDs; any family, mixed), or from `--count` puzzles of
 * `--family` made as `knossos pack` makes them and kept beside the PDF as `<name>.pack.json`.
 * A progress bar on a terminal; Ctrl-C stops it, leaving no PDF (exit 130).
 *
 * @throws {@link CliError} (exit 2) for no puzzles, both inputs and `--family`, bad page, layout
 *   or caption text, or a file that exists without `--force`.
 */
export async function book(
  inputs: readonly string[],
  flags: BookFlags,
  command: readonly string[],
): Promise<number> {
  const out = flags.out ?? 'book.pdf';
  const options = bookOptions(flags);
  const force = flags.force === true;
  const making = flags.family !== undefined || flags.count !== undefined;
  if (making && inputs.length > 0) {
    throw new CliError('book: give puzzle files or --family and --count, not both');
  }
  if (!making) {
    const madeOnly = (
      [
        ['--stars', flags.stars],
        ['--seed', flags.seed],
        ['--preset', flags.preset],
        ['--mix', flags.mix],
      ] as const
    ).filter(([, value]) => value !== undefined);
    if (madeOnly.length > 0) {
      throw new CliError(
        `book: ${madeOnly.map(([flag]) => flag).join(', ')} ${madeOnly.length === 1 ? 'is' : 'are'} for puzzles made with --family and --count, not for input files`,
      );
    }
  }
  if (!making && inputs.length === 0) {
    throw new CliError(
      'book: give puzzle files, packs or folders, or --family and --count to make the puzzles',
    );
  }
  if (out === '-') {
    throw new CliError(
      '--out: a book is a PDF file; give its name (standard output is not offered)',
    );
  }
  // Inputs are read before the output is looked at, so a missing input is named first.
  let entries: Entry[] = making ? [] : entriesOf(inputs);
  const target = resolve(out);
  const input = inputs.find((name) => resolve(name) === target);
  if (input !== undefined) {
    throw new CliError(`--out: ${out} is an input of the book; give the PDF another name`);
  }
  prepareFile(out, '--out', force);
  if (making) {
    const packPath = packPathOf(out);
    const packFlags: PackFlags = {
      family: flags.family ?? 'maze',
      out: packPath,
      force,
      ...(flags.count === undefined ? {} : { count: flags.count }),
      ...(flags.stars === undefined ? {} : { stars: flags.stars }),
      ...(flags.seed === undefined ? {} : { seed: flags.seed }),
      ...(flags.preset === undefined ? {} : { preset: flags.preset }),
      ...(flags.mix === undefined ? {} : { mix: flags.mix }),
      ...(flags.timeLimit === undefined ? {} : { timeLimit: flags.timeLimit }),
    };
    const code = await pack(packFlags, command);
    if (code !== EXIT.ok && code !== EXIT.unmet) {
      io().stderr.write(`${pc.yellow('Stopped:')} the book is not written.\n`);
      return code;
    }
    entries = entriesOf([packPath]);
    // A puzzle that missed its request (its stars, say) is still a proven puzzle: the book is
    // made of what the pack holds, and the exit code still says a request was not met.
    if (code === EXIT.unmet) {
      io().stderr.write(
        `${pc.yellow('note:')} some puzzles missed their request (above); the book holds them as made.\n`,
      );
      const drawn = await drawBook(out, sourceOf(entries), options, force);
      return drawn === EXIT.ok ? EXIT.unmet : drawn;
    }
  }
  if (entries.length === 0) throw new CliError('book: the inputs hold no puzzle');
  return drawBook(out, sourceOf(entries), options, force);
}

/** Draws the book into `out`, with a bar on a terminal and a clean stop on a signal. */
async function drawBook(
  out: string,
  source: BookSource,
  options: BookOptions,
  force: boolean,
): Promise<number> {
  const stopper = new AbortController();
  let code: number = EXIT.ok;
  const stopOn = (signal: NodeJS.Signals, exit: number) => () => {
    if (stopper.signal.aborted) process.exit(exit);
    code = exit;
    io().stderr.write(
      `\n${pc.yellow('Stopping:')} the book is not written (Ctrl-C again to quit now)…\n`,
    );
    stopper.abort(new Error(`stopped by ${signal}`));
  };
  const listeners: [NodeJS.Signals, () => void][] = [
    ['SIGINT', stopOn('SIGINT', EXIT.interrupted)],
    ['SIGTERM', stopOn('SIGTERM', EXIT.terminated)],
    ['SIGHUP', stopOn('SIGHUP', EXIT.hangUp)],
  ];
  for (const [signal, listener] of listeners) process.on(signal, listener);
  const bar =
    errorTerminal() !== null
      ? new SingleBar(
          {
            format: ' {bar} {value}/{total} pictures | ETA {eta_formatted}',
            stream: errorTerminal()!,
          },
          { format: '', barCompleteChar: '█', barIncompleteChar: '░' },
        )
      : null;
  const total = source.count * (options.answers === false ? 1 : 2);
  // The options' notes come before the drawing; notes found while drawing (a title's letters
  // the font lacks), after it.
  const early = resolveBookOptions(options).notes;
  for (const note of early) io().stderr.write(`${pc.yellow('note:')} ${note}\n`);
  bar?.start(total, 0);
  try {
    const report = await writeBookFile(out, source, options, {
      signal: stopper.signal,
      onProgress: (done) => bar?.update(done),
      // Without --force, a file that turned up while the book was drawn is kept too.
      overwrite: force,
    });
    bar?.stop();
    for (const note of report.notes.slice(early.length)) {
      io().stderr.write(`${pc.yellow('note:')} ${note}\n`);
    }
    const answers = report.answersFrom === null ? '' : `, answers from page ${report.answersFrom}`;
    io().stdout.write(
      `${terminalSafe(out)}: ${report.pages} page${report.pages === 1 ? '' : 's'}, ${report.puzzles} puzzle${report.puzzles === 1 ? '' : 's'}${answers}\n`,
    );
    return EXIT.ok;
  } catch (error) {
    bar?.stop();
    if (stopper.signal.aborted) return code;
    if (isKnossosError(error) && error.field === 'path') {
      throw new CliError(
        error.message.endsWith('already exists')
          ? `${out} already exists (use --force to overwrite it)`
          : error.message.replace(/^path: /, ''),
      );
    }
    throw error;
  } finally {
    for (const [signal, listener] of listeners) process.off(signal, listener);
  }
}
