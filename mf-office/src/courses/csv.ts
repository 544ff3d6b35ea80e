/** One CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The rows as CSV in UTF-8 with a byte order mark, so Excel reads Arabic names as Arabic; lines end in CRLF as RFC 4180
 * and Excel expect.
 */
export function toCsv(rows: string[][]): Blob {
  const text = rows.map((row) => row.map(field).join(',')).join('\r\n');
  return new Blob(['\uFEFF', text, '\r\n'], { type: 'text/csv;charset=utf-8' });
}

/** Saves a file the page made, under its name. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
