/**
 * A one-page PDF of plain text, for the circulars' attachments: the repository ships no binary documents, and a
 * generated one stays valid (its cross-reference offsets are computed, not typed). Helvetica covers Latin text only,
 * so the document is in English; the attachment's name is given in both languages.
 */
export function textPdf(title: string, lines: string[]): Uint8Array {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '');
  const escape = (text: string) => ascii(text).replace(/[\\()]/g, (char) => `\\${char}`);

  const wrapped = lines.flatMap((line) => (line === '' ? [''] : wrap(ascii(line), 88)));
  const content = [
    // A gold band across the top, the federation's colour.
    '0.486 0.369 0.141 rg 0 782 595 60 re f',
    'BT /F1 16 Tf 1 1 1 rg 50 806 Td (UAE Archery Federation) Tj ET',
    `BT /F1 14 Tf 0.13 0.12 0.1 rg 50 740 Td (${escape(title)}) Tj ET`,
    'BT /F2 11 Tf 0.13 0.12 0.1 rg 50 712 Td 15 TL',
    ...wrapped.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (UAEAF demo seed) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so string offsets are byte offsets.
  return Buffer.from(pdf, 'latin1');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
