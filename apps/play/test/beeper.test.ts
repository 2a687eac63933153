// The beeper: a no-op without Web Audio, a lazily made AudioContext, short-lived nodes that are
// disconnected once they end, every cue sounding, the muted choice kept, and the game's events
// played as their cues.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cue, GameEvent } from '../src/maze/events.js';
import { Beeper, cuesOf, MUTED_KEY } from '../src/sound/beeper.js';

const CUES: readonly Cue[] = [
  'step',
  'bump',
  'roll',
  'stairs',
  'key',
  'gem',
  'goal-open',
  'door',
  'switch',
  'portal',
  'spikes',
  'no-way',
  'hint',
  'undo',
  'restart',
  'win',
  'blip',
];

/** A stand-in for Web Audio that records every node it makes. */
class FakeNode {
  connected = 0;
  disconnected = 0;
  onended: (() => void) | null = null;
  started = false;
  stopped = false;
  readonly param = () => ({
    setValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  });
  gain = this.param();
  frequency = this.param();
  Q = this.param();
  type = '';
  buffer: unknown = null;
  connect() {
    this.connected++;
  }
  disconnect() {
    this.disconnected++;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
}

class FakeContext {
  static made = 0;
  static nodes: FakeNode[] = [];
  state = 'running';
  currentTime = 0;
  sampleRate = 8000;
  destination = {};
  constructor() {
    FakeContext.made++;
  }
  #node() {
    const n = new FakeNode();
    FakeContext.nodes.push(n);
    return n;
  }
  createGain() {
    return this.#node();
  }
  createOscillator() {
    return this.#node();
  }
  createBufferSource() {
    return this.#node();
  }
  createBiquadFilter() {
    return this.#node();
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  resume() {
    return Promise.resolve();
  }
}

function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as Storage;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeContext.made = 0;
  FakeContext.nodes = [];
});

describe('Beeper', () => {
  it('is a quiet no-op without Web Audio or storage (Node)', () => {
    const beeper = new Beeper();
    expect(beeper.muted).toBe(false);
    for (const cue of CUES) beeper.play(cue);
    expect(beeper.toggleMute()).toBe(true);
    expect(beeper.muted).toBe(true);
  });

  it('keeps the muted choice in localStorage', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    const beeper = new Beeper();
    expect(beeper.muted).toBe(false);
    beeper.toggleMute();
    expect(storage.getItem(MUTED_KEY)).toBe('1');
    expect(new Beeper().muted).toBe(true);
    beeper.muted = false;
    expect(storage.getItem(MUTED_KEY)).toBe('0');
    expect(new Beeper().muted).toBe(false);
  });

  it('makes the AudioContext on the first play; every cue sounds; nodes end disconnected', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const beeper = new Beeper();
    expect(FakeContext.made).toBe(0);
    for (const cue of CUES) {
      const before = FakeContext.nodes.length;
      beeper.play(cue);
      const made = FakeContext.nodes.slice(before);
      expect(made.length, cue).toBeGreaterThanOrEqual(2);
      const sources = made.filter((n) => n.started);
      expect(sources.length, cue).toBeGreaterThan(0);
      for (const s of sources) expect(s.stopped).toBe(true);
    }
    expect(FakeContext.made).toBe(1);
    // Once each source ends, its whole chain is let go.
    for (const n of FakeContext.nodes) n.onended?.();
    for (const n of FakeContext.nodes) expect(n.disconnected, 'every node').toBeGreaterThan(0);
    // Muted: nothing is made.
    const count = FakeContext.nodes.length;
    beeper.muted = true;
    beeper.play('win');
    expect(FakeContext.nodes.length).toBe(count);
  });

  it('steps in three variants, taken in turn', () => {
    vi.stubGlobal('AudioContext', FakeContext);
    const beeper = new Beeper();
    const sizes: number[] = [];
    const kinds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const before = FakeContext.nodes.length;
      beeper.play('step');
      sizes.push(FakeContext.nodes.length - before);
      kinds.push(JSON.stringify(FakeContext.nodes.slice(before).map((n) => n.buffer !== null)));
    }
    expect(kinds.slice(0, 3)).toEqual(kinds.slice(3));
    expect(sizes.slice(0, 3)).toEqual(sizes.slice(3));
  });

  it('connect plays each distinct cue of an event once, and hint for a hint', () => {
    let listener: ((e: GameEvent) => void) | null = null;
    const game = {
      subscribe(l: (e: GameEvent) => void) {
        listener = l;
        return () => {
          listener = null;
        };
      },
    };
    const beeper = new Beeper();
    const played: Cue[] = [];
    beeper.play = (cue: Cue) => void played.push(cue);
    const stop = beeper.connect(game);
    const refused: GameEvent = {
      type: 'refused',
      message: 'x',
      moments: [
        { cue: 'bump', cell: 1 },
        { cue: 'bump', cell: 2 },
      ],
    };
    listener!(refused);
    listener!({ type: 'hint', player: 0, from: 1, to: 2 });
    listener!({ type: 'message', message: 'y' });
    expect(played).toEqual(['bump', 'hint']);
    stop();
    expect(listener).toBeNull();
    expect(
      cuesOf({
        type: 'reset',
        play: { positions: [], keys: [], gems: [], flips: [] },
        moments: [{ cue: 'undo', cell: -1 }],
      }),
    ).toEqual(['undo']);
  });
});
