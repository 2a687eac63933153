// The game's one Beeper (so Mute holds across games), connected to each maze game in play.
import type { MazeGameApi } from '../maze/game-api.js';
import { Beeper } from '../sound/beeper.js';

/** The sounds of every game (muted is remembered by the Beeper itself). */
export const beeper = new Beeper();

/** Sounds a game's cues; returns the function that stops. */
export function connectSounds(game: MazeGameApi): () => void {
  return beeper.connect(game);
}

/** A button's blip, for the menus and the Flow and Netwalk games' buttons. */
export function blip(): void {
  beeper.play('blip');
}
