// Command line flags made from a family's settings table, and the settings read back from them:
// `--kebab-name <n>` for numbers, a choice list, `--x` / `--no-x` for a switch, `<text>`, and
// `<file>` for lines (a shape mask, read as rows).

import type { SettingSpec } from '@knossos/core';
import type { AnyFamily } from '@knossos/families';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { readInput } from './files.js';
import { numberArgument } from './time-limit.js';

/** Settings every make command sets by its own flags (`--seed`, `--stars`), not the table's. */
const OWN_FLAGS = new Set(['seed', 'stars']);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A switch named `noSomething` reads better turned round: `--something` / `--no-something`. */
function turnedRound(spec: SettingSpec): string | null {
  const match = /^no([A-Z].*)$/.exec(spec.name);
  return match === null ? null : `${match[1]!.charAt(0).toLowerCase()}${match[1]!.slice(1)}`;
}

/** The settings of a table that have flags. */
function flagged(family: AnyFamily): SettingSpec[] {
  return family.settings.filter((spec) => !OWN_FLAGS.has(spec.name));
}

const defaultText = (spec: SettingSpec) =>
  spec.default === null || spec.default === ''
    ? spec.optional
      ? 'auto'
      : 'set by the others'
    : String(spec.default);

/**
 * Whether a number flag's help carries the setting's description: an optional one (its default
 * depends on the others) and a fractional one (a share or rate, whose scale the range alone does
 * not tell).
 */
const explained = (spec: SettingSpec) => spec.optional === true || spec.kind === 'number';

/** Reads a text file of rows (blank rows dropped), for a `lines` setting. */
function readRows(file: string): string[] {
  try {
    return readInput(file, 'utf8')
      .split(/\r?\n/)
      .filter((row) => row.trim() !== '');
  } catch (error) {
    throw new InvalidArgumentError(
      `cannot read ${file}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

/** Adds a flag for every setting of the family's table to a command. */
export function addSettingFlags(command: Command, family: AnyFamily): Command {
  for (const spec of flagged(family)) {
    const flag = `--${kebab(spec.name)}`;
    const about = spec.label;
    switch (spec.kind) {
      case 'integer':
      case 'number':
        command.option(
          `${flag} <n>`,
          `${about}, ${spec.min}–${spec.max} (default ${defaultText(spec)})${explained(spec) ? `: ${spec.description}` : ''}`,
          numberArgument,
        );
        break;
      case 'choice':
        command.addOption(
          new Option(
            `${flag} <${kebab(spec.name)}>`,
            `${about} (default ${defaultText(spec)})`,
          ).choices([...(spec.choices ?? [])]),
        );
        break;
      case 'switch': {
        const round = turnedRound(spec);
        if (round !== null) {
          // "--no-no-x" would not read: the flag is kept as `x`, turned round in settingsFrom.
          // The positive flag first: commander then leaves it unset (not true) when neither is given.
          command.option(`--${kebab(round)}`, `"${about}" off${spec.default ? '' : ' (default)'}`);
          command.option(
            `--no-${kebab(round)}`,
            `"${about}" on${spec.default ? ' (default)' : ''}`,
          );
        } else {
          command.option(
            flag,
            `${about} (default ${spec.default === null ? 'auto' : spec.default ? 'on' : 'off'})`,
          );
          command.option(`--no-${kebab(spec.name)}`, `${about} off`);
        }
        break;
      }
      case 'text':
        command.option(
          `${flag} <text>`,
          `${about} (default ${defaultText(spec)}): ${spec.description}`,
        );
        break;
      case 'lines':
        command.option(`${flag} <file>`, `${about}: a text file of rows`, readRows);
        break;
    }
  }
  return command;
}

/** The settings the flags of a command set (only those given). */
export function settingsFrom(
  family: AnyFamily,
  flags: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const spec of flagged(family)) {
    const round = spec.kind === 'switch' ? turnedRound(spec) : null;
    if (round !== null) {
      if (flags[round] !== undefined) settings[spec.name] = !flags[round];
    } else if (flags[spec.name] !== undefined) settings[spec.name] = flags[spec.name];
  }
  return settings;
}
