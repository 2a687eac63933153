// Every sound of the game made in code with Web Audio: short oscillator and noise voices with
// envelopes, created per cue and disconnected once they end. No audio files.
import type { Cue, GameEvent } from '../maze/events.js';
import type { MazeGameApi } from '../maze/game-api.js';
import { VOICES, type Voice } from './voices.js';

/** Where the muted setting is kept. */
export const MUTED_KEY = 'knossos.play.muted';

/** The part of localStorage the beeper uses (absent in Node and where storage is blocked). */
function storage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

type AudioContextClass = new () => AudioContext;

/** The browser's AudioContext class, or null (Node, tests, old browsers). */
function audioContextClass(): AudioContextClass | null {
  const g = globalThis as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}

/**
 * The game's sounds. `play(cue)` sounds one cue (three step variants taken in turn, so walking
 * does not sound mechanical). The AudioContext is made on the first `play` (call it from a user
 * gesture's handler: browsers start audio only then); where Web Audio is missing every call is
 * a no-op. `muted` is kept in localStorage under {@link MUTED_KEY} where that exists.
 */
export class Beeper {
  #context: AudioContext | null = null;
  #failed = false;
  #muted: boolean;
  #step = 0;
  #noise: AudioBuffer | null = null;

  constructor() {
    this.#muted = storage()?.getItem(MUTED_KEY) === '1';
  }

  /** Whether sounds are off. Setting it stores the choice. */
  get muted(): boolean {
    return this.#muted;
  }

  set muted(value: boolean) {
    this.#muted = value;
    try {
      storage()?.setItem(MUTED_KEY, value ? '1' : '0');
    } catch {
      // Storage full or blocked: the choice lasts for this page only.
    }
  }

  /** Flips {@link muted}; returns the new value. */
  toggleMute(): boolean {
    this.muted = !this.#muted;
    return this.#muted;
  }

  /** The audio context, made on first use; null where Web Audio is missing or failed. */
  #audio(): AudioContext | null {
    if (this.#context !== null || this.#failed) return this.#context;
    const Ctx = audioContextClass();
    if (Ctx === null) {
      this.#failed = true;
      return null;
    }
    try {
      this.#context = new Ctx();
    } catch {
      this.#failed = true;
    }
    return this.#context;
  }

  /** Sounds one cue now (nothing when muted or without Web Audio). */
  play(cue: Cue): void {
    if (this.#muted) return;
    const ctx = this.#audio();
    if (ctx === null) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    let voices: readonly Voice[];
    if (cue === 'step') {
      voices = VOICES.steps[this.#step]!;
      this.#step = (this.#step + 1) % VOICES.steps.length;
    } else voices = VOICES[cue];
    const now = ctx.currentTime + 0.005;
    for (const v of voices) this.#voice(ctx, v, now);
  }

  /** One voice: an oscillator or a noise burst through a gain envelope (and a filter). */
  #voice(ctx: AudioContext, v: Voice, now: number): void {
    const start = now + (v.at ?? 0);
    const end = start + v.attack + v.decay;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(v.gain, start + v.attack);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    let source: AudioScheduledSourceNode;
    let filter: BiquadFilterNode | null = null;
    if (v.wave === 'noise') {
      const noise = ctx.createBufferSource();
      noise.buffer = this.#noiseBuffer(ctx);
      source = noise;
    } else {
      const osc = ctx.createOscillator();
      osc.type = v.wave;
      osc.frequency.setValueAtTime(v.freq, start);
      if (v.to !== undefined) {
        osc.frequency.exponentialRampToValueAtTime(Math.max(1, v.to), end);
      }
      source = osc;
    }
    if (v.filter !== undefined) {
      filter = ctx.createBiquadFilter();
      filter.type = v.filter.type;
      filter.frequency.setValueAtTime(v.filter.freq, start);
      filter.Q.setValueAtTime(v.filter.q ?? 1, start);
      source.connect(filter);
      filter.connect(gain);
    } else source.connect(gain);
    gain.connect(ctx.destination);
    source.onended = () => {
      source.disconnect();
      filter?.disconnect();
      gain.disconnect();
    };
    source.start(start);
    source.stop(end + 0.02);
  }

  /** Half a second of white noise, made once per context. */
  #noiseBuffer(ctx: AudioContext): AudioBuffer {
    if (this.#noise === null) {
      const length = Math.floor(ctx.sampleRate * 0.5);
      const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
      const data = buffer.getChannelData(0);
      // A fixed little generator: the same noise every time, no Math.random needed.
      let x = 0x2545f491;
      for (let i = 0; i < length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        data[i] = ((x >>> 0) / 0xffffffff) * 2 - 1;
      }
      this.#noise = buffer;
    }
    return this.#noise;
  }

  /**
   * Plays the cues of every event of `game`: each distinct cue of an event's moments once (a
   * portal's two ends sound one swoosh), `hint` for a hint event. Returns the unsubscribe.
   */
  connect(game: Pick<MazeGameApi, 'subscribe'>): () => void {
    return game.subscribe((event) => {
      for (const cue of cuesOf(event)) this.play(cue);
    });
  }
}

/** The cues an event sounds, each once, in the order they happen. */
export function cuesOf(event: GameEvent): Cue[] {
  if (event.type === 'hint') return ['hint'];
  if (event.type === 'message' || event.type === 'won') return [];
  return [...new Set(event.moments.map((m) => m.cue))];
}
