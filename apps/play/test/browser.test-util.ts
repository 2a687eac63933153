// What the game's end-to-end tests share: the built game served by `vite preview` on a free port,
// Debian's Chromium driven by playwright-core (with a software WebGL, so the 3D view runs
// headless), the page's test hook, and the steps the tests take. Screenshots go to
// /work/main/.pictures/play/ (git-ignored).
//
// Chromium is optional on a developer's machine and required in CI: without it (and without
// CI=true) the suites are skipped and leave one line in .reports/skipped.txt, which `pnpm test`
// prints in its summary; with CI=true a missing Chromium fails the run.
import { existsSync, mkdirSync } from 'node:fs';
import { type OpenedPuzzle, openText } from '@knossos/families';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import {
  browserSkipped,
  CHROMIUM,
  CHROMIUM_MISSING,
  HANG_GUARD_MS,
  startPreview,
} from '../../../tooling/browser-harness.js';
import type { MazeState, PlayHook } from '../src/app/test-hook.js';

export const ROOT = new URL('..', import.meta.url).pathname;
export const SHOTS = new URL('../../../.pictures/play/', import.meta.url).pathname;
export { HANG_GUARD_MS };

/** The browser tests are skipped: no Chromium, and not in CI. */
export const SKIPPED = browserSkipped(ROOT, 'play browser tests');

/**
 * A page size for the tests that play mazes in 3D. SwiftShader draws the view on the CPU, on
 * every animation frame (the view draws on, idle or not), at a cost that grows with the canvas; a
 * move lasts the frames its animation needs (two at least), so on a small page the same moves
 * take a fraction of the time and CPU. At 480 × 330 the game still shows the whole board, the
 * HUD and every button (its small-screen layout).
 */
export const SMALL_PAGE = { width: 480, height: 330 } as const;

/** How {@link openGame} opens the game. */
export interface GameOptions {
  /** The page's size in CSS pixels (default 960 × 660). */
  readonly viewport?: { readonly width: number; readonly height: number };
  /**
   * Whether any page shows the maze's 3D view (default true). Without it Chromium runs with no
   * GPU process and draws the pages on the CPU directly, at a fraction of what SwiftShader's
   * emulated GPU costs for the same pages.
   */
  readonly webgl?: boolean;
  /**
   * Whether WebGL antialiases as the game asks (default false). The tests look at no pixels, and
   * without it SwiftShader spends about a third less on each frame; the frame-time bench keeps it.
   */
  readonly antialias?: boolean;
}

/** The game open in Chromium, and how to close it all. */
export interface Game {
  readonly page: Page;
  readonly context: BrowserContext;
  /** The page's address, such as `http://localhost:4174/`. */
  readonly base: string;
  /**
   * Another page in the same context (the same storage) on `path` of the game, of the context's
   * size or `viewport`.
   */
  openPage(path?: string, viewport?: GameOptions['viewport']): Promise<Page>;
  /** Stops `vite preview` (the page keeps what it loaded). */
  stopServer(): void;
  close(): Promise<void>;
}

/**
 * Starts `vite preview`, Chromium (software WebGL, not antialiased, unless `options` say
 * otherwise), and one page on the game's welcome (or `path`).
 */
export async function openGame(path = '', options: GameOptions = {}): Promise<Game> {
  expect(
    existsSync(`${ROOT}dist/index.html`),
    'build the game first (pnpm --filter play build)',
  ).toBe(true);
  expect(existsSync(CHROMIUM), CHROMIUM_MISSING).toBe(true);
  mkdirSync(SHOTS, { recursive: true });
  const { server, base } = await startPreview(ROOT);
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      // WebGL through SwiftShader: headless Chromium has no GPU here. Without WebGL, no GPU at
      // all: then Chromium neither rasterizes nor composites through SwiftShader.
      ...(options.webgl === false
        ? ['--disable-gpu']
        : [
            '--use-angle=swiftshader',
            '--enable-unsafe-swiftshader',
            '--ignore-gpu-blocklist',
            ...(options.antialias === true ? [] : ['--webgl-antialiasing-mode=none']),
          ]),
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 960, height: 660 },
  });
  const errors: string[] = [];
  const openPage = async (at = '', viewport?: GameOptions['viewport']) => {
    const page = await context.newPage();
    page.setDefaultTimeout(HANG_GUARD_MS);
    if (viewport !== undefined) await page.setViewportSize(viewport);
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(base + at);
    return page;
  };
  const page = await openPage(path);
  let stopped = false;
  return {
    page,
    context,
    base,
    openPage,
    stopServer: () => {
      stopped = true;
      server.kill();
    },
    close: async () => {
      await browser.close();
      if (!stopped) server.kill();
    },
  };
}

/** The page's test hook, read once. */
export async function hook(page: Page): Promise<{
  screen: string;
  maze: MazeState | null;
  view: PlayHook['view'];
  family: PlayHook['family'];
}> {
  return page.evaluate(() => {
    const h = window.__knossosPlay;
    return { screen: h.screen, maze: h.maze, view: h.view, family: h.family };
  });
}

/** The maze game's state from the hook (fails when no maze is in play). */
export async function mazeState(page: Page): Promise<MazeState> {
  const state = await page.evaluate(() => window.__knossosPlay.maze);
  expect(state, 'a maze is in play').not.toBeNull();
  return state!;
}

/** The puzzle in play as its family reads it (the stored solution included). */
export async function puzzleInPlay<P>(page: Page): Promise<P> {
  const text = await page.evaluate(() => window.__knossosPlay.puzzleText());
  expect(text, 'a puzzle is in play').not.toBeNull();
  const opened = openText(text!);
  expect(opened.kind).toBe('puzzle');
  return (opened as OpenedPuzzle).held.puzzle as P;
}

/**
 * Retries `check` (which asserts) until it passes, as `expect.poll` does, and fails with its last
 * error after the hang guard. It needs no current test, so the tests that run at once
 * (`it.concurrent`, where only their own `expect` polls) and the helpers they call use it.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: HANG_GUARD_MS, interval: 50 });
}

/** Waits until the hook reports a screen. */
export async function waitForScreen(page: Page, screen: string): Promise<void> {
  await eventually(async () => expect((await hook(page)).screen).toBe(screen));
}

/** From the welcome (or anywhere, by Esc) to the mode cards, then a card's screen. */
export async function openCard(page: Page, title: string): Promise<void> {
  const screen = (await hook(page)).screen;
  if (screen === 'welcome') await page.getByRole('button', { name: "Let's play" }).click();
  else if (screen !== 'modes') await page.keyboard.press('Escape');
  await waitForScreen(page, 'modes');
  await page.getByRole('button', { name: title, exact: true }).click();
}

/** A pack level's button (number from 1). */
export function levelButton(page: Page, level: number) {
  return page.locator(`button.level[data-level="${level}"]`);
}

/** Opens a tab of a mode's screen. */
export async function openTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** Waits for the win panel and returns its pips (0 for a race, which shows who won). */
export async function winPips(page: Page): Promise<number> {
  const panel = page.getByTestId('win-panel');
  await panel.waitFor();
  const pips = page.getByTestId('win-pips');
  if ((await pips.count()) === 0) return 0;
  return Number(await pips.getAttribute('data-pips'));
}

/** Saves a screenshot under .pictures/play/. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}
