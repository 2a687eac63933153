// A picture as the maze's custom shape: drop or choose an image, pick how it is read, and see the
// mask it gives. The settings receive the mask rows (shape `custom`, `shapeMask`), not the pixels.
import { SHAPE_IMAGE_LIMITS, type ShapeImage, shapeImageRows } from '@knossos/maze';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** A decoded picture: RGBA bytes, top row first. */
type Picture = Pick<ShapeImage, 'rgba' | 'width' | 'height'>;

/** Decodes an image file in the browser (any format it shows) into RGBA bytes. */
async function decode(file: Blob): Promise<Picture> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  return { rgba: data, width: bitmap.width, height: bitmap.height };
}

/**
 * The maze's picture drop: a drop zone and file chooser, the Inside, Threshold and Detail
 * controls, and a live preview of the mask (one canvas pixel block per mask pixel). Every change
 * sets the shape to custom with the picture's mask rows.
 */
export function ShapeImageDrop(props: {
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}): ReactNode {
  const [picture, setPicture] = useState<Picture | null>(null);
  const [failed, setFailed] = useState('');
  const [inside, setInside] = useState<NonNullable<ShapeImage['inside']>>('dark');
  const [threshold, setThreshold] = useState<number>(SHAPE_IMAGE_LIMITS.threshold.default);
  const [detail, setDetail] = useState<number>(SHAPE_IMAGE_LIMITS.detail.default);
  const [notes, setNotes] = useState<string[]>([]);
  const preview = useRef<HTMLCanvasElement>(null);
  // The latest settings, so reading the picture again does not depend on every settings change.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (picture === null) return;
    const said: string[] = [];
    const rows = shapeImageRows({ ...picture, inside, threshold, detail }, said);
    setNotes(said);
    drawMask(preview.current, rows ?? []);
    const { values, onChange } = latest.current;
    onChange({ ...values, shape: 'custom', shapeMask: rows ?? [] });
  }, [picture, inside, threshold, detail]);

  const take = (file: File | undefined) => {
    if (file === undefined) return;
    decode(file).then(
      (p) => {
        setFailed('');
        setPicture(p);
      },
      () => setFailed(`${file.name} is not a picture this browser can read.`),
    );
  };

  return (
    <details open className="settings shape-image">
      <summary>Shape picture</summary>
      <label
        className="drop"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          take(e.dataTransfer.files[0]);
        }}
      >
        Drop a picture here, or choose one{' '}
        <input
          aria-label="Shape picture"
          type="file"
          accept="image/*"
          onChange={(e) => take(e.target.files?.[0])}
        />
      </label>
      {failed !== '' && <p role="alert">{failed}</p>}
      {picture !== null && (
        <div className="grid">
          <label>
            Inside{' '}
            <select
              aria-label="Picture inside"
              value={inside}
              onChange={(e) => setInside(e.target.value as typeof inside)}
            >
              <option value="dark">Dark</option>
              <option value="light">Light</option>
              <option value="opaque">Opaque</option>
            </select>
          </label>
          <label>
            Threshold (0–1){' '}
            <input
              aria-label="Picture threshold"
              type="range"
              min={0}
              max={1}
              step={0.01}
              value={threshold}
              onChange={(e) => setThreshold(Number(e.target.value))}
            />
          </label>
          <label>
            Detail ({SHAPE_IMAGE_LIMITS.detail.min}–{SHAPE_IMAGE_LIMITS.detail.max} across){' '}
            <input
              aria-label="Picture detail"
              type="number"
              min={SHAPE_IMAGE_LIMITS.detail.min}
              max={SHAPE_IMAGE_LIMITS.detail.max}
              value={detail}
              onChange={(e) => setDetail(Number(e.target.value))}
            />
          </label>
          <canvas aria-label="Mask preview" ref={preview} width={160} height={160} />
          {notes.map((n) => (
            <p key={n} className="note">
              {n}
            </p>
          ))}
        </div>
      )}
    </details>
  );
}

/** Draws mask rows into the preview, scaled to fit, inside pixels dark. */
function drawMask(canvas: HTMLCanvasElement | null, rows: readonly string[]): void {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  const across = Math.max(1, ...rows.map((r) => r.length));
  const scale = Math.max(1, Math.floor(canvas.width / Math.max(across, rows.length, 1)));
  context.fillStyle = '#222';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === '#') context.fillRect(x * scale, y * scale, scale, scale);
    }
  });
  canvas.dataset.rows = String(rows.length);
  canvas.dataset.across = String(rows.length === 0 ? 0 : across);
}
