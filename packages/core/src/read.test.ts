import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, JsonSyntaxError, readJson, readJsonOr } from './index.js';

describe('readJson', () => {
  it('reads what JSON.stringify writes, as JSON.parse does', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value, null, 1);
        expect(readJson(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('names the line and column of every syntax error', () => {
    for (const [text, line, column] of [
      ['{"dots":[1,,2]}', 1, 12],
      ['{\n  "a": 1,\n}', 3, 1],
      ['{"a": 1} // no', 1, 10],
      ['', 1, 1],
      ['[1, 2', 1, 6],
    ] as const) {
      const error = (() => {
        try {
          readJson(text);
        } catch (e) {
          return e as JsonSyntaxError;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect([error!.code, error!.line, error!.column]).toEqual(['KNOSSOS_JSON', line, column]);
      expect(error!.message).toMatch(new RegExp(`line ${line}, column ${column}`));
    }
  });

  it('refuses deep nesting with a typed error naming the depth, not a stack overflow', () => {
    for (const depth of [JSON_MAX_DEPTH + 1, 3_000, 100_000]) {
      for (const [open, close] of [
        ['[', ']'],
        ['{"a":', '}'],
      ] as const) {
        const text = `${open.repeat(depth)}1${close.repeat(depth)}`;
        expect(() => readJson(text)).toThrow(JsonSyntaxError);
        try {
          readJson(text);
        } catch (e) {
          expect((e as JsonSyntaxError).depth).toBe(JSON_MAX_DEPTH + 1);
          expect((e as JsonSyntaxError).message).toMatch(/nested deeper than 256 levels/);
        }
      }
    }
    // Brackets inside strings are text, not nesting.
    const quoted = JSON.stringify({ s: '['.repeat(10_000) });
    expect(readJson(quoted)).toEqual({ s: '['.repeat(10_000) });
    expect(readJson('['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH))).toBeInstanceOf(Array);
  });

  it("readJsonOr throws the caller's error, with what and where", () => {
    const fail = (problem: string, where: { line: number; column: number }) =>
      Object.assign(new RangeError(`mine: ${problem}`), where);
    expect(readJsonOr('{"a": [1]}', fail)).toEqual({ a: [1] });
    expect(() => readJsonOr('{\n  "a": }', fail)).toThrow(RangeError);
    try {
      readJsonOr('{\n  "a": }', fail);
    } catch (error) {
      expect(error).toMatchObject({
        message: 'mine: a value expected (ValueExpected)',
        line: 2,
        column: 8,
      });
    }
  });
});
