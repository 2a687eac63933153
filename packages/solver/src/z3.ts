/**
 * `@knossos/solver/z3`: Z3 for Knossos, loaded only when asked for.
 *
 * `z3-solver` (Z3 compiled to WebAssembly, running on worker threads) is an optional peer
 * dependency: install it next to `@knossos/solver` to use this entry point. In a browser it needs
 * cross-origin isolation (COOP/COEP headers) for SharedArrayBuffer.
 *
 * @packageDocumentation
 */
import type { init } from 'z3-solver';
import { SolverError } from './errors.js';

/** The loaded Z3 API: `Context` for building models, plus the low-level module. */
export type Z3 = Awaited<ReturnType<typeof init>>;

let loading: Promise<Z3> | null = null;

/**
 * Loads Z3 once per process and returns it; later calls return the same instance. Loading takes
 * about half a second.
 *
 * @returns the Z3 API (`const { Context } = await getZ3()`).
 * @throws {@link SolverError} (field `'z3-solver'`) when the package is not installed or fails to
 *   start; a later call tries again.
 */
export function getZ3(): Promise<Z3> {
  loading ??= import('z3-solver')
    .then((module) => module.init())
    .catch((error: unknown) => {
      loading = null;
      throw new SolverError(
        'z3-solver',
        `Z3 could not be loaded: install z3-solver next to @knossos/solver (${
          (error as Error)?.message ?? String(error)
        })`,
        { cause: error },
      );
    });
  return loading;
}

/**
 * Stops Z3's worker threads so the process can exit. Call it once, when nothing will use Z3
 * again: the instance cannot be used afterwards, and checks still running or waiting end as
 * `'cancelled'`. Does nothing when Z3 was never loaded.
 */
export async function disposeZ3(): Promise<void> {
  // Checks still running are interrupted and waited for (a thread ended in the middle of a
  // check can keep the process from exiting), for at most DISPOSE_WAIT_MS; then every check
  // still running or waiting ends as cancelled, since Z3 will never answer it.
  const settled = [...running].map((r) => {
    r.stop();
    return r.settled;
  });
  if (settled.length > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(settled),
      new Promise((resolve) => {
        timer = setTimeout(resolve, DISPOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  lifetime.abort();
  lifetime = new AbortController();
  const pending = loading;
  if (pending === null) return;
  loading = null;
  const z3 = await pending.catch(() => null);
  const threads = (z3?.em as { PThread?: { terminateAllThreads?: () => void } } | undefined)
    ?.PThread;
  threads?.terminateAllThreads?.();
}

/** Aborted by {@link disposeZ3}, which ends every check of the instance it stops. */
let lifetime = new AbortController();

/** Checks running now: how to interrupt each, and its Z3 answer settling. */
const running = new Set<{ stop: () => void; settled: Promise<unknown> }>();

/** How long {@link disposeZ3} waits for interrupted checks to return, in ms. */
const DISPOSE_WAIT_MS = 2_000;

/** How one satisfiability check ended. */
export type CheckResult = 'sat' | 'unsat' | 'unknown' | 'timeout' | 'cancelled';

/**
 * The part of a Z3 solver {@link check} uses; `A` is the type of an assumption (a Z3 `Bool`).
 */
export interface CheckableSolver<A = never> {
  /** Sets a solver parameter (here `timeout`, in milliseconds). */
  set(key: string, value: unknown): void;
  /** Checks the assertions, with the assumptions held true for this check alone. */
  check(...assumptions: A[]): Promise<'sat' | 'unsat' | 'unknown'>;
  /** Why the last check returned `'unknown'`. */
  reasonUnknown(): string;
  /** The solver's context. */
  readonly ctx: {
    /** Interrupts the check running in this context. */
    interrupt(): void;
  };
}

/**
 * How often an interrupt is sent again while a check that should stop is still running, in ms.
 *
 * Z3's WebAssembly build does not always stop at the first interrupt, nor at its own `timeout`:
 * measured on a 12 × 12 Flow model, a single interrupt sent 100 ms into a check was lost and
 * the check ran on to a model after 24 s, and repeated interrupts were ignored for up to 4.7 s
 * under the QF_FD logic. An interrupt that arrives while the check has not yet begun on its
 * thread is lost, so it is repeated until the check returns.
 */
export const INTERRUPT_REPEAT_MS = 25;

/**
 * How long past its limit (or an abort) a check waits for Z3 to stop before it returns anyway,
 * in ms. Measured on a 30 × 30 Flow edge model under QF_FD, Z3 ignored every interrupt of a
 * check given 0.7 s and ran for 4–5.6 s. A check given up on returns `'timeout'` (or
 * `'cancelled'`) at once; Z3 goes on being interrupted in the background, and the next check
 * waits its turn until it has stopped.
 */
export const GIVE_UP_MS = 100;

/**
 * One satisfiability check with a time limit and cancellation.
 *
 * The limit is enforced twice: by the solver's own `timeout` parameter and by a timer on this
 * thread that interrupts the check when the limit is reached and again every
 * {@link INTERRUPT_REPEAT_MS} until it returns (see there for why). Aborting `signal` interrupts
 * it the same way. Either way the check returns when Z3 stops, and at the latest
 * {@link GIVE_UP_MS} after the limit or the abort (Z3 then runs on in the background until an
 * interrupt takes, and the next check waits for it): a benchmark in `@knossos/flow` records the
 * overshoot.
 *
 * @param solver - a Z3 solver (`new ctx.Solver()`).
 * @param options.timeoutMs - the longest the check may take from this call, 1 ms to 1 hour
 *   (default 10 s), time spent waiting for an earlier check included; sets the solver's
 *   `timeout` parameter to what is left, so it lasts for later checks too.
 * @param options.signal - aborting it cancels the check: at once while it waits its turn (checks
 *   made here run one at a time), or by Z3's `interrupt` while it runs.
 * @param options.assumptions - literals held true for this check alone. They cost nothing to drop
 *   again, where a `push` makes Z3 copy the whole model into its incremental solver first, on
 *   this thread, where no limit can stop it (about 0.9 s for a 12 × 12 Flow model of 24 colours).
 * @returns `'sat'`, `'unsat'`, `'unknown'`, or `'timeout'` / `'cancelled'` when the check was
 *   stopped for those reasons (by the time limit, or by `signal`).
 */
export async function check<A>(
  solver: CheckableSolver<A>,
  options: { timeoutMs?: number; signal?: AbortSignal; assumptions?: readonly A[] } = {},
): Promise<CheckResult> {
  const { signal } = options;
  const disposed = lifetime.signal;
  const asked = Number(options.timeoutMs ?? 10_000);
  const timeout = Math.round(
    Math.min(3_600_000, Math.max(1, Number.isNaN(asked) ? 10_000 : asked)),
  );
  // Z3 runs one check at a time and `interrupt` stops whichever is running, so checks made
  // here wait their turn. The limit counts from the call, waiting included, and an abort or the
  // limit while waiting ends this check alone, at once; the next one still waits for the
  // check before this one to end.
  const called = performance.now();
  const turn = queue;
  let release = () => {};
  const finished = new Promise<void>((resolve) => {
    release = resolve;
  });
  queue = turn.then(() => finished);
  try {
    if ((await waitForTurn(turn, signal, timeout, disposed)) !== 'ready') {
      release();
      return signal?.aborted || disposed.aborted ? 'cancelled' : 'timeout';
    }
    const remaining = Math.round(timeout - (performance.now() - called));
    if (remaining <= 0) {
      release();
      return 'timeout';
    }
    solver.set('timeout', remaining);
    let timedOut = false;
    let repeat: ReturnType<typeof setTimeout> | undefined;
    const interrupt = () => {
      clearTimeout(repeat);
      solver.ctx.interrupt();
      repeat = setTimeout(interrupt, INTERRUPT_REPEAT_MS);
    };
    const limit = setTimeout(() => {
      timedOut = true;
      interrupt();
    }, remaining);
    signal?.addEventListener('abort', interrupt, { once: true });
    let endOfZ3 = () => {};
    let answer: ReturnType<typeof solver.check>;
    try {
      answer = solver.check(...(options.assumptions ?? []));
    } catch (error) {
      clearTimeout(limit);
      signal?.removeEventListener('abort', interrupt);
      throw error;
    }
    let disposing = false;
    const stop = () => {
      disposing = true;
      interrupt();
    };
    const entry = { stop, settled: answer.catch(() => {}) };
    running.add(entry);
    // Past the limit or an abort, Z3 gets GIVE_UP_MS to stop before the check returns anyway.
    let giveUp = () => {};
    const givenUp = new Promise<'given up'>((resolve) => {
      giveUp = () => resolve('given up');
    });
    let late = setTimeout(giveUp, remaining + GIVE_UP_MS);
    const abortLate = () => {
      clearTimeout(late);
      late = setTimeout(giveUp, GIVE_UP_MS);
    };
    signal?.addEventListener('abort', abortLate, { once: true });
    let runsOn = false;
    let cleaned = false;
    const cleanUp = () => {
      if (cleaned) return;
      cleaned = true;
      clearTimeout(limit);
      clearTimeout(repeat);
      signal?.removeEventListener('abort', interrupt);
      disposed.removeEventListener('abort', endOfZ3);
      disposed.removeEventListener('abort', cleanUp);
      running.delete(entry);
      release();
    };
    try {
      const result = await Promise.race([
        answer,
        givenUp,
        new Promise<'disposed'>((resolve) => {
          endOfZ3 = () => resolve('disposed');
          disposed.addEventListener('abort', endOfZ3, { once: true });
        }),
      ]);
      if (result === 'given up') {
        // Z3 runs on, interrupted every INTERRUPT_REPEAT_MS, and holds the queue until it stops
        // or Z3 is disposed (after which it never answers).
        runsOn = !disposed.aborted;
        return signal?.aborted || disposing ? 'cancelled' : 'timeout';
      }
      if (result === 'disposed' || disposing) return 'cancelled';
      // A result Z3 reached is kept, even when the limit came while it was being returned.
      if (result !== 'unknown') return result;
      if (signal?.aborted) return 'cancelled';
      if (timedOut) return 'timeout';
      return /timeout|canceled|cancelled/i.test(solver.reasonUnknown()) ? 'timeout' : 'unknown';
    } finally {
      clearTimeout(late);
      signal?.removeEventListener('abort', abortLate);
      if (runsOn) {
        void entry.settled.then(cleanUp);
        disposed.addEventListener('abort', cleanUp, { once: true });
      } else cleanUp();
    }
  } catch (error) {
    release();
    throw error;
  }
}

/** Waits for the check before to end, or for `signal`, `disposed` or `ms` to end the wait first. */
function waitForTurn(
  turn: Promise<void>,
  signal: AbortSignal | undefined,
  ms: number,
  disposed: AbortSignal,
): Promise<'ready' | 'stopped'> {
  if (signal?.aborted || disposed.aborted) return Promise.resolve('stopped');
  return new Promise((resolve) => {
    const end = (how: 'ready' | 'stopped') => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      disposed.removeEventListener('abort', stop);
      resolve(how);
    };
    const stop = () => end('stopped');
    const timer = setTimeout(stop, ms);
    signal?.addEventListener('abort', stop, { once: true });
    disposed.addEventListener('abort', stop, { once: true });
    void turn.then(() => end('ready'));
  });
}

/** The end of the last check asked for (see {@link check}). */
let queue: Promise<void> = Promise.resolve();

/** The parts of a validate-and-block loop; see {@link validateAndBlock}. */
export interface ValidateAndBlockOptions<M> {
  /** One check of the current assertions (for example `() => check(solver, { timeoutMs })`). */
  solve(signal?: AbortSignal): Promise<CheckResult>;
  /** Reads the model of the last `'sat'` check into plain data. */
  read(): M;
  /** Checks a model in plain code: `true` to accept it, or the reason it is rejected. */
  validate(model: M): true | string;
  /** Adds a constraint that rules out exactly this model, so the next check finds another. */
  block(model: M): void;
  /** Most checks to make, 1–100,000 (default 100); clamped. */
  maxRounds?: number;
  /** Aborting it stops the loop (and is passed to `solve`). */
  signal?: AbortSignal;
}

/** How a {@link validateAndBlock} loop ended. */
export interface ValidateAndBlockResult<M> {
  /**
   * `'accepted'` with a model that passed `validate`; otherwise why it stopped: the solver
   * found no (further) model (`'unsat'`), gave up (`'unknown'`, `'timeout'`), the rounds ran out
   * (`'rounds'`), or it was cancelled (`'cancelled'`).
   */
  readonly status: 'accepted' | 'unsat' | 'unknown' | 'timeout' | 'rounds' | 'cancelled';
  /** The accepted model, else `null`. */
  readonly model: M | null;
  /** Checks made. */
  readonly rounds: number;
  /** Why each rejected model was rejected, in order. */
  readonly rejected: readonly string[];
  /** Time taken, in milliseconds. */
  readonly millis: number;
}

/**
 * Solve, read, validate, block, repeat: the loop that lets a solver model only the local rules of
 * a puzzle (cheap to encode) while plain code checks the global ones (connectivity, no extra
 * loops, …). Each rejected model is ruled out by `block` and the solver is asked again, until a
 * model passes, the solver runs out of models or time, the rounds run out, or `signal` aborts.
 *
 * Works with any solver behind `solve`; with Z3, build `solve` from {@link check}.
 *
 * @returns the {@link ValidateAndBlockResult}; it never throws for a failed search, only when a
 *   callback throws.
 */
export async function validateAndBlock<M>(
  options: ValidateAndBlockOptions<M>,
): Promise<ValidateAndBlockResult<M>> {
  const { solve, read, validate, block, signal } = options;
  const asked = Number(options.maxRounds ?? 100);
  const maxRounds = Math.round(Math.min(100_000, Math.max(1, Number.isNaN(asked) ? 100 : asked)));
  const started = Date.now();
  const rejected: string[] = [];
  let rounds = 0;
  const end = (status: ValidateAndBlockResult<M>['status'], model: M | null = null) => ({
    status,
    model,
    rounds,
    rejected,
    millis: Date.now() - started,
  });
  while (rounds < maxRounds) {
    if (signal?.aborted) return end('cancelled');
    rounds++;
    const result = await solve(signal);
    if (result !== 'sat') return end(signal?.aborted ? 'cancelled' : result);
    const model = read();
    const verdict = validate(model);
    if (verdict === true) return end('accepted', model);
    rejected.push(verdict);
    block(model);
  }
  return end('rounds');
}

export { SolverError } from './errors.js';
