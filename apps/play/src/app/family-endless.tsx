// The Endless tab of the Flow and Netwalk screens: the stars first, then only the sizes that
// reach them (as measured, see modes/endless-sizes.ts), a line saying which sizes fit, Play.
import type { ReactNode } from 'react';
import {
  type BoardSize,
  ENDLESS_SIZES,
  fitsText,
  sizeName,
  sizesFor,
} from '../modes/endless-sizes.js';
import type { EndlessRequest } from '../worker/endless.js';
import { Choices, StarChoice } from './endless-picker.js';
import { freshSeed } from './session.js';

/** An Endless request of Flow or Netwalk with a fresh seed. */
export function familyRequest(
  family: 'flow' | 'netwalk',
  size: BoardSize,
  stars: number,
): EndlessRequest {
  return {
    family,
    stars,
    width: size.width,
    height: size.height,
    ...(size.torus ? { torus: true } : {}),
    seed: freshSeed(),
  } as EndlessRequest;
}

/**
 * The offered size (an index into `ENDLESS_SIZES[family]`) to use for `stars`: `size` when it
 * reaches them, else the fitting size nearest to it in the menu.
 */
export function fittingSize(family: 'flow' | 'netwalk', stars: number, size: number): number {
  const all = ENDLESS_SIZES[family];
  const fits = sizesFor(family, stars).map((s) => all.indexOf(s));
  if (fits.includes(size)) return size;
  return fits.reduce((best, i) => (Math.abs(i - size) < Math.abs(best - size) ? i : best));
}

/** The Endless tab: stars, the sizes that reach them, Play. */
export function FamilyEndless(props: {
  family: 'flow' | 'netwalk';
  /** 1–5. */
  stars: number;
  /** An index into `ENDLESS_SIZES[family]`. */
  size: number;
  onChoose(change: { stars?: number; size?: number }): void;
  onBuild(request: EndlessRequest): void;
}): ReactNode {
  const { family, stars } = props;
  const all = ENDLESS_SIZES[family];
  const size = fittingSize(family, stars, props.size);
  return (
    <section className="endless" aria-label="Endless">
      <p>A new puzzle made to your order, different every time.</p>
      <StarChoice
        value={stars}
        onChange={(next) => props.onChoose({ stars: next, size: fittingSize(family, next, size) })}
      />
      <Choices
        label="Size"
        options={sizesFor(family, stars).map((s) => all.indexOf(s))}
        value={size}
        name={(i) => sizeName(all[i]!)}
        onChange={(next) => props.onChoose({ size: next })}
      />
      <p className="fits">{fitsText(family, stars)}</p>
      <button
        type="button"
        className="primary big"
        onClick={() => props.onBuild(familyRequest(family, all[size]!, stars))}
      >
        Play
      </button>
    </section>
  );
}
