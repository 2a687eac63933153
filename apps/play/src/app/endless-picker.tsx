// Endless: choose a grid (maze modes) or a size (Flow, Netwalk) and 1 to 5 stars, then Play asks
// the worker for a new puzzle to that order.
import type { ReactNode } from 'react';

/** The names players see for each grid. */
export const GRID_NAMES: Readonly<Record<string, string>> = {
  square: 'Square',
  hex: 'Hex',
  triangle: 'Triangle',
  circular: 'Circular',
};

/** A row of choices, one pressed (a radio group of buttons). */
export function Choices<T extends string | number>(props: {
  label: string;
  options: readonly T[];
  value: T;
  name?: (option: T) => string;
  onChange(value: T): void;
}): ReactNode {
  return (
    <fieldset className="choices">
      <legend>{props.label}</legend>
      {props.options.map((option) => (
        <button
          type="button"
          key={String(option)}
          aria-pressed={option === props.value}
          onClick={() => props.onChange(option)}
        >
          {props.name ? props.name(option) : String(option)}
        </button>
      ))}
    </fieldset>
  );
}

/** The 1–5 star choice. */
export function StarChoice(props: { value: number; onChange(stars: number): void }): ReactNode {
  return (
    <Choices
      label="Difficulty"
      options={[1, 2, 3, 4, 5]}
      value={props.value}
      name={(s) => `${s}★`}
      onChange={props.onChange}
    />
  );
}

/** Endless for a maze mode: its grids, the stars, Play. */
export function EndlessPicker(props: {
  grids: readonly string[];
  grid: string;
  stars: number;
  onGrid(grid: string): void;
  onStars(stars: number): void;
  onPlay(): void;
}): ReactNode {
  return (
    <section className="endless" aria-label="Endless">
      <p>A new maze made to your order, different every time.</p>
      <Choices
        label="Grid"
        options={props.grids}
        value={props.grid}
        name={(g) => GRID_NAMES[g] ?? g}
        onChange={props.onGrid}
      />
      <StarChoice value={props.stars} onChange={props.onStars} />
      <button type="button" className="primary big" onClick={props.onPlay}>
        Play
      </button>
    </section>
  );
}
