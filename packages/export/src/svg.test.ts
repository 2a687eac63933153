import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  ExportError,
  MARKER_KINDS,
  type Point,
  pictureFrame,
  renderSvg,
  resolveExportOptions,
  type Sketch,
  type SketchItem,
  wallItem,
} from './index.js';
import { joinCollinear } from './svg.js';
import { mazeSketch } from './test-sketch.test-util.js';

const coordinate = fc.double({ min: -50, max: 50, noNaN: true });
const pointArb: fc.Arbitrary<Point> = fc.record({ x: coordinate, y: coordinate });
const textArb = fc.string({ maxLength: 12 }).map((s) => `${s}<&>"'`);
const colorArb = fc.constantFrom('#123456', 'red', 'rgb(1, 2, 3)');
const itemArb: fc.Arbitrary<SketchItem> = fc.oneof(
  fc.record({ kind: fc.constant('wall' as const), a: pointArb, b: pointArb }),
  fc
    .record({
      kind: fc.constant('arc' as const),
      center: pointArb,
      radius: fc.double({ min: 0.1, max: 20, noNaN: true }),
      start: fc.double({ min: -7, max: 7, noNaN: true }),
      end: fc.double({ min: -7, max: 7, noNaN: true }),
    })
    .map((a) => ({ ...a, end: a.start + Math.abs(a.end - a.start) + 0.01 })),
  fc.record({
    kind: fc.constant('polygon' as const),
    points: fc.array(pointArb, { minLength: 3, maxLength: 6 }),
    color: colorArb,
  }),
  fc.record({
    kind: fc.constant('sector' as const),
    center: pointArb,
    inner: fc.double({ min: 0, max: 5, noNaN: true }),
    outer: fc.double({ min: 5.5, max: 9, noNaN: true }),
    start: fc.double({ min: 0, max: 3, noNaN: true }),
    end: fc.double({ min: 3.1, max: 9.4, noNaN: true }),
    color: colorArb,
  }),
  fc.record({
    kind: fc.constant('marker' as const),
    marker: fc.constantFrom(...MARKER_KINDS),
    at: pointArb,
    size: fc.double({ min: 0.1, max: 3, noNaN: true }),
    rotation: fc.double({ min: -7, max: 7, noNaN: true }),
    arms: fc.array(fc.double({ min: -7, max: 7, noNaN: true }), { maxLength: 4 }),
    label: textArb,
    opacity: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('route' as const),
    points: fc.array(pointArb, { minLength: 1, maxLength: 6 }),
    width: fc.double({ min: 0.05, max: 1, noNaN: true }),
    color: colorArb,
    dashed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('label' as const),
    at: pointArb,
    text: textArb,
    size: fc.double({ min: 0.1, max: 2, noNaN: true }),
  }),
);
const sketchArb: fc.Arbitrary<Sketch> = fc.record({
  bounds: fc.constant({ min: { x: -50, y: -50 }, max: { x: 50, y: 50 } }),
  cellSize: fc.double({ min: 0.5, max: 3, noNaN: true }),
  items: fc.array(itemArb, { maxLength: 12 }),
  legend: fc.array(fc.record({ marker: fc.constantFrom(...MARKER_KINDS), text: textArb }), {
    maxLength: 5,
  }),
  title: textArb,
});

/** Every text node of a parsed SVG, wherever it sits. */
function texts(node: unknown, found: string[] = []): string[] {
  if (typeof node === 'string') found.push(node);
  else if (Array.isArray(node)) for (const child of node) texts(child, found);
  else if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) if (!key.startsWith('@_')) texts(child, found);
  }
  return found;
}

describe('renderSvg', () => {
  it('writes well-formed, self-contained SVG with every text escaped', () => {
    const parser = new XMLParser({
      ignoreAttributes: false,
      isArray: () => true,
      textNodeName: '#text',
    });
    fc.assert(
      fc.property(sketchArb, (sketch) => {
        const svg = renderSvg(sketch, { size: 300 });
        expect(XMLValidator.validate(svg)).toBe(true);
        expect(svg).not.toMatch(/<script|href=|url\(|<image|<foreignObject|@import/i);
        // The one URL is the SVG namespace, which names the language and is never fetched.
        expect(svg.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
        // Texts come back from an XML parser exactly as given: escaped, not lost.
        const found = texts(parser.parse(svg)).join('\u0000');
        const given = [
          sketch.title!,
          ...sketch.items.flatMap((i) =>
            i.kind === 'label' ? [i.text] : i.kind === 'marker' ? [i.label ?? ''] : [],
          ),
          ...(sketch.legend ?? []).map((e) => e.text),
        ].filter((t) => t.trim() !== '');
        const decoded = found
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&apos;', "'")
          .replaceAll('&amp;', '&');
        for (const text of given) expect(decoded).toContain(text.trim());
      }),
      { numRuns: 60 },
    );
  });

  it('makes the picture the asked size on its longer side, and maps board to pixels both ways', () => {
    fc.assert(
      fc.property(
        sketchArb,
        fc.integer({ min: 64, max: 4000 }),
        fc.double({ min: 0, max: 4, noNaN: true }),
        pointArb,
        (sketch, size, margin, p) => {
          const frame = pictureFrame(sketch, { size, margin });
          expect(Math.max(frame.width, frame.height)).toBe(size);
          const back = frame.toBoard(frame.toPixel(p));
          expect(back.x).toBeCloseTo(p.x, 6);
          expect(back.y).toBeCloseTo(p.y, 6);
          const svg = renderSvg(sketch, { size, margin });
          expect(svg).toContain(`width="${frame.width}" height="${frame.height}"`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('puts the board inside its margin: corners map to the margin in pixels, y flipped', () => {
    const sketch: Sketch = {
      bounds: { min: { x: 0, y: 0 }, max: { x: 10, y: 5 } },
      cellSize: 1,
      items: [],
    };
    const frame = pictureFrame(sketch, { size: 1200, margin: 1 });
    expect([frame.width, frame.height]).toEqual([1200, 700]);
    expect(frame.toPixel({ x: 0, y: 5 })).toEqual({ x: 100, y: 100 });
    expect(frame.toPixel({ x: 10, y: 0 })).toEqual({ x: 1100, y: 600 });
  });

  it('names the item and field it cannot draw', () => {
    const base = { bounds: { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } }, cellSize: 1 };
    const bad = (items: unknown[]) => () => renderSvg({ ...base, items } as Sketch);
    expect(bad([{ kind: 'wall', a: { x: 0, y: 0 }, b: { x: 1, y: 0 } }, { kind: 'blob' }])).toThrow(
      /^items\[1\]\.kind: must be one of wall, arc/,
    );
    expect(
      bad([
        {
          kind: 'polygon',
          color: 'red',
          points: [
            { x: 0, y: 0 },
            { x: 1, y: Number.NaN },
            { x: 1, y: 1 },
          ],
        },
      ]),
    ).toThrow(/^items\[0\]\.points\[1\]\.y: must be a finite number \(got NaN\)/);
    expect(bad([{ kind: 'marker', marker: 'dragon', at: { x: 0, y: 0 }, size: 1 }])).toThrow(
      /items\[0\]\.marker/,
    );
    expect(() => renderSvg({ ...base, cellSize: 0, items: [] })).toThrow(ExportError);
    expect(() => renderSvg(null as unknown as Sketch)).toThrow(/^sketch:/);
  });
});

describe('resolveExportOptions', () => {
  it('clamps out-of-range options with a note each, and tells onNote', () => {
    const told: string[] = [];
    const { options, notes } = resolveExportOptions({
      size: 20,
      wallWidth: 1,
      margin: Number.NaN,
      onNote: (note) => told.push(note),
    });
    expect([options.size, options.wallWidth, options.margin]).toEqual([64, 0.4, 0.8]);
    expect(notes).toEqual([
      'Size: 20 is below 64; used 64.',
      'Wall width: 1 is above 0.4; used 0.4.',
      'Margin: NaN is not a number; used 0.8.',
    ]);
    expect(told).toEqual(notes);
    expect(resolveExportOptions().notes).toEqual([]);
    expect(resolveExportOptions({ size: 9000 }).options.size).toBe(8192);
  });

  it('gives an SVG a print size in millimetres when asked, keeping its viewBox in pixels', () => {
    const sketch = {
      bounds: { min: { x: 0, y: 0 }, max: { x: 4, y: 2 } },
      cellSize: 1,
      items: [{ kind: 'wall' as const, a: { x: 0, y: 0 }, b: { x: 4, y: 0 } }],
    };
    const plain = renderSvg(sketch, { size: 400 });
    const [, w, h] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(plain)!;
    const printed = renderSvg(sketch, { size: 400, printWidthMm: 120 });
    const mm = /<svg [^>]*width="([\d.]+)mm" height="([\d.]+)mm" viewBox="0 0 (\d+) (\d+)"/.exec(
      printed,
    )!;
    expect(mm).not.toBeNull();
    expect(Number(mm[1])).toBe(120);
    // The same shape, and the same drawing inside.
    expect(Number(mm[2])).toBeCloseTo((120 * Number(h)) / Number(w), 1);
    expect([mm[3], mm[4]]).toEqual([w, h]);
    expect(printed.replace(/<svg[^>]*>/, '')).toBe(plain.replace(/<svg[^>]*>/, ''));
    expect(resolveExportOptions({ printWidthMm: 5 }).notes).toEqual([
      'Print width: 5 is below 10; used 10.',
    ]);
    expect(resolveExportOptions().options.printWidthMm).toBeNull();
  });
});

describe('joinCollinear', () => {
  const gridPoint = fc.record({
    x: fc.integer({ min: 0, max: 6 }),
    y: fc.integer({ min: 0, max: 6 }),
  });
  const onSegment = (p: Point, a: Point, b: Point) => {
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    const dot = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
    const length2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    return Math.abs(cross) < 1e-6 && dot >= -1e-6 && dot <= length2 + 1e-6;
  };
  it('draws the same walls in fewer pieces: nothing lost, nothing invented', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ a: gridPoint, b: gridPoint }), { maxLength: 30 }),
        (lines) => {
          const joined = joinCollinear(lines);
          expect(joined.length).toBeLessThanOrEqual(lines.length);
          const covered = (p: Point, set: readonly { a: Point; b: Point }[]) =>
            set.some((l) => onSegment(p, l.a, l.b));
          for (const { a, b } of lines) {
            for (const t of [0, 0.25, 0.5, 0.75, 1]) {
              expect(covered({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, joined)).toBe(
                true,
              );
            }
          }
          // Sample each joined line finely: every sample lies on some original wall.
          for (const { a, b } of joined) {
            for (let k = 0; k <= 24; k++) {
              const t = k / 24;
              expect(covered({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, lines)).toBe(
                true,
              );
            }
          }
        },
      ),
    );
  });
});

describe('golden SVG', () => {
  // One sketch with every kind of item on a small board, pinned in __fixtures__/golden.svg so
  // any change to the drawing is seen in review. Regenerate with `REGEN=1 pnpm vitest run`.
  const fixture = fileURLToPath(new URL('./__fixtures__/golden.svg', import.meta.url));
  const maze = mazeSketch({ kind: 'square', width: 5, height: 4 }, 'golden');
  const sketch: Sketch = {
    ...maze,
    title: 'Every item <&>',
    items: [
      {
        kind: 'polygon',
        points: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
          { x: 0, y: 1 },
        ],
        color: '#fde68a',
      },
      {
        kind: 'sector',
        center: { x: 2.5, y: 2 },
        inner: 0.5,
        outer: 1,
        start: 0,
        end: 1.5,
        color: '#bfdbfe',
        opacity: 0.7,
      },
      ...maze.items,
      { kind: 'arc', center: { x: 2.5, y: 2 }, radius: 1.5, start: 0, end: Math.PI, color: '#888' },
      {
        kind: 'route',
        points: [
          { x: 0.5, y: 0.5 },
          { x: 1.5, y: 0.5 },
          { x: 1.5, y: 2.5 },
        ],
        width: 0.2,
        color: '#e53e3e',
        dashed: true,
      },
      ...MARKER_KINDS.map(
        (marker, i): SketchItem => ({
          kind: 'marker',
          marker,
          at: { x: 0.5 + (i % 5), y: 0.5 + Math.floor(i / 5) },
          size: 0.7,
          rotation: Math.PI / 2,
          arms: [0, Math.PI / 2],
          label: marker === 'player' ? '2' : undefined,
        }),
      ),
      { kind: 'label', at: { x: 2.5, y: 3.5 }, text: 'A <b> & c', size: 0.4 },
    ],
    legend: [
      { marker: 'key', text: 'Key <1>' },
      { color: '#bfdbfe', text: 'Room' },
    ],
  };
  const now = renderSvg(sketch, { size: 400 });
  if (process.env.REGEN === '1' || !existsSync(fixture)) {
    it.skipIf(process.env.REGEN !== '1')('regenerates the fixture', () =>
      writeFileSync(fixture, `${now}\n`),
    );
    it.runIf(process.env.REGEN !== '1')('needs the fixture (run with REGEN=1 to write it)', () => {
      expect.fail(`missing ${fixture}`);
    });
    return;
  }
  it('draws the pinned picture', () => {
    expect(now).toBe(readFileSync(fixture, 'utf8').trimEnd());
  });
});

describe('wallItem', () => {
  it('turns a topology edge into the wall or arc item that draws it', () => {
    const a = { x: 0, y: 0 };
    const b = { x: 1, y: 0 };
    expect(wallItem({ kind: 'segment', a, b })).toEqual({ kind: 'wall', a, b });
    const arc = { kind: 'arc', center: a, radius: 2, start: 0, end: 1 } as const;
    expect(wallItem(arc)).toEqual({ ...arc, kind: 'arc' });
    expect(renderSvg({ bounds: { min: a, max: b }, cellSize: 1, items: [wallItem(arc)] })).toMatch(
      /A[\d.]+ [\d.]+ 0 0 0 /,
    );
  });
});

describe('text and colours that cannot go into a picture as they are', () => {
  const board = { min: { x: 0, y: 0 }, max: { x: 2, y: 1 } };
  it('replaces characters XML does not allow, so every parser reads the SVG', () => {
    const title = 'a\u0001b\u0000c\uD800d\uFFFEe😀';
    const svg = renderSvg({ bounds: board, cellSize: 1, items: [], title });
    expect(svg).toContain('<title>a\uFFFDb\uFFFDc\uFFFDd\uFFFDe😀</title>');
    // Any control character left would be refused by a strict parser; none is.
    const control = [...svg].filter((c) => c.charCodeAt(0) < 32 && !'\t\n\r'.includes(c));
    expect(control).toEqual([]);
  });

  it('takes the default for an option colour that is not a colour, with a note', () => {
    const { options, notes } = resolveExportOptions({
      background: 0 as unknown as string,
      colors: { wall: 'url(https://example.com/x)', markers: { goal: 5 as unknown as string } },
    });
    expect(options.palette.background).toBe('#ffffff');
    expect(options.palette.wall).toBe('#111111');
    expect(options.palette.markers.goal).toBe('#d64545');
    expect(notes).toEqual([
      'Background: 0 is not a colour; used #ffffff.',
      'Wall colour: "url(https://example.com/x)" is not a colour; used #111111.',
      'Marker colour goal: 5 is not a colour; used #d64545.',
    ]);
    expect(resolveExportOptions({ colors: { wall: 'rgb(10, 20, 30)' } }).options.palette.wall).toBe(
      'rgb(10, 20, 30)',
    );
  });

  it('refuses an item colour that is not a colour, naming the field', () => {
    const items = [{ kind: 'route', points: [{ x: 0, y: 0 }], width: 1, color: 'url(#x)' }];
    expect(() => renderSvg({ bounds: board, cellSize: 1, items } as unknown as Sketch)).toThrow(
      /^items\[0\]\.color: must be a CSS colour/,
    );
  });
});

describe('marker labels', () => {
  it('draws a numbered start as a plain disc, so the white number reads', () => {
    const board = { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } };
    const start = (label?: string) =>
      renderSvg({
        bounds: board,
        cellSize: 1,
        items: [
          {
            kind: 'marker',
            marker: 'start',
            at: { x: 0.5, y: 0.5 },
            size: 0.8,
            ...(label ? { label } : {}),
          },
        ],
      });
    expect(start()).toContain('fill="#fff"/>'); // the arrow
    expect(start('2')).not.toMatch(/<path[^>]*fill="#fff"/);
    expect(start('2')).toMatch(/fill="#fff">2<\/text>/);
  });
});

describe('renderSvg, hostile text', () => {
  // Strings that try to leave an attribute or a text node, in every string field a sketch or the
  // options carry; each either is refused with an ExportError naming its field or lands inert.
  const hostile = fc.constantFrom(
    '"/><script>alert(1)</script><x y="',
    "'/><image href='x'/>",
    ']]><foreignObject/>',
    '&lt;svg onload=alert(1)&gt;',
    'start" onmouseover="alert(1)',
    'red;fill:url(javascript:alert(1))',
    '\u001b]0;title\u0007',
    'middle',
  );
  const ELEMENTS = new Set(['svg', 'title', 'rect', 'path', 'circle', 'text', 'g']);
  const ATTRIBUTES = new Set(
    (
      'xmlns width height viewBox fill stroke stroke-width fill-opacity stroke-opacity fill-rule ' +
      'stroke-dasharray stroke-linecap stroke-linejoin d x y r cx cy transform font-family ' +
      'font-size font-weight text-anchor'
    ).split(' '),
  );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    isArray: () => true,
  });
  /** Every element and attribute name in a parsed document, and every attribute value. */
  function names(
    node: unknown,
    elements: Set<string>,
    attributes: Set<string>,
    values: string[] = [],
  ): void {
    if (Array.isArray(node)) for (const child of node) names(child, elements, attributes, values);
    else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.startsWith('@_')) {
          attributes.add(key.slice(2));
          values.push(String(child));
        } else if (key !== '#text') {
          elements.add(key);
          names(child, elements, attributes, values);
        }
      }
    }
  }
  const at = { x: 0, y: 0 };
  it('writes only allowed elements and attributes, or names the field it refuses', () => {
    fc.assert(
      fc.property(
        fc.record({
          title: hostile,
          text: hostile,
          anchor: hostile,
          color: hostile,
          label: hostile,
          legend: hostile,
          background: hostile,
          wall: hostile,
        }),
        (s) => {
          const sketch = {
            bounds: { min: { x: -5, y: -5 }, max: { x: 5, y: 5 } },
            cellSize: 1,
            title: s.title,
            items: [
              { kind: 'label', at, text: s.text, size: 1, anchor: s.anchor, color: s.color },
              { kind: 'marker', marker: 'start', at, size: 1, label: s.label },
              { kind: 'polygon', points: [at, { x: 1, y: 0 }, { x: 0, y: 1 }], color: s.color },
            ],
            legend: [{ text: s.legend, color: s.color }],
          } as unknown as Sketch;
          let svg: string;
          try {
            svg = renderSvg(sketch, {
              size: 200,
              background: s.background,
              colors: { wall: s.wall },
            });
          } catch (error) {
            expect(error).toBeInstanceOf(ExportError);
            expect((error as ExportError).field).toMatch(
              /^(items\[\d\]\.(anchor|color)|legend\[0\]\.color)$/,
            );
            return;
          }
          expect(XMLValidator.validate(svg)).toBe(true);
          const elements = new Set<string>();
          const attributes = new Set<string>();
          const values: string[] = [];
          names(parser.parse(svg), elements, attributes, values);
          for (const e of elements) expect(ELEMENTS).toContain(e);
          for (const a of attributes) expect(ATTRIBUTES).toContain(a);
          // Hostile text may stand, escaped, in a text node; never in an attribute's value.
          for (const v of values) expect(v).not.toMatch(/javascript:|url\(|<|>|"/i);
          expect(svg).not.toMatch(/<script|<image|<foreignObject/i);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a label anchor outside start, middle and end', () => {
    const sketch = {
      bounds: { min: at, max: { x: 1, y: 1 } },
      cellSize: 1,
      items: [
        { kind: 'label', at, text: 'a', size: 1, anchor: '"/><script>alert(1)</script><x y="' },
      ],
    } as unknown as Sketch;
    expect(() => renderSvg(sketch)).toThrow(/items\[0\]\.anchor|must be one of start, middle, end/);
  });
});
