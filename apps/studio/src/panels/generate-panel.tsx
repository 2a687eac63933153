// The Generate panel: the family's presets and settings, the seed, count and stars, the batch
// under way and its errors, and files.
import { type ReactNode, useEffect, useRef } from 'react';
import { familyNamed } from '../families/index.js';
import type { Studio } from '../state/use-studio.js';
import { FilesPanel } from './files-panel.js';
import { SettingsForm } from './settings-form.js';
import { ShapeImageDrop } from './shape-image-drop.js';

/** The Stars control's choices: 0 for any, else 1–5 stars. */
const STAR_CHOICES = [0, 1, 2, 3, 4, 5] as const;

/** Everything that makes or loads puzzles, for the shown family. */
export function GeneratePanel(props: { studio: Studio }): ReactNode {
  const { studio } = props;
  const { family, settings, changes, seed, randomSeed, count, stars, progress, lastSeed, errors } =
    studio.state;
  const shownFamily = familyNamed(family);
  const generateButton = useRef<HTMLButtonElement | null>(null);
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const { running } = studio;
  // Keyboard focus follows the buttons: Generate is disabled while a batch runs, so focus goes
  // to Cancel, and back to Generate when the batch ends.
  useEffect(() => {
    const active = document.activeElement;
    if (running && active === generateButton.current) cancelButton.current?.focus();
    if (!running && (active === document.body || active === null)) generateButton.current?.focus();
  }, [running]);

  return (
    <section aria-labelledby="generate-heading" className="panel generate">
      <h2 id="generate-heading">Generate</h2>
      <label>
        Preset{' '}
        <select
          aria-label="Preset"
          defaultValue=""
          onChange={(e) => studio.applyPreset(e.target.value)}
        >
          <option value="" disabled>
            Choose a preset…
          </option>
          {shownFamily.presets.map(({ name, description }) => (
            <option key={name} value={name} title={description}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <SettingsForm
        family={shownFamily}
        values={settings[family] ?? {}}
        onChange={studio.setSettings}
      />
      {shownFamily.name === 'maze' && (
        <ShapeImageDrop values={settings[family] ?? {}} onChange={studio.setSettings} />
      )}
      <div>
        <button type="button" onClick={studio.check}>
          Auto
        </button>
        {changes.length > 0 && (
          <ul aria-label="What Auto changed" className="changes">
            {changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="row">
        <label>
          Seed{' '}
          <input
            aria-label="Seed"
            value={seed}
            disabled={randomSeed}
            onChange={(e) => studio.setSeed(e.target.value)}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={randomSeed}
            onChange={(e) => studio.setRandomSeed(e.target.checked)}
          />{' '}
          Random
        </label>
      </div>
      <label>
        How many (1–20){' '}
        <input
          aria-label="How many"
          type="number"
          min={1}
          max={20}
          value={count}
          onChange={(e) => studio.setCount(Number(e.target.value))}
        />
      </label>
      <label>
        Stars{' '}
        <select
          aria-label="Stars"
          value={stars}
          onChange={(e) => studio.setStars(Number(e.target.value))}
        >
          {STAR_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? 'any' : `${'★'.repeat(n)} (${n})`}
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        <button
          ref={generateButton}
          type="button"
          className="primary"
          onClick={studio.generate}
          disabled={running}
        >
          Generate
        </button>
        {shownFamily.dailySeed !== undefined && (
          <button
            type="button"
            onClick={studio.daily}
            disabled={running}
            title="Today's board (your local date): the same for everyone with these settings"
          >
            Daily
          </button>
        )}
        {progress && (
          <>
            <progress aria-label="Generating" max={progress.total} value={progress.done} />
            <span>
              {progress.done} / {progress.total}
            </span>
            <button ref={cancelButton} type="button" onClick={studio.cancel}>
              Cancel
            </button>
          </>
        )}
      </div>
      {lastSeed && (
        <p className="seed-used">
          Seed used: <code>{lastSeed}</code>
        </p>
      )}
      {errors.map((e) => (
        <p key={e} role="alert" className="error">
          {e}
        </p>
      ))}
      <FilesPanel
        puzzles={studio.state.puzzles}
        opened={studio.state.opened}
        errors={studio.state.openErrors}
        onOpen={studio.open}
      />
    </section>
  );
}
