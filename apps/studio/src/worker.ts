// Generation off the page's thread: one message asks for a batch, one message answers per
// puzzle, so the page shows progress and Cancel simply ends the worker. The protocol and the
// work live in protocol.ts.
import { answer, type Request } from './protocol.js';

self.onmessage = (event: MessageEvent<Request>) =>
  answer(event.data, (reply) => postMessage(reply));
