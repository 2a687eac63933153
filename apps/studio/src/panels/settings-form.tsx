// A family's settings as a form, generated from its settings table (`SettingSpec` rows of
// @knossos/core): one row per setting that applies to the settings as they stand.
import { type SettingSpec, settingApplies } from '@knossos/core';
import type { ReactNode } from 'react';
import { type AnyFamily, formRows } from '../families/index.js';

/** Whether a setting may be left empty: the family works a value out (a form shows "auto"). */
export function canLeaveOut(spec: SettingSpec): boolean {
  return spec.optional === true || spec.default === null;
}

/** The step of a number row: the table's, else 1 for whole numbers and a hundredth of the range. */
export function stepOf(spec: SettingSpec): number {
  if (spec.step !== undefined) return spec.step;
  if (spec.kind === 'integer') return 1;
  const range = (spec.max ?? 1) - (spec.min ?? 0);
  return range > 0 ? 10 ** Math.floor(Math.log10(range / 100)) : 0.01;
}

/** The settings form of a family; every change gives the whole new settings object. */
export function SettingsForm(props: {
  family: AnyFamily;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}): ReactNode {
  const { family, values, onChange } = props;
  const current = { ...family.defaultSettings(), ...values };
  const rows = formRows(family).filter((spec) => settingApplies(spec, current));
  return (
    <details open className="settings">
      <summary>Settings</summary>
      <div className="grid">
        {rows.map((s) => (
          <SettingRow key={s.name} spec={s} values={values} onChange={onChange} />
        ))}
      </div>
    </details>
  );
}

/** One setting: a slider with a number box, a menu, a check box, a line of text or rows. */
function SettingRow(props: {
  spec: SettingSpec;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}): ReactNode {
  const { spec: s, values, onChange } = props;
  const set = (value: unknown) => onChange({ ...values, [s.name]: value });
  const leaveOut = () =>
    onChange(Object.fromEntries(Object.entries(values).filter(([k]) => k !== s.name)));
  const value = values[s.name];
  const unset = value === undefined || value === null;
  const auto = canLeaveOut(s);
  const hint = s.description;
  switch (s.kind) {
    case 'integer':
    case 'number': {
      const min = s.min ?? 0;
      const max = s.max ?? 100;
      const fallback = typeof s.default === 'number' ? s.default : min;
      return (
        <div className="setting" title={hint}>
          <span>
            {s.label}{' '}
            <small>
              ({min}–{max}
              {s.unit ? ` ${s.unit}` : ''})
            </small>
          </span>{' '}
          <input
            aria-label={`${s.label} slider`}
            type="range"
            min={min}
            max={max}
            step={stepOf(s)}
            value={unset ? fallback : Number(value)}
            onChange={(e) => set(Number(e.target.value))}
          />
          <input
            aria-label={s.label}
            type="number"
            min={min}
            max={max}
            step={stepOf(s)}
            // Left empty, the family chooses: "auto" where it works one out, else its default.
            placeholder={auto ? 'auto' : String(fallback)}
            value={unset ? '' : Number(value)}
            onChange={(e) => (e.target.value === '' ? leaveOut() : set(Number(e.target.value)))}
          />
        </div>
      );
    }
    case 'choice': {
      const choices = s.choices ?? [];
      const shown = String(value ?? s.default ?? choices[0] ?? '');
      return (
        <label title={hint}>
          {s.label}{' '}
          <select aria-label={s.label} value={shown} onChange={(e) => set(e.target.value)}>
            {choices.map((c) => (
              <option key={c} value={c}>
                {s.choiceLabels?.[c] ?? c}
              </option>
            ))}
          </select>
        </label>
      );
    }
    case 'switch':
      if (auto) {
        return (
          <label title={hint}>
            {s.label}{' '}
            <select
              aria-label={s.label}
              value={unset ? 'auto' : value === true ? 'on' : 'off'}
              onChange={(e) =>
                e.target.value === 'auto' ? leaveOut() : set(e.target.value === 'on')
              }
            >
              <option value="auto">auto</option>
              <option value="on">on</option>
              <option value="off">off</option>
            </select>
          </label>
        );
      }
      return (
        <label title={hint}>
          <input
            type="checkbox"
            checked={(value ?? s.default) === true}
            onChange={(e) => set(e.target.checked)}
          />{' '}
          {s.label}
        </label>
      );
    case 'text':
      return (
        <label title={hint}>
          {s.label}{' '}
          <input
            aria-label={s.label}
            placeholder={typeof s.default === 'string' ? s.default : ''}
            value={unset ? '' : String(value)}
            onChange={(e) => set(e.target.value)}
          />
        </label>
      );
    case 'lines':
      return (
        <label title={hint}>
          {s.label} <small>(one row per line)</small>{' '}
          <textarea
            aria-label={s.label}
            rows={4}
            value={Array.isArray(value) ? value.join('\n') : unset ? '' : String(value)}
            onChange={(e) => set(e.target.value.split('\n'))}
          />
        </label>
      );
  }
}
