// What a command reads: a puzzle file, a pack, a batch folder's manifest, standard input (`-`)
// or a Net game ID given as the argument, opened by `openText` of @knossos/families.

import { existsSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isJsonSyntaxError } from '@knossos/core';
import { isNetGameId, type Opened, openText } from '@knossos/families';
import { CliError, describeError, isUserError } from './errors.js';
import { MAX_INPUT_BYTES, readInput } from './files.js';
import { io } from './io.js';

/** The argument that names standard input. */
export const STDIN = '-';

/** What an argument held, and the name messages give it. */
export interface Input {
  /** The argument as given, or `standard input` for `-`. */
  readonly name: string;
  /** The file read, or `null` for standard input and a game ID. */
  readonly path: string | null;
  /** What the text held. */
  readonly opened: Opened;
}

/**
 * Standard input to its end, at most {@link MAX_INPUT_BYTES}: the run's own (see `io`), else
 * the process's.
 *
 * @throws {@link CliError} (exit 2) for more than that.
 */
function readStandardInput(): Buffer {
  const bytes = io().takeStdin() ?? readDescriptorZero();
  if (bytes.length > MAX_INPUT_BYTES) {
    throw new CliError(
      `standard input: is past the ${MAX_INPUT_BYTES / 1024 / 1024} MB Knossos reads`,
    );
  }
  return bytes;
}

/** File descriptor 0 to its end, or to the first byte past {@link MAX_INPUT_BYTES}. */
function readDescriptorZero(): Buffer {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.alloc(1 << 16);
  while (total <= MAX_INPUT_BYTES) {
    let read: number;
    try {
      read = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EOF') break;
      // A terminal or a pipe opened without blocking has nothing yet: wait a little for it.
      if (code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      throw error;
    }
    if (read === 0) break;
    total += read;
    chunks.push(Buffer.from(chunk.subarray(0, read)));
  }
  return Buffer.concat(chunks);
}

/**
 * The text of a file or of standard input (`-`), within the limits of `readInput`: only regular
 * files, at most {@link MAX_INPUT_BYTES}; a byte that is not UTF-8 is refused.
 *
 * @throws {@link CliError} (exit 2) naming the file.
 */
export function readText(argument: string): string {
  const name = argument === STDIN ? 'standard input' : argument;
  const bytes = argument === STDIN ? readStandardInput() : readInput(argument);
  const text = bytes.toString('utf8');
  if (bytes.includes(0) || text.includes('\uFFFD')) {
    throw new CliError(`${name}: a binary file, not a puzzle`);
  }
  return text;
}

/**
 * Opens the text of `name` as whatever it holds.
 *
 * @throws {@link CliError} (exit 2) with the file, line, column and the format it was read as.
 */
export function openNamed(name: string, text: string): Opened {
  try {
    return openText(text);
  } catch (error) {
    if (!isUserError(error)) throw error;
    const json = isJsonSyntaxError(error) ? error : (error as { cause?: unknown }).cause;
    if (isJsonSyntaxError(json)) {
      throw new CliError(
        `${name}: line ${json.line}, column ${json.column}: not JSON (${json.problem})`,
      );
    }
    throw new CliError(describeError(error, name));
  }
}

/**
 * Opens what an argument names: `-` (standard input), a file, a folder holding a
 * `manifest.json`, or — when no file has that name — a Net game ID such as `5x5:…`.
 *
 * @throws {@link CliError} (exit 2) for a missing file, a folder without a manifest, or text
 *   no reader takes (naming the file, line and column).
 */
export function openInput(argument: string): Input {
  if (argument === STDIN) {
    return {
      name: 'standard input',
      path: null,
      opened: openNamed('standard input', readText(STDIN)),
    };
  }
  if (!existsSync(argument)) {
    if (isNetGameId(argument)) {
      return { name: argument, path: null, opened: openNamed(argument, argument) };
    }
    throw new CliError(`${argument}: no such file (and not a Net game ID such as 5x5:…)`);
  }
  let path = argument;
  if (statSync(argument).isDirectory()) {
    path = join(argument, 'manifest.json');
    if (!existsSync(path)) {
      throw new CliError(`${argument}: is a folder without a manifest.json, not a puzzle file`);
    }
  }
  return { name: argument, path, opened: openNamed(argument, readText(path)) };
}
