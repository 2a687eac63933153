#!/usr/bin/env node
// Checks what each package would publish, in one process, with the verdicts of the CLIs it
// replaces (`publint --strict && attw --pack --profile esm-only` and the README example):
//   - publint, strict (warnings fail too), through its API, which lists the packed files with
//     `pnpm pack --dry-run` as its CLI does;
//   - attw (@arethetypeswrong/core, the one under @arethetypeswrong/cli) on the files `pnpm pack`
//     lists, read from disk as `npm pack` would put them in the tarball, with the esm-only
//     profile's ignored resolutions and the CLI's exit rule and rendering;
//   - the README's first ```js example, run in its own Node process (check-readme.mjs).
// TypeScript and the libraries load once for all the packages, and no tarball is written.
// Usage:
//   node tooling/scripts/check-packages.mjs           every package under packages/
//   node tooling/scripts/check-packages.mjs DIR…      those packages; from a package directory:
//                                                     node ../../tooling/scripts/check-packages.mjs .
// Needs the packages built (`pnpm build`). Prints one line per package, the CLIs' reports for
// what failed, and exits 1 if any check failed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { checkReadme } from './check-readme.mjs';
import { workspaceRoot } from './reports.mjs';

const root = workspaceRoot();

// @arethetypeswrong/core is the CLI's own dependency (same version, same TypeScript), reached
// through the CLI's install, with the CLI's profiles, exit rule and rendering.
const require = createRequire(import.meta.url);
const cliPackageJson = require.resolve('@arethetypeswrong/cli/package.json');
const attw = await import(
  pathToFileURL(createRequire(cliPackageJson).resolve('@arethetypeswrong/core'))
);
const { applyProfile } = await import(new URL('dist/profiles.js', pathToFileURL(cliPackageJson)));
const { getExitCode } = await import('@arethetypeswrong/cli/internal/getExitCode');
/** The CLI's options for `attw --pack --profile esm-only`, as it applies the profile. */
const ATTW_OPTIONS = { profile: 'esm-only', ignoreRules: [], format: 'auto' };
applyProfile(ATTW_OPTIONS.profile, ATTW_OPTIONS);

/** The package directories to check: the arguments', else every one under packages/. */
function packageDirs(args) {
  if (args.length > 0) return args.map((arg) => resolve(process.cwd(), arg));
  const base = join(root, 'packages');
  return readdirSync(base)
    .sort()
    .map((name) => join(base, name))
    .filter((dir) => existsSync(join(dir, 'package.json')));
}

/** The files `pnpm pack` would publish, relative to `dir` (the same list as `npm pack`'s). */
function packedFiles(dir) {
  const out = execFileSync('pnpm', ['pack', '--dry-run', '--json'], { cwd: dir, encoding: 'utf8' });
  return JSON.parse(out).files.map((file) => file.path);
}

/** The publint CLI's verdict and report: `{ ok, report }`. */
async function runPublint(dir, manifest) {
  const { messages } = await publint({ pkgDir: dir, strict: true, pack: 'auto' });
  const lines = [];
  for (const [type, title] of [
    ['error', 'Errors:'],
    ['warning', 'Warnings:'],
    ['suggestion', 'Suggestions:'],
  ]) {
    const ofType = messages.filter((message) => message.type === type);
    if (ofType.length > 0) lines.push(title);
    for (const [i, message] of ofType.entries()) {
      lines.push(`${i + 1}. ${formatMessage(message, manifest)}`);
    }
  }
  return { ok: !messages.some((message) => message.type === 'error'), report: lines.join('\n') };
}

/** attw's verdict on what would be published, with its CLI's report when it fails. */
async function runAttw(dir, manifest) {
  if (existsSync(join(dir, '.attw.json'))) {
    return { ok: false, report: '.attw.json is not read by check-packages.mjs: add it there' };
  }
  // The files as createPackageFromTarballData would hold them after `npm pack`.
  const files = {};
  for (const path of packedFiles(dir)) {
    files[`/node_modules/${manifest.name}/${path}`] = new Uint8Array(readFileSync(join(dir, path)));
  }
  const pkg = new attw.Package(files, manifest.name, manifest.version);
  const analysis = await attw.checkPackage(pkg, {});
  // The CLI: an untyped package passes with its own short note; a typed one by its exit rule.
  if (!analysis.types || getExitCode(analysis, ATTW_OPTIONS) === 0) return { ok: true, report: '' };
  const render = await import('@arethetypeswrong/cli/internal/render');
  return { ok: false, report: await render.typed(analysis, ATTW_OPTIONS) };
}

/** Each check's verdict for one package directory: `{ name, failures: [[check, report]] }`. */
async function checkPackage(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const name = relative(root, dir) || dir;
  const dist = join(dir, 'dist');
  if (manifest.files?.includes('dist') && !existsSync(dist)) {
    const why = `${relative(process.cwd(), dist) || '.'}/ is missing: build the packages first (pnpm build)`;
    return { name, failures: [['build', why]] };
  }
  // The example runs in its own process while publint and attw work here.
  const readme = checkReadme(dir);
  const failures = [];
  const lint = await runPublint(dir, manifest);
  if (!lint.ok) failures.push(['publint --strict', lint.report]);
  const types = await runAttw(dir, manifest);
  if (!types.ok) failures.push(['attw --profile esm-only', types.report]);
  const example = await readme;
  if (!example.ok) failures.push(['README example', `${example.output}${example.problem}`]);
  return { name, failures };
}

const dirs = packageDirs(process.argv.slice(2));
const width = Math.max(...dirs.map((dir) => (relative(root, dir) || dir).length));
let failed = 0;
const started = process.cpuUsage();
for (const dir of dirs) {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const { name, failures } = await checkPackage(dir);
  for (const [check, report] of failures) console.log(`\n${name}: ${check} failed\n${report}\n`);
  const used = process.cpuUsage(cpu);
  const verdict = failures.length === 0 ? 'ok' : `FAILED ${failures.map(([c]) => c).join(', ')}`;
  const time = `${((used.user + used.system) / 1e6).toFixed(1)} s CPU, ${((performance.now() - wall) / 1000).toFixed(1)} s wall`;
  console.log(`check-packages ${name.padEnd(width)}  ${verdict}  (${time})`);
  if (failures.length > 0) failed++;
}
if (dirs.length > 1) {
  const used = process.cpuUsage(started);
  console.log(
    `check-packages: ${dirs.length - failed} of ${dirs.length} packages pass (${((used.user + used.system) / 1e6).toFixed(1)} s CPU in this process)`,
  );
}
process.exitCode = failed > 0 ? 1 : 0;
