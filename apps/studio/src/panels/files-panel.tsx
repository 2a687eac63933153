// Files: opening puzzles, packs and whole batch folders (or dropping them on the page), with what
// each held and what was wrong with it; and the set saved as one knossos.pack/1 file.
import { packToJson } from '@knossos/families';
import type { ReactNode } from 'react';
import { download } from '../download.js';
import type { Held } from '../families/index.js';
import type { FileText } from '../families/open.js';
import { ExportBook } from './export-book.js';
import { chosenFiles } from './read-files.js';

/** What the formats `openText` reads are saved as: the input's `accept`. */
const ACCEPT = '.json,.txt,.csv,application/json,text/plain,text/csv';

/** The pack a set is saved as. */
export const SET_NAME = 'Knossos Studio set';

/** Open files, Open folder, Export pack and Export book…; a file that does not open leaves the set as it was. */
export function FilesPanel(props: {
  puzzles: readonly Held[];
  opened: readonly string[];
  errors: readonly string[];
  onOpen: (files: readonly FileText[]) => void;
}): ReactNode {
  const open = async (input: HTMLInputElement) => {
    const files = await chosenFiles(input.files);
    input.value = '';
    if (files.length > 0) props.onOpen(files);
  };
  return (
    <div className="files">
      <h3>Files</h3>
      <div className="row">
        <label className="file">
          Open files{' '}
          <input
            aria-label="Open files"
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(e) => void open(e.currentTarget)}
          />
        </label>
        <label className="file">
          Open folder{' '}
          <input
            aria-label="Open folder"
            type="file"
            multiple
            // A batch folder: its manifest.json and the puzzle files it lists.
            {...{ webkitdirectory: '' }}
            onChange={(e) => void open(e.currentTarget)}
          />
        </label>
      </div>
      <p className="hint">
        Or drop files or a folder on the page: puzzles and packs of any Knossos format, or a batch
        folder with its manifest.json.
      </p>
      <button
        type="button"
        disabled={props.puzzles.length === 0}
        onClick={() =>
          download('knossos-pack.json', packToJson(SET_NAME, props.puzzles), 'application/json')
        }
      >
        Export pack
      </button>
      <ExportBook puzzles={props.puzzles} />
      {props.opened.length > 0 && (
        <ul aria-label="Opened" className="opened">
          {props.opened.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {props.errors.map((e) => (
        <p key={e} role="alert" className="error">
          {e}
        </p>
      ))}
    </div>
  );
}
