// The one function svg-to-pdfkit exports, as Knossos calls it.
declare module 'svg-to-pdfkit' {
  /** Draws an SVG document onto a PDFKit document at (x, y) points, scaled into width × height. */
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: {
      width?: number;
      height?: number;
      preserveAspectRatio?: string;
      assumePt?: boolean;
      fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
      warningCallback?: (warning: string) => void;
    },
  ): void;
}
