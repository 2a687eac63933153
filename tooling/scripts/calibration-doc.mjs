// Helpers the rating-calibration scripts share: band ranges in words, nearest-rank quantiles,
// text and SVG histograms, and a write that goes through a temporary file.
import { renameSync, writeFileSync } from 'node:fs';

/** Band `i` of `bands` (k − 1 inclusive upper bounds) in words: "up to 50", "51 to 85", "above 179". */
export function bandRange(bands, i) {
  if (i === 0) return `up to ${bands[0]}`;
  if (i === bands.length) return `above ${bands[i - 1]}`;
  return `${bands[i - 1] + 1} to ${bands[i]}`;
}

/** The nearest-rank quantile `q` (0–1) of a list of numbers. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/** Counts per bin of `width`; the last bin (`bins − 1`) holds everything above. */
export function binCounts(values, width, bins) {
  const counts = new Array(bins).fill(0);
  for (const v of values) counts[Math.min(bins - 1, Math.max(0, Math.floor(v / width)))]++;
  return counts;
}

/** A text histogram, one line per bin: range, count and a bar up to 40 characters. */
export function textHistogram(values, width, bins) {
  const counts = binCounts(values, width, bins);
  const most = Math.max(1, ...counts);
  return counts.map((count, i) => {
    const label = i === bins - 1 ? `${i * width}+` : `${i * width}–${(i + 1) * width - 1}`;
    const bar = '█'.repeat(Math.round((count / most) * 40));
    return `${label.padStart(8)} ${String(count).padStart(4)} ${bar}`;
  });
}

const escapeXml = (text) =>
  String(text).replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c],
  );

/**
 * An SVG picture of one or more histograms stacked: bars per bin coloured by the star band of
 * the shipped bands, with the shipped bounds as solid lines and the measured ones dashed.
 *
 * @param panels - `{ title, values, width, bins, shipped, measured }` each.
 * @param title - the picture's title (its alternative text).
 */
export function svgHistograms(panels, title = 'Score histograms') {
  const colours = ['#4e79a7', '#59a14f', '#edc948', '#f28e2b', '#e15759'];
  const panelWidth = 720;
  const panelHeight = 220;
  const left = 48;
  const top = 36;
  const plotW = panelWidth - left - 16;
  const plotH = panelHeight - top - 40;
  const parts = [];
  panels.forEach((panel, p) => {
    const y0 = p * panelHeight;
    const counts = binCounts(panel.values, panel.width, panel.bins);
    const most = Math.max(1, ...counts);
    const barW = plotW / panel.bins;
    const x = (score) => left + (Math.min(score, panel.width * panel.bins) / panel.width) * barW;
    parts.push(
      `<text x="${left}" y="${y0 + 22}" font-size="15" font-weight="bold">${escapeXml(panel.title)}</text>`,
    );
    counts.forEach((count, i) => {
      const h = (count / most) * plotH;
      const star = panel.shipped.filter((b) => i * panel.width > b).length;
      parts.push(
        `<rect x="${(left + i * barW + 1).toFixed(1)}" y="${(y0 + top + plotH - h).toFixed(1)}" width="${(barW - 2).toFixed(1)}" height="${h.toFixed(1)}" fill="${colours[star]}"/>`,
      );
    });
    const axisY = y0 + top + plotH;
    parts.push(
      `<line x1="${left}" y1="${axisY}" x2="${left + plotW}" y2="${axisY}" stroke="#333"/>`,
    );
    for (let i = 0; i <= panel.bins; i += Math.max(1, Math.round(panel.bins / 10))) {
      parts.push(
        `<text x="${(left + i * barW).toFixed(1)}" y="${axisY + 16}" font-size="11" text-anchor="middle">${i * panel.width}${i === panel.bins ? '+' : ''}</text>`,
      );
    }
    parts.push(
      `<text x="${left - 6}" y="${y0 + top + 8}" font-size="11" text-anchor="end">${most}</text>`,
    );
    for (const [bands, dash] of [
      [panel.shipped, ''],
      [panel.measured, ' stroke-dasharray="5 4"'],
    ]) {
      for (const b of bands) {
        const bx = x(b + 1).toFixed(1);
        parts.push(
          `<line x1="${bx}" y1="${y0 + top - 6}" x2="${bx}" y2="${axisY}" stroke="#222"${dash}/>`,
        );
      }
    }
    parts.push(
      `<text x="${left + plotW}" y="${y0 + 22}" font-size="11" text-anchor="end">solid: shipped bands · dashed: measured · colour: shipped stars 1–5</text>`,
    );
    parts.push(
      `<text x="${left + plotW / 2}" y="${axisY + 32}" font-size="11" text-anchor="middle">score</text>`,
    );
  });
  const height = panels.length * panelHeight;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${panelWidth}" height="${height}" viewBox="0 0 ${panelWidth} ${height}" font-family="sans-serif" role="img"><title>${escapeXml(title)}</title><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>\n`;
}

/** Writes `text` to `path` through a temporary file renamed into place. */
export function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * The band table of a calibration document: each star's shipped band, measured band and count,
 * then whether the shipped bands are the measured ones (naming the constant to update), then the
 * calibration's notes.
 *
 * @returns `{ lines, same }`: the Markdown lines and whether the bands agree.
 */
export function bandTable(shipped, calibration, noun, constant) {
  const lines = [
    `| Stars | Shipped band | Measured band | ${noun} in the sweep |`,
    '|---|---|---|---|',
  ];
  for (let i = 0; i <= shipped.length; i++) {
    lines.push(
      `| ${i + 1} | ${bandRange(shipped, i)} | ${bandRange(calibration.bands, i)} | ${calibration.counts[i]} |`,
    );
  }
  const same = calibration.bands.every((b, i) => b === shipped[i]);
  lines.push('');
  lines.push(
    same
      ? 'The shipped bands are the measured ones.'
      : `**The shipped bands differ from the measured ones: update \`${constant}\`.**`,
  );
  for (const note of calibration.notes) lines.push(`Note: ${note}`);
  return { lines, same };
}

/**
 * The bands-per-size table: for each square side, the shipped bands as star ranges, the bands
 * the sweep measures and how many puzzles each star holds. `shipped` and `calibrations` are
 * keyed by side; `noun` names the puzzles (`Levels`, `Boards`).
 *
 * @returns the Markdown lines.
 */
export function sizeBandTable(sizes, shipped, calibrations, noun) {
  const lines = [
    `| Size | 1 star | 2 | 3 | 4 | 5 | Measured bands | ${noun} per star |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const size of sizes) {
    const ranges = [0, 1, 2, 3, 4].map((i) => bandRange(shipped[size] ?? [], i));
    const measured = calibrations[size];
    lines.push(
      `| ${size} × ${size} | ${ranges.join(' | ')} | ${measured.bands.join(', ')} | ${measured.counts.join(' / ')} |`,
    );
  }
  return lines;
}

/**
 * The by-size table: for each square size, the lowest, median and highest score and how many
 * puzzles got each star. `items` are `{ size, rating: { score, stars } }`.
 */
export function sizeTable(items, minSize, maxSize) {
  const lines = [
    '| Size | Lowest | Median | Highest | Stars 1 / 2 / 3 / 4 / 5 |',
    '|---|---|---|---|---|',
  ];
  for (let size = minSize; size <= maxSize; size++) {
    const own = items.filter((item) => item.size === size);
    const values = own.map((item) => item.rating.score ?? 0);
    const perStar = [1, 2, 3, 4, 5].map(
      (s) => own.filter((item) => item.rating.stars === s).length,
    );
    lines.push(
      `| ${size} × ${size} | ${Math.min(...values)} | ${quantile(values, 0.5)} | ` +
        `${Math.max(...values)} | ${perStar.join(' / ')} |`,
    );
  }
  return lines;
}
