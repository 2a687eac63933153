// End-to-end tests in real Chromium (Debian's, driven by playwright-core) against the built
// studio served by `vite preview`. Screenshots go to .pictures/studio/ (git-ignored).
//
// Chromium is optional on a developer's machine and required in CI: without it (and without
// CI=true) the suite is skipped and leaves one line in .reports/skipped.txt, which
// `pnpm test` prints in its summary; with CI=true a missing Chromium fails the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pictureFrame } from '@knossos/export';
import { flowFromJson, toSketch as flowSketch } from '@knossos/flow';
import { mazeFromJson } from '@knossos/maze';
import { netwalkFromJson, toSketch as netwalkSketch } from '@knossos/netwalk';
import { createTopology } from '@knossos/topology';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const SHOTS = new URL('../../../.pictures/studio/', import.meta.url).pathname;
const CHROMIUM = '/usr/bin/chromium';
const HANG_GUARD_MS = 120_000;
const IN_CI = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');
const SKIPPED = !existsSync(CHROMIUM) && !IN_CI;
if (SKIPPED) {
  mkdirSync(`${ROOT}.reports`, { recursive: true });
  writeFileSync(
    `${ROOT}.reports/skipped.txt`,
    `studio browser tests skipped: no Chromium at ${CHROMIUM} (CI installs it)\n`,
  );
}

let server: ChildProcess;
let browser: Browser;
let page: Page;
let base = '';

/** Starts `vite preview` on a free port, Chromium, and one page on the studio. */
async function open(): Promise<void> {
  expect(
    existsSync(`${ROOT}dist/index.html`),
    'build the studio first (pnpm --filter studio build)',
  ).toBe(true);
  expect(
    existsSync(CHROMIUM),
    `CI runs the browser tests: install Chromium (apt-get install -y chromium) so ${CHROMIUM} exists`,
  ).toBe(true);
  mkdirSync(SHOTS, { recursive: true });
  server = spawn(
    process.execPath,
    [`${ROOT}node_modules/vite/bin/vite.js`, 'preview', '--port', '0', '--strictPort', 'false'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.on('exit', (code) => reject(new Error(`vite preview exited (${code}): ${out}`)));
    server.stdout!.on('data', (d) => {
      out += String(d);
      // Vite colours its output; the port sits between escape codes, so match the digits only.
      const url = /http:\/\/localhost:(?:\S*?)(\d{2,5})/.exec(out);
      if (url) resolve(`http://localhost:${url[1]}/`);
    });
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ acceptDownloads: true, viewport: { width: 1500, height: 1000 } });
  // Every wait is a hang guard, long enough for a machine whose cores are busy elsewhere.
  page.setDefaultTimeout(HANG_GUARD_MS);
  await page.goto(base);
}

/** Sets a numeric field (React listens to input events). */
async function setNumber(label: string, value: number): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(String(value));
}

/** Downloads what a button gives and returns its text. */
async function downloadText(button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path!, 'utf8') };
}

async function generate(
  family: 'Maze' | 'Flow' | 'Netwalk',
  fields: Record<string, number>,
): Promise<void> {
  await page.getByRole('button', { name: family, exact: true }).click();
  for (const [label, value] of Object.entries(fields)) await setNumber(label, value);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${family}`) }).waitFor();
}

/** Where a cell's centre is on the page, from the same picture frame the studio draws with. */
async function cellPoint(
  sketch: Parameters<typeof pictureFrame>[0],
  center: { x: number; y: number },
) {
  const frame = pictureFrame(sketch, { size: 640 });
  const box = (await page.getByTestId('board').last().boundingBox())!;
  const p = frame.toPixel(center);
  return {
    x: box.x + (p.x / frame.width) * box.width,
    y: box.y + (p.y / frame.height) * box.height,
  };
}

describe.skipIf(SKIPPED)('the studio in Chromium', () => {
  beforeAll(open);
  afterAll(async () => {
    await browser?.close();
    server?.kill();
  });

  it('generates a maze, shows its verdict, steps through the solution and exports an SVG', async () => {
    await generate('Maze', { Width: 5, Height: 5 });
    const par = await page.locator('dd[data-fact="Par"]').textContent();
    expect(par).toMatch(/^\d+ moves$/);
    const slider = page.getByLabel('Solution step');
    await slider.fill('3');
    await expect.poll(() => page.locator('.frame-text').textContent()).toMatch(/(steps|rolls)/);
    await page.screenshot({ path: `${SHOTS}maze-analyse.png` });
    const svg = await downloadText('Export SVG');
    expect(svg.name).toMatch(/\.svg$/);
    expect(svg.text).toMatch(/^<svg/);
  });

  it('plays the tiny maze to the goal with the arrow keys', async () => {
    const maze = mazeFromJson((await downloadText('Export JSON')).text);
    const t = createTopology(maze.board.passages.spec as never);
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.getByRole('application').focus();
    const route = maze.verdict.moves[0]!;
    let at = maze.board.starts[0]!;
    for (const cell of route) {
      const a = t.center(at);
      const b = t.center(cell);
      const key =
        Math.abs(b.x - a.x) > Math.abs(b.y - a.y)
          ? b.x > a.x
            ? 'ArrowRight'
            : 'ArrowLeft'
          : b.y > a.y
            ? 'ArrowUp'
            : 'ArrowDown';
      await page.keyboard.press(key);
      at = cell;
    }
    await expect
      .poll(() => page.getByTestId('maze-status').textContent())
      .toMatch(/^Solved in \d+ moves/);
    await page.screenshot({ path: `${SHOTS}maze-play.png` });
  });

  it('solves a tiny Flow level by dragging each line', async () => {
    await generate('Flow', { Width: 5, Height: 5 });
    const level = flowFromJson((await downloadText('Export JSON')).text);
    await page.getByRole('tab', { name: 'Play' }).click();
    const t = createTopology({ kind: level.grid, width: level.width, height: level.height });
    const sketch = flowSketch(level, undefined, { legend: true });
    const solution = level.solution!;
    const paths: number[][] = [];
    for (let k = 0; k < level.dots.length / 2; k++) {
      // Walk colour k from its first dot to its second through the solution.
      const path = [level.dots[2 * k]!];
      while (path.at(-1) !== level.dots[2 * k + 1]) {
        const here = path.at(-1)!;
        let next = -1;
        for (let s = 0; s < t.slotCount(here); s++) {
          const o = t.neighbor(here, s);
          if (o >= 0 && solution[o] === k && !path.includes(o)) next = o;
        }
        path.push(next);
      }
      paths.push(path);
      const first = await cellPoint(sketch, t.center(path[0]!));
      await page.mouse.move(first.x, first.y);
      await page.mouse.down();
      for (const cell of path.slice(1)) {
        const p = await cellPoint(sketch, t.center(cell));
        await page.mouse.move(p.x, p.y, { steps: 3 });
      }
      await page.mouse.up();
    }
    await expect.poll(() => page.getByTestId('flow-status').textContent()).toMatch(/^Solved/);
    await page.screenshot({ path: `${SHOTS}flow-play.png` });

    // The same level again from the keyboard: arrows move the cursor, Space starts and ends a line.
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => page.getByTestId('flow-status').textContent()).not.toMatch(/^Solved/);
    const keys = page.getByRole('application');
    await keys.focus();
    let at = level.dots[0]!;
    const go = async (to: number) => {
      const [ax, ay] = [at % level.width, Math.floor(at / level.width)];
      const [bx, by] = [to % level.width, Math.floor(to / level.width)];
      for (let i = 0; i < Math.abs(bx - ax); i++)
        await page.keyboard.press(bx > ax ? 'ArrowRight' : 'ArrowLeft');
      for (let i = 0; i < Math.abs(by - ay); i++)
        await page.keyboard.press(by > ay ? 'ArrowUp' : 'ArrowDown');
      at = to;
    };
    for (const path of paths) {
      await go(path[0]!);
      await page.keyboard.press('Space');
      for (const cell of path.slice(1)) await go(cell);
      await page.keyboard.press('Space');
    }
    await expect.poll(() => page.getByTestId('flow-status').textContent()).toMatch(/^Solved/);
  });

  it('rotates a tiny Netwalk board to solved, tiles lighting up as they connect', async () => {
    await generate('Netwalk', { Width: 3, Height: 3 });
    const board = netwalkFromJson((await downloadText('Export JSON')).text);
    await page.getByRole('tab', { name: 'Play' }).click();
    const t = createTopology({ kind: 'square', width: 3, height: 3 });
    const sketch = netwalkSketch(board, undefined, { legend: true });
    for (let c = 0; c < 9; c++) {
      const turns = (4 - board.offsets[c]!) % 4;
      const p = await cellPoint(sketch, t.center(c));
      for (let i = 0; i < turns; i++) await page.mouse.click(p.x, p.y);
    }
    await expect.poll(() => page.getByTestId('netwalk-status').textContent()).toMatch(/^Solved in/);
    await page.screenshot({ path: `${SHOTS}netwalk-play.png` });
  });

  it("makes a Flow level with Z3 in the page (cross-origin isolated, so Z3's threads run)", async () => {
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await page.getByRole('button', { name: 'Flow', exact: true }).click();
    await page.getByLabel('Method').selectOption('z3');
    await setNumber('Width', 5);
    await setNumber('Height', 5);
    const before = await page.locator('#puzzle-heading').textContent();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    // A new level (a new seed in the heading), made while the page stayed responsive.
    await expect.poll(() => page.locator('#puzzle-heading').textContent()).toMatch(/^Flow 5×5/);
    expect(await page.locator('#puzzle-heading').textContent()).not.toBe(before);
    expect(await page.locator('dd[data-fact="Solutions"]').textContent()).toBe('unique');
    expect(await page.locator('dd[data-fact="Colours"]').textContent()).toMatch(/^\d+$/);
    await page.getByLabel('Method').selectOption('constructive');
    await page.screenshot({ path: `${SHOTS}flow-z3.png` });
  });

  it('shows what is wrong with a malformed pack and keeps the current set', async () => {
    const before = await page.locator('.set li').count();
    await page.getByLabel('Load pack').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'knossos.studio-pack/1',
          puzzles: [{ family: 'flow', puzzle: { width: 3 } }],
        }),
      ),
    });
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(/bad\.json: puzzles\[0\]/);
    expect(await page.locator('.set li').count()).toBe(before);
    await page.screenshot({ path: `${SHOTS}pack-error.png` });
  });
});
