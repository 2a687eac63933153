// One row of a family's settings form: what the studio's settings form draws for it. Close to
// the SettingSpec tables of @knossos/core, which will replace these rows.

/** A number box, `min`–`max` in steps of `step`. */
export interface NumberSetting {
  readonly kind: 'number';
  /** The field in the settings object, e.g. `'width'`. */
  readonly name: string;
  /** The label users see (and the box's accessible name), e.g. `'Width'`. */
  readonly label: string;
  /** Smallest value. */
  readonly min: number;
  /** Largest value. */
  readonly max: number;
  /** What the arrows add: 1 for whole numbers. */
  readonly step: number;
  /** The value shown while the settings hold none. */
  readonly default: number;
  /** The box may stay empty (shown as `auto`): the generator chooses. */
  readonly optional?: boolean;
  /** A tooltip on the row. */
  readonly hint?: string;
}

/** A menu of choices. */
export interface ChoiceSetting {
  readonly kind: 'choice';
  /** The field in the settings object. */
  readonly name: string;
  /** The label users see. */
  readonly label: string;
  /** The allowed values, in menu order. */
  readonly choices: readonly string[];
  /** The words shown for each value, where they are not the value itself. */
  readonly texts?: Readonly<Record<string, string>>;
  /** The value shown while the settings hold none. */
  readonly default?: string;
}

/** A check box. */
export interface SwitchSetting {
  readonly kind: 'switch';
  /** The field in the settings object. */
  readonly name: string;
  /** The label users see. */
  readonly label: string;
  /** On or off while the settings hold none. */
  readonly default: boolean;
}

/** One line of text (`kind: 'text'`) or a list of lines, one per row (`kind: 'lines'`). */
export interface TextSetting {
  readonly kind: 'text' | 'lines';
  /** The field in the settings object. */
  readonly name: string;
  /** The label users see (and the box's accessible name). */
  readonly label: string;
  /** When it applies and how to write it, shown in brackets after the label. */
  readonly note: string;
  /** Longest text (`text`) or rows of the box (`lines`). */
  readonly size: number;
}

/** One row of a settings form. */
export type StudioSetting = NumberSetting | ChoiceSetting | SwitchSetting | TextSetting;

/** A named starting point: the settings it sets (the others keep the family's initial ones). */
export interface StudioPreset {
  /** `Group/Title`, e.g. `'Flow/Classic 7×7'`. */
  readonly name: string;
  /** The settings it sets. */
  readonly settings: Readonly<Record<string, unknown>>;
}

/** What the Auto button made of some settings. */
export interface Tuned {
  /** The settings, tuned (a fresh object, without a seed). */
  readonly settings: Record<string, unknown>;
  /** One line per change; empty when nothing needed changing. */
  readonly changes: readonly string[];
}
