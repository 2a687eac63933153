// The browser's `@knossos/export/png`: the SVG renderer's picture, drawn on a canvas and
// encoded by the browser itself (vite.config.ts points the package's PNG subpath here).
import { type ExportOptions, renderSvg, type Sketch } from '@knossos/export';

/** A sketch as PNG bytes, drawn by the browser (same options as the Node renderer). */
export async function renderPng(sketch: Sketch, options: ExportOptions = {}): Promise<Uint8Array> {
  const svg = renderSvg(sketch, options);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('this browser gives no 2D canvas to draw the PNG on');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (blob === null) throw new Error('the browser could not encode the PNG');
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
