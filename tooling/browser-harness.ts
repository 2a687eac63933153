// What the apps' end-to-end tests share (the studio's and the game's): where Chromium is, whether
// the browser suites run, the hang guard, and `vite preview` of an app's build on a free port.
//
// Chromium is optional on a developer's machine and required in CI: without it (and without
// CI=true) an app's suites are skipped and leave one line in `<app>/.reports/skipped.txt`, which
// `pnpm test` prints in its summary; with CI=true a missing Chromium fails the run.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

/** Debian's Chromium, which the browser tests drive through playwright-core. */
export const CHROMIUM = '/usr/bin/chromium';
/** Every wait is a hang guard, long enough for a machine whose cores are busy elsewhere. */
export const HANG_GUARD_MS = 120_000;
const IN_CI = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');

/**
 * Whether an app's browser suites are skipped (no Chromium, and not in CI); when they are, the
 * one line saying so is written to `<root>.reports/skipped.txt`.
 *
 * @param root - the app's folder, ending in `/`.
 * @param what - the suites' name in that line, as `studio browser tests`.
 */
export function browserSkipped(root: string, what: string): boolean {
  const skipped = !existsSync(CHROMIUM) && !IN_CI;
  if (skipped) {
    mkdirSync(`${root}.reports`, { recursive: true });
    writeFileSync(
      `${root}.reports/skipped.txt`,
      `${what} skipped: no Chromium at ${CHROMIUM} (CI installs it)\n`,
    );
  }
  return skipped;
}

/** The message a browser test fails with in CI when Chromium is missing. */
export const CHROMIUM_MISSING = `CI runs the browser tests: install Chromium (apt-get install -y chromium) so ${CHROMIUM} exists`;

/**
 * Starts `vite preview` of the app in `root` (its `dist/`) on a free port.
 *
 * @returns the server process and the page's address, such as `http://localhost:4174/`.
 */
export async function startPreview(root: string): Promise<{ server: ChildProcess; base: string }> {
  const server: ChildProcess = spawn(
    process.execPath,
    [`${root}node_modules/vite/bin/vite.js`, 'preview', '--port', '0', '--strictPort', 'false'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.on('exit', (code) => reject(new Error(`vite preview exited (${code}): ${out}`)));
    server.stdout!.on('data', (d) => {
      out += String(d);
      // Vite colours its output; the port sits between escape codes, so match the digits only.
      const url = /http:\/\/localhost:(?:\S*?)(\d{2,5})/.exec(out);
      if (url) resolve(`http://localhost:${url[1]}/`);
    });
  });
  return { server, base };
}
