import { checkSketch } from './check.js';
import { type Frame, frameOf } from './frame.js';
import { type ExportOptions, type ResolvedExportOptions, resolveExportOptions } from './options.js';
import type { MarkerItem, MarkerKind, Point, Sketch } from './sketch.js';

/** A label's anchors: only these three words ever reach the document. */
const TEXT_ANCHORS: ReadonlySet<string> = new Set(['start', 'middle', 'end']);

/** Fonts the picture asks for, most wanted first (DejaVu is what most Linux machines have). */
const FONTS = 'DejaVu Sans, Helvetica, Arial, sans-serif';

/** A number as SVG text: two decimals at most (a hundredth of a pixel), no trailing zeros. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Text made safe for SVG content and attribute values: markup characters escaped, and characters
 * XML 1.0 does not allow (control characters other than tab, newline and return; lone
 * surrogates; U+FFFE and U+FFFF) replaced by U+FFFD, so that every parser reads the document.
 */
export function escapeXml(text: string): string {
  return String(text)
    .replace(NOT_XML, '\uFFFD')
    .replace(/[<>&"']/g, (c) =>
      c === '<'
        ? '&lt;'
        : c === '>'
          ? '&gt;'
          : c === '&'
            ? '&amp;'
            : c === '"'
              ? '&quot;'
              : '&apos;',
    );
}

/** Characters outside XML 1.0's `Char` production. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Draws a sketch as a self-contained SVG document: no scripts, no external references, every text
 * escaped. Pixel units, so `width`/`height` are the picture's size (see {@link ExportOptions}).
 *
 * @param sketch - what to draw.
 * @param options - size, wall width, margin, legend, colours; clamped into range (notes to `onNote`).
 * @returns the SVG document as a string.
 * @throws {@link ExportError} naming the first item or field that cannot be drawn.
 */
export function renderSvg(sketch: Sketch, options: ExportOptions = {}): string {
  checkSketch(sketch);
  const resolved = resolveExportOptions(options).options;
  return svgOf(sketch, resolved, frameOf(sketch, resolved));
}

/** @internal */
export function svgOf(sketch: Sketch, options: ResolvedExportOptions, frame: Frame): string {
  const { width, height, scale } = frame;
  const { palette } = options;
  const out: string[] = [];
  // A print size gives the width and height in millimetres; the drawing stays in pixels.
  const mm = options.printWidthMm;
  const [w, h] =
    mm === null ? [`${width}`, `${height}`] : [`${n(mm)}mm`, `${n((mm * height) / width)}mm`];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${width} ${height}">`,
  );
  if (sketch.title !== undefined) out.push(`<title>${escapeXml(sketch.title)}</title>`);
  out.push(`<rect width="${width}" height="${height}" fill="${escapeXml(palette.background)}"/>`);
  const wallWidth = options.wallWidth * sketch.cellSize * scale;
  const px = frame.toPixel;

  // Consecutive walls of one width and colour share one path, their collinear pieces joined
  // into long lines: a 64 × 64 maze is then one element of a few hundred lines, not thousands
  // of segments (smaller files, and several times faster to rasterise).
  let lines: Line[] = [];
  let arcs: string[] = [];
  let runStroke = '';
  const flush = () => {
    if (lines.length > 0 || arcs.length > 0) {
      const d = joinCollinear(lines)
        .map((l) => {
          const a = px(l.a);
          const b = px(l.b);
          return `M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`;
        })
        .join('');
      // Square caps close the corners where square walls meet; slanted walls (hex, triangle)
      // and arcs get round caps, as a square cap would stick out past a corner or along an
      // arc's tangent.
      const square = lines.every((l) => l.a.x === l.b.x || l.a.y === l.b.y);
      const cap = square ? 'square' : 'round';
      if (d !== '') out.push(`<path d="${d}" fill="none" ${runStroke} stroke-linecap="${cap}"/>`);
      if (arcs.length > 0) {
        out.push(`<path d="${arcs.join('')}" fill="none" ${runStroke} stroke-linecap="round"/>`);
      }
      lines = [];
      arcs = [];
    }
  };
  // The stroke text is made again only when a wall's colour or width differs from the last.
  let lastColor: string | undefined;
  let lastWidth = Number.NaN;
  let stroke = '';
  for (const item of sketch.items) {
    if (item.kind === 'wall' || item.kind === 'arc') {
      const w = item.width === undefined ? wallWidth : item.width * scale;
      const color = item.color ?? palette.wall;
      if (color !== lastColor || w !== lastWidth) {
        lastColor = color;
        lastWidth = w;
        stroke = `stroke="${escapeXml(color)}" stroke-width="${n(w)}"`;
      }
      if (stroke !== runStroke) {
        flush();
        runStroke = stroke;
      }
      if (item.kind === 'wall') lines.push({ a: item.a, b: item.b });
      else arcs.push(arcPath(item.center, item.radius, item.start, item.end, frame, true));
      continue;
    }
    flush();
    switch (item.kind) {
      case 'polygon': {
        const d = item.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(px(p).x)} ${n(px(p).y)}`);
        out.push(
          `<path d="${d.join('')}Z" fill="${escapeXml(item.color)}"${opacity(item.opacity, 'fill-opacity')}/>`,
        );
        break;
      }
      case 'sector': {
        const { d, ring } = sectorPath(
          item.center,
          item.inner,
          item.outer,
          item.start,
          item.end,
          frame,
        );
        const rule = ring ? ' fill-rule="evenodd"' : '';
        out.push(
          `<path d="${d}"${rule} fill="${escapeXml(item.color)}"${opacity(item.opacity, 'fill-opacity')}/>`,
        );
        break;
      }
      case 'route': {
        const d = item.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(px(p).x)} ${n(px(p).y)}`);
        // A single point still shows, as a dot (a zero-length line with round caps).
        if (item.points.length === 1)
          d.push(`L${n(px(item.points[0]!).x)} ${n(px(item.points[0]!).y)}`);
        const w = item.width * scale;
        const dash = item.dashed ? ` stroke-dasharray="${n(w * 1.5)} ${n(w * 1.5)}"` : '';
        out.push(
          `<path d="${d.join('')}" fill="none" stroke="${escapeXml(item.color)}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round"${dash}${opacity(item.opacity, 'stroke-opacity')}/>`,
        );
        break;
      }
      case 'label': {
        const at = px(item.at);
        const size = item.size * scale;
        out.push(
          `<text x="${n(at.x)}" y="${n(at.y + size * 0.35)}" font-family="${FONTS}" font-size="${n(size)}" text-anchor="${TEXT_ANCHORS.has(item.anchor ?? '') ? item.anchor : 'middle'}" fill="${escapeXml(item.color ?? palette.text)}">${escapeXml(item.text)}</text>`,
        );
        break;
      }
      case 'marker':
        out.push(markerSvg(item, px(item.at), item.size * scale, options));
        break;
    }
  }
  flush();
  if (frame.legend !== null) out.push(legendSvg(frame, options));
  out.push('</svg>');
  return out.join('\n');
}

/** A straight wall's ends. */
interface Line {
  a: Point;
  b: Point;
}

/**
 * Joins walls that lie on one straight line and touch or overlap into single lines (the walls of
 * a maze row become one line per run). Lines are grouped by direction and offset (to a millionth
 * of a unit), sorted along the line, and merged; the drawing is the same, in fewer pieces.
 * @internal
 */
export function joinCollinear(lines: readonly Line[]): Line[] {
  type Piece = { t0: number; t1: number; p0: Point; p1: Point };
  // Level and upright lines (every wall of a square board) are grouped by their height or
  // place, keyed by number; other directions by a text key of direction and offset.
  const level = new Map<number, Piece[]>();
  const upright = new Map<number, Piece[]>();
  const groups = new Map<string, Piece[]>();
  const joined: Line[] = [];
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  /** A piece from its two ends and their places along the line, the lower place first. */
  const ordered = (ta: number, tb: number, a: Point, b: Point): Piece =>
    ta <= tb ? { t0: ta, t1: tb, p0: a, p1: b } : { t0: tb, t1: ta, p0: b, p1: a };
  const into = <K>(map: Map<K, Piece[]>, key: K, piece: Piece) => {
    const group = map.get(key);
    if (group === undefined) map.set(key, [piece]);
    else group.push(piece);
  };
  for (const { a, b } of lines) {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    // Level walls are placed by x on their height, upright ones by y on their place.
    if (dy === 0 && dx !== 0) {
      into(level, round(a.y), ordered(a.x, b.x, a, b));
      continue;
    }
    if (dx === 0 && dy !== 0) {
      into(upright, round(a.x), ordered(a.y, b.y, a, b));
      continue;
    }
    const length = Math.hypot(dx, dy);
    if (length === 0) {
      joined.push({ a, b });
      continue;
    }
    // A direction with angle in [0, π): flip the ones pointing the other way.
    const flip = dy < -1e-12 * length || (Math.abs(dy) <= 1e-12 * length && dx < 0);
    const ux = (flip ? -dx : dx) / length;
    const uy = (flip ? -dy : dy) / length;
    // The line's offset from the origin along its normal names it; places along it order it.
    const key = `${round(ux)},${round(uy)},${round(a.x * uy - a.y * ux)}`;
    const ta = a.x * ux + a.y * uy;
    const tb = b.x * ux + b.y * uy;
    into(groups, key, ordered(ta, tb, a, b));
  }
  for (const group of [...level.values(), ...upright.values(), ...groups.values()]) {
    group.sort((p, q) => p.t0 - q.t0);
    let current = { ...group[0]! };
    for (let i = 1; i < group.length; i++) {
      const next = group[i]!;
      if (next.t0 <= current.t1 + 1e-6) {
        if (next.t1 > current.t1) {
          current.t1 = next.t1;
          current.p1 = next.p1;
        }
      } else {
        joined.push({ a: current.p0, b: current.p1 });
        current = { ...next };
      }
    }
    joined.push({ a: current.p0, b: current.p1 });
  }
  return joined;
}

/**
 * An opacity attribute, or nothing when opaque. Paths use `fill-opacity` or `stroke-opacity`
 * (one paint, so the same look), which rasterisers draw directly: plain `opacity` needs an
 * offscreen layer the size of the picture.
 */
function opacity(value: number | undefined, attribute: 'fill-opacity' | 'stroke-opacity'): string {
  return value === undefined || value >= 1 ? '' : ` ${attribute}="${n(Math.max(0, value))}"`;
}

/**
 * An arc as path commands. Board angles run counter-clockwise; flipping y to the screen keeps
 * the picture as seen, so the arc still turns counter-clockwise on screen, which in SVG's y-down
 * frame is the negative sweep (flag 0). A full circle is drawn as two halves.
 */
function arcPath(
  center: Point,
  radius: number,
  start: number,
  end: number,
  frame: Frame,
  move: boolean,
): string {
  const span = Math.min(end - start, 2 * Math.PI);
  if (span >= 2 * Math.PI - 1e-9) {
    const mid = start + Math.PI;
    return (
      arcPath(center, radius, start, mid, frame, move) +
      arcPath(center, radius, mid, start + 2 * Math.PI, frame, false)
    );
  }
  const a = frame.toPixel({
    x: center.x + radius * Math.cos(start),
    y: center.y + radius * Math.sin(start),
  });
  const b = frame.toPixel({
    x: center.x + radius * Math.cos(start + span),
    y: center.y + radius * Math.sin(start + span),
  });
  const r = n(radius * frame.scale);
  const large = span > Math.PI ? 1 : 0;
  return `${move ? `M${n(a.x)} ${n(a.y)}` : ''}A${r} ${r} 0 ${large} 0 ${n(b.x)} ${n(b.y)}`;
}

/**
 * An annular sector: the outer arc forwards, the inner arc back (a pie slice when inner is 0).
 * A full ring (`ring`) is two circles, to be filled by the even-odd rule.
 */
function sectorPath(
  center: Point,
  inner: number,
  outer: number,
  start: number,
  end: number,
  frame: Frame,
): { d: string; ring: boolean } {
  let d = arcPath(center, outer, start, end, frame, true);
  if (inner > 0) {
    const span = Math.min(end - start, 2 * Math.PI);
    const e = frame.toPixel({
      x: center.x + inner * Math.cos(start + span),
      y: center.y + inner * Math.sin(start + span),
    });
    const s = frame.toPixel({
      x: center.x + inner * Math.cos(start),
      y: center.y + inner * Math.sin(start),
    });
    const r = n(inner * frame.scale);
    if (span >= 2 * Math.PI - 1e-9) {
      // A full ring: the inner circle as its own closed loop, cut out by the even-odd rule.
      const m = frame.toPixel({
        x: center.x - inner * Math.cos(start),
        y: center.y - inner * Math.sin(start),
      });
      d += `ZM${n(s.x)} ${n(s.y)}A${r} ${r} 0 1 0 ${n(m.x)} ${n(m.y)}A${r} ${r} 0 1 0 ${n(s.x)} ${n(s.y)}Z`;
      return { d, ring: true };
    }
    d += `L${n(e.x)} ${n(e.y)}A${r} ${r} 0 ${span > Math.PI ? 1 : 0} 1 ${n(s.x)} ${n(s.y)}`;
  } else {
    const c = frame.toPixel(center);
    d += `L${n(c.x)} ${n(c.y)}`;
  }
  return { d: `${d}Z`, ring: false };
}

/**
 * Each marker's symbol in a unit box (−0.5 … 0.5, y down), drawn in colour `C`; the group
 * around it places, turns and scales it.
 */
const GLYPHS: Readonly<Record<Exclude<MarkerKind, 'pipe'>, string>> = {
  start: '<circle r="0.38" fill="C"/><path d="M-0.12 -0.2L0.22 0L-0.12 0.2Z" fill="#fff"/>',
  goal: `<path d="${starPath()}" fill="C"/>`,
  key: '<circle cx="-0.22" r="0.15" fill="none" stroke="C" stroke-width="0.1"/><path d="M-0.07 0H0.42M0.24 0V0.15M0.38 0V0.15" stroke="C" stroke-width="0.1" fill="none"/>',
  door: '<rect x="-0.5" y="-0.13" width="1" height="0.26" fill="C"/>',
  switch:
    '<circle r="0.3" fill="#fff" stroke="C" stroke-width="0.09"/><path d="M0 0L0.2 -0.26" stroke="C" stroke-width="0.1" stroke-linecap="round"/><circle r="0.08" fill="C"/>',
  gate: '<rect x="-0.5" y="-0.11" width="1" height="0.22" fill="#fff" stroke="C" stroke-width="0.07"/><path d="M-0.25 -0.11V0.11M0 -0.11V0.11M0.25 -0.11V0.11" stroke="C" stroke-width="0.07"/>',
  gem: '<path d="M0 -0.42L0.32 0L0 0.42L-0.32 0Z" fill="C"/><path d="M-0.32 0H0.32" stroke="#fff" stroke-width="0.05" stroke-opacity="0.6"/>',
  trap: '<path d="M-0.3 -0.3L0.3 0.3M-0.3 0.3L0.3 -0.3" stroke="C" stroke-width="0.14" stroke-linecap="round"/>',
  'one-way':
    '<path d="M-0.4 0H0.16" stroke="C" stroke-width="0.12"/><path d="M0.42 0L0.1 -0.22L0.1 0.22Z" fill="C"/>',
  portal:
    '<circle r="0.34" fill="none" stroke="C" stroke-width="0.12"/><circle r="0.13" fill="C"/>',
  stairs:
    '<path d="M-0.38 0.36V0.12H-0.13V-0.12H0.12V-0.36H0.38" fill="none" stroke="C" stroke-width="0.1"/>',
  player: '<circle r="0.36" fill="C" stroke="#fff" stroke-width="0.06"/>',
  dot: '<circle r="0.38" fill="C"/>',
};

function starPath(): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 0.46 : 0.2;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${i === 0 ? 'M' : 'L'}${n(r * Math.cos(a))} ${n(r * Math.sin(a))}`);
  }
  return `${points.join('')}Z`;
}

function markerSvg(
  item: MarkerItem,
  at: Point,
  size: number,
  options: ResolvedExportOptions,
): string {
  const color = escapeXml(item.color ?? options.palette.markers[item.marker]);
  let body: string;
  let turn = '';
  if (item.marker === 'pipe') {
    // Arms are absolute directions; y is flipped on screen.
    const arms = (item.arms ?? [])
      .map((a) => `M0 0L${n(0.5 * Math.cos(a))} ${n(-0.5 * Math.sin(a))}`)
      .join('');
    body = `<path d="${arms}" stroke="${color}" stroke-width="0.26"/><circle r="0.16" fill="${color}"/>`;
  } else {
    const labelled = item.label !== undefined && item.label !== '';
    // A labelled start is a plain disc: its number takes the arrow's place.
    const glyph =
      item.marker === 'start' && labelled ? '<circle r="0.38" fill="C"/>' : GLYPHS[item.marker];
    body = glyph.replaceAll('"C"', `"${color}"`);
    if (item.rotation) turn = ` rotate(${n((-item.rotation * 180) / Math.PI)})`;
  }
  if (item.label !== undefined && item.label !== '') {
    body += `<text y="0.16" font-family="${FONTS}" font-size="0.45" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(item.label)}</text>`;
  }
  // A faint marker fades each paint (fill- and stroke-opacity are inherited); group opacity
  // would cost a full-size offscreen layer per marker in rasterisers.
  const faint =
    item.opacity === undefined || item.opacity >= 1
      ? ''
      : ` fill-opacity="${n(Math.max(0, item.opacity))}" stroke-opacity="${n(Math.max(0, item.opacity))}"`;
  return `<g transform="translate(${n(at.x)} ${n(at.y)})${turn} scale(${n(size)})"${faint}>${body}</g>`;
}

function legendSvg(frame: Frame, options: ResolvedExportOptions): string {
  const layout = frame.legend!;
  const { scale } = frame;
  const top = frame.height - layout.height * scale;
  const parts: string[] = ['<g>'];
  for (const { entry, x, y } of layout.places) {
    const cx = (x + layout.unit / 2) * scale;
    const cy = top + (y + layout.unit / 2) * scale;
    const size = layout.unit * scale;
    if (entry.marker === undefined) {
      const color = escapeXml(entry.color ?? options.palette.wall);
      parts.push(
        `<rect x="${n(cx - size / 2)}" y="${n(cy - size / 2)}" width="${n(size)}" height="${n(size)}" fill="${color}"/>`,
      );
    } else {
      const arms = entry.marker === 'pipe' ? [0, Math.PI] : undefined;
      const marker: MarkerItem = {
        kind: 'marker',
        marker: entry.marker,
        at: { x: 0, y: 0 },
        size: layout.unit,
        ...(entry.color === undefined ? {} : { color: entry.color }),
        ...(arms === undefined ? {} : { arms }),
      };
      parts.push(markerSvg(marker, { x: cx, y: cy }, size, options));
    }
    const font = layout.font * scale;
    parts.push(
      `<text x="${n(cx + size)}" y="${n(cy + font * 0.35)}" font-family="${FONTS}" font-size="${n(font)}" fill="${escapeXml(options.palette.text)}">${escapeXml(entry.text)}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}
