// A run's puzzles shown in seed order as they finish: a progress bar with ETA on a terminal
// (the human lines wait until it is gone), plain `[i/n] … done` lines otherwise.

import { SingleBar } from 'cli-progress';
import pc from 'picocolors';
import { errorTerminal, io } from './io.js';
import type { Made } from './make-one.js';
import { jsonLine, type Output, showHuman } from './output.js';
import { terminalSafe } from './terminal.js';

/** Shows finished puzzles in order. */
export interface Progress {
  /** A puzzle finished (`done` made so far): shown once those before it are. */
  finished(made: Made, done: number): void;
  /** The bar goes; puzzles that finished after a gap are shown, then the lines held back. */
  end(): void;
  /** The bar goes at once (a second Ctrl-C). */
  stop(): void;
}

/** Starts showing a run of `total` puzzles (from the job `first`, with `--append`). */
export function startProgress(
  output: Output,
  total: number,
  parallel: boolean,
  outDir: string | null,
  first = 0,
): Progress {
  const tty = errorTerminal() !== null && parallel && total > 1;
  const bar = tty
    ? new SingleBar(
        {
          format: ' {bar} {value}/{total} | ETA {eta_formatted} | {last}',
          hideCursor: true,
          stream: errorTerminal()!,
        },
        { format: '', barCompleteChar: '█', barIncompleteChar: '░' },
      )
    : null;
  bar?.start(total, 0, { last: '' });
  const waiting = new Map<number, Made>();
  let next = first;
  // With a bar on the terminal, the human lines wait until it is gone; JSON lines never wait.
  const deferred: Made[] = [];
  const emit = (made: Made) => {
    if (output.json) io().stdout.write(`${jsonLine(made, outDir)}\n`);
    if (bar) deferred.push(made);
    else showHuman(output, made);
  };
  return {
    finished(made, done) {
      waiting.set(made.index, made);
      while (waiting.has(next)) {
        const shown = waiting.get(next)!;
        waiting.delete(next);
        emit(shown);
        if (!tty && parallel && total > 1) {
          io().stderr.write(
            pc.dim(
              terminalSafe(`[${next - first + 1}/${total}] ${shown.family} ${shown.seed} done\n`),
            ),
          );
        }
        bar?.update(done, { last: terminalSafe(`${shown.family} ${shown.seed}`) });
        next++;
      }
    },
    end() {
      bar?.stop();
      for (const index of [...waiting.keys()].sort((a, b) => a - b)) emit(waiting.get(index)!);
      waiting.clear();
      for (const made of deferred) showHuman(output, made);
    },
    stop() {
      bar?.stop();
    },
  };
}
