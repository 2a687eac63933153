// The README example check, used by check-packages.mjs: runs the first ```js example of a
// package README against the package's own build, so every README example is known to run. The
// example fails the check by throwing (use node:assert), and each `// prints: TEXT` comment in it
// must match the next line the example prints, in order.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Runs the example of `<dir>/README.md` in its own Node process.
 * Resolves to `{ ok, output, problem }`: `output` is what the example printed (stdout, then
 * stderr) and `problem`, when not ok, one line `README.md:LINE: why`.
 */
export async function checkReadme(dir) {
  const readmePath = join(dir, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const match = /```js\n([\s\S]*?)```/.exec(readme);
  if (!match) return failure(readmePath, 1, 'no ```js example block to run', '');
  const firstLine = readme.slice(0, match.index).split('\n').length + 1;

  // Written inside the package so that `import '@knossos/…'` resolves to this package (Node's
  // self-reference through "exports") and to its own dependencies.
  const file = join(dir, `.readme-example-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, match[1]);
  let run;
  try {
    run = await runNode(file, dir);
  } finally {
    rmSync(file, { force: true });
  }
  const output = run.stdout + run.stderr;
  if (run.status !== 0) {
    return failure(readmePath, firstLine, `the example failed (exit ${run.status})`, output);
  }

  const printed = run.stdout.split('\n').filter((line) => line !== '');
  const promised = [...match[1].matchAll(/\/\/ prints: (.*)/g)].map((m) => m[1].trim());
  for (const [i, text] of promised.entries()) {
    if (printed[i] !== text) {
      const why = `the example printed ${JSON.stringify(printed[i])} where it says ${JSON.stringify(text)}`;
      return failure(readmePath, firstLine, why, output);
    }
  }
  return { ok: true, output, problem: '' };
}

function failure(readmePath, line, message, output) {
  return { ok: false, output, problem: `${readmePath}:${line}: ${message}` };
}

/** `node file` in `cwd`, resolving to its exit status and its whole stdout and stderr. */
function runNode(file, cwd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', (error) => resolve({ status: 1, stdout: '', stderr: `${error.message}\n` }));
    child.on('close', (code, signal) => {
      resolve({
        status: code ?? signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}
