// The recipe of every cue: a few short voices (oscillators or noise, with pitch glides,
// envelopes and filters), tuned by ear. Times in seconds, frequencies in Hz, gains 0–1.
import type { Cue } from '../maze/events.js';

/** One short voice of a sound. */
export interface Voice {
  /** The oscillator's wave, or white noise. */
  readonly wave: OscillatorType | 'noise';
  /** Start pitch in Hz (ignored for noise). */
  readonly freq: number;
  /** End pitch in Hz, glided to exponentially; absent: steady. */
  readonly to?: number;
  /** Delay after the cue, seconds (default 0). */
  readonly at?: number;
  /** Rise time, seconds (> 0). */
  readonly attack: number;
  /** Fall time, seconds (> 0). */
  readonly decay: number;
  /** Peak gain, 0–1. */
  readonly gain: number;
  /** A filter the voice goes through. */
  readonly filter?: { readonly type: BiquadFilterType; readonly freq: number; readonly q?: number };
}

const tone = (
  freq: number,
  at: number,
  decay: number,
  gain = 0.18,
  wave: OscillatorType = 'sine',
): Voice => ({
  wave,
  freq,
  at,
  attack: 0.006,
  decay,
  gain,
});

const thud = (freq: number, gain: number): Voice[] => [
  { wave: 'noise', freq: 0, attack: 0.003, decay: 0.06, gain, filter: { type: 'lowpass', freq } },
  { wave: 'sine', freq: freq / 6, to: freq / 12, attack: 0.003, decay: 0.07, gain: gain * 0.8 },
];

/** Every cue's voices; `steps` holds the three step variants. */
export const VOICES: Readonly<Record<Exclude<Cue, 'step'>, readonly Voice[]>> & {
  readonly steps: readonly (readonly Voice[])[];
} = {
  steps: [thud(900, 0.12), thud(1100, 0.1), thud(760, 0.11)],
  bump: [
    {
      wave: 'noise',
      freq: 0,
      attack: 0.002,
      decay: 0.09,
      gain: 0.2,
      filter: { type: 'lowpass', freq: 420 },
    },
    { wave: 'triangle', freq: 110, to: 70, attack: 0.002, decay: 0.12, gain: 0.22 },
  ],
  roll: [
    {
      wave: 'noise',
      freq: 0,
      attack: 0.04,
      decay: 0.28,
      gain: 0.12,
      filter: { type: 'bandpass', freq: 300, q: 0.8 },
    },
    { wave: 'sine', freq: 90, to: 60, attack: 0.03, decay: 0.3, gain: 0.1 },
  ],
  stairs: [
    tone(330, 0, 0.08, 0.14, 'triangle'),
    tone(392, 0.07, 0.08, 0.14, 'triangle'),
    tone(494, 0.14, 0.12, 0.14, 'triangle'),
  ],
  key: [tone(1318, 0, 0.12, 0.12, 'triangle'), tone(1760, 0.06, 0.2, 0.12, 'triangle')],
  gem: [tone(1568, 0, 0.1, 0.1), tone(2093, 0.05, 0.1, 0.1), tone(2637, 0.1, 0.25, 0.1)],
  'goal-open': [
    tone(523, 0, 0.2, 0.12, 'triangle'),
    tone(659, 0.09, 0.2, 0.12, 'triangle'),
    tone(784, 0.18, 0.2, 0.12, 'triangle'),
    tone(1047, 0.27, 0.45, 0.12, 'triangle'),
  ],
  door: [
    {
      wave: 'sawtooth',
      freq: 140,
      to: 220,
      attack: 0.02,
      decay: 0.25,
      gain: 0.07,
      filter: { type: 'lowpass', freq: 900 },
    },
    {
      wave: 'noise',
      freq: 0,
      at: 0.18,
      attack: 0.002,
      decay: 0.05,
      gain: 0.12,
      filter: { type: 'lowpass', freq: 1200 },
    },
  ],
  switch: [
    { wave: 'square', freq: 1800, attack: 0.001, decay: 0.02, gain: 0.06 },
    { wave: 'square', freq: 1200, at: 0.05, attack: 0.001, decay: 0.025, gain: 0.06 },
    {
      wave: 'sawtooth',
      freq: 200,
      to: 320,
      at: 0.08,
      attack: 0.02,
      decay: 0.2,
      gain: 0.05,
      filter: { type: 'lowpass', freq: 800 },
    },
  ],
  portal: [
    { wave: 'sine', freq: 300, to: 1400, attack: 0.05, decay: 0.3, gain: 0.12 },
    { wave: 'triangle', freq: 450, to: 2000, at: 0.04, attack: 0.05, decay: 0.28, gain: 0.06 },
  ],
  spikes: [
    {
      wave: 'noise',
      freq: 0,
      attack: 0.001,
      decay: 0.12,
      gain: 0.22,
      filter: { type: 'highpass', freq: 2500 },
    },
    { wave: 'sawtooth', freq: 900, to: 300, attack: 0.002, decay: 0.15, gain: 0.08 },
  ],
  'no-way': [
    {
      wave: 'square',
      freq: 150,
      attack: 0.005,
      decay: 0.12,
      gain: 0.07,
      filter: { type: 'lowpass', freq: 1000 },
    },
    {
      wave: 'square',
      freq: 140,
      at: 0.14,
      attack: 0.005,
      decay: 0.14,
      gain: 0.07,
      filter: { type: 'lowpass', freq: 1000 },
    },
  ],
  hint: [tone(880, 0, 0.15, 0.1), tone(1175, 0.1, 0.3, 0.1)],
  undo: [{ wave: 'triangle', freq: 660, to: 330, attack: 0.005, decay: 0.12, gain: 0.12 }],
  restart: [
    { wave: 'triangle', freq: 880, to: 220, attack: 0.005, decay: 0.25, gain: 0.12 },
    {
      wave: 'noise',
      freq: 0,
      attack: 0.01,
      decay: 0.2,
      gain: 0.05,
      filter: { type: 'bandpass', freq: 800 },
    },
  ],
  win: [
    tone(523, 0, 0.15, 0.14, 'triangle'),
    tone(659, 0.12, 0.15, 0.14, 'triangle'),
    tone(784, 0.24, 0.15, 0.14, 'triangle'),
    tone(1047, 0.36, 0.6, 0.16, 'triangle'),
    tone(1319, 0.36, 0.6, 0.08),
    tone(1568, 0.36, 0.6, 0.06),
  ],
  blip: [{ wave: 'square', freq: 1000, attack: 0.002, decay: 0.04, gain: 0.05 }],
};
