/**
 * A one-page PDF with a correct cross-reference table: the smallest file the API's PDF check accepts, or, with
 * `padding`, one that many bytes larger (a comment line after the header, as scanners' PDFs carry binary there).
 */
export function minimalPdf(padding = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = `%PDF-1.4\n${padding > 0 ? `%${' '.repeat(padding)}\n` : ''}`;
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(text);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
