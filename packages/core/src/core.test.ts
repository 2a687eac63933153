import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  clampWithNote,
  describeValue,
  grown,
  isCalendarDay,
  isKnossosError,
  JsonSyntaxError,
  KnossosError,
  popcount,
} from './index.js';

describe('KnossosError', () => {
  it('names code, field and place, and the guard knows it without instanceof', () => {
    const e = new KnossosError('KNOSSOS_TEST', 'dots[3]', 'must be a cell', { line: 3, column: 7 });
    expect(e.message).toBe('must be a cell (line 3, column 7)');
    expect([e.code, e.field, e.line, e.column]).toEqual(['KNOSSOS_TEST', 'dots[3]', 3, 7]);
    expect(new KnossosError('KNOSSOS_TEST', 'width', 'too wide').message).toBe('too wide');
    expect(isKnossosError(e)).toBe(true);
    // A copy from another bundle: same shape, another class.
    expect(
      isKnossosError(Object.assign(new Error('x'), { code: 'KNOSSOS_MAZE', field: 'f' })),
    ).toBe(true);
    expect(isKnossosError(Object.assign(new Error('x'), { code: 'ENOENT', field: 'f' }))).toBe(
      false,
    );
    expect(isKnossosError(null)).toBe(false);
    expect(isKnossosError('KNOSSOS_MAZE')).toBe(false);
    const json = new JsonSyntaxError('value expected', 1, 12);
    expect(json).toBeInstanceOf(KnossosError);
    expect([json.code, json.field, json.message]).toEqual([
      'KNOSSOS_JSON',
      'text',
      'value expected (line 1, column 12)',
    ]);
  });
});

describe('describeValue', () => {
  it('shows each kind of value briefly', () => {
    expect(describeValue('ten')).toBe('"ten"');
    expect(describeValue('x'.repeat(50))).toBe(`"${'x'.repeat(40)}…"`);
    expect(describeValue(-0)).toBe('-0');
    expect(describeValue(Number.NaN)).toBe('NaN');
    expect(describeValue(3n)).toBe('3n');
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue(null)).toBe('null');
    expect(describeValue([1, 2])).toBe('[1,2]');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(describeValue(cycle)).toBe('a object');
    expect(describeValue({ a: 'y'.repeat(80) }).length).toBe(61);
  });
});

describe('clampWithNote', () => {
  it('stays in range and notes every change, and only changes (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double(),
          fc.integer({ min: -100, max: 100 }),
          fc.constant(undefined),
          fc.string(),
        ),
        fc.integer({ min: -50, max: 0 }),
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        (value, min, max, whole) => {
          const notes: string[] = [];
          const used = clampWithNote(notes, 'Width', value, min, max, 1, whole);
          expect(used).toBeGreaterThanOrEqual(min);
          expect(used).toBeLessThanOrEqual(max);
          if (whole) expect(Number.isInteger(used)).toBe(true);
          expect(notes.length > 0).toBe(value !== undefined && used !== value);
          for (const note of notes) expect(note).toMatch(/^Width: .*; used -?[\d.e+-]+\.$/);
        },
      ),
    );
  });
});

describe('popcount and grown', () => {
  it('counts bits as a bit-by-bit loop does (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }), (x) => {
        let slow = 0;
        for (let b = 0; b < 32; b++) if ((x >>> b) & 1) slow++;
        expect(popcount(x)).toBe(slow);
      }),
    );
  });

  it('grows a typed array of the same kind with its contents', () => {
    const wider = grown(Int32Array.of(1, -2, 3), 5);
    expect(wider).toBeInstanceOf(Int32Array);
    expect(Array.from(wider)).toEqual([1, -2, 3, 0, 0]);
  });
});

describe('calendarDay and isCalendarDay', () => {
  it('gives the local day or the UTC one of a fixed moment', () => {
    const saved = process.env.TZ;
    try {
      // 23:30 UTC on 3 December is already 4 December in Tokyo and still 3 December in Hawaii.
      const moment = new Date('2026-12-03T23:30:00Z');
      process.env.TZ = 'Asia/Tokyo';
      expect(calendarDay(moment)).toBe('2026-12-04');
      expect(calendarDay(moment, true)).toBe('2026-12-03');
      process.env.TZ = 'Pacific/Honolulu';
      expect(calendarDay(new Date('2026-12-04T05:00:00Z'))).toBe('2026-12-03');
      expect(calendarDay(new Date('2026-12-04T05:00:00Z'), true)).toBe('2026-12-04');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
    expect(() => calendarDay(new Date(Number.NaN))).toThrow(KnossosError);
  });

  it('accepts real calendar days only', () => {
    for (const day of ['2026-12-03', '2024-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDay(day), day).toBe(true);
    }
    for (const day of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      'today',
      '0000-01-01',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});
