// Export book…: the set as a print-ready PDF, made in the page by the same code as
// `knossos book` (@knossos/book: PDFKit runs in the browser too), with the fonts fetched from
// the studio's own assets.
import type { BookFonts } from '@knossos/book';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import { type ReactNode, useState } from 'react';
import { download } from '../download.js';
import type { Held } from '../families/index.js';

let fonts: Promise<BookFonts> | undefined;

/** DejaVu Sans, regular and bold, fetched once (and again after a failed fetch). */
function bookFonts(): Promise<BookFonts> {
  const bytes = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the font ${url} did not load (${response.status})`);
    return response.arrayBuffer();
  };
  fonts ??= Promise.all([bytes(regularUrl), bytes(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fonts = undefined;
      throw error;
    },
  );
  return fonts;
}

/** `1 page`, `2 pages`. */
const counted = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

/** The page sizes offered. */
const PAGES = [
  ['a4', 'A4'],
  ['letter', 'Letter'],
  ['a5', 'A5'],
] as const;

/** The Export book… button and, once opened, the book's few settings and its Make PDF button. */
export function ExportBook(props: { puzzles: readonly Held[] }): ReactNode {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState<string>('a4');
  const [perPage, setPerPage] = useState(6);
  const [title, setTitle] = useState('');
  const [answers, setAnswers] = useState(true);
  const [status, setStatus] = useState('');
  const [stopper, setStopper] = useState<AbortController | null>(null);
  const make = async () => {
    const stop = new AbortController();
    setStopper(stop);
    try {
      // PDFKit and its fonts library load only when a book is asked for.
      const { makeBook } = await import('@knossos/book');
      const chunks: Uint8Array[] = [];
      const report = await makeBook(
        props.puzzles,
        {
          fonts: await bookFonts(),
          write: (chunk) => chunks.push(chunk),
          signal: stop.signal,
          onProgress: (done, total) => setStatus(`Drawing ${done} of ${total}…`),
        },
        { page, perPage, title, answers },
      );
      download('knossos-book.pdf', new Blob(chunks as BlobPart[]), 'application/pdf');
      const notes = report.notes.length > 0 ? ` ${report.notes.join(' ')}` : '';
      setStatus(`${counted(report.pages, 'page')}, ${counted(report.puzzles, 'puzzle')}.${notes}`);
    } catch (error) {
      setStatus(
        stop.signal.aborted
          ? 'Stopped: no book was made.'
          : `The book could not be made: ${(error as Error).message}`,
      );
    } finally {
      setStopper(null);
    }
  };
  return (
    <div className="book">
      <button
        type="button"
        disabled={props.puzzles.length === 0}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Export book…
      </button>
      {open && (
        <fieldset className="book-settings">
          <legend>Book</legend>
          <label>
            Page{' '}
            <select value={page} onChange={(e) => setPage(e.currentTarget.value)}>
              {PAGES.map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Puzzles a page{' '}
            <input
              type="number"
              min={1}
              max={64}
              value={perPage}
              onChange={(e) => setPerPage(Number(e.currentTarget.value))}
            />
          </label>
          <label>
            Title{' '}
            <input type="text" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          </label>
          <label>
            <input
              type="checkbox"
              checked={answers}
              onChange={(e) => setAnswers(e.currentTarget.checked)}
            />{' '}
            Answer pages
          </label>
          {stopper === null ? (
            <button type="button" disabled={props.puzzles.length === 0} onClick={() => void make()}>
              Make PDF
            </button>
          ) : (
            <button type="button" onClick={() => stopper.abort(new Error('stopped'))}>
              Stop
            </button>
          )}
          {status !== '' && <output aria-label="Book">{status}</output>}
        </fieldset>
      )}
    </div>
  );
}
