import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import { KnossosError } from './errors.js';

/** How deep arrays and objects may nest in a file {@link readJson} reads (a puzzle needs 5). */
export const JSON_MAX_DEPTH = 256;

/**
 * Text that is not strict JSON, or nests deeper than allowed. `line` and `column` (1-based,
 * columns in UTF-16 code units) say where; `depth` is set when the nesting was too deep.
 *
 * Tell it apart without `instanceof` (two copies of the package may live in one app) by
 * `error.code === 'KNOSSOS_JSON'`.
 */
export class JsonSyntaxError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_JSON'`. */
  declare readonly code: 'KNOSSOS_JSON';
  /** The line of the fault, from 1. */
  declare readonly line: number;
  /** The column of the fault, from 1. */
  declare readonly column: number;
  /** How deep the text nests where it went too deep, or `null` for other faults. */
  readonly depth: number | null;
  /** What is wrong, without the place. */
  readonly problem: string;

  constructor(problem: string, line: number, column: number, depth: number | null = null) {
    super('KNOSSOS_JSON', 'text', problem, { line, column });
    this.name = 'JsonSyntaxError';
    this.problem = problem;
    this.depth = depth;
  }
}

/**
 * Whether an error is a {@link JsonSyntaxError}, told by its `code` (not `instanceof`: two copies
 * of this package may live in one app).
 */
export function isJsonSyntaxError(error: unknown): error is JsonSyntaxError {
  return (error as { code?: unknown } | null)?.code === 'KNOSSOS_JSON';
}

/** What each fault the JSON parser reports means, in words. */
const FAULTS: Readonly<Record<string, string>> = {
  InvalidSymbol: 'a character that has no place here',
  InvalidNumberFormat: 'a number written wrongly',
  PropertyNameExpected: 'a property name (in double quotes) expected',
  ValueExpected: 'a value expected',
  ColonExpected: 'a colon expected',
  CommaExpected: 'a comma expected',
  CloseBraceExpected: 'a closing } expected',
  CloseBracketExpected: 'a closing ] expected',
  EndOfFileExpected: 'nothing more expected after the value',
  InvalidCommentToken: 'a comment, which JSON does not allow',
  UnexpectedEndOfComment: 'a comment that does not end',
  UnexpectedEndOfString: 'a string that does not end',
  UnexpectedEndOfNumber: 'a number that does not end',
  InvalidUnicode: 'a \\u escape that is not four hex digits',
  InvalidEscapeCharacter: 'a backslash escape JSON does not have',
  InvalidCharacter: 'a control character inside a string',
};

/** The line and column (both from 1) of a UTF-16 offset in `text`. */
function place(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
}

/**
 * Reads strict JSON (RFC 8259: no comments, no trailing commas, no empty text) with
 * [jsonc-parser](https://github.com/microsoft/node-jsonc-parser), which, unlike `JSON.parse`,
 * always says where a syntax error is. Before parsing, one pass over the text refuses nesting
 * deeper than `maxDepth`, which would otherwise overflow the stack of any recursive reader or
 * checker further on.
 *
 * @param text - the file's text.
 * @param maxDepth - the deepest nesting allowed, default {@link JSON_MAX_DEPTH}.
 * @returns the parsed value.
 * @throws {@link JsonSyntaxError} at the first fault, with its line and column.
 */
export function readJson(text: string, maxDepth: number = JSON_MAX_DEPTH): unknown {
  if (typeof text !== 'string') throw new JsonSyntaxError('JSON must be text', 1, 1);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: skip what it escapes
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > maxDepth) {
        const { line, column } = place(text, i);
        throw new JsonSyntaxError(`nested deeper than ${maxDepth} levels`, line, column, depth);
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first !== undefined) {
    const { line, column } = place(text, first.offset);
    const code = printParseErrorCode(first.error);
    throw new JsonSyntaxError(`${FAULTS[code] ?? code} (${code})`, line, column);
  }
  return value;
}

/**
 * {@link readJson} with a fault turned into the caller's own error: `fail` gets what is wrong
 * and where, and returns the error to throw (a family's typed error, say). Any other error is
 * thrown as it is.
 *
 * @throws what `fail` returns, at the first fault.
 */
export function readJsonOr(
  text: string,
  fail: (problem: string, where: { line: number; column: number }) => Error,
): unknown {
  try {
    return readJson(text);
  } catch (error) {
    if (!isJsonSyntaxError(error)) throw error;
    throw fail(error.problem, { line: error.line, column: error.column });
  }
}
