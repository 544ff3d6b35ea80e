import QRCode from 'qrcode';

// M recovers from 15% damage: enough for a phone screen or a printed card with a scratch, and the code stays small.
const errorCorrectionLevel = 'M';

/** The QR code of `text` as an SVG document (no canvas: it is drawn as paths). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel, margin: 2 });
}

/** The QR code's dark modules, row by row, for drawing it into a PDF. */
export function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (__, column) => Boolean(modules.get(row, column))),
  );
}
