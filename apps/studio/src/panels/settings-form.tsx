// A family's settings as a form: one row per setting of the family's table.
import type { ReactNode } from 'react';
import { familyOf, type StudioSetting } from '../families/index.js';
import type { Family } from '../puzzle.js';

/** The settings form of a family; every change gives the whole new settings object. */
export function SettingsForm(props: {
  family: Family;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}): ReactNode {
  const { family, values, onChange } = props;
  const adapter = familyOf(family);
  const grid = (
    <div className="grid">
      {adapter.settings.map((s) => (
        <SettingRow key={s.name} setting={s} values={values} onChange={onChange} />
      ))}
    </div>
  );
  if (!adapter.foldSettings) return grid;
  return (
    <details open className="settings">
      <summary>Settings</summary>
      {grid}
    </details>
  );
}

/** One setting: a number box, a menu, a check box, a line of text or a box of rows. */
function SettingRow(props: {
  setting: StudioSetting;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}): ReactNode {
  const { setting: s, values, onChange } = props;
  const set = (value: unknown) => onChange({ ...values, [s.name]: value });
  const value = values[s.name];
  switch (s.kind) {
    case 'number':
      return (
        <label title={s.hint}>
          {s.label}{' '}
          <small>
            ({s.min}–{s.max})
          </small>{' '}
          <input
            aria-label={s.label}
            type="number"
            min={s.min}
            max={s.max}
            step={s.step}
            // Optional settings stay empty (the generator chooses) until given.
            placeholder={s.optional ? 'auto' : undefined}
            value={value === undefined ? (s.optional ? '' : s.default) : Number(value)}
            onChange={(e) =>
              e.target.value === '' && s.optional
                ? onChange(Object.fromEntries(Object.entries(values).filter(([k]) => k !== s.name)))
                : set(Number(e.target.value))
            }
          />
        </label>
      );
    case 'choice':
      return (
        <label>
          {s.label}{' '}
          <select
            aria-label={s.label}
            value={String(value ?? s.default)}
            onChange={(e) => set(e.target.value)}
          >
            {s.choices.map((c) => (
              <option key={c} value={s.texts ? c : undefined}>
                {s.texts?.[c] ?? c}
              </option>
            ))}
          </select>
        </label>
      );
    case 'switch':
      return (
        <label>
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
        <label>
          {s.label} ({s.note}){' '}
          <input
            aria-label={s.label}
            maxLength={s.size}
            value={String(value ?? '')}
            onChange={(e) => set(e.target.value)}
          />
        </label>
      );
    case 'lines':
      return (
        <label>
          {s.label} ({s.note}){' '}
          <textarea
            aria-label={s.label}
            rows={s.size}
            value={Array.isArray(value) ? value.join('\n') : ''}
            onChange={(e) => set(e.target.value.split('\n').filter((row) => row.trim() !== ''))}
          />
        </label>
      );
  }
}
