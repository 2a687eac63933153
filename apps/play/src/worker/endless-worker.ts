// The Web Worker behind `makePuzzle`: one request in, one puzzle (or an error) out.
import { type EndlessRequest, makePuzzleNow, type WorkerAnswer } from './endless.js';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EndlessRequest>) => void) | null;
  postMessage(answer: WorkerAnswer): void;
};

scope.onmessage = (event) => {
  makePuzzleNow(event.data).then(
    (made) => scope.postMessage({ ok: true, made }),
    (error: unknown) =>
      scope.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
