import { existsSync, statSync } from 'node:fs';
import { type FlowLevel, flowFromJson, parseFlowCsv, parseFlowText } from '@knossos/flow';
import {
  fromMicromouse,
  type MazeData,
  type MazePack,
  mazeFromJson,
  PACK_FORMAT,
  packFromJson,
} from '@knossos/maze';
import {
  NETWALK_JSON_FORMAT,
  type NetwalkBoard,
  netwalkFromJson,
  parseTathamId,
} from '@knossos/netwalk';
import { CliError, describeError, isUserError } from './errors.js';
import { readInput } from './files.js';

/** A puzzle read from a file or a game ID, with the format it was read as. */
export type Loaded =
  | { readonly family: 'maze'; readonly format: string; readonly maze: MazeData }
  | { readonly family: 'flow'; readonly format: string; readonly level: FlowLevel }
  | { readonly family: 'netwalk'; readonly format: string; readonly board: NetwalkBoard }
  | { readonly family: 'pack'; readonly format: string; readonly pack: MazePack };

const TATHAM = /^\s*\d+(x\d+)?w?:/;

/**
 * Reads a puzzle from a file, telling its format by its content: maze JSON, a maze pack,
 * micromouse text, Flow JSON, CSV or text, Netwalk JSON or a Tatham Net game ID. An argument
 * that is not a file but looks like a Net game ID is read as one.
 *
 * @throws {@link CliError} (exit 2) naming the file, line and column of the first problem.
 */
export function load(argument: string): Loaded {
  if (!existsSync(argument)) {
    if (TATHAM.test(argument))
      return attempt(argument, 'Net game ID', () => ({
        family: 'netwalk',
        format: 'Net game ID',
        board: parseTathamId(argument),
      }));
    throw new CliError(`${argument}: no such file (and not a Net game ID such as 5x5:…)`);
  }
  if (statSync(argument).isDirectory())
    throw new CliError(`${argument}: is a folder, not a puzzle file`);
  const bytes = readInput(argument);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (bytes.includes(0) || text.includes('\uFFFD')) {
    throw new CliError(`${argument}: a binary file, not a puzzle`);
  }
  const trimmed = text.trim();
  if (trimmed === '') throw new CliError(`${argument}: the file is empty`);
  if (trimmed.startsWith('[')) {
    throw new CliError(`${argument}: a JSON list; a puzzle file holds one JSON object`);
  }
  if (trimmed.startsWith('{')) {
    let format: unknown;
    let hasDots = false;
    try {
      const data = JSON.parse(trimmed) as { format?: unknown; dots?: unknown };
      format = data.format;
      hasDots = Array.isArray(data.dots);
    } catch {
      // Not valid JSON: let the most likely reader say where.
    }
    if (format === undefined && !hasDots) {
      // Not valid JSON, or JSON of no known kind: the maze reader says where it goes wrong.
      return attempt(argument, 'JSON', () => ({
        family: 'maze',
        format: 'maze JSON',
        maze: mazeFromJson(text),
      }));
    }
    if (format === PACK_FORMAT)
      return attempt(argument, 'maze pack', () => ({
        family: 'pack',
        format: 'maze pack',
        pack: packFromJson(text),
      }));
    if (format === NETWALK_JSON_FORMAT)
      return attempt(argument, 'Netwalk JSON', () => ({
        family: 'netwalk',
        format: 'Netwalk JSON',
        board: netwalkFromJson(text),
      }));
    if (hasDots)
      return attempt(argument, 'Flow JSON', () => ({
        family: 'flow',
        format: 'Flow JSON',
        level: flowFromJson(text),
      }));
    return attempt(argument, 'maze JSON', () => ({
      family: 'maze',
      format: 'maze JSON',
      maze: mazeFromJson(text),
    }));
  }
  if (TATHAM.test(trimmed) && !trimmed.includes('\n')) {
    return attempt(argument, 'Net game ID', () => ({
      family: 'netwalk',
      format: 'Net game ID',
      board: parseTathamId(trimmed),
    }));
  }
  if (/[┌┐└┘├┤┬┴┼─│╵╶╷╴]/.test(trimmed)) {
    throw new CliError(
      `${argument}: this is a picture of a puzzle (a .txt from --format txt), which cannot be read back; use its .json`,
    );
  }
  if (/^[o+][-+o ]/m.test(trimmed) && /[|]/.test(trimmed)) {
    return attempt(argument, 'micromouse text', () => ({
      family: 'maze',
      format: 'micromouse text',
      maze: fromMicromouse(text),
    }));
  }
  if (/^\s*\d+\s*(,\s*\d+\s*)+$/m.test(trimmed)) {
    return attempt(argument, 'Flow CSV', () => ({
      family: 'flow',
      format: 'Flow CSV',
      level: parseFlowCsv(text),
    }));
  }
  return attempt(argument, 'Flow text', () => ({
    family: 'flow',
    format: 'Flow text',
    level: parseFlowText(text),
  }));
}

function attempt(file: string, format: string, read: () => Loaded): Loaded {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError) {
      throw new CliError(`${file}: nested too deeply to read (read as ${format})`);
    }
    if (!isUserError(error)) throw error;
    const message = `${describeError(error, file)} (read as ${format})`;
    // A well-formed Net game ID whose tiles cannot be solved is a puzzle with no solution.
    const unsolvable = /no solution|pipe ends|links' worth/.test((error as Error).message);
    throw new CliError(message, unsolvable ? 1 : 2);
  }
}
